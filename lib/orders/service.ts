import "server-only";
import { and, asc, count, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { Caller } from "@/lib/auth/caller";
import { newUid } from "@/lib/auth/tokens";
import { tags } from "@/lib/cache/tags";
import { describeOrderedLines, emptyPlacedCart, evaluateForPlacement, loadCartRows, lockCart, putBackInCart, type EvaluatedLine } from "@/lib/cart/checkout";
import { MAX_CART_ITEMS } from "@/lib/cart/constants";
import { now as clockNow } from "@/lib/clock";
import { cartText } from "@/lib/cart/texts";
import { offerTitle } from "@/lib/catalogue/vocabulary";
import { getDb, type Db } from "@/lib/db/client";
import { abort, fail, Rollback, type Fail } from "@/lib/db/transact";
import {
  idempotencyKeys,
  invoices,
  offers,
  orderLines,
  orders,
  payments,
  providers,
  supplierOrders,
  userProfiles,
  userResources,
  type OrderBuyer,
} from "@/lib/db/schema";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/routing";
import { commissionCents } from "@/lib/money/commission";
import { lineMoney } from "@/lib/money/lines";
import { lineVat, sumLines, vatTreatment } from "@/lib/money/vat";
import { MAX_HELD_UNITS, MAX_UNPAID_ORDERS, PAYMENT_RETRY_GRACE_MINUTES, RESERVATION_MINUTES } from "./constants";
import { claimIdempotencyKey, requestHash } from "./idempotency";
import { recordStatusChange } from "@/lib/status/record";
import { moveOrder, type OrderStatus } from "./status";
import { expireTags } from "@/lib/cache/expire";

/**
 * Orders (spec sections 2–4): the stepper's draft, placement (one transaction, idempotent), the
 * buyer's lists and details, repeat order, and the release of stock held by unpaid orders. Every
 * read and write is scoped to the caller's own user id: another buyer's order is "not found".
 */

/**
 * The payment steps an order's life needs inside its own transactions. lib/payments supplies them
 * (lib/payments/service.ts `placeOrder`, `releaseExpiredReservations`): payments build on orders,
 * so orders import nothing of payments and take these as parameters.
 */
export type OpenPayment = (tx: Db, order: { orderId: number; amountCents: number; currency: string; placedAt: Date; reservedUntil: Date }, actor: string) => Promise<void>;
export type CancelPayments = (tx: Db, orderId: number) => Promise<void>;

export const STEPS = ["configuration", "billing", "payment", "review"] as const;
export type Step = (typeof STEPS)[number];

/* ------------------------------------------------------------------ draft (the stepper's order) */

type DraftRow = { uid: string; step: string; profileUid: string | null; createdAt: Date; updatedAt: Date };

function draftDto(d: DraftRow) {
  return { uid: d.uid, step: d.step, profile_uid: d.profileUid, created_at: d.createdAt.toISOString(), updated_at: d.updatedAt.toISOString() };
}

async function findDraft(db: Db, userId: number): Promise<(DraftRow & { id: number }) | null> {
  const [row] = await db
    .select({ id: orders.id, uid: orders.uid, step: orders.step, profileUid: userProfiles.uid, createdAt: orders.createdAt, updatedAt: orders.updatedAt })
    .from(orders)
    .leftJoin(userProfiles, eq(userProfiles.id, orders.profileId))
    .where(and(eq(orders.userId, userId), eq(orders.status, "draft")))
    .limit(1);
  return row ?? null;
}

export async function getDraft(caller: Caller) {
  const db = await getDb();
  const d = await findDraft(db, caller.user.id);
  return d ? draftDto(d) : null;
}

/** The caller's draft, created when there is none; `restart` discards the existing one first. */
export async function startDraft(caller: Caller, restart: boolean) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const reference = await lockCart(tx, caller.user.id);
    const existing = await findDraft(tx, caller.user.id);
    if (existing && !restart) return draftDto(existing);
    if (existing) await moveOrder(tx, { id: existing.id, status: "draft" }, "cancelled", `user:${caller.user.uid}`, "a new order was started");
    const [row] = await tx
      .insert(orders)
      .values({ uid: newUid(), userId: caller.user.id, status: "draft", paymentReference: reference, locale: caller.user.locale === "ru" ? "ru" : "en" })
      .returning();
    await recordStatusChange(tx, "order", row.id, null, "draft", `user:${caller.user.uid}`, "checkout started");
    return draftDto({ ...row, profileUid: null });
  });
}

