/**
 * Serves the production build: Next.js on an internal loopback port, and in front of it on PORT the
 * micro-cache front (ADR 0003). `npm start`, the API and e2e tests and the benchmark all serve
 * through here, so they measure and test what users get.
 *
 *   npx tsx scripts/serve.ts [--port 3000]
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { STARTUP_REVALIDATE_HEADER, STARTUP_REVALIDATE_PATH } from "@/lib/cache/startup-revalidate";
import { assertStartable } from "@/lib/deployment";
import { env } from "@/lib/env";
import { APP_KEEP_ALIVE_MS, createFrontServer } from "@/lib/http/front-server";
import { MicroCache } from "@/lib/http/micro-cache";
import { freePort, portInUse, waitForOk } from "./lib/net";

/** Next binds `localhost`: with an IP literal, Next 16 treats the proxy's own rewrites as external. */
const INTERNAL_HOST = "localhost";

/** How long a Next.js process may take to stop after SIGTERM before it is killed. */
const STOP_GRACE_MS = 5000;

/** Makes each Next.js process leave when the front is gone or its output cannot be written. */
const CHILD_GUARD = path.join(process.cwd(), "scripts/lib/next-child-guard.cjs");

/**
 * How many Next.js processes to run (APP_PROCESSES; docs/deploy.md). One per core when both
 * DATABASE_URL and REDIS_URL are set, else one: the embedded database is a directory only one
 * process may open, and without Redis each process would keep its own page cache, so a price change
 * made through one would not be seen through another.
 */
export function appProcesses(e: Pick<typeof env, "APP_PROCESSES" | "DATABASE_URL" | "REDIS_URL">, cores = os.availableParallelism()): number {
  if (e.APP_PROCESSES && e.APP_PROCESSES > 1) {
    if (!e.DATABASE_URL) throw new Error(`APP_PROCESSES=${e.APP_PROCESSES} needs DATABASE_URL: the embedded database (DATA_DIR) can be opened by one process only.`);
    if (!e.REDIS_URL) throw new Error(`APP_PROCESSES=${e.APP_PROCESSES} needs REDIS_URL: without it every process keeps its own cache and misses the others' changes.`);
  }
  return e.APP_PROCESSES ?? (e.DATABASE_URL && e.REDIS_URL ? Math.max(1, cores) : 1);
}

/**
 * Node flags of each Next.js process: V8's heap growth (APP_HEAP_GROWING_PERCENT; ADR 0015, memory
 * soak: V8's own factor let a process hold up to 4× its live heap, growing with every page rendered),
 * then NEXT_NODE_ARGS (profiling), which come last and so win.
 */
export function nextNodeArgs(e: Pick<typeof env, "APP_HEAP_GROWING_PERCENT">, extra = process.env.NEXT_NODE_ARGS ?? ""): string[] {
  const heap = e.APP_HEAP_GROWING_PERCENT > 0 ? [`--heap-growing-percent=${e.APP_HEAP_GROWING_PERCENT}`] : [];
  return [...heap, ...extra.split(/\s+/).filter(Boolean)];
}

/**
 * With REDIS_URL: the cache handlers (lib/cache/redis) learn of entries expired or evicted by other
 * processes from Redis keyspace events, which must be on; they are turned on here when off (a
 * managed Redis that forbids CONFIG must have them set by its operator: docs/deploy.md). Answers
 * the key prefix of this build's cache entries.
 */
