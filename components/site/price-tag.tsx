import type { Locale } from "@/lib/i18n/routing";
import { OfferPrice } from "@/components/catalogue/offer-price";

/**
 * An offer's price on the home page and in search: in its own unit with the other one
 * ("€3.97/hour ≈ €2,898/month"), integer cents and currency in the page's language.
 */
export async function PriceTag({ locale, cents, currency, period, className }: { locale: Locale; cents: number; currency: string; period: "hour" | "month" | "year"; className?: string }) {
  return <OfferPrice locale={locale} cents={cents} currency={currency} period={period} className={className} />;
}
