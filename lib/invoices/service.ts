import "server-only";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Caller } from "@/lib/auth/caller";
import { newUid } from "@/lib/auth/tokens";
import { getDb, type Db } from "@/lib/db/client";
import { invoiceCounters, invoices, orderLines, orders, providers } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/routing";
import { serverText } from "@/lib/i18n/server-text";
import { buyerParty, localiseAddress, sellerParty } from "./parties";
import { lineMoney } from "@/lib/money/lines";
import { outsideEuMention, reverseChargeMention } from "@/lib/money/vat";
import type { InvoiceDocument } from "./document";
import type { InvoiceStatus } from "./status-names";

/**
 * Invoices (spec section 3). One invoice per paid order, issued by the marketplace as seller of
 * record (ADR 0010), numbered INV-<year>-<000001> without gaps: the year's counter row is
 * incremented in the very transaction that inserts the invoice, so a rolled-back payment leaves no
 * hole and two payments at once wait for each other's counter.
 */

export const formatInvoiceNumber = (year: number, n: number) => `INV-${year}-${String(n).padStart(6, "0")}`;

type OrderForInvoice = { id: number; userId: number; currency: string; netCents: number; vatCents: number; totalCents: number; vatKind: string | null; buyer: typeof orders.$inferSelect.buyer };

/** Issues the paid invoice of `order` inside the caller's transaction; answers its id and number. */
export async function issueInvoice(tx: Db, order: OrderForInvoice, period: { start: Date; end: Date }, paidAt: Date): Promise<{ id: number; number: string }> {
  const year = paidAt.getUTCFullYear();
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  const number = formatInvoiceNumber(year, counter.last);
  if (!order.buyer) throw new Error(`order ${order.id} has no buyer identity`);
  const [row] = await tx
    .insert(invoices)
    .values({
      uid: newUid(),
      number,
      orderId: order.id,
      userId: order.userId,
      status: "paid" satisfies InvoiceStatus,
      currency: order.currency,
      netCents: order.netCents,
      vatCents: order.vatCents,
      totalCents: order.totalCents,
      paidCents: order.totalCents,
      vatKind: order.vatKind ?? "domestic",
      seller: sellerParty(),
      buyer: buyerParty(order.buyer),
      periodStart: period.start,
      periodEnd: period.end,
      issuedAt: paidAt,
      dueAt: paidAt,
      paidAt,
    })
    .returning({ id: invoices.id });
  return { id: row.id, number };
}

const invoiceColumns = {
  invoice: invoices,
  orderUid: orders.uid,
  orderNumber: orders.number,
  orderName: orders.name,
  paymentReference: orders.paymentReference,
};

function invoiceItem(r: { invoice: typeof invoices.$inferSelect; orderUid: string; orderNumber: number; orderName: { en: string; ru: string } }, locale: Locale) {
  const i = r.invoice;
  return {
    uid: i.uid,
    number: i.number,
    status: i.status,
    created_at: i.issuedAt.toISOString(),
    paid_at: i.paidAt?.toISOString() ?? null,
    due_at: i.dueAt.toISOString(),
    amount_cents: i.totalCents,
    paid_cents: i.paidCents,
    net_cents: i.netCents,
    vat_cents: i.vatCents,
    currency: i.currency,
    period_start: i.periodStart.toISOString(),
    period_end: i.periodEnd.toISOString(),
    supplier: i.seller.name,
    name: r.orderName[locale] || `#${r.orderNumber}`,
    order_uid: r.orderUid,
    order_number: r.orderNumber,
  };
}

export async function listInvoices(caller: Caller, locale: Locale, page: number, size: number) {
  const db = await getDb();
  const [{ total }] = await db.select({ total: count() }).from(invoices).where(eq(invoices.userId, caller.user.id));
  const rows = await db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.userId, caller.user.id))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(size)
    .offset((page - 1) * size);
  return { total, page, size, pages: Math.max(1, Math.ceil(total / size)), items: rows.map((r) => invoiceItem(r, locale)) };
}

