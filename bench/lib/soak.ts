/**
 * The memory soak of `npm run bench -- --only soak` (memory must stay bounded): a crawler
 * walks every public offer page of the catalogue for at least 10 minutes while the server's resident
 * memory is sampled.
 *
 * bench/prepare.ts --crawl-file writes every public offer's path, in the sitemap's order (offers by
 * id, lib/seo/sitemap.ts), one a line. wrk (bench/wrk-crawl.lua) requests them over 8 connections,
 * one thread each, thread k taking lines k, k + 8, …: every path once, distinct URLs, in the file's
 * order, so each first-pass answer is a render nobody asked for before (a crawler's first visit).
 * When every path has been requested before the time is up, the threads start over (a second, warm
 * pass) until it is; when the time is up first, the crawl stops there and the report says how many
 * of the pages it reached. Without wrk, 8 fetch loops do the same.
 *
 * Every 10 s (a sixth of the run for runs under a minute) the RSS of the front (scripts/serve.ts) and
 * of each of its descendants (the Next.js processes, "next-server (vX)") is read from /proc. The
 * warm-up is the first 2 minutes (10 % of a run longer than 20 minutes; a fifth of a --quick run
 * shorter than 10): caches fill and code is compiled then, growth that is not a leak. Judged: the
 * server's RSS (front and Next together) at the end against the sample at the end of the warm-up,
 * growth ≤ 10 % (bench/lib/verdict.ts, kind "soak"); any non-2xx answer or lost request fails too.
 * With a probe file (bench/heap-probe.mjs preloaded into Next), each sample also carries what Next's
 * memory is made of, and readings after a full collection are taken before and after the crawl.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { machineBusyCpuMs, serverCpu, serverRss, type ProcessRss, type RunningServer } from "./server";
import { criterion, judge, type Verdict } from "./verdict";
import { crawlTotals, crawlWrkArgs, CRAWL_PROGRESS, parseCrawlProgress, parseCrawlWrkOutput, type CrawlRun, type CrawlThread } from "./wrk";

/** Concurrent connections of the crawl (a search engine's crawler at 8). */
export const SOAK_CONNECTIONS = 8;
/** Seconds between RSS samples. */
export const SOAK_SAMPLE_SECONDS = 10;
/** Seconds a page may take before the generator gives up on it. */
const SOAK_TIMEOUT_SECONDS = 60;

/** The warm-up of a run of `runSeconds`: 2 minutes, 10 % of a run longer than 20 minutes, at most a fifth of a shorter (--quick) run. */
export function soakWarmupSeconds(runSeconds: number): number {
  return Math.min(Math.max(120, 0.1 * runSeconds), 0.2 * runSeconds);
}

/** Seconds between samples: 10, or a sixth of a run shorter than a minute. */
export function soakSampleSeconds(runSeconds: number): number {
  return Math.min(SOAK_SAMPLE_SECONDS, Math.max(1, runSeconds / 6));
}

/** One reading: seconds since the crawl started, every server process's RSS (MB), pages answered so far. */
export type RssSample = { t: number; front: number | null; next: ProcessRss[]; crawled: number; recrawled: number; heap?: HeapReading[] };

/**
 * What one Next.js process's memory is made of, as bench/heap-probe.mjs reports it (MB = 2^20 bytes;
 * process.memoryUsage()): `gc` when a full garbage collection ran just before, so the figures are what
 * is still reachable.
 */
export type HeapReading = {
  pid: number;
  at: number;
  gc: boolean;
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  arrayBuffersMb: number;
  heapLimitMb: number;
  /** The process's Node flags (process.execArgv): the V8 heap settings it ran with. */
  execArgv?: string[];
};

/** The probe's lines, in order; malformed lines are skipped. */
export function parseHeapReadings(text: string): HeapReading[] {
  const out: HeapReading[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      const r = JSON.parse(line) as HeapReading;
      if (typeof r.pid === "number" && typeof r.heapUsedMb === "number") out.push(r);
    } catch {
      // a line cut short by a process that stopped while writing it
    }
  }
  return out;
}

