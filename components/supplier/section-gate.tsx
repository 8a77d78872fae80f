"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { can } from "@/lib/organizations/permissions";
import { sectionAction } from "./menu";
import type { SupplierSection } from "./paths";
import { useSupplierOrganization } from "./supplier-context";

/**
 * A supplier page's heading and body for a role that may use the section; for any other role (the
 * menu hides the section, but a link can still lead here) the translated "not for your role" state.
 */
export function SectionGate({ section, title, children }: { section: SupplierSection; title: string; children: ReactNode }) {
  const t = useTranslations("supplier");
  const org = useSupplierOrganization();
  const allowed = can(org.role, sectionAction(section));
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {allowed ? (
        children
      ) : (
        <section aria-labelledby="supplier-forbidden" className="rounded-lg border border-amber-200 bg-amber-50 p-6">
          <h2 id="supplier-forbidden" className="text-lg font-semibold text-slate-900">
            {t("forbidden.title")}
          </h2>
          <p className="mt-2 text-slate-800">{t("forbidden.text", { role: t(`roles.${org.role}`), name: org.name })}</p>
        </section>
      )}
    </>
  );
}
