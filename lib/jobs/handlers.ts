import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { invoices, orderLines, orders, users } from "@/lib/db/schema";
import { formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { sendMail } from "@/lib/mail/mailer";
import { orderPaidMail } from "@/lib/mail/templates";

/** The buyer's e-mail after payment, in the order's language; idempotent enough: at worst a second copy. */
export async function sendOrderPaidMail(payload: Record<string, unknown>): Promise<void> {
  const orderId = Number(payload.orderId);
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
  const [invoice] = await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.orderId, orderId));
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
  const locale: Locale = order.locale === "ru" ? "ru" : "en";
  const mail = orderPaidMail(locale, order.buyer?.email || user.email, {
    uid: order.uid,
    number: String(order.number),
    total: formatMoney(order.totalCents, order.currency, locale),
    invoice: invoice?.number ?? "",
    lines: lines.map((l) => ({ count: l.count, title: l.title[locale], amount: formatMoney(l.grossCents, order.currency, locale) })),
  });
  const sent = await sendMail(mail);
  if (!sent) throw new Error("the SMTP server refused or was unreachable");
}