/**
 * Asks every Next.js process for a reading (SIGUSR2 to bench/heap-probe.mjs), after a full garbage
 * collection when `gc`, and waits up to 10 s for their lines. [] without a probe file or when none answer.
 */
export async function readHeap(probeFile: string | null, pids: number[], gc: boolean): Promise<HeapReading[]> {
  if (!probeFile || !pids.length) return [];
  const all = () => (existsSync(probeFile) ? parseHeapReadings(readFileSync(probeFile, "utf8")) : []);
  const before = all().length;
  if (gc) writeFileSync(`${probeFile}.gc`, "");
  try {
    for (const pid of pids) {
      try {
        process.kill(pid, "SIGUSR2");
      } catch {
        // gone: no reading
      }
    }
    for (let waited = 0; waited < 10_000; waited += 50) {
      await new Promise((r) => setTimeout(r, 50));
      const lines = all().slice(before);
      if (lines.length >= pids.length) return lines;
    }
    return all().slice(before);
  } finally {
    if (gc) rmSync(`${probeFile}.gc`, { force: true });
  }
}

/** The figures of a reading that add up over processes. */
const HEAP_FIGURES = ["rssMb", "heapUsedMb", "heapTotalMb", "externalMb", "arrayBuffersMb", "heapLimitMb"] as const;

/** The Next.js processes' readings summed (one process: its own), or null without any. */
export function sumHeap(readings: HeapReading[] | undefined): Omit<HeapReading, "pid" | "at" | "execArgv"> | null {
  if (!readings?.length) return null;
  const add = (k: (typeof HEAP_FIGURES)[number]) => readings.reduce((n, r) => n + r[k], 0);
  return { gc: readings.every((r) => r.gc), ...(Object.fromEntries(HEAP_FIGURES.map((k) => [k, add(k)])) as Record<(typeof HEAP_FIGURES)[number], number>) };
}

/** One line of the RSS table: a process (or a sum) at the end of the warm-up, at the end, and at most. */
export type RssSeries = {
  name: string;
  /** RSS (MB) of the first sample at or after the end of the warm-up. */
  warmupMb: number | null;
  /** Seconds into the run of that sample. */
  warmupAt: number | null;
  /** RSS (MB) of the last sample. */
  endMb: number | null;
  /** (end − warm-up) / warm-up, %. */
  growthPct: number | null;
  /** Largest RSS of any sample (MB), and of the samples from the end of the warm-up on. */
  maxMb: number | null;
  maxAfterWarmupMb: number | null;
  startMb: number | null;
};

/** A sample's RSS of the front alone, of the Next.js processes together, and of both. */
export const sampleFrontMb = (s: RssSample) => s.front;
export const sampleNextMb = (s: RssSample) => (s.next.length ? s.next.reduce((n, p) => n + p.rssMb, 0) : null);
export const sampleTotalMb = (s: RssSample) => (s.front === null ? null : s.front + (sampleNextMb(s) ?? 0));

/** Growth in % from `from` to `to`; null when either is unknown or `from` is not positive. */
export function growthPct(from: number | null, to: number | null): number | null {
  if (from === null || to === null || !(from > 0)) return null;
  return ((to - from) / from) * 100;
}

