import type { IssueDetail } from "@/lib/api/errors";
import { apiMessage, type MessageKey } from "@/lib/api/messages";
import { countryName } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { serverText } from "@/lib/i18n/server-text";
import { isProfileErrorMessage, profileErrorParams } from "./schema";

/** The API's own texts of the profile routes (kept with the rest in lib/api/messages.ts). */
const apiKeys = { notFound: "profileNotFound", deleted: "profileDeleted", limitReached: "profileLimit" } as const satisfies Record<string, MessageKey>;

export type ProfileApiText = keyof typeof apiKeys;

/** One of the profile API texts in `locale`. */
export function profileText(locale: Locale, key: ProfileApiText, params: Record<string, string> = {}): string {
  return apiMessage(locale, apiKeys[key], params);
}

/**
 * 422 issues of a profile body with their message keys replaced by the text in `locale`.
 * `country` is the profile's country (as sent, or stored for a PATCH), for the VAT format message.
 */
export function translateProfileIssues(issues: IssueDetail[], locale: Locale, country: unknown): IssueDetail[] {
  // Field error texts: the same messages/<locale>/profiles.json the form shows.
  const t = serverText(locale, "profiles.errors", { clip: 100 });
  return issues.map((issue) => {
    if (!isProfileErrorMessage(issue.msg)) return issue;
    const field = String(issue.loc[1] ?? "");
    const params = profileErrorParams(issue.msg, field, country, (code) => countryName(code, locale));
    const key = issue.msg.slice("errors.".length);
    return { ...issue, msg: t.has(key) ? t(key, params) : issue.msg };
  });
}
