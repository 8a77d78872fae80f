import "server-only";
import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import { ApiError, unprocessable } from "@/lib/api/errors";
import { tags } from "@/lib/cache/tags";
import type { Caller } from "@/lib/auth/caller";
import { newUid } from "@/lib/auth/tokens";
import { CredentialError, open, seal } from "@/lib/crypto/credentials";
import { getDb, type Db } from "@/lib/db/client";
import { credentialReveals, notifications, orderLines, orders, providers, resourceCredentials, userResources, type InstanceConfiguration } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/routing";
import { requireSupplier } from "@/lib/organizations/access";
import { checkAccess, accessProfile, type AccessData } from "./access";
import { pendingAction, type PendingAction } from "./action-service";
import { DELIVERABLE_STATUSES, moveResource, type ResourceStatus } from "./status";
import { resourceConflict, resourceNotFound } from "./errors";
import { openSupportCount } from "./support";
import { resourceStatusName, resourceText, translateResourceIssues } from "./texts";
import { expireTags } from "@/lib/cache/expire";

/**
 * Delivery: the supplier's queue of its organisation's resources, delivering access
 * (sealed by lib/crypto/credentials.ts, never stored or logged in plain text), failing a resource with
 * a reason, voiding delivered access; and reading access data, by the buyer who owns the resource or
 * by the delivering organisation's members with `delivery.access`, each reveal recorded. Another
 * organisation's or buyer's resource answers exactly like an unknown uid (CONVENTIONS 15).
 */

const columns = {
  id: userResources.id,
  uid: userResources.uid,
  name: userResources.name,
  status: userResources.status,
  userId: userResources.userId,
  providerId: userResources.providerId,
  instance: userResources.instance,
  configuration: userResources.configuration,
  periodStart: userResources.periodStart,
  periodEnd: userResources.periodEnd,
  deliveredAt: userResources.deliveredAt,
  statusReason: userResources.statusReason,
  createdAt: userResources.createdAt,
  updatedAt: userResources.updatedAt,
  categorySlug: orderLines.categorySlug,
  productSlug: orderLines.productSlug,
  title: orderLines.title,
  orderNumber: orders.number,
  supplierName: providers.name,
  accessFields: resourceCredentials.fields,
  supportOpen: openSupportCount,
};

function select(db: Db) {
  return db
    .select(columns)
    .from(userResources)
    .innerJoin(orderLines, eq(orderLines.id, userResources.orderLineId))
    .innerJoin(orders, eq(orders.id, userResources.orderId))
    .innerJoin(providers, eq(providers.id, userResources.providerId))
    .leftJoin(resourceCredentials, eq(resourceCredentials.resourceId, userResources.id))
    .$dynamic();
}
type Row = Awaited<ReturnType<ReturnType<typeof select>["execute"]>>[number];

/** Minutes from payment to the first delivery, or null while not delivered. */
const deliveryMinutes = (r: Row) => (r.deliveredAt ? Math.max(0, Math.round((r.deliveredAt.getTime() - r.periodStart.getTime()) / 60_000)) : null);

/** A resource as the supplier's queue and detail show it: the buyer's configuration, never the access values. */
function supplierView(r: Row, locale: Locale) {
  return {
    uid: r.uid,
    name: r.name,
    status: r.status,
    status_name: resourceStatusName(locale, r.status),
    status_reason: r.statusReason,
    category_slug: r.categorySlug,
    product_slug: r.productSlug,
    offer_title: r.title[locale] ?? r.title.en,
    order_number: r.orderNumber,
    instance: r.instance,
    configuration: r.configuration as InstanceConfiguration,
    paid_at: r.periodStart.toISOString(),
    period_end: r.periodEnd.toISOString(),
    delivered_at: r.deliveredAt?.toISOString() ?? null,
    delivery_minutes: deliveryMinutes(r),
    access_fields: r.accessFields ?? [],
    required_access: accessProfile(r.categorySlug).required.map((group) => [...group]),
    offered_access: [...accessProfile(r.categorySlug).fields],
    /** Support requests waiting for the organisation's answer (lib/resources/support.ts). */
    support_open: r.supportOpen,
  };
}
export type DeliveryResource = ReturnType<typeof supplierView>;


/** Open resources first, oldest payment first; then the rest, latest change first. */
const queueOrder = [sql`case when ${userResources.status} in ('waiting', 'requested', 'processing') then 0 else 1 end`, asc(userResources.periodStart), desc(userResources.updatedAt), asc(userResources.id)];

export type DeliveryQuery = { category_slug?: string; product_slug?: string; status?: ResourceStatus; page: number; size: number };

