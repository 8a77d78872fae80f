import "server-only";
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Caller } from "@/lib/auth/caller";
import { newUid } from "@/lib/auth/tokens";
import { getDb, type Db } from "@/lib/db/client";
import { notifications, orderLines, organizationMembers, providers, supportMessages, supportRequests, userResources } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/routing";
import { requireSupplier } from "@/lib/organizations/access";
import { can } from "@/lib/organizations/permissions";
import { assertTransition, recordStatusChange, type Actor, type Transitions } from "@/lib/status/record";
import { notFound } from "@/lib/api/errors";
import { resourceConflict, resourceNotFound } from "./errors";
import { SUPPORT_LIMITS, type SupportSide, type SupportStatus } from "./support-rules";
import { resourceStatusName, resourceText } from "./texts";

/**
 * Support requests: the buyer opens a thread about one of their resources, the delivering
 * organisation's members read it (delivery.read) and answer or close it (delivery.write), the buyer
 * answers or closes it too. Each side is told of the other's message by a notification (the subject
 * and the resource's name only, never the message: it may quote access data). Another buyer's or
 * organisation's resource, and a request of another resource, answer exactly like unknown ones.
 */

/** open: waiting for the supplier; answered: the supplier wrote last; closed: read-only. */
export const SUPPORT_TRANSITIONS: Transitions<SupportStatus> = {
  open: ["answered", "closed"],
  answered: ["open", "closed"],
  closed: [],
};

/** The one writer of support_requests.status (CONVENTIONS 14), recorded with who and why. */
async function moveRequest(db: Db, request: { id: number; status: string }, to: SupportStatus, actor: Actor, reason: string): Promise<void> {
  const from = request.status as SupportStatus;
  const now = new Date();
  if (from === to) {
    await db.update(supportRequests).set({ updatedAt: now }).where(eq(supportRequests.id, request.id));
    return;
  }
  assertTransition("support_request", SUPPORT_TRANSITIONS, from, to);
  await db
    .update(supportRequests)
    .set({ status: to, updatedAt: now, ...(to === "closed" ? { closedAt: now } : {}) })
    .where(eq(supportRequests.id, request.id));
  await recordStatusChange(db, "support_request", request.id, from, to, actor, reason);
}

type ResourceRef = { id: number; uid: string; name: string; status: string; userId: number; providerId: number; supplier: string };

const resourceColumns = { id: userResources.id, uid: userResources.uid, name: userResources.name, status: userResources.status, userId: userResources.userId, providerId: userResources.providerId, supplier: providers.name };

/** The resource as `side` may reach it (the owner, or the delivering organisation), or a 404 like an unknown uid. */
async function reachResource(db: Db, locale: Locale, uid: string, where: SQL, lock = false): Promise<ResourceRef> {
  const query = db
    .select(resourceColumns)
    .from(userResources)
    .innerJoin(providers, eq(providers.id, userResources.providerId))
    .where(and(eq(userResources.uid, uid), where));
  const [row] = lock ? await query.for("update", { of: userResources }) : await query;
  if (!row) throw resourceNotFound(locale, uid);
  return row;
}

const requestNotFound = (locale: Locale, uid: string) => notFound(resourceText(locale, "supportNotFound", { id: uid.slice(0, 40) }));

/** Where a caller stands: the buyer who owns resources, or a member of the delivering organisation. */
export type Party = { side: "buyer"; where: SQL; actor: Actor; userId: number } | { side: "supplier"; where: SQL; actor: Actor; userId: number; orgId: number };

/**
 * The caller as `side`: the buyer (their own resources), or a member of an organisation that may sell
 * with `action` (delivery.read to read, delivery.write to answer and close: 404 without an
 * organisation, 403 for a role without it). Routes take it before reading the body, so a viewer's
 * answer is refused as such whatever it says.
 */
export async function supportParty(caller: Caller, locale: Locale, side: SupportSide, action: "delivery.read" | "delivery.write" = "delivery.read"): Promise<Party> {
  const actor = `user:${caller.user.uid}`;
  if (side === "buyer") return { side, where: eq(userResources.userId, caller.user.id), actor, userId: caller.user.id };
  const { org } = await requireSupplier(caller, locale, action);
  return { side, where: eq(userResources.providerId, org.id), actor, userId: caller.user.id, orgId: org.id };
}

/** The organisation's members who may answer (delivery.write): those told of a buyer's message. */
async function answerers(db: Db, orgId: number): Promise<number[]> {
  const rows = await db.select({ userId: organizationMembers.userId, role: organizationMembers.role }).from(organizationMembers).where(eq(organizationMembers.organizationId, orgId));
  return rows.filter((r) => can(r.role, "delivery.write")).map((r) => r.userId);
}

