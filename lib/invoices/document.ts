import type { InvoiceStatus } from "./status-names";

/**
 * Everything an invoice PDF shows, already decided (amounts, VAT, texts chosen by the caller); the
 * PDF module only lays it out. Money is integer cents with the currency code (CONVENTIONS 16).
 */
export type InvoiceParty = {
  name: string;
  /** Address lines, in order (street, "zip city", state, country name). */
  addressLines: string[];
  vatId?: string | null;
  email?: string | null;
  /** Company registration number, where there is one. */
  companyNumber?: string | null;
};

export type InvoiceDocumentLine = {
  /** Offer title in the invoice's language. */
  description: string;
  /** Supplier (provider) who delivers this line. */
  supplier: string;
  /** Human period: "1 month", "24 hours". */
  periodLabel: string;
  quantity: number;
  unitNetCents: number;
  netCents: number;
  /** VAT rate in basis points (1900 = 19 %). */
  vatRateBp: number;
  vatCents: number;
  grossCents: number;
};

export type InvoiceDocument = {
  locale: "en" | "ru";
  /** Sequential number, e.g. INV-2026-000042. */
  number: string;
  status: InvoiceStatus;
  issuedAt: Date;
  dueAt: Date;
  paidAt: Date | null;
  /** Billing period covered: first start, last end. */
  periodStart: Date;
  periodEnd: Date;
  orderNumber: number;
  /** The reference a buyer quotes on a bank transfer (cart summary's payment_reference). */
  paymentReference: string;
  currency: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: InvoiceDocumentLine[];
  netCents: number;
  vatCents: number;
  grossCents: number;
  paidCents: number;
  /** Printed under the totals when VAT is reverse-charged (the legal mention), else null. */
  reverseChargeNote: string | null;
  /** Printed when no VAT applies because the buyer is outside the EU, else null. */
  exportNote: string | null;
};
