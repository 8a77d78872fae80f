import "server-only";
import { sql } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";

/** Deliveries a supplier needs in the window before its times are shown; fewer shows "new supplier". */
export const DELIVERY_STATS_MIN = 3;
export const DELIVERY_STATS_DAYS = 90;

export type DeliveryStats = {
  /** Resources delivered in the last 90 days (first deliveries, payment → delivered). */
  deliveries: number;
  /** Median and 95th percentile in whole minutes; null below DELIVERY_STATS_MIN deliveries. */
  medianMinutes: number | null;
  p95Minutes: number | null;
  /** What its public offers claim: the median of their estimated delivery minutes; null without offers. */
  claimedMinutes: number | null;
};

/**
 * How fast a supplier really delivers: payment (the paid period's start) → first delivery
 * of every resource delivered in the last 90 days, as median and 95th percentile, beside what its
 * offers claim. Cached per supplier; a delivery expires `tags.deliveryStats(slug)`.
 */
export async function supplierDeliveryStats(providerSlug: string): Promise<DeliveryStats> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.catalogue, tags.deliveryStats(providerSlug));
  const db = await getDb();
  // One pass over the supplier's deliveries in the window (count and both percentiles), and its offers' claim.
  const result = await db.execute(sql`
    with delivered as (
      select extract(epoch from (r.delivered_at - r.period_start)) / 60.0 as minutes
      from user_resources r join providers p on p.id = r.provider_id
      where p.slug = ${providerSlug} and r.delivered_at is not null and r.delivered_at > now() - make_interval(days => ${DELIVERY_STATS_DAYS})
    )
    select
      (select count(*)::int from delivered) as deliveries,
      (select percentile_cont(0.5) within group (order by minutes) from delivered) as median,
      (select percentile_cont(0.95) within group (order by minutes) from delivered) as p95,
      (select percentile_disc(0.5) within group (order by o.delivery_minutes) from offers o join providers p on p.id = o.provider_id
        where p.slug = ${providerSlug} and o.status = 'public') as claimed`);
  const row = (result as unknown as { rows: { deliveries: number | string; median: number | string | null; p95: number | string | null; claimed: number | string | null }[] }).rows[0];
  const deliveries = Number(row?.deliveries ?? 0);
  const enough = deliveries >= DELIVERY_STATS_MIN;
  const whole = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Math.max(0, Math.round(Number(v))));
  return {
    deliveries,
    medianMinutes: enough ? whole(row?.median) : null,
    p95Minutes: enough ? whole(row?.p95) : null,
    claimedMinutes: whole(row?.claimed),
  };
}
