import { offerTitle } from "@/lib/catalogue/vocabulary";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { getProduct, getProductFilters, listCategories, listOfferCountries, listOffers } from "@/lib/catalogue/queries";
import { readCatalogue } from "@/lib/catalogue/availability";
import { getFacetCountsInCountry } from "@/lib/catalogue/country-facets";
import { parseProductSegment } from "@/lib/catalogue/country-slug";
import { decodeListingState } from "@/lib/catalogue/listing-query";
import { isDefaultView, listingHref, listingInputFromState } from "@/lib/catalogue/listing-state";
import { compareFormPath, comparePagePath, MAX_COMPARE } from "@/lib/catalogue/compare";
import { paths } from "@/lib/catalogue/paths";
import { isCatalogueSlug } from "@/lib/catalogue/route-params";
import { countryName, formatRange } from "@/lib/format";
import { isLocale, localizedPath } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, itemListJsonLd } from "@/lib/seo/json-ld";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Pagination } from "@/components/ui/pagination";
import { FilterPanel } from "@/components/catalogue/filter-panel";
import { OffersTable } from "@/components/catalogue/offers-table";
import { ListingToolbar } from "@/components/catalogue/listing-toolbar";
import { CountryLinks } from "@/components/catalogue/country-links";

export type ListingParams = { locale: string; category_slug: string; slug: string; state?: string };

/**
 * Everything a listing page shows, from params only (the proxy folded the query string into
 * `state`), so the page is cached whole. generateMetadata and the page share it.
 */
const loadListing = cache(async (locale: string, categorySlug: string, segment: string, state: string | undefined) => {
  if (!isLocale(locale) || !isCatalogueSlug(categorySlug)) notFound();
  const { productSlug, country } = parseProductSegment(segment);
  if (!isCatalogueSlug(productSlug)) notFound();
  // The product is checked against the cached category list first, so junk URLs add no cache entries.
  await readCatalogue(locale, () => listCategories(), (cats) => cats.length === 0);
  const found = await getProduct(categorySlug, productSlug);
  if (!found) notFound();
  const input = listingInputFromState(decodeListingState(state), productSlug, found.facets, country);
  const [filters, countries] = await Promise.all([getProductFilters(productSlug), listOfferCountries(productSlug)]);
  if (!filters) notFound();
  // A country listing exists only where the product has offers (no thin, empty pages to index).
  if (country && !countries.some((c) => c.country === country)) notFound();
  // A country listing filters within its country: counts from there, values absent there left out.
  const inCountry = country ? await getFacetCountsInCountry(productSlug, country) : null;
  const facetFilters = filters.filters
    .filter((f) => !(country && f.key === "country"))
    .map((f) =>
      inCountry
        ? {
            ...f,
            options: f.options
              .map((o) => ({ ...o, count: inCountry[f.key]?.[o.value] ?? 0 }))
              .filter((o) => o.count > 0 || (f.key === "provider" ? (input.providers ?? []) : (input.facets[f.key] ?? [])).includes(o.value)),
          }
        : f,
    );
  const page = await listOffers(input);
  if (input.page > 1 && input.page > page.pages) notFound();
  return { locale, ...found, country, countries, filters, facetFilters, input, page, basePath: paths.listing(categorySlug, productSlug, country) };
});

type Listing = Awaited<ReturnType<typeof loadListing>>;

function titleOf(l: Listing, t: (key: string, values?: Record<string, string | number>) => string) {
  const product = l.product.name[l.locale];
  const base = l.country ? t("countryTitle", { product, country: countryName(l.country, l.locale) }) : product;
  return { heading: base, title: l.input.page > 1 ? t("pageTitle", { title: base, page: l.input.page }) : base };
}

/**
 * Canonical and robots of listing variants:
 * - the listing in its default view (no filters, default sort and size) is indexable; page N > 1 keeps
 *   a self-referencing canonical (`?page=N`) so offers deep in the list stay discoverable;
 * - any filtered, re-sorted or re-sized variant points its canonical at the bare listing and says
 *   `noindex, follow`: crawlers follow its links to offers but do not index the endless combinations.
 * A country listing is its own page (own title, canonical, breadcrumbs), indexable on the same terms.
 */