async function prepareRedis(url: string, prefix: string): Promise<string> {
  const { createClient } = await import("redis");
  const client = createClient({ url, socket: { connectTimeout: 3000, reconnectStrategy: false } });
  client.on("error", () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`REDIS_URL is set but Redis does not answer (${error instanceof Error ? error.message : error}).`);
  }
  try {
    const events = (await client.configGet("notify-keyspace-events"))["notify-keyspace-events"] ?? "";
    const hasExpiredEvicted = events.includes("A") || (events.includes("x") && events.includes("e"));
    if (!events.includes("E") || !hasExpiredEvicted) {
      await client.configSet("notify-keyspace-events", `${events.replace(/[Exe]/g, "")}Exe`);
    }
  } catch (error) {
    if (process.env.SKIP_KEYSPACE_CONFIG_CHECK?.toUpperCase() !== "TRUE") {
      throw new Error(
        `Redis keyspace events could not be checked or turned on (${error instanceof Error ? error.message : error}): set notify-keyspace-events to "Exe" on the server, then start with SKIP_KEYSPACE_CONFIG_CHECK=true.`,
      );
    }
  } finally {
    await client.quit().catch(() => undefined);
  }
  const buildId = readFileSync(path.join(process.cwd(), ".next/BUILD_ID"), "utf8").trim();
  return `${prefix}:${buildId}:`;
}

