import type { z } from "zod";
import type { FacetDef } from "./facets";
import { listingFixedKeys, listingQuerySchema, sortApplies, type OfferListingInput } from "./schema";

export type ListingIssue = { loc: string[]; msg: string; type: string };

const FACET_VALUE = /^[\p{L}\p{N} ._+×\-/()]{1,80}$/u;

/**
 * Turns query parameters into a listing request: the fixed parameters through the shared zod schema,
 * every other key must be a facet of the product (comma-separated values, OR within a key).
 * Used by GET /api/offers (which answers 422 with the issues) and the listing pages.
 */
export function parseListingInput(
  search: URLSearchParams,
  facets: FacetDef[] | null,
): { ok: true; data: OfferListingInput } | { ok: false; issues: ListingIssue[] } {
  const fixed: Record<string, string> = {};
  const facetValues: Record<string, string[]> = {};
  const issues: ListingIssue[] = [];
  const facetKeys = new Set((facets ?? []).map((f) => f.key).filter((k) => k !== "country" && k !== "provider"));
  for (const [key, value] of search) {
    if (listingFixedKeys.has(key)) fixed[key] = value;
    else if (facetKeys.has(key)) {
      const values = value.split(",").map((v) => v.trim()).filter(Boolean);
      const bad = values.find((v) => !FACET_VALUE.test(v));
      if (bad !== undefined || values.length > 30) issues.push({ loc: ["query", key], msg: `Invalid value for filter '${key}'`, type: "value_error" });
      else facetValues[key] = [...(facetValues[key] ?? []), ...values];
    } else {
      issues.push({
        loc: ["query", key],
        msg: facets ? `Unknown filter '${key}' for this product` : `Unknown parameter '${key}'`,
        type: "extra_forbidden",
      });
    }
  }
  const parsed = listingQuerySchema.safeParse(fixed);
  if (!parsed.success) issues.push(...zodIssues(parsed.error, "query"));
  if (issues.length || !parsed.success) return { ok: false, issues };
  const q = parsed.data;
  if (!sortApplies(q.sort, facets ? facets.map((f) => f.key) : null)) {
    return { ok: false, issues: [{ loc: ["query", "sort"], msg: `sort '${q.sort}' does not apply to this product`, type: "value_error" }] };
  }
  if (q.price_min !== undefined && q.price_max !== undefined && q.price_min > q.price_max) {
    return { ok: false, issues: [{ loc: ["query", "price_min"], msg: "price_min must not exceed price_max", type: "value_error" }] };
  }
  return {
    ok: true,
    data: {
      productSlug: q.product_slug,
      page: q.page,
      size: q.size,
      sort: q.sort,
      organizationUid: q.organization__uid,
      countries: q.country,
      providers: q.provider,
      priceMinEur: q.price_min,
      priceMaxEur: q.price_max,
      facets: facetValues,
    },
  };
}

export function zodIssues(error: z.ZodError, root: string): ListingIssue[] {
  return error.issues.map((i) => ({ loc: [root, ...i.path.map(String)], msg: i.message, type: i.code }));
}
