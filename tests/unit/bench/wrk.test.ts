import { parseWrkOutput, WRK_MARKER, wrkArgs } from "@/bench/lib/wrk";

const report = {
  durationUs: 10_004_512,
  requests: 20_000,
  bytes: 480_000_000,
  errors: { connect: 0, read: 1, write: 2, status: 3, timeout: 4 },
  latencyUs: { mean: 12_345.678, p50: 11_000, p95: 20_000, p99: 31_500, max: 90_001 },
  cpuTicks: 450,
};
const wrkText = [
  "Running 10s test @ http://127.0.0.1:3000/servers/x",
  "  2 threads and 50 connections",
  "Requests/sec:   1999.10",
  "Transfer/sec:     45.76MB",
].join("\n");

describe("parseWrkOutput (the line bench/wrk-report.lua prints when done)", () => {
  it("reads counts, duration, errors, latency in ms and wrk's CPU time", () => {
    const run = parseWrkOutput(`${wrkText}\n${WRK_MARKER}${JSON.stringify(report)}\n`);
    expect(run).toEqual({
      completed: 20_000,
      durationSeconds: 10.004512,
      non2xx: 3,
      errors: 3,
      timeouts: 4,
      bytes: 480_000_000,
      loadgenCpuMs: 4500,
      latencyMs: { mean: 12.345678, p50: 11, p95: 20, p99: 31.5, max: 90.001 },
    });
  });
  it("takes the last report line and leaves CPU unknown when /proc was not readable", () => {
    const first = `${WRK_MARKER}${JSON.stringify({ ...report, requests: 1 })}`;
    const run = parseWrkOutput(`${first}\n${WRK_MARKER}${JSON.stringify({ ...report, cpuTicks: null })}`);
    expect(run.completed).toBe(20_000);
    expect(run.loadgenCpuMs).toBeNull();
  });
  it("gives no latency when nothing was answered", () => {
    const run = parseWrkOutput(`${WRK_MARKER}${JSON.stringify({ ...report, requests: 0, latencyUs: { mean: 0, p50: 0, p95: 0, p99: 0, max: 0 } })}`);
    expect(run.completed).toBe(0);
    expect(Number.isNaN(run.latencyMs.p99)).toBe(true);
  });
  it("throws without a report line or with a malformed one", () => {
    expect(() => parseWrkOutput(wrkText)).toThrow(/no "bench-wrk-json" line/);
    expect(() => parseWrkOutput(`${WRK_MARKER}{not json`)).toThrow(/not JSON/);
    expect(() => parseWrkOutput(`${WRK_MARKER}${JSON.stringify({ ...report, durationUs: 0 })}`)).toThrow(/lacks/);
    expect(() => parseWrkOutput(`${WRK_MARKER}${JSON.stringify({ ...report, errors: undefined })}`)).toThrow(/lacks/);
  });
});

describe("wrkArgs", () => {
  const base = { origin: "http://127.0.0.1:4000", connections: 50, durationSeconds: 10, timeoutSeconds: 10, headers: { "user-agent": "marketplace-bench", "accept-encoding": "gzip" }, script: "/b/wrk-report.lua" };
  it("loads one URL as a static request with the bench's headers", () => {
    expect(wrkArgs({ ...base, paths: ["/about"] })).toEqual([
      "-t2", "-c50", "-d10s", "--latency", "--timeout", "10s",
      "-H", "user-agent: marketplace-bench", "-H", "accept-encoding: gzip",
      "-s", "/b/wrk-report.lua", "http://127.0.0.1:4000/about",
    ]);
  });
  it("passes several paths to the script after --, and never more threads than connections", () => {
    const args = wrkArgs({ ...base, connections: 1, paths: ["/api/offers?page=1", "/api/offers?page=2"] });
    expect(args[0]).toBe("-t1");
    expect(args.slice(-4)).toEqual(["http://127.0.0.1:4000/api/offers?page=1", "--", "/api/offers?page=1", "/api/offers?page=2"]);
  });
});
