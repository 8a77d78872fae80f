/**
 * wrk (Debian's `apt-get install -y wrk`, C) as the benchmark's load generator: finding it, its
 * command line, and reading the JSON line its script (bench/wrk-report.lua) prints when done.
 *
 * Why wrk: on the 2-core machines the bench runs on, the JavaScript generator (autocannon) spends
 * more CPU per answer than the server's micro-cache front does to send it, and more the heavier the
 * answer (it reads every byte in JavaScript). On the listing pages (~20 kB gzipped) the autocannon
 * processes used 130–150 % of a core while the server used ~50 %, so req/s followed answer size, not
 * server cost. wrk reads answers in C with no per-answer script, at a fraction of that CPU.
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import path from "node:path";

export const WRK_MARKER = "bench-wrk-json ";
/** USER_HZ: clock ticks per second of /proc/<pid>/stat, 100 on every mainstream Linux build. */
const TICKS_PER_SECOND = 100;

/** The wrk executable: /usr/bin/wrk, else the first `wrk` on PATH; null when there is none. */
export function findWrk(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = ["/usr/bin/wrk", ...(env.PATH ?? "").split(path.delimiter).filter(Boolean).map((d) => path.join(d, "wrk"))];
  for (const file of candidates) {
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not there
    }
  }
  return null;
}

/**
 * The wrk executable, installing Debian's package first when there is none and this process may
 * (root, apt-get present): `apt-get install -y wrk`, after `apt-get update` if the first attempt
 * fails. null, with the reason told through `log`, when it is still missing.
 */