/** The series of `pick` over the samples: start, end of warm-up, end, growth after the warm-up, maxima. */
export function rssSeries(name: string, samples: RssSample[], warmupSeconds: number, pick: (s: RssSample) => number | null): RssSeries {
  const known = samples.filter((s) => pick(s) !== null);
  const warm = known.find((s) => s.t >= warmupSeconds - 1e-6) ?? null;
  const end = known.length ? known[known.length - 1] : null;
  const values = known.map((s) => pick(s)!);
  const after = warm ? known.filter((s) => s.t >= warm.t).map((s) => pick(s)!) : [];
  const warmupMb = warm ? pick(warm) : null;
  // With no sample after the warm-up the run was too short to judge.
  const endMb = end && warm && end.t > warm.t ? pick(end) : null;
  return {
    name,
    startMb: known.length ? pick(known[0]) : null,
    warmupMb,
    warmupAt: warm ? warm.t : null,
    endMb,
    growthPct: growthPct(warmupMb, endMb),
    maxMb: values.length ? Math.max(...values) : null,
    maxAfterWarmupMb: after.length ? Math.max(...after) : null,
  };
}

/** The RSS table: the front, each Next.js process (by pid, in start order), the Next processes together, and the server (front + Next). */
export function soakSeries(samples: RssSample[], warmupSeconds: number): { server: RssSeries; rows: RssSeries[] } {
  const pids = [...new Set(samples.flatMap((s) => s.next.map((p) => p.pid)))].sort((a, b) => a - b);
  const server = rssSeries("server (front + Next)", samples, warmupSeconds, sampleTotalMb);
  const rows = [
    rssSeries("front (scripts/serve.ts)", samples, warmupSeconds, sampleFrontMb),
    ...(pids.length > 1
      ? pids.map((pid) => {
          const label = samples.flatMap((s) => s.next).find((p) => p.pid === pid)?.name ?? "?";
          return rssSeries(`${label} pid ${pid}`, samples, warmupSeconds, (s) => s.next.find((p) => p.pid === pid)?.rssMb ?? null);
        })
      : []),
    rssSeries(pids.length === 1 ? `${samples.flatMap((s) => s.next)[0]?.name ?? "Next.js"}` : "Next.js processes together", samples, warmupSeconds, sampleNextMb),
    server,
  ];
  return { server, rows };
}

/** First-pass pages per second between two samples (the crawl's rate after the warm-up); null without two distinct times. */
export function crawlRate(from: RssSample | undefined, to: RssSample | undefined): number | null {
  if (!from || !to || !(to.t > from.t)) return null;
  return (to.crawled - from.crawled) / (to.t - from.t);
}

/** The soak's verdict: RSS growth of the server after the warm-up ≤ 10 %, no non-2xx answer, no lost request (bench/lib/verdict.ts). */
export function judgeSoak(run: { non2xx: number; errors: number; growthPct: number | null; pagesPerSecond: number }, offers: number): { criterion: string; result: Verdict } {
  const result = judge("soak", { rps: run.pagesPerSecond, p50: Number.NaN, p95: Number.NaN, p99: Number.NaN, non2xx: run.non2xx, errors: run.errors, rssGrowthPct: run.growthPct }, null, offers);
  return { criterion: criterion("soak", offers), result };
}

export type SoakResult = {
  generator: "wrk" | "fetch";
  connections: number;
  runSeconds: number;
  warmupSeconds: number;
  sampleSeconds: number;
  /** Public offer pages in the crawl list. */
  pages: number;
  /** Distinct pages answered (first pass). */
  crawled: number;
  /** Answers of the second (warm) and later passes. */
  recrawled: number;
  allCrawled: boolean;
  /** Seconds until every thread had requested its share (first pass over), when it was. */
  firstPassSeconds: number | null;
  /** First-pass pages per second: over the first pass when it ended, else over the run. */
  pagesPerSecond: number;
  /** First-pass pages per second from the end of the warm-up to the end (while the first pass lasted). */
  pagesPerSecondAfterWarmup: number | null;
  answersPerSecond: number;
  non2xx: number;
  /** Lost requests (sent, never answered), socket errors and timeouts. */
  errors: number;
  crawl: CrawlRun;
  serverCpuMsPerAnswer: number | null;
  serverCpuPct: number | null;
  loadgenCpuPct: number | null;
  othersCpuPct: number | null;
  rss: RssSeries[];
  server: RssSeries;
  samples: RssSample[];
  /** bench/heap-probe.mjs: the Next.js processes after a full collection before the crawl and after it (null without the probe). */
  heap: { gcStart: HeapReading[]; gcEnd: HeapReading[] } | null;
  criterion: string;
  result: Verdict;
};

