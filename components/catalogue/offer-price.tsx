import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { facetsForCategory } from "@/lib/catalogue/facets";
import { monthlyCents, unitPriceCents, unitsForFacetKeys, type BillingPeriod, type UnitKind } from "@/lib/catalogue/pricing";
import { otherPriceLabel, priceLabel, unitPriceText } from "./labels";

export { offerPriceText, unitPriceText } from "./labels";

export type OfferPriceProps = {
  locale: Locale;
  cents: number;
  currency: string;
  period: BillingPeriod;
  /** With the offer's facets and category, unit prices (per GPU-hour, vCPU-month, GB-RAM-month) follow. */
  facets?: Record<string, string | string[]>;
  categorySlug?: string;
  className?: string;
};

/** The props of an offer as the listing and the offer page hold it (`<OfferPrice locale={l} {...offerPriceProps(o)} />`). */
export function offerPriceProps(o: {
  priceCents: number;
  currency: string;
  billingPeriod: BillingPeriod;
  facets?: Record<string, string | string[]>;
  product?: { categorySlug: string };
}) {
  return { cents: o.priceCents, currency: o.currency, period: o.billingPeriod, facets: o.facets, categorySlug: o.product?.categorySlug };
}

/** The unit prices of an offer of this category, in the category's order (none where the offer lacks the size). */
export function offerUnitPrices(
  categorySlug: string,
  cents: number,
  period: BillingPeriod,
  facets: Record<string, string | string[]>,
): { unit: UnitKind; cents: number }[] {
  const units = unitsForFacetKeys(facetsForCategory(categorySlug).map((f) => f.key));
  return units.flatMap((unit) => {
    const value = unitPriceCents(unit, cents, period, facets);
    return value === null ? [] : [{ unit, cents: value }];
  });
}

/**
 * An offer's price in its own unit with the other one ("€3.97/hour ≈ €2,898/month"), and below it the
 * unit prices of its category. `data-monthly-cents` carries the comparable price (lib/catalogue/pricing.ts).
 */
export async function OfferPrice({ locale, cents, currency, period, facets, categorySlug, className }: OfferPriceProps) {
  const t = await getTranslations({ locale, namespace: "catalogue" });
  const units = facets && categorySlug ? offerUnitPrices(categorySlug, cents, period, facets) : [];
  return (
    // Styles set once on the wrapper (descendant variants), not on each line of 50 rows: every class
    // list travels twice (HTML and RSC payload).
    <span
      className={`inline-block [&>span]:block [&>span+span]:text-xs [&>span+span]:font-normal [&>span+span]:text-slate-700 ${className ?? ""}`}
      data-monthly-cents={monthlyCents(cents, period)}
      data-billing-period={period}
    >
      <span className="font-semibold text-slate-900">{priceLabel(t, locale, cents, currency, period)}</span>{" "}
      <span>{`≈ ${otherPriceLabel(t, locale, cents, currency, period)}`}</span>
      {units.map((u) => (
        <span key={u.unit} data-unit-price={u.unit}>
          {` ${unitPriceText(t, locale, u.unit, u.cents, currency)}`}
        </span>
      ))}
    </span>
  );
}