export function ensureWrk(log: (text: string) => void, env: NodeJS.ProcessEnv = process.env): string | null {
  const found = findWrk(env);
  if (found) return found;
  const apt = ["/usr/bin/apt-get", "/bin/apt-get"].find((f) => {
    try {
      accessSync(f, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
  if (process.getuid?.() !== 0 || !apt) {
    log(`wrk is not installed and this process cannot install it (${apt ? "not root" : "no apt-get"}): run \`apt-get install -y wrk\` as root.`);
    return null;
  }
  const aptEnv = { ...env, DEBIAN_FRONTEND: "noninteractive" };
  const install = () => spawnSync(apt, ["install", "-y", "--no-install-recommends", "wrk"], { stdio: ["ignore", "ignore", "pipe"], env: aptEnv, timeout: 300_000 });
  log("wrk is not installed: apt-get install -y wrk ...");
  let result = install();
  if (result.status !== 0) {
    spawnSync(apt, ["update"], { stdio: "ignore", env: aptEnv, timeout: 300_000 });
    result = install();
  }
  const installed = findWrk(env);
  if (!installed) log(`apt-get install -y wrk failed (exit ${result.status}): ${String(result.stderr ?? "").trim().split("\n").pop() ?? ""}`);
  return installed;
}

/**
 * wrk's arguments: two threads (one per core of the bench machine, the connections split between
 * them), every header sent as the autocannon workers send it, and every path after `--` when there
 * are several (requested round-robin by the script).
 */
export function wrkArgs(options: {
  origin: string;
  paths: string[];
  connections: number;
  durationSeconds: number;
  timeoutSeconds: number;
  headers: Record<string, string>;
  script: string;
  threads?: number;
}): string[] {
  const { origin, paths, connections, durationSeconds, timeoutSeconds, headers, script } = options;
  if (!paths.length) throw new Error("wrk: no path to request");
  const threads = Math.max(1, Math.min(options.threads ?? 2, connections));
  return [
    `-t${threads}`,
    `-c${connections}`,
    `-d${durationSeconds}s`,
    "--latency",
    "--timeout",
    `${timeoutSeconds}s`,
    ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    "-s",
    script,
    origin + paths[0],
    ...(paths.length > 1 ? ["--", ...paths] : []),
  ];
}

export type WrkRun = {
  completed: number;
  durationSeconds: number;
  /** Answers with status 400 or above (wrk does not tell 2xx from 3xx). */
  non2xx: number;
  /** Connect, read and write errors. */
  errors: number;
  timeouts: number;
  /** Bytes read, headers and bodies. */
  bytes: number;
  /** CPU time of the wrk process (all threads); null when it could not be read. */
  loadgenCpuMs: number | null;
  latencyMs: { mean: number; p50: number; p95: number; p99: number; max: number };
};

type WrkLine = {
  durationUs: number;
  requests: number;
  bytes: number;
  errors: { connect: number; read: number; write: number; status: number; timeout: number };
  latencyUs: { mean: number | null; p50: number | null; p95: number | null; p99: number | null; max: number | null };
  cpuTicks: number | null;
};

const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const ms = (us: number | null | undefined) => (isNumber(us) ? us / 1000 : Number.NaN);

/**
 * The payload (after `marker`) of the last line of wrk's stdout that starts with it; throws, naming
 * the script that prints it, when there is none.
 */
function lastMarked(stdout: string, marker: string, script: string): string {
  const line = stdout
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.startsWith(marker))
    .pop();
  if (!line) throw new Error(`wrk printed no "${marker.trim()}" line (was it run with -s ${script}?)`);
  return line.slice(marker.length);
}

/** Reads the last "bench-wrk-json {…}" line of wrk's stdout; throws when there is none or it is malformed. */
export function parseWrkOutput(stdout: string): WrkRun {
  const payload = lastMarked(stdout, WRK_MARKER, "bench/wrk-report.lua");
  let raw: WrkLine;
  try {
    raw = JSON.parse(payload) as WrkLine;
  } catch (error) {
    throw new Error(`wrk's report line is not JSON: ${(error as Error).message}`);
  }
  const e = raw?.errors;
  if (!isNumber(raw?.durationUs) || raw.durationUs <= 0 || !isNumber(raw.requests) || !isNumber(raw.bytes) || !e || ![e.connect, e.read, e.write, e.status, e.timeout].every(isNumber)) {
    throw new Error(`wrk's report line lacks durationUs, requests, bytes or errors: ${WRK_MARKER}${payload}`);
  }
  const l = raw.latencyUs ?? { mean: null, p50: null, p95: null, p99: null, max: null };
  // With no completed answer wrk's histogram reports its empty extremes: no latency then.
  const none = raw.requests === 0;
  return {
    completed: raw.requests,
    durationSeconds: raw.durationUs / 1e6,
    non2xx: e.status,
    errors: e.connect + e.read + e.write,
    timeouts: e.timeout,
    bytes: raw.bytes,
    loadgenCpuMs: isNumber(raw.cpuTicks) ? (raw.cpuTicks * 1000) / TICKS_PER_SECOND : null,
    latencyMs: {
      mean: none ? Number.NaN : ms(l.mean),
      p50: none ? Number.NaN : ms(l.p50),
      p95: none ? Number.NaN : ms(l.p95),
      p99: none ? Number.NaN : ms(l.p99),
      max: none ? Number.NaN : ms(l.max),
    },
  };
}

/**
 * wrk's arguments for a cold target (bench/wrk-cold.lua): one thread per connection, every path once
 * from the shared queue in `queueDir`, `maxSeconds` as wrk's duration (the bench ends it with SIGINT
 * as soon as every thread has run out of paths).
 */
export function coldWrkArgs(options: {
  origin: string;
  paths: string[];
  connections: number;
  maxSeconds: number;
  timeoutSeconds: number;
  headers: Record<string, string>;
  script: string;
  queueDir: string;
}): string[] {
  const { origin, paths, connections, maxSeconds, timeoutSeconds, headers, script, queueDir } = options;
  if (!paths.length) throw new Error("wrk: no path to request");
  const c = Math.max(1, Math.min(connections, paths.length));
  return [
    `-t${c}`,
    `-c${c}`,
    `-d${Math.ceil(maxSeconds)}s`,
    "--timeout",
    `${timeoutSeconds}s`,
    ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    "-s",
    script,
    origin + paths[0],
    "--",
    queueDir,
    ...paths,
  ];
}

export const COLD_MARKER = "bench-cold-json ";
export const COLD_THREAD_DONE = "bench-cold-thread-done";

/** One answered request of a cold target, as bench/wrk-cold.lua reports it (times in µs, CLOCK_MONOTONIC). */
export type ColdAnswer = { path: string; status: number; us: number; bytes: number; cache: string; t0: number; t1: number };
export type ColdWrkRun = { requests: ColdAnswer[]; failed: string[]; loadgenCpuMs: number | null };

/** Reads the last "bench-cold-json {…}" line of wrk's stdout. */
export function parseColdWrkOutput(stdout: string): ColdWrkRun {
  const payload = lastMarked(stdout, COLD_MARKER, "bench/wrk-cold.lua");
  const raw = JSON.parse(payload) as { requests?: ColdAnswer[]; failed?: string[]; cpuTicks?: number | null };
  if (!Array.isArray(raw.requests) || !Array.isArray(raw.failed)) throw new Error(`wrk's cold report lacks requests or failed: ${payload.slice(0, 200)}`);
  return { requests: raw.requests, failed: raw.failed, loadgenCpuMs: isNumber(raw.cpuTicks) ? (raw.cpuTicks * 1000) / TICKS_PER_SECOND : null };
}

/**
 * wrk's arguments for the memory soak's crawl (bench/wrk-crawl.lua): one thread per connection,
 * thread k of T taking lines k, k + T, … of `pathsFile` (the paths are read from the file, not
 * passed: 100,000 of them would not fit a command line), `durationSeconds` as wrk's duration.
 */
export function crawlWrkArgs(options: {
  origin: string;
  pathsFile: string;
  connections: number;
  durationSeconds: number;
  timeoutSeconds: number;
  headers: Record<string, string>;
  script: string;
}): string[] {
  const { origin, pathsFile, durationSeconds, timeoutSeconds, headers, script } = options;
  const c = Math.max(1, Math.floor(options.connections));
  return [
    `-t${c}`,
    `-c${c}`,
    `-d${Math.max(1, Math.ceil(durationSeconds))}s`,
    "--timeout",
    `${timeoutSeconds}s`,
    ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    "-s",
    script,
    `${origin}/`,
    "--",
    pathsFile,
    String(c),
  ];
}

export const CRAWL_MARKER = "bench-crawl-json ";
export const CRAWL_PROGRESS = "bench-crawl-progress ";

/** One crawl thread's counts, as bench/wrk-crawl.lua reports them (µs; `firstHist` "ms:count,…" of first-pass answers). */
export type CrawlThread = {
  id: number;
  paths: number;
  crawled: number;
  recrawled: number;
  passes: number;
  non2xx: number;
  s2xx: number;
  s3xx: number;
  s4xx: number;
  s5xx: number;
  cached: number;
  bytes: number;
  lost: number;
  firstUsSum: number;
  firstUsMax: number;
  laterUsSum: number;
  laterUsMax: number;
  firstHist: string;
};

/** A crawl's totals: first pass (never-requested pages) and later passes, with the first pass's latency histogram merged. */
export type CrawlRun = {
  paths: number;
  /** First-pass answers: distinct pages crawled. */
  crawled: number;
  /** Answers of later (warm) passes. */
  recrawled: number;
  /** Threads that finished their share of the first pass. */
  threadsDone: number;
  threads: number;
  non2xx: number;
  statuses: { "2xx": number; "3xx": number; "4xx": number; "5xx": number };
  cached: number;
  bytes: number;
  /** Requests sent without an answer (socket errors; wrk reconnected). */
  lost: number;
  errors: { connect: number; read: number; write: number; status: number; timeout: number };
  durationSeconds: number;
  loadgenCpuMs: number | null;
  /** First-pass response times (ms), from the whole-ms histogram: p50/p95 are bucket floors. */
  first: { meanMs: number; p50Ms: number; p95Ms: number; maxMs: number };
  later: { meanMs: number; maxMs: number };
};

/** "ms:count,…" histograms added up. */
export function mergeHistograms(hists: string[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const h of hists) {
    for (const pair of h.split(",")) {
      if (!pair) continue;
      const [ms, n] = pair.split(":").map(Number);
      if (Number.isFinite(ms) && Number.isFinite(n)) out.set(ms, (out.get(ms) ?? 0) + n);
    }
  }
  return out;
}

/** The q-quantile (0..1) of a histogram: the smallest bucket whose cumulative count reaches q of the total; NaN when empty. */
export function histogramQuantile(hist: Map<number, number>, q: number): number {
  const total = [...hist.values()].reduce((a, b) => a + b, 0);
  if (!total) return Number.NaN;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const [ms, n] of [...hist].sort((a, b) => a[0] - b[0])) {
    seen += n;
    if (seen >= rank) return ms;
  }
  return Number.NaN;
}

/** Reads the last "bench-crawl-json {…}" line of wrk's stdout and adds up its threads. */
export function parseCrawlWrkOutput(stdout: string): CrawlRun {
  const payload = lastMarked(stdout, CRAWL_MARKER, "bench/wrk-crawl.lua");
  let raw: { threads?: CrawlThread[]; errors?: CrawlRun["errors"]; durationUs?: number; cpuTicks?: number | null };
  try {
    raw = JSON.parse(payload) as typeof raw;
  } catch (error) {
    throw new Error(`wrk's crawl report is not JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(raw.threads) || !raw.errors || !isNumber(raw.durationUs)) throw new Error(`wrk's crawl report lacks threads, errors or durationUs: ${payload.slice(0, 200)}`);
  return crawlTotals(raw.threads, raw.errors, raw.durationUs / 1e6, isNumber(raw.cpuTicks) ? (raw.cpuTicks * 1000) / TICKS_PER_SECOND : null);
}

/** Adds up the threads' counts (also used by the fetch fallback of bench/lib/soak.ts). */
export function crawlTotals(threads: CrawlThread[], errors: CrawlRun["errors"], durationSeconds: number, loadgenCpuMs: number | null): CrawlRun {
  const sum = (k: keyof Omit<CrawlThread, "firstHist">) => threads.reduce((n, t) => n + (t[k] ?? 0), 0);
  const crawled = sum("crawled");
  const recrawled = sum("recrawled");
  const hist = mergeHistograms(threads.map((t) => t.firstHist ?? ""));
  return {
    paths: sum("paths"),
    crawled,
    recrawled,
    threadsDone: threads.filter((t) => t.passes > 0 || t.paths === 0).length,
    threads: threads.length,
    non2xx: sum("non2xx"),
    statuses: { "2xx": sum("s2xx"), "3xx": sum("s3xx"), "4xx": sum("s4xx"), "5xx": sum("s5xx") },
    cached: sum("cached"),
    bytes: sum("bytes"),
    lost: sum("lost"),
    errors,
    durationSeconds,
    loadgenCpuMs,
    first: {
      meanMs: crawled ? sum("firstUsSum") / crawled / 1000 : Number.NaN,
      p50Ms: histogramQuantile(hist, 0.5),
      p95Ms: histogramQuantile(hist, 0.95),
      maxMs: crawled ? Math.max(...threads.map((t) => t.firstUsMax)) / 1000 : Number.NaN,
    },
    later: {
      meanMs: recrawled ? sum("laterUsSum") / recrawled / 1000 : Number.NaN,
      maxMs: recrawled ? Math.max(...threads.map((t) => t.laterUsMax)) / 1000 : Number.NaN,
    },
  };
}

/** A "bench-crawl-progress <thread> <first-pass> <later> <non-2xx>" line, or null for any other line. */
export function parseCrawlProgress(line: string): { thread: number; crawled: number; recrawled: number; non2xx: number } | null {
  const m = /^bench-crawl-progress (\d+) (\d+) (\d+) (\d+)\s*$/.exec(line.trim());
  return m ? { thread: Number(m[1]), crawled: Number(m[2]), recrawled: Number(m[3]), non2xx: Number(m[4]) } : null;
}
