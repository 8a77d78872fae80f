import {
  COLD_MARKER,
  coldWrkArgs,
  CRAWL_MARKER,
  crawlTotals,
  crawlWrkArgs,
  histogramQuantile,
  mergeHistograms,
  parseColdWrkOutput,
  parseCrawlProgress,
  parseCrawlWrkOutput,
  type CrawlThread,
} from "@/bench/lib/wrk";

const headers = { "user-agent": "marketplace-bench", "accept-encoding": "gzip" };

describe("coldWrkArgs (bench/wrk-cold.lua)", () => {
  const base = { origin: "http://127.0.0.1:4000", maxSeconds: 90.2, timeoutSeconds: 60, headers, script: "/b/wrk-cold.lua", queueDir: "/tmp/q" };
  it("runs one thread per connection, the queue directory and every path after --", () => {
    expect(coldWrkArgs({ ...base, paths: ["/a", "/b", "/c"], connections: 8 })).toEqual([
      "-t3", "-c3", "-d91s", "--timeout", "60s",
      "-H", "user-agent: marketplace-bench", "-H", "accept-encoding: gzip",
      "-s", "/b/wrk-cold.lua", "http://127.0.0.1:4000/a", "--", "/tmp/q", "/a", "/b", "/c",
    ]);
  });
  it("keeps at least one connection and refuses an empty list", () => {
    expect(coldWrkArgs({ ...base, paths: ["/a"], connections: 0 }).slice(0, 2)).toEqual(["-t1", "-c1"]);
    expect(() => coldWrkArgs({ ...base, paths: [], connections: 1 })).toThrow(/no path/);
  });
});

describe("parseColdWrkOutput (the line bench/wrk-cold.lua prints when done)", () => {
  const requests = [{ path: "/a", status: 200, us: 91_000, bytes: 12_100, cache: "x-micro-cache=MISS;", t0: 10, t1: 91_010 }];
  it("reads the answers, the lost paths and wrk's CPU time", () => {
    const out = `bench-cold-thread-done\nbench-cold-thread-done\n${COLD_MARKER}${JSON.stringify({ requests, failed: ["/b"], cpuTicks: 7 })}\n`;
    expect(parseColdWrkOutput(out)).toEqual({ requests, failed: ["/b"], loadgenCpuMs: 70 });
  });
  it("takes the last report line and leaves CPU unknown when /proc was not readable", () => {
    const out = `${COLD_MARKER}${JSON.stringify({ requests: [], failed: [], cpuTicks: 1 })}\n${COLD_MARKER}${JSON.stringify({ requests, failed: [], cpuTicks: null })}`;
    expect(parseColdWrkOutput(out)).toEqual({ requests, failed: [], loadgenCpuMs: null });
  });
  it("throws without a report line or when it lacks its lists", () => {
    expect(() => parseColdWrkOutput("Running 90s test")).toThrow(/no "bench-cold-json" line/);
    expect(() => parseColdWrkOutput(`${COLD_MARKER}${JSON.stringify({ requests })}`)).toThrow(/lacks requests or failed/);
  });
});

describe("crawlWrkArgs (bench/wrk-crawl.lua)", () => {
  it("names the paths file and the thread count instead of the paths, one thread per connection", () => {
    expect(crawlWrkArgs({ origin: "http://127.0.0.1:4000", pathsFile: "/tmp/s/crawl.txt", connections: 8, durationSeconds: 660.4, timeoutSeconds: 60, headers, script: "/b/wrk-crawl.lua" })).toEqual([
      "-t8", "-c8", "-d661s", "--timeout", "60s",
      "-H", "user-agent: marketplace-bench", "-H", "accept-encoding: gzip",
      "-s", "/b/wrk-crawl.lua", "http://127.0.0.1:4000/", "--", "/tmp/s/crawl.txt", "8",
    ]);
  });
});

