import { offerTitle } from "@/lib/catalogue/vocabulary";
import { Suspense, type ReactNode } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/components/i18n/navigation";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { TableSkeleton } from "@/components/site/directory-tables";
import { PriceTag } from "@/components/site/price-tag";
import { SearchForm } from "@/components/site/search-form";
import { readCatalogue } from "@/lib/catalogue/availability";
import { paths } from "@/lib/catalogue/paths";
import { normaliseSearchQuery, SEARCH_GROUP_LIMIT, searchSite } from "@/lib/catalogue/search";
import { countryName } from "@/lib/format";
import { buildMetadata } from "@/lib/seo/metadata";
import { isLocale, type Locale } from "@/lib/i18n/routing";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Props = { params: Promise<{ locale: Locale }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: "search" });
  // Result pages are endless variations of one page: kept out of the index.
  return buildMetadata({ locale, pathname: paths.search(), title: t("title"), description: t("description"), noindex: true });
}

function Group({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const linkClass = "text-brand-700 underline-offset-2 hover:underline";

async function Results({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  await connection();
  const q = normaliseSearchQuery((await searchParams).q);
  const t = await getTranslations({ locale, namespace: "search" });
  if (!q) {
    return (
      <>
        <SearchForm locale={locale} size="lg" />
        <p className="mt-4 text-slate-700">{t("prompt")}</p>
      </>
    );
  }
  const r = await readCatalogue(locale, () => searchSite(q));
  const total = r.categories.length + r.products.length + r.providers.length + r.offerTotal + r.articles.length;
  const more = (shown: boolean) => shown && <p className="mt-2 text-sm text-slate-700">{t("more", { count: SEARCH_GROUP_LIMIT })}</p>;
  return (
    <>
      <SearchForm locale={locale} size="lg" defaultValue={q} />
      <p role="status" className="mt-4 text-slate-800">
        {total ? t("summary", { count: total, query: q, capped: String(r.offerTotalCapped) }) : t("noResults", { query: q })}
      </p>
      {r.categories.length > 0 && (
        <Group title={t("categories")} id="results-categories">
          <ul className="mt-2 flex flex-wrap gap-2">
            {r.categories.map((c) => (
              <li key={c.slug}>
                <Link href={paths.category(c.slug)} className={`${linkClass} rounded border border-slate-200 bg-white px-3 py-1`}>
                  {c.name[locale]}
                </Link>
              </li>
            ))}
          </ul>
        </Group>
      )}
      {r.products.length > 0 && (
        <Group title={t("products")} id="results-products">
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {r.products.map((p) => (
              <li key={p.slug} className="rounded border border-slate-200 bg-white px-3 py-2">
                <Link href={paths.listing(p.categorySlug, p.slug)} className={`${linkClass} font-medium`}>
                  {p.name[locale]}
                </Link>
                <span className="block text-sm text-slate-700">{p.categoryName[locale]}</span>
              </li>
            ))}
          </ul>
          {more(r.more.products)}
        </Group>
      )}
      {r.offers.length > 0 && (
        <Group title={t("offers")} id="results-offers">
          <ul className="mt-2 divide-y divide-slate-100 rounded border border-slate-200 bg-white">
            {r.offers.map((o) => (
              <li key={o.uid} className="flex flex-wrap items-baseline justify-between gap-2 px-3 py-2">
                <span>
                  <Link href={paths.offer(o.categorySlug, o.productSlug, o.uid)} className={`${linkClass} font-medium`}>
                    {offerTitle(o, locale)}
                  </Link>
                  <span className="block text-sm text-slate-700">
                    {o.productName[locale]} · {o.providerName} · {countryName(o.country, locale)}
                  </span>
                </span>
                <PriceTag locale={locale} cents={o.priceCents} currency={o.currency} period={o.billingPeriod} />
              </li>
            ))}
          </ul>
          {r.more.offers && <p className="mt-2 text-sm text-slate-700">{t("moreOffers", { shown: r.offers.length, total: r.offerTotal, capped: String(r.offerTotalCapped) })}</p>}
        </Group>
      )}
      {r.providers.length > 0 && (
        <Group title={t("providers")} id="results-providers">
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {r.providers.map((p) => (
              <li key={p.slug} className="rounded border border-slate-200 bg-white px-3 py-2">
                <Link href={paths.provider(p.slug)} className={`${linkClass} font-medium`}>
                  {p.name}
                </Link>
                <span className="block text-sm text-slate-700">{countryName(p.country, locale)}</span>
              </li>
            ))}
          </ul>
          {more(r.more.providers)}
        </Group>
      )}
      {r.articles.length > 0 && (
        <Group title={t("articles")} id="results-articles">
          <ul className="mt-2 space-y-2">
            {r.articles.map((a) => (
              <li key={a.slug}>
                <Link href={paths.article(a.slug)} className={linkClass}>
                  {a.title[locale]}
                </Link>
              </li>
            ))}
          </ul>
          {more(r.more.articles)}
        </Group>
      )}
    </>
  );
}

export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "search" });
  return (
    <>
      <Breadcrumbs locale={locale} crumbs={[{ name: t("title"), path: paths.search() }]} />
      <h1 className="mb-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t("title")}</h1>
      <Suspense fallback={<TableSkeleton label={t("loading")} />}>
        <Results locale={locale} searchParams={searchParams} />
      </Suspense>
    </>
  );
}