/** Saves the stepper's step and chosen billing profile on the draft. */
export async function updateDraft(caller: Caller, change: { step?: Step; profile?: string }, locale: Locale) {
  const db = await getDb();
  const draft = await findDraft(db, caller.user.id);
  if (!draft) return fail(404, "not_found", cartText(locale, "draftNotFound"));
  const set: Partial<typeof orders.$inferInsert> = { updatedAt: new Date() };
  if (change.step) set.step = change.step;
  if (change.profile !== undefined) {
    const [profile] = await db.select({ id: userProfiles.id }).from(userProfiles).where(and(eq(userProfiles.userId, caller.user.id), eq(userProfiles.uid, change.profile))).limit(1);
    if (!profile) return fail(422, "select_profile", cartText(locale, "selectProfile"));
    set.profileId = profile.id;
  }
  await db.update(orders).set(set).where(and(eq(orders.id, draft.id), eq(orders.status, "draft")));
  const updated = await findDraft(db, caller.user.id);
  return { ok: true as const, data: updated ? draftDto(updated) : null };
}

/* ------------------------------------------------------------------------------- placement */

export type PlaceResult = { ok: true; orderId: number; replayed: boolean } | Fail;

/** The order's name in both languages: its first line's title and how many more. */
function orderName(lines: EvaluatedLine[]): { en: string; ru: string } {
  const first = lines[0];
  const more = lines.length - 1;
  const name = (locale: Locale) => (more ? cartText(locale, "orderNameMore", { title: offerTitle(first.row.offer, locale), more: String(more) }) : offerTitle(first.row.offer, locale));
  return { en: name("en"), ru: name("ru") };
}

/** The caller already used this Idempotency-Key for a placement (its replay is not a new attempt). */
export async function isKnownPlacementKey(caller: Caller, key: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: idempotencyKeys.id })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, caller.user.id), eq(idempotencyKeys.scope, "order_place"), eq(idempotencyKeys.key, key)))
    .limit(1);
  return Boolean(row);
}

/**
 * Places the caller's cart as one order, in one transaction keyed by the Idempotency-Key: the key's
 * row is inserted first, so a concurrent request with the same key waits for this one to commit and
 * then replays its order; the same key with another body answers 422. Stock is taken with a
 * conditional update per offer (the last unit is sold once), the cart emptied, and `openPayment`
 * creates the payment row in the same transaction; the provider's session is opened after commit
 * (lib/payments/service.ts), so a crash there leaves an order awaiting payment whose retry (same
 * key) opens it.
 */
