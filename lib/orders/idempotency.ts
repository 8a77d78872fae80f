import "server-only";
import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { idempotencyKeys } from "@/lib/db/schema";
import { IDEMPOTENCY_KEY_HOURS } from "./constants";

/**
 * Idempotency keys of operations that create orders or move money (CONVENTIONS 17), claimed inside
 * the operation's own transaction: the key's row is inserted first, so a concurrent request with the
 * same key waits for this one to commit (or roll back) and then sees its outcome.
 */

export const requestHash = (body: unknown) => createHash("sha256").update(JSON.stringify(body)).digest("hex");

type KeyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Claims `key` for this request: `claimed` with the new row's id, or the row an earlier request left
 * (`seen`, whose requestHash the caller compares). Keys older than 24 hours are forgotten first.
 */
export async function claimIdempotencyKey(
  tx: Db,
  input: { userId: number; scope: string; key: string; hash: string; orderId?: number },
): Promise<{ claimed: number } | { seen: KeyRow | null }> {
  await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_KEY_HOURS * 3_600_000)));
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ userId: input.userId, scope: input.scope, key: input.key, requestHash: input.hash, orderId: input.orderId })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (inserted.length) return { claimed: inserted[0].id };
  const [seen] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, input.userId), eq(idempotencyKeys.scope, input.scope), eq(idempotencyKeys.key, input.key)))
    .limit(1);
  return { seen: seen ?? null };
}
