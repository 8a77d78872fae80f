import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import type { Caller } from "@/lib/auth/caller";
import { getDb, type Db } from "@/lib/db/client";
import { orderLines, orders, providers, userResources } from "@/lib/db/schema";

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

export async function listResources(caller: Caller, page: number, size: number) {
  const db = await getDb();
  const [{ total }] = await db.select({ total: count() }).from(userResources).where(eq(userResources.userId, caller.user.id));
  const rows = await base(db).where(eq(userResources.userId, caller.user.id)).orderBy(desc(userResources.createdAt), desc(userResources.id)).limit(size).offset((page - 1) * size);
  return { total, page, size, pages: Math.max(1, Math.ceil(total / size)), items: rows.map(item) };
}

export async function resourceDetail(caller: Caller, uid: string) {
  const db = await getDb();
  const [row] = await base(db).where(and(eq(userResources.userId, caller.user.id), eq(userResources.uid, uid))).limit(1);
  if (!row) return null;
  return { ...item(row), configuration: row.r.configuration, comment: row.r.comment, instance: row.r.instance };
}
