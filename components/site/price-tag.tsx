import { getTranslations } from "next-intl/server";
import { formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";

/** "€12.00 per month": integer cents, currency and billing period in the page's language. */
export async function PriceTag({ locale, cents, currency, period, className }: { locale: Locale; cents: number; currency: string; period: "hour" | "month" | "year"; className?: string }) {
  const t = await getTranslations({ locale, namespace: "home" });
  return (
    <span className={className}>
      <span className="font-semibold text-slate-900">{formatMoney(cents, currency, locale)}</span> <span className="text-slate-700">{t(`period.${period}`)}</span>
    </span>
  );
}
