import "server-only";
import { and, asc, count, countDistinct, eq, sql } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { getDb } from "@/lib/db/client";
import { dataCenters, offers, providers } from "@/lib/db/schema";
import { tags } from "@/lib/cache/tags";
import type { Page } from "./schema";
import { listedOrganization } from "./listed-organizations";

/** Rows-per-page choices of the /data-center and /provider tables (spec section 9). */
export const DIRECTORY_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_DIRECTORY_PAGE_SIZE = 25;

export type DirectoryPageInput = { page: number; size: number };

/**
 * Reads `?page=` and `?size=` of a table page. Anything malformed falls back to the defaults, so a
 * hand-edited URL still shows the table.
 */
export function parseDirectoryPage(search: Record<string, string | string[] | undefined>): DirectoryPageInput {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const size = Number(first(search.size));
  const page = Number(first(search.page));
  return {
    size: (DIRECTORY_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_DIRECTORY_PAGE_SIZE,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export type DataCenterRow = {
  uid: string;
  name: string;
  country: string;
  city: string;
  tier: number;
  providerCount: number;
  offerCount: number;
};

/** One page of data centers with how many providers sell public offers there, ordered by country and city. */
export async function listDataCenters({ page, size }: DirectoryPageInput): Promise<Page<DataCenterRow>> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.catalogue, tags.dataCenters, tags.offers);
  const db = await getDb();
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(dataCenters),
    db
      .select({
        uid: dataCenters.uid,
        name: dataCenters.name,
        country: dataCenters.country,
        city: dataCenters.city,
        tier: dataCenters.tier,
        providerCount: countDistinct(offers.providerId),
        offerCount: count(offers.id),
      })
      .from(dataCenters)
      .leftJoin(offers, and(eq(offers.dataCenterId, dataCenters.id), eq(offers.status, "public")))
      .groupBy(dataCenters.id)
      .orderBy(asc(dataCenters.country), asc(dataCenters.city), asc(dataCenters.name), asc(dataCenters.id))
      .limit(size)
      .offset((page - 1) * size),
  ]);
  const n = Number(total);
  return {
    items: rows.map((r) => ({ ...r, providerCount: Number(r.providerCount), offerCount: Number(r.offerCount) })),
    total: n,
    page,
    size,
    pages: Math.ceil(n / size),
  };
}

export type ProviderRow = {
  uid: string;
  slug: string;
  name: string;
  country: string;
  foundedYear: number | null;
  website: string;
  offerCount: number;
};

/** One page of providers with their public offer counts, by name. */
export async function listProviders({ page, size }: DirectoryPageInput): Promise<Page<ProviderRow>> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.catalogue, tags.providers, tags.offers);
  const db = await getDb();
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(providers).where(listedOrganization),
    db
      .select({
        uid: providers.uid,
        slug: providers.slug,
        name: providers.name,
        country: providers.country,
        foundedYear: providers.foundedYear,
        website: providers.website,
        offerCount: count(offers.id),
      })
      .from(providers)
      .leftJoin(offers, and(eq(offers.providerId, providers.id), eq(offers.status, "public")))
      .where(listedOrganization)
      .groupBy(providers.id)
      .orderBy(asc(sql`lower(${providers.name})`), asc(providers.id))
      .limit(size)
      .offset((page - 1) * size),
  ]);
  const n = Number(total);
  return {
    items: rows.map((r) => ({ ...r, offerCount: Number(r.offerCount) })),
    total: n,
    page,
    size,
    pages: Math.ceil(n / size),
  };
}