/** Tells the other side: the organisation's answerers of a buyer's message, the buyer of the supplier's. */
async function tell(db: Db, from: SupportSide, resource: ResourceRef, kind: "opened" | "message" | "closed", subject: string, requestUid: string): Promise<void> {
  const params = { name: resource.name, supplier: resource.supplier, subject, resource: resource.uid, request: requestUid };
  const recipients = from === "buyer" ? await answerers(db, resource.providerId) : [resource.userId];
  const notice = from === "buyer" ? (kind === "opened" ? "support_request_opened" : kind === "message" ? "support_buyer_wrote" : "support_closed_by_buyer") : kind === "message" ? "support_supplier_wrote" : "support_closed_by_supplier";
  if (recipients.length) await db.insert(notifications).values(recipients.map((userId) => ({ uid: newUid(), userId, kind: notice, params })));
}

export type SupportMessage = { side: SupportSide; body: string; created_at: string };
export type SupportThread = { uid: string; subject: string; status: SupportStatus; created_at: string; updated_at: string; closed_at: string | null; messages: SupportMessage[] };

/** A resource's requests (or the one `requestId`) with their messages: open and answered first, then the newest. */
async function threadsOf(db: Db, resourceId: number, requestId?: number): Promise<SupportThread[]> {
  const requests = await db
    .select()
    .from(supportRequests)
    .where(and(eq(supportRequests.resourceId, resourceId), requestId === undefined ? undefined : eq(supportRequests.id, requestId)))
    .orderBy(sql`case when ${supportRequests.status} = 'closed' then 1 else 0 end`, desc(supportRequests.updatedAt), desc(supportRequests.id))
    .limit(SUPPORT_LIMITS.listed);
  if (!requests.length) return [];
  const messages = await db
    .select({ requestId: supportMessages.requestId, side: supportMessages.side, body: supportMessages.body, createdAt: supportMessages.createdAt })
    .from(supportMessages)
    .where(inArray(supportMessages.requestId, requests.map((r) => r.id)))
    .orderBy(asc(supportMessages.id));
  const byRequest = new Map<number, SupportMessage[]>();
  for (const m of messages) byRequest.set(m.requestId, [...(byRequest.get(m.requestId) ?? []), { side: m.side as SupportSide, body: m.body, created_at: m.createdAt.toISOString() }]);
  return requests.map((r) => ({
    uid: r.uid,
    subject: r.subject,
    status: r.status as SupportStatus,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    closed_at: r.closedAt?.toISOString() ?? null,
    messages: byRequest.get(r.id) ?? [],
  }));
}

/** GET …/support: the threads of a resource, as the buyer or the delivering organisation (delivery.read). */
export async function listSupport(party: Party, locale: Locale, resourceUid: string): Promise<{ items: SupportThread[] }> {
  const db = await getDb();
  const resource = await reachResource(db, locale, resourceUid, party.where);
  return { items: await threadsOf(db, resource.id) };
}

/** The buyer opens a request: a subject and the first message; the organisation's answerers are told. */
export async function openSupport(party: Party, locale: Locale, resourceUid: string, input: { subject: string; message: string }): Promise<SupportThread> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // The resource row is locked: two requests at once count each other.
    const resource = await reachResource(tx, locale, resourceUid, party.where, true);
    if (resource.status === "deleted" || resource.status === "archived") throw resourceConflict("support_not_open", resourceText(locale, "supportResourceGone", { status: resourceStatusName(locale, resource.status) }));
    const [{ open }] = await tx
      .select({ open: count() })
      .from(supportRequests)
      .where(and(eq(supportRequests.resourceId, resource.id), inArray(supportRequests.status, ["open", "answered"])));
    if (open >= SUPPORT_LIMITS.openPerResource) throw resourceConflict("support_too_many", resourceText(locale, "supportTooMany", { max: String(SUPPORT_LIMITS.openPerResource) }));
    const [created] = await tx.insert(supportRequests).values({ uid: newUid(), resourceId: resource.id, userId: resource.userId, providerId: resource.providerId, subject: input.subject }).returning();
    await recordStatusChange(tx, "support_request", created.id, null, "open", party.actor, "opened by the buyer");
    await tx.insert(supportMessages).values({ requestId: created.id, authorId: party.userId, side: "buyer", body: input.message });
    await tell(tx, party.side, resource, "opened", input.subject, created.uid);
    return threadOf(tx, resource.id, created.id);
  });
}

/** One request with its messages, as the writes answer it. */
const threadOf = async (db: Db, resourceId: number, requestId: number) => (await threadsOf(db, resourceId, requestId))[0];

type RequestRow = typeof supportRequests.$inferSelect;

/**
 * Runs `act` on a request of the resource that is not closed, in one transaction with the request
 * row locked: another party's resource or a request of another resource answers 404 like an
 * unknown one, a closed request 409. Answers the request as it is afterwards.
 */
