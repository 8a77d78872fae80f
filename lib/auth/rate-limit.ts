import "server-only";
import { and, asc, count, eq, gt, lt } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { rateLimitEvents } from "@/lib/db/schema";

export type RateLimit = { bucket: string; limit: number; windowS: number };

export type RateDecision = { ok: true } | { ok: false; retryAfterS: number };

/**
 * A sliding-window limit kept in the database (so it holds across processes and restarts): counts
 * the bucket's events for `key` in the last `windowS` seconds; under the limit, records one more.
 * Over it, says how long until the oldest counted event leaves the window (the Retry-After).
 */
export async function consumeRate(rule: RateLimit, key: string, now = new Date()): Promise<RateDecision> {
  const db = await getDb();
  const since = new Date(now.getTime() - rule.windowS * 1000);
  const where = and(eq(rateLimitEvents.bucket, rule.bucket), eq(rateLimitEvents.key, key), gt(rateLimitEvents.createdAt, since));
  const [{ n }] = await db.select({ n: count() }).from(rateLimitEvents).where(where);
  if (n >= rule.limit) {
    const [oldest] = await db
      .select({ at: rateLimitEvents.createdAt })
      .from(rateLimitEvents)
      .where(where)
      .orderBy(asc(rateLimitEvents.createdAt))
      .limit(1);
    const retryAfterS = oldest ? Math.ceil((oldest.at.getTime() + rule.windowS * 1000 - now.getTime()) / 1000) : rule.windowS;
    return { ok: false, retryAfterS: Math.max(1, retryAfterS) };
  }
  await db.insert(rateLimitEvents).values({ bucket: rule.bucket, key, createdAt: now });
  // Now and then, forget events older than any window.
  if (Math.random() < 0.01) {
    await db.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, new Date(now.getTime() - 24 * 3600 * 1000)));
  }
  return { ok: true };
}
