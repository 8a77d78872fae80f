/**
 * Starting and stopping the production server for measurements, on the loopback interface only.
 * The server runs in its own process group so stopping it ends exactly what was started here.
 *
 * The server is scripts/serve.ts, as `npm start` runs it: the micro-cache front and Next behind it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, readFileSync, readdirSync } from "node:fs";

export const HOST = "localhost";
/** Addresses tried, in order, to reach the server bound to `localhost`. */
const LOOPBACK_ORIGINS = ["127.0.0.1", "[::1]"];

export { freePort } from "../../scripts/lib/net";

export type RunningServer = { child: ChildProcess; port: number; origin: string; logFile: string };

/**
 * `next start` of the existing build, with the embedded database in dataDir and no DATABASE_URL.
 * `nextNodeArgs`: Node flags for the Next.js process only (scripts/serve.ts NEXT_NODE_ARGS), e.g.
 * `--cpu-prof --cpu-prof-dir=DIR` for `npm run bench -- --profile DIR`; `env`: more variables for the server.
 */
export function startNext(options: { root: string; port: number; dataDir: string; logFile: string; nextNodeArgs?: string[]; env?: Record<string, string> }): RunningServer {
  const { root, port, dataDir, logFile } = options;
  // One trusted proxy hop: the buying targets sign their buyers in from distinct client addresses
  // (X-Forwarded-For), so the per-IP sign-in limits do not stop the bench. Catalogue pages ignore it.
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, DATA_DIR: dataDir, PORT: String(port), NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", TRUSTED_PROXIES: "1" };
  delete env.DATABASE_URL;
  if (options.nextNodeArgs?.length) env.NEXT_NODE_ARGS = options.nextNodeArgs.join(" ");
  else delete env.NEXT_NODE_ARGS;
  const log = createWriteStream(logFile);
  // The serving stack of `npm start`: the micro-cache front on `port`, Next.js behind it (scripts/serve.ts).
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts", "--port", String(port)], {
    cwd: root,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return { child, port, origin: `http://127.0.0.1:${port}`, logFile };
}

/**
 * Resolves once GET /health answers 200 (and sets `origin` to the loopback address that answered);
 * rejects when the server exits or the time runs out.
 */
export async function waitForHealth(server: RunningServer, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  let exited: string | null = null;
  const onExit = (code: number | null, signal: string | null) => (exited = `exited (code ${code}, signal ${signal})`);
  server.child.once("exit", onExit);
  try {
    while (Date.now() - started < timeoutMs) {
      if (exited) throw new Error(`server ${exited} before /health answered; log: ${server.logFile}`);
      for (const address of LOOPBACK_ORIGINS) {
        const origin = `http://${address}:${server.port}`;
        try {
          const res = await fetch(`${origin}/health`, { signal: AbortSignal.timeout(2000) });
          if (res.ok) {
            server.origin = origin;
            return Date.now() - started;
          }
        } catch {
          // not listening (there) yet
        }
      }
      await sleep(200);
    }
    throw new Error(`/health did not answer within ${timeoutMs / 1000} s; log: ${server.logFile}`);
  } finally {
    server.child.off("exit", onExit);
  }
}

