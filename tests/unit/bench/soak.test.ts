import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { crawlRate, growthPct, parseHeapReadings, readHeap, sumHeap, judgeSoak, rssSeries, sampleNextMb, sampleTotalMb, soakSampleSeconds, soakSeries, soakWarmupSeconds, type RssSample } from "@/bench/lib/soak";
import { parseVmRssMb } from "@/bench/lib/server";
import { criterion, judge, TARGETS } from "@/bench/lib/verdict";

const next = (pid: number, rssMb: number) => ({ pid, name: "next-server (v16.4.6)", rssMb });
const sample = (t: number, front: number | null, nexts: number[], crawled = t * 10): RssSample => ({ t, front, next: nexts.map((mb, i) => next(100 + i, mb)), crawled, recrawled: 0 });

describe("soak timing", () => {
  it("warms up for 2 minutes, 10 % of a run over 20 minutes, a fifth of a shorter --quick run", () => {
    expect(soakWarmupSeconds(600)).toBe(120);
    expect(soakWarmupSeconds(900)).toBe(120);
    expect(soakWarmupSeconds(3600)).toBe(360);
    expect(soakWarmupSeconds(60)).toBe(12);
  });
  it("samples every 10 s, or six times in a run under a minute", () => {
    expect(soakSampleSeconds(600)).toBe(10);
    expect(soakSampleSeconds(30)).toBe(5);
    expect(soakSampleSeconds(3)).toBe(1);
  });
});

describe("RSS growth", () => {
  it("is the change from the end of the warm-up to the end, in %", () => {
    expect(growthPct(500, 550)).toBeCloseTo(10);
    expect(growthPct(500, 450)).toBeCloseTo(-10);
    expect(growthPct(null, 550)).toBeNull();
    expect(growthPct(0, 550)).toBeNull();
  });
  it("sums the Next.js processes, and the front with them", () => {
    const s = sample(0, 100, [300, 250]);
    expect(sampleNextMb(s)).toBe(550);
    expect(sampleTotalMb(s)).toBe(650);
    expect(sampleNextMb(sample(0, 100, []))).toBeNull();
    expect(sampleTotalMb(sample(0, null, [300]))).toBeNull();
  });

  const samples = [sample(0, 100, [190]), sample(60, 110, [600]), sample(120, 105, [700]), sample(300, 104, [760]), sample(600, 106, [740])];
  it("takes the first sample at or after the warm-up, the last one, and the maxima", () => {
    const s = rssSeries("server", samples, 120, sampleTotalMb);
    expect(s).toMatchObject({ startMb: 290, warmupMb: 805, warmupAt: 120, endMb: 846, maxMb: 864, maxAfterWarmupMb: 864 });
    expect(s.growthPct).toBeCloseTo((846 / 805 - 1) * 100);
    // Between samples: the next one stands for the end of the warm-up.
    expect(rssSeries("server", samples, 100, sampleTotalMb)).toMatchObject({ warmupAt: 120, warmupMb: 805 });
  });
  it("cannot judge a run with no sample after the warm-up", () => {
    const s = rssSeries("server", samples.slice(0, 3), 120, sampleTotalMb);
    expect(s.warmupMb).toBe(805);
    expect(s.endMb).toBeNull();
    expect(s.growthPct).toBeNull();
    expect(rssSeries("server", samples, 900, sampleTotalMb)).toMatchObject({ warmupMb: null, growthPct: null, maxAfterWarmupMb: null });
  });
  it("lists the front, each Next.js process when there are several, their sum and the server", () => {
    const two = [sample(0, 100, [200, 210]), sample(120, 100, [400, 420]), sample(600, 100, [410, 500])];
    const { server, rows } = soakSeries(two, 120);
    expect(rows.map((r) => r.name)).toEqual([
      "front (scripts/serve.ts)",
      "next-server (v16.4.6) pid 100",
      "next-server (v16.4.6) pid 101",
      "Next.js processes together",
      "server (front + Next)",
    ]);
    expect(rows[4]).toBe(server);
    expect(rows.map((r) => r.growthPct === null ? null : Math.round(r.growthPct * 10) / 10)).toEqual([0, 2.5, 19, 11, 9.8]);
    expect(soakSeries(samples, 120).rows.map((r) => r.name)).toEqual(["front (scripts/serve.ts)", "next-server (v16.4.6)", "server (front + Next)"]);
  });
  it("reads the crawl rate between two samples", () => {
    expect(crawlRate(sample(120, 1, [1], 1200), sample(600, 1, [1], 6000))).toBe(10);
    expect(crawlRate(undefined, sample(600, 1, [1]))).toBeNull();
    expect(crawlRate(sample(600, 1, [1]), sample(600, 1, [1]))).toBeNull();
  });
});

