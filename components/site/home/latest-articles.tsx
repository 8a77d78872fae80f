import { getTranslations } from "next-intl/server";
import { Link } from "@/components/i18n/navigation";
import { ArticleCard, type ArticleCardData } from "@/components/site/article-card";
import { paths } from "@/lib/catalogue/paths";
import type { Locale } from "@/lib/i18n/routing";

export async function LatestArticles({ locale, articles }: { locale: Locale; articles: ArticleCardData[] }) {
  const t = await getTranslations({ locale, namespace: "home" });
  return (
    <section aria-labelledby="articles-title" className="mt-12">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="articles-title" className="text-2xl font-bold text-slate-900">
          {t("articlesTitle")}
        </h2>
        <Link href={paths.articles()} className="text-brand-700 underline-offset-2 hover:underline">
          {t("allArticles")}
        </Link>
      </div>
      {articles.length ? (
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {articles.map((a) => (
            <li key={a.slug} className="flex">
              <ArticleCard locale={locale} article={a} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-slate-700">{t("noArticles")}</p>
      )}
    </section>
  );
}
