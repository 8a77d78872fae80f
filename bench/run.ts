/**
 * `npm run bench`: throughput and latency of the catalogue pages against the prerendered static
 * page, and the cost of rendering pages nobody requested before, for the demo catalogue (1,200
 * offers) and a 100,000-offer one, in one run.
 *
 *   npm run bench [-- --duration 10] [--quick] [--strict] [--sizes 1200,100000] [--connections 50]
 *                    [--generator wrk|autocannon] [--no-buying] [--only units,cold,catalogue,buying,csv,soak]
 *                    [--cold 100] [--profile DIR] [--soak-minutes 10] [--next-node-args "FLAGS"]
 *
 * Per catalogue size: seed a fresh temporary PGlite data dir (bench/prepare.ts, which also picks
 * real URLs), serve the existing production build as `npm start` does (scripts/serve.ts: the
 * micro-cache front and Next.js, see bench/lib/server.ts) with that DATA_DIR, wait for /health, run
 * the cold targets, warm every catalogue URL (the first render fills the caches), then load each
 * catalogue target for a fixed duration at 50 connections, print a table and stop the server.
 * Results also go to bench-results/<ts>.json.
 *
 * Cold targets (bench/lib/cold.ts; why: ADR 0015), first on the fresh server, before anything touches a
 * catalogue page: "cold offer pages" and "cold listings", `--cold` (100) never-requested URLs of
 * each kind picked by bench/prepare.ts (offers round-robin over the products; listings over products
 * and variants: plain, country, sorts, pages, page sizes, facet filters; none requested by any other
 * target), so both the front's micro-cache and Next's cache miss and every answer is a render. 40
 * primer URLs (20 of each kind, also never requested elsewhere) go first, one at a time and
 * unmeasured: the first renders of a process load and compile the routes' code (several seconds of
 * CPU), which is not what a page costs. Then each kind at 1 concurrent request on one half of its
 * URLs and at 8 on the other half, so no URL is requested twice: wrk (bench/wrk-cold.lua, one thread
 * per connection; each connection takes the next unrequested path; wrk is stopped when all are
 * answered). Reported: pages/s, p50/p95/max response time (exact, per request), server CPU ms per
 * page (front and Next together, read from /proc; split into the front, Next's JavaScript thread
 * and Next's other threads: GC helpers, zlib), non-2xx, answers a cache served (must be 0). The
 * criterion is server CPU per page: at most 15 ms for an offer page, 25 ms for a listing.
 * `--profile DIR` starts Next with `--cpu-prof` (scripts/serve.ts NEXT_NODE_ARGS) and, after the
 * server stopped, sums the profile over the cold runs only (bench/lib/profile-summary.ts: database,
 * React's HTML and RSC passes, "use cache", metadata, next-intl, JSON-LD, Node, GC, …; the profile
 * and the runs' windows stay in DIR/<offers>/). A profiled run's CPU figures include the profiler's
 * own overhead: take the figures from a run without it.
 *
 * Memory soak (bench/lib/soak.ts: a crawler must not make memory grow; only when `--only` names it: `npm run bench -- --only
 * soak`, at 100,000 offers unless `--sizes` says otherwise): bench/prepare.ts also writes every public
 * offer's path to a file in the session's temporary directory (--crawl-file; sitemap order, offers by
 * id), and wrk (bench/wrk-crawl.lua, which reads the paths from that file) crawls them like a search
 * engine, 8 connections of one thread each, thread k taking lines k, k + 8, …: distinct URLs, each
 * requested once, for `--soak-minutes` (10; at least 10 unless `--quick`, whose default is 1). A cold
 * offer page costs ~80–110 ms of CPU here, so 10 minutes reach only part of 100,000: the report says
 * how many of how many, and that the time was up first; a crawl that ends early starts a second (warm)
 * pass until the time is up. Every 10 s the RSS of the front and of each Next.js process (the
 * descendants of scripts/serve.ts; Next names its process "next-server (vX)") is read from /proc. The
 * first 2 minutes are the warm-up (10 % of a run longer than 20 minutes, a fifth of a shorter --quick
 * one). Reported: RSS per process and of the server (front + Next) at the start, at the end of the
 * warm-up and at the end, growth after the warm-up, maxima, pages crawled of how many, pages/s (and
 * after the warm-up), warm answers, first-pass p50/p95/max, non-2xx, lost requests, server CPU per
 * answer; judged (bench/lib/verdict.ts, kind "soak"): the server's RSS growth after the warm-up at
 * most 10 %, no non-2xx, no lost request. The RSS samples go into the results JSON. What Next's
 * memory is made of is read too: the soak's Next.js process is started with `--expose-gc --require
 * bench/heap-probe.mjs`, which answers SIGUSR2 with process.memoryUsage() (V8 heap used and total,
 * external memory, array buffers), after a full collection when asked; a reading goes with every
 * sample, and full-collection readings are taken before the crawl and after it (what is still
 * reachable). `--next-node-args "FLAGS"` adds Node flags to the Next.js process (V8 heap settings
 * to compare; scripts/serve.ts NEXT_NODE_ARGS). Without wrk, 8
 * fetch loops crawl the same way. With other parts, the soak runs on the same server after the cold
 * targets and before the warm ones.
 *
 * The load generator is wrk (Debian's `apt-get install -y wrk`, installed by the bench when missing
 * and it runs as root: bench/lib/wrk.ts ensureWrk; C, two threads, bench/wrk-report.lua prints its
 * figures as one JSON line) when it is available, else autocannon (two
 * bench/load-worker.mjs processes sharing the connections: see LOAD_GENERATORS). Why wrk first: the
 * JavaScript generator saturated before the server on the heavy pages. At 1,200 offers the
 * autocannon processes used 130–150 % of a core on the listings (~20 kB gzipped) while the server
 * used ~50 %, so the listings' req/s followed their size, not what they cost the server (a
 * listing 20.4 → 23.8 kB gzipped moved the ratio 0.57 → 0.48 at a flat 0.10 ms of server CPU per
 * request; docs/performance.md). wrk reads answers in C, at a fraction of that CPU. `--generator autocannon` still
 * runs the old generator. wrk counts answers of 400 and above as non-2xx (not 3xx; the warm-up
 * already requires 2xx of every URL), does not count statuses one by one, and its latency
 * percentiles carry its coordinated-omission correction (a little higher than autocannon's raw ones).
 *
 * The "srv cpu" and "gen cpu" columns (% of one core; the generators' summed) show which side ran
 * out first. A target whose generator is near its cores' limit measured the generator, not the
 * app: its absolute req/s are a lower bound. The ratios compare targets measured under the same
 * constraint in the same run. "srv ms/req" (server CPU time per request) is the cost of a request,
 * and stays meaningful when other processes share the machine; "oth cpu%" is what they took during
 * the target (the machine's busy CPU from /proc/stat less the server's and the generator's), and a
 * warning is printed when it passes 20 % of a core. "kB/ans" (bytes read per answer, headers included, kB = 1,000 bytes) tells
 * a page that got heavier from one that got slower.
 *
 * At the first size, the buying targets follow (bench/lib/buying.ts; `--no-buying` skips them): cart
 * add + summary and order placement by 20 signed-in buyers at once, one per connection, each
 * sending its next request when the last one answered; p95 under 50 ms is their criterion (out of reach on two
 * cores: docs/performance.md).
 * Two reference rows follow, measured the same way and not judged: GET /health and an API route
 * answered before any database work (401), i.e. what Next.js itself takes at 20 connections here.
 * Then the CSV import (bench/lib/csv-import.ts): 10,000 new rows previewed and committed, then the
 * same rows changed, previewed and committed, each in under 10 s (a supplier's whole
 * catalogue in one file must not time out). `--only` picks parts
 * (`--only cold` runs just the cold targets); without it, all but the soak run.
 *
 * First of all, with no server (bench/lib/in-process.ts, part "units"): pieces of code timed in this
 * process beside a baseline measured in the same run: the CSV export → parse → diff of 10,000 offers
 * (under 2 s) against a JSON round trip of the same records, and the longest 10 ms timer on the
 * event loop while the rendition worker cuts an 8 MP image (under 60 ms) against the same timers with
 * the worker idle. `--only units` runs only these (no build, no database): a few seconds.
 *
 * Exit code 0 whatever the verdicts (a benchmark, not a test) unless --strict; 1 on a broken run.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { snapshotBuild, waitForNoBuild } from "./lib/build-snapshot";
import { HOST, freePort, machineBusyCpuMs, processTreeCpuMs, sleep, startNext, stopServer, tail, waitForHealth, type RunningServer } from "./lib/server";
import { runColdTargets, type ColdResult } from "./lib/cold";
import { runSoak, sumHeap, type HeapReading, type SoakResult } from "./lib/soak";
import { summariseProfileDir } from "./lib/profile-summary";
import { summariseLatencies } from "./lib/stats";
import { formatTable } from "./lib/table";
import { runBuyingTargets, type BuyingResult } from "./lib/buying";
import { runCsvImportTarget, type CsvImportResult } from "./lib/csv-import";
import { runInProcessTimings, type InProcessResult } from "./lib/in-process";
import type { BenchUrls } from "./lib/urls";
import { criterion, judge, type Measurement, type TargetKind, type Verdict } from "./lib/verdict";
import { ensureWrk, parseWrkOutput, wrkArgs } from "./lib/wrk";

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, "..");
const nextBin = path.join(root, "node_modules/next/dist/bin/next");
const tsxCli = path.join(root, "node_modules/tsx/dist/cli.mjs");
/** Request headers of every measured request (and of the warm-up): what a browser would send; wrk gets them as -H. */
export const LOAD_HEADERS = { "user-agent": "marketplace-bench", "accept-encoding": "gzip" };

