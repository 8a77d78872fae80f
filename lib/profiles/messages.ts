import type { IssueDetail } from "@/lib/api/errors";
import { countryName } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import enProfiles from "@/messages/en/profiles.json";
import ruProfiles from "@/messages/ru/profiles.json";
import { isProfileErrorMessage, profileErrorParams } from "./schema";

/** The API's own texts of the profile routes, in both answer languages (Accept-Language picks one). */
const apiTexts = {
  en: {
    notFound: "Profile '{uid}' not found",
    deleted: "Profile deleted",
    limitReached: "You can keep at most {max} billing profiles: delete one to add another",
    bodyInvalid: "The body must be a JSON object",
  },
  ru: {
    notFound: "Профиль «{uid}» не найден",
    deleted: "Профиль удалён",
    limitReached: "Можно хранить не более {max} платёжных профилей: удалите один, чтобы добавить новый",
    bodyInvalid: "Тело запроса должно быть JSON-объектом",
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type ProfileApiText = keyof (typeof apiTexts)["en"];

/** Field error texts: the same messages/<locale>/profiles.json the form shows. */
const fieldErrors: Record<Locale, Record<string, string>> = {
  en: enProfiles.profiles.errors,
  ru: ruProfiles.profiles.errors,
};

function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => (params[name] ?? "").slice(0, 100));
}

/** One of the profile API texts in `locale`. */
export function profileText(locale: Locale, key: ProfileApiText, params: Record<string, string> = {}): string {
  return fill(apiTexts[locale][key], params);
}

/**
 * 422 issues of a profile body with their message keys replaced by the text in `locale`.
 * `country` is the profile's country (as sent, or stored for a PATCH), for the VAT format message.
 */
export function translateProfileIssues(issues: IssueDetail[], locale: Locale, country: unknown): IssueDetail[] {
  return issues.map((issue) => {
    if (!isProfileErrorMessage(issue.msg)) return issue;
    const field = String(issue.loc[1] ?? "");
    const params = profileErrorParams(issue.msg, field, country, (code) => countryName(code, locale));
    const key = issue.msg.slice("errors.".length);
    return { ...issue, msg: fill(fieldErrors[locale][key] ?? issue.msg, params) };
  });
}
