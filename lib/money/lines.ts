import type { orderLines } from "@/lib/db/schema";

/**
 * The amounts of an order line as the API answers them, in the order detail and the invoice detail
 * alike (docs/buying-api.md). A line's VAT is computed once, at placement (./vat.ts `lineVat`), and
 * stored: this only reads it.
 */
export function lineMoney(line: typeof orderLines.$inferSelect) {
  return {
    count: line.count,
    billing_period: line.billingPeriod,
    unit_price_cents: line.unitPriceCents,
    net_cents: line.netCents,
    vat_rate_bp: line.vatRateBp,
    vat_cents: line.vatCents,
    gross_cents: line.grossCents,
  };
}
