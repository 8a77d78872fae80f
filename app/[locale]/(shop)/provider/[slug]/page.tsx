import { Suspense } from "react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { cache } from "react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { TableSkeleton } from "@/components/site/directory-tables";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { listingPaginationLabels, Pagination } from "@/components/ui/pagination";
import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";
import { AvailabilityBadge } from "@/components/catalogue/availability-badge";
import { FilterPanel } from "@/components/catalogue/filter-panel";
import { ListingToolbar } from "@/components/catalogue/listing-toolbar";
import { dataCenterLabel, deliveryLabel, measuredDeliveryLabel } from "@/components/catalogue/labels";
import { supplierDeliveryStats } from "@/lib/resources/delivery-stats";
import { OfferPrice, offerPriceProps } from "@/components/catalogue/offer-price";
import { dataCenterName, offerTitle, placeName } from "@/lib/catalogue/vocabulary";
import { readCatalogue } from "@/lib/catalogue/availability";
import { listingHref, listingInputFromState } from "@/lib/catalogue/listing-state";
import { paths } from "@/lib/catalogue/paths";
import { getProviderProfile, type ProviderProfile } from "@/lib/catalogue/provider";
import { listOffers, type FacetConfig } from "@/lib/catalogue/queries";
import { isCatalogueSlug, PLACEHOLDER_PARAM } from "@/lib/catalogue/route-params";
import type { OfferListingInput } from "@/lib/catalogue/schema";
import { countryName, formatRange } from "@/lib/format";
import { isLocale, localeTags, localizedPath, type Locale } from "@/lib/i18n/routing";
import { providerJsonLd } from "@/lib/seo/json-ld";
import { buildMetadata } from "@/lib/seo/metadata";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Props = { params: Promise<{ locale: string; slug: string }>; searchParams: SearchParams };

/** One placeholder (a 404 at build): provider pages are rendered on request from cached reads. */
export function generateStaticParams() {
  return [{ slug: PLACEHOLDER_PARAM }];
}

