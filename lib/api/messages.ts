import type { Locale } from "@/lib/i18n/routing";
import { serverText, type TextKey } from "@/lib/i18n/server-text";
import { keyOfText } from "@/lib/i18n/translate";

/**
 * The API's own error texts (messages/<locale>/api.json, namespace api.common) in both answer
 * languages (Accept-Language picks one). Validation texts that come from the shared zod schemas
 * stay as the schemas word them.
 */
export type MessageKey = TextKey<"api.common">;

/** The API text `key` in `locale`, with its placeholders filled (values cut to 100 characters). */
export function apiMessage(locale: Locale, key: MessageKey, params: Record<string, string> = {}): string {
  return serverText(locale, "api.common", { clip: 100 })(key, params);
}

/**
 * Spec section 7: the client sends Accept-Language from the saved locale (default en-US). Any `ru`
 * range (ru, ru-RU) preferred over English answers in Russian; everything else in English.
 */
export function localeFromAcceptLanguage(header: string | null): Locale {
  if (!header) return "en";
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { lang: tag.trim().toLowerCase().split("-")[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.weight > 0 && (r.lang === "ru" || r.lang === "en"))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranges[0]?.lang === "ru" ? "ru" : "en";
}

/** The spec's validation texts (section 5) and the sign-in code's, keyed by their English wording. */
const validationKey = keyOfText({
  invalidEmail: apiMessage("en", "invalidEmail"),
  required: apiMessage("en", "required"),
  termsRequired: apiMessage("en", "termsRequired"),
  codeDigits: apiMessage("en", "codeDigits"),
});

/** A zod issue message in the answer language, where it is one of the spec's validation texts. */
export function translateValidation(locale: Locale, msg: string): string {
  const key = locale === "ru" ? validationKey(msg) : undefined;
  return key ? apiMessage(locale, key) : msg;
}
