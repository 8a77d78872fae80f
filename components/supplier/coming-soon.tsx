"use client";

import { useTranslations } from "next-intl";
import { SectionGate } from "./section-gate";

export type PlannedSection = "offers" | "delivery" | "earnings" | "integrations";

/**
 * A supplier section that a later release brings: it says what the page will hold and shows no
 * made-up data meanwhile.
 */
export function ComingSoon({ section }: { section: PlannedSection }) {
  const t = useTranslations("supplier");
  return (
    <SectionGate section={section} title={t(`${section}.title`)}>
      <section aria-labelledby="supplier-soon" className="rounded-lg border border-slate-200 bg-white p-6">
        <h2 id="supplier-soon" className="text-lg font-semibold text-slate-900">
          {t("soon.badge")}
        </h2>
        <p className="mt-3 text-slate-800">{t(`${section}.holds`)}</p>
        <p className="mt-2 text-sm text-slate-700">{t("soon.text")}</p>
      </section>
    </SectionGate>
  );
}