const DEMO_OFFERS = 1200;
const LARGE_OFFERS = 100_000;
/** Never-requested URLs per cold kind (half at 1, half at 8 concurrent requests), and primer URLs per kind. */
const COLD_PAGES = 100;
const COLD_PRIMER = 20;
/** Minutes of the memory soak (at least 10: shorter, the warm-up is most of it). */
const SOAK_MINUTES = 10;
/** Sampling interval of `--profile` (µs; Node's default is 1000). */
const PROFILE_INTERVAL_US = 500;
/** Sequential requests per URL before measuring (single-URL targets); mixed sets get one each. */
const WARM_REQUESTS = 5;

type Target = { name: string; kind: TargetKind; paths: string[] };

type Warmup = { firstMs: number; lastMs: number; statuses: number[] };

type TargetResult = {
  name: string;
  kind: TargetKind;
  paths: string[];
  warmup: Warmup[];
  skipped?: string;
  rps?: number;
  completed?: number;
  durationSeconds?: number;
  latencyMs?: { mean: number; p50: number; p95: number; p99: number; max: number };
  non2xx?: number;
  errors?: number;
  timeouts?: number;
  /** Answers per HTTP status (autocannon only: wrk counts only those of 400 and above, as non2xx). */
  statuses?: Record<string, number>;
  /** Bytes read by the generator (headers and bodies) per answer. */
  bytesPerAnswer?: number | null;
  serverCpuPct?: number | null;
  /** Server CPU time per answered request: what a request costs, much less sensitive to other load. */
  serverCpuMsPerRequest?: number | null;
  loadgenCpuPct?: number | null;
  /** CPU other processes used during the run (% of one core): the machine's busy time less the server's and the generator's. */
  othersCpuPct?: number | null;
  /** 1-minute load average of the machine after the run (others' processes included). */
  load1?: number;
  criterion: string;
  result: Verdict;
};

type SizeResult = {
  offers: number;
  urls: BenchUrls;
  serverReadyMs: number;
  targets: TargetResult[];
  /** Cart add + summary and order placement (bench/lib/buying.ts), measured at the first size only. */
  buying?: BuyingResult[];
  /** CSV preview and commit of 10,000 rows (bench/lib/csv-import.ts), at the first size only. */
  csv?: CsvImportResult[];
  /** Never-requested offer pages and listings (bench/lib/cold.ts), before anything else. */
  cold?: ColdResult;
  /** `--profile`: the Next.js CPU profile of this size and its summary over the cold runs. */
  profile?: { dir: string; summary: string };
  /** The memory soak (bench/lib/soak.ts): a crawl of every offer page with the server's RSS sampled. */
  soak?: SoakResult;
};

/** Connections of the buying targets (their criterion: p95 under 50 ms at 20 connections). */
const BUYING_CONNECTIONS = 20;

type Generator = "wrk" | "autocannon";

type WorkerOutput = {
  completed: number;
  durationSeconds: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  bytes: number;
  loadgenCpuMs: number;
  latencies: number[];
};

