import type { IssueDetail } from "@/lib/api/errors";
import type { Locale } from "@/lib/i18n/routing";
import { serverText, type TextKey } from "@/lib/i18n/server-text";
import { keyOfText } from "@/lib/i18n/translate";
import { ARTICLE_MSG } from "@/lib/articles/staff-schema";
import { MSG } from "./schema";

/** The staff catalogue API's own texts (messages api.catalogueStaff), in the answer language. */
export type CatalogueTextKey = Exclude<TextKey<"api.catalogueStaff">, `validation.${string}` | `articleValidation.${string}`>;

export function catalogueText(locale: Locale, key: CatalogueTextKey, params: Record<string, string> = {}): string {
  return serverText(locale, "api.catalogueStaff", { clip: 100 })(key, params);
}

/** The schema messages (./schema.ts MSG, the articles' ARTICLE_MSG) by their English wording. */
const schemaKey = keyOfText(MSG);
const articleKey = keyOfText(ARTICLE_MSG);

/** A schema message in `locale` (api.catalogueStaff.validation); English ones and other texts pass through. */
export function translateCatalogueMessage(locale: Locale, msg: string): string {
  if (locale === "en") return msg;
  const t = serverText(locale, "api.catalogueStaff");
  const key = schemaKey(msg);
  if (key && t.has(`validation.${key}`)) return t(`validation.${key}`);
  const article = articleKey(msg);
  return article && t.has(`articleValidation.${article}`) ? t(`articleValidation.${article}`) : msg;
}

export function translateCatalogueIssues(issues: IssueDetail[], locale: Locale): IssueDetail[] {
  return issues.map((i) => ({ ...i, msg: translateCatalogueMessage(locale, i.msg) }));
}