describe("crawl histograms", () => {
  it("adds up the threads' 'ms:count' histograms", () => {
    expect(mergeHistograms(["100:2,250:1", "", "100:1,90:4"])).toEqual(new Map([[100, 3], [250, 1], [90, 4]]));
  });
  it("takes nearest-rank quantiles from a histogram, NaN when empty", () => {
    const h = new Map([[90, 4], [100, 3], [250, 1], [3000, 2]]); // 10 answers
    expect(histogramQuantile(h, 0.5)).toBe(100);
    expect(histogramQuantile(h, 0.4)).toBe(90);
    expect(histogramQuantile(h, 0.8)).toBe(250);
    expect(histogramQuantile(h, 0.95)).toBe(3000);
    expect(Number.isNaN(histogramQuantile(new Map(), 0.5))).toBe(true);
  });
});

const thread = (id: number, p: Partial<CrawlThread> = {}): CrawlThread => ({
  id, paths: 10, crawled: 0, recrawled: 0, passes: 0, non2xx: 0, s2xx: 0, s3xx: 0, s4xx: 0, s5xx: 0, cached: 0, bytes: 0, lost: 0,
  firstUsSum: 0, firstUsMax: 0, laterUsSum: 0, laterUsMax: 0, firstHist: "", ...p,
});
const errors = { connect: 0, read: 0, write: 0, status: 1, timeout: 0 };

describe("parseCrawlWrkOutput and crawlTotals (the line bench/wrk-crawl.lua prints when done)", () => {
  const threads = [
    thread(1, { crawled: 10, recrawled: 5, passes: 1, s2xx: 14, non2xx: 1, s4xx: 1, cached: 1, bytes: 150_000, firstUsSum: 1_000_000, firstUsMax: 300_000, laterUsSum: 10_000, laterUsMax: 4_000, firstHist: "90:6,100:3,300:1" }),
    thread(2, { crawled: 6, lost: 1, s2xx: 6, bytes: 72_000, firstUsSum: 600_000, firstUsMax: 150_000, firstHist: "90:2,100:2,150:2" }),
  ];
  it("adds up the threads: first pass, later passes, statuses, latency", () => {
    const out = `Running 11m test\nbench-crawl-progress 1 10 5 1\n${CRAWL_MARKER}${JSON.stringify({ threads, errors, durationUs: 600_500_000, cpuTicks: 1234 })}\n`;
    const run = parseCrawlWrkOutput(out);
    expect(run).toMatchObject({
      paths: 20,
      crawled: 16,
      recrawled: 5,
      threadsDone: 1,
      threads: 2,
      non2xx: 1,
      statuses: { "2xx": 20, "3xx": 0, "4xx": 1, "5xx": 0 },
      cached: 1,
      bytes: 222_000,
      lost: 1,
      errors,
      durationSeconds: 600.5,
      loadgenCpuMs: 12_340,
    });
    expect(run.first).toEqual({ meanMs: 100, p50Ms: 90, p95Ms: 300, maxMs: 300 });
    expect(run.later).toEqual({ meanMs: 2, maxMs: 4 });
  });
  it("gives no latency for a pass without answers, and counts a thread with no paths as done", () => {
    const run = crawlTotals([thread(1, { paths: 0 })], errors, 1, null);
    expect(run.threadsDone).toBe(1);
    expect(Number.isNaN(run.first.meanMs) && Number.isNaN(run.first.p50Ms) && Number.isNaN(run.later.maxMs)).toBe(true);
  });
  it("throws without a report line or with a malformed one", () => {
    expect(() => parseCrawlWrkOutput("bench-crawl-progress 1 2 0 0")).toThrow(/no "bench-crawl-json" line/);
    expect(() => parseCrawlWrkOutput(`${CRAWL_MARKER}{oops`)).toThrow(/not JSON/);
    expect(() => parseCrawlWrkOutput(`${CRAWL_MARKER}${JSON.stringify({ threads, errors })}`)).toThrow(/lacks/);
  });
});

describe("parseCrawlProgress", () => {
  it("reads a thread's running counts", () => {
    expect(parseCrawlProgress("bench-crawl-progress 3 1200 40 2\n")).toEqual({ thread: 3, crawled: 1200, recrawled: 40, non2xx: 2 });
  });
  it("ignores other lines", () => {
    expect(parseCrawlProgress("bench-crawl-pass-done 3 1")).toBeNull();
    expect(parseCrawlProgress("bench-crawl-progress 3 x 0 0")).toBeNull();
  });
});
