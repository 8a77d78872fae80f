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
  /**
   * The cold targets' URLs (bench/lib/cold.ts): distinct offer pages and listings that no other
   * target requests, in an order that spreads products and variants; `primer` is requested first,
   * unmeasured, to load the routes' code (disjoint from both lists).
   */
  cold: { offers: string[]; listings: string[]; primer: string[] };
  /** The memory soak's crawl list (`prepare.ts --crawl-file`): every public offer's path, one a line, and their number. */
  crawl?: { file: string; pages: number };
};

/** Values the listing accepts for a facet filter (lib/catalogue/listing-input.ts). */
export const FACET_VALUE = /^[\p{L}\p{N} ._+×\-/()]{1,80}$/u;

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

/** What bench/prepare.ts knows of one product for its cold listing variants. */
export type ListingSource = {
  category: string;
  product: string;
  publicOffers: number;
  /** Countries with offers of the product, most offers first. */
  countries: string[];
  /** Facet keys of the category with at least two usable values, in the category's order: values most common first. */
  facets: { key: string; values: string[] }[];
  /** Sorts that apply to the product besides the default (price_asc). */
  sorts: string[];
};

/**
 * Listing variants of one product, in the order they are taken (variant 0 of every product first,
 * then variant 1, …): the plain listing, a country listing (`/:category/:product-CC`), other sorts,
 * later pages, other page sizes and facet filters, alone and combined. Each is a query for
 * `listing(category, product[, country])`; bench/prepare.ts canonicalises and de-duplicates them.
 */
export function listingVariants(source: ListingSource, pageSize: number): { country: string | null; query: Record<string, string> }[] {
  const pages = Math.max(1, Math.ceil(source.publicOffers / pageSize));
  const [c0, c1] = source.countries;
  const [f0, f1] = source.facets;
  const sort = (i: number) => source.sorts[i];
  const out: ({ country: string | null; query: Record<string, string> } | null)[] = [
    { country: null, query: {} },
    c0 ? { country: c0, query: {} } : null,
    sort(0) ? { country: null, query: { sort: sort(0) } } : null,
    pages >= 2 ? { country: null, query: { page: "2" } } : { country: null, query: { size: "10" } },
    f0 ? { country: null, query: { [f0.key]: f0.values[0] } } : null,
    sort(1) ? { country: null, query: { sort: sort(1) } } : null,
    c1 ? { country: c1, query: {} } : null,
    sort(2) ? { country: null, query: { sort: sort(2) } } : null,
    f1 ? { country: null, query: { [f1.key]: f1.values[0] } } : null,
    { country: null, query: { size: "10", page: "2" } },
    pages >= 3 ? { country: null, query: { page: "3" } } : { country: null, query: { size: "25" } },
    f0 && sort(0) ? { country: null, query: { [f0.key]: f0.values[0], sort: sort(0) } } : null,
    c0 && sort(0) ? { country: c0, query: { sort: sort(0) } } : null,
    f0?.values[1] ? { country: null, query: { [f0.key]: f0.values[1] } } : null,
    f1?.values[1] ? { country: null, query: { [f1.key]: f1.values[1] } } : null,
    c0 && f0 ? { country: c0, query: { [f0.key]: f0.values[0] } } : null,
    { country: null, query: { size: "100" } },
    sort(3) ? { country: null, query: { sort: sort(3) } } : null,
    { country: null, query: { size: "25", page: "2" } },
  ];
  // More pages at 10 rows each: bounded by the product's offers, so big catalogues give many.
  for (let page = 3; page <= Math.min(Math.ceil(source.publicOffers / 10), 60); page++) out.push({ country: null, query: { size: "10", page: String(page) } });
  return out.filter((v): v is { country: string | null; query: Record<string, string> } => v !== null);
}

/**
 * Takes items round-robin from several lists (one per product): item 0 of each list, then item 1,
 * …, skipping exhausted lists, until `n` items or none are left.
 */
export function roundRobin<T>(lists: T[][], n: number): T[] {
  const out: T[] = [];
  for (let i = 0; out.length < n && lists.some((l) => i < l.length); i++) {
    for (const list of lists) {
      if (i < list.length) out.push(list[i]);
      if (out.length >= n) break;
    }
  }
  return out;
}

/** Facet keys with at least two usable values among the rows, in `keys` order, values most common first. */
export function facetValues(keys: string[], rows: Record<string, string | string[]>[]): { key: string; values: string[] }[] {
  const out: { key: string; values: string[] }[] = [];
  for (const key of keys) {
    const counts = new Map<string, number>();
    for (const row of rows) {
      const raw = row[key];
      for (const v of Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [String(raw)]) {
        if (FACET_VALUE.test(v)) counts.set(v, (counts.get(v) ?? 0) + 1);
      }
    }
    if (counts.size < 2) continue;
    out.push({ key, values: [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([v]) => v) });
  }
  return out;
}
