import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { CategoryCards } from "@/components/site/home/category-cards";
import { HeroStats, HeroStatsFallback } from "@/components/site/home/hero-stats";
import { HowItWorks } from "@/components/site/home/how-it-works";
import { LatestArticles } from "@/components/site/home/latest-articles";
import { TopOffers } from "@/components/site/home/top-offers";
import { SearchForm } from "@/components/site/search-form";
import { listArticles } from "@/lib/articles/queries";
import { readCatalogue } from "@/lib/catalogue/availability";
import { listTopOffers } from "@/lib/catalogue/home";
import { paths } from "@/lib/catalogue/paths";
import { getCatalogueStats, listCategories } from "@/lib/catalogue/queries";
import { organizationJsonLd, webSiteJsonLd } from "@/lib/seo/json-ld";
import { buildMetadata } from "@/lib/seo/metadata";
import { isLocale, localeTags, localizedPath, type Locale } from "@/lib/i18n/routing";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: "meta" });
  return buildMetadata({ locale, pathname: paths.home(), title: t("homeTitle"), description: t("homeDescription") });
}

/*
 * The page shell (hero text, how it works) is prerendered; the catalogue parts below read the
 * database at request time (the build has an empty one) through cached getters, streamed into the
 * same HTML response.
 */

async function Stats({ locale }: { locale: Locale }) {
  await connection();
  const [stats, categories] = await readCatalogue(
    locale,
    () => Promise.all([getCatalogueStats(), listCategories()]),
    ([s]) => s.offerCount === 0,
  );
  const first = categories.find((c) => c.products.some((p) => p.isActive && p.offerCount > 0));
  return <HeroStats locale={locale} stats={stats} marketplaceHref={first ? paths.category(first.slug) : "#categories"} />;
}

async function Catalogue({ locale }: { locale: Locale }) {
  await connection();
  const [categories, topOffers] = await readCatalogue(locale, () => Promise.all([listCategories(), listTopOffers()]));
  const shown = categories.filter((c) => c.products.some((p) => p.isActive));
  return (
    <>
      <CategoryCards locale={locale} categories={shown} />
      <TopOffers locale={locale} offers={topOffers} />
    </>
  );
}

async function Articles({ locale }: { locale: Locale }) {
  await connection();
  const list = await readCatalogue(locale, () => listArticles(3));
  return (
    <LatestArticles
      locale={locale}
      articles={list.map((a) => ({ slug: a.slug, title: a.title[locale], excerpt: a.excerpt[locale], image: a.image, publishedAt: a.publishedAt }))}
    />
  );
}

function SectionFallback({ label }: { label: string }) {
  return (
    <p role="status" className="mt-12 rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
      {label}
    </p>
  );
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "home" });
  return (
    <>
      <JsonLdScript data={[webSiteJsonLd(localizedPath(locale, paths.search()), localeTags[locale]), organizationJsonLd()]} />
      <section aria-labelledby="hero-title" className="rounded-2xl border border-brand-100 bg-brand-50 px-6 py-10 sm:px-10">
        <h1 id="hero-title" className="max-w-3xl text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {t("heroTitle")}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-800">{t("heroText")}</p>
        <div className="mt-6">
          <SearchForm locale={locale} id="home-search" />
        </div>
        <Suspense fallback={<HeroStatsFallback locale={locale} />}>
          <Stats locale={locale} />
        </Suspense>
      </section>
      <Suspense fallback={<SectionFallback label={t("loading")} />}>
        <Catalogue locale={locale} />
      </Suspense>
      <HowItWorks locale={locale} />
      <Suspense fallback={<SectionFallback label={t("loading")} />}>
        <Articles locale={locale} />
      </Suspense>
    </>
  );
}
