import "server-only";
import { createHash } from "node:crypto";
import { and, asc, count, eq, gt, lt, sql } from "drizzle-orm";
import ipaddr from "ipaddr.js";
import { getDb } from "@/lib/db/client";
import { rateLimitEvents } from "@/lib/db/schema";

/** A sliding window: at most `limit` events per key in `windowS` seconds. `perIp`: keys are client IPs (see ipRateKey). */
export type RateLimit = { bucket: string; limit: number; windowS: number; perIp?: boolean };

export type RateDecision = { ok: true } | { ok: false; retryAfterS: number };

/** One limit guarding a request, with the key it counts (an e-mail, an IP). */
export type RateCheck = readonly [rule: RateLimit, key: string];

/** All limits passed (and were recorded), or the first refusing one in the order given. */
export type RatesDecision = { ok: true } | { ok: false; rule: RateLimit; retryAfterS: number };

/**
 * The key an IP is counted under: an IPv4 address as such (IPv4-mapped IPv6 too), an IPv6 address
 * by its /64 (one subscriber usually holds a whole /64, so per-address limits would not hold
 * anyone: RFC 6177, RFC 7934). Anything unparsable is its own key.
 */
export function ipRateKey(ip: string): string {
  const bare = ip.trim().replace(/^\[(.*)\]$/, "$1");
  if (!ipaddr.isValid(bare)) return ip;
  const address = ipaddr.process(bare);
  if (address.kind() === "ipv4") return address.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${bare.replace(/%.*$/, "")}/64`);
  return `${network.toString()}/64`;
}

/** A 64-bit advisory-lock id for one (bucket, key): the first 8 bytes of its SHA-256. */
function lockId(bucket: string, key: string): bigint {
  return createHash("sha256").update(`rate:${bucket}\u0000${key}`).digest().readBigInt64BE(0);
}

/**
 * Checks every limit that guards one request and records an event in each only when all pass, so
 * a request refused by one limit spends no other quota (an IP over its own limit must not
 * burn a victim's per-e-mail codes). Check and record happen in one transaction holding
 * transaction-scoped advisory locks on each (bucket, key), taken in a fixed order (no deadlocks),
 * so concurrent requests on PostgreSQL cannot both see room for the last slot. On PGlite the
 * transaction alone serialises them. Over a limit, the answer says how long until the oldest
 * counted event leaves the window (the Retry-After).
 */
export async function consumeRates(checks: readonly RateCheck[], now = new Date()): Promise<RatesDecision> {
  const keyed = checks.map(([rule, key]) => ({ rule, key: (rule.perIp ? ipRateKey(key) : key).slice(0, 254) }));
  const locks = [...new Set(keyed.map(({ rule, key }) => lockId(rule.bucket, key)))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const db = await getDb();
  const decision = await db.transaction(async (tx): Promise<RatesDecision> => {
    for (const id of locks) await tx.execute(sql`select pg_advisory_xact_lock(${id.toString()}::bigint)`);
    for (const { rule, key } of keyed) {
      const since = new Date(now.getTime() - rule.windowS * 1000);
      const where = and(eq(rateLimitEvents.bucket, rule.bucket), eq(rateLimitEvents.key, key), gt(rateLimitEvents.createdAt, since));
      const [{ n }] = await tx.select({ n: count() }).from(rateLimitEvents).where(where);
      if (n < rule.limit) continue;
      const [oldest] = await tx
        .select({ at: rateLimitEvents.createdAt })
        .from(rateLimitEvents)
        .where(where)
        .orderBy(asc(rateLimitEvents.createdAt))
        .limit(1);
      const retryAfterS = oldest ? Math.ceil((oldest.at.getTime() + rule.windowS * 1000 - now.getTime()) / 1000) : rule.windowS;
      return { ok: false, rule, retryAfterS: Math.max(1, retryAfterS) };
    }
    if (keyed.length) await tx.insert(rateLimitEvents).values(keyed.map(({ rule, key }) => ({ bucket: rule.bucket, key, createdAt: now })));
    return { ok: true };
  });
  // Now and then, forget events older than any window.
  if (decision.ok && Math.random() < 0.01) {
    await db.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, new Date(now.getTime() - 24 * 3600 * 1000)));
  }
  return decision;
}

/** One limit alone (consumeRates with a single check). */
export async function consumeRate(rule: RateLimit, key: string, now = new Date()): Promise<RateDecision> {
  const decision = await consumeRates([[rule, key]], now);
  return decision.ok ? decision : { ok: false, retryAfterS: decision.retryAfterS };
}
