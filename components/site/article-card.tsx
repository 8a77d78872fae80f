import { getFormatter } from "next-intl/server";
import { Link } from "@/components/i18n/navigation";
import { paths } from "@/lib/catalogue/paths";
import type { Locale } from "@/lib/i18n/routing";

export type ArticleCardData = { slug: string; title: string; excerpt: string; image: string | null; publishedAt: string };

/** An article teaser; the title is the link (one link per card, no "read more" duplicates). */
export async function ArticleCard({ locale, article, headingLevel = 3 }: { locale: Locale; article: ArticleCardData; headingLevel?: 2 | 3 }) {
  const format = await getFormatter({ locale });
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      {article.image && (
        // A plain img: next/image with `unoptimized` adds nothing here but 5.6 kB of client JavaScript to
        // the home and article pages (first-load budget, ADR 0004); the media route serves fixed sizes.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={paths.media(article.image)}
          alt=""
          width={600}
          height={315}
          loading="lazy"
          decoding="async"
          className="aspect-[40/21] h-auto w-full bg-slate-100 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg font-semibold leading-snug text-slate-900">
          <Link href={paths.article(article.slug)} className="text-brand-700 underline-offset-2 hover:underline">
            {article.title}
          </Link>
        </Heading>
        <p className="text-sm text-slate-700">
          <time dateTime={article.publishedAt}>{format.dateTime(new Date(article.publishedAt), { dateStyle: "long", timeZone: "UTC" })}</time>
        </p>
        <p className="text-slate-800">{article.excerpt}</p>
      </div>
    </article>
  );
}