/** Crawls `pathsFile` for `runSeconds` against the running server, sampling its RSS; see the file's header. */
export async function runSoak(
  server: RunningServer,
  opts: { pathsFile: string; heapProbeFile?: string | null; runSeconds: number; wrk: string | null; wrkScript: string; headers: Record<string, string>; offers: number; log: (text: string) => void },
): Promise<SoakResult> {
  const pid = server.child.pid;
  const probeFile = opts.heapProbeFile ?? null;
  // Only the Next.js processes carry the probe (another descendant, such as tsx's esbuild service, would die of SIGUSR2).
  const nextOnly = (procs: ProcessRss[]) => procs.filter((p) => p.name.startsWith("next-server")).map((p) => p.pid);
  const nextPids = () => nextOnly(serverRss(pid)?.others ?? []);
  const total = readFileSync(opts.pathsFile, "utf8").split("\n").filter(Boolean).length;
  const warmupSeconds = soakWarmupSeconds(opts.runSeconds);
  const sampleSeconds = soakSampleSeconds(opts.runSeconds);
  const progress = { crawled: 0, recrawled: 0, non2xx: 0, firstPassAt: null as number | null };
  const samples: RssSample[] = [];
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const take = () => {
    const rss = serverRss(pid);
    const s: RssSample = { t: Math.round(elapsed() * 10) / 10, front: rss?.front.rssMb ?? null, next: rss?.others ?? [], crawled: progress.crawled, recrawled: progress.recrawled };
    samples.push(s);
    return s;
  };
  const mb = (n: number | null) => (n === null ? "n/a" : n.toFixed(0));
  const cpuBefore = serverCpu(pid);
  const machineBefore = machineBusyCpuMs();
  // What Next holds before the crawl, after a full collection (the process has just started and is idle).
  const gcStart = await readHeap(probeFile, nextPids(), true);
  take();
  let probing = false;
  // Every sample also asks what the memory is made of (no collection: what the run really holds).
  const probe = (s: RssSample) => {
    if (!probeFile || probing) return;
    probing = true;
    void readHeap(probeFile, nextOnly(s.next), false)
      .then((h) => {
        s.heap = h;
      })
      .finally(() => {
        probing = false;
      });
  };
  probe(samples[0]);
  opts.log(
    `  soak: crawling ${total.toLocaleString("en")} offer pages for ${(opts.runSeconds / 60).toFixed(1)} min at ${SOAK_CONNECTIONS} connections (${opts.wrk ? "wrk" : "fetch"}); RSS every ${sampleSeconds} s, warm-up ${warmupSeconds.toFixed(0)} s; start: front ${mb(samples[0].front)} MB, Next ${mb(sampleNextMb(samples[0]))} MB`,
  );

  // Samples on a fixed schedule from the start; a line on the console every minute.
  let nextSample = 1;
  let lastLog = 0;
  const sampler = setInterval(() => {
    // The sample at the deadline is taken by the crawl itself, just before the load stops.
    if (elapsed() + 0.05 < nextSample * sampleSeconds || nextSample * sampleSeconds >= opts.runSeconds - 1e-6) return;
    nextSample++;
    const s = take();
    probe(s);
    if (s.t - lastLog >= 60 - 0.5 * sampleSeconds) {
      lastLog = s.t;
      opts.log(
        `  soak ${(s.t / 60).toFixed(1)} min: ${s.crawled.toLocaleString("en")} of ${total.toLocaleString("en")} pages crawled${s.recrawled ? ` (+${s.recrawled.toLocaleString("en")} warm)` : ""}, non-2xx ${progress.non2xx}; RSS front ${mb(s.front)} MB, Next ${mb(sampleNextMb(s))} MB`,
      );
    }
  }, 200);
  const onProgress = (p: { crawled: number; recrawled: number; non2xx: number }, firstPassDone: boolean) => {
    progress.crawled = p.crawled;
    progress.recrawled = p.recrawled;
    progress.non2xx = p.non2xx;
    if (firstPassDone && progress.firstPassAt === null) {
      progress.firstPassAt = elapsed();
      opts.log(`  soak: all ${total.toLocaleString("en")} pages crawled after ${progress.firstPassAt.toFixed(0)} s; a second (warm) pass until the time is up`);
    }
  };
  const alive = () => server.child.exitCode === null && server.child.signalCode === null;
  let crawl: CrawlRun;
  try {
    crawl = opts.wrk
      ? await crawlWithWrk(opts.wrk, server.origin, { ...opts, connections: SOAK_CONNECTIONS }, () => take(), onProgress, alive)
      : await crawlWithFetch(server.origin, opts.pathsFile, { ...opts, connections: SOAK_CONNECTIONS }, () => take(), onProgress, alive);
  } finally {
    clearInterval(sampler);
  }
  const wallSeconds = elapsed();
  const cpuAfter = serverCpu(pid);
  const machineAfter = machineBusyCpuMs();
  if (!alive()) throw new Error(`the server exited during the soak (after ${wallSeconds.toFixed(0)} s)`);
  // The crawl's final counts (the progress lines lag by up to a second) go on the last sample.
  const last = samples[samples.length - 1];
  last.crawled = crawl.crawled;
  last.recrawled = crawl.recrawled;
  // The last sample's reading (the load has just stopped), then what is still reachable after a full collection.
  while (probing) await new Promise((r) => setTimeout(r, 50));
  if (!last.heap) last.heap = await readHeap(probeFile, nextOnly(last.next), false);
  const gcEnd = await readHeap(probeFile, nextOnly(last.next), true);

  const { server: serverSeries, rows } = soakSeries(samples, warmupSeconds);
  const answers = crawl.crawled + crawl.recrawled;
  const allCrawled = crawl.crawled >= total;
  const firstPassSeconds = allCrawled ? (progress.firstPassAt ?? wallSeconds) : null;
  const pagesPerSecond = crawl.crawled / Math.max(1e-6, firstPassSeconds ?? opts.runSeconds);
  const warmSample = samples.find((s) => s.t >= warmupSeconds - 1e-6);
  const firstPassEnd = firstPassSeconds === null ? last : (samples.filter((s) => s.t <= firstPassSeconds).pop() ?? last);
  const pagesPerSecondAfterWarmup = crawlRate(warmSample, firstPassEnd);
  const serverMs = cpuBefore && cpuAfter ? cpuAfter.totalMs - cpuBefore.totalMs : null;
  const othersCpuPct =
    machineBefore !== null && machineAfter !== null && serverMs !== null && crawl.loadgenCpuMs !== null
      ? (Math.max(0, machineAfter - machineBefore - serverMs - crawl.loadgenCpuMs) / (wallSeconds * 1000)) * 100
      : null;
  const errors = crawl.lost + crawl.errors.connect + crawl.errors.read + crawl.errors.write + crawl.errors.timeout;
  const { criterion: crit, result } = judgeSoak({ non2xx: crawl.non2xx, errors, growthPct: serverSeries.growthPct, pagesPerSecond }, opts.offers);
  opts.log(
    `  soak done: ${crawl.crawled.toLocaleString("en")} of ${total.toLocaleString("en")} pages crawled${allCrawled ? "" : " (time up before all were)"}, ${pagesPerSecond.toFixed(1)} pages/s; server RSS ${mb(serverSeries.warmupMb)} MB after the warm-up, ${mb(serverSeries.endMb)} MB at the end (${serverSeries.growthPct === null ? "n/a" : `${serverSeries.growthPct >= 0 ? "+" : ""}${serverSeries.growthPct.toFixed(1)} %`})`,
  );
  return {
    generator: opts.wrk ? "wrk" : "fetch",
    connections: SOAK_CONNECTIONS,
    runSeconds: opts.runSeconds,
    warmupSeconds,
    sampleSeconds,
    pages: total,
    crawled: crawl.crawled,
    recrawled: crawl.recrawled,
    allCrawled,
    firstPassSeconds,
    pagesPerSecond,
    pagesPerSecondAfterWarmup,
    answersPerSecond: answers / Math.max(1e-6, wallSeconds),
    non2xx: crawl.non2xx,
    errors,
    crawl,
    serverCpuMsPerAnswer: serverMs !== null && answers > 0 ? serverMs / answers : null,
    serverCpuPct: serverMs !== null ? (serverMs / (wallSeconds * 1000)) * 100 : null,
    loadgenCpuPct: crawl.loadgenCpuMs !== null ? (crawl.loadgenCpuMs / (wallSeconds * 1000)) * 100 : null,
    othersCpuPct,
    rss: rows,
    server: serverSeries,
    samples,
    heap: probeFile ? { gcStart, gcEnd } : null,
    criterion: crit,
    result,
  };
}

