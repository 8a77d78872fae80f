/**
 * API tests over HTTP against the production build (`npx next build` first):
 *   npx tsx tests/run-api.ts [--offers N] [--only word,…] [--runs redis,stripe,…] [--concurrency N] [--parallel-runs N]
 * For each database — a fresh PGlite directory and, when TEST_DATABASE_URL is set, that (disposable,
 * wiped) PostgreSQL database, served as docs/deploy.md deploys it: REDIS_URL (TEST_REDIS_URL, default
 * the machine's 127.0.0.1:6379, keys under a fresh prefix removed afterwards), two Next.js processes
 * behind the front and a second instance (API_BASE_URL_2) — seed the demo catalogue, start the server on a free port, run
 * tests/api/*.test.ts with Node's test runner (API_BASE_URL points at the server), stop the server.
 * A last run starts the server with an unreachable database and runs tests/api/database-down/
 * (every catalogue route answers 503). Exits non-zero when any run fails.
 *
 * Each test file runs in a process of its own; `--concurrency` files of a run at a time (default 3:
 * a file mostly waits on the server), each file's output printed whole when it ends, with its time.
 * Then tests/api/serial/ (tests that change the catalogue or judge the whole database or the server's
 * memory), one file at a time. `--parallel-runs` runs (default 2) go side by side, each on its own
 * server and database. tests/api/own-servers/ (tests that start servers of their own on PGlite and
 * never call the run's server) run once, in the PGlite run.
 *
 * Each database run also gets its own SMTP sink (the app's SMTP_URL; the tests read the messages
 * from MAIL_SINK_DIR with tests/support/mail.ts) and its own loopback OpenID Connect issuer (the
 * app's OIDC_ISSUER and Google client), and the app trusts one proxy's X-Forwarded-For
 * (TRUSTED_PROXIES=1) so tests can pose as different clients for the per-IP rate limits.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { freePort } from "../scripts/lib/net";
import { startOidcIssuer, type OidcIssuer } from "./support/oidc-issuer";
import { prepareDatabase, requireBuild, root, startServer, tempPgliteTarget, type DbTarget, type RunningServer, type SeedInfo } from "./support/server";
import { startSmtpSink, type SmtpSink } from "./support/smtp-sink";
import { startStripeFake } from "./support/stripe-fake";
import { nodeTestCounts, writeTimings } from "./support/timings";
import { answerCheckSummary } from "./support/answer-summary";

type Run = {
  label: string;
  target: DbTarget;
  cleanup?: () => void | Promise<void>;
  files?: string[];
  serialFiles?: string[];
  seed?: false;
  /** Extra environment of the server and the tests (the Stripe run). */
  env?: Record<string, string>;
  /** Extra environment of the run's servers only (tests that start servers of their own must not inherit it). */
  serverEnv?: Record<string, string>;
  offers?: number;
  /**
   * A second instance of the app (its own front and Next.js processes) on the same database and
   * environment, for the tests of what instances share (API_BASE_URL_2).
   */
  secondInstance?: boolean;
  /** Started before the server, stopped after the tests. */
  before?: () => Promise<{ env: Record<string, string>; stop: () => Promise<void> }>;
};

type FileResult = { file: string; ok: boolean; seconds: number; output: string };

/** One test file with Node's test runner, in a process of its own; its output is kept, not streamed. */
function runFile(file: string, env: NodeJS.ProcessEnv): Promise<FileResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "--import", "./tests/support/answer-check.ts", "--test", "--test-reporter=spec", file], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ file, ok: code === 0, seconds: (Date.now() - started) / 1000, output }));
  });
}

/** `files`, up to `concurrency` at a time; each file's output is printed whole, under its name and time, when it ends. */
async function runFiles(label: string, files: string[], env: NodeJS.ProcessEnv, concurrency: number): Promise<FileResult[]> {
  const results: FileResult[] = [];
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const result = await runFile(files[next++], env);
      console.log(`\n--- ${label}: ${result.file} ${result.ok ? "passed" : "FAILED"} in ${result.seconds.toFixed(1)} s\n${result.output.trimEnd()}`);
      results.push(result);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, files.length)) }, worker));
  return results;
}

