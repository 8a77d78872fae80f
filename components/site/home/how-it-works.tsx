import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";

const STEPS = ["choose", "configure", "pay", "use"] as const;

/** Four steps from browsing to a running resource (static: prerendered with the page shell). */
export async function HowItWorks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "home" });
  return (
    <section aria-labelledby="how-title" className="mt-12">
      <h2 id="how-title" className="text-2xl font-bold text-slate-900">
        {t("howTitle")}
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, i) => (
          <li key={step} className="rounded-lg border border-slate-200 bg-white p-5">
            <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
              {i + 1}
            </span>
            <h3 className="mt-3 font-semibold text-slate-900">{t(`how.${step}.title`)}</h3>
            <p className="mt-1 text-sm text-slate-700">{t(`how.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