/** SIGTERM to the server's process group, SIGKILL after the grace period. */
export async function stopServer(server: RunningServer, graceMs = 10_000): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  signalGroup("SIGTERM");
  const timer = setTimeout(() => signalGroup("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

export function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * CPU time (ms, user + system) used so far by a process and its descendants, read from /proc.
 * null where /proc is unavailable. Used to show whether the server or the load generator was the
 * bottleneck on a small machine.
 */
export function processTreeCpuMs(rootPid: number | undefined): number | null {
  return serverCpu(rootPid)?.totalMs ?? null;
}

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every mainstream Linux build

/** ppid and utime + stime ticks of a /proc/<pid>/stat or /proc/<pid>/task/<tid>/stat file. */
function readStat(file: string): { ppid: number; ticks: number } | null {
  try {
    const raw = readFileSync(file, "utf8");
    // Fields after the parenthesised command name: state ppid ... utime(14) stime(15).
    const fields = raw.slice(raw.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null; // ended while reading
  }
}

/**
 * CPU time so far (ms) of the server's process tree, split: `frontMs` is the root process (the
 * micro-cache front, scripts/serve.ts), `nextMainMs` the main (JavaScript) threads of its
 * descendants (Next.js), `nextOtherMs` their other threads (V8's garbage-collection and compiler
 * helpers, libuv's pool: zlib, file reads). null where /proc is unavailable.
 */
export function serverCpu(rootPid: number | undefined): { totalMs: number; frontMs: number; nextMainMs: number; nextOtherMs: number } | null {
  if (!rootPid) return null;
  try {
    const stats = new Map<number, { ppid: number; ticks: number }>();
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      const s = readStat(`/proc/${entry}/stat`);
      if (s) stats.set(Number(entry), s);
    }
    if (!stats.has(rootPid)) return null;
    let total = 0;
    let main = 0;
    const queue = [rootPid];
    while (queue.length) {
      const pid = queue.pop()!;
      total += stats.get(pid)?.ticks ?? 0;
      if (pid !== rootPid) main += readStat(`/proc/${pid}/task/${pid}/stat`)?.ticks ?? 0;
      for (const [child, s] of stats) if (s.ppid === pid) queue.push(child);
    }
    const front = stats.get(rootPid)!.ticks;
    const ms = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;
    return { totalMs: ms(total), frontMs: ms(front), nextMainMs: ms(main), nextOtherMs: ms(total - front - main) };
  } catch {
    return null;
  }
}

/**
 * CPU time (ms) all CPUs of the machine have spent busy so far (everything but idle and iowait, from
 * the first line of /proc/stat); null where /proc is unavailable. Its increase over a load run, less
 * the server's and the generator's, is what other processes took meanwhile.
 */
export function machineBusyCpuMs(): number | null {
  try {
    const line = readFileSync("/proc/stat", "utf8").split("\n", 1)[0];
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    if (fields.length < 4 || fields.some((n) => !Number.isFinite(n))) return null;
    // user nice system idle iowait irq softirq steal (guest and guest_nice are already in user and nice)
    const ticks = fields.slice(0, 8).reduce((a, b) => a + b, 0) - fields[3] - (fields[4] ?? 0);
    return (ticks * 1000) / 100; // USER_HZ
  } catch {
    return null;
  }
}

/** One process of the server's tree and its resident set size (MB = 2^20 bytes, VmRSS of /proc/<pid>/status). */
export type ProcessRss = { pid: number; name: string; rssMb: number };

/** VmRSS of /proc/<pid>/status in MB (2^20 bytes); null when the process is gone or /proc is unreadable. */
export function parseVmRssMb(status: string): number | null {
  const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return m ? Number(m[1]) / 1024 : null;
}

/**
 * Resident set size of the server's processes: the root (scripts/serve.ts, the micro-cache front,
 * named "front") and every descendant, named by its command line (Next.js names its process
 * "next-server (vX)"). null where /proc is unavailable or the root is gone.
 */
export function serverRss(rootPid: number | undefined): { front: ProcessRss; others: ProcessRss[] } | null {
  if (!rootPid) return null;
  try {
    const parents = new Map<number, number>();
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      const s = readStat(`/proc/${entry}/stat`);
      if (s) parents.set(Number(entry), s.ppid);
    }
    if (!parents.has(rootPid)) return null;
    const rss = (pid: number) => {
      try {
        return parseVmRssMb(readFileSync(`/proc/${pid}/status`, "utf8"));
      } catch {
        return null;
      }
    };
    const name = (pid: number) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ").slice(0, 60) || "?";
      } catch {
        return "?";
      }
    };
    const frontMb = rss(rootPid);
    if (frontMb === null) return null;
    const others: ProcessRss[] = [];
    const queue = [rootPid];
    while (queue.length) {
      const pid = queue.pop()!;
      for (const [child, ppid] of parents) {
        if (ppid !== pid) continue;
        queue.push(child);
        const mb = rss(child);
        if (mb !== null) others.push({ pid: child, name: name(child), rssMb: mb });
      }
    }
    return { front: { pid: rootPid, name: "front", rssMb: frontMb }, others: others.sort((a, b) => a.pid - b.pid) };
  } catch {
    return null;
  }
}
