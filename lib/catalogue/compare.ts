import { uidSchema } from "./schema";

/** At most this many offers sit side by side on the comparison page. */
export const MAX_COMPARE = 4;

/** Segment under a product that holds the comparison (`/:category/:product/compare/...`). */
export const COMPARE_SEGMENT = "compare";

/**
 * Offer uids of a comparison from the query (`offers=a,b` or `offers=a&offers=b`, what the listing's
 * checkbox form sends) or the path segment: well-formed, unique, in the order given, at most four.
 */
export function parseCompareUids(raw: string | readonly string[] | null | undefined): string[] {
  const parts = (typeof raw === "string" ? [raw] : (raw ?? [])).flatMap((v) => safeDecode(v).split(","));
  const out: string[] = [];
  for (const p of parts.map((s) => s.trim())) {
    if (uidSchema.safeParse(p).success && !out.includes(p)) out.push(p);
    if (out.length === MAX_COMPARE) break;
  }
  return out;
}

/**
 * The comparison page path. `/compare?offers=...` (lib/catalogue/paths.ts, the form's target) answers
 * with a redirect here: a path segment keeps the page free of request data, so it is cached whole
 * and an unknown selection is a real 404.
 */
export function comparePagePath(categorySlug: string, productSlug: string, uids: readonly string[]): string {
  return `/${categorySlug}/${productSlug}/${COMPARE_SEGMENT}/${uids.join(",")}`;
}

/** Target of the listing's compare form (GET, `offers` checkboxes). */
export function compareFormPath(categorySlug: string, productSlug: string): string {
  return `/${categorySlug}/${productSlug}/${COMPARE_SEGMENT}`;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
