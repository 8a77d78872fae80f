"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/navigation";
import { Facts, Panel } from "@/components/ui/panel";
import { When } from "@/components/ui/when";
import { ACTIONS, can, type Action } from "@/lib/organizations/permissions";
import { supplierMenu } from "./menu";
import { SectionGate } from "./section-gate";
import { useSupplierOrganization } from "./supplier-context";
import { useActionLabel } from "./use-action-label";

/** The supplier area's start page: the business account, the caller's role, their sections and rights. */
export function SupplierOverview() {
  const t = useTranslations("supplier");
  const org = useSupplierOrganization();
  const actionLabel = useActionLabel();
  const sections = supplierMenu(org.role).filter((item) => item.section !== "overview");
  const allowed = (Object.keys(ACTIONS) as Action[]).filter((a) => can(org.role, a));
  return (
    <SectionGate section="overview" title={t("overview.title")}>
      <div className="space-y-5">
        <Panel id="supplier-account" title={org.name}>
          <Facts
            items={[
              [t("overview.status"), org.status_label || org.status],
              [t("overview.approvedAt"), <When key="approved" iso={org.approved_at} />],
              [t("overview.role"), t(`roles.${org.role}`)],
            ]}
          />
        </Panel>
        <Panel id="supplier-sections" title={t("overview.sections")}>
          <p className="mb-2 text-sm text-slate-700">{t("overview.sectionsText")}</p>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {sections.map((item) => (
              <li key={item.section}>
                <Link href={item.href} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
                  {t(`menu.${item.section}`)}
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel id="supplier-rights" title={t("overview.permissions")}>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
            {allowed.map((a) => (
              <li key={a}>{actionLabel(a)}</li>
            ))}
          </ul>
        </Panel>
      </div>
    </SectionGate>
  );
}