/** The organisation's resources (delivery.read): by category and product, one status or all but deleted and archived. */
export async function listDeliveryQueue(caller: Caller, locale: Locale, q: DeliveryQuery) {
  const { org } = await requireSupplier(caller, locale, "delivery.read");
  const db = await getDb();
  const where: (SQL | undefined)[] = [eq(userResources.providerId, org.id), q.status ? eq(userResources.status, q.status) : notInArray(userResources.status, ["deleted", "archived"])];
  if (q.category_slug) where.push(eq(orderLines.categorySlug, q.category_slug));
  if (q.product_slug) where.push(eq(orderLines.productSlug, q.product_slug));
  const condition = and(...where);
  const [{ total }] = await db.select({ total: count() }).from(userResources).innerJoin(orderLines, eq(orderLines.id, userResources.orderLineId)).where(condition);
  const rows = await select(db)
    .where(condition)
    .orderBy(...queueOrder)
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return { items: rows.map((r) => supplierView(r, locale)), total: Number(total), page: q.page, size: q.size, pages: Math.ceil(Number(total) / q.size) };
}

/** Counts per category and product of the organisation's resources, open ones apart (DeliveryResourcesCategories). */
export async function deliverySummary(caller: Caller, locale: Locale) {
  const { org } = await requireSupplier(caller, locale, "delivery.read");
  const db = await getDb();
  const rows = await db
    .select({
      categorySlug: orderLines.categorySlug,
      productSlug: orderLines.productSlug,
      open: sql<number>`count(*) filter (where ${inArray(userResources.status, [...DELIVERABLE_STATUSES])})`.mapWith(Number),
      total: count(),
    })
    .from(userResources)
    .innerJoin(orderLines, eq(orderLines.id, userResources.orderLineId))
    .where(and(eq(userResources.providerId, org.id), notInArray(userResources.status, ["deleted", "archived"])))
    .groupBy(orderLines.categorySlug, orderLines.productSlug)
    .orderBy(asc(orderLines.categorySlug), asc(orderLines.productSlug));
  return { items: rows.map((r) => ({ category_slug: r.categorySlug, product_slug: r.productSlug, open: r.open, total: Number(r.total) })) };
}

async function orgResource(db: Db, orgId: number, uid: string, lock = false): Promise<Row | null> {
  const query = select(db).where(and(eq(userResources.providerId, orgId), eq(userResources.uid, uid)));
  const [row] = lock ? await query.for("update", { of: userResources }) : await query;
  return row ?? null;
}

/** One resource of the organisation (delivery.read), with the buyer's open request if any. */
export async function getDeliveryResource(caller: Caller, locale: Locale, uid: string): Promise<DeliveryResource & { pending_action: PendingAction | null }> {
  const { org } = await requireSupplier(caller, locale, "delivery.read");
  const db = await getDb();
  const row = await orgResource(db, org.id, uid);
  if (!row) throw resourceNotFound(locale, uid);
  return { ...supplierView(row, locale), pending_action: await pendingAction(db, row.id) };
}

async function notify(db: Db, row: Row, kind: "resource_delivered" | "resource_failed" | "resource_access_voided", reason = ""): Promise<void> {
  await db.insert(notifications).values({ uid: newUid(), userId: row.userId, kind, params: { name: row.name, supplier: row.supplierName, resource: row.uid, reason } });
}


/**
 * Delivers a resource (delivery.write): checks the access data against what the product needs,
 * seals it for this resource, and moves the resource to delivered, all in one transaction. The first
 * delivery's time is kept: payment → delivered is the measured delivery time.
 */
export async function deliverResource(caller: Caller, locale: Locale, uid: string, body: unknown): Promise<DeliveryResource> {
  const { org } = await requireSupplier(caller, locale, "delivery.write");
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const row = await orgResource(tx, org.id, uid, true);
    if (!row) throw resourceNotFound(locale, uid);
    if (!DELIVERABLE_STATUSES.includes(row.status as ResourceStatus)) throw resourceConflict("resource_not_deliverable", resourceText(locale, "notDeliverable", { status: resourceStatusName(locale, row.status) }));
    if (await pendingAction(tx, row.id)) throw resourceConflict("action_pending", resourceText(locale, "notDeliverableWhileAction"));
    const checked = checkAccess(row.categorySlug, body);
    if (!checked.ok) throw unprocessable(translateResourceIssues(checked.issues.map((i) => ({ loc: ["body", ...i.path], msg: i.message, type: "value_error" })), locale));
    const sealed = seal(row.uid, checked.data);
    const fields = Object.keys(checked.data);
    await tx
      .insert(resourceCredentials)
      .values({ resourceId: row.id, keyVersion: sealed.keyVersion, keyFingerprint: sealed.keyFingerprint, nonce: sealed.nonce, ciphertext: sealed.ciphertext, fields, deliveredBy: caller.user.id })
      .onConflictDoUpdate({ target: resourceCredentials.resourceId, set: { keyVersion: sealed.keyVersion, keyFingerprint: sealed.keyFingerprint, nonce: sealed.nonce, ciphertext: sealed.ciphertext, fields, deliveredBy: caller.user.id, createdAt: new Date() } });
    const now = new Date();
    await moveResource(tx, row, "delivered", `user:${caller.user.uid}`, "access delivered", { deliveredAt: row.deliveredAt ?? now, statusReason: "" });
    await notify(tx, row, "resource_delivered");
    return (await orgResource(tx, org.id, uid))!;
  });
  // The supplier's measured delivery times (offer and provider pages) change with a first delivery.
  expireTags([tags.deliveryStats(org.slug)], "resources");
  return supplierView(saved, locale);
}

