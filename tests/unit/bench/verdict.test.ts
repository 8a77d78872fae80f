import { judge, ratioTo, TARGETS, type Measurement } from "@/bench/lib/verdict";
import { percentile, summariseLatencies } from "@/bench/lib/stats";

const m = (rps: number, p: Partial<Measurement> = {}): Measurement => ({ rps, p50: 5, p95: 20, p99: 40, non2xx: 0, errors: 0, ...p });
const about = m(1000);

describe("ratioTo", () => {
  it("divides by the baseline's req/s", () => expect(ratioTo(950, 1000)).toBeCloseTo(0.95));
  it("is null without a usable baseline", () => {
    expect(ratioTo(950, null)).toBeNull();
    expect(ratioTo(950, 0)).toBeNull();
  });
});

describe("judge (targets of the catalogue pages)", () => {
  it("passes an offer page at 0.9 of the baseline with p99 under 100 ms", () => {
    expect(judge("offer", m(900), about, 1200)).toMatchObject({ verdict: "PASS", ratio: 0.9 });
  });
  it("fails an offer page below 0.9 but passes a listing at 0.5", () => {
    expect(judge("offer", m(899), about, 1200).verdict).toBe("FAIL");
    expect(judge("listing", m(500), about, 1200).verdict).toBe("PASS");
    expect(judge("filtered", m(499), about, 1200).verdict).toBe("FAIL");
  });
  it("fails a page whose p99 reaches the bound, whatever its ratio", () => {
    const v = judge("offer", m(2000, { p99: TARGETS.pageP99Ms }), about, 1200);
    expect(v.verdict).toBe("FAIL");
    expect(v.failures.join()).toMatch(/p99/);
  });
  it("fails any target with non-2xx answers or errors", () => {
    expect(judge("listing", m(900, { non2xx: 3 }), about, 1200).verdict).toBe("FAIL");
    expect(judge("baseline", m(900, { errors: 1 }), null, 1200).verdict).toBe("FAIL");
  });
  it("fails a ratio target when the baseline is missing", () => {
    expect(judge("offer", m(900), null, 1200)).toMatchObject({ verdict: "FAIL", ratio: null });
  });
  it("judges the API on p95 at 100,000 offers and only informs below", () => {
    expect(judge("api-hot", m(300, { p95: 49.9, p99: 500 }), about, 100_000).verdict).toBe("PASS");
    expect(judge("api-mixed", m(300, { p95: 50 }), about, 100_000).verdict).toBe("FAIL");
    expect(judge("api-mixed", m(300, { p95: 80 }), about, 1200).verdict).toBe("INFO");
  });
});

describe("latency percentiles (nearest rank)", () => {
  it("picks ranked values of the sorted list", () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1, unsorted
    expect(summariseLatencies(values)).toMatchObject({ count: 100, p50: 50, p95: 95, p99: 99, max: 100 });
  });
  it("handles one value and none", () => {
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});
