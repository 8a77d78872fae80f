import { aggregateColdAnswers, COLD_CONCURRENCY, halves } from "@/bench/lib/cold";
import type { ColdAnswer } from "@/bench/lib/wrk";

describe("halves (the cold runs' URLs: even positions at 1 concurrent request, odd ones at 8)", () => {
  it("splits by position, so interleaved products and variants reach both runs", () => {
    expect(halves(["a0", "b0", "a1", "b1", "a2"])).toEqual([["a0", "a1", "a2"], ["b0", "b1"]]);
  });
  it("never puts a URL in both halves, and loses none", () => {
    const urls = Array.from({ length: 101 }, (_, i) => `/u/${i}`);
    const [one, eight] = halves(urls);
    expect(one.length + eight.length).toBe(101);
    expect(new Set([...one, ...eight]).size).toBe(101);
  });
  it("gives two empty halves for no URL and one for a single URL", () => {
    expect(halves([])).toEqual([[], []]);
    expect(halves(["/x"])).toEqual([["/x"], []]);
  });
  it("runs at 1 then 8 concurrent requests", () => expect([...COLD_CONCURRENCY]).toEqual([1, 8]));
});

const answer = (path: string, p: Partial<ColdAnswer> = {}): ColdAnswer => ({ path, status: 200, us: 100_000, bytes: 12_000, cache: "", t0: 0, t1: 100_000, ...p });

describe("aggregateColdAnswers (a cold run's figures from wrk-cold.lua's answers)", () => {
  const answers = [
    answer("/b", { t0: 2_000_000, t1: 2_250_000, us: 250_000, bytes: 13_050, cache: "x-micro-cache=MISS;" }),
    answer("/a", { t0: 1_000_000, t1: 1_080_000, us: 80_000, bytes: 11_950 }),
    answer("/c", { t0: 3_000_000, t1: 3_120_000, us: 120_000, status: 404, bytes: 3_000, cache: "x-micro-cache=HIT;" }),
    answer("/d", { t0: 4_000_000, t1: 4_500_000, us: 500_000, status: 200, bytes: 12_000, cache: "x-micro-cache=MISS;x-nextjs-cache=STALE;" }),
  ];
  const r = aggregateColdAnswers(answers, { startedUs: 0, endedUs: 9_000_000 });

  it("counts statuses, non-2xx answers and answers a cache served (HIT or STALE, not MISS)", () => {
    expect(r.n).toBe(4);
    expect(r.statuses).toEqual({ 200: 3, 404: 1 });
    expect(r.non2xx).toBe(1);
    expect(r.cachedAnswers).toBe(2);
  });
  it("times the run from the first request sent to the last answer, not the span around it", () => {
    expect(r.firstSent).toBe(1_000_000);
    expect(r.lastAnswer).toBe(4_500_000);
    expect(r.durationSeconds).toBeCloseTo(3.5);
  });
  it("takes exact percentiles of the per-request times (ms) and bytes per page", () => {
    expect(r.latencyMs).toMatchObject({ count: 4, p50: 120, p95: 500, max: 500 });
    expect(r.latencyMs.mean).toBeCloseTo(237.5);
    expect(r.bytesPerPage).toBe(10_000);
  });
  it("names the three slowest pages and lists every answer in the order sent", () => {
    expect(r.slowest).toEqual([
      { path: "/d", ms: 500 },
      { path: "/b", ms: 250 },
      { path: "/c", ms: 120 },
    ]);
    expect(r.ordered.map((a) => a.path)).toEqual(["/a", "/b", "/c", "/d"]);
    expect(r.ordered[1]).toEqual({ path: "/b", status: 200, ms: 250, kB: 13.1 });
  });
  it("falls back to the run's span and gives no size or latency without an answer", () => {
    const empty = aggregateColdAnswers([], { startedUs: 5_000_000, endedUs: 7_000_000 });
    expect(empty).toMatchObject({ n: 0, non2xx: 0, cachedAnswers: 0, firstSent: 5_000_000, lastAnswer: 7_000_000, bytesPerPage: null, slowest: [], ordered: [] });
    expect(empty.durationSeconds).toBeCloseTo(2);
    expect(Number.isNaN(empty.latencyMs.p50)).toBe(true);
  });
});
