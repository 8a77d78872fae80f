import "server-only";
import { desc, eq } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { getDb } from "@/lib/db/client";
import { articles, type Localized } from "@/lib/db/schema";
import { tags } from "@/lib/cache/tags";

export type ArticleSummary = {
  slug: string;
  title: Localized;
  excerpt: Localized;
  image: string | null;
  publishedAt: string;
};

export type Article = ArticleSummary & {
  /** Markdown in both languages (lib/articles/markdown.ts; plain paragraphs separated by a blank line read as before). */
  body: Localized;
};

const ARTICLE_SLUG = /^[a-z0-9-]{1,120}$/;

/** Published articles, newest first; `limit` bounds the list (the home page shows three). */
export async function listArticles(limit = 500): Promise<ArticleSummary[]> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.articles);
  const db = await getDb();
  const rows = await db
    .select({
      slug: articles.slug,
      title: articles.title,
      excerpt: articles.excerpt,
      image: articles.image,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, publishedAt: new Date(r.publishedAt).toISOString() }));
}

/** One article by slug, or null (malformed slugs never reach the database). */
export async function getArticle(slug: string): Promise<Article | null> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.articles, tags.article(slug));
  if (!ARTICLE_SLUG.test(slug)) return null;
  const db = await getDb();
  const [row] = await db.select().from(articles).where(eq(articles.slug, slug)).limit(1);
  if (!row) return null;
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    image: row.image,
    publishedAt: new Date(row.publishedAt).toISOString(),
  };
}

/** Splits an article body into paragraphs (blank-line separated plain text). */
export function articleParagraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
