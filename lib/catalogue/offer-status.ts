import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { offers } from "@/lib/db/schema";
import { assertTransition, recordStatusChanges, type Actor, type Transitions } from "@/lib/status/record";
import { OFFER_STATUSES, type OfferStatus } from "./offer-status-names";

/**
 * Offer statuses and their transitions, in one place (CONVENTIONS 14; the names and their meaning in
 * ./offer-status-names.ts). Who moves them: the supplier (the form, bulk publish and hide, the CSV
 * import, deleting an offer with orders), staff (the offer-status API) and the organisation's
 * block and unblock (lib/organizations/status.ts).
 */
export { OFFER_STATUSES, type OfferStatus };

export const OFFER_TRANSITIONS: Transitions<OfferStatus> = {
  // public ↔ hidden by hand; suspended with a blocked organisation; archived when deleted with orders.
  public: ["hidden", "suspended", "archived"],
  // A hidden offer stays hidden while its organisation is blocked.
  hidden: ["public", "archived"],
  // Only unblocking the organisation publishes it again; nobody may edit or delete it meanwhile.
  suspended: ["public"],
  // Order lines point to it: never on sale again.
  archived: [],
};

/** An offer as its writer needs it: the id and the status it was read in. */
export type OfferRef = { id: number; status: string };

/** Records the creation of offers (null → their first status, public or hidden) in the status history. */
export async function recordOffersCreated(db: Db, rows: readonly OfferRef[], actor: Actor, reason: string): Promise<void> {
  await recordStatusChanges(db, "offer", rows.map((r) => ({ id: r.id, from: null, to: r.status })), actor, reason);
}

/**
 * Moves offers to `to`, each from the status it was read in, and records who, when and why: the one
 * writer of offers.status after creation. Offers already in `to` are left as they are; a move the
 * table does not allow throws (a bug in the caller: callers refuse such input first). Each update is
 * conditional on the status read, so an offer another request moved meanwhile is left alone.
 * Returns the ids moved.
 */
export async function moveOffers(db: Db, rows: readonly OfferRef[], to: OfferStatus, actor: Actor, reason: string): Promise<number[]> {
  const byFrom = new Map<OfferStatus, number[]>();
  for (const row of rows) {
    const from = row.status as OfferStatus;
    if (from === to) continue;
    assertTransition("offer", OFFER_TRANSITIONS, from, to);
    const ids = byFrom.get(from) ?? [];
    if (!ids.length) byFrom.set(from, ids);
    ids.push(row.id);
  }
  const moved: { id: number; from: OfferStatus; to: OfferStatus }[] = [];
  const now = new Date();
  for (const [from, ids] of byFrom) {
    const done = await db
      .update(offers)
      .set({ status: to, updatedAt: now })
      .where(and(inArray(offers.id, ids), eq(offers.status, from)))
      .returning({ id: offers.id });
    for (const { id } of done) moved.push({ id, from, to });
  }
  await recordStatusChanges(db, "offer", moved, actor, reason);
  return moved.map((m) => m.id);
}
