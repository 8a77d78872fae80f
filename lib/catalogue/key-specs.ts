import type { OfferAttribute } from "@/lib/db/schema";

const norm = (s: string) => s.toLocaleLowerCase("en").replace(/\s+/g, " ").trim();
const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** True when `needle` occurs in `hay` as whole words (not "16" inside "160 GB"). */
function containsWords(hay: string, needle: string): boolean {
  if (!needle) return false;
  for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + 1)) {
    if (!isWordChar(hay[i - 1]) && !isWordChar(hay[i + needle.length])) return true;
  }
  return false;
}

/**
 * The attributes a listing shows as "Key specs": the first `count` whose value the offer's name does
 * not already say. Offer titles are composed from attributes ("8× H100 SXM · 112 cores · 1 TB RAM"),
 * so repeating "GPU count: 8" or "RAM: 1 TB" beside the title tells the buyer nothing.
 */
export function keySpecs(name: string, attributes: readonly OfferAttribute[], count: number): OfferAttribute[] {
  const title = norm(name);
  return attributes.filter((a) => !containsWords(title, norm(a.value))).slice(0, count);
}
