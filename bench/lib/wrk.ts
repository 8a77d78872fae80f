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

/** Reads the last "bench-wrk-json {…}" line of wrk's stdout; throws when there is none or it is malformed. */
export function parseWrkOutput(stdout: string): WrkRun {
  const line = stdout
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.startsWith(WRK_MARKER))
    .pop();
  if (!line) throw new Error(`wrk printed no "${WRK_MARKER.trim()}" line (was it run with -s bench/wrk-report.lua?)`);
  let raw: WrkLine;
  try {
    raw = JSON.parse(line.slice(WRK_MARKER.length)) as WrkLine;
  } catch (error) {
    throw new Error(`wrk's report line is not JSON: ${(error as Error).message}`);
  }
  const e = raw?.errors;
  if (!isNumber(raw?.durationUs) || raw.durationUs <= 0 || !isNumber(raw.requests) || !isNumber(raw.bytes) || !e || ![e.connect, e.read, e.write, e.status, e.timeout].every(isNumber)) {
    throw new Error(`wrk's report line lacks durationUs, requests, bytes or errors: ${line}`);
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
  const line = stdout
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.startsWith(COLD_MARKER))
    .pop();
  if (!line) throw new Error(`wrk printed no "${COLD_MARKER.trim()}" line (was it run with -s bench/wrk-cold.lua?)`);
  const raw = JSON.parse(line.slice(COLD_MARKER.length)) as { requests?: ColdAnswer[]; failed?: string[]; cpuTicks?: number | null };
  if (!Array.isArray(raw.requests) || !Array.isArray(raw.failed)) throw new Error(`wrk's cold report lacks requests or failed: ${line.slice(0, 200)}`);
  return { requests: raw.requests, failed: raw.failed, loadgenCpuMs: isNumber(raw.cpuTicks) ? (raw.cpuTicks * 1000) / TICKS_PER_SECOND : null };
}
