/**
 * The cold targets of `npm run bench` (ADR 0015): offer pages and listings that nobody requested
 * before, so neither the micro-cache front nor Next.js has them and every answer is a render. They
 * run on a fresh server (fresh catalogue) before anything else touches the catalogue pages.
 *
 * bench/prepare.ts picks the URLs (distinct, none requested by another target). The primer URLs go
 * first, one at a time and unmeasured: the first renders load the routes' code and compile it
 * (seconds of CPU, once per process), which is not what a page costs. Then each kind runs twice, on
 * disjoint halves of its URLs (even positions at 1 concurrent request, odd ones at 8), so no URL is
 * requested twice: wrk with bench/wrk-cold.lua, one thread per connection, each connection taking
 * the next unrequested path until all are answered. Without wrk a small fetch loop does the same.
 *
 * Reported per run: pages/s over the run (first request sent to last answer), p50/p95/max of the
 * pages' response times (exact, from each request's send and answer times), server CPU ms per page
 * (front and Next together, bench/lib/server.ts serverCpu, read 0.5 s after the last answer so the
 * cache writes that follow an answer are counted) and its split (front; Next's JavaScript thread;
 * Next's other threads: GC helpers, zlib), non-2xx answers, and answers a cache served (must be 0).
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { machineBusyCpuMs, serverCpu, sleep, type RunningServer } from "./server";
import { summariseLatencies, type LatencySummary } from "./stats";
import { criterion, judge, type Verdict } from "./verdict";
import { COLD_THREAD_DONE, coldWrkArgs, parseColdWrkOutput, type ColdAnswer, type ColdWrkRun } from "./wrk";

export type ColdKind = "cold-offer" | "cold-listing";

/** Concurrent requests of the two runs of each kind: one alone, and eight as a crawler sends them. */
export const COLD_CONCURRENCY = [1, 8] as const;
/** Seconds a cold page may take before the generator gives up on it. */
const COLD_TIMEOUT_SECONDS = 60;
/** Pause before and after each run: the server's work after its last answer (cache writes) is counted. */
const SETTLE_MS = 500;

export type ColdRun = {
  name: string;
  kind: ColdKind;
  concurrency: number;
  paths: string[];
  generator: "wrk" | "fetch";
  answered: number;
  /** Requests sent without an answer (socket errors). */
  failed: number;
  statuses: Record<string, number>;
  non2xx: number;
  /** Answers a cache served (x-micro-cache or x-nextjs-cache HIT or STALE). */
  cachedAnswers: number;
  durationSeconds: number;
  pagesPerSecond: number;
  latencyMs: LatencySummary;
  /** Body bytes per answer (gzip as sent with wrk; decoded with the fetch fallback). */
  bytesPerPage: number | null;
  serverCpuMsPerPage: number | null;
  frontCpuMsPerPage: number | null;
  nextMainCpuMsPerPage: number | null;
  nextOtherCpuMsPerPage: number | null;
  loadgenCpuMs: number | null;
  othersCpuPct: number | null;
  /** CLOCK_MONOTONIC µs (process.hrtime, V8's profile clock) from the first request to the settled end, and Next's JavaScript-thread CPU ms in it. */
  window: { fromUs: number; toUs: number; mainThreadMs: number | null };
  slowest: { path: string; ms: number }[];
  /** Every answer: path, HTTP status, response time (ms), body kB. */
  answers: { path: string; status: number; ms: number; kB: number }[];
  criterion: string;
  result: Verdict;
};

export type ColdPrimer = { requests: number; firstMs: number; meanMs: number; lastMs: number; statuses: number[] };

export type ColdResult = { primer: ColdPrimer; runs: ColdRun[] };

const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/** Splits URLs into the two runs' halves: even positions, odd positions (prepare.ts interleaves products and variants). */
export function halves<T>(items: T[]): [T[], T[]] {
  return [items.filter((_, i) => i % 2 === 0), items.filter((_, i) => i % 2 === 1)];
}

export async function runColdTargets(
  server: RunningServer,
  urls: { offers: string[]; listings: string[]; primer: string[] },
  opts: { wrk: string | null; wrkScript: string; workDir: string; headers: Record<string, string>; offers: number; log: (text: string) => void },
): Promise<ColdResult> {
  const primer = await prime(server.origin, urls.primer, opts.headers);
  if (primer.statuses.some((st) => st < 200 || st > 299)) opts.log(`  WARNING: primer URLs answered HTTP ${[...new Set(primer.statuses)].join("/")} (0 = no answer)`);
  opts.log(`  cold primer: ${primer.requests} URLs one at a time, first ${primer.firstMs.toFixed(0)} ms, mean ${primer.meanMs.toFixed(0)} ms, last ${primer.lastMs.toFixed(0)} ms, HTTP ${[...new Set(primer.statuses)].join("/")}`);
  const runs: ColdRun[] = [];
  const plan: { name: string; kind: ColdKind; all: string[] }[] = [
    { name: "cold offer pages", kind: "cold-offer", all: urls.offers },
    { name: "cold listings", kind: "cold-listing", all: urls.listings },
  ];
  for (const p of plan) {
    const parts = halves(p.all);
    for (const [i, concurrency] of COLD_CONCURRENCY.entries()) {
      const paths = parts[i];
      if (!paths.length) continue;
      if (server.child.exitCode !== null) throw new Error("the server exited during the cold targets");
      const run = await coldRun(server, { name: p.name, kind: p.kind, concurrency, paths }, opts);
      opts.log(
        `  ${p.name} at ${concurrency}: ${run.answered} pages, ${run.pagesPerSecond.toFixed(1)} pages/s, p50 ${run.latencyMs.p50.toFixed(0)} ms, p95 ${run.latencyMs.p95.toFixed(0)} ms, server CPU ${run.serverCpuMsPerPage?.toFixed(1) ?? "n/a"} ms/page`,
      );
      runs.push(run);
    }
  }
  return { primer, runs };
}

