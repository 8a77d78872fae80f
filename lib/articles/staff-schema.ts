import { z } from "zod";
import { MSG } from "@/lib/catalogue-staff/schema";

/**
 * Staff article inputs: slug, title, excerpt and Markdown body in English and Russian, and the
 * publication time. Messages are the catalogue upkeep's (lib/catalogue-staff/texts.ts translates them).
 */
export const ARTICLE_BODY_MAX = 50_000;
export const ARTICLE_MSG = {
  slug: "Use 1–120 lower-case letters, digits and hyphens",
  title: "Enter 1–200 characters on one line",
  excerpt: "Enter 1–500 characters",
  body: "Enter 1–50000 characters",
  publishedAt: "Give a date and time like 2026-03-01T09:00:00Z",
} as const;

const typed = (msg: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? MSG.required : msg) });
const text = (max: number, msg: string, oneLine = false) => {
  const base = z.string(typed(msg)).trim().min(1, { error: MSG.required }).max(max, { error: msg });
  return oneLine ? base.regex(/^[^\r\n\t]*$/, { error: msg }) : base;
};
const localized = (max: number, msg: string, oneLine = false) => z.strictObject({ en: text(max, msg, oneLine), ru: text(max, msg, oneLine) }, typed(MSG.localized));
const unknownKeys = { error: (issue: { code?: string }) => (issue.code === "unrecognized_keys" ? MSG.unknownField : MSG.required) };

const fields = {
  slug: z
    .string(typed(ARTICLE_MSG.slug))
    .trim()
    .min(1, { error: MSG.required })
    .max(120, { error: ARTICLE_MSG.slug })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: ARTICLE_MSG.slug })
    .describe("Unique; the article is /articles/{slug}"),
  title: localized(200, ARTICLE_MSG.title, true).describe("The title in English and Russian"),
  excerpt: localized(500, ARTICLE_MSG.excerpt).describe("The summary shown in lists, in English and Russian"),
  body: localized(ARTICLE_BODY_MAX, ARTICLE_MSG.body).describe("Markdown in English and Russian (headings, lists, emphasis, code, links; raw HTML shows as text)"),
  published_at: z.iso
    .datetime({ offset: true, error: ARTICLE_MSG.publishedAt })
    .refine((s) => {
      const year = new Date(s).getUTCFullYear();
      // Not a date at all is the format check's one issue, not a second one here.
      return Number.isNaN(year) || (year >= 1970 && year <= 9999);
    }, { error: ARTICLE_MSG.publishedAt })
    .describe("Publication time; newest first in lists"),
};

export const articleCreateSchema = z.strictObject(
  { slug: fields.slug, title: fields.title, excerpt: fields.excerpt, body: fields.body, published_at: fields.published_at.optional() },
  unknownKeys,
);
export type ArticleCreateInput = z.output<typeof articleCreateSchema>;

export const articleUpdateSchema = z
  .strictObject(
    { slug: fields.slug.optional(), title: fields.title.optional(), excerpt: fields.excerpt.optional(), body: fields.body.optional(), published_at: fields.published_at.optional() },
    unknownKeys,
  )
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: MSG.noChange });
export type ArticleUpdateInput = z.output<typeof articleUpdateSchema>;

export const articleListQuery = z.object({
  page: z.coerce.number({ error: MSG.page }).int({ error: MSG.page }).min(1, { error: MSG.page }).max(100_000, { error: MSG.page }).default(1),
  size: z.coerce.number({ error: MSG.size }).int({ error: MSG.size }).min(1, { error: MSG.size }).max(100, { error: MSG.size }).default(50),
});
