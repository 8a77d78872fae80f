/**
 * Shared by the API and e2e runners: prepare a test database, start the production build on a
 * free port, wait for /health, stop it again.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, waitForOk } from "../../scripts/lib/net";

export const root = path.resolve(import.meta.dirname, "../..");
const tsxCli = path.join(root, "node_modules/tsx/dist/cli.mjs");

/** Where a test run keeps its data: a fresh PGlite directory or a disposable PostgreSQL database. */
export type DbTarget = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };

export type SeedInfo = {
  counts: Record<string, number>;
  /** A hidden offer of the seeded catalogue (for "never listed, never served" checks). */
  hiddenOfferUid: string | null;
};

export type RunningServer = {
  baseUrl: string;
  port: number;
  /** Process id of the front (scripts/serve.ts); Next.js runs as its child. */
  pid: number;
  /** Everything the server printed so far. */
  output: () => string;
  stop: () => Promise<void>;
};

/** Fails with a clear message when there is no production build to start. */
export function requireBuild(): void {
  if (!existsSync(path.join(root, ".next/BUILD_ID"))) {
    throw new Error("No production build found (.next/BUILD_ID is missing). Run `npx next build` first.");
  }
}

/**
 * A new, empty PGlite target in the system temp folder, and a way to delete it with the generated
 * credential key folder the app keeps beside it (`<DATA_DIR>-keys`, lib/crypto/credentials.ts).
 */
export function tempPgliteTarget(label = "api"): { target: DbTarget; cleanup: () => void } {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `marketplace-${label}-`));
  const cleanup = () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}-keys`, { recursive: true, force: true });
  };
  return { target: { kind: "pglite", dataDir }, cleanup };
}

/** The environment a process needs to use `target` (and only it). */
export function targetEnv(target: DbTarget, base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...base, NEXT_TELEMETRY_DISABLED: "1" };
  if (target.kind === "pglite") {
    delete env.DATABASE_URL;
    env.DATA_DIR = target.dataDir;
  } else {
    env.DATABASE_URL = target.url;
  }
  return env;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * A database of its own beside `url`'s on the same PostgreSQL server (`<name>_<suffix>`, created when
 * missing), for a step that runs while another uses TEST_DATABASE_URL: each wipes only its own.
 */
export async function siblingDatabase(url: string, suffix: string): Promise<string> {
  const pg = (await import("pg")).default;
  const sibling = new URL(url);
  const name = `${decodeURIComponent(sibling.pathname.slice(1)) || "postgres"}_${suffix}`;
  sibling.pathname = `/${encodeURIComponent(name)}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } catch (error) {
    // 42P04: it exists already (an earlier run made it).
    if ((error as { code?: string }).code !== "42P04") throw error;
  } finally {
    await client.end();
  }
  return sibling.toString();
}

/**
 * Migrates and seeds `target` with the demo catalogue, replacing whatever was there (a PostgreSQL
 * target is wiped first: DROP SCHEMA public CASCADE). Runs in a child process, which closes the
 * database before the server opens it (one process at a time for a PGlite directory).
 *
 * With TEST_SEED_DIR set (scripts/verify.ts and tests/run-api.ts set it for their run), a PGlite
 * target is a copy of a data directory seeded once per catalogue size and run, instead of a seed of
 * its own (~10 s of CPU each): the API runs, the e2e server, chaos and the tests that start servers
 * of their own all start from the same seeded catalogue.
 */
export async function prepareDatabase(target: DbTarget, options: { offers?: number } = {}): Promise<SeedInfo> {
  const offers = options.offers ?? 1200;
  const seeds = process.env.TEST_SEED_DIR;
  if (target.kind === "pglite" && seeds) {
    const template = await seededTemplate(seeds, offers);
    cpSync(template.dataDir, target.dataDir, { recursive: true });
    return template.seed;
  }
  return seed(target, offers);
}

async function seed(target: DbTarget, offers: number): Promise<SeedInfo> {
  const args = [tsxCli, "tests/support/seed-db.ts", "--offers", String(offers)];
  if (target.kind === "postgres") args.push("--reset-postgres");
  const result = await run(process.execPath, args, targetEnv(target));
  if (result.code !== 0) throw new Error(`Seeding the ${target.kind} test database failed:\n${result.stderr || result.stdout}`);
  const last = result.stdout.trim().split("\n").at(-1) ?? "";
  return JSON.parse(last) as SeedInfo;
}

/**
 * The PGlite data directory of `offers` seeded offers under `seeds`, made by the first process to ask
 * (a lock directory); the others wait for it. Its seed facts are written last, once it is complete.
 */
async function seededTemplate(seeds: string, offers: number): Promise<{ dataDir: string; seed: SeedInfo }> {
  const dataDir = path.join(seeds, `pglite-${offers}`);
  const facts = `${dataDir}.json`;
  const lock = `${dataDir}.lock`;
  mkdirSync(seeds, { recursive: true });
  let mine = false;
  try {
    mkdirSync(lock);
    mine = true;
  } catch {
    // Another process is making it (or made it).
  }
  const failed = `${dataDir}.failed`;
  if (mine && !existsSync(facts)) {
    try {
      rmSync(dataDir, { recursive: true, force: true });
      mkdirSync(dataDir);
      const info = await seed({ kind: "pglite", dataDir }, offers);
      writeFileSync(`${facts}.tmp`, JSON.stringify(info));
      renameSync(`${facts}.tmp`, facts);
    } catch (error) {
      writeFileSync(failed, error instanceof Error ? error.message : String(error));
      throw error;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  const deadline = Date.now() + 10 * 60_000;
  while (!existsSync(facts)) {
    if (existsSync(failed)) throw new Error(`Seeding the shared test catalogue failed:\n${readFileSync(failed, "utf8")}`);
    if (Date.now() > deadline) throw new Error(`No seeded catalogue at ${dataDir} after 10 minutes (a stale ${lock}?)`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { dataDir, seed: JSON.parse(readFileSync(facts, "utf8")) as SeedInfo };
}

/**
 * Starts `next start` for the production build on a free port with the database of `target` and
 * resolves once /health answers. `stop()` ends the server's whole process group.
 */
export async function startServer(target: DbTarget, options: { port?: number; env?: Record<string, string>; timeoutMs?: number } = {}): Promise<RunningServer> {
  requireBuild();
  const port = options.port ?? (await freePort());
  const env = targetEnv(target, { ...process.env, ...options.env, PORT: String(port), NODE_ENV: "production" });
  // The serving stack of `npm start`: the micro-cache front on `port`, Next.js behind it.
  // One process (node --import tsx), so the server notices when its parent goes (scripts/serve.ts).
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts", "--port", String(port)], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const stop = async () => {
    const kill = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
    };
    if (child.exitCode !== null || child.signalCode !== null) return kill("SIGKILL");
    kill("SIGTERM");
    const timer = setTimeout(() => kill("SIGKILL"), 8000);
    await exited;
    clearTimeout(timer);
    // Whatever of the group outlived the front (it waits for its Next.js processes, but a test run
    // must never leave one behind to spin on a closed pipe).
    kill("SIGKILL");
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${baseUrl}/health`, options.timeoutMs ?? 60_000, () => child.exitCode === null || `exited (code ${child.exitCode})`);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
  return { baseUrl, port, pid: child.pid!, output: () => output, stop };
}