describe("the soak's verdict (bench/lib/verdict.ts, kind soak)", () => {
  it("passes growth up to 10 % and fails above", () => {
    expect(judgeSoak({ non2xx: 0, errors: 0, growthPct: TARGETS.soakRssGrowthPct, pagesPerSecond: 9 }, 100_000).result.verdict).toBe("PASS");
    const v = judgeSoak({ non2xx: 0, errors: 0, growthPct: 10.4, pagesPerSecond: 9 }, 100_000);
    expect(v.result).toMatchObject({ verdict: "FAIL", ratio: null, failures: ["RSS growth 10.4 ≤ 10 %"] });
    expect(v.criterion).toBe("RSS growth≤10% after warm-up");
  });
  it("passes a shrinking server, fails an unknown growth, non-2xx answers and lost requests", () => {
    expect(judgeSoak({ non2xx: 0, errors: 0, growthPct: -3, pagesPerSecond: 9 }, 1200).result.verdict).toBe("PASS");
    expect(judgeSoak({ non2xx: 0, errors: 0, growthPct: null, pagesPerSecond: 9 }, 1200).result.failures).toEqual(["RSS growth n/a ≤ 10 %"]);
    expect(judgeSoak({ non2xx: 2, errors: 1, growthPct: 1, pagesPerSecond: 9 }, 1200).result.failures).toEqual(["non-2xx 2 = 0", "errors 1 = 0"]);
  });
  it("is a criterion of its own, not a throughput ratio", () => {
    expect(criterion("soak", 1200)).toBe("RSS growth≤10% after warm-up");
    expect(judge("soak", { rps: 1, p50: 1, p95: 1, p99: 500, non2xx: 0, errors: 0, rssGrowthPct: 5 }, null, 1200)).toMatchObject({ verdict: "PASS", ratio: null });
  });
});

describe("parseVmRssMb (/proc/<pid>/status)", () => {
  it("reads VmRSS in MB", () => {
    expect(parseVmRssMb("Name:\tnode\nVmPeak:\t 900000 kB\nVmRSS:\t  524288 kB\nRssAnon:\t 400000 kB\n")).toBe(512);
  });
  it("is null for a process without one (a zombie, a kernel thread)", () => expect(parseVmRssMb("Name:\tkthreadd\nState:\tS\n")).toBeNull());
});

describe("the heap probe (bench/heap-probe.mjs through readHeap)", () => {
  it("answers SIGUSR2 with what the process holds, after a full collection when asked", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "heap-probe-"));
    const file = path.join(dir, "heap.jsonl");
    // A process holding ~40 MB of garbage: a plain reading still counts it, one after a collection does not.
    const child = spawn(process.execPath, ["--expose-gc", "--import", pathToFileURL(path.join(process.cwd(), "bench/heap-probe.mjs")).href, "-e", "let junk = []; for (let i = 0; i < 400; i++) junk.push(new Array(12500).fill(i)); junk = null; console.log('ready'); setInterval(() => {}, 1000);"], {
      env: { ...process.env, BENCH_HEAP_PROBE_FILE: file },
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      await new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()));
      const plain = await readHeap(file, [child.pid!], false);
      const collected = await readHeap(file, [child.pid!], true);
      expect(plain).toHaveLength(1);
      expect(plain[0]).toMatchObject({ pid: child.pid, gc: false });
      expect(collected).toHaveLength(1);
      expect(collected[0].gc).toBe(true);
      expect(collected[0].heapUsedMb).toBeLessThan(plain[0].heapUsedMb);
      expect(collected[0].heapLimitMb).toBeGreaterThan(0);
      expect(collected[0].execArgv).toContain("--expose-gc");
      expect(sumHeap([plain[0], { ...plain[0], pid: 2 }])!.heapUsedMb).toBeCloseTo(2 * plain[0].heapUsedMb);
      expect(sumHeap([])).toBeNull();
    } finally {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 20_000);

  it("gives no reading without a probe file, and skips a line cut short", async () => {
    expect(await readHeap(null, [process.pid], true)).toEqual([]);
    expect(parseHeapReadings('{"pid":1,"heapUsedMb":2}\n{"pid":2,"heapU\n')).toEqual([{ pid: 1, heapUsedMb: 2 }]);
  });
});