/**
 * A cold run's figures from its answers (pure): statuses, non-2xx, answers a cache served (an
 * x-micro-cache or x-nextjs-cache HIT or STALE), the span from the first request sent to the last
 * answer (`startedUs`/`endedUs` when there was none), exact latency percentiles, body bytes per page,
 * the three slowest pages, and every answer in the order sent (ms and kB to one decimal).
 */
export function aggregateColdAnswers(answers: ColdAnswer[], span: { startedUs: number; endedUs: number }) {
  const n = answers.length;
  const statuses: Record<string, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const non2xx = answers.filter((a) => a.status < 200 || a.status > 299).length;
  const cachedAnswers = answers.filter((a) => /=(HIT|STALE)\b/i.test(a.cache)).length;
  const firstSent = n ? Math.min(...answers.map((a) => a.t0)) : span.startedUs;
  const lastAnswer = n ? Math.max(...answers.map((a) => a.t1)) : span.endedUs;
  const durationSeconds = Math.max(1e-6, (lastAnswer - firstSent) / 1e6);
  return {
    n,
    statuses,
    non2xx,
    cachedAnswers,
    firstSent,
    lastAnswer,
    durationSeconds,
    latencyMs: summariseLatencies(answers.map((a) => a.us / 1000)),
    bytesPerPage: n ? answers.reduce((sum, a) => sum + a.bytes, 0) / n : null,
    slowest: [...answers].sort((a, b) => b.us - a.us).slice(0, 3).map((a) => ({ path: a.path, ms: a.us / 1000 })),
    ordered: [...answers].sort((a, b) => a.t0 - b.t0).map((a) => ({ path: a.path, status: a.status, ms: Math.round(a.us / 100) / 10, kB: Math.round(a.bytes / 100) / 10 })),
  };
}

async function prime(origin: string, paths: string[], headers: Record<string, string>): Promise<ColdPrimer> {
  const times: number[] = [];
  const statuses: number[] = [];
  for (const p of paths) {
    const started = performance.now();
    try {
      const res = await fetch(origin + p, { redirect: "manual", headers, signal: AbortSignal.timeout(COLD_TIMEOUT_SECONDS * 1000) });
      await res.arrayBuffer();
      statuses.push(res.status);
    } catch {
      statuses.push(0);
    }
    times.push(performance.now() - started);
  }
  const mean = times.length ? times.reduce((a, b) => a + b, 0) / times.length : Number.NaN;
  return { requests: paths.length, firstMs: times[0] ?? Number.NaN, meanMs: mean, lastMs: times[times.length - 1] ?? Number.NaN, statuses };
}