function parseOptions() {
  const { values } = parseArgs({
    options: {
      duration: { type: "string" },
      quick: { type: "boolean", default: false },
      strict: { type: "boolean", default: false },
      sizes: { type: "string" },
      connections: { type: "string", default: "50" },
      generator: { type: "string" },
      "no-buying": { type: "boolean", default: false },
      only: { type: "string" },
      cold: { type: "string", default: String(COLD_PAGES) },
      profile: { type: "string" },
      "soak-minutes": { type: "string" },
      "next-node-args": { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(
      "Usage: npm run bench -- [--duration SECONDS (10)] [--quick (3 s)] [--strict] [--sizes 1200,100000] [--connections 50] [--generator wrk|autocannon (wrk when installed)] [--no-buying (skip cart and placement)] [--only units,cold,catalogue,buying,csv,soak (these parts only; units: in-process timings, no server; buying and csv run at the first size; soak only when named)] [--cold N (never-requested URLs per kind, half at 1 and half at 8 concurrent; 100)] [--profile DIR (CPU profile of the Next.js process per size, summed over the cold runs)] [--soak-minutes N (memory soak, --only soak: 10, at least 10 unless --quick, which defaults to 1)] [--next-node-args FLAGS (more Node flags for the Next.js process, e.g. V8 heap settings)]",
    );
    process.exit(0);
  }
  const duration = values.duration !== undefined ? Number(values.duration) : values.quick ? 3 : 10;
  const connections = Number(values.connections);
  const coldPages = Number(values.cold);
  // The soak (10 minutes or more per size) runs only when --only names it.
  const parts = new Set((values.only ?? "units,cold,catalogue,buying,csv").split(",").map((p) => p.trim()));
  if ([...parts].some((p) => !["units", "cold", "catalogue", "buying", "csv", "soak"].includes(p))) throw new Error("--only takes units, cold, catalogue, buying, csv and soak, comma-separated");
  if (values["no-buying"]) parts.delete("buying");
  const defaultSizes = parts.has("catalogue") || parts.has("cold") ? `${DEMO_OFFERS},${LARGE_OFFERS}` : parts.has("soak") ? `${LARGE_OFFERS}` : `${DEMO_OFFERS}`;
  const sizes = (values.sizes ?? defaultSizes).split(",").map((s) => Number(s.trim()));
  // The soak runs at every size of --sizes, else at 100,000 offers only.
  const soakSizes = !parts.has("soak") ? [] : values.sizes !== undefined ? sizes : [LARGE_OFFERS];
  const soakMinutes = values["soak-minutes"] !== undefined ? Number(values["soak-minutes"]) : values.quick ? 1 : SOAK_MINUTES;
  if (!Number.isFinite(soakMinutes) || soakMinutes <= 0 || soakMinutes > 600) throw new Error("--soak-minutes must be more than 0 and at most 600");
  if (soakMinutes < SOAK_MINUTES && !values.quick) throw new Error(`--soak-minutes must be at least ${SOAK_MINUTES}, unless --quick`);
  if (!Number.isFinite(duration) || duration <= 0 || duration > 600) throw new Error("--duration must be 1..600 seconds");
  if (!Number.isInteger(connections) || connections < 1 || connections > 1000) throw new Error("--connections must be 1..1000");
  if (!Number.isInteger(coldPages) || coldPages < 2 || coldPages > 10_000) throw new Error("--cold must be 2..10000 URLs per kind");
  if (!sizes.length || sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error("--sizes must be positive integers");
  if (values.generator !== undefined && values.generator !== "wrk" && values.generator !== "autocannon") throw new Error("--generator must be wrk or autocannon");
  // wrk is installed when missing (Debian's package, as root) if a part needs it; the cold targets use it whatever --generator says.
  const needsWrk = parts.has("cold") || parts.has("soak") || (parts.has("catalogue") && values.generator !== "autocannon");
  const wrk = needsWrk ? ensureWrk((t) => console.log(`Note: ${t}`)) : null;
  if (values.generator === "wrk" && !wrk) throw new Error("--generator wrk: no wrk at /usr/bin/wrk or on PATH (apt-get install -y wrk)");
  const generator: Generator = (values.generator as Generator | undefined) ?? (wrk ? "wrk" : "autocannon");
  if (!wrk && needsWrk && values.generator === undefined) {
    console.log("Note: no wrk: loading the warm targets with autocannon (which saturates before the server on heavy pages) and the cold ones and the soak's crawl with fetch loops.");
  }
  const profile = values.profile ? path.resolve(values.profile) : null;
  return { duration, connections, sizes, strict: values.strict, generator, wrk, units: parts.has("units"), server: ["cold", "catalogue", "buying", "csv", "soak"].some((p) => parts.has(p)), buying: parts.has("buying"), catalogue: parts.has("catalogue"), csv: parts.has("csv"), cold: parts.has("cold"), coldPages, profile, soakSizes, soakSeconds: soakMinutes * 60, nextNodeArgs: (values["next-node-args"] ?? "").split(/\s+/).filter(Boolean) };
}

/** Makes sure a production build exists: waits for one in progress, builds once when there is none. */
async function ensureBuild(): Promise<void> {
  const idFile = path.join(root, ".next/BUILD_ID");
  await waitForNoBuild(root, (t) => console.log(t));
  if (!existsSync(idFile)) {
    console.log("No production build (.next/BUILD_ID): running `next build` first ...");
    const build = spawnSync(process.execPath, [nextBin, "build"], { cwd: root, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
    if (build.status !== 0 || !existsSync(idFile)) throw new Error("next build failed");
  }
}

/** Says so when sources changed after the build being measured (it is measured as it is). */
function noteStaleBuild(appDir: string) {
  const builtAt = statSync(path.join(appDir, ".next/BUILD_ID")).mtimeMs;
  const newer = newestSource();
  if (newer && newer.mtime > builtAt) console.log(`Note: ${path.relative(root, newer.file)} is newer than the build; measuring the build as it is.`);
}

function newestSource(): { file: string; mtime: number } | null {
  let best: { file: string; mtime: number } | null = null;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const mtime = statSync(full).mtimeMs;
        if (!best || mtime > best.mtime) best = { file: full, mtime };
      }
    }
  };
  for (const d of ["app", "components", "lib", "messages"]) if (existsSync(path.join(root, d))) walk(path.join(root, d));
  return best;
}

/** Runs a child (Node unless `command` says otherwise) to completion, collecting stdout; stderr is passed through (progress). */
function runChild(label: string, args: string[], env: NodeJS.ProcessEnv, command: string = process.execPath): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (d: string) => (out += d));
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve(out) : reject(new Error(`${label} failed (code ${code}, signal ${signal})`)),
    );
  });
}

const lastJsonLine = <T>(out: string): T => JSON.parse(out.trim().split("\n").filter(Boolean).pop() ?? "null") as T;

