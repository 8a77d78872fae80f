"use client";

import { useEffect, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/navigation";
import { LoadingState } from "@/components/ui/loading-state";
import { buttonClass } from "@/components/ui/button";
import { setSupplierInterfaceFlag } from "./interface-flag";
import { SupplierNav } from "./supplier-nav";
import { BUSINESS_ACCOUNT_PATH } from "./paths";
import { failedWith } from "@/components/api/query";
import { useMyOrganization } from "./queries";
import { SupplierContext } from "./supplier-context";
import type { MyOrganization } from "./types";
import { ErrorState } from "@/components/ui/error-state";

function GateTitle() {
  const t = useTranslations("supplier");
  return <h1 className="mb-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t("gate.title")}</h1>;
}

/** What a visitor who is not a member of a selling business account sees instead of the supplier area. */
export function NotSupplierState({ org }: { org: MyOrganization | null }) {
  const t = useTranslations("supplier.gate");
  const detail = !org
    ? t("noAccount")
    : org.status === "blocked"
      ? t("blocked", { name: org.name, status: org.status_label || org.status })
      : t("notApproved", { name: org.name, status: org.status_label || org.status });
  return (
    <>
      <GateTitle />
      <section aria-labelledby="supplier-gate-text" className="rounded-lg border border-slate-200 bg-white p-6">
        <h2 id="supplier-gate-text" className="text-lg font-semibold text-slate-900">
          {t("text")}
        </h2>
        <p className="mt-2 text-slate-700">{detail}</p>
        <Link href={BUSINESS_ACCOUNT_PATH} className={`${buttonClass("primary")} mt-4`}>
          {t("link")}
        </Link>
      </section>
    </>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations("supplier");
  return (
    <>
      <GateTitle />
      <ErrorState text={t("loadError")} onRetry={onRetry} retryLabel={t("retry")} />
    </>
  );
}

function SupplierFrame({ org, children }: { org: MyOrganization; children: ReactNode }) {
  const t = useTranslations("supplier");
  useEffect(() => {
    setSupplierInterfaceFlag(true);
  }, []);
  return (
    <SupplierContext.Provider value={org}>
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 pb-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("area")}</p>
          <p className="text-lg font-semibold break-words text-slate-900">
            <span className="sr-only">{t("organization")}: </span>
            {org.name}
          </p>
          <p className="text-sm text-slate-700">
            {t("yourRole")}: <span className="font-medium text-slate-900">{t(`roles.${org.role}`)}</span>
          </p>
        </div>
        <Link href="/" onClick={() => setSupplierInterfaceFlag(false)} className={buttonClass("secondary")}>
          {t("backToBuying")}
        </Link>
      </div>
      <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
        <SupplierNav role={org.role} />
        <div className="min-w-0">{children}</div>
      </div>
    </SupplierContext.Provider>
  );
}

/**
 * The /supplier layout's client gate (spec sections 2 and 6): GET /api/organizations/my; no business
 * account (404) or one that cannot sell → the translated "for members of an approved business
 * account" state with a link to /business-account; else the area with its menu, the organisation's
 * name and the caller's role. The API checks every call again; this only decides what to show.
 */
export function SupplierShell({ children }: { children: ReactNode }) {
  const t = useTranslations("supplier");
  const org = useMyOrganization();
  if (org.isPending) return <LoadingState label={t("loading")} />;
  if (org.isError) {
    if (failedWith(org.error, 404)) return <NotSupplierState org={null} />;
    return <LoadFailed onRetry={() => void org.refetch()} />;
  }
  if (!org.data.can_sell) return <NotSupplierState org={org.data} />;
  return <SupplierFrame org={org.data}>{children}</SupplierFrame>;
}
