import type { Localized, OfferAttribute, OfferNameTemplate } from "@/lib/db/schema";
import { countryName } from "@/lib/format";
import { routing } from "@/lib/i18n/routing";
import { attributeText, facetWordText, offerTitle, placeName } from "./vocabulary";

/*
 * Site search words (ADR 0009). One normaliser makes both sides: the stored search text of each
 * offer (`offer_search.text`, indexed as a "simple" full-text document) and the tokens of a
 * query, so "8x H100", "8× h100" and "8 x H100" meet in the same words.
 */

/** Most query tokens used; the rest of a long query is ignored. */
export const SEARCH_MAX_TOKENS = 8;

/**
 * "2 × AMD EPYC", "8x", "8 x", "8х" (Cyrillic) all become "2x amd epyc": a count followed by a
 * multiplication sign is one word. An "x" followed by two letters starts a word ("16 xeon").
 */
const MULTIPLIER = /(\d+)\s*[x×х*](?!\p{L}{2})/gu;

/** Lower-case words of a text: letters and digits only, "ё" read as "е", counts joined to their "x". */
export function searchWords(text: string): string[] {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/ё/g, "е")
    .replace(MULTIPLIER, "$1x ")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The distinct words of a query, at most SEARCH_MAX_TOKENS; every one must match (AND). */
export function searchTokens(query: string): string[] {
  return [...new Set(searchWords(query))].slice(0, SEARCH_MAX_TOKENS);
}

/**
 * The tokens as a tsquery for `to_tsquery('simple', …)`: each token a prefix ("h10" finds
 * "h100"), all required. Tokens hold only letters and digits, so nothing needs quoting.
 */
export function searchTsQuery(tokens: string[]): string {
  return tokens.map((t) => `${t}:*`).join(" & ");
}

/** Other names people type for a country. */
const countryAliases: Record<string, string[]> = {
  US: ["USA", "США", "Америка", "America"],
  GB: ["UK", "Britain", "Англия", "Британия"],
  NL: ["Holland", "Голландия"],
};

/**
 * The vocabulary's texts of one locale, remembered: the seed writes a search text per offer, and the
 * same attributes, facet words and places recur across thousands of offers (formatting each through
 * the message files again doubled the time of a 100,000-offer seed). Bounded: cleared when full.
 */
const remembered = new Map<string, string[]>();
function rememberedTexts(key: string, make: () => string[]): string[] {
  let text = remembered.get(key);
  if (text === undefined) {
    if (remembered.size >= 50_000) remembered.clear();
    text = make();
    remembered.set(key, text);
  }
  return text;
}

export type OfferSearchParts = {
  name: string;
  /** How the catalogue composed the name, when it did: its title is then searchable in every language. */
  nameTemplate?: OfferNameTemplate | null;
  attributes: OfferAttribute[];
  facets: Record<string, string | string[]>;
  productName: Localized;
  categoryName: Localized;
  providerName: string;
  country: string;
  city?: string | null;
};

/**
 * The search text stored with an offer: its name and composed title, attribute names and values,
 * facet values, product and category names, country names (and common aliases) and city, each in
 * both languages (the catalogue's vocabulary, lib/catalogue/vocabulary.ts), and the provider. Letter words followed by a number are also stored
 * joined ("rtx 4090" → "rtx4090"), and a GPU count as "8x". Distinct words, space-separated.
 */
export function offerSearchText(p: OfferSearchParts): string {
  const texts: string[] = [p.name, p.providerName];
  const facetValues = Object.values(p.facets).flatMap((v) => (Array.isArray(v) ? v : [v]));
  for (const l of routing.locales) {
    texts.push(offerTitle({ name: p.name, nameTemplate: p.nameTemplate }, l));
    for (const a of p.attributes) {
      texts.push(
        ...rememberedTexts(`a|${l}|${JSON.stringify(a)}`, () => {
          const text = attributeText(a, l);
          return [text.name, text.value];
        }),
      );
    }
    for (const v of facetValues) texts.push(...rememberedTexts(`f|${l}|${v}`, () => [facetWordText(v, l)]));
    texts.push(p.productName[l] ?? "", p.categoryName[l] ?? "", ...rememberedTexts(`c|${l}|${p.country}`, () => [countryName(p.country, l)]));
    if (p.city) texts.push(...rememberedTexts(`p|${l}|${p.city}`, () => [placeName(p.city!, l)]));
  }
  texts.push(...(countryAliases[p.country] ?? []));
  const gpuCount = p.facets.gpu_count;
  if (typeof gpuCount === "string" && /^\d+$/.test(gpuCount)) texts.push(`${gpuCount}x`);
  const words = new Set<string>();
  for (const text of texts) for (const w of rememberedTexts(`w|${text}`, () => textWords(text))) words.add(w);
  return [...words].join(" ");
}

/** The search words of one text, plus a letter word joined to the number after it ("rtx4090"). */
function textWords(text: string): string[] {
  const list = searchWords(text);
  return list.flatMap((w, i) => {
    const next = list[i + 1];
    return next && /^\p{L}+$/u.test(w) && /^\d/.test(next) ? [w, w + next] : [w];
  });
}
