import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { getDb } from "@/lib/db/client";
import { offers } from "@/lib/db/schema";
import { tags } from "@/lib/cache/tags";
import { rankSimilar, type SimilarCandidate } from "./compare";

/** Candidates the database pre-selects by the main sizes before the finer ranking in rankSimilar. */
const PRESELECT = 60;
/** Facets an offer of the same specification shares exactly (those the offer has). */
const MAIN_SIZES = ["gpu_model", "gpu_count", "cpu_cores", "ram_gb"] as const;

/** A size facet as a number in SQL (1 when missing or malformed: never an error). */
function size(key: string) {
  const v = sql`(${offers.facets} ->> ${sql.raw(`'${key}'`)})`;
  return sql`(case when ${v} ~ '^[0-9]{1,6}$' then ${v}::numeric else 0 end + 1)`;
}

/**
 * Up to `count` public offers of the same product most similar in specification to the offer `uid`
 * (lib/catalogue/compare.ts rankSimilar): same GPU model first, then nearest GPU count, CPU cores and
 * RAM. Not the cheapest: a buyer comparing an 8×H100 wants other 8×H100s.
 */
export async function listSimilarOffers(uid: string, count: number): Promise<string[]> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.catalogue, tags.offers, tags.offer(uid));
  const db = await getDb();
  const [target] = await db
    .select({ productId: offers.productId, facets: offers.facets, monthlyPriceCents: offers.monthlyPriceCents })
    .from(offers)
    .where(and(eq(offers.uid, uid), eq(offers.status, "public")))
    .limit(1);
  if (!target) return [];
  const f = target.facets;
  const num = (k: string) => (typeof f[k] === "string" && /^[0-9]{1,6}$/.test(f[k] as string) ? Number(f[k]) : 0) + 1;
  const model = typeof f.gpu_model === "string" ? f.gpu_model : null;
  // Ratios on a log scale, as in specDistance; the same GPU model first.
  const distance = sql`3 * abs(ln(${size("gpu_count")} / ${num("gpu_count")})) + abs(ln(${size("cpu_cores")} / ${num("cpu_cores")})) + abs(ln(${size("ram_gb")} / ${num("ram_gb")}))`;
  const base = and(eq(offers.productId, target.productId), eq(offers.status, "public"), ne(offers.uid, uid));
  const columns = { uid: offers.uid, facets: offers.facets, monthlyPriceCents: offers.monthlyPriceCents };
  const byPrice = sql`abs(${offers.monthlyPriceCents} - ${Number(target.monthlyPriceCents)})`;
  // Fast path: offers with the same main sizes (GIN index, @>), nearest price first. On a large
  // catalogue that is most of the time enough and avoids computing the distance of every offer.
  const main = Object.fromEntries(MAIN_SIZES.filter((k) => typeof f[k] === "string").map((k) => [k, f[k]]));
  let rows = Object.keys(main).length
    ? await db
        .select(columns)
        .from(offers)
        .where(and(base, sql`${offers.facets} @> ${JSON.stringify(main)}::jsonb`))
        .orderBy(byPrice, offers.uid)
        .limit(PRESELECT)
    : [];
  if (rows.length < count) {
    rows = await db
      .select(columns)
      .from(offers)
      .where(base)
      .orderBy(...(model === null ? [] : [sql`(${offers.facets} ->> 'gpu_model') is distinct from ${model}`]), distance, byPrice, offers.uid)
      .limit(PRESELECT);
  }
  const toCandidate = (r: { uid: string; facets: SimilarCandidate["facets"]; monthlyPriceCents: number | null }): SimilarCandidate => ({
    uid: r.uid,
    facets: r.facets,
    monthlyPriceCents: Number(r.monthlyPriceCents),
  });
  return rankSimilar(toCandidate({ uid, ...target }), rows.map(toCandidate), count).map((c) => c.uid);
}
