import { getTranslations } from "next-intl/server";
import { Link } from "@/components/i18n/navigation";
import { deliveryLabel } from "@/components/catalogue/labels";
import { formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";

export type HomeStats = { offerCount: number; medianDeliveryMinutes: number; averagePriceCents: number };

const ctaClass =
  "inline-flex items-center rounded-lg bg-brand-600 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none";

/** The "Open marketplace" action and the live figures: offers, typical (median) delivery time, average price. */
export async function HeroStats({ locale, stats, marketplaceHref }: { locale: Locale; stats: HomeStats; marketplaceHref: string }) {
  const t = await getTranslations({ locale, namespace: "home" });
  const c = await getTranslations({ locale, namespace: "catalogue" });
  // The delivery promise is the measured median of the public offers, worded as people say it.
  const items = [
    { label: t("statOffers"), value: t("statOffersValue", { count: stats.offerCount }) },
    { label: t("statDelivery"), value: deliveryLabel(c, stats.medianDeliveryMinutes), note: t("statDeliveryNote") },
    { label: t("statPrice"), value: t("statPriceValue", { price: formatMoney(stats.averagePriceCents, "EUR", locale) }) },
  ];
  return (
    <div className="mt-6 flex flex-col gap-6">
      <p>
        <Link href={marketplaceHref} className={ctaClass}>
          {t("openMarketplace")}
        </Link>
      </p>
      <dl className="grid gap-4 sm:grid-cols-3">
        {items.map((i) => (
          <div key={i.label} className="rounded-lg border border-brand-100 bg-white p-4">
            <dt className="text-sm text-slate-700">{i.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-brand-900">{i.value}</dd>
            {i.note && <dd className="mt-1 text-sm text-slate-700">{i.note}</dd>}
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Shown while the figures stream in (and in the prerendered shell). */
export async function HeroStatsFallback({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "home" });
  return (
    <div className="mt-6 flex flex-col gap-6" aria-busy="true">
      <p>
        <a href="#categories" className={ctaClass}>
          {t("openMarketplace")}
        </a>
      </p>
      <p role="status" className="text-slate-700">
        {t("loading")}
      </p>
    </div>
  );
}
