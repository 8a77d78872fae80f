import "server-only";
import type { Db } from "@/lib/db/client";
import { recordStatusChange, type Actor, type Transitions } from "@/lib/status/record";

/**
 * User resource statuses (spec section 4). A paid order creates its resources in `waiting`; delivery
 * (a later issue) moves them on. Access data is shown only when `delivered`.
 */
export const RESOURCE_STATUSES = ["waiting", "requested", "processing", "delivered", "failed", "suspended", "deleted", "archived"] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];

export const RESOURCE_TRANSITIONS: Transitions<ResourceStatus> = {
  waiting: ["requested", "processing", "delivered", "failed", "deleted"],
  requested: ["processing", "delivered", "failed", "deleted"],
  processing: ["delivered", "failed", "deleted"],
  delivered: ["suspended", "deleted", "archived", "processing"],
  failed: ["requested", "processing", "deleted", "archived"],
  suspended: ["delivered", "deleted", "archived"],
  deleted: ["archived"],
  archived: [],
};

/** Records the creation of resources (null → waiting) in the status history. */
export async function recordResourcesCreated(db: Db, ids: number[], actor: Actor, reason: string): Promise<void> {
  for (const id of ids) await recordStatusChange(db, "resource", id, null, "waiting", actor, reason);
}