async function seedAndPick(offers: number, dataDir: string, coldPages: number, crawlFile: string | null): Promise<BenchUrls> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production" };
  delete env.DATABASE_URL;
  const args = [tsxCli, path.join(benchDir, "prepare.ts"), "--offers", String(offers), "--data-dir", dataDir, "--cold", String(coldPages), "--cold-primer", String(COLD_PRIMER)];
  if (crawlFile) args.push("--crawl-file", crawlFile);
  const out = await runChild("bench/prepare.ts", args, env);
  return lastJsonLine<BenchUrls>(out);
}

async function warm(origin: string, urlPath: string, times: number): Promise<Warmup> {
  const statuses: number[] = [];
  let firstMs = 0;
  let lastMs = 0;
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    try {
      // The same request headers as the load (wrk or bench/load-worker.mjs), so the variant it asks for is the one warmed.
      const res = await fetch(origin + urlPath, { redirect: "manual", headers: LOAD_HEADERS, signal: AbortSignal.timeout(60_000) });
      await res.arrayBuffer();
      statuses.push(res.status);
    } catch {
      statuses.push(0);
    }
    lastMs = performance.now() - started;
    if (i === 0) firstMs = lastMs;
  }
  return { firstMs, lastMs, statuses };
}

/**
 * autocannon generators run side by side, each with its share of the connections: one autocannon
 * process saturates a core before the server does (its JavaScript HTTP client costs more per
 * response than the server's cache), which would measure the generator instead of the app. Their
 * response times are merged, so the percentiles stay exact. (Two were still not enough on the
 * listings: hence wrk, when installed.)
 */
const LOAD_GENERATORS = 2;
/** Seconds without an answer before a request counts as a timeout (both generators). */
const TIMEOUT_SECONDS = 10;
const wrkScript = path.join(benchDir, "wrk-report.lua");
const wrkColdScript = path.join(benchDir, "wrk-cold.lua");
const wrkCrawlScript = path.join(benchDir, "wrk-crawl.lua");