/** Marks an open resource as failed with the reason the buyer reads (delivery.write). */
export async function failResource(caller: Caller, locale: Locale, uid: string, reason: string): Promise<DeliveryResource> {
  const { org } = await requireSupplier(caller, locale, "delivery.write");
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const row = await orgResource(tx, org.id, uid, true);
    if (!row) throw resourceNotFound(locale, uid);
    if (!DELIVERABLE_STATUSES.includes(row.status as ResourceStatus)) throw resourceConflict("resource_not_failable", resourceText(locale, "notFailable", { status: resourceStatusName(locale, row.status) }));
    if (await pendingAction(tx, row.id)) throw resourceConflict("action_pending", resourceText(locale, "notDeliverableWhileAction"));
    await moveResource(tx, row, "failed", `user:${caller.user.uid}`, reason, { statusReason: reason });
    await notify(tx, row, "resource_failed", reason);
    return (await orgResource(tx, org.id, uid))!;
  });
  return supplierView(saved, locale);
}

/**
 * Voids the access of the selected delivered resources (delivery.write, spec section 4): their
 * sealed data is deleted, they move back to processing (new access is to be delivered) and each
 * buyer is told. All or nothing: an unknown uid answers 404, one that is not delivered 409.
 */
export async function voidAccess(caller: Caller, locale: Locale, uids: string[], reason: string): Promise<{ voided: number }> {
  const { org } = await requireSupplier(caller, locale, "delivery.write");
  const db = await getDb();
  const wanted = [...new Set(uids)];
  return db.transaction(async (tx) => {
    const rows = await select(tx)
      .where(and(eq(userResources.providerId, org.id), inArray(userResources.uid, wanted)))
      .orderBy(asc(userResources.id))
      .for("update", { of: userResources });
    const found = new Map(rows.map((r) => [r.uid, r]));
    const missing = wanted.find((u) => !found.has(u));
    if (missing) throw resourceNotFound(locale, missing);
    const wrong = rows.find((r) => r.status !== "delivered");
    if (wrong) throw resourceConflict("resource_not_voidable", resourceText(locale, "notVoidable", { id: wrong.uid, status: resourceStatusName(locale, wrong.status) }));
    await tx.delete(resourceCredentials).where(inArray(resourceCredentials.resourceId, rows.map((r) => r.id)));
    for (const row of rows) {
      await moveResource(tx, row, "processing", `user:${caller.user.uid}`, `access voided: ${reason}`, { statusReason: reason });
      await notify(tx, row, "resource_access_voided", reason);
    }
    return { voided: rows.length };
  });
}

/** Opens a row's sealed access data; a record that cannot be opened answers 503 (fails closed, nothing shown). */
async function openAccess(db: Db, row: Row, locale: Locale): Promise<AccessData> {
  const [sealed] = await db.select().from(resourceCredentials).where(eq(resourceCredentials.resourceId, row.id));
  if (!sealed) throw resourceConflict("resource_access_voided", resourceText(locale, "noAccess"));
  try {
    return open<AccessData>(row.uid, { keyVersion: sealed.keyVersion, keyFingerprint: sealed.keyFingerprint, nonce: sealed.nonce, ciphertext: sealed.ciphertext });
  } catch (error) {
    if (!(error instanceof CredentialError)) throw error;
    // The reason and the crypto module's message (unknown key version, another key of that version, a
    // damaged record): never key material or plain text.
    console.error(`[resources] access data of resource ${row.uid} cannot be opened: ${error.reason}: ${error.message}`);
    throw new ApiError(503, "credentials_unreadable", { msg: resourceText(locale, "credentialsUnreadable"), code: "credentials_unreadable" });
  }
}

async function reveal(db: Db, row: Row, caller: Caller, side: "buyer" | "supplier", locale: Locale) {
  if (row.status !== "delivered") throw resourceConflict("resource_not_delivered", resourceText(locale, "notDelivered", { status: resourceStatusName(locale, row.status) }));
  const access = await openAccess(db, row, locale);
  await db.insert(credentialReveals).values({ resourceId: row.id, userId: caller.user.id, side });
  return { uid: row.uid, status: row.status, delivered_at: row.deliveredAt?.toISOString() ?? null, access };
}

/** The buyer's own resource's access data (delivered only), recorded as a reveal. */
export async function revealForBuyer(caller: Caller, locale: Locale, uid: string) {
  const db = await getDb();
  const [row] = await select(db).where(and(eq(userResources.userId, caller.user.id), eq(userResources.uid, uid)));
  if (!row) throw resourceNotFound(locale, uid);
  return reveal(db, row, caller, "buyer", locale);
}

/** The delivering organisation's view of access it delivered (delivery.access), recorded as a reveal. */
export async function revealForSupplier(caller: Caller, locale: Locale, uid: string) {
  const { org } = await requireSupplier(caller, locale, "delivery.access");
  const db = await getDb();
  const row = await orgResource(db, org.id, uid);
  if (!row) throw resourceNotFound(locale, uid);
  return reveal(db, row, caller, "supplier", locale);
}
