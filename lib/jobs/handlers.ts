import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { invoices, orderLines, orders, users } from "@/lib/db/schema";
import { siteUrl } from "@/lib/env";
import { formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { sendMail } from "@/lib/mail/mailer";
import { PRODUCT_NAME } from "@/lib/seo/metadata";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const texts = {
  en: { subject: "Order {number} is paid", intro: "Thank you: we received {total} for order {number}.", wait: "Each resource below waits for delivery by its supplier; you will find access details on the order's page once delivered.", invoice: "Invoice {invoice} is in Billing → Invoices.", open: "Open the order" },
  ru: { subject: "Заказ {number} оплачен", intro: "Спасибо: мы получили {total} по заказу {number}.", wait: "Каждый ресурс ниже ожидает передачи поставщиком; данные доступа появятся на странице заказа после передачи.", invoice: "Счёт {invoice} — в разделе Оплата → Счета.", open: "Открыть заказ" },
} as const;

const fill = (s: string, p: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k: string) => p[k] ?? "");

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
  const t = texts[locale];
  const p = { number: String(order.number), total: formatMoney(order.totalCents, order.currency, locale), invoice: invoice?.number ?? "" };
  const link = `${siteUrl}${locale === "ru" ? "/ru" : ""}/orders/${order.uid}`;
  const items = lines.map((l) => `${l.count} × ${l.title[locale]} — ${formatMoney(l.grossCents, order.currency, locale)}`);
  const subject = `${fill(t.subject, p)} – ${PRODUCT_NAME}`;
  const text = [fill(t.intro, p), "", ...items, "", t.wait, fill(t.invoice, p), "", `${t.open}: ${link}`, "", PRODUCT_NAME].join("\n");
  const html =
    `<p>${escapeHtml(fill(t.intro, p))}</p><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>` +
    `<p>${escapeHtml(t.wait)}<br>${escapeHtml(fill(t.invoice, p))}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.open)}</a></p><p>${escapeHtml(PRODUCT_NAME)}</p>`;
  const sent = await sendMail({ to: order.buyer?.email || user.email, subject, text, html });
  if (!sent) throw new Error("the SMTP server refused or was unreachable");
}
