import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { getDb } from "@/lib/db/client";
import { offers, products, providers } from "@/lib/db/schema";
import { tags } from "@/lib/cache/tags";

/** Offer counts per facet value (and per provider slug under `provider`): `{ key: { value: n } }`. */
export type FacetCounts = Record<string, Record<string, number>>;

/**
 * Facet counts of one product's public offers in one country, for the filters of a country listing
 * (getProductFilters counts the whole product). Same value expansion as getProductFilters.
 */
export async function getFacetCountsInCountry(productSlug: string, country: string): Promise<FacetCounts> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.catalogue, tags.product(productSlug));
  const db = await getDb();
  const [p] = await db.select({ id: products.id }).from(products).where(eq(products.slug, productSlug));
  if (!p) return {};
  const [facetRows, providerRows] = await Promise.all([
    db.execute(sql`
      select kv.key as key, v.value as value, count(*)::int as n
      from ${offers}, jsonb_each(${offers.facets}) kv,
        lateral (select jsonb_array_elements_text(case when jsonb_typeof(kv.value) = 'array' then kv.value else jsonb_build_array(kv.value) end) as value) v
      where ${offers.productId} = ${p.id} and ${offers.status} = 'public' and ${offers.country} = ${country}
      group by kv.key, v.value`),
    db
      .select({ value: providers.slug, n: count() })
      .from(offers)
      .innerJoin(providers, eq(providers.id, offers.providerId))
      .where(and(eq(offers.productId, p.id), eq(offers.status, "public"), eq(offers.country, country)))
      .groupBy(providers.slug),
  ]);
  const out: FacetCounts = {};
  for (const r of (facetRows as unknown as { rows: { key: string; value: string; n: number }[] }).rows) {
    (out[r.key] ??= {})[r.value] = Number(r.n);
  }
  out.provider = Object.fromEntries(providerRows.map((r) => [r.value, Number(r.n)]));
  return out;
}
