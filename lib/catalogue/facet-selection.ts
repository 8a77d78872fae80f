import type { OfferListingInput } from "./schema";

/**
 * The filters of a listing request that facet counts depend on (not its sort, page or size), in one
 * normalised form so equal selections share one cache entry. On a country listing the path's country
 * is the scope of the counts, not a selection.
 */
export type FacetSelection = {
  facets: [string, string[]][];
  countries: string[];
  providers: string[];
  priceMinEur: number | null;
  priceMaxEur: number | null;
};

const sortedUnique = (values: string[] | undefined) => [...new Set(values ?? [])].sort();

export function facetSelection(input: OfferListingInput, pathCountry: string | null): FacetSelection {
  return {
    facets: Object.entries(input.facets)
      .map(([key, values]): [string, string[]] => [key, sortedUnique(values)])
      .filter(([, values]) => values.length > 0)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    countries: pathCountry ? [] : sortedUnique(input.countries),
    providers: sortedUnique(input.providers),
    priceMinEur: input.priceMinEur ?? null,
    priceMaxEur: input.priceMaxEur ?? null,
  };
}

/** A filter group of a selection: one facet key, `country`, `provider` or the price range. */
export type FilterGroup = { key: string; kind: "facet" | "country" | "provider" | "price" };

/** The groups a selection filters by, in a stable order. */
export function filterGroups(s: FacetSelection): FilterGroup[] {
  const groups: FilterGroup[] = s.facets.map(([key]) => ({ key, kind: "facet" }));
  if (s.countries.length) groups.push({ key: "country", kind: "country" });
  if (s.providers.length) groups.push({ key: "provider", kind: "provider" });
  if (s.priceMinEur !== null || s.priceMaxEur !== null) groups.push({ key: "price", kind: "price" });
  return groups;
}

/**
 * Indexes of the groups that count for the options of `key` (faceted search: every selected group
 * but the key's own, whose values are OR'ed with each other).
 */
export function otherGroups(groups: FilterGroup[], key: string): number[] {
  return groups.flatMap((g, i) => (g.key === key ? [] : [i]));
}