export async function placeCartAsOrder(caller: Caller, input: { profile: string; key: string }, locale: Locale, openPayment: OpenPayment): Promise<PlaceResult> {
  const db = await getDb();
  const hash = requestHash({ profile: input.profile });
  const changedOffers: { uid: string; productSlug: string }[] = [];
  const result = await db.transaction(async (tx): Promise<PlaceResult> => {
    const claim = await claimIdempotencyKey(tx, { userId: caller.user.id, scope: "order_place", key: input.key, hash });
    if ("seen" in claim) {
      const { seen } = claim;
      if (!seen) return abort(409, "idempotency_conflict", cartText(locale, "idempotencyKeyReused"));
      if (seen.requestHash !== hash) return abort(422, "idempotency_key_reused", cartText(locale, "idempotencyKeyReused"));
      if (seen.orderId === null) return abort(409, "idempotency_conflict", cartText(locale, "idempotencyKeyReused"));
      return { ok: true, orderId: seen.orderId, replayed: true };
    }
    const keyId = claim.claimed;
    const reference = await lockCart(tx, caller.user.id);

    const [profile] = await tx.select().from(userProfiles).where(and(eq(userProfiles.userId, caller.user.id), eq(userProfiles.uid, input.profile))).limit(1);
    if (!profile) return abort(422, "select_profile", cartText(locale, "selectProfile"));

    const rows = await loadCartRows(tx, caller.user.id);
    if (!rows.length) return abort(422, "cart_empty", cartText(locale, "cartEmpty"));
    if (rows.length > MAX_CART_ITEMS) return abort(422, "cart_full", cartText(locale, "cartFull", { max: String(MAX_CART_ITEMS) }));
    // One account cannot hold the shelves: a few unpaid orders and a bounded number of held instances.
    const [unpaid] = await tx
      .select({ orders: count(), units: sql<number>`coalesce((SELECT sum(${orderLines.count}) FROM ${orderLines} JOIN ${orders} o ON o.id = ${orderLines.orderId} WHERE o.user_id = ${caller.user.id} AND o.status = 'awaiting_payment'), 0)::int` })
      .from(orders)
      .where(and(eq(orders.userId, caller.user.id), eq(orders.status, "awaiting_payment")));
    if (unpaid.orders >= MAX_UNPAID_ORDERS) return abort(409, "too_many_unpaid_orders", cartText(locale, "tooManyUnpaid", { count: String(unpaid.orders) }));
    const wanted = rows.reduce((sum, r) => sum + r.item.count, 0);
    if (Number(unpaid.units) + wanted > MAX_HELD_UNITS) {
      return abort(409, "too_many_held_units", cartText(locale, "tooManyHeld", { max: String(MAX_HELD_UNITS), held: String(Number(unpaid.units)) }));
    }
    const lines = await evaluateForPlacement(tx, rows, locale);
    const blocked = lines.filter((l) => l.issues.length);
    if (blocked.length) {
      return abort(409, "cart_blocked", cartText(locale, "cartBlocked"), undefined, {
        items: blocked.map((l) => ({ id: l.row.item.uid, name: offerTitle(l.row.offer, locale), issues: l.issues })),
      });
    }
    const invalid = lines.filter((l) => l.invalid);
    if (invalid.length) {
      const names = invalid.map((l) => offerTitle(l.row.offer, locale));
      return abort(422, "order_invalid", cartText(locale, "orderInvalid", { items: names.join(", ") }), undefined, { items: invalid.map((l) => l.row.item.uid) });
    }

    // Take the stock, one conditional update per offer: a concurrent order for the last unit finds none left.
    const short: string[] = [];
    for (const l of lines) {
      const taken = await tx
        .update(offers)
        .set({
          stock: sql`${offers.stock} - ${l.row.item.count}`,
          availability: sql`CASE WHEN ${offers.stock} - ${l.row.item.count} <= 0 THEN 'out_of_stock'::availability ELSE ${offers.availability} END`,
          updatedAt: new Date(),
        })
        .where(and(eq(offers.id, l.row.offer.id), eq(offers.status, "public"), gte(offers.stock, l.row.item.count)))
        .returning({ stock: offers.stock });
      if (!taken.length) short.push(offerTitle(l.row.offer, locale));
      else if (taken[0].stock <= 0) changedOffers.push({ uid: l.row.offer.uid, productSlug: l.row.productSlug });
    }
    if (short.length) {
      // Roll everything back (stock, key): the buyer's cart is untouched and says what sold out.
      return abort(409, "sold_out", cartText(locale, "soldOut", { items: short.join(", ") }));
    }

    const treatment = vatTreatment(profile, env.MARKETPLACE_COUNTRY);
    const buyer: OrderBuyer = {
      profileUid: profile.uid,
      firstName: profile.firstName,
      lastName: profile.lastName,
      companyName: profile.companyName,
      email: profile.email,
      phoneNumber: profile.phoneNumber,
      address: profile.address,
      city: profile.city,
      zipCode: profile.zipCode,
      state: profile.state,
      country: profile.country,
      vatId: profile.vatId,
    };
    const priced = lines.map((l) => ({ l, netCents: l.netCents, vatCents: lineVat(l.netCents, treatment.rateBp) }));
    const totals = sumLines(priced);
    const now = clockNow();
    const set = {
      profileId: profile.id,
      buyer,
      vatKind: treatment.kind,
      currency: lines[0].row.offer.currency,
      netCents: totals.netCents,
      vatCents: totals.vatCents,
      totalCents: totals.grossCents,
      paymentReference: reference,
      name: orderName(lines),
      locale: caller.user.locale === "ru" ? "ru" : locale,
      placedAt: now,
      reservedUntil: new Date(now.getTime() + RESERVATION_MINUTES * 60_000),
      step: "review",
    } satisfies Partial<typeof orders.$inferInsert>;
    const actor = `user:${caller.user.uid}`;
    let orderId: number;
    const draft = await findDraft(tx, caller.user.id);
    if (draft) {
      await moveOrder(tx, { id: draft.id, status: "draft" }, "awaiting_payment", actor, "order placed", set);
      orderId = draft.id;
    } else {
      const [row] = await tx.insert(orders).values({ uid: newUid(), userId: caller.user.id, status: "awaiting_payment", ...set }).returning({ id: orders.id });
      orderId = row.id;
      await recordStatusChange(tx, "order", orderId, null, "awaiting_payment", actor, "order placed");
    }

    // One supplier order per organisation: what it delivers and what it earns after the commission.
    const byProvider = new Map<number, typeof priced>();
    for (const p of priced) byProvider.set(p.l.row.provider.id, [...(byProvider.get(p.l.row.provider.id) ?? []), p]);
    let position = 0;
    for (const [providerId, group] of byProvider) {
      const net = group.reduce((s, p) => s + p.netCents, 0);
      const commission = commissionCents(net);
      const [so] = await tx
        .insert(supplierOrders)
        .values({ uid: newUid(), orderId, providerId, status: "awaiting_payment", netCents: net, commissionCents: commission, earningsCents: net - commission })
        .returning({ id: supplierOrders.id });
      for (const p of group) {
        const r = p.l.row;
        await tx.insert(orderLines).values({
          uid: newUid(),
          orderId,
          supplierOrderId: so.id,
          offerId: r.offer.id,
          offerUid: r.offer.uid,
          providerId,
          title: { en: offerTitle(r.offer, "en"), ru: offerTitle(r.offer, "ru") },
          categorySlug: r.categorySlug,
          productSlug: r.productSlug,
          count: r.item.count,
          billingPeriod: r.offer.billingPeriod,
          unitPriceCents: r.offer.priceCents,
          instances: p.l.instances.map((i) => ({ configuration: p.l.configurations[i.instance - 1], units: i.units, netCents: i.netCents })),
          netCents: p.netCents,
          vatRateBp: treatment.rateBp,
          vatCents: p.vatCents,
          grossCents: p.netCents + p.vatCents,
          position: position++,
        });
      }
    }

    await openPayment(tx, { orderId, amountCents: totals.grossCents, currency: set.currency, placedAt: now, reservedUntil: set.reservedUntil }, actor);
    await tx.update(idempotencyKeys).set({ orderId }).where(eq(idempotencyKeys.id, keyId));
    await emptyPlacedCart(tx, caller.user.id, now);
    return { ok: true, orderId, replayed: false };
  }).catch((error: unknown) => {
    if (error instanceof Rollback) return error.failure;
    throw error;
  });
  if (result.ok) expireCatalogue(changedOffers);
  return result;
}

