import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import type { Caller } from "@/lib/auth/caller";
import { getDb, type Db } from "@/lib/db/client";
import { orderLines, orders, providers, resourceCredentials, userResources } from "@/lib/db/schema";
import { pendingAction } from "./action-service";
import { allowedActions } from "./actions";

/** The caller's resources (spec section 3, User resource), newest first; another buyer's answer as unknown. */
const columns = {
  r: userResources,
  supplier: providers.name,
  categorySlug: orderLines.categorySlug,
  productSlug: orderLines.productSlug,
  orderUid: orders.uid,
};

type Row = { r: typeof userResources.$inferSelect; supplier: string; categorySlug: string; productSlug: string; orderUid: string };

function item(x: Row) {
  return {
    uid: x.r.uid,
    name: x.r.name,
    status: x.r.status,
    created_at: x.r.createdAt.toISOString(),
    supplier: x.supplier,
    category_slug: x.categorySlug,
    product_slug: x.productSlug,
    period_start: x.r.periodStart.toISOString(),
    period_end: x.r.periodEnd.toISOString(),
    order_uid: x.orderUid,
    delivered_at: x.r.deliveredAt?.toISOString() ?? null,
  };
}

function base(db: Db) {
  return db
    .select(columns)
    .from(userResources)
    .innerJoin(providers, eq(providers.id, userResources.providerId))
    .innerJoin(orderLines, eq(orderLines.id, userResources.orderLineId))
    .innerJoin(orders, eq(orders.id, userResources.orderId))
    .$dynamic();
}

/** The caller's resources, optionally of one category and product (resources/:category_slug/:product_slug). */
export async function listResources(caller: Caller, page: number, size: number, filter: { category_slug?: string; product_slug?: string } = {}) {
  const db = await getDb();
  const where = and(
    eq(userResources.userId, caller.user.id),
    filter.category_slug ? eq(orderLines.categorySlug, filter.category_slug) : undefined,
    filter.product_slug ? eq(orderLines.productSlug, filter.product_slug) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(userResources).innerJoin(orderLines, eq(orderLines.id, userResources.orderLineId)).where(where);
  const rows = await base(db).where(where).orderBy(desc(userResources.createdAt), desc(userResources.id)).limit(size).offset((page - 1) * size);
  return { total, page, size, pages: Math.max(1, Math.ceil(total / size)), items: rows.map(item) };
}

export async function resourceDetail(caller: Caller, uid: string) {
  const db = await getDb();
  const [row] = await base(db).where(and(eq(userResources.userId, caller.user.id), eq(userResources.uid, uid))).limit(1);
  if (!row) return null;
  // What was delivered, by name only: the values come from GET /api/resources/{uid}/access (recorded).
  const [sealed] = await db.select({ fields: resourceCredentials.fields }).from(resourceCredentials).where(eq(resourceCredentials.resourceId, row.r.id));
  const pending = await pendingAction(db, row.r.id);
  return {
    ...item(row),
    configuration: row.r.configuration,
    comment: row.r.comment,
    instance: row.r.instance,
    status_reason: row.r.statusReason,
    access_fields: sealed?.fields ?? [],
    // What the buyer may ask now (lib/resources/actions.ts), and the request waiting for the supplier.
    actions: pending ? [] : allowedActions(row.r.status),
    pending_action: pending,
  };
}