/** `files`, `concurrency` at a time; then `serialFiles` (tests that change the catalogue), one after another. */
async function runOne(run: Run, files: string[], offers: number, concurrency: number): Promise<{ ok: boolean; files: FileResult[] }> {
  const started = Date.now();
  let seed: SeedInfo = { counts: {}, hiddenOfferUid: null };
  if (run.seed !== false) {
    console.log(`\n### API tests on ${run.label}: seeding ${run.offers ?? offers} offers…`);
    seed = await prepareDatabase(run.target, { offers: run.offers ?? offers });
    console.log(`### ${run.label}: seeded ${JSON.stringify(seed.counts)}; starting the server…`);
  } else console.log(`\n### API tests on ${run.label}: starting the server…`);
  // The app's port is chosen first: the issuer must know the callback URL before the app starts.
  const port = await freePort();
  const services = run.seed === false ? null : await startServices(port);
  const extra = run.before ? await run.before() : null;
  const runEnv = { ...run.env, ...extra?.env };
  const serverEnv = { INTERNAL_API_TOKEN: STAFF_TOKEN, ...APP_SECRETS, ...services?.appEnv, ...runEnv, ...run.serverEnv };
  let server: RunningServer;
  try {
    server = await startServer(run.target, { port, env: serverEnv });
  } catch (error) {
    await services?.stop();
    await extra?.stop();
    throw error;
  }
  let second: RunningServer | null = null;
  if (run.secondInstance) {
    try {
      second = await startServer(run.target, { env: serverEnv });
    } catch (error) {
      await server.stop();
      await services?.stop();
      await extra?.stop();
      throw error;
    }
  }
  console.log(`### ${run.label}: server at ${server.baseUrl}${second ? `, second instance at ${second.baseUrl}` : ""}`);
  let code = 1;
  const results: FileResult[] = [];
  try {
    const testEnv = {
      ...process.env,
      API_BASE_URL: server.baseUrl,
      API_SERVER_PID: String(server.pid),
      ...(second ? { API_BASE_URL_2: second.baseUrl } : {}),
      API_DB_LABEL: run.label,
      API_SEEDED_PUBLIC_OFFERS: String(seed.counts.publicOffers ?? ""),
      API_HIDDEN_OFFER_UID: seed.hiddenOfferUid ?? "",
      API_STAFF_TOKEN: STAFF_TOKEN,
      // Where the app stores uploaded files (DATA_DIR/files): the upload tests check nothing is left behind.
      ...(run.target.kind === "pglite" ? { API_DATA_DIR: run.target.dataDir } : {}),
      ...APP_SECRETS,
      ...services?.testEnv,
      ...runEnv,
    };
    results.push(...(await runFiles(run.label, files, testEnv, concurrency)));
    if (results.every((r) => r.ok)) results.push(...(await runFiles(run.label, run.serialFiles ?? [], testEnv, 1)));
    code = results.every((r) => r.ok) ? 0 : 1;
  } finally {
    await second?.stop();
    await server.stop();
    await services?.stop();
    await extra?.stop();
    // A 500 the tests did not see (or a 503 while the database was up) still fails the run.
    const failure = run.seed === false ? /^\[api\] .*unhandled error/ : /^\[api\] .*(unhandled error|database unavailable)/;
    const unexpected = [server, second].flatMap((one) => one?.output().split("\n").filter((line) => failure.test(line)) ?? []);
    if (unexpected.length) {
      console.log(`### ${run.label}: the server logged ${unexpected.length} API failure(s):\n${unexpected.slice(0, 20).join("\n")}`);
      code = code || 1;
    }
    if (code !== 0) {
      const tail = server.output().split("\n").slice(-60).join("\n");
      console.log(`--- last server output (${run.label}) ---\n${tail}`);
    }
  }
  const counts = nodeTestCounts(results.map((r) => r.output).join("\n"), run.label);
  console.log(
    `### ${run.label}: ${code === 0 ? "passed" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(${results.length} files; ${counts.tests} tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped)`,
  );
  return { ok: code === 0, files: results };
}

/**
 * The SMTP sink and the OpenID Connect issuer of one run, for an app that will listen on `port`:
 * what the app and the test processes need to know about them, and a way to stop both.
 */
async function startServices(port: number): Promise<{ appEnv: Record<string, string>; testEnv: Record<string, string>; stop: () => Promise<void> }> {
  const callbackPath = "/api/users/access/google/callback";
  let sink: SmtpSink | undefined;
  let issuer: OidcIssuer | undefined;
  const stop = async () => {
    await issuer?.stop();
    await sink?.stop();
  };
  try {
    sink = await startSmtpSink();
    issuer = await startOidcIssuer({ redirectUris: [`http://127.0.0.1:${port}${callbackPath}`, `http://localhost:${port}${callbackPath}`] });
  } catch (error) {
    await stop();
    throw error;
  }
  const oidc = { OIDC_ISSUER: issuer.issuer, GOOGLE_CLIENT_ID: issuer.clientId, GOOGLE_CLIENT_SECRET: issuer.clientSecret };
  return {
    appEnv: { SMTP_URL: sink.url, TRUSTED_PROXIES: "1", ...oidc },
    testEnv: { MAIL_SINK_DIR: sink.dir, SMTP_URL: sink.url, ...oidc },
    stop,
  };
}