async function findInvoice(db: Db, caller: Caller, uid: string) {
  const [row] = await db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.userId, caller.user.id), eq(invoices.uid, uid)))
    .limit(1);
  return row ?? null;
}

async function invoiceLines(db: Db, orderId: number) {
  return db
    .select({ line: orderLines, supplier: providers.name })
    .from(orderLines)
    .innerJoin(providers, eq(providers.id, orderLines.providerId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
}

/** "24 hours", "1 месяц", "5 лет": the period of a line in the invoice's language (messages documents.periods, ICU plurals). */
function periodLabel(period: string, units: number, locale: Locale): string {
  return serverText(locale, "documents.periods")(period === "hour" || period === "year" ? period : "month", { count: String(units), units });
}

/** The invoice with its lines, seller, buyer and VAT note (GET /api/invoices/{uid}); null when not the caller's. */
export async function invoiceDetail(caller: Caller, uid: string, locale: Locale) {
  const db = await getDb();
  const row = await findInvoice(db, caller, uid);
  if (!row) return null;
  const lines = await invoiceLines(db, row.invoice.orderId);
  const i = row.invoice;
  return {
    ...invoiceItem(row, locale),
    vat_kind: i.vatKind,
    note: i.vatKind === "reverse_charge" ? reverseChargeMention(locale) : i.vatKind === "outside_eu" ? outsideEuMention(locale) : null,
    payment_reference: row.paymentReference,
    seller: { ...i.seller, addressLines: localiseAddress(i.seller.addressLines, locale) },
    buyer: { ...i.buyer, addressLines: localiseAddress(i.buyer.addressLines, locale) },
    lines: lines.map(({ line, supplier }) => ({
      uid: line.uid,
      name: line.title[locale],
      supplier,
      ...lineMoney(line),
      instances: line.instances.map((x) => ({ units: x.units, net_cents: x.netCents })),
    })),
  };
}

/** Everything the PDF shows, in `locale`; null when the invoice is not the caller's. */
export async function invoiceDocument(caller: Caller, uid: string, locale: Locale): Promise<InvoiceDocument | null> {
  const db = await getDb();
  const row = await findInvoice(db, caller, uid);
  if (!row) return null;
  const i = row.invoice;
  const lines = await invoiceLines(db, i.orderId);
  return {
    locale,
    number: i.number,
    status: i.status as InvoiceStatus,
    issuedAt: i.issuedAt,
    dueAt: i.dueAt,
    paidAt: i.paidAt,
    periodStart: i.periodStart,
    periodEnd: i.periodEnd,
    orderNumber: row.orderNumber,
    paymentReference: row.paymentReference,
    currency: i.currency,
    seller: { ...i.seller, addressLines: localiseAddress(i.seller.addressLines, locale) },
    buyer: { ...i.buyer, addressLines: localiseAddress(i.buyer.addressLines, locale) },
    lines: lines.map(({ line, supplier }) => {
      const units = line.instances[0]?.units ?? 1;
      const same = line.instances.every((x) => x.units === units && x.netCents === line.instances[0].netCents);
      return {
        description: line.title[locale],
        supplier,
        periodLabel: periodLabel(line.billingPeriod, same ? units : line.instances.reduce((s, x) => s + x.units, 0) / Math.max(1, line.count), locale),
        quantity: line.count,
        unitNetCents: same ? (line.instances[0]?.netCents ?? line.netCents) : Math.round(line.netCents / Math.max(1, line.count)),
        netCents: line.netCents,
        vatRateBp: line.vatRateBp,
        vatCents: line.vatCents,
        grossCents: line.grossCents,
      };
    }),
    netCents: i.netCents,
    vatCents: i.vatCents,
    grossCents: i.totalCents,
    paidCents: i.paidCents,
    reverseChargeNote: i.vatKind === "reverse_charge" ? reverseChargeMention(locale) : null,
    exportNote: i.vatKind === "outside_eu" ? outsideEuMention(locale) : null,
  };
}