/** Stock moved an offer in or out of stock: its pages and listings show it at once. */
function expireCatalogue(changed: { uid: string; productSlug: string }[]): void {
  if (!changed.length) return;
  expireTags([...changed.flatMap((c) => [tags.offer(c.uid), tags.product(c.productSlug)]), tags.offers], "orders");
}

/**
 * Cancels orders whose stock hold ran out unpaid, and gives their stock back. The hold ends at
 * `reserved_until`, or earlier: PAYMENT_RETRY_GRACE_MINUTES after the order's last payment session
 * ended unpaid (a buyer who walked away does not keep the stock for the rest of the hour). A
 * payment captured meanwhile wins: such an order is left for the payment code to settle.
 * `cancelPayments` cancels the order's open payments in the same transaction (their sessions are
 * expired at the provider by a durable job; a capture that beats it is refunded).
 */
export async function cancelExpiredHolds(cancelPayments: CancelPayments, at = clockNow(), onlyOrderId?: number): Promise<number> {
  const db = await getDb();
  const graceStart = new Date(at.getTime() - PAYMENT_RETRY_GRACE_MINUTES * 60_000);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, "awaiting_payment"),
        onlyOrderId === undefined ? undefined : eq(orders.id, onlyOrderId),
        sql`(${orders.reservedUntil} < ${at.toISOString()}::timestamptz OR NOT EXISTS (SELECT 1 FROM ${payments} p WHERE p.order_id = ${orders.id} AND p.expires_at > ${graceStart.toISOString()}::timestamptz))`,
      ),
    )
    .limit(50);
  let released = 0;
  const changed: { uid: string; productSlug: string }[] = [];
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [order] = await tx.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.id, id)).for("update");
      if (!order || order.status !== "awaiting_payment") return;
      const paid = await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.orderId, id), eq(payments.status, "paid"))).limit(1);
      if (paid.length) return;
      await moveOrder(tx, order, "cancelled", "system", "stock hold expired unpaid");
      await cancelPayments(tx, id);
      for (const line of await tx.select({ offerId: orderLines.offerId, count: orderLines.count, offerUid: orderLines.offerUid, productSlug: orderLines.productSlug }).from(orderLines).where(eq(orderLines.orderId, id))) {
        if (line.offerId === null) continue;
        await tx
          .update(offers)
          .set({ stock: sql`${offers.stock} + ${line.count}`, availability: sql`CASE WHEN ${offers.availability} = 'out_of_stock' AND ${offers.stock} + ${line.count} > 0 THEN 'limited'::availability ELSE ${offers.availability} END` })
          .where(eq(offers.id, line.offerId));
        changed.push({ uid: line.offerUid, productSlug: line.productSlug });
      }
      released += 1;
    });
  }
  expireCatalogue(changed);
  return released;
}

