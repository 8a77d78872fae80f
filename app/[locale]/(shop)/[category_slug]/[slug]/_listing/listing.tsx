import { offerTitle } from "@/lib/catalogue/vocabulary";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { getProduct, getProductFilters, listCategories, listOfferCountries, listOffers } from "@/lib/catalogue/queries";
import { readCatalogue } from "@/lib/catalogue/availability";
import { getFacetCountsInCountry } from "@/lib/catalogue/country-facets";
import { getFacetCountsForSelection } from "@/lib/catalogue/facet-counts";
import { facetSelection } from "@/lib/catalogue/facet-selection";
import { parseProductSegment } from "@/lib/catalogue/country-slug";
import { decodeListingState } from "@/lib/catalogue/listing-query";
import { hasFilters, isDefaultView, listingHref, listingInputFromState } from "@/lib/catalogue/listing-state";
import { compareFormPath, comparePagePath, MAX_COMPARE, MIN_COMPARE } from "@/lib/catalogue/compare";
import { paths } from "@/lib/catalogue/paths";
import { isCatalogueSlug } from "@/lib/catalogue/route-params";
import { countryName, formatRange } from "@/lib/format";
import { isLocale, localizedPath } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, itemListJsonLd } from "@/lib/seo/json-ld";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { listingPaginationLabels, Pagination } from "@/components/ui/pagination";
import { FilterPanel } from "@/components/catalogue/filter-panel";
import { OffersTable } from "@/components/catalogue/offers-table";
import { CompareLimit } from "@/components/catalogue/compare-limit";
import { ListingToolbar } from "@/components/catalogue/listing-toolbar";
import { CountryLinks } from "@/components/catalogue/country-links";
import { FiltersButton, FiltersSlot } from "@/components/catalogue/filters-drawer";
import { buttonClass } from "@/components/ui/button";
import { ogPaths } from "@/components/seo/og-image";

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
  // With filters selected, each value counts the offers matching the other selected filters and it.
  const [inCountry, selected] = await Promise.all([
    country ? getFacetCountsInCountry(productSlug, country) : null,
    hasFilters(input, country) ? getFacetCountsForSelection(productSlug, country, facetSelection(input, country)) : null,
  ]);
  const chosen = (key: string) => (key === "provider" ? (input.providers ?? []) : key === "country" ? (input.countries ?? []) : (input.facets[key] ?? []));
  const counts = selected ?? inCountry;
  const facetFilters = filters.filters
    .filter((f) => !(country && f.key === "country"))
    .map((f) => ({
      ...f,
      options: f.options
        .filter((o) => !inCountry || (inCountry[f.key]?.[o.value] ?? 0) > 0 || chosen(f.key).includes(o.value))
        .map((o) => (counts ? { ...o, count: counts[f.key]?.[o.value] ?? 0 } : o)),
    }));
  // The country chips keep the other filters, so they count under them (the product-wide counts of
  // the `country` facet: on a product listing without a country filter, the entry read above).
  const scope = { ...input, countries: undefined, page: 1 };
  const chipCounts = hasFilters(scope, null) ? (await getFacetCountsForSelection(productSlug, null, facetSelection(scope, null))).country ?? {} : null;
  const chips = chipCounts ? countries.map((c) => ({ ...c, count: chipCounts[c.country] ?? 0 })) : countries;
  const page = await listOffers(input);
  if (input.page > 1 && input.page > page.pages) notFound();
  return { locale, ...found, country, countries, chips, scope, filters, facetFilters, input, page, basePath: paths.listing(categorySlug, productSlug, country) };
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
  const meta = buildMetadata({
    locale: l.locale,
    pathname,
    title,
    description: t("metaDescription", {
      count: l.page.total,
      product: heading,
      description: l.product.description[l.locale],
    }),
    image: ogPaths.product(l.locale, l.category.slug, l.product.slug),
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
  // Country chips keep the other filters, sort and size, and mark the countries the listing shows.
  const here = lp(listingHref(l.basePath, input, country));
  const scope = l.scope;
  const shownCountries = country ? [country] : (input.countries ?? []);
  const allHref = lp(listingHref(productListing, scope, null));
  const countryLinks = l.chips.map((k) => {
    const href = lp(listingHref(paths.listing(category.slug, product.slug, k.country), scope, k.country));
    return { code: k.country, name: countryName(k.country, locale), count: k.count, href, current: href === here, selected: shownCountries.includes(k.country) };
  });
  countryLinks.sort((a, b) => a.name.localeCompare(b.name, locale));
  const activeFilters =
    Object.values(input.facets).reduce((n, values) => n + values.length, 0) +
    (input.providers?.length ?? 0) +
    (input.countries?.length ?? 0) +
    (input.priceMinEur !== undefined ? 1 : 0) +
    (input.priceMaxEur !== undefined ? 1 : 0);

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
        all={{ name: t("allCountries"), href: allHref, current: allHref === here, selected: shownCountries.length === 0 }}
        links={countryLinks}
      />
      <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        {/* Below 1,024 px the filters follow the offers; the "Filters" button opens them in a drawer. */}
        <section id="filters" aria-labelledby="filters-heading" className="order-last scroll-mt-4 lg:order-none">
          <h2 id="filters-heading" className="mb-3 text-lg font-semibold text-slate-900">
            {t("filters")}
          </h2>
          <FiltersSlot title={t("filters")} closeLabel={t("closeFilters")}>
            <FilterPanel
              locale={locale}
              action={lp(l.basePath)}
              resetHref={lp(l.basePath)}
              filters={l.facetFilters}
              price={l.filters.price}
              input={input}
            />
          </FiltersSlot>
        </section>
        <section aria-labelledby="results-heading" className="flex min-w-0 flex-col gap-4">
          <h2 id="results-heading" className="sr-only">
            {t("results")}
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            <FiltersButton label={t("filtersButton", { count: activeFilters })} className={buttonClass("secondary", "lg:hidden")} />
            <div className="min-w-0 flex-1">
              <ListingToolbar
                range={range}
                size={input.size}
                sizeHref={(size) => lp(listingHref(l.basePath, input, country, { size, page: 1 }))}
                labels={{ rowsPerPage: t("rowsPerPage") }}
              />
            </div>
          </div>
          {rows.length ? (
            <CompareLimit
              formAction={lp(compareFormPath(category.slug, product.slug))}
              max={MAX_COMPARE}
              min={MIN_COMPARE}
              tooMany={t("compareTooMany", { max: MAX_COMPARE })}
              tooFew={t("compareTooFew", { min: MIN_COMPARE })}
            />
          ) : null}
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
            labels={listingPaginationLabels(t)}
          />
        </section>
      </div>
    </>
  );
}
