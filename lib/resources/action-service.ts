import "server-only";
import { isUniqueViolation } from "@/lib/db/errors";
import { and, desc, eq } from "drizzle-orm";
import type { Caller } from "@/lib/auth/caller";
import { newUid } from "@/lib/auth/tokens";
import { getDb, type Db } from "@/lib/db/client";
import { notifications, providers, resourceActions, userResources } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/routing";
import { requireSupplier } from "@/lib/organizations/access";
import { ACTION_RULES, allowedActions, type ResourceAction } from "./actions";
import { moveResource, type ResourceStatus } from "./status";
import { moveResourceAction, recordResourceActionOpened, type ResourceActionAnswer } from "./action-status";
import { resourceConflict, resourceNotFound } from "./errors";
import { resourceStatusName, resourceText } from "./texts";

/**
 * Buyers' requests about their resources (lib/resources/actions.ts): the buyer asks (the resource
 * moves to processing), the delivering organisation confirms (to the action's status) or rejects with
 * a reason (back to where it was); the buyer is told either way. One open request per resource (a
 * partial unique index keeps it so under concurrency).
 */

export type PendingAction = { uid: string; action: ResourceAction; created_at: string };


/** The open request of a resource, if any. */
export async function pendingAction(db: Db, resourceId: number): Promise<PendingAction | null> {
  const [row] = await db
    .select({ uid: resourceActions.uid, action: resourceActions.action, createdAt: resourceActions.createdAt })
    .from(resourceActions)
    .where(and(eq(resourceActions.resourceId, resourceId), eq(resourceActions.status, "open")))
    .orderBy(desc(resourceActions.id))
    .limit(1);
  return row ? { uid: row.uid, action: row.action as ResourceAction, created_at: row.createdAt.toISOString() } : null;
}

/** The buyer asks for `action` on their resource: 409 when its status does not allow it or a request is open. */
export async function requestAction(caller: Caller, locale: Locale, uid: string, action: ResourceAction): Promise<PendingAction> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: userResources.id, status: userResources.status })
        .from(userResources)
        .where(and(eq(userResources.userId, caller.user.id), eq(userResources.uid, uid)))
        .for("update");
      if (!row) throw resourceNotFound(locale, uid);
      if (await pendingAction(tx, row.id)) throw resourceConflict("action_pending", resourceText(locale, "actionPending"));
      if (!allowedActions(row.status).includes(action)) throw resourceConflict("action_not_allowed", resourceText(locale, "actionNotAllowed", { action: resourceText(locale, `action_${action}`), status: resourceStatusName(locale, row.status) }));
      const [created] = await tx
        .insert(resourceActions)
        .values({ uid: newUid(), resourceId: row.id, action, fromStatus: row.status, requestedBy: caller.user.id })
        .returning({ id: resourceActions.id, uid: resourceActions.uid, createdAt: resourceActions.createdAt });
      const actor = `user:${caller.user.uid}`;
      await recordResourceActionOpened(tx, created.id, actor, `buyer asked: ${action}`);
      await moveResource(tx, row, "processing", actor, `buyer asked: ${action}`);
      return { uid: created.uid, action, created_at: created.createdAt.toISOString() };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw resourceConflict("action_pending", resourceText(locale, "actionPending"));
    throw error;
  }
}

/**
 * The delivering organisation answers a request (delivery.write): confirmed, the resource moves to
 * the action's status; rejected, back to the status it had. Another organisation's resource or an
 * unknown request answers 404 like an unknown resource; a request already answered 409.
 */
export async function answerAction(caller: Caller, locale: Locale, resourceUid: string, actionUid: string, answer: { confirm: true } | { confirm: false; reason: string }): Promise<{ resource_status: string; action: ResourceAction; status: ResourceActionAnswer }> {
  const { org } = await requireSupplier(caller, locale, "delivery.write");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: userResources.id, status: userResources.status, userId: userResources.userId, name: userResources.name, supplier: providers.name })
      .from(userResources)
      .innerJoin(providers, eq(providers.id, userResources.providerId))
      .where(and(eq(userResources.providerId, org.id), eq(userResources.uid, resourceUid)))
      .for("update", { of: userResources });
    if (!row) throw resourceNotFound(locale, resourceUid);
    const [request] = await tx.select().from(resourceActions).where(and(eq(resourceActions.resourceId, row.id), eq(resourceActions.uid, actionUid))).for("update");
    if (!request) throw resourceNotFound(locale, resourceUid);
    if (request.status !== "open") throw resourceConflict("action_answered", resourceText(locale, "actionAnswered"));
    const action = request.action as ResourceAction;
    const to: ResourceStatus = answer.confirm ? ACTION_RULES[action].confirmedTo : (request.fromStatus as ResourceStatus);
    const reason = answer.confirm ? "" : answer.reason;
    const status: ResourceActionAnswer = answer.confirm ? "confirmed" : "rejected";
    const actor = `user:${caller.user.uid}`;
    const why = answer.confirm ? `${action} done` : `${action} rejected: ${reason}`;
    // The row is locked and was open: nobody answers it between the read and this move.
    await moveResourceAction(tx, request, status, actor, why, { answeredBy: caller.user.id, answeredAt: new Date(), answer: reason });
    await moveResource(tx, row, to, actor, why, answer.confirm ? {} : { statusReason: reason });
    await tx.insert(notifications).values({
      uid: newUid(),
      userId: row.userId,
      kind: answer.confirm ? "resource_action_done" : "resource_action_rejected",
      params: { name: row.name, supplier: row.supplier, action: resourceText(locale, `action_${action}`), reason, resource: resourceUid },
    });
    return { resource_status: to, action, status };
  });
}
