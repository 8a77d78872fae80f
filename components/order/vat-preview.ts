import { lineVat, vatTreatment, type VatTreatment } from "@/lib/money/vat";
import type { Profile } from "@/lib/profiles/schema";
import type { SummaryLine } from "./order-summary";
import type { CartItem } from "./types";

/**
 * The VAT treatment a billing profile gets, with the same function the server uses when placing the
 * order (lib/money/vat.ts); null when it cannot be told (no profile, a misconfigured country).
 */
export function previewTreatment(profile: Profile | null | undefined, marketplaceCountry: string): VatTreatment | null {
  if (!profile) return null;
  try {
    return vatTreatment({ country: profile.country, vatId: profile.vat_id, companyName: profile.company_name }, marketplaceCountry);
  } catch {
    return null;
  }
}

/**
 * A cart item as a summary line. The cart prices VAT with the buyer's latest profile; once the buyer
 * chooses another, each line's VAT is recomputed per line with that profile's rate (CONVENTIONS 16),
 * so the lines add up to the totals GET /api/cart/summary?profile= answers.
 */
export function cartLine(item: CartItem, treatment: VatTreatment | null): SummaryLine {
  const net = item.price.net_cents;
  const rate = treatment ? treatment.rateBp : item.price.vat_rate_bp;
  const vat = treatment ? lineVat(net, rate) : item.price.vat_cents;
  return { key: item.id, name: item.offer.name, count: item.count, period: item.offer.billing_period, netCents: net, vatRateBp: rate, vatCents: vat, grossCents: net + vat };
}