type LoadRun = {
  rps: number;
  completed: number;
  durationSeconds: number;
  latencyMs: { mean: number; p50: number; p95: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statuses?: Record<string, number>;
  bytesPerAnswer: number | null;
  serverCpuPct: number | null;
  serverCpuMsPerRequest: number | null;
  loadgenCpuPct: number | null;
  othersCpuPct: number | null;
};

/** What other processes took while a load ran: the machine's busy CPU less the server's and the generator's (% of one core). */
function othersCpuPct(machineMs: number | null, serverMs: number | null, generatorMs: number | null, wallMs: number): number | null {
  if (machineMs === null || serverMs === null || generatorMs === null || wallMs <= 0) return null;
  return (Math.max(0, machineMs - serverMs - generatorMs) / wallMs) * 100;
}

async function load(server: RunningServer, target: Target, opts: { duration: number; connections: number; generator: Generator; wrk: string | null }): Promise<LoadRun> {
  return opts.generator === "wrk" ? loadWithWrk(server, target, opts.duration, opts.connections, opts.wrk!) : loadWithAutocannon(server, target, opts.duration, opts.connections);
}

/** One wrk process (two threads) for all connections; its CPU time is read by its script when the load is over. */
async function loadWithWrk(server: RunningServer, target: Target, duration: number, connections: number, wrk: string): Promise<LoadRun> {
  const args = wrkArgs({ origin: server.origin, paths: target.paths, connections, durationSeconds: duration, timeoutSeconds: TIMEOUT_SECONDS, headers: LOAD_HEADERS, script: wrkScript });
  const machineBefore = machineBusyCpuMs();
  const cpuBefore = processTreeCpuMs(server.child.pid);
  const started = performance.now();
  const out = await runChild("wrk", args, process.env, wrk);
  const elapsedMs = performance.now() - started;
  const cpuAfter = processTreeCpuMs(server.child.pid);
  const machineAfter = machineBusyCpuMs();
  const w = parseWrkOutput(out);
  const wallMs = w.durationSeconds * 1000;
  return {
    rps: w.completed / w.durationSeconds,
    completed: w.completed,
    durationSeconds: w.durationSeconds,
    latencyMs: w.latencyMs,
    non2xx: w.non2xx,
    errors: w.errors,
    timeouts: w.timeouts,
    bytesPerAnswer: w.completed > 0 ? w.bytes / w.completed : null,
    serverCpuPct: cpuBefore !== null && cpuAfter !== null ? ((cpuAfter - cpuBefore) / wallMs) * 100 : null,
    serverCpuMsPerRequest: cpuBefore !== null && cpuAfter !== null && w.completed > 0 ? (cpuAfter - cpuBefore) / w.completed : null,
    loadgenCpuPct: w.loadgenCpuMs === null ? null : (w.loadgenCpuMs / wallMs) * 100,
    othersCpuPct: othersCpuPct(
      machineBefore !== null && machineAfter !== null ? machineAfter - machineBefore : null,
      cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null,
      w.loadgenCpuMs,
      elapsedMs,
    ),
  };
}

async function loadWithAutocannon(server: RunningServer, target: Target, duration: number, connections: number): Promise<LoadRun> {
  const machineBefore = machineBusyCpuMs();
  const cpuBefore = processTreeCpuMs(server.child.pid);
  const started = performance.now();
  const shares = Array.from({ length: LOAD_GENERATORS }, (_, i) => Math.floor(connections / LOAD_GENERATORS) + (i < connections % LOAD_GENERATORS ? 1 : 0)).filter((c) => c > 0);
  const outputs = await Promise.all(
    shares.map((share) =>
      runChild(
        "bench/load-worker.mjs",
        [path.join(benchDir, "load-worker.mjs"), JSON.stringify({ origin: server.origin, paths: target.paths, connections: share, durationSeconds: duration, timeoutSeconds: TIMEOUT_SECONDS, headers: LOAD_HEADERS })],
        process.env,
      ),
    ),
  );
  const elapsedMs = performance.now() - started;
  const cpuAfter = processTreeCpuMs(server.child.pid);
  const machineAfter = machineBusyCpuMs();
  const parts = outputs.map((out) => lastJsonLine<WorkerOutput>(out));
  const w = mergeWorkerOutputs(parts);
  const lat = summariseLatencies(w.latencies);
  const wallMs = w.durationSeconds * 1000;
  return {
    rps: w.completed / w.durationSeconds,
    completed: w.completed,
    durationSeconds: w.durationSeconds,
    latencyMs: { mean: lat.mean, p50: lat.p50, p95: lat.p95, p99: lat.p99, max: lat.max },
    non2xx: w.non2xx,
    errors: w.errors,
    timeouts: w.timeouts,
    statuses: w.statuses,
    bytesPerAnswer: w.completed > 0 ? w.bytes / w.completed : null,
    serverCpuPct: cpuBefore !== null && cpuAfter !== null ? ((cpuAfter - cpuBefore) / wallMs) * 100 : null,
    serverCpuMsPerRequest: cpuBefore !== null && cpuAfter !== null && w.completed > 0 ? (cpuAfter - cpuBefore) / w.completed : null,
    loadgenCpuPct: (w.loadgenCpuMs / wallMs) * 100,
    othersCpuPct: othersCpuPct(
      machineBefore !== null && machineAfter !== null ? machineAfter - machineBefore : null,
      cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null,
      w.loadgenCpuMs,
      elapsedMs,
    ),
  };
}

/** The generators ran for the same duration at once: counts add up, response times are pooled. */
function mergeWorkerOutputs(parts: WorkerOutput[]): WorkerOutput {
  const statuses: Record<string, number> = {};
  for (const p of parts) for (const [code, n] of Object.entries(p.statuses)) statuses[code] = (statuses[code] ?? 0) + n;
  return {
    completed: parts.reduce((n, p) => n + p.completed, 0),
    durationSeconds: Math.max(...parts.map((p) => p.durationSeconds)),
    non2xx: parts.reduce((n, p) => n + p.non2xx, 0),
    errors: parts.reduce((n, p) => n + p.errors, 0),
    timeouts: parts.reduce((n, p) => n + p.timeouts, 0),
    statuses,
    bytes: parts.reduce((n, p) => n + p.bytes, 0),
    loadgenCpuMs: parts.reduce((n, p) => n + p.loadgenCpuMs, 0),
    latencies: parts.flatMap((p) => p.latencies),
  };
}

/** "oth cpu%" above which a size's table is flagged as measured on a busy machine. */
const OTHERS_CPU_WARN_PCT = 20;

const f1 = (n: number | undefined | null) => (n === undefined || n === null || !Number.isFinite(n) ? "-" : n.toFixed(1));
const f0 = (n: number | undefined | null) => (n === undefined || n === null || !Number.isFinite(n) ? "-" : n.toFixed(0));

function printSize(size: SizeResult, duration: number, connections: number, generator: Generator) {
  const title = `Catalogue ${size.urls.publicOffers.toLocaleString("en")} public offers (${size.urls.totalOffers.toLocaleString("en")} with hidden)${size.targets.length ? ` — ${generator}, ${connections} connections, ${duration} s per target` : ""}`;
  console.log(`\n${title}`);
  if (size.cold) printCold(size.cold);
  if (size.profile) console.log(`\n  CPU profile of the Next.js process over the cold runs (${size.profile.dir}):\n${size.profile.summary.replace(/^/gm, "    ")}`);
  if (size.soak) printSoak(size.soak);
  if (!size.targets.length) console.log("  (catalogue targets not run: --only)");
  const rows = size.targets.map((t) => [
    t.name,
    t.skipped ? "-" : f0(t.rps),
    f1(t.latencyMs?.p50),
    f1(t.latencyMs?.p95),
    f1(t.latencyMs?.p99),
    t.result.ratio === null ? "-" : t.result.ratio.toFixed(2),
    t.skipped ? "-" : String((t.non2xx ?? 0) + (t.errors ?? 0)),
    t.serverCpuPct === undefined ? "-" : f0(t.serverCpuPct),
    t.serverCpuMsPerRequest === undefined || t.serverCpuMsPerRequest === null ? "-" : t.serverCpuMsPerRequest.toFixed(3),
    f0(t.loadgenCpuPct),
    f0(t.othersCpuPct),
    t.bytesPerAnswer === undefined || t.bytesPerAnswer === null ? "-" : (t.bytesPerAnswer / 1000).toFixed(1),
    f0(t.warmup[0]?.firstMs),
    t.criterion,
    t.result.verdict,
  ]);
  if (rows.length) console.log(
    formatTable(
      ["target", "req/s", "p50 ms", "p95 ms", "p99 ms", "ratio", "non-2xx", "srv cpu%", "srv ms/req", "gen cpu%", "oth cpu%", "kB/ans", "1st ms", "target criterion", "verdict"],
      rows,
    ).replace(/^/gm, "  "),
  );
  // What others took is measured directly where /proc is readable; the load average is the fallback.
  const others = Math.max(0, ...size.targets.map((t) => t.othersCpuPct ?? 0));
  const busiest = Math.max(0, ...size.targets.map((t) => t.load1 ?? 0));
  const expected = 2; // the server and the load generator (autocannon's two processes, or wrk's two threads)
  if (size.targets.some((t) => t.othersCpuPct !== undefined && t.othersCpuPct !== null)) {
    if (others > OTHERS_CPU_WARN_PCT) {
      console.log(
        `  WARNING: other processes used up to ${others.toFixed(0)} % of a core during a target ("oth cpu%"). ` +
          "They took CPU from the server or the generator: absolute numbers are low and noisy; compare ratios and srv ms/req, and re-run on a quiet machine.",
      );
    }
  } else if (busiest > Math.max(expected, os.cpus().length) + 0.5) {
    console.log(
      `  WARNING: the machine was busy (1-min load average up to ${busiest.toFixed(1)} on ${os.cpus().length} CPUs; this run adds about ${expected}). ` +
        "Other processes took CPU from the server: absolute numbers are low and noisy; compare ratios, and re-run on a quiet machine.",
    );
  }
  if (size.buying?.length) {
    console.log(`\n  Buying (signed-in buyers, one per connection; ${BUYING_CONNECTIONS} connections, closed loop)`);
    console.log(
      formatTable(
        ["target", "requests", "req/s", "p50 ms", "p95 ms", "p99 ms", "errors", "criterion", "verdict"],
        size.buying.map((b) => [b.name, String(b.requests), f0(b.rps), f1(b.latencyMs.p50), f1(b.latencyMs.p95), f1(b.latencyMs.p99), String(b.errors), b.criterion, b.reference ? "-" : b.ok ? "PASS" : "FAIL"]),
      ).replace(/^/gm, "  "),
    );
  }
  if (size.csv?.length) {
    console.log("\n  CSV import (one supplier, one product; each step one request)");
    console.log(
      formatTable(
        ["step", "rows", "seconds", "HTTP", "answer", "criterion", "verdict"],
        size.csv.map((c) => [c.name, String(c.rows), c.seconds.toFixed(2), String(c.status), c.counts, c.criterion, c.ok ? "PASS" : "FAIL"]),
      ).replace(/^/gm, "  "),
    );
  }
  for (const t of size.targets) {
    const shown = t.paths.length > 1 ? `${t.paths.length} URLs round-robin, e.g. ${t.paths[0]} … ${t.paths[t.paths.length - 1]}` : t.paths[0];
    console.log(`  ${t.name}: ${shown}`);
    if (t.skipped) console.log(`    skipped: ${t.skipped}`);
    else if (t.result.failures.length) console.log(`    failed: ${t.result.failures.join("; ")}`);
  }
}

type BenchOptions = ReturnType<typeof parseOptions>;

/** The memory soak: the crawl's figures, then RSS per process at the start, the end of the warm-up and the end. */
function printSoak(soak: SoakResult) {
  const c = soak.crawl;
  const minutes = (soak.runSeconds / 60).toFixed(1);
  console.log(`\n  Memory soak: a crawl of every offer page, ${soak.connections} connections (${soak.generator}), ${minutes} min; RSS every ${soak.sampleSeconds} s, warm-up the first ${soak.warmupSeconds.toFixed(0)} s`);
  const crawled = `${soak.crawled.toLocaleString("en")} of ${soak.pages.toLocaleString("en")} (${((soak.crawled / Math.max(1, soak.pages)) * 100).toFixed(1)} %)`;
  console.log(
    formatTable(
      ["pages crawled", "pages/s", "after warm-up", "warm answers", "answers/s", "p50 ms", "p95 ms", "max ms", "non-2xx", "lost/errors", "cached 1st", "srv ms/answer", "srv cpu%", "gen cpu%", "oth cpu%"],
      [[
        crawled,
        f1(soak.pagesPerSecond),
        f1(soak.pagesPerSecondAfterWarmup),
        soak.recrawled.toLocaleString("en"),
        f1(soak.answersPerSecond),
        f0(c.first.p50Ms),
        f0(c.first.p95Ms),
        f0(c.first.maxMs),
        String(soak.non2xx),
        String(soak.errors),
        String(c.cached),
        f1(soak.serverCpuMsPerAnswer),
        f0(soak.serverCpuPct),
        f0(soak.loadgenCpuPct),
        f0(soak.othersCpuPct),
      ]],
    ).replace(/^/gm, "  "),
  );
  console.log(
    soak.allCrawled
      ? `  every page crawled after ${f0(soak.firstPassSeconds)} s; then a second (warm) pass until the time was up`
      : `  time up before every page was crawled: ${(soak.pages - soak.crawled).toLocaleString("en")} never requested`,
  );
  const mb = (n: number | null) => (n === null ? "-" : n.toFixed(0));
  const pct = (n: number | null) => (n === null ? "-" : `${n >= 0 ? "+" : ""}${n.toFixed(1)}`);
  console.log(
    formatTable(
      ["RSS (MB)", "start", `warm-up end (${f0(soak.server.warmupAt)} s)`, "end", "growth %", "max", "max after warm-up", "criterion", "verdict"],
      soak.rss.map((r) => [r.name, mb(r.startMb), mb(r.warmupMb), mb(r.endMb), pct(r.growthPct), mb(r.maxMb), mb(r.maxAfterWarmupMb), r === soak.server ? soak.criterion : "", r === soak.server ? soak.result.verdict : ""]),
    ).replace(/^/gm, "  "),
  );
  if (soak.heap) {
    // What Next's memory is made of (bench/heap-probe.mjs): the samples as the run held it, and after full collections.
    const warm = soak.samples.find((s) => s.t >= soak.warmupSeconds - 1e-6);
    const last = soak.samples[soak.samples.length - 1];
    const rows: [string, HeapReading[] | undefined][] = [
      ["start, after a full GC", soak.heap.gcStart],
      [`warm-up end (${f0(warm?.t ?? null)} s)`, warm?.heap],
      ["end", last?.heap],
      ["end, after a full GC", soak.heap.gcEnd],
    ];
    console.log(
      formatTable(
        ["Next.js memory (MB)", "RSS", "V8 heap used", "V8 heap total", "external", "of it array buffers", "RSS - heap total - external"],
        rows.map(([name, readings]) => {
          const h = sumHeap(readings);
          return [name, mb(h?.rssMb ?? null), mb(h?.heapUsedMb ?? null), mb(h?.heapTotalMb ?? null), mb(h?.externalMb ?? null), mb(h?.arrayBuffersMb ?? null), mb(h ? h.rssMb - h.heapTotalMb - h.externalMb : null)];
        }),
      ).replace(/^/gm, "  "),
    );
    const flags = soak.heap.gcStart[0]?.execArgv?.filter((a) => !a.includes("heap-probe") && a !== "--expose-gc" && a !== "--import");
    if (flags) console.log(`  Next.js ran with the Node flags: ${flags.length ? flags.join(" ") : "(none)"} (the probe's own left out)`);
  }
  if (soak.othersCpuPct !== null && soak.othersCpuPct > OTHERS_CPU_WARN_PCT) {
    console.log(`  WARNING: other processes used ${soak.othersCpuPct.toFixed(0)} % of a core during the soak ("oth cpu%"): fewer pages were crawled than on a quiet machine.`);
  }
  if (soak.result.failures.length) console.log(`    soak failed: ${soak.result.failures.join("; ")}`);
}

/** The cold targets' table: one row per kind and concurrency. */
function printCold(cold: ColdResult) {
  const generator = cold.runs[0]?.generator ?? "wrk";
  console.log(`\n  Cold renders: never-requested URLs on a fresh server (${generator}, one connection per concurrent request; primer ${cold.primer.requests} URLs first, unmeasured)`);
  const rows = cold.runs.map((r) => [
    r.name,
    String(r.concurrency),
    String(r.answered),
    f1(r.pagesPerSecond),
    f0(r.latencyMs.p50),
    f0(r.latencyMs.p95),
    f0(r.latencyMs.max),
    String(r.non2xx + r.failed),
    String(r.cachedAnswers),
    f1(r.serverCpuMsPerPage),
    f1(r.frontCpuMsPerPage),
    f1(r.nextMainCpuMsPerPage),
    f1(r.nextOtherCpuMsPerPage),
    f0(r.othersCpuPct),
    r.bytesPerPage === null ? "-" : (r.bytesPerPage / 1000).toFixed(1),
    r.criterion,
    r.result.verdict,
  ]);
  console.log(
    formatTable(
      ["target", "conc", "pages", "pages/s", "p50 ms", "p95 ms", "max ms", "non-2xx", "cached", "srv ms/page", "front", "next js", "next other", "oth cpu%", "kB/page", "criterion", "verdict"],
      rows,
    ).replace(/^/gm, "  "),
  );
  console.log('  ("srv ms/page" = front + "next js" (Next\'s JavaScript thread) + "next other" (its GC, compiler and libuv threads: zlib))');
  const others = Math.max(0, ...cold.runs.map((r) => r.othersCpuPct ?? 0));
  if (others > OTHERS_CPU_WARN_PCT) {
    console.log(`  WARNING: other processes used up to ${others.toFixed(0)} % of a core during a cold run ("oth cpu%"): pages/s and latencies are low, CPU per page a little high; re-run on a quiet machine.`);
  }
  for (const r of cold.runs) {
    if (r.result.failures.length) console.log(`    ${r.name} at ${r.concurrency} failed: ${r.result.failures.join("; ")}`);
  }
}

async function benchSize(offers: number, opts: BenchOptions, dirs: { session: string; appDir: string }, cleanup: Cleanup): Promise<SizeResult> {
  console.log(`\n=== ${offers.toLocaleString("en")} offers`);
  const dataDir = path.join(dirs.session, `data-${offers}`);
  const soakHere = opts.soakSizes.includes(offers);
  const urls = await seedAndPick(offers, dataDir, opts.coldPages, soakHere ? path.join(dirs.session, `crawl-${offers}.txt`) : null);
  console.log(
    `  seeded in ${urls.seedSeconds.toFixed(0)} s; product ${urls.product.category}/${urls.product.slug} (${urls.product.publicOffers} public offers), filter ${urls.facet.key}=${urls.facet.value} (${urls.facet.offers} offers)`,
  );

  const port = await freePort();
  // --profile: the Next.js process writes a .cpuprofile when it exits; the cold runs' windows are summed from it.
  const profileDir = opts.profile ? path.join(opts.profile, String(offers)) : null;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const nextNodeArgs = [...opts.nextNodeArgs, ...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`, `--cpu-prof-interval=${PROFILE_INTERVAL_US}`] : [])];
  // The soak reads what Next's memory is made of through bench/heap-probe.mjs (signals, a full collection on demand).
  const heapProbeFile = soakHere ? path.join(dirs.session, `heap-${offers}.jsonl`) : null;
  if (heapProbeFile) nextNodeArgs.push("--expose-gc", "--import", pathToFileURL(path.join(benchDir, "heap-probe.mjs")).href);
  const server = startNext({
    root: dirs.appDir,
    port,
    dataDir,
    logFile: path.join(dirs.session, `server-${offers}.log`),
    nextNodeArgs,
    env: heapProbeFile ? { BENCH_HEAP_PROBE_FILE: heapProbeFile } : undefined,
  });
  cleanup.server = server;
  let cold: ColdResult | undefined;
  let soak: SoakResult | undefined;
  let profile: SizeResult["profile"];
  try {
    const serverReadyMs = await waitForHealth(server);
    console.log(`  next start on ${server.origin}: /health after ${(serverReadyMs / 1000).toFixed(1)} s${profileDir ? ` (profiling into ${profileDir})` : ""}`);

    // First, on the fresh server: pages nobody has requested (they must miss both caches).
    if (opts.cold) {
      cold = await runColdTargets(server, urls.cold, { wrk: opts.wrk, wrkScript: wrkColdScript, workDir: dirs.session, headers: LOAD_HEADERS, offers: urls.publicOffers, log: (t) => console.log(t) });
      if (profileDir) writeFileSync(path.join(profileDir, "windows.json"), `${JSON.stringify(cold.runs.map((r) => ({ name: `${r.name} at ${r.concurrency}`, pages: r.answered, ...r.window })), null, 2)}\n`);
    }

    // The memory soak: a crawler over every offer page, the server's RSS sampled (before the warm targets touch anything).
    if (soakHere) {
      if (!urls.crawl) throw new Error("bench/prepare.ts wrote no crawl list");
      soak = await runSoak(server, { pathsFile: urls.crawl.file, heapProbeFile, runSeconds: opts.soakSeconds, wrk: opts.wrk, wrkScript: wrkCrawlScript, headers: LOAD_HEADERS, offers: urls.publicOffers, log: (t) => console.log(t) });
    }

    const targets: Target[] = !opts.catalogue ? [] : [
      { name: "/about (static baseline)", kind: "baseline", paths: [urls.about] },
      { name: "offer page", kind: "offer", paths: [urls.offer] },
      { name: "listing", kind: "listing", paths: [urls.listing] },
      { name: "filtered listing", kind: "filtered", paths: [urls.filtered] },
      { name: "api /api/offers hot", kind: "api-hot", paths: [urls.apiHot] },
      { name: `api /api/offers mixed(${urls.apiMixed.length})`, kind: "api-mixed", paths: urls.apiMixed },
    ];

    // Warm everything first, so no measured target pays for another's first render.
    const warmups = new Map<Target, Warmup[]>();
    for (const t of targets) {
      // Twice at least: the front keeps a URL from its second request on (MICRO_CACHE_MIN_USES).
      const times = t.paths.length > 1 ? 2 : WARM_REQUESTS;
      const w: Warmup[] = [];
      for (const p of t.paths) w.push(await warm(server.origin, p, times));
      warmups.set(t, w);
      const first = w[0];
      console.log(`  warm ${t.name}: first ${first.firstMs.toFixed(0)} ms, then ${first.lastMs.toFixed(0)} ms, HTTP ${[...new Set(w.flatMap((x) => x.statuses))].join("/")}`);
    }
    if ([...warmups.values()].flat().some((w) => w.statuses.some((s) => s < 200 || s > 299))) {
      console.log(`  some URLs did not answer 2xx; server log (last lines):\n${tail(server.logFile, 20).replace(/^/gm, "    | ")}`);
    }

    const results: TargetResult[] = [];
    let baseline: Measurement | null = null;
    for (const t of targets) {
      const warmup = warmups.get(t)!;
      const crit = criterion(t.kind, urls.publicOffers);
      const bad = warmup.find((w) => w.statuses.some((s) => s < 200 || s > 299));
      if (bad) {
        const skipped = `warm-up answered HTTP ${bad.statuses.join(",")} (0 = no answer); not measured`;
        results.push({ name: t.name, kind: t.kind, paths: t.paths, warmup, skipped, criterion: crit, result: { verdict: "FAIL", ratio: null, checks: [skipped], failures: [skipped] } });
        continue;
      }
      if (server.child.exitCode !== null) throw new Error(`the server exited during the run:\n${tail(server.logFile)}`);
      process.stdout.write(`  load ${t.name} for ${opts.duration} s ... `);
      const m = await load(server, t, opts);
      const measurement: Measurement = { rps: m.rps, p50: m.latencyMs.p50, p95: m.latencyMs.p95, p99: m.latencyMs.p99, non2xx: m.non2xx, errors: m.errors + m.timeouts };
      if (t.kind === "baseline") baseline = measurement;
      const result = judge(t.kind, measurement, baseline, urls.publicOffers);
      console.log(`${m.rps.toFixed(0)} req/s, p99 ${m.latencyMs.p99.toFixed(1)} ms`);
      results.push({ name: t.name, kind: t.kind, paths: t.paths, warmup, ...m, load1: os.loadavg()[0], criterion: crit, result });
      await sleep(1000);
    }
    let buying: BuyingResult[] | undefined;
    if (opts.buying && offers === opts.sizes[0]) {
      process.stdout.write(`  buying targets at ${BUYING_CONNECTIONS} connections, ${opts.duration} s each ... `);
      buying = await runBuyingTargets(server.origin, { durationS: opts.duration, connections: BUYING_CONNECTIONS });
      console.log(buying.map((b) => `${b.name}: p95 ${b.latencyMs.p95.toFixed(1)} ms`).join(", "));
    }
    // Last: the import adds 10,000 offers to the catalogue the other targets measured.
    let csv: CsvImportResult[] | undefined;
    if (opts.csv && offers === opts.sizes[0]) {
      process.stdout.write(`  CSV import of 10,000 rows (${urls.csv.provider}, ${urls.csv.product}) ... `);
      csv = await runCsvImportTarget(server.origin, urls.csv);
      console.log(csv.map((c) => `${c.name}: ${c.seconds.toFixed(1)} s`).join(", "));
    }
    await stopServer(server);
    if (profileDir && cold) profile = { dir: profileDir, summary: await summariseProfileDir(profileDir, { appDir: dirs.appDir }) };
    return { offers, urls, serverReadyMs, targets: results, buying, csv, cold, soak, profile };
  } catch (error) {
    console.error(`\nserver log (last lines):\n${tail(server.logFile)}`);
    throw error;
  } finally {
    await stopServer(server);
    cleanup.server = null;
    await rm(dataDir, { recursive: true, force: true });
  }
}

type Cleanup = { server: RunningServer | null; dirs: Set<string> };

/** Builds when needed, then runs the server parts at every size (into `sizes`); answers the build id. */
async function benchServer(opts: ReturnType<typeof parseOptions>, sizes: SizeResult[], cleanup: Cleanup): Promise<string> {
  await ensureBuild();
  const session = await mkdtemp(path.join(os.tmpdir(), "marketplace-bench-"));
  cleanup.dirs.add(session);
  let buildId: string;
  try {
    const appDir = path.join(session, "app");
    buildId = await snapshotBuild(root, appDir, (t) => console.log(t));
    noteStaleBuild(appDir);
    console.log(
      `Benchmark of build ${buildId} (a copy in ${appDir}; next start -H ${HOST}): ${os.cpus().length} CPUs, Node ${process.version}, sizes ${opts.sizes.join(", ")}, load by ${opts.generator === "wrk" ? opts.wrk : "autocannon"}`,
    );
    for (const offers of opts.sizes) sizes.push(await benchSize(offers, opts, { session, appDir }, cleanup));
  } finally {
    await rm(session, { recursive: true, force: true });
    cleanup.dirs.delete(session);
  }
  return buildId;
}

function printUnits(units: InProcessResult[]) {
  if (!units.length) return;
  console.log("\nIn-process timings (best of 3 for the CSV; ratio = measured / baseline of the same run)");
  console.log(
    formatTable(
      ["measure", "ms", "baseline ms", "ratio", "baseline", "criterion", "verdict", "note"],
      units.map((u) => [u.name, u.ms.toFixed(1), u.baselineMs.toFixed(1), u.ratio.toFixed(2), u.baseline, u.criterion, u.ok ? "PASS" : "FAIL", u.note]),
    ),
  );
}

async function main() {
  const opts = parseOptions();
  const cleanup: Cleanup = { server: null, dirs: new Set() };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the server and removing temporary data ...`);
      void (async () => {
        if (cleanup.server) await stopServer(cleanup.server, 3000);
        for (const d of cleanup.dirs) await rm(d, { recursive: true, force: true });
        process.exit(130);
      })();
    });
  }

  const startedAt = new Date();
  let units: InProcessResult[] = [];
  if (opts.units) {
    console.log("In-process timings (no server):");
    units = await runInProcessTimings((line) => console.log(`  ${line}`));
  }
  const sizes: SizeResult[] = [];
  let buildId: string | null = null;
  if (opts.server) buildId = await benchServer(opts, sizes, cleanup);

  console.log("\n=== Results");
  printUnits(units);
  for (const s of sizes) printSize(s, opts.duration, opts.connections, opts.generator);
  const failed = [
    ...units.filter((u) => !u.ok).map((u) => u.name),
    ...sizes.flatMap((s) => [
      ...(s.cold?.runs ?? []).filter((r) => r.result.verdict === "FAIL").map((r) => `${s.urls.publicOffers}: ${r.name} at ${r.concurrency}`),
      ...s.targets.filter((t) => t.result.verdict === "FAIL").map((t) => `${s.urls.publicOffers}: ${t.name}`),
      ...(s.soak?.result.verdict === "FAIL" ? [`${s.urls.publicOffers}: memory soak`] : []),
      ...(s.buying ?? []).filter((b) => !b.ok).map((b) => `${s.urls.publicOffers}: ${b.name}`),
      ...(s.csv ?? []).filter((c) => !c.ok).map((c) => `${s.urls.publicOffers}: CSV ${c.name}`),
    ]),
  ];
  console.log(`\n${failed.length ? `FAIL: ${failed.join(", ")}` : "All targets met."}`);

  const outDir = path.join(root, "bench-results");
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    buildId,
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, platform: `${os.platform()} ${os.release()}` },
    options: { durationSeconds: opts.duration, connections: opts.connections, sizes: opts.sizes, generator: opts.generator, coldPages: opts.coldPages, profile: opts.profile, soakSizes: opts.soakSizes, soakMinutes: opts.soakSeconds / 60 },
    units,
    sizes,
    failed,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Results written to ${path.relative(root, file)}`);
  process.exitCode = opts.strict && failed.length ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
