import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { getStaticPage, type StaticPageContent, type StaticPageSlug } from "@/lib/content/static-pages";
import { buildMetadata } from "@/lib/seo/metadata";
import { isLocale, type Locale } from "@/lib/i18n/routing";

const sectionId = (i: number) => `section-${i + 1}`;

/** An information page: title, intro, a table of contents and its sections (intro and paragraphs are markdown-it's escaped HTML). */
export async function StaticPage({ locale, path, content, updated }: { locale: Locale; path: string; content: StaticPageContent; updated?: string }) {
  const t = await getTranslations({ locale, namespace: "pages" });
  const format = await getFormatter({ locale });
  return (
    <article className="max-w-3xl">
      <Breadcrumbs locale={locale} crumbs={[{ name: content.title, path }]} />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{content.title}</h1>
      {updated && (
        <p className="mt-1 text-sm text-slate-700">
          {t("lastUpdated", { date: format.dateTime(new Date(updated), { dateStyle: "long", timeZone: "UTC" }) })}
        </p>
      )}
      <p className="mt-4 text-lg text-slate-800" dangerouslySetInnerHTML={{ __html: content.intro }} />
      <nav aria-labelledby="toc-heading" className="mt-6 rounded border border-slate-200 bg-white p-4">
        <h2 id="toc-heading" className="text-base font-semibold text-slate-900">
          {t("contents")}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-brand-700">
          {content.sections.map((s, i) => (
            <li key={s.heading}>
              <a href={`#${sectionId(i)}`} className="underline-offset-2 hover:underline">
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {content.sections.map((s, i) => (
        <section key={s.heading} aria-labelledby={sectionId(i)} className="mt-8">
          <h2 id={sectionId(i)} className="scroll-mt-4 text-xl font-semibold text-slate-900">
            {s.heading}
          </h2>
          {s.paragraphs.map((p, j) => (
            <p key={j} className="mt-3 leading-relaxed text-slate-800" dangerouslySetInnerHTML={{ __html: p }} />
          ))}
        </section>
      ))}
    </article>
  );
}

type StaticRouteProps = { params: Promise<{ locale: string }> };

/**
 * The route exports of one information page (/about, /terms, /privacy-policy, /refund): content from
 * content/pages/<slug>.<locale>.md (lib/content/static-pages.ts), no database. Legal pages show when they were last updated.
 */
export function staticPageRoute(slug: StaticPageSlug, options: { updated?: string } = {}) {
  const path = `/${slug}`;
  async function localeOf(params: StaticRouteProps["params"]): Promise<Locale> {
    const { locale } = await params;
    if (!isLocale(locale)) notFound();
    return locale;
  }
  return {
    async generateMetadata({ params }: StaticRouteProps): Promise<Metadata> {
      const locale = await localeOf(params);
      const page = getStaticPage(slug, locale);
      return buildMetadata({ locale, pathname: path, title: page.title, description: page.description });
    },
    async Page({ params }: StaticRouteProps) {
      const locale = await localeOf(params);
      setRequestLocale(locale);
      return <StaticPage locale={locale} path={path} content={getStaticPage(slug, locale)} updated={options.updated} />;
    },
  };
}