/* ----------------------------------------------------------------------------------- reads */

const listColumns = {
  id: orders.id,
  uid: orders.uid,
  number: orders.number,
  name: orders.name,
  status: orders.status,
  createdAt: orders.createdAt,
  placedAt: orders.placedAt,
  paidAt: orders.paidAt,
  netCents: orders.netCents,
  vatCents: orders.vatCents,
  totalCents: orders.totalCents,
  currency: orders.currency,
  buyer: orders.buyer,
  vatKind: orders.vatKind,
  reservedUntil: orders.reservedUntil,
  paymentReference: orders.paymentReference,
  // Written out: drizzle leaves columns unqualified in a one-table select, and "id" would be the resource's.
  resources: sql<number>`(SELECT count(*)::int FROM user_resources r WHERE r.order_id = "orders"."id")`,
};

type ListRow = { [K in keyof typeof listColumns]: K extends "resources" ? number : (typeof orders.$inferSelect)[K extends keyof typeof orders.$inferSelect ? K : never] };

function orderItem(r: ListRow, locale: Locale) {
  return {
    uid: r.uid,
    number: r.number,
    name: r.name[locale] || `#${r.number}`,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    placed_at: r.placedAt?.toISOString() ?? null,
    paid_at: r.paidAt?.toISOString() ?? null,
    resources_count: Number(r.resources),
    total_cents: r.totalCents,
    total_vat_cents: r.vatCents,
    net_cents: r.netCents,
    currency: r.currency,
    email: r.buyer?.email ?? "",
    vat_id: r.buyer?.vatId ?? "",
    payment_reference: r.paymentReference,
  };
}

/** The caller's placed orders, newest first (drafts are the stepper's, not history). */
export async function listOrders(caller: Caller, locale: Locale, page: number, size: number) {
  const db = await getDb();
  // Only placed orders: a draft, or a draft given up for a new one, never reached the buyer's history.
  const where = and(eq(orders.userId, caller.user.id), isNotNull(orders.placedAt));
  const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await db.select(listColumns).from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(size).offset((page - 1) * size);
  return { total, page, size, pages: Math.max(1, Math.ceil(total / size)), items: rows.map((r) => orderItem(r as ListRow, locale)) };
}

/** The caller's order with lines, payments, invoice and resources; null when not the caller's. */
export async function orderDetail(caller: Caller, uid: string, locale: Locale) {
  const db = await getDb();
  const [row] = await db.select(listColumns).from(orders).where(and(eq(orders.userId, caller.user.id), eq(orders.uid, uid), isNotNull(orders.placedAt))).limit(1);
  if (!row) return null;
  return orderDetailOf(db, row as ListRow, locale);
}

/** The same detail by internal id (after placement, for the caller that placed it). */
export async function orderDetailById(caller: Caller, id: number, locale: Locale) {
  const db = await getDb();
  const [row] = await db.select(listColumns).from(orders).where(and(eq(orders.userId, caller.user.id), eq(orders.id, id))).limit(1);
  return row ? orderDetailOf(db, row as ListRow, locale) : null;
}