type OnProgress = (p: { crawled: number; recrawled: number; non2xx: number }, firstPassDone: boolean) => void;

/**
 * wrk with bench/wrk-crawl.lua for `runSeconds`: at the deadline the last RSS sample is taken, then
 * wrk is sent SIGINT (again every 2 s until it exits), which ends its run and prints the report.
 */
async function crawlWithWrk(
  wrk: string,
  origin: string,
  opts: { pathsFile: string; runSeconds: number; wrkScript: string; headers: Record<string, string>; connections: number },
  finalSample: () => void,
  onProgress: OnProgress,
  alive: () => boolean,
): Promise<CrawlRun> {
  const args = crawlWrkArgs({
    origin,
    pathsFile: opts.pathsFile,
    connections: opts.connections,
    // wrk's own limit is a safety net: the bench stops it at the deadline.
    durationSeconds: opts.runSeconds + 60,
    timeoutSeconds: SOAK_TIMEOUT_SECONDS,
    headers: opts.headers,
    script: opts.wrkScript,
  });
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(wrk, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let partial = "";
    let stderr = "";
    const perThread = new Map<number, { crawled: number; recrawled: number; non2xx: number }>();
    const passDone = new Set<number>();
    let interrupt: NodeJS.Timeout | null = null;
    const stop = () => {
      if (interrupt) return;
      child.kill("SIGINT");
      interrupt = setInterval(() => child.kill("SIGINT"), 2000);
    };
    const deadline = setTimeout(() => {
      finalSample();
      stop();
    }, opts.runSeconds * 1000);
    const watchdog = setInterval(() => {
      if (!alive()) stop();
    }, 1000);
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stdout.on("data", (d: string) => {
      const lines = (partial + d).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) {
        const pass = /^bench-crawl-pass-done (\d+) 1\s*$/.exec(line.trim());
        if (pass) passDone.add(Number(pass[1]));
        const p = line.startsWith(CRAWL_PROGRESS) ? parseCrawlProgress(line) : null;
        if (p) {
          perThread.set(p.thread, p);
          const sum = (k: "crawled" | "recrawled" | "non2xx") => [...perThread.values()].reduce((n, x) => n + x[k], 0);
          onProgress({ crawled: sum("crawled"), recrawled: sum("recrawled"), non2xx: sum("non2xx") }, passDone.size >= opts.connections);
        } else if (!pass) stdout += `${line}\n`;
      }
    });
    child.stderr.on("data", (d: string) => (stderr += d));
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      clearTimeout(deadline);
      clearInterval(watchdog);
      if (interrupt) clearInterval(interrupt);
      if (code === 0) resolve(stdout + partial);
      else reject(new Error(`wrk failed (code ${code}, signal ${signal}): ${stderr.trim()}`));
    });
  });
  return parseCrawlWrkOutput(out);
}

