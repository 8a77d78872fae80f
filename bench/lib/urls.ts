/** The URLs one benchmark run measures, picked from the seeded database (bench/prepare.ts). */
export type BenchUrls = {
  publicOffers: number;
  totalOffers: number;
  seedSeconds: number;
  product: { category: string; slug: string; publicOffers: number };
  facet: { key: string; value: string; offers: number };
  about: string;
  offer: string;
  listing: string;
  filtered: string;
  apiHot: string;
  apiMixed: string[];
  /** The CSV import target: a seeded organisation (its demo owner signs in) and one of its products. */
  csv: { provider: string; product: string };
};

/** Values the listing accepts for a facet filter (lib/catalogue/listing-input.ts). */
const FACET_VALUE = /^[\p{L}\p{N} ._+×\-/()]{1,80}$/u;

/**
 * A real filter for the filtered listing: the first facet key (in the category's order) that has at
 * least two distinct values among the offers, with its most common value, so the filter narrows
 * the listing without emptying it. Multi-valued facets count each element.
 */
export function pickFacetValue(
  keys: string[],
  rows: Record<string, string | string[]>[],
): { key: string; value: string; offers: number } | null {
  for (const key of keys) {
    const counts = new Map<string, number>();
    for (const row of rows) {
      const raw = row[key];
      for (const v of Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [String(raw)]) {
        if (FACET_VALUE.test(v)) counts.set(v, (counts.get(v) ?? 0) + 1);
      }
    }
    if (counts.size < 2) continue;
    const [value, n] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    return { key, value, offers: n };
  }
  return null;
}

/** Up to `max` distinct pages spread over 1..pages (always 1 and the last), ascending. */
export function spreadPages(pages: number, max: number): number[] {
  const last = Math.max(1, Math.floor(pages));
  if (last <= max) return Array.from({ length: last }, (_, i) => i + 1);
  if (max <= 1) return [1];
  const out = new Set<number>();
  for (let i = 0; i < max; i++) out.add(1 + Math.round((i * (last - 1)) / (max - 1)));
  return [...out].sort((a, b) => a - b);
}