export async function listingMetadata(p: ListingParams): Promise<Metadata> {
  const l = await loadListing(p.locale, p.category_slug, p.slug, p.state);
  const t = await getTranslations({ locale: l.locale, namespace: "listing" });
  const { heading, title } = titleOf(l, t);
  const indexable = isDefaultView(l.input, l.country);
  const pathname = indexable ? listingHref(l.basePath, l.input, l.country) : l.basePath;
  const cheapest = l.page.items[0];
  const meta = buildMetadata({
    locale: l.locale,
    pathname,
    title,
    description: t("metaDescription", {
      count: l.page.total,
      product: heading,
      description: l.product.description[l.locale],
    }),
    image: cheapest?.media.imageSocial ? paths.media(cheapest.media.imageSocial) : null,
  });
  return indexable ? meta : { ...meta, robots: { index: false, follow: true } };
}

export async function ListingPage({ params }: { params: ListingParams }) {
  const l = await loadListing(params.locale, params.category_slug, params.slug, params.state);
  const { locale, category, product, country, input, page } = l;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "listing" });
  const c = await getTranslations({ locale, namespace: "catalogue" });
  const { heading } = titleOf(l, t);
  const lp = (path: string) => localizedPath(locale, path);
  const productListing = paths.listing(category.slug, product.slug);

  const crumbs = [
    { name: c("home"), href: lp(paths.home()) },
    { name: category.name[locale], href: lp(paths.category(category.slug)) },
    { name: product.name[locale], href: lp(productListing) },
    ...(country ? [{ name: countryName(country, locale), href: lp(l.basePath) }] : []),
  ];
  const rows = page.items.map((offer) => ({ offer, href: lp(paths.offer(category.slug, product.slug, offer.uid)) }));
  const firstUids = page.items.slice(0, MAX_COMPARE).map((o) => o.uid);
  const range = formatRange(page.page, page.size, page.total, t("of"));
  const caption = t("tableCaption", { product: heading, range });
  const countryLinks = l.countries.map((k) => ({
    code: k.country,
    name: countryName(k.country, locale),
    count: k.count,
    href: lp(paths.listing(category.slug, product.slug, k.country)),
    current: k.country === country,
  }));
  countryLinks.sort((a, b) => a.name.localeCompare(b.name, locale));

  return (
    <>
      <JsonLdScript data={breadcrumbJsonLd(crumbs.map((x) => ({ name: x.name, path: x.href })))} />
      {rows.length ? (
        <JsonLdScript
          data={itemListJsonLd(
            rows.map((r) => ({ name: offerTitle(r.offer, locale), path: r.href })),
            (page.page - 1) * page.size + 1,
          )}
        />
      ) : null}
      <Breadcrumbs items={crumbs} label={c("breadcrumbs")} />
      <header className="mb-6 max-w-4xl">
        <h1 className="text-3xl font-bold text-slate-900">{heading}</h1>
        <p className="mt-2 text-slate-700">{product.description[locale]}</p>
      </header>
      <CountryLinks
        label={t("countries")}
        all={{ name: t("allCountries"), href: lp(productListing), current: !country }}
        links={countryLinks}
      />
      <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <section aria-labelledby="filters-heading">
          <h2 id="filters-heading" className="mb-3 text-lg font-semibold text-slate-900">
            {t("filters")}
          </h2>
          <FilterPanel
            locale={locale}
            action={lp(l.basePath)}
            resetHref={lp(l.basePath)}
            filters={l.facetFilters}
            price={l.filters.price}
            input={input}
          />
        </section>
        <section aria-labelledby="results-heading" className="flex min-w-0 flex-col gap-4">
          <h2 id="results-heading" className="sr-only">
            {t("results")}
          </h2>
          <ListingToolbar
            range={range}
            size={input.size}
            sizeHref={(size) => lp(listingHref(l.basePath, input, country, { size, page: 1 }))}
            labels={{ rowsPerPage: t("rowsPerPage") }}
          />
          {rows.length ? (
            <OffersTable
              locale={locale}
              rows={rows}
              caption={caption}
              compareAction={lp(compareFormPath(category.slug, product.slug))}
              compareFirstHref={firstUids.length > 1 ? lp(comparePagePath(category.slug, product.slug, firstUids)) : null}
            />
          ) : (
            <p role="status" className="rounded-lg border border-slate-200 bg-white p-6 text-slate-800">
              {t("empty")}
            </p>
          )}
          <Pagination
            current={page.page}
            pages={page.pages}
            hrefFor={(n) => lp(listingHref(l.basePath, input, country, { page: n }))}
            labels={{ nav: t("pagination"), previous: t("previous"), next: t("next"), page: (n) => t("pageLabel", { page: n }) }}
          />
        </section>
      </div>
    </>
  );
}