/** The staff token the test server is started with (catalogue upkeep API). */
const STAFF_TOKEN = randomBytes(24).toString("hex");

/**
 * The app's signing and Intercom secrets, known to the tests too: they sign tokens the way the app
 * does (an already-expired access token) and recompute the Intercom identity hash.
 */
const APP_SECRETS = { AUTH_SECRET: randomBytes(32).toString("hex"), INTERCOM_IDENTITY_SECRET: randomBytes(24).toString("hex") };

/** Deletes the keys a run left in Redis (every database of the server: the cache handlers use their own). */
async function forgetRedisKeys(url: string, prefix: string): Promise<void> {
  const { createClient } = await import("redis");
  const client = createClient({ url });
  try {
    await client.connect();
    for (const database of [0, 1]) {
      await client.select(database);
      const keys: string[] = [];
      for await (const key of client.scanIterator({ MATCH: `${prefix}:*`, COUNT: 1000 })) keys.push(key);
      for (let i = 0; i < keys.length; i += 500) await client.del(keys.slice(i, i + 500));
    }
  } catch (error) {
    console.log(`### Redis keys of ${prefix} not removed: ${error instanceof Error ? error.message : error}`);
  } finally {
    await client.quit().catch(() => undefined);
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      offers: { type: "string", default: "1200" },
      only: { type: "string" },
      runs: { type: "string" },
      concurrency: { type: "string", default: "3" },
      "parallel-runs": { type: "string", default: "2" },
    },
  });
  const concurrency = Number(values.concurrency);
  const parallelRuns = Number(values["parallel-runs"]);
  for (const [name, value] of [["--concurrency", concurrency], ["--parallel-runs", parallelRuns]] as const) {
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  }
  // `--runs redis,stripe`: only the runs whose label contains one of these words (case-insensitive).
  const runWords = values.runs?.toLowerCase().split(",").filter(Boolean) ?? [];
  // `--only fuzz,csrf`: run just the test files whose path contains one of these words.
  const only = values.only?.split(",").filter(Boolean) ?? [];
  const picked = (list: string[]) => (only.length ? list.filter((f) => only.some((w) => f.includes(w))) : list);
  const offers = Number(values.offers);
  if (!Number.isInteger(offers) || offers < 1) throw new Error(`--offers must be a positive integer, got "${values.offers}"`);
  requireBuild();
  // One seeded PGlite catalogue for every run and every test that starts a server of its own
  // (tests/support/server.ts), unless the caller (scripts/verify.ts) shares one of its own.
  if (!process.env.TEST_SEED_DIR) {
    const seeds = mkdtempSync(path.join(os.tmpdir(), "marketplace-seeds-"));
    process.env.TEST_SEED_DIR = seeds;
    process.on("exit", () => rmSync(seeds, { recursive: true, force: true }));
  }
  // Every JSON answer the tests receive is checked against its declared schema (tests/support/answer-check.ts).
  const answerDir = mkdtempSync(path.join(os.tmpdir(), "api-answers-"));
  process.env.ANSWER_CHECK_DIR = answerDir;
  const testFiles = (dir: string) =>
    readdirSync(path.join(root, dir))
      .filter((f) => f.endsWith(".test.ts"))
      .sort()
      .map((f) => path.join(dir, f));
  const files = picked(testFiles("tests/api"));
  if (!files.length && !only.length) throw new Error("No tests/api/*.test.ts files found");

  const runs: Run[] = [];
  const pglite = tempPgliteTarget("api");
  const serialFiles = picked(testFiles("tests/api/serial"));
  // Tests that start servers of their own on a PGlite copy and never call the run's server: the same
  // test whatever the run's database, so they run once, with the PGlite run's files.
  const ownServerFiles = picked(testFiles("tests/api/own-servers"));
  // The fingerprint of whole tables (the fuzz test, tests/api/serial) is a test-only route, off unless
  // turned on: on for the runs that run the serial files, off for the Stripe run (which checks it is off).
  const fingerprintApi = { TEST_DATABASE_FINGERPRINT_API: "1" };
  runs.push({ label: "PGlite", target: pglite.target, cleanup: pglite.cleanup, files: [...files, ...ownServerFiles], serialFiles, serverEnv: fingerprintApi });
  const pgUrl = process.env.TEST_DATABASE_URL;
  // The production path of docs/deploy.md: two Next.js processes behind the front and a second
  // instance, all on the machine's PostgreSQL and Redis (tests/api/serial/shared-cache.test.ts).
  const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
  const redisPrefix = `api-test-${randomBytes(6).toString("hex")}`;
  if (pgUrl) {
    runs.push({
      label: "PostgreSQL + Redis",
      target: { kind: "postgres", url: pgUrl },
      serialFiles,
      secondInstance: true,
      serverEnv: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisPrefix, APP_PROCESSES: "2", ...fingerprintApi },
      cleanup: () => forgetRedisKeys(redisUrl, redisPrefix),
    });
  }
  else console.log("TEST_DATABASE_URL is not set: PostgreSQL run skipped");
  // Checkout through Stripe: the app talks to a loopback server answering Stripe's API shapes, and
  // the tests sign webhooks with the same secret (tests/api/stripe).
  const stripeFiles = picked(testFiles("tests/api/stripe"));
  if (stripeFiles.length) {
    const stripeDb = tempPgliteTarget("api-stripe");
    const webhookSecret = `whsec_${randomBytes(16).toString("hex")}`;
    runs.push({
      label: "Stripe (PGlite)",
      target: stripeDb.target,
      cleanup: stripeDb.cleanup,
      files: stripeFiles,
      before: async () => {
        const fake = await startStripeFake();
        // The run's clock (lib/clock.ts): its tests let holds and sessions run out by moving it.
        const clockDir = mkdtempSync(path.join(os.tmpdir(), "api-clock-"));
        return {
          env: {
            PAYMENT_PROVIDER: "stripe",
            STRIPE_SECRET_KEY: `sk_test_${randomBytes(12).toString("hex")}`,
            STRIPE_WEBHOOK_SECRET: webhookSecret,
            STRIPE_API_URL: fake.url,
            TEST_CLOCK_FILE: path.join(clockDir, "offset-ms"),
          },
          stop: async () => {
            await fake.close();
            rmSync(clockDir, { recursive: true, force: true });
          },
        };
      },
    });
  }
  // A server whose database is unreachable (nothing listens on port 1) must answer 503, not 500.
  const downFiles = picked(testFiles("tests/api/database-down"));
  if (downFiles.length) runs.push({
    label: "database down",
    target: { kind: "postgres", url: "postgres://postgres@127.0.0.1:1/unreachable" },
    files: downFiles,
    seed: false,
  });

  const pickedRuns = runs.filter((run) => !runWords.length || runWords.some((w) => run.label.toLowerCase().includes(w)));
  for (const run of runs) if (!pickedRuns.includes(run)) await run.cleanup?.();
  const results: { label: string; ok: boolean; files: FileResult[] }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < pickedRuns.length) {
      const run = pickedRuns[next++];
      try {
        results.push({ label: run.label, ...(await runOne(run, run.files ?? files, offers, concurrency)) });
      } catch (error) {
        console.error(`### ${run.label}: ${error instanceof Error ? error.message : error}`);
        results.push({ label: run.label, ok: false, files: [] });
      } finally {
        await run.cleanup?.();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallelRuns, pickedRuns.length) }, worker));
  results.sort((a, b) => runs.findIndex((r) => r.label === a.label) - runs.findIndex((r) => r.label === b.label));
  writeTimings("api", {
    step: "api",
    files: results.flatMap((r) => r.files.map((f) => ({ file: f.file, seconds: f.seconds, run: r.label }))),
    counts: results.map((r) => nodeTestCounts(r.files.map((f) => f.output).join("\n"), r.label)),
  });
  const answers = answerCheckSummary(answerDir, { expectChecks: !only.length && pickedRuns.some((r) => r.label === "PGlite") });
  console.log(`\n${answers.text}`);
  if (answers.ok) rmSync(answerDir, { recursive: true, force: true });
  else console.log(`### answer checks kept in ${answerDir}`);
  console.log(`\nAPI tests: ${results.map(({ label, ok }) => `${label} ${ok ? "passed" : "FAILED"}`).join(", ")}, answer schemas ${answers.ok ? "passed" : "FAILED"}`);
  process.exit(results.every(({ ok }) => ok) && answers.ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
