import { getTranslations } from "next-intl/server";
import { Link } from "@/components/i18n/navigation";
import { paths } from "@/lib/catalogue/paths";
import { formatMoney } from "@/lib/format";
import { HOURS_PER_MONTH } from "@/lib/catalogue/pricing";
import type { Locale } from "@/lib/i18n/routing";

type Localized = Record<Locale, string>;

export type HomeCategory = {
  slug: string;
  name: Localized;
  description: Localized;
  products: { slug: string; name: Localized; isActive: boolean; offerCount: number; minPriceCents: number | null }[];
};

/** A card per category with its active products, their offer counts and lowest prices. */
export async function CategoryCards({ locale, categories }: { locale: Locale; categories: HomeCategory[] }) {
  const t = await getTranslations({ locale, namespace: "home" });
  const c = await getTranslations({ locale, namespace: "catalogue" });
  return (
    <section id="categories" aria-labelledby="categories-title" className="mt-12 scroll-mt-4">
      <h2 id="categories-title" className="text-2xl font-bold text-slate-900">
        {t("categoriesTitle")}
      </h2>
      <p className="mt-1 text-slate-700">{t("categoriesText")}</p>
      <p className="mt-1 text-sm text-slate-700">{c("hoursNote", { hours: HOURS_PER_MONTH })}</p>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {categories.map((c) => {
          const active = c.products.filter((p) => p.isActive);
          return (
            <li key={c.slug} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="text-lg font-semibold">
                <Link href={paths.category(c.slug)} className="text-brand-700 underline-offset-2 hover:underline">
                  {c.name[locale]}
                </Link>
              </h3>
              <p className="mt-1 line-clamp-3 text-sm text-slate-700">{c.description[locale]}</p>
              <ul className="mt-4 space-y-2 text-sm">
                {active.map((p) => (
                  <li key={p.slug} className="flex flex-wrap items-baseline justify-between gap-x-2">
                    <Link href={paths.listing(c.slug, p.slug)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                      {p.name[locale]}
                    </Link>
                    <span className="text-slate-700">
                      {t("productOffers", { count: p.offerCount })}
                      {p.minPriceCents !== null && <> · {t("fromPrice", { price: `${formatMoney(p.minPriceCents, "EUR", locale)} ${t("period.month")}` })}</>}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
