/**
 * The performance targets and the PASS/FAIL verdict of one measured target. Pure, so the rules can
 * be unit-tested without a server.
 */

export const TARGETS = {
  /** Offer page req/s relative to the prerendered static page (/about), same run. */
  offerRatio: 0.9,
  /** Listing (plain and filtered) req/s relative to /about. */
  listingRatio: 0.5,
  /** Every HTML page, at 50 connections. */
  pageP99Ms: 100,
  /** GET /api/offers, judged on the large catalogue only. */
  apiP95Ms: 50,
  apiJudgedFromOffers: 100_000,
  /** Server CPU (front and Next together) per never-requested offer page (ADR 0015). */
  coldOfferCpuMs: 15,
  /** Server CPU per never-requested listing (ADR 0015). */
  coldListingCpuMs: 25,
  /** Memory soak: growth of the server's RSS (front and Next together) from the end of the warm-up to the end, % (a crawler must not make memory grow). */
  soakRssGrowthPct: 10,
} as const;

export type TargetKind = "baseline" | "offer" | "listing" | "filtered" | "api-hot" | "api-mixed" | "cold-offer" | "cold-listing" | "soak";

export type Measurement = {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  /** Connection errors and timeouts seen by the load generator. */
  errors: number;
  /** Server CPU ms per answer (front and Next together): the cold targets' criterion; null when unreadable. */
  serverCpuMsPerRequest?: number | null;
  /** Answers a cache served (x-micro-cache or x-nextjs-cache HIT/STALE): a cold target must have none. */
  cachedAnswers?: number;
  /** Memory soak: the server's RSS growth after the warm-up, % of the RSS at its end; null when unreadable. */
  rssGrowthPct?: number | null;
};

export type Verdict = {
  verdict: "PASS" | "FAIL" | "INFO";
  /** Ratio of req/s to the baseline's, or null without a usable baseline. */
  ratio: number | null;
  /** Human-readable checks, e.g. "ratio 0.95 ≥ 0.9", "p99 41.2 < 100 ms". */
  checks: string[];
  /** The checks that failed. */
  failures: string[];
};

/** req/s of a target divided by req/s of the baseline; null when either is missing or zero. */
export function ratioTo(rps: number, baselineRps: number | null | undefined): number | null {
  if (!baselineRps || !Number.isFinite(baselineRps) || baselineRps <= 0 || !Number.isFinite(rps)) return null;
  return rps / baselineRps;
}

/** What each kind is held to, for the table's "target" column. */
export function criterion(kind: TargetKind, catalogueOffers: number): string {
  switch (kind) {
    case "baseline":
      return `p99<${TARGETS.pageP99Ms}ms`;
    case "offer":
      return `ratio≥${TARGETS.offerRatio}, p99<${TARGETS.pageP99Ms}ms`;
    case "listing":
    case "filtered":
      return `ratio≥${TARGETS.listingRatio}, p99<${TARGETS.pageP99Ms}ms`;
    case "api-hot":
    case "api-mixed":
      return catalogueOffers >= TARGETS.apiJudgedFromOffers
        ? `p95<${TARGETS.apiP95Ms}ms`
        : `(p95<${TARGETS.apiP95Ms}ms judged at ${TARGETS.apiJudgedFromOffers / 1000}k)`;
    case "cold-offer":
      return `srv≤${TARGETS.coldOfferCpuMs}ms/page`;
    case "cold-listing":
      return `srv≤${TARGETS.coldListingCpuMs}ms/page`;
    case "soak":
      return `RSS growth≤${TARGETS.soakRssGrowthPct}% after warm-up`;
  }
}

/** The CPU bound of a cold kind (ms of server CPU per page). */
export function coldCpuLimitMs(kind: "cold-offer" | "cold-listing"): number {
  return kind === "cold-offer" ? TARGETS.coldOfferCpuMs : TARGETS.coldListingCpuMs;
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");

/**
 * Judges one target. Any non-2xx answer or connection error fails it (the numbers would not be of the
 * page we meant to measure). The API bound applies from 100,000 offers; below that the API row is
 * informational.
 */
export function judge(kind: TargetKind, m: Measurement, baseline: Measurement | null, catalogueOffers: number): Verdict {
  const checks: string[] = [];
  const failures: string[] = [];
  const check = (ok: boolean, text: string) => {
    checks.push(text);
    if (!ok) failures.push(text);
  };
  const isApi = kind === "api-hot" || kind === "api-mixed";
  const ratio = kind === "baseline" ? 1 : kind === "cold-offer" || kind === "cold-listing" || kind === "soak" ? null : ratioTo(m.rps, baseline?.rps);

  check(m.non2xx === 0, `non-2xx ${m.non2xx} = 0`);
  check(m.errors === 0, `errors ${m.errors} = 0`);

  // Cold renders: every answer rendered (no cache served it), at most the CPU bound per page.
  if (kind === "cold-offer" || kind === "cold-listing") {
    const limit = coldCpuLimitMs(kind);
    check((m.cachedAnswers ?? 0) === 0, `cached answers ${m.cachedAnswers ?? 0} = 0`);
    const cpu = m.serverCpuMsPerRequest;
    if (cpu === undefined || cpu === null || !Number.isFinite(cpu)) check(false, `server CPU n/a ≤ ${limit} ms/page`);
    else check(cpu <= limit, `server CPU ${fmt(cpu)} ≤ ${limit} ms/page`);
    return { verdict: failures.length ? "FAIL" : "PASS", ratio: null, checks, failures };
  }

  // Memory soak: the server's RSS at the end at most 10 % above its RSS at the end of the warm-up.
  if (kind === "soak") {
    const growth = m.rssGrowthPct;
    if (growth === undefined || growth === null || !Number.isFinite(growth)) check(false, `RSS growth n/a ≤ ${TARGETS.soakRssGrowthPct} %`);
    else check(growth <= TARGETS.soakRssGrowthPct, `RSS growth ${fmt(growth)} ≤ ${TARGETS.soakRssGrowthPct} %`);
    return { verdict: failures.length ? "FAIL" : "PASS", ratio: null, checks, failures };
  }

  if (!isApi) check(m.p99 < TARGETS.pageP99Ms, `p99 ${fmt(m.p99)} < ${TARGETS.pageP99Ms} ms`);
  if (kind === "offer" || kind === "listing" || kind === "filtered") {
    const min = kind === "offer" ? TARGETS.offerRatio : TARGETS.listingRatio;
    if (ratio === null) check(false, `ratio n/a (no baseline) ≥ ${min}`);
    else check(ratio >= min, `ratio ${fmt(ratio, 2)} ≥ ${min}`);
  }

  let informational = false;
  if (isApi) {
    const text = `p95 ${fmt(m.p95)} < ${TARGETS.apiP95Ms} ms`;
    if (catalogueOffers >= TARGETS.apiJudgedFromOffers) check(m.p95 < TARGETS.apiP95Ms, text);
    else {
      checks.push(`${text} (info)`);
      informational = true;
    }
  }

  const verdict = failures.length ? "FAIL" : informational ? "INFO" : "PASS";
  return { verdict, ratio, checks, failures };
}
