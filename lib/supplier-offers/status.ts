import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { offerIpBlocks } from "@/lib/db/schema";
import { IP_BLOCK_STATUSES, type IpBlockStatus } from "./ip-block-status-names";
import { assertTransition, recordStatusChange, type Actor, type Transitions } from "@/lib/status/record";

/**
 * Statuses of the IP blocks of supplier offers and their transitions, in one place (CONVENTIONS 14;
 * docs/supplier-offers.md "IP blocks"). An offer's own public/hidden status is not here.
 * - pending: attached by the supplier, not yet verified. It reserves nothing: another organisation
 *   may attach an overlapping range, and nothing outside the supplier's own offer pages uses it.
 *   The supplier may delete it.
 * - verified: staff checked that the organisation holds the range. Only verified blocks are
 *   exclusive (the partial exclusion constraint `offer_ip_blocks_no_overlap`) and only they may be
 *   used: shown to buyers or assigned by delivery (`usableIpBlock`).
 * - rejected: staff refused it (or revoked a verified one); kept so the supplier sees why it is not
 *   used, until they delete it.
 */
export { IP_BLOCK_STATUSES, type IpBlockStatus };

export const IP_BLOCK_TRANSITIONS: Transitions<IpBlockStatus> = {
  pending: ["verified", "rejected"],
  // Staff may revoke a verified block later (a range found not to be the supplier's).
  verified: ["rejected"],
  rejected: [],
};

/** An unknown stored value reads as `pending`: it then reserves nothing and is used nowhere. */
export function ipBlockStatus(value: string): IpBlockStatus {
  return (IP_BLOCK_STATUSES as readonly string[]).includes(value) ? (value as IpBlockStatus) : "pending";
}

/**
 * The blocks anything beyond the supplier's own IP-block list may rely on (buyers' views, delivery
 * picking addresses, overlap reservations): verified ones only.
 */
export const usableIpBlock: SQL = eq(offerIpBlocks.status, "verified");

/**
 * Moves a block from its current status to `to`, only if nobody moved it meanwhile (conditional
 * update), and records who, when and why. False when it was no longer in `block.status`. Verifying
 * a block that overlaps another verified one fails in the database (exclusion constraint, SQLSTATE
 * 23P01): the caller turns that into its answer.
 */
export async function moveIpBlock(db: Db, block: { id: number; status: string }, to: IpBlockStatus, actor: Actor, reason: string): Promise<boolean> {
  const from = ipBlockStatus(block.status);
  assertTransition("ip_block", IP_BLOCK_TRANSITIONS, from, to);
  const moved = await db
    .update(offerIpBlocks)
    .set({ status: to })
    .where(and(eq(offerIpBlocks.id, block.id), eq(offerIpBlocks.status, block.status)))
    .returning({ id: offerIpBlocks.id });
  if (!moved.length) return false;
  await recordStatusChange(db, "ip_block", block.id, from, to, actor, reason);
  return true;
}

/** Records that a block was attached (as pending, the column's default): its history starts here. */
export async function recordIpBlockAttached(db: Db, blockId: number, actor: Actor): Promise<void> {
  await recordStatusChange(db, "ip_block", blockId, null, "pending", actor, "attached");
}
