/**
 * One comparable price for offers billed by the hour, the month or the year.
 *
 * The normalised price is the price per month in cents: an hour counts HOURS_PER_MONTH times
 * (365 × 24 / 12 = 730, the figure cloud providers use), a year is twelve months. The database keeps
 * the same figure in the stored generated column `offers.monthly_price_cents`, built from
 * `monthlyPriceSql` below, so sorting, the price filter and "from" prices agree with what pages show.
 *
 * Unit prices divide the monthly price by the offer's size: per GPU-hour on GPU servers (facet
 * `gpu_count`), per vCPU-month (`cpu_cores`) and per GB-RAM-month (`ram_gb`) on compute and servers.
 */

export type BillingPeriod = "hour" | "month" | "year";

/** Hours in a month (365 × 24 / 12). Stated on the listing pages. */
export const HOURS_PER_MONTH = 730;
/** Months in a year. */
export const MONTHS_PER_YEAR = 12;

/** The price per month in cents (rounded to a whole cent for yearly prices). */
export function monthlyCents(cents: number, period: BillingPeriod): number {
  if (period === "hour") return cents * HOURS_PER_MONTH;
  if (period === "year") return Math.round(cents / MONTHS_PER_YEAR);
  return cents;
}

/** The price per hour in cents, possibly fractional (display rounds it). */
export function hourlyCents(cents: number, period: BillingPeriod): number {
  if (period === "hour") return cents;
  return monthlyCents(cents, period) / HOURS_PER_MONTH;
}

/**
 * The same normalisation in SQL, for the generated column: `price` and `period` are the column names.
 * Integer arithmetic (bigint: a big hourly price times 730 must not overflow an integer).
 */
export function monthlyPriceSql(price: string, period: string): string {
  return `CASE ${period} WHEN 'hour' THEN ${price}::bigint * ${HOURS_PER_MONTH} WHEN 'year' THEN round(${price}::numeric / ${MONTHS_PER_YEAR})::bigint ELSE ${price}::bigint END`;
}

/** The unit prices a category's listing shows and sorts by. */
export type UnitKind = "gpu_hour" | "vcpu_month" | "ram_gb_month";

/** The offer facet each unit divides by. */
export const unitFacet: Record<UnitKind, "gpu_count" | "cpu_cores" | "ram_gb"> = {
  gpu_hour: "gpu_count",
  vcpu_month: "cpu_cores",
  ram_gb_month: "ram_gb",
};

/**
 * The unit prices a listing shows and sorts by, from its facet keys: per GPU-hour where offers state
 * a GPU count (GPU servers); otherwise per vCPU-month and per GB-RAM-month where they state cores and
 * RAM (compute, dedicated and virtual servers). No listing shows all three.
 */
export function unitsForFacetKeys(keys: readonly string[]): UnitKind[] {
  if (keys.includes("gpu_count")) return ["gpu_hour"];
  return (["vcpu_month", "ram_gb_month"] as const).filter((u) => keys.includes(unitFacet[u]));
}

/** A positive whole number from a facet value ("8"), else null. */
export function facetCount(value: string | string[] | undefined): number | null {
  const v = Array.isArray(value) ? value[0] : value;
  if (v === undefined || !/^\d{1,6}$/.test(v)) return null;
  const n = Number(v);
  return n > 0 ? n : null;
}

/** The price of one unit in cents (fractional), or null when the offer does not state its size. */
export function unitPriceCents(
  kind: UnitKind,
  cents: number,
  period: BillingPeriod,
  facets: Record<string, string | string[]>,
): number | null {
  const n = facetCount(facets[unitFacet[kind]]);
  if (n === null) return null;
  const monthly = monthlyCents(cents, period);
  return kind === "gpu_hour" ? monthly / HOURS_PER_MONTH / n : monthly / n;
}

/**
 * SQL of a unit price in cents (double precision, NULL when the facet is missing or not a whole
 * number), for the generated sort columns. `monthly` is the normalised price expression (a generated
 * column cannot read another generated column).
 */
export function unitPriceSql(kind: UnitKind, monthly: string, facets: string): string {
  const value = `(${facets} ->> '${unitFacet[kind]}')`;
  const divisor = kind === "gpu_hour" ? ` / ${HOURS_PER_MONTH}.0` : "";
  // Nested CASE: the cast runs only on a value the pattern accepted (AND does not promise an order).
  return `CASE WHEN ${value} ~ '^[0-9]{1,6}$' THEN CASE WHEN ${value}::integer > 0 THEN (${monthly})::double precision${divisor} / ${value}::integer END END`;
}

/** Converted amounts from this many cents up are shown in whole euros ("≈ €2,898/month"; lib/format formatApproxMoney). */
export const WHOLE_EURO_FROM_CENTS = 10_000;

/**
 * The monthly amount a buyer sees for an offer, in cents: a monthly price as it is; a converted one
 * (hourly, yearly) rounded to whole euros from €100 up, as the page shows it. The price filter
 * compares its bounds with this figure, so "To 2898" keeps the offer shown at "≈ €2,898/month".
 */
export function shownMonthlyCents(cents: number, period: BillingPeriod): number {
  const monthly = monthlyCents(cents, period);
  return period === "month" || monthly < WHOLE_EURO_FROM_CENTS ? monthly : Math.round(monthly / 100) * 100;
}
