import "server-only";
import { isUniqueViolation } from "@/lib/db/errors";
import { and, count, desc, eq, ne } from "drizzle-orm";
import { notFound, unprocessable } from "@/lib/api/errors";
import { tags } from "@/lib/cache/tags";
import { catalogueText } from "@/lib/catalogue-staff/texts";
import { getDb, type Db } from "@/lib/db/client";
import { articles } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/routing";
import type { ArticleCreateInput, ArticleUpdateInput } from "./staff-schema";
import { expireTags } from "@/lib/cache/expire";
import type { StaffArticle, StaffArticleSummary } from "@/lib/catalogue-staff/api-views";

/**
 * Staff create and edit articles (spec: "latest articles" on the home page, the articles pages).
 * Every write expires the articles list (home page, /articles, the sitemap) and the article's page.
 */

/** The answers' shapes are their schemas' (lib/catalogue-staff/api-views.ts). */
export type { StaffArticle, StaffArticleSummary } from "@/lib/catalogue-staff/api-views";

const columns = { id: articles.id, slug: articles.slug, title: articles.title, excerpt: articles.excerpt, image: articles.image, publishedAt: articles.publishedAt };

const iso = (d: Date | string) => new Date(d).toISOString();

export async function listStaffArticles(page: number, size: number) {
  const db = await getDb();
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(articles),
    db.select(columns).from(articles).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(size).offset((page - 1) * size),
  ]);
  const n = Number(total);
  return {
    items: rows.map(({ publishedAt, ...r }): StaffArticleSummary => ({ ...r, published_at: iso(publishedAt) })),
    total: n,
    page,
    size,
    pages: Math.ceil(n / size),
  };
}

async function row(db: Db, id: number): Promise<StaffArticle | null> {
  const [r] = await db.select({ ...columns, body: articles.body }).from(articles).where(eq(articles.id, id)).limit(1);
  if (!r) return null;
  const { publishedAt, ...rest } = r;
  return { ...rest, published_at: iso(publishedAt) };
}

export async function getStaffArticle(id: number, locale: Locale): Promise<StaffArticle> {
  const found = await row(await getDb(), id);
  if (!found) throw notFound(catalogueText(locale, "articleNotFound", { id: String(id) }));
  return found;
}

const slugTaken = (locale: Locale, slug: string) => unprocessable([{ loc: ["body", "slug"], msg: catalogueText(locale, "articleSlugTaken", { slug }), type: "unique" }]);

function expireArticles(slugs: string[]): void {
  expireTags([tags.articles, ...slugs.map((slug) => tags.article(slug))], "articles");
}

export async function createArticle(input: ArticleCreateInput, locale: Locale): Promise<StaffArticle> {
  const db = await getDb();
  const [dupe] = await db.select({ id: articles.id }).from(articles).where(eq(articles.slug, input.slug)).limit(1);
  if (dupe) throw slugTaken(locale, input.slug);
  let id: number;
  try {
    [{ id }] = await db
      .insert(articles)
      .values({ slug: input.slug, title: input.title, excerpt: input.excerpt, body: input.body, publishedAt: input.published_at ? new Date(input.published_at) : new Date() })
      .returning({ id: articles.id });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(locale, input.slug);
    throw error;
  }
  expireArticles([input.slug]);
  return (await row(db, id))!;
}

export async function updateArticle(id: number, input: ArticleUpdateInput, locale: Locale): Promise<StaffArticle> {
  const db = await getDb();
  const before = await row(db, id);
  if (!before) throw notFound(catalogueText(locale, "articleNotFound", { id: String(id) }));
  if (input.slug !== undefined && input.slug !== before.slug) {
    const [dupe] = await db.select({ id: articles.id }).from(articles).where(and(eq(articles.slug, input.slug), ne(articles.id, id))).limit(1);
    if (dupe) throw slugTaken(locale, input.slug);
  }
  try {
    await db
      .update(articles)
      .set({
        ...(input.slug !== undefined ? { slug: input.slug } : {}),
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.excerpt !== undefined ? { excerpt: input.excerpt } : {}),
        ...(input.body !== undefined ? { body: input.body } : {}),
        ...(input.published_at !== undefined ? { publishedAt: new Date(input.published_at) } : {}),
      })
      .where(eq(articles.id, id));
  } catch (error) {
    if (isUniqueViolation(error) && input.slug) throw slugTaken(locale, input.slug);
    throw error;
  }
  expireArticles([before.slug, input.slug ?? before.slug]);
  return (await row(db, id))!;
}