export async function main() {
  // Before anything else: a public site must not run on the demo mailbox, demo payments or generated keys.
  assertStartable(env);
  const { values } = parseArgs({ options: { port: { type: "string" } } });
  const port = values.port ? Number(values.port) : env.PORT;
  const processes = appProcesses(env);
  const cacheKeyPrefix = env.REDIS_URL ? await prepareRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX) : null;
  const nextBin = path.join(process.cwd(), "node_modules/next/dist/bin/next");
  const startupSecret = randomBytes(32).toString("hex");
  // V8's heap growth, then NEXT_NODE_ARGS: Node flags for the Next.js process only, for profiling (`--cpu-prof --cpu-prof-dir=DIR`).
  const nodeArgs = nextNodeArgs(env);
  const children: ChildProcess[] = [];
  let stopping = false;
  /**
   * Stops every Next.js process, then leaves: each gets SIGTERM and STOP_GRACE_MS to finish; one still
   * running then is killed, so none is left behind without its front (scripts/lib/next-child-guard.cjs
   * covers the front itself being killed).
   */
  const stop = (code = 0) => {
    if (stopping) return;
    stopping = true;
    const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
    const leave = () => process.exit(code);
    if (!running.length) return leave();
    let left = running.length;
    for (const child of running) {
      child.once("exit", () => {
        if (--left === 0) leave();
      });
      child.kill("SIGTERM");
    }
    setTimeout(() => {
      for (const child of running) child.kill("SIGKILL");
      setTimeout(leave, 200).unref();
    }, STOP_GRACE_MS).unref();
  };
  /**
   * Starts Next.js process `index` on a free internal port. The port is free when chosen but taken
   * only when Next listens a second later; if something else took it meanwhile (another server's
   * port, or an outgoing connection's ephemeral port), the process exits at once: start it again on
   * another port (three tries) rather than fail the whole server.
   */
  const start = async (index: number, attempt = 1): Promise<{ host: string; port: number }> => {
    const internalPort = await freePort(INTERNAL_HOST);
    const next = spawn(process.execPath, ["--require", CHILD_GUARD, ...nodeArgs, nextBin, "start", "-H", INTERNAL_HOST, "-p", String(internalPort), "--keepAliveTimeout", String(APP_KEEP_ALIVE_MS)], {
      stdio: "inherit",
      env: {
        ...process.env,
        NODE_ENV: "production",
        // The proxy refreshes expired access tokens through the app's own API, straight to this port.
        INTERNAL_ORIGIN: `http://${INTERNAL_HOST}:${internalPort}`,
        // `next start -p` sets Next's PORT to the internal port: absolute URLs must name the front's.
        FRONT_PORT: String(port),
        // scripts/lib/next-child-guard.cjs: the process leaves when this one is gone.
        FRONT_PID: String(process.pid),
        STARTUP_REVALIDATE_SECRET: startupSecret,
        APP_PROCESS_INDEX: String(index),
        // The Redis cache handlers' namespace: this deployment and this build (an older build's entries are never read).
        ...(cacheKeyPrefix ? { KEY_PREFIX: cacheKeyPrefix } : {}),
      },
    });
    children.push(next);
    let alive = true;
    let starting = true;
    next.on("exit", (code) => {
      alive = false;
      if (stopping || starting) return;
      // One process gone: the whole server goes (a supervisor restarts it) rather than serve short-handed unnoticed.
      console.error(`Next.js server ${index + 1} of ${processes} exited (${code ?? "signal"})`);
      stop(code || 1);
    });
    try {
      await waitForOk(`http://${INTERNAL_HOST}:${internalPort}/health`, 120_000, () => alive);
    } catch (error) {
      starting = false;
      if (!alive && attempt < 3 && (await portInUse(INTERNAL_HOST, internalPort))) {
        console.error(`Next.js server ${index + 1} of ${processes}: port ${internalPort} was taken before it listened; starting it on another port`);
        children.splice(children.indexOf(next), 1);
        return start(index, attempt + 1);
      }
      if (!alive) {
        console.error(`Next.js server ${index + 1} of ${processes} exited (${next.exitCode ?? "signal"})`);
        stop(next.exitCode || 1);
      }
      throw error;
    }
    starting = false;
    if (!alive) {
      console.error(`Next.js server ${index + 1} of ${processes} exited (${next.exitCode ?? "signal"})`);
      stop(next.exitCode || 1);
    }
    return { host: INTERNAL_HOST, port: internalPort };
  };
  process.on("SIGTERM", () => stop());
  process.on("SIGINT", () => stop());
  // A parent killed outright (SIGKILL) cannot stop us: leave with it rather than hold the port.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 1000).unref();

  const upstreams = await Promise.all(Array.from({ length: processes }, (_, i) => start(i)));
  // Pages prerendered by `next build` carry the build's origin: expire them all before visitors come.
  // With Redis the expiry is shared, so one process's call covers every process.
  for (const upstream of cacheKeyPrefix ? upstreams.slice(0, 1) : upstreams) {
    const expired = await fetch(`http://${upstream.host}:${upstream.port}${STARTUP_REVALIDATE_PATH}`, {
      method: "POST",
      headers: { [STARTUP_REVALIDATE_HEADER]: startupSecret },
    });
    if (expired.status !== 204) {
      stop(1);
      throw new Error(`Expiring the prerendered pages failed (${STARTUP_REVALIDATE_PATH} answered ${expired.status}); rebuild with \`npx next build\`.`);
    }
  }
  const cache =
    env.MICRO_CACHE_TTL_MS > 0
      ? new MicroCache({
          ttlMs: env.MICRO_CACHE_TTL_MS,
          maxEntries: env.MICRO_CACHE_MAX_ENTRIES,
          maxBytes: env.MICRO_CACHE_MAX_BYTES,
          maxBodyBytes: Math.min(2 * 1024 * 1024, env.MICRO_CACHE_MAX_BYTES / 4),
          minUses: env.MICRO_CACHE_MIN_USES,
        })
      : null;
  const front = createFrontServer({ upstream: upstreams, cache, trustedProxies: env.TRUSTED_PROXIES, notFoundViewSecret: startupSecret });
  front.keepAliveTimeout = 65_000;
  front.listen(port, () => {
    const shared = cacheKeyPrefix ? ", cache shared through Redis" : "";
    console.log(`Storefront ready at http://localhost:${port} (${processes} app process${processes > 1 ? "es" : ""}${shared})`);
    if (env.DATABASE_URL && !env.REDIS_URL) console.log("Set REDIS_URL to run one app process per core (docs/deploy.md).");
    if (!env.SMTP_URL) {
      const who = env.DEMO_MAILBOX === "public" ? "to every visitor (DEMO_MAILBOX=public)" : "to browsers on this machine only";
      console.log(`No SMTP_URL: e-mail is not sent; sign-in codes appear at http://localhost:${port}/mailbox, shown ${who}`);
    }
  });
}

if (process.argv[1]?.endsWith("serve.ts")) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