/** Without wrk: `connections` fetch loops, loop k taking lines k, k + n, … as the wrk script's threads do, until the deadline. */
async function crawlWithFetch(
  origin: string,
  pathsFile: string,
  opts: { runSeconds: number; headers: Record<string, string>; connections: number },
  finalSample: () => void,
  onProgress: OnProgress,
  alive: () => boolean,
): Promise<CrawlRun> {
  const all = readFileSync(pathsFile, "utf8").split("\n").filter(Boolean);
  const cpuBefore = process.cpuUsage();
  const startedAt = performance.now();
  const deadline = startedAt + opts.runSeconds * 1000;
  const errors = { connect: 0, read: 0, write: 0, status: 0, timeout: 0 };
  const threads: (CrawlThread & { hist: Map<number, number> })[] = Array.from({ length: opts.connections }, (_, i) => ({
    id: i + 1,
    paths: all.filter((_, n) => n % opts.connections === i).length,
    crawled: 0, recrawled: 0, passes: 0, non2xx: 0, s2xx: 0, s3xx: 0, s4xx: 0, s5xx: 0, cached: 0, bytes: 0, lost: 0,
    firstUsSum: 0, firstUsMax: 0, laterUsSum: 0, laterUsMax: 0, firstHist: "", hist: new Map(),
  }));
  const report = () => {
    const sum = (k: "crawled" | "recrawled" | "non2xx") => threads.reduce((n, t) => n + t[k], 0);
    onProgress({ crawled: sum("crawled"), recrawled: sum("recrawled"), non2xx: sum("non2xx") }, threads.every((t) => t.passes > 0 || t.paths === 0));
  };
  const ticker = setInterval(report, 1000);
  await Promise.all(
    threads.map(async (t, i) => {
      const mine = all.filter((_, n) => n % opts.connections === i);
      let cursor = 0;
      while (mine.length && performance.now() < deadline && alive()) {
        if (cursor >= mine.length) {
          t.passes++;
          cursor = 0;
        }
        const p = mine[cursor++];
        const t0 = performance.now();
        try {
          const res = await fetch(origin + p, { redirect: "manual", headers: opts.headers, signal: AbortSignal.timeout(Math.max(1, Math.min(SOAK_TIMEOUT_SECONDS * 1000, deadline - t0))) });
          const body = await res.arrayBuffer();
          const us = (performance.now() - t0) * 1000;
          t.bytes += body.byteLength;
          if (res.status >= 200 && res.status <= 299) t.s2xx++;
          else {
            t.non2xx++;
            if (res.status <= 399) t.s3xx++;
            else if (res.status <= 499) t.s4xx++;
            else t.s5xx++;
          }
          if (t.passes === 0) {
            t.crawled++;
            t.firstUsSum += us;
            t.firstUsMax = Math.max(t.firstUsMax, us);
            t.hist.set(Math.floor(us / 1000), (t.hist.get(Math.floor(us / 1000)) ?? 0) + 1);
            if (["x-micro-cache", "x-nextjs-cache"].some((h) => /HIT|STALE/.test(res.headers.get(h) ?? ""))) t.cached++;
          } else {
            t.recrawled++;
            t.laterUsSum += us;
            t.laterUsMax = Math.max(t.laterUsMax, us);
          }
        } catch {
          // Cut off at the deadline: not counted (wrk drops its last requests the same way).
          if (performance.now() < deadline) t.lost++;
        }
      }
    }),
  );
  clearInterval(ticker);
  report();
  finalSample();
  for (const t of threads) t.firstHist = [...t.hist].map(([ms, n]) => `${ms}:${n}`).join(",");
  const used = process.cpuUsage(cpuBefore);
  return crawlTotals(threads, errors, (performance.now() - startedAt) / 1000, (used.user + used.system) / 1000);
}
