/**
 * Latency statistics of one load run. autocannon's own histogram reports p50/p90/p97.5/p99 but no
 * p95 (and rounds to whole milliseconds), so the load worker keeps every response time and the
 * percentiles are taken here, nearest-rank, on the raw values.
 */

export type LatencySummary = { count: number; mean: number; p50: number; p95: number; p99: number; max: number };

/** Nearest-rank percentile of values sorted ascending; NaN for an empty list. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  if (p <= 0) return sorted[0];
  if (p >= 100) return sorted[sorted.length - 1];
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function summariseLatencies(values: ArrayLike<number>): LatencySummary {
  const sorted = Float64Array.from(values).sort();
  let sum = 0;
  for (const v of sorted) sum += v;
  return {
    count: sorted.length,
    mean: sorted.length ? sum / sorted.length : Number.NaN,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
  };
}