async function coldRun(
  server: RunningServer,
  target: { name: string; kind: ColdKind; concurrency: number; paths: string[] },
  opts: { wrk: string | null; wrkScript: string; workDir: string; headers: Record<string, string>; offers: number },
): Promise<ColdRun> {
  const pid = server.child.pid;
  await sleep(SETTLE_MS);
  const cpuBefore = serverCpu(pid);
  const machineBefore = machineBusyCpuMs();
  const startedUs = monotonicUs();
  const gen = opts.wrk
    ? await loadWithWrk(opts.wrk, server.origin, target.paths, target.concurrency, opts)
    : await loadWithFetch(server.origin, target.paths, target.concurrency, opts.headers);
  await sleep(SETTLE_MS);
  const cpuAfter = serverCpu(pid);
  const machineAfter = machineBusyCpuMs();
  const endedUs = monotonicUs();

  const { n, statuses, non2xx, cachedAnswers, firstSent, lastAnswer, durationSeconds, latencyMs, bytesPerPage, slowest, ordered } = aggregateColdAnswers(gen.requests, { startedUs, endedUs });
  const perPage = (before: number | undefined, after: number | undefined) => (before === undefined || after === undefined || n === 0 ? null : (after - before) / n);
  const serverMs = cpuBefore && cpuAfter ? cpuAfter.totalMs - cpuBefore.totalMs : null;
  const wallMs = (endedUs - startedUs) / 1000;
  const othersCpuPct =
    machineBefore !== null && machineAfter !== null && serverMs !== null && gen.loadgenCpuMs !== null && wallMs > 0
      ? (Math.max(0, machineAfter - machineBefore - serverMs - gen.loadgenCpuMs) / wallMs) * 100
      : null;
  const serverCpuMsPerPage = perPage(cpuBefore?.totalMs, cpuAfter?.totalMs);
  const crit = criterion(target.kind, opts.offers);
  const result = judge(
    target.kind,
    { rps: n / durationSeconds, p50: latencyMs.p50, p95: latencyMs.p95, p99: latencyMs.p99, non2xx, errors: target.paths.length - n, serverCpuMsPerRequest: serverCpuMsPerPage, cachedAnswers },
    null,
    opts.offers,
  );
  return {
    name: target.name,
    kind: target.kind,
    concurrency: target.concurrency,
    paths: target.paths,
    generator: opts.wrk ? "wrk" : "fetch",
    answered: n,
    failed: target.paths.length - n,
    statuses,
    non2xx,
    cachedAnswers,
    durationSeconds,
    pagesPerSecond: n / durationSeconds,
    latencyMs,
    bytesPerPage,
    serverCpuMsPerPage,
    frontCpuMsPerPage: perPage(cpuBefore?.frontMs, cpuAfter?.frontMs),
    nextMainCpuMsPerPage: perPage(cpuBefore?.nextMainMs, cpuAfter?.nextMainMs),
    nextOtherCpuMsPerPage: perPage(cpuBefore?.nextOtherMs, cpuAfter?.nextOtherMs),
    loadgenCpuMs: gen.loadgenCpuMs,
    othersCpuPct,
    window: { fromUs: firstSent, toUs: lastAnswer + SETTLE_MS * 1000, mainThreadMs: cpuBefore && cpuAfter ? cpuAfter.nextMainMs - cpuBefore.nextMainMs : null },
    slowest,
    answers: ordered,
    criterion: crit,
    result,
  };
}

/** wrk with bench/wrk-cold.lua: ended by SIGINT once every thread has reported that the queue is empty. */
async function loadWithWrk(
  wrk: string,
  origin: string,
  paths: string[],
  concurrency: number,
  opts: { wrkScript: string; workDir: string; headers: Record<string, string> },
): Promise<ColdWrkRun> {
  const queueDir = await mkdtemp(path.join(opts.workDir, "cold-queue-"));
  try {
    await Promise.all(paths.map((_, i) => writeFile(path.join(queueDir, String(i + 1)), "")));
    const threads = Math.min(concurrency, paths.length);
    const args = coldWrkArgs({
      origin,
      paths,
      connections: threads,
      maxSeconds: Math.min(1800, 60 + (paths.length * COLD_TIMEOUT_SECONDS) / threads),
      timeoutSeconds: COLD_TIMEOUT_SECONDS,
      headers: opts.headers,
      script: opts.wrkScript,
      queueDir,
    });
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn(wrk, args, { stdio: ["ignore", "pipe", "pipe"] });
      let stdout = "";
      let stderr = "";
      let done = 0;
      let interrupt: NodeJS.Timeout | null = null;
      child.stdout.setEncoding("utf8");
      child.stderr.setEncoding("utf8");
      child.stdout.on("data", (d: string) => {
        const before = stdout.split(COLD_THREAD_DONE).length;
        stdout += d;
        done += stdout.split(COLD_THREAD_DONE).length - before;
        // Every thread is out of paths: end wrk's fixed-duration wait (again if the first signal is missed).
        if (done >= threads && !interrupt) {
          child.kill("SIGINT");
          interrupt = setInterval(() => child.kill("SIGINT"), 2000);
        }
      });
      child.stderr.on("data", (d: string) => (stderr += d));
      child.on("error", reject);
      child.on("exit", (code, signal) => {
        if (interrupt) clearInterval(interrupt);
        if (code === 0) resolve(stdout);
        else reject(new Error(`wrk failed (code ${code}, signal ${signal}): ${stderr.trim()}`));
      });
    });
    return parseColdWrkOutput(out);
  } finally {
    await rm(queueDir, { recursive: true, force: true });
  }
}

/** Without wrk: `concurrency` fetch loops sharing the queue, the same figures (bodies counted decoded). */
async function loadWithFetch(origin: string, paths: string[], concurrency: number, headers: Record<string, string>): Promise<ColdWrkRun> {
  const requests: ColdAnswer[] = [];
  const failed: string[] = [];
  let next = 0;
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, paths.length) }, async () => {
      while (next < paths.length) {
        const p = paths[next++];
        const t0 = monotonicUs();
        try {
          const res = await fetch(origin + p, { redirect: "manual", headers, signal: AbortSignal.timeout(COLD_TIMEOUT_SECONDS * 1000) });
          const body = await res.arrayBuffer();
          const t1 = monotonicUs();
          const cache = ["x-micro-cache", "x-nextjs-cache"].map((h) => (res.headers.get(h) ? `${h}=${res.headers.get(h)};` : "")).join("");
          requests.push({ path: p, status: res.status, us: t1 - t0, bytes: body.byteLength, cache, t0, t1 });
        } catch {
          failed.push(p);
        }
      }
    }),
  );
  const used = process.cpuUsage(cpuBefore);
  return { requests, failed, loadgenCpuMs: (used.user + used.system) / 1000 };
}
