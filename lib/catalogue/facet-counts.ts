import "server-only";
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { getDb } from "@/lib/db/client";
import { offers, products, providers } from "@/lib/db/schema";
import { tags } from "@/lib/cache/tags";
import type { FacetCounts } from "./country-facets";
import { filterGroups, otherGroups, type FacetSelection, type FilterGroup } from "./facet-selection";
import { listingWhere } from "./queries";
import { DEFAULT_OFFER_PAGE_SIZE, type OfferListingInput } from "./schema";

const NO_FILTERS: OfferListingInput = { page: 1, size: DEFAULT_OFFER_PAGE_SIZE, sort: "price_asc", facets: {} };

/** The condition of one filter group, written by the listing's own WHERE so both always agree. */
function groupCondition(g: FilterGroup, s: FacetSelection, providerIds: number[]): SQL {
  switch (g.kind) {
    case "facet":
      return listingWhere({ ...NO_FILTERS, facets: { [g.key]: s.facets.find(([k]) => k === g.key)![1] } }, null, null);
    case "country":
      return listingWhere({ ...NO_FILTERS, countries: s.countries }, null, null);
    case "provider":
      return listingWhere(NO_FILTERS, null, providerIds);
    case "price":
      return listingWhere({ ...NO_FILTERS, priceMinEur: s.priceMinEur ?? undefined, priceMaxEur: s.priceMaxEur ?? undefined }, null, null);
  }
}

/** `m0 and m2 …` over the group flags of `indexes` (true when there are none). */
function allOf(indexes: number[]): SQL {
  return indexes.length ? sql.join(indexes.map((i) => sql.raw(`m${i}`)), sql` and `) : sql`true`;
}

/**
 * Facet counts under a selection, as faceted search counts them: next to each value, the public
 * offers that match every *other* selected filter group plus that value (within a group values are
 * OR'ed, so a group's own selection does not narrow its own counts). Keys as getFacetCountsInCountry:
 * facet keys, `country` and `provider` (by provider slug). One SQL statement: each offer of the
 * product is read once with one flag per selected group, and each count filters on the flags of the
 * groups other than its own. Cached per product, path country and selection (not sort, page or size).
 */
export async function getFacetCountsForSelection(productSlug: string, pathCountry: string | null, selection: FacetSelection): Promise<FacetCounts> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.catalogue, tags.offers, tags.product(productSlug));
  const db = await getDb();
  const [p] = await db.select({ id: products.id }).from(products).where(eq(products.slug, productSlug));
  if (!p) return {};
  const providerIds = selection.providers.length
    ? (await db.select({ id: providers.id }).from(providers).where(inArray(providers.slug, selection.providers))).map((r) => r.id)
    : [];
  const groups = filterGroups(selection);
  const flags = groups.map((g, i) => sql`(${groupCondition(g, selection, providerIds)}) as ${sql.raw(`m${i}`)}`);
  const facetKeys = groups.filter((g) => g.kind === "facet").map((g) => g.key);
  // A facet's count filters on the other groups; a facet without a selection on all of them.
  const facetFilter = facetKeys.length
    ? sql`case kv.key ${sql.join(facetKeys.map((k) => sql`when ${k} then ${allOf(otherGroups(groups, k))}`), sql` `)} else ${allOf(groups.map((_, i) => i))} end`
    : allOf(groups.map((_, i) => i));
  const result = await db.execute(sql`
    with base as (
      select ${offers.facets} as facets, ${offers.country} as country, ${providers.slug} as provider
        ${flags.length ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
      from ${offers} inner join ${providers} on ${providers.id} = ${offers.providerId}
      where ${offers.productId} = ${p.id} and ${offers.status} = 'public'
        ${pathCountry ? sql`and ${offers.country} = ${pathCountry}` : sql``}
    )
    select kv.key as key, v.value as value, count(*) filter (where ${facetFilter})::int as n
      from base, jsonb_each(base.facets) kv,
        lateral (select jsonb_array_elements_text(case when jsonb_typeof(kv.value) = 'array' then kv.value else jsonb_build_array(kv.value) end) as value) v
      group by kv.key, v.value
    union all
    select 'country', country, count(*) filter (where ${allOf(otherGroups(groups, "country"))})::int from base group by country
    union all
    select 'provider', provider, count(*) filter (where ${allOf(otherGroups(groups, "provider"))})::int from base group by provider`);
  const out: FacetCounts = {};
  for (const r of (result as unknown as { rows: { key: string; value: string; n: number }[] }).rows) {
    (out[r.key] ??= {})[r.value] = Number(r.n);
  }
  return out;
}
