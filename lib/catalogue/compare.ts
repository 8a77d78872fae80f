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

/** Segment of the page that asks for more ticks (fewer than MIN_COMPARE offers sent). Never a uid (10 characters). */
export const COMPARE_PICK_SEGMENT = "pick";

/** The page explaining that at least MIN_COMPARE offers must be ticked (the compare form's fallback without JavaScript). */
export function comparePickPath(categorySlug: string, productSlug: string): string {
  return `/${categorySlug}/${productSlug}/${COMPARE_SEGMENT}/${COMPARE_PICK_SEGMENT}`;
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

/** Fewest offers the comparison form compares (one offer alone is not a comparison). */
export const MIN_COMPARE = 2;

/** An offer as the similarity ranking reads it. */
export type SimilarCandidate = { uid: string; facets: Record<string, string | string[]>; monthlyPriceCents: number };

/** How much a size facet counts in the distance (ratio-based); any other facet that differs adds OTHER_WEIGHT. */
const SIZE_WEIGHTS: Record<string, number> = { gpu_count: 3, cpu_cores: 1, ram_gb: 1, vram_gb: 1 };
const NUMERIC_WEIGHT = 0.25;
const OTHER_WEIGHT = 0.25;

function asNumber(v: string | string[] | undefined): number | null {
  return typeof v === "string" && /^\d{1,9}(\.\d+)?$/.test(v) ? Number(v) : null;
}

function sameValue(a: string | string[] | undefined, b: string | string[] | undefined): boolean {
  const norm = (v: string | string[] | undefined) => (Array.isArray(v) ? [...v].sort().join("\u0000") : (v ?? ""));
  return norm(a) === norm(b);
}

/**
 * How far apart two offers are in specification: sizes compare by ratio (8 vs 16 cores is as far as
 * 64 vs 128 GB), GPU count weighs most, CPU cores and RAM next; other differences (disk type,
 * bandwidth, protocols) add a little. 0 for the same specification.
 */
export function specDistance(a: Record<string, string | string[]>, b: Record<string, string | string[]>): number {
  let d = 0;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (key === "gpu_model") continue; // a hard rule in rankSimilar, not a distance
    const x = asNumber(a[key]);
    const y = asNumber(b[key]);
    const weight = SIZE_WEIGHTS[key] ?? NUMERIC_WEIGHT;
    if (x !== null && y !== null) d += weight * Math.abs(Math.log((x + 1) / (y + 1)));
    else if (!sameValue(a[key], b[key])) d += x !== null || y !== null ? weight : OTHER_WEIGHT;
  }
  return d;
}

/**
 * The offers most similar to `target` in specification, best first ("Compare with similar
 * offers"): the same GPU model first on GPU servers, then the nearest specification (GPU count, CPU
 * cores, RAM), then the nearest price, then uid for a stable order. The target itself is left out.
 */
export function rankSimilar(target: SimilarCandidate, candidates: readonly SimilarCandidate[], count: number): SimilarCandidate[] {
  const model = target.facets.gpu_model;
  const price = Math.max(1, target.monthlyPriceCents);
  return candidates
    .filter((c) => c.uid !== target.uid)
    .map((c) => ({
      c,
      otherModel: model !== undefined && !sameValue(c.facets.gpu_model, model) ? 1 : 0,
      distance: specDistance(target.facets, c.facets),
      priceGap: Math.abs(Math.log(Math.max(1, c.monthlyPriceCents) / price)),
    }))
    .sort((x, y) => x.otherModel - y.otherModel || x.distance - y.distance || x.priceGap - y.priceGap || x.c.uid.localeCompare(y.c.uid))
    .slice(0, count)
    .map((x) => x.c);
}
