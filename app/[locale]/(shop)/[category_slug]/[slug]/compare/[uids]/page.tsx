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
import { countryName } from "@/lib/format";
import { isLocale, localizedPath } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { buttonClass } from "@/components/ui/button";
import { AvailabilityBadge } from "@/components/catalogue/availability-badge";
import { CompareTable, type CompareRow } from "@/components/catalogue/compare-table";
import { dataCenterLabel, deliveryLabel, priceLabel } from "@/components/catalogue/labels";

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
  const { locale, category, product, offers, missing } = await loadComparison(p.locale, p.category_slug, p.slug, p.uids);
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
  const attributeNames: string[] = [];
  for (const o of offers) for (const a of o.attributes) if (!attributeNames.includes(a.name)) attributeNames.push(a.name);
  const rows: CompareRow[] = [
    { label: t("price"), cells: offers.map((o) => <strong key={o.uid}>{priceLabel(c, locale, o.priceCents, o.currency, o.billingPeriod)}</strong>) },
    { label: t("provider"), cells: offers.map((o) => o.supplier.name) },
    {
      label: t("dataCenter"),
      cells: offers.map((o): ReactNode => (o.dataCenter ? dataCenterLabel(o.dataCenter) : notSpecified)),
    },
    { label: t("country"), cells: offers.map((o) => countryName(o.country, locale)) },
    {
      label: t("availability"),
      cells: offers.map((o) => <AvailabilityBadge key={o.uid} availability={o.availability} label={c(`availability.${o.availability}`)} />),
    },
    { label: t("delivery"), cells: offers.map((o) => deliveryLabel(c, o.deliveryMinutes)) },
    ...attributeNames.map((name) => ({
      label: name,
      cells: offers.map((o): ReactNode => o.attributes.find((a) => a.name === name)?.value ?? notSpecified),
    })),
  ];

  return (
    <>
      <JsonLdScript data={breadcrumbJsonLd(crumbs.map((x) => ({ name: x.name, path: x.href })))} />
      <Breadcrumbs items={crumbs} label={c("breadcrumbs")} />
      <header className="mb-6">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-700">{t("intro", { count: offers.length })}</p>
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
        columns={offers.map((o) => {
          const rest = uids.filter((u) => u !== o.uid);
          return {
            uid: o.uid,
            name: o.name,
            href: lp(paths.offer(category.slug, product.slug, o.uid)),
            removeHref: rest.length ? lp(comparePagePath(category.slug, product.slug, rest)) : null,
            removeLabel: t("removeOffer", { name: o.name }),
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
