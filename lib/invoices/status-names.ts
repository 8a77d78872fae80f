/**
 * Invoice statuses. Not server-only: pages and the PDF name them. An order's invoice is issued when
 * its payment is captured, so it is born `paid` (./service.ts `issueInvoice`, the one place that
 * writes the column); `issued` (paid later, by bank transfer) and `void` (cancelled by a refund,
 * keeping its number: numbers have no gaps) have no writer yet. The first code that moves an invoice
 * adds lib/invoices/status.ts with the transitions and the one mover that records history, as
 * lib/orders/status.ts does.
 */
export const INVOICE_STATUSES = ["issued", "paid", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
