import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { userResources } from "@/lib/db/schema";
import { assertTransition, recordStatusChange, type Actor, type Transitions } from "@/lib/status/record";

import { DELIVERABLE, RESOURCE_STATUSES, type ResourceStatus } from "./status-names";

/**
 * User resource statuses (spec section 4). A paid order creates its resources in `waiting`; the
 * supplier's delivery (./delivery.ts) moves them on. Access data is shown only when `delivered`.
 */
export { RESOURCE_STATUSES, type ResourceStatus };

export const RESOURCE_TRANSITIONS: Transitions<ResourceStatus> = {
  waiting: ["requested", "processing", "delivered", "failed", "deleted"],
  requested: ["processing", "delivered", "failed", "deleted"],
  // processing → suspended: a confirmed stop or suspend request (./actions.ts).
  processing: ["delivered", "suspended", "failed", "deleted"],
  delivered: ["suspended", "deleted", "archived", "processing"],
  failed: ["requested", "processing", "deleted", "archived"],
  // suspended → processing: the buyer asked to resume it (./actions.ts).
  suspended: ["delivered", "processing", "deleted", "archived"],
  deleted: ["archived"],
  archived: [],
};

/** Records the creation of resources (null → waiting) in the status history. */
export async function recordResourcesCreated(db: Db, ids: number[], actor: Actor, reason: string): Promise<void> {
  for (const id of ids) await recordStatusChange(db, "resource", id, null, "waiting", actor, reason);
}

/** Statuses a supplier delivers from (the delivery queue's open ones). */
export const DELIVERABLE_STATUSES = DELIVERABLE;

type ResourceColumns = Partial<Pick<typeof userResources.$inferInsert, "deliveredAt" | "statusReason">>;

/**
 * Moves a resource from the status it is in to `to` and records who and why (CONVENTIONS 14): the
 * one writer of user_resources.status after creation. False when another request moved it first.
 */
export async function moveResource(db: Db, resource: { id: number; status: string }, to: ResourceStatus, actor: Actor, reason: string, set: ResourceColumns = {}): Promise<boolean> {
  const from = resource.status as ResourceStatus;
  assertTransition("resource", RESOURCE_TRANSITIONS, from, to);
  const moved = await db
    .update(userResources)
    .set({ ...set, status: to, updatedAt: new Date() })
    .where(and(eq(userResources.id, resource.id), eq(userResources.status, from)))
    .returning({ id: userResources.id });
  if (!moved.length) return false;
  await recordStatusChange(db, "resource", resource.id, from, to, actor, reason);
  return true;
}
