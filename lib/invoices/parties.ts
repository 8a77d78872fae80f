import "server-only";
import { env } from "@/lib/env";
import { countryName } from "@/lib/format";
import type { InvoicePartySnapshot, OrderBuyer } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/routing";

/**
 * The marketplace is the seller of record of every order (ADR 0010): it sells in its own name,
 * invoices the whole order once, and pays the suppliers their earnings. Its identity comes from
 * MARKETPLACE_* settings (demo values by default).
 */
export function sellerParty(): InvoicePartySnapshot {
  return {
    name: env.MARKETPLACE_LEGAL_NAME,
    addressLines: [...env.MARKETPLACE_ADDRESS.split("|"), env.MARKETPLACE_COUNTRY],
    vatId: env.MARKETPLACE_VAT_ID,
    email: env.MARKETPLACE_EMAIL,
    companyNumber: env.MARKETPLACE_COMPANY_NUMBER || null,
  };
}

/** The buyer block of an invoice from the billing identity the order was placed with. */
export function buyerParty(b: OrderBuyer): InvoicePartySnapshot {
  const person = `${b.firstName} ${b.lastName}`.trim();
  return {
    name: b.companyName ? `${b.companyName} (${person})` : person,
    addressLines: [b.address, `${b.zipCode} ${b.city}`.trim(), b.state, b.country].filter(Boolean),
    vatId: b.vatId || null,
    email: b.email,
    companyNumber: null,
  };
}

/** Address lines with the last one, an ISO country code, written out in `locale`. */
export function localiseAddress(lines: string[], locale: Locale): string[] {
  if (!lines.length) return lines;
  const last = lines[lines.length - 1];
  return /^[A-Z]{2}$/.test(last) ? [...lines.slice(0, -1), countryName(last, locale)] : lines;
}
