import { createTranslator } from "next-intl";
import type { OfferAttribute, OfferNameTemplate } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/routing";
import enVocabulary from "@/messages/en/vocabulary.json";
import ruVocabulary from "@/messages/ru/vocabulary.json";
import { facetWords } from "./vocabulary-words";

/**
 * The catalogue's own vocabulary in the page's language (docs/catalogue-vocabulary.md): attribute
 * names and the values the catalogue composed (units, "Unlimited", "Sticky 30 min"), the composed
 * offer titles and the place names of the demo data centers. Texts come from
 * messages/<locale>/vocabulary.json. Whatever carries no vocabulary key — a supplier's own attribute
 * or name — is shown exactly as typed, and so is anything a message cannot render.
 *
 * Pure functions (no request scope), so cached server components, tests and the seed checks can all
 * call them.
 */

type Params = Record<string, string | number>;
type Translator = ((key: string, values?: Params) => string) & { has: (key: string) => boolean };

/** A message that cannot render gives "" (then the stored text shows) rather than a logged error. */
const quiet = { onError: () => {}, getMessageFallback: () => "" };

const translators: Record<Locale, Translator> = {
  en: createTranslator({ locale: "en", messages: enVocabulary, namespace: "vocabulary", ...quiet }) as unknown as Translator,
  ru: createTranslator({ locale: "ru", messages: ruVocabulary, namespace: "vocabulary", ...quiet }) as unknown as Translator,
};

/** A vocabulary message, or null when there is none (or it cannot be rendered with these values). */
function message(locale: Locale, key: string, values?: Params): string | null {
  const t = translators[locale] ?? translators.en;
  try {
    return t.has(key) ? t(key, values) : null;
  } catch {
    return null;
  }
}

/** An attribute's name and value as a page in `locale` shows them. */
export function attributeText(a: OfferAttribute, locale: Locale): { name: string; value: string } {
  const name = (a.key && message(locale, `attributes.${a.key}`)) || a.label?.[locale] || a.name;
  const value = (a.valueKey && message(locale, `values.${a.valueKey}`, a.params)) || a.value;
  return { name, value };
}

/** Stable identity of an attribute across offers (the compare table lines them up by it). */
export function attributeId(a: OfferAttribute): string {
  return a.key ? `key:${a.key}` : `name:${a.name}`;
}

/** An offer's name in `locale`: composed from its template when the catalogue made it, else as typed. */
export function offerTitle(o: { name: string; nameTemplate?: OfferNameTemplate | null }, locale: Locale): string {
  const tpl = o.nameTemplate;
  if (!tpl || typeof tpl.id !== "string") return o.name;
  return message(locale, `titles.${tpl.id}`, tpl.params) || o.name;
}

/** "Frankfurt am Main" → "Франкфурт-на-Майне": a place name of the demo data, else the text as it is. */
export function placeName(text: string, locale: Locale): string {
  if (locale === "en") return text;
  const slug = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return (slug && message(locale, `places.${slug}`)) || text;
}

/** A data center's name ("FRA-2 Frankfurt"): its code stays, the place after it is translated. */
export function dataCenterName(name: string, locale: Locale): string {
  const m = /^([A-Z]{2,5}-\d+) (.+)$/.exec(name);
  return m ? `${m[1]} ${placeName(m[2], locale)}` : placeName(name, locale);
}

/** A facet value for the filters: an enumerated value of the vocabulary in `locale`, else as it is. */
export function facetWordText(value: string, locale: Locale): string {
  const key = facetWords[value];
  return (key && message(locale, `values.${key}`)) || value;
}
