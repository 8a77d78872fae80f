import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { Markdown } from "@/components/articles/markdown";
import { Link } from "@/components/i18n/navigation";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { blogPostingJsonLd } from "@/lib/articles/json-ld";
import { getArticle } from "@/lib/articles/queries";
import { readCatalogue } from "@/lib/catalogue/availability";
import { paths } from "@/lib/catalogue/paths";
import { buildMetadata } from "@/lib/seo/metadata";
import { isLocale, localeTags, localizedPath, type Locale } from "@/lib/i18n/routing";

type Props = { params: Promise<{ locale: Locale; slug: string }> };

/**
 * One placeholder (cacheComponents needs at least one param set; it renders a 404 at build, where the
 * database is empty). Real articles render on first request and are then served from the cache.
 */
export function generateStaticParams() {
  return [{ slug: "_" }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  const article = await readCatalogue(locale, () => getArticle(slug));
  if (!article) return {};
  return buildMetadata({
    locale,
    pathname: paths.article(slug),
    title: article.title[locale],
    description: article.excerpt[locale],
    image: article.image ? paths.media(article.image) : null,
    type: "article",
  });
}

export default async function ArticlePage({ params }: Props) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [t, format, article] = await Promise.all([
    getTranslations({ locale, namespace: "articles" }),
    getFormatter({ locale }),
    readCatalogue(locale, () => getArticle(slug)),
  ]);
  if (!article) notFound();
  const title = article.title[locale];
  const path = paths.article(slug);
  return (
    <article className="mx-auto max-w-3xl">
      <Breadcrumbs
        locale={locale}
        crumbs={[
          { name: t("title"), path: paths.articles() },
          { name: title, path },
        ]}
      />
      <JsonLdScript
        data={blogPostingJsonLd({
          headline: title,
          description: article.excerpt[locale],
          path: localizedPath(locale, path),
          image: article.image ? paths.media(article.image) : null,
          publishedAt: article.publishedAt,
          inLanguage: localeTags[locale],
        })}
      />
      <header>
        <h1 className="text-2xl font-bold leading-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-2 text-sm text-slate-700">
          {t("published")}{" "}
          <time dateTime={article.publishedAt}>{format.dateTime(new Date(article.publishedAt), { dateStyle: "long", timeZone: "UTC" })}</time>
        </p>
        <p className="mt-4 text-lg text-slate-800">{article.excerpt[locale]}</p>
      </header>
      {article.image && (
        // A plain img (see components/site/article-card.tsx): the cover is the page's largest paint.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={paths.media(article.image)}
          alt=""
          width={1200}
          height={630}
          fetchPriority="high"
          className="mt-6 aspect-[40/21] h-auto w-full rounded-lg bg-slate-100 object-cover"
        />
      )}
      <div className="mt-6">
        <Markdown source={article.body[locale]} />
      </div>
      <p className="mt-10">
        <Link href={paths.articles()} className="text-brand-700 underline-offset-2 hover:underline">
          {t("backToList")}
        </Link>
      </p>
    </article>
  );
}