/** The provider or a 404 (malformed or unknown slug); metadata and the page share it. */
const loadProvider = cache(async (locale: string, slug: string) => {
  if (!isLocale(locale) || !isCatalogueSlug(slug)) notFound();
  const provider = await readCatalogue(locale, () => getProviderProfile(slug));
  if (!provider) notFound();
  return { locale, provider };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params;
  const { locale, provider } = await loadProvider(p.locale, p.slug);
  const t = await getTranslations({ locale, namespace: "providerPage" });
  return buildMetadata({
    locale,
    pathname: paths.provider(provider.slug),
    title: t("title", { name: provider.name }),
    description: t("metaDescription", {
      name: provider.name,
      country: countryName(provider.country, locale),
      year: provider.foundedYear === null ? "none" : String(provider.foundedYear),
      count: provider.offerCount,
      description: provider.description[locale],
    }),
  });
}

/** The country filter of the provider's offers, in the shape the listing filter panel takes. */
function countryFilter(provider: ProviderProfile): FacetConfig {
  return {
    key: "country",
    label: { en: "Country", ru: "Страна" },
    options: provider.countries.map((c) => ({ value: c.country, count: c.count })),
  };
}

/**
 * The provider's offers with the listing's controls (sort, price, country, rows per page, pages)
 * as plain query-string links and a GET form: this page reads `searchParams` at request time (the
 * proxy does not fold /provider/… queries); the offers come from the cached listing query.
 */
async function ProviderOffers({ locale, provider, searchParams }: { locale: Locale; provider: ProviderProfile; searchParams: SearchParams }) {
  await connection();
  const raw = await searchParams;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) for (const v of Array.isArray(value) ? value : [value ?? ""]) search.append(key, v);
  // The provider comes from the path; `provider` and facet keys in the query are ignored.
  search.delete("provider");
  const state: OfferListingInput = { ...listingInputFromState(search, "", [], null), productSlug: undefined, providers: undefined, facets: {} };
  const query = { ...state, providers: [provider.slug] };
  let page = await readCatalogue(locale, () => listOffers(query));
  // A page number past the end shows the last page rather than an empty table.
  if (!page.items.length && page.total > 0) page = await readCatalogue(locale, () => listOffers({ ...query, page: page.pages }));
  const t = await getTranslations({ locale, namespace: "listing" });
  const p = await getTranslations({ locale, namespace: "providerPage" });
  const c = await getTranslations({ locale, namespace: "catalogue" });
  const basePath = paths.provider(provider.slug);
  const lp = (path: string) => localizedPath(locale, path);
  const href = (overrides: Parameters<typeof listingHref>[3]) => lp(listingHref(basePath, { ...state, page: page.page }, null, overrides));
  const range = formatRange(page.page, page.size, page.total, t("of"));
  const caption = p("tableCaption", { name: provider.name, range });
  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <section aria-labelledby="filters-heading">
        <h2 id="filters-heading" className="mb-3 text-lg font-semibold text-slate-900">
          {t("filters")}
        </h2>
        <FilterPanel
          locale={locale}
          action={lp(basePath)}
          resetHref={lp(basePath)}
          filters={[countryFilter(provider)]}
          price={provider.price}
          input={state}
        />
      </section>
      <section aria-labelledby="results-heading" className="flex min-w-0 flex-col gap-4">
        <h2 id="results-heading" className="text-xl font-semibold text-slate-900">
          {p("offers", { name: provider.name })}
        </h2>
        <ListingToolbar range={range} size={page.size} sizeHref={(size) => href({ size, page: 1 })} labels={{ rowsPerPage: t("rowsPerPage") }} />
        {page.items.length ? (
          <TableContainer label={caption}>
            <Table caption={caption}>
              <thead>
                <tr>
                  <Th>{p("columns.offer")}</Th>
                  <Th>{p("columns.product")}</Th>
                  <Th>{p("columns.location")}</Th>
                  <Th>{p("columns.price")}</Th>
                  <Th>{p("columns.availability")}</Th>
                  <Th>{p("columns.delivery")}</Th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((o) => (
                  <tr key={o.uid} data-offer-uid={o.uid}>
                    <Th scope="row">
                      <Link href={lp(paths.offer(o.product.categorySlug, o.product.slug, o.uid))}>{offerTitle(o, locale)}</Link>
                    </Th>
                    <Td>
                      <Link href={lp(paths.listing(o.product.categorySlug, o.product.slug))} prefetch={false}>
                        {o.product.name[locale]}
                      </Link>
                    </Td>
                    <Td>{o.dataCenter ? `${placeName(o.dataCenter.city, locale)}, ${countryName(o.country, locale)}` : countryName(o.country, locale)}</Td>
                    <Td>
                      <OfferPrice locale={locale} {...offerPriceProps(o)} />
                    </Td>
                    <Td>
                      <AvailabilityBadge availability={o.availability} label={c(`availability.${o.availability}`)} />
                    </Td>
                    <Td>{deliveryLabel(c, o.deliveryMinutes)}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableContainer>
        ) : (
          <p role="status" className="rounded-lg border border-slate-200 bg-white p-6 text-slate-800">
            {t("empty")}
          </p>
        )}
        <Pagination
          current={page.page}
          pages={page.pages}
          hrefFor={(n) => href({ page: n })}
          labels={listingPaginationLabels(t)}
        />
      </section>
    </div>
  );
}

export default async function ProviderPage({ params, searchParams }: Props) {
  const p = await params;
  const { locale, provider } = await loadProvider(p.locale, p.slug);
  setRequestLocale(locale);
  const [t, tables, c, measured] = await Promise.all([
    getTranslations({ locale, namespace: "providerPage" }),
    getTranslations({ locale, namespace: "tables" }),
    getTranslations({ locale, namespace: "catalogue" }),
    // How fast it really delivers (last 90 days), beside what its offers claim.
    supplierDeliveryStats(provider.slug),
  ]);
  const nf = new Intl.NumberFormat(localeTags[locale]);
  const path = paths.provider(provider.slug);
  return (
    <>
      <JsonLdScript
        data={providerJsonLd({
          name: provider.name,
          path: localizedPath(locale, path),
          description: provider.description[locale],
          website: provider.website,
          country: provider.country,
          foundedYear: provider.foundedYear,
          dataCenters: provider.dataCenters,
        })}
      />
      <Breadcrumbs
        locale={locale}
        crumbs={[
          { name: tables("providers.title"), path: paths.providers() },
          { name: provider.name, path },
        ]}
      />
      <header className="mb-6 max-w-4xl">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{provider.name}</h1>
        <p className="mt-2 text-slate-700">{provider.description[locale]}</p>
      </header>
      <div className="mb-8 grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <section aria-labelledby="facts-heading" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="facts-heading" className="mb-3 text-lg font-semibold text-slate-900">
            {t("facts")}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-700">{t("country")}</dt>
            <dd className="text-slate-900">{countryName(provider.country, locale)}</dd>
            {provider.foundedYear !== null && (
              <>
                <dt className="text-slate-700">{t("founded")}</dt>
                <dd className="text-slate-900">{provider.foundedYear}</dd>
              </>
            )}
            <dt className="text-slate-700">{t("offerCount")}</dt>
            <dd className="text-slate-900">{nf.format(provider.offerCount)}</dd>
            <dt className="text-slate-700">{t("delivery")}</dt>
            <dd className="text-slate-900" data-testid="measured-delivery">
              {measuredDeliveryLabel(c, measured, true)}
            </dd>
            <dt className="text-slate-700">{t("website")}</dt>
            <dd className="min-w-0 break-words">
              <a href={provider.website} rel="noopener nofollow" className="text-brand-700 underline-offset-2 hover:underline">
                {provider.website.replace(/^https?:\/\//, "").replace(/\/$/, "")}
              </a>
            </dd>
          </dl>
        </section>
        <section aria-labelledby="dc-heading" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="dc-heading" className="mb-3 text-lg font-semibold text-slate-900">
            {t("dataCenters")}
          </h2>
          {provider.dataCenters.length ? (
            <ul aria-label={t("dataCentersCaption", { name: provider.name })} className="grid gap-2 text-sm sm:grid-cols-2">
              {provider.dataCenters.map((d) => (
                <li key={d.uid} className="flex flex-wrap justify-between gap-x-3">
                  <span className="text-slate-900">
                    {dataCenterLabel({ name: dataCenterName(d.name, locale), city: placeName(d.city, locale) })}, {countryName(d.country, locale)}
                  </span>
                  <span className="text-slate-700">{t("dataCenterOffers", { count: d.offerCount })}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-700">{t("noDataCenters")}</p>
          )}
        </section>
      </div>
      <Suspense fallback={<TableSkeleton label={tables("loading")} />}>
        <ProviderOffers locale={locale} provider={provider} searchParams={searchParams} />
      </Suspense>
    </>
  );
}
