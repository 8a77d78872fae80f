import { attributeId, attributeText, dataCenterName, offerTitle, placeName } from "@/lib/catalogue/vocabulary";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache, type ReactNode } from "react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { getOffers, getProduct, listCategories } from "@/lib/catalogue/queries";
import { readCatalogue } from "@/lib/catalogue/availability";
import { comparePagePath, parseCompareUids } from "@/lib/catalogue/compare";
import { paths } from "@/lib/catalogue/paths";
import { isCatalogueSlug, PLACEHOLDER_PARAM } from "@/lib/catalogue/route-params";
import { countryName, formatApproxMoney } from "@/lib/format";
import { isLocale, localizedPath } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { buttonClass } from "@/components/ui/button";
import { AvailabilityBadge } from "@/components/catalogue/availability-badge";
import { CompareTable, type CompareRow } from "@/components/catalogue/compare-table";
import { dataCenterLabel, deliveryLabel, priceLabel, unitPriceText } from "@/components/catalogue/labels";
import { offerUnitPrices } from "@/components/catalogue/offer-price";
import { HOURS_PER_MONTH, hourlyCents, unitsForFacetKeys } from "@/lib/catalogue/pricing";

type Params = { locale: string; category_slug: string; slug: string; uids: string };

/** One placeholder (a 404 at build): comparisons are rendered on first request and cached whole. */
export function generateStaticParams() {
  return [{ category_slug: PLACEHOLDER_PARAM, slug: PLACEHOLDER_PARAM, uids: PLACEHOLDER_PARAM }];
}

/** Up to four public offers of this product; offers of other products are left out, none is a 404. */
const loadComparison = cache(async (locale: string, categorySlug: string, productSlug: string, rawUids: string) => {
  if (!isLocale(locale) || !isCatalogueSlug(categorySlug) || !isCatalogueSlug(productSlug)) notFound();
  const uids = parseCompareUids(rawUids);
  if (!uids.length) notFound();
  const [, found] = await readCatalogue(
    locale,
    () => Promise.all([listCategories(), getOffers(uids)]),
    ([cats]) => cats.length === 0,
  );
  const product = await getProduct(categorySlug, productSlug);
  if (!product) notFound();
  const offers = found.filter((o) => o.product.slug === productSlug && o.product.categorySlug === categorySlug);
  if (!offers.length) notFound();
  return { locale, ...product, offers, missing: uids.length - offers.length };
});

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const p = await params;
  const { locale, category, product, offers } = await loadComparison(p.locale, p.category_slug, p.slug, p.uids);
  const t = await getTranslations({ locale, namespace: "compare" });
  const meta = buildMetadata({
    locale,
    pathname: comparePagePath(category.slug, product.slug, offers.map((o) => o.uid)),
    title: t("title", { product: product.name[locale] }),
    description: t("metaDescription", { product: product.name[locale] }),
  });
  // Comparisons are combinations of offers: useful to visitors, not to a search index.
  return { ...meta, robots: { index: false, follow: true } };
}