async function onOpenRequest(party: Party, locale: Locale, resourceUid: string, requestUid: string, act: (tx: Db, resource: ResourceRef, request: RequestRow) => Promise<void>): Promise<SupportThread> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const resource = await reachResource(tx, locale, resourceUid, party.where);
    const [request] = await tx
      .select()
      .from(supportRequests)
      .where(and(eq(supportRequests.resourceId, resource.id), eq(supportRequests.uid, requestUid)))
      .for("update");
    if (!request) throw requestNotFound(locale, requestUid);
    if (request.status === "closed") throw resourceConflict("support_closed", resourceText(locale, "supportClosed"));
    await act(tx, resource, request);
    return threadOf(tx, resource.id, request.id);
  });
}

/** A message on a request (the buyer, or the organisation with delivery.write): open after the buyer's, answered after the supplier's. */
export function postSupportMessage(party: Party, locale: Locale, resourceUid: string, requestUid: string, body: string): Promise<SupportThread> {
  return onOpenRequest(party, locale, resourceUid, requestUid, async (tx, resource, request) => {
    const [{ messages }] = await tx.select({ messages: count() }).from(supportMessages).where(eq(supportMessages.requestId, request.id));
    if (messages >= SUPPORT_LIMITS.messagesPerRequest) throw resourceConflict("support_full", resourceText(locale, "supportFull", { max: String(SUPPORT_LIMITS.messagesPerRequest) }));
    await tx.insert(supportMessages).values({ requestId: request.id, authorId: party.userId, side: party.side, body });
    await moveRequest(tx, request, party.side === "buyer" ? "open" : "answered", party.actor, `${party.side} wrote`);
    await tell(tx, party.side, resource, "message", request.subject, request.uid);
  });
}

/** Either side closes a request (the organisation with delivery.write); closing twice answers 409. */
export function closeSupport(party: Party, locale: Locale, resourceUid: string, requestUid: string): Promise<SupportThread> {
  return onOpenRequest(party, locale, resourceUid, requestUid, async (tx, resource, request) => {
    await moveRequest(tx, request, "closed", party.actor, `closed by the ${party.side}`);
    await tell(tx, party.side, resource, "closed", request.subject, request.uid);
  });
}

export type SupportQuery = { status?: SupportStatus; page: number; size: number };

/**
 * GET /api/supplier/support: the organisation's requests (delivery.read), waiting ones (open) first,
 * then by the last message, newest first; each with its resource and the side that wrote last.
 */
export async function listOrganizationSupport(caller: Caller, locale: Locale, q: SupportQuery) {
  const { org } = await requireSupplier(caller, locale, "delivery.read");
  const db = await getDb();
  const where = and(eq(supportRequests.providerId, org.id), q.status ? eq(supportRequests.status, q.status) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(supportRequests).where(where);
  const lastSide = sql<string>`(select ${supportMessages.side} from ${supportMessages} where ${supportMessages.requestId} = ${supportRequests.id} order by ${supportMessages.id} desc limit 1)`;
  const messageCount = sql<number>`(select count(*) from ${supportMessages} where ${supportMessages.requestId} = ${supportRequests.id})`.mapWith(Number);
  const rows = await db
    .select({ r: supportRequests, resourceUid: userResources.uid, name: userResources.name, categorySlug: orderLines.categorySlug, productSlug: orderLines.productSlug, lastSide, messageCount })
    .from(supportRequests)
    .innerJoin(userResources, eq(userResources.id, supportRequests.resourceId))
    .innerJoin(orderLines, eq(orderLines.id, userResources.orderLineId))
    .where(where)
    .orderBy(sql`case ${supportRequests.status} when 'open' then 0 when 'answered' then 1 else 2 end`, desc(supportRequests.updatedAt), desc(supportRequests.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return {
    items: rows.map((x) => ({
      uid: x.r.uid,
      subject: x.r.subject,
      status: x.r.status as SupportStatus,
      created_at: x.r.createdAt.toISOString(),
      updated_at: x.r.updatedAt.toISOString(),
      messages: x.messageCount,
      last_side: x.lastSide as SupportSide,
      resource: { uid: x.resourceUid, name: x.name, category_slug: x.categorySlug, product_slug: x.productSlug },
    })),
    total: Number(total),
    page: q.page,
    size: q.size,
    pages: Math.ceil(Number(total) / q.size),
  };
}

/** The count of requests waiting for the organisation (status open) per resource: the queue's mark. */
export const openSupportCount = sql<number>`(select count(*) from ${supportRequests} where ${supportRequests.resourceId} = ${userResources.id} and ${supportRequests.status} = 'open')`.mapWith(Number);