async function orderDetailOf(db: Db, row: ListRow, locale: Locale) {
  const [lines, pays, [invoice], resources, suppliers] = await Promise.all([
    db.select({ line: orderLines, supplier: { uid: providers.uid, name: providers.name, slug: providers.slug } }).from(orderLines).innerJoin(providers, eq(providers.id, orderLines.providerId)).where(eq(orderLines.orderId, row.id)).orderBy(asc(orderLines.position)),
    db.select().from(payments).where(eq(payments.orderId, row.id)).orderBy(asc(payments.id)),
    db.select({ uid: invoices.uid, number: invoices.number, status: invoices.status }).from(invoices).where(eq(invoices.orderId, row.id)).limit(1),
    db.select({ uid: userResources.uid, name: userResources.name, status: userResources.status, lineId: userResources.orderLineId, instance: userResources.instance }).from(userResources).where(eq(userResources.orderId, row.id)).orderBy(asc(userResources.id)),
    db.select({ so: supplierOrders, name: providers.name, uid: providers.uid, slug: providers.slug }).from(supplierOrders).innerJoin(providers, eq(providers.id, supplierOrders.providerId)).where(eq(supplierOrders.orderId, row.id)).orderBy(asc(supplierOrders.id)),
  ]);
  const summaries = await describeOrderedLines(db, lines.map((l) => l.line), locale);
  return {
    ...orderItem(row, locale),
    vat_kind: row.vatKind,
    buyer: row.buyer,
    /** Until when the stock stays held for an unpaid order (null once paid or cancelled). */
    reserved_until: row.status === "awaiting_payment" ? (row.reservedUntil?.toISOString() ?? null) : null,
    lines: lines.map(({ line, supplier }) => {
      const summary = summaries.get(line.id) ?? [];
      return {
        uid: line.uid,
        name: line.title[locale],
        offer_uid: line.offerUid,
        href: `/${line.categorySlug}/${line.productSlug}/${line.offerUid}`,
        organization: supplier,
        ...lineMoney(line),
        instances: line.instances.map((x, i) => ({
          instance: i + 1,
          units: x.units,
          net_cents: x.netCents,
          configuration: x.configuration,
          summary: summary[i],
          resource_uid: resources.find((r) => r.lineId === line.id && r.instance === i + 1)?.uid ?? null,
        })),
      };
    }),
    payments: pays.map((p) => ({ uid: p.uid, provider: p.provider, status: p.status, failure_reason: p.failureReason, amount_cents: p.amountCents, currency: p.currency, created_at: p.createdAt.toISOString(), paid_at: p.paidAt?.toISOString() ?? null, expires_at: p.expiresAt.toISOString(), refunded_at: p.refundedAt?.toISOString() ?? null, redirect_url: p.status === "pending" || p.status === "failed" ? p.redirectUrl : null })),
    invoice: invoice ?? null,
    resources: resources.map((r) => {
      const line = lines.find((l) => l.line.id === r.lineId)?.line;
      return { uid: r.uid, name: r.name, status: r.status, category_slug: line?.categorySlug ?? "", product_slug: line?.productSlug ?? "" };
    }),
    supplier_orders: suppliers.map((s) => ({ uid: s.so.uid, organization: { uid: s.uid, name: s.name, slug: s.slug }, status: s.so.status, net_cents: s.so.netCents })),
  };
}

/* ---------------------------------------------------------------------------- repeat order */

/**
 * Puts the order's offers back in the cart with the same counts and configurations (the offer's
 * current price is taken). Offers hidden, sold out or gone are named, not added.
 */
export async function repeatOrder(caller: Caller, uid: string, locale: Locale) {
  const db = await getDb();
  const [order] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, caller.user.id), eq(orders.uid, uid), isNotNull(orders.placedAt))).limit(1);
  if (!order) return null;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
  const { added, unavailable } = await putBackInCart(caller.user.id, lines, locale);
  return { added: added.length, total: lines.length, added_names: added, unavailable, response_message: cartText(locale, "repeated", { added: String(added.length), total: String(lines.length) }) };
}

export type { OrderStatus };
