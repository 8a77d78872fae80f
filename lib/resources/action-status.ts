import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { resourceActions } from "@/lib/db/schema";
import { assertTransition, recordStatusChange, type Actor, type Transitions } from "@/lib/status/record";
import { RESOURCE_ACTION_STATUSES, type ResourceActionAnswer, type ResourceActionStatus } from "./action-status-names";

/**
 * Statuses of buyers' requests about resources and their transitions, in one place (CONVENTIONS 14;
 * the names and their meaning in ./action-status-names.ts). A request is answered once.
 */
export { RESOURCE_ACTION_STATUSES, type ResourceActionAnswer, type ResourceActionStatus };

export const RESOURCE_ACTION_TRANSITIONS: Transitions<ResourceActionStatus> = {
  open: ["confirmed", "rejected"],
  confirmed: [],
  rejected: [],
};

/** Records that a buyer opened a request (null → open, the column's default): its history starts here. */
export async function recordResourceActionOpened(db: Db, actionId: number, actor: Actor, reason: string): Promise<void> {
  await recordStatusChange(db, "resource_action", actionId, null, "open", actor, reason);
}

type AnswerColumns = Partial<Pick<typeof resourceActions.$inferInsert, "answeredBy" | "answeredAt" | "answer">>;

/**
 * Moves a request from the status it is in to `to` and records who, when and why: the one writer of
 * resource_actions.status after creation. False when another request answered it first.
 */
export async function moveResourceAction(db: Db, request: { id: number; status: string }, to: ResourceActionAnswer, actor: Actor, reason: string, set: AnswerColumns = {}): Promise<boolean> {
  const from = request.status as ResourceActionStatus;
  assertTransition("resource_action", RESOURCE_ACTION_TRANSITIONS, from, to);
  const moved = await db
    .update(resourceActions)
    .set({ ...set, status: to })
    .where(and(eq(resourceActions.id, request.id), eq(resourceActions.status, from)))
    .returning({ id: resourceActions.id });
  if (!moved.length) return false;
  await recordStatusChange(db, "resource_action", request.id, from, to, actor, reason);
  return true;
}
