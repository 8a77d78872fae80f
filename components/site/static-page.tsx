import { getFormatter, getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import type { StaticPageContent } from "@/lib/content/static-pages";
import type { Locale } from "@/lib/i18n/routing";

const sectionId = (i: number) => `section-${i + 1}`;

/** An information page: title, intro, a table of contents and its sections. */
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
      <p className="mt-4 text-lg text-slate-800">{content.intro}</p>
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
            <p key={j} className="mt-3 leading-relaxed text-slate-800">
              {p}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
