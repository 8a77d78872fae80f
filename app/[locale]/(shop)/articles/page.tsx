import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ArticleCard } from "@/components/site/article-card";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { TableSkeleton } from "@/components/site/directory-tables";
import { listArticles } from "@/lib/articles/queries";
import { readCatalogue } from "@/lib/catalogue/availability";
import { paths } from "@/lib/catalogue/paths";
import { buildMetadata } from "@/lib/seo/metadata";
import { isLocale, type Locale } from "@/lib/i18n/routing";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: "articles" });
  return buildMetadata({ locale, pathname: paths.articles(), title: t("title"), description: t("description") });
}

async function ArticleList({ locale }: { locale: Locale }) {
  await connection();
  const [t, list] = await Promise.all([getTranslations({ locale, namespace: "articles" }), readCatalogue(locale, () => listArticles())]);
  if (!list.length) return <p className="rounded border border-slate-200 bg-white p-6 text-center text-slate-700">{t("empty")}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {list.map((a) => (
        <li key={a.slug} className="flex">
          <ArticleCard
            locale={locale}
            headingLevel={2}
            article={{ slug: a.slug, title: a.title[locale], excerpt: a.excerpt[locale], image: a.image, publishedAt: a.publishedAt }}
          />
        </li>
      ))}
    </ul>
  );
}

export default async function ArticlesPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "articles" });
  return (
    <>
      <Breadcrumbs locale={locale} crumbs={[{ name: t("title"), path: paths.articles() }]} />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("title")}</h1>
      <p className="mt-2 mb-6 max-w-3xl text-slate-700">{t("intro")}</p>
      <Suspense fallback={<TableSkeleton label={t("loading")} />}>
        <ArticleList locale={locale} />
      </Suspense>
    </>
  );
}