export default async function ComparePage({ params }: { params: Promise<Params> }) {
  const p = await params;
  const { locale, category, product, facets, offers, missing } = await loadComparison(p.locale, p.category_slug, p.slug, p.uids);
  setRequestLocale(locale);
  const [t, c] = await Promise.all([
    getTranslations({ locale, namespace: "compare" }),
    getTranslations({ locale, namespace: "catalogue" }),
  ]);
  const lp = (path: string) => localizedPath(locale, path);
  const listingPath = lp(paths.listing(category.slug, product.slug));
  const uids = offers.map((o) => o.uid);
  const title = t("title", { product: product.name[locale] });
  const crumbs = [
    { name: c("home"), href: lp(paths.home()) },
    { name: category.name[locale], href: lp(paths.category(category.slug)) },
    { name: product.name[locale], href: listingPath },
    { name: title, href: lp(comparePagePath(category.slug, product.slug, uids)) },
  ];

  const notSpecified = (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t("notSpecified")}</span>
    </>
  );
  // Attributes line up by their vocabulary key (a supplier's own by name) and read in the page's language.
  const attributeRows = new Map<string, string>();
  for (const o of offers) for (const a of o.attributes) if (!attributeRows.has(attributeId(a))) attributeRows.set(attributeId(a), attributeText(a, locale).name);
  // A row differs when the values the cells show are not all the same (a comparison of one never differs).
  const row = (label: string, keys: (string | number | null)[], cells: ReactNode[]): CompareRow => ({
    label,
    cells,
    differs: new Set(keys.map((k) => String(k))).size > 1,
  });
  const unitPrices = offers.map((o) => offerUnitPrices(category.slug, o.priceCents, o.billingPeriod, o.facets));
  const units = unitsForFacetKeys(facets.map((f) => f.key));
  const rows: CompareRow[] = [
    // One period for every offer: the monthly price (1 month = 730 hours) with its hourly equivalent.
    row(
      t("price"),
      offers.map((o) => o.monthlyPriceCents),
      offers.map((o) => (
        <span key={o.uid} className="block" data-monthly-cents={o.monthlyPriceCents}>
          <strong className="block">{c("price", { price: formatApproxMoney(o.monthlyPriceCents, o.currency, locale), period: "month" })}</strong>
          <span className="block text-xs text-slate-700">
            ≈ {c("price", { price: formatApproxMoney(hourlyCents(o.priceCents, o.billingPeriod), o.currency, locale), period: "hour" })}
          </span>
        </span>
      )),
    ),
    row(
      t("billing"),
      // Differs by the billing period only: the price row above already compares the amounts.
      offers.map((o) => o.billingPeriod),
      offers.map((o) => `${t("billingValue", { period: o.billingPeriod })}: ${priceLabel(c, locale, o.priceCents, o.currency, o.billingPeriod)}`),
    ),
    ...units.map((unit) => {
      const values = unitPrices.map((list) => list.find((u) => u.unit === unit)?.cents ?? null);
      return row(
        t("unitLabel", { unit }),
        values.map((v) => (v === null ? null : Math.round(v))),
        values.map((v, i): ReactNode => (v === null ? notSpecified : unitPriceText(c, locale, unit, v, offers[i].currency))),
      );
    }),
    row(t("provider"), offers.map((o) => o.supplier.name), offers.map((o) => o.supplier.name)),
    row(
      t("dataCenter"),
      offers.map((o) => o.dataCenter?.uid ?? null),
      offers.map((o): ReactNode =>
        o.dataCenter ? dataCenterLabel({ name: dataCenterName(o.dataCenter.name, locale), city: placeName(o.dataCenter.city, locale) }) : notSpecified,
      ),
    ),
    row(t("country"), offers.map((o) => o.country), offers.map((o) => countryName(o.country, locale))),
    row(
      t("availability"),
      offers.map((o) => o.availability),
      offers.map((o) => <AvailabilityBadge key={o.uid} availability={o.availability} label={c(`availability.${o.availability}`)} />),
    ),
    row(t("delivery"), offers.map((o) => o.deliveryMinutes), offers.map((o) => deliveryLabel(c, o.deliveryMinutes))),
    ...Array.from(attributeRows, ([id, name]) => {
      const values = offers.map((o) => {
        const a = o.attributes.find((x) => attributeId(x) === id);
        return a ? attributeText(a, locale).value : null;
      });
      return row(name, values, values.map((v): ReactNode => v ?? notSpecified));
    }),
  ];

  return (
    <>
      <JsonLdScript data={breadcrumbJsonLd(crumbs.map((x) => ({ name: x.name, path: x.href })))} />
      <Breadcrumbs items={crumbs} label={c("breadcrumbs")} />
      <header className="mb-6">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-700">{t("intro", { count: offers.length })}</p>
        <p className="mt-1 text-sm text-slate-700">{t("periodNote", { hours: HOURS_PER_MONTH })}</p>
        {offers.length > 1 ? <p className="mt-1 text-sm text-slate-700">{t("differsNote")}</p> : null}
        {missing > 0 ? (
          <p role="status" className="mt-2 text-sm text-amber-900">
            {t("missing", { count: missing })}
          </p>
        ) : null}
      </header>
      <CompareTable
        caption={t("caption", { product: product.name[locale], count: offers.length })}
        corner={t("parameter")}
        removeText={t("remove")}
        differsText={t("differs")}
        columns={offers.map((o) => {
          const rest = uids.filter((u) => u !== o.uid);
          return {
            uid: o.uid,
            name: offerTitle(o, locale),
            href: lp(paths.offer(category.slug, product.slug, o.uid)),
            removeHref: rest.length ? lp(comparePagePath(category.slug, product.slug, rest)) : null,
            removeLabel: t("removeOffer", { name: offerTitle(o, locale) }),
          };
        })}
        rows={rows}
      />
      <p className="mt-6">
        <Link href={listingPath} className={buttonClass("secondary")}>
          {t("backToListing", { product: product.name[locale] })}
        </Link>
      </p>
    </>
  );
}
