import { offerTitle } from "@/lib/catalogue/vocabulary";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/i18n/navigation";
import { PriceTag } from "@/components/site/price-tag";
import { deliveryLabel } from "@/components/catalogue/labels";
import { paths } from "@/lib/catalogue/paths";
import type { TopOffer } from "@/lib/catalogue/home";
import { countryName } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";

/** The cheapest in-stock offer of each category. */
export async function TopOffers({ locale, offers }: { locale: Locale; offers: TopOffer[] }) {
  if (!offers.length) return null;
  const t = await getTranslations({ locale, namespace: "home" });
  const c = await getTranslations({ locale, namespace: "catalogue" });
  return (
    <section aria-labelledby="top-offers-title" className="mt-12">
      <h2 id="top-offers-title" className="text-2xl font-bold text-slate-900">
        {t("topOffersTitle")}
      </h2>
      <p className="mt-1 text-slate-700">{t("topOffersText")}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {offers.map((o) => (
          <li key={o.uid} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <p className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{o.categoryName[locale]}</p>
            <h3 className="font-semibold leading-snug">
              <Link href={paths.offer(o.categorySlug, o.productSlug, o.uid)} className="text-brand-700 underline-offset-2 hover:underline">
                {offerTitle(o, locale)}
              </Link>
            </h3>
            <p className="text-sm text-slate-700">
              {o.productName[locale]} · {t("byProvider", { provider: o.providerName })} · {countryName(o.country, locale)}
            </p>
            <p className="mt-auto flex flex-wrap items-baseline justify-between gap-2 pt-2">
              <PriceTag locale={locale} cents={o.priceCents} currency={o.currency} period={o.billingPeriod} className="text-lg" />
              <span className="text-sm text-slate-700">{t("deliveryIn", { estimate: deliveryLabel(c, o.deliveryMinutes) })}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
