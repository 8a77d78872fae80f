/**
 * Chaos test of checkout and payment: `kill -9` of the whole server (the front and Next.js) at a
 * random point while a buyer places an order and pays it, then a restart on the same port and
 * database and the recovery a real client does (retry the placement with the same Idempotency-Key
 * and body, pay if not paid, check until paid). After all runs the database itself is checked:
 *
 *   (a) paid orders = paid payments, never two paid payments for one order (amounts match);
 *   (b) every order_place idempotency key names exactly one order, each run's key the order its
 *       client ended with, and one order per run (no duplicates);
 *   (c) no user resource without a paid order; a paid order has one resource per ordered instance;
 *   (d) one invoice per paid order, numbered consecutively from 1 within each year;
 *   (e) no cart still holds the item of a run whose order was placed;
 *   (f) stock: every offer bought lost exactly the units of its orders;
 *   (g) one order-paid e-mail job per paid order.
 *
 * Then the expiry race: `--races` orders whose stock hold is released (the app's clock moved past it,
 * lib/clock.ts) while their buyer pays: every other one in the running app at random offsets, the
 * others with the server killed while the card is taken and back after the hold ran out (a capture
 * taken but never settled is found when the hold is released). Afterwards:
 *
 *   (h) every capture (a demo session completed) is on a paid order, or refunded (demo session and
 *       payment both say so); no payment is left `refunding` or in `review`;
 *   (i) no answer of the race was a 5xx.
 *
 *   npx tsx tests/chaos/kill-checkout.ts [--runs 30] [--db pglite|postgres|both] [--offers 1200]
 *                                        [--buyers 6] [--max-delay 250] [--verbose]
 *
 * `--db` defaults to both when TEST_DATABASE_URL is set, else pglite. On PostgreSQL it uses a database
 * of its own beside TEST_DATABASE_URL's (`<name>_chaos` on the same server, created when missing and
 * wiped), so it may run while the API tests use that one. Needs the production build
 * (`npx next build`). Exits non-zero on any violation.
 */
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { freePort } from "../../scripts/lib/net";
import { prepareDatabase, requireBuild, root, siblingDatabase, startServer, tempPgliteTarget, type DbTarget, type RunningServer } from "../support/server";
import { startSmtpSink } from "../support/smtp-sink";
import { writeTimings } from "../support/timings";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "30" },
    db: { type: "string" },
    offers: { type: "string", default: "1200" },
    buyers: { type: "string", default: "6" },
    "max-delay": { type: "string", default: "250" },
    verbose: { type: "boolean", default: false },
    races: { type: "string", default: "10" },
  },
});
const RUNS = positive(args.runs!, "--runs");
const OFFERS = positive(args.offers!, "--offers");
const BUYERS = positive(args.buyers!, "--buyers");
const MAX_DELAY_MS = positive(args["max-delay"]!, "--max-delay");
const RACES = Number(args.races);
if (!Number.isInteger(RACES) || RACES < 0) throw new Error(`--races must be a whole number, got "${args.races}"`);
const pgUrl = process.env.TEST_DATABASE_URL;
const dbChoice = args.db ?? (pgUrl ? "both" : "pglite");
if (!["pglite", "postgres", "both"].includes(dbChoice)) throw new Error(`--db must be pglite, postgres or both, got "${dbChoice}"`);
if (dbChoice !== "pglite" && !pgUrl) throw new Error("--db postgres needs TEST_DATABASE_URL (a disposable database: it is wiped)");

function positive(value: string, name: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

if (dbChoice === "both") {
  // The two databases side by side, each driven by a process of its own (the support modules read one
  // server address per process, at import); most of a run is waiting for a restart or a killed client.
  const others = process.argv.slice(2).filter((arg, i, all) => arg !== "--db" && all[i - 1] !== "--db" && !arg.startsWith("--db="));
  const codes = await Promise.all(
    ["pglite", "postgres"].map(
      (db) =>
        new Promise<number>((resolve) => {
          const child = spawn(process.execPath, ["--import", "tsx", process.argv[1], ...others, "--db", db], { stdio: ["ignore", "inherit", "inherit"] });
          child.on("close", (code) => resolve(code ?? 1));
        }),
    ),
  );
  process.exit(codes.every((code) => code === 0) ? 0 : 1);
}

requireBuild();

// One port for every server of this script: the support modules read API_BASE_URL once, at import.
const PORT = await freePort();
process.env.API_BASE_URL = `http://127.0.0.1:${PORT}`;
const sink = await startSmtpSink();
process.env.MAIL_SINK_DIR = sink.dir;

const { call } = await import("../support/api-client");
const { asBearer, signIn } = await import("../support/session");
const { addToCart, CARDS, configureAll, createProfile, demoSessionOf, offersOf, payDemo, place } = await import("../support/buying");
type TestSession = Awaited<ReturnType<typeof signIn>>;

/** The app's clock of this process's servers (lib/clock.ts): the expiry race moves it past holds. */
const clockDir = mkdtempSync(path.join(os.tmpdir(), "chaos-clock-"));
process.env.TEST_CLOCK_FILE = path.join(clockDir, "offset-ms");
process.on("exit", () => rmSync(clockDir, { recursive: true, force: true }));
const { advanceClock, appNow } = await import("../support/clock");

/** What every server of the run is started with: mail to the sink, one trusted proxy hop, a fixed secret, the movable clock. */
const APP_ENV = { SMTP_URL: sink.url, TRUSTED_PROXIES: "1", AUTH_SECRET: randomBytes(32).toString("hex"), TEST_CLOCK_FILE: process.env.TEST_CLOCK_FILE };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `promise`, or a rejection after `ms` (a request the kill left hanging must not stall the run). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)))]).finally(() => clearTimeout(timer));
}

/** Resolves once no process of the group `pgid` is left (after a SIGKILL or a stop). */
async function groupGone(pgid: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    if (Date.now() > deadline) throw new Error(`process group ${pgid} still alive ${timeoutMs} ms after it was killed`);
    await sleep(50);
  }
}

/** A complete production build is there (a build in progress has no BUILD_ID or no prerender manifest yet). */
const buildComplete = () => ["BUILD_ID", "prerender-manifest.json", "server/preview-props.json"].every((f) => existsSync(path.join(root, ".next", f)));

/**
 * Waits (up to 15 minutes) while someone rebuilds the app on this machine, so a restart does not fail
 * for want of a build; answers the milliseconds waited. `npm test` builds before this step: no wait.
 */
async function buildReady(log: (line: string) => void): Promise<number> {
  if (buildComplete()) return 0;
  const t = Date.now();
  log("no complete production build (a build is running?): waiting for it…");
  while (!buildComplete()) {
    if (Date.now() - t > 15 * 60_000) throw new Error("no complete production build in .next after 15 minutes");
    await sleep(2000);
  }
  await sleep(3000);
  log(`build back after ${((Date.now() - t) / 1000).toFixed(0)} s`);
  return Date.now() - t;
}

type Buyer = { email: string; session: TestSession; signedAt: number; profile: string };
type Offer = { uid: string; stock: number; left: number };

/** Where the client was when the server died. */
type Phase = "placing" | "placed" | "paying" | "checking" | "done";
type Category = "beforeCommit" | "afterPlacement" | "duringPayment" | "afterPayment";

type RunRecord = {
  n: number;
  buyer: string;
  offer: string;
  key: string;
  delayMs: number;
  phaseAtKill: Phase;
  placeStatus: number | null;
  orderBefore: string | null;
  retryStatus: number | null;
  orderAfter: string | null;
  category: Category | null;
  start: Date;
  end: Date;
  ms: number;
};

/** One order of the expiry race: how it ended. */
type RaceRecord = { n: number; uid: string; offer: string; buyer: string; skewMs: number; outcome: "paid" | "cancelled" | "refunded" | "unsettled"; statuses: number[] };

type DriverResult = {
  label: string;
  runs: RunRecord[];
  races: RaceRecord[];
  paid: number;
  violations: string[];
  seconds: number;
  restartMs: number[];
  serverErrors: string[];
  waitedMs: number;
};

const isOk = (status: number) => status === 200 || status === 201;

/** A request of the recovering client: network errors (the server just came back) are retried with the same body. */
async function retrying<T>(what: string, fn: () => Promise<T>, attempts = 8): Promise<T> {
  let last: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      return await within(fn(), 30_000, what);
    } catch (error) {
      last = error;
      await sleep(300 * (i + 1));
    }
  }
  throw new Error(`${what}: ${last instanceof Error ? last.message : String(last)}`);
}

/** Fills `result` as it goes, so an aborted driver still reports the runs it made. */
async function runDriver(label: string, target: DbTarget, result: DriverResult): Promise<void> {
  const started = Date.now();
  const { violations, serverErrors, restartMs, runs } = result;
  const initialStock = new Map<string, number>();
  const log = (line: string) => console.log(`[${label}] ${line}`);

  log(`seeding ${OFFERS} offers…`);
  await prepareDatabase(target, { offers: OFFERS });
  const start = async () => {
    for (let attempt = 1; ; attempt++) {
      result.waitedMs += await buildReady(log);
      const t = Date.now();
      try {
        const s = await startServer(target, { port: PORT, env: APP_ENV });
        restartMs.push(Date.now() - t);
        return s;
      } catch (error) {
        // A build replaced .next under us (shared machines): wait for it and start again.
        if (attempt >= 3 || buildComplete()) throw error;
      }
    }
  };
  /** API failures a server logged (a request cut by the kill is not logged: its process is gone). */
  const collectErrors = (s: RunningServer) => {
    for (const line of s.output().split("\n")) if (/^\[api\] .*(unhandled error|database unavailable)/.test(line)) serverErrors.push(line.slice(0, 300));
  };
  let server = await start();
  log(`server up at ${server.baseUrl} (${restartMs[0]} ms)`);

  try {
    // Offers with stock to spare (so no run sells out), of two products.
    const candidates = [...(await offersOf("linux-vps")), ...(await offersOf("personal-vpn"))].filter((o) => o.stock >= 8);
    if (!candidates.length) throw new Error("no in-stock linux-vps or personal-vpn offer with stock ≥ 8 in the seeded catalogue");
    const offers: Offer[] = candidates.map((o) => ({ uid: o.uid, stock: o.stock, left: o.stock }));
    for (const o of offers) initialStock.set(o.uid, o.stock);

    const buyers: Buyer[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const session = await signIn();
      buyers.push({ email: session.email, session, signedAt: Date.now(), profile: await createProfile(session) });
    }
    log(`${buyers.length} buyers signed in with billing profiles; ${offers.length} offers to buy`);

    for (let n = 1; n <= RUNS; n++) {
      const buyer = buyers[(n - 1) % buyers.length];
      // Access tokens live 15 minutes: a long run signs the buyer in again (sessions survive restarts).
      if (Date.now() - buyer.signedAt > 10 * 60_000) {
        buyer.session = await signIn(buyer.email);
        buyer.signedAt = Date.now();
      }
      const usable = offers.filter((o) => o.left > 2);
      if (!usable.length) throw new Error("the chosen offers ran out of stock");
      const offer = usable[Math.floor(Math.random() * usable.length)];
      const runStart = new Date();
      await addToCart(buyer.session, offer.uid, 1);
      await configureAll(buyer.session);
      const valid = await call<{ valid: boolean }>("/api/cart/configuration/valid", asBearer(buyer.session));
      if (!valid.body.valid) throw new Error(`run ${n}: the cart of ${buyer.email} is not valid after configuring: ${valid.text.slice(0, 300)}`);

      const key = `chaos-${label}-${n}-${randomUUID()}`;
      const delayMs = Math.floor(Math.random() * (MAX_DELAY_MS + 1));
      const trace: { phase: Phase; placeStatus: number | null; orderBefore: string | null } = { phase: "placing", placeStatus: null, orderBefore: null };
      const session = buyer.session;

      // The client: place → pay with the demo card → check.
      const flow = (async () => {
        const placed = await place(session, buyer.profile, key);
        trace.placeStatus = placed.status;
        if (!isOk(placed.status)) return;
        trace.orderBefore = placed.body.order.uid;
        trace.phase = "placed";
        const redirect = placed.body.payment?.redirect_url;
        if (!redirect) return;
        trace.phase = "paying";
        await payDemo(redirect, CARDS.ok);
        trace.phase = "checking";
        const checked = await call<{ status: string }>(`/api/orders/${trace.orderBefore}/payment/check`, asBearer(session, { method: "POST" }));
        if (checked.body.status === "paid") trace.phase = "done";
      })().catch(() => {
        // The kill cut a request: what the client saw so far is in `trace`.
      });

      await sleep(delayMs);
      const phaseAtKill = trace.phase;
      const pgid = server.pid;
      try {
        process.kill(-pgid, "SIGKILL");
      } catch {
        // already gone
      }
      await within(flow, 30_000, "the interrupted client").catch(() => {});
      await groupGone(pgid);
      collectErrors(server);
      server = await start();

      // Recovery: the same key and body again; then pay if not paid, and check until paid.
      const record: RunRecord = {
        n,
        buyer: buyer.email,
        offer: offer.uid,
        key,
        delayMs,
        phaseAtKill,
        placeStatus: trace.placeStatus,
        orderBefore: trace.orderBefore,
        retryStatus: null,
        orderAfter: null,
        category: null,
        start: runStart,
        end: runStart,
        ms: 0,
      };
      runs.push(record);
      const fail = (what: string) => violations.push(`run ${n} (${key}): ${what}`);
      try {
        type Placed = Awaited<ReturnType<typeof place>>;
        const retry: Placed = await retrying("retrying the placement", () => place(session, buyer.profile, key));
        record.retryStatus = retry.status;
        if (!isOk(retry.status)) {
          fail(`the retry of the placement answered ${retry.status}: ${retry.text.slice(0, 300)}`);
          continue;
        }
        const uid = retry.body.order.uid;
        record.orderAfter = uid;
        if (record.orderBefore && record.orderBefore !== uid) fail(`the retry answered order ${uid}, the first attempt ${record.orderBefore}`);
        if (record.orderBefore && retry.status !== 200) fail(`the first attempt answered order ${record.orderBefore}, yet the retry placed a new one (${retry.status})`);
        record.category = retry.status === 201 ? "beforeCommit" : phaseAtKill === "placing" || phaseAtKill === "placed" ? "afterPlacement" : phaseAtKill === "done" ? "afterPayment" : "duringPayment";
        offer.left -= 1;

        let status = retry.body.order.status;
        let redirect: string | null = retry.body.payment?.redirect_url ?? null;
        for (let attempt = 0; status !== "paid" && attempt < 10; attempt++) {
          if (redirect) {
            const paid = await retrying("paying", () => payDemo(redirect!, CARDS.ok));
            if (paid.status !== 200) fail(`the demo payment answered ${paid.status}: ${paid.text.slice(0, 200)}`);
          }
          const checked = await retrying("checking", () =>
            call<{ status: string; payment: { redirect_url: string | null } | null }>(`/api/orders/${uid}/payment/check`, asBearer(session, { method: "POST" })),
          );
          if (checked.status !== 200) fail(`payment/check answered ${checked.status}: ${checked.text.slice(0, 200)}`);
          status = checked.body.status;
          redirect = checked.body.payment?.redirect_url ?? null;
          if (status !== "paid") await sleep(200);
        }
        if (status !== "paid") fail(`order ${uid} is ${status} after paying and checking`);

        const detail = await retrying("reading the order", () =>
          call<{ status: string; lines: { count: number }[]; resources: unknown[]; invoice: unknown; payments: { status: string }[] }>(`/api/orders/${uid}`, asBearer(session)),
        );
        if (detail.status !== 200) fail(`GET /api/orders/${uid} answered ${detail.status}`);
        else {
          const want = detail.body.lines.reduce((s, l) => s + l.count, 0);
          if (detail.body.resources.length !== want) fail(`order ${uid} shows ${detail.body.resources.length} resources for ${want} instances`);
          if (!detail.body.invoice) fail(`order ${uid} shows no invoice`);
          const paidPayments = detail.body.payments.filter((p) => p.status === "paid").length;
          if (paidPayments !== 1) fail(`order ${uid} shows ${paidPayments} paid payments`);
        }
        const cart = await retrying("reading the cart", () => call<{ total: number }>("/api/cart", asBearer(session)));
        if (cart.body.total !== 0) fail(`the cart of ${buyer.email} still holds ${cart.body.total} item(s) after order ${uid}`);
      } catch (error) {
        fail(error instanceof Error ? error.message : String(error));
      } finally {
        record.end = new Date();
        record.ms = record.end.getTime() - runStart.getTime();
        if (args.verbose || violations.some((v) => v.startsWith(`run ${n} `))) {
          log(
            `run ${n}: kill after ${delayMs} ms while ${phaseAtKill}; first attempt ${record.placeStatus ?? "no answer"} ${record.orderBefore ?? ""}; retry ${record.retryStatus} ${record.orderAfter ?? ""} → ${record.category} (${record.ms} ms)`,
          );
        }
      }
    }
    const crash = async () => {
      const pgid = server.pid;
      try {
        process.kill(-pgid, "SIGKILL");
      } catch {
        // already gone
      }
      await groupGone(pgid);
      collectErrors(server);
      server = await start();
    };
    await raceHoldExpiry(buyers, offers, result, log, crash);
  } finally {
    await server.stop();
    await groupGone(server.pid).catch(() => {});
    collectErrors(server);
  }

  result.paid = (await checkDatabase(target, runs, result.races, initialStock, violations)).paid;
  result.seconds = (Date.now() - started) / 1000;
}

/**
 * The expiry race: an order is placed, then its buyer pays with the demo card while, `skew` ms apart,
 * the app's clock jumps past the order's hold and a status check releases it. Depending on who
 * wins, the order ends paid, cancelled with nothing captured, or cancelled with the capture refunded;
 * (h) and (i) judge the database and the answers afterwards.
 */
async function raceHoldExpiry(buyers: Buyer[], offers: Offer[], result: DriverResult, log: (line: string) => void, crash: () => Promise<void>): Promise<void> {
  type Detail = { status: string; reserved_until: string | null; payments: { status: string }[] };
  for (let n = 1; n <= RACES; n++) {
    const buyer = buyers[(n - 1) % buyers.length];
    if (Date.now() - buyer.signedAt > 10 * 60_000) {
      buyer.session = await signIn(buyer.email);
      buyer.signedAt = Date.now();
    }
    const session = buyer.session;
    const offer = offers.filter((o) => o.left > 2)[n % offers.filter((o) => o.left > 2).length];
    await addToCart(session, offer.uid, 1);
    await configureAll(session);
    const placed = await place(session, buyer.profile, `race-${result.label}-${n}-${randomUUID()}`);
    const statuses: number[] = [placed.status];
    if (!isOk(placed.status) || !placed.body.payment?.redirect_url) {
      result.violations.push(`race ${n}: placement answered ${placed.status}: ${placed.text.slice(0, 200)}`);
      continue;
    }
    offer.left -= 1;
    const uid = placed.body.order.uid;
    const detail = await call<Detail>(`/api/orders/${uid}`, asBearer(session));
    const holdEnd = Date.parse(detail.body.reserved_until ?? "");
    // The buyer's card is submitted a few times a few ms apart (a double click, a retry), and the hold
    // is released somewhere among them: some submissions land before, some after, one may straddle it.
    const skewMs = Math.floor(Math.random() * 16);
    // Where a capture is taken but not yet settled, measured on both databases: 12–36 ms into the payment.
    const crashMs = 12 + Math.floor(Math.random() * 25);
    const pay = async () => {
      const paid = await payDemo(placed.body.payment.redirect_url, CARDS.ok);
      statuses.push(paid.status);
    };
    const release = async () => {
      advanceClock(holdEnd - appNow() + 1000);
      const checked = await call(`/api/orders/${uid}/payment/check`, asBearer(session, { method: "POST" }));
      statuses.push(checked.status);
    };
    if (n % 2 === 0) {
      // Odd races: the submissions and the release meet in the running app. Even ones: the server
      // dies while the card is being taken, and comes back after the hold ran out; a capture it
      // took but never settled is found by the release (the session is expired, the provider says
      // paid) and must be refunded, never kept and never lost.
      const paying = pay().catch(() => {});
      await sleep(crashMs);
      await crash();
      await within(paying, 30_000, "the interrupted payment").catch(() => {});
      advanceClock(holdEnd - appNow() + 1000);
    } else await Promise.all([...[0, 4, 8, 12].map((ms) => sleep(ms).then(pay)), sleep(skewMs).then(release)]);
    // Settled: paid, or cancelled with nothing captured (the demo session never completed) or the
    // capture refunded. A cancelled order whose session completed waits for the jobs that expire the
    // session and return the money (they run after the answers and in the background pass).
    let final: Detail | null = null;
    let settled = false;
    const demoSession = `/api/payments/demo/${demoSessionOf(placed.body.payment.redirect_url)}`;
    for (let i = 0; i < 120 && !settled; i++) {
      const read = await call<Detail>(`/api/orders/${uid}`, asBearer(session));
      statuses.push(read.status);
      final = read.body;
      const refunded = final.payments.some((p) => p.status === "refunded");
      const refunding = final.payments.some((p) => p.status === "refunding");
      if (final.status === "paid") settled = !refunding;
      else if (final.status === "cancelled" && !refunding) settled = refunded || (await call<{ status: string }>(demoSession)).body.status !== "complete";
      if (!settled) await sleep(250);
    }
    const outcome: RaceRecord["outcome"] = !final || !settled
      ? "unsettled"
      : final.status === "paid"
        ? "paid"
        : final.payments.some((p) => p.status === "refunded")
          ? "refunded"
          : "cancelled";
    if (outcome !== "paid") offer.left += 1;
    result.races.push({ n, uid, offer: offer.uid, buyer: buyer.email, skewMs, outcome, statuses });
    if (args.verbose) log(`race ${n}: ${n % 2 === 0 ? `crash ${crashMs} ms into the payment` : `release ${skewMs} ms after the first card`} → ${outcome}`);
    if (outcome === "unsettled") result.violations.push(`race ${n}: order ${uid} did not settle: ${JSON.stringify(final).slice(0, 300)}`);
    if (statuses.some((s) => s >= 500)) result.violations.push(`race ${n}: (i) an answer was ${statuses.find((s) => s >= 500)}`);
  }
  const tally = (o: RaceRecord["outcome"]) => result.races.filter((r) => r.outcome === o).length;
  log(`expiry race: ${result.races.length} orders: ${tally("paid")} paid, ${tally("cancelled")} cancelled before any capture, ${tally("refunded")} captured after the release and refunded`);
}

/* ------------------------------------------------------------------ invariants in the database */

type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

async function openQuery(target: DbTarget): Promise<{ q: Query; close: () => Promise<void> }> {
  if (target.kind === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create({ dataDir: target.dataDir });
    return { q: async (text, params) => (await db.query<Record<string, unknown>>(text, params)).rows, close: () => db.close() };
  }
  const pg = await import("pg");
  const client = new pg.default.Client({ connectionString: target.url });
  await client.connect();
  return { q: async (text, params) => (await client.query(text, params)).rows, close: () => client.end() };
}

/** `initialStock`: the seeded stock of the offers, read over the API before the first order. */
async function checkDatabase(target: DbTarget, runs: RunRecord[], races: RaceRecord[], initialStock: Map<string, number>, violations: string[]): Promise<{ paid: number }> {
  const { q, close } = await openQuery(target);
  const v = (what: string) => violations.push(what);
  const num = (x: unknown) => Number(x);
  try {
    // (a) paid orders = paid payments; one paid payment per order, of the order's amount.
    const [{ n: paidOrders }] = await q(`SELECT count(*)::int AS n FROM orders WHERE status = 'paid'`);
    const [{ n: paidPayments }] = await q(`SELECT count(*)::int AS n FROM payments WHERE status = 'paid'`);
    if (num(paidOrders) !== num(paidPayments)) v(`(a) ${paidOrders} paid orders but ${paidPayments} paid payments`);
    for (const r of await q(`SELECT o.uid, count(*)::int AS n FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.status = 'paid' GROUP BY o.uid HAVING count(*) > 1`))
      v(`(a) order ${r.uid} has ${r.n} paid payments`);
    for (const r of await q(`SELECT o.uid, o.status FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.status = 'paid' AND o.status <> 'paid'`))
      v(`(a) a payment of order ${r.uid} is paid but the order is ${r.status}`);
    for (const r of await q(`SELECT o.uid FROM orders o WHERE o.status = 'paid' AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'paid')`))
      v(`(a) order ${r.uid} is paid without a paid payment`);
    for (const r of await q(`SELECT o.uid, p.amount_cents, o.total_cents FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.status = 'paid' AND p.amount_cents <> o.total_cents`))
      v(`(a) order ${r.uid}: paid ${r.amount_cents}, total ${r.total_cents}`);

    // (h) every capture is on a paid order or returned; nothing waits for a refund or for staff.
    for (const r of await q(
      `SELECT d.id, d.status AS ds, p.status AS ps, o.uid, o.status AS os FROM demo_payment_sessions d JOIN payments p ON p.uid = d.payment_uid JOIN orders o ON o.id = p.order_id
        WHERE d.status IN ('complete', 'refunded') OR p.status IN ('paid', 'refunding', 'refunded', 'review')`,
    )) {
      const kept = r.ds === "complete" && r.ps === "paid" && r.os === "paid";
      const returned = r.ds === "refunded" && r.ps === "refunded";
      if (!kept && !returned) v(`(h) order ${r.uid} (${r.os}): demo session ${r.id} is ${r.ds}, its payment ${r.ps}`);
    }

    // (b) keys → exactly one order each; each run's key → the order its client ended with; one order per run.
    const keys = await q(`SELECT k.key, k.order_id, o.uid FROM idempotency_keys k LEFT JOIN orders o ON o.id = k.order_id WHERE k.scope = 'order_place'`);
    const byKey = new Map(keys.map((k) => [String(k.key), k]));
    const orderIds = keys.map((k) => k.order_id).filter((x) => x !== null);
    if (new Set(orderIds.map(String)).size !== orderIds.length) v(`(b) two idempotency keys name the same order`);
    for (const k of keys) if (k.order_id === null) v(`(b) key ${k.key} names no order`);
    for (const run of runs) {
      const k = byKey.get(run.key);
      if (!k) v(`(b) run ${run.n}: key ${run.key} is not stored`);
      else if (run.orderAfter && k.uid !== run.orderAfter) v(`(b) run ${run.n}: key ${run.key} names order ${k.uid}, the client ended with ${run.orderAfter}`);
      const [{ n }] = await q(
        `SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1 AND o.status <> 'draft' AND o.created_at >= $2 AND o.created_at <= $3`,
        [run.buyer, run.start.toISOString(), run.end.toISOString()],
      );
      if (num(n) !== 1) v(`(b) run ${run.n}: ${n} orders created for ${run.buyer} during the run`);
    }
    const [{ n: allOrders }] = await q(`SELECT count(*)::int AS n FROM orders WHERE status <> 'draft'`);
    if (num(allOrders) !== runs.length + races.length) v(`(b) ${allOrders} orders for ${runs.length} runs and ${races.length} races`);
    const raced = new Map(races.map((r) => [r.uid, r]));
    for (const r of await q(`SELECT uid, status FROM orders WHERE status NOT IN ('paid', 'draft')`)) {
      const race = raced.get(String(r.uid));
      if (!race) v(`(b) order ${r.uid} ended ${r.status}`);
      else if (race.outcome === "paid" || r.status !== "cancelled") v(`(b) race order ${r.uid} ended ${r.status}, its buyer saw ${race.outcome}`);
    }

    // (c) resources only for paid orders, one per ordered instance.
    for (const r of await q(`SELECT o.uid, o.status, count(*)::int AS n FROM user_resources r JOIN orders o ON o.id = r.order_id WHERE o.status <> 'paid' GROUP BY o.uid, o.status`))
      v(`(c) ${r.n} resource(s) of order ${r.uid}, which is ${r.status}`);
    for (const r of await q(
      `SELECT o.uid, (SELECT count(*)::int FROM user_resources r WHERE r.order_id = o.id) AS have, (SELECT coalesce(sum(l.count), 0)::int FROM order_lines l WHERE l.order_id = o.id) AS want
         FROM orders o WHERE o.status = 'paid'`,
    ))
      if (num(r.have) !== num(r.want)) v(`(c) paid order ${r.uid} has ${r.have} resources for ${r.want} instances`);

    // (d) one invoice per paid order; numbers of each year 1..n without gaps.
    for (const r of await q(`SELECT o.uid, (SELECT count(*)::int FROM invoices i WHERE i.order_id = o.id) AS n FROM orders o WHERE o.status = 'paid'`))
      if (num(r.n) !== 1) v(`(d) paid order ${r.uid} has ${r.n} invoices`);
    for (const r of await q(`SELECT i.number, o.status FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.status <> 'paid'`)) v(`(d) invoice ${r.number} of an order that is ${r.status}`);
    const numbers = new Map<number, number[]>();
    for (const r of await q(`SELECT number FROM invoices`)) {
      const m = /^INV-(\d{4})-(\d{6})$/.exec(String(r.number));
      if (!m) {
        v(`(d) invoice number ${r.number} is malformed`);
        continue;
      }
      numbers.set(Number(m[1]), [...(numbers.get(Number(m[1])) ?? []), Number(m[2])]);
    }
    const counters = new Map((await q(`SELECT year, last FROM invoice_counters`)).map((r) => [num(r.year), num(r.last)]));
    for (const [year, list] of numbers) {
      list.sort((a, b) => a - b);
      const gap = list.findIndex((x, i) => x !== i + 1);
      if (gap >= 0) v(`(d) invoices of ${year} are not 1..${list.length}: ${list.join(",")}`);
      if (counters.get(year) !== list.length) v(`(d) the ${year} counter says ${counters.get(year)}, ${list.length} invoices exist`);
    }

    // (e) no cart still holds the item of a placed run (every run placed; the last state is after all of them).
    for (const r of await q(
      `SELECT u.email, f.uid, ci.count FROM cart_items ci JOIN users u ON u.id = ci.user_id JOIN offers f ON f.id = ci.offer_id WHERE u.email = ANY($1::text[])`,
      [[...new Set(runs.map((r) => r.buyer))]],
    ))
      v(`(e) the cart of ${r.email} still holds offer ${r.uid} (×${r.count})`);

    // (f) stock: an offer lost exactly the units its orders took.
    const bought = new Map<string, number>();
    for (const run of runs) if (run.orderAfter) bought.set(run.offer, (bought.get(run.offer) ?? 0) + 1);
    for (const race of races) if (race.outcome === "paid") bought.set(race.offer, (bought.get(race.offer) ?? 0) + 1);
    for (const race of races) if (!bought.has(race.offer)) bought.set(race.offer, 0);
    for (const r of await q(
      `SELECT f.uid, f.stock, (SELECT coalesce(sum(l.count), 0)::int FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE l.offer_id = f.id AND o.status IN ('paid', 'awaiting_payment')) AS taken
         FROM offers f WHERE f.uid = ANY($1::text[])`,
      [[...bought.keys()]],
    )) {
      const initial = initialStock.get(String(r.uid));
      if (initial !== undefined && num(r.stock) !== initial - num(r.taken)) v(`(f) offer ${r.uid}: stock ${r.stock}, seeded ${initial}, orders took ${r.taken}`);
      if (num(r.taken) !== bought.get(String(r.uid))) v(`(f) offer ${r.uid}: orders hold ${r.taken} units, the runs bought ${bought.get(String(r.uid))}`);
    }
    // (g) the paid-order e-mail: enqueued once per paid order, in the transaction that paid it (a job whose
    // runner was killed stays 'running' until its lock expires, then runs again: any status counts).
    for (const r of await q(
      `SELECT o.uid, (SELECT count(*)::int FROM jobs j WHERE j.kind = 'mail.order_paid' AND (j.payload->>'orderId')::int = o.id) AS n FROM orders o WHERE o.status = 'paid'`,
    ))
      if (num(r.n) !== 1) v(`(g) paid order ${r.uid} has ${r.n} order-paid e-mail jobs`);
    return { paid: num(paidOrders) };
  } finally {
    await close();
  }
}

/* ------------------------------------------------------------------------------------- main */

async function main() {
  const results: DriverResult[] = [];
  const drivers: { label: string; target: () => Promise<{ target: DbTarget; cleanup?: () => void }> }[] = [];
  if (dbChoice !== "postgres") drivers.push({ label: "pglite", target: async () => tempPgliteTarget("chaos") });
  // A database of its own beside TEST_DATABASE_URL's, so the API tests may use that one meanwhile.
  if (dbChoice !== "pglite") drivers.push({ label: "postgres", target: async () => ({ target: { kind: "postgres", url: await siblingDatabase(pgUrl!, "chaos") } }) });
  try {
    for (const d of drivers) {
      const { target, cleanup } = await d.target();
      const result: DriverResult = { label: d.label, runs: [], races: [], paid: 0, violations: [], seconds: 0, restartMs: [], serverErrors: [], waitedMs: 0 };
      results.push(result);
      const started = Date.now();
      try {
        await runDriver(d.label, target, result);
      } catch (error) {
        console.error(`[${d.label}] aborted: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
        result.violations.push(`aborted: ${error instanceof Error ? error.message : error}`);
        result.seconds = (Date.now() - started) / 1000;
      } finally {
        cleanup?.();
      }
    }
  } finally {
    await sink.stop();
  }

  let bad = false;
  for (const r of results) {
    const count = (c: Category) => r.runs.filter((x) => x.category === c).length;
    const restart = r.restartMs.length ? Math.round(r.restartMs.reduce((s, x) => s + x, 0) / r.restartMs.length) : 0;
    for (const line of r.violations) console.log(`  VIOLATION [${r.label}] ${line}`);
    for (const line of r.serverErrors.slice(0, 10)) console.log(`  server error [${r.label}] ${line}`);
    console.log(
      `kill-checkout ${r.label}: ${r.runs.length} runs, ${r.paid} orders paid, ${r.violations.length} violations ` +
        `(killed before placement committed: ${count("beforeCommit")}, after placement: ${count("afterPlacement")}, during payment: ${count("duringPayment")}, after payment: ${count("afterPayment")}; ` +
        `${r.seconds.toFixed(0)} s, restart ${restart} ms on average${r.waitedMs ? `, of which ${(r.waitedMs / 1000).toFixed(0)} s waiting for a rebuild` : ""}); ` +
        `expiry race: ${r.races.length} orders, ${["paid", "cancelled", "refunded"].map((o) => `${r.races.filter((x) => x.outcome === o).length} ${o}`).join(", ")}`,
    );
    if (r.violations.length || r.runs.length !== RUNS || r.races.length !== RACES) bad = true;
    // A run counts as failed when a violation names it; a violation of the whole database fails them all.
    const failedRuns = r.violations.some((v) => !/^run \d+ /.test(v)) ? RUNS : new Set(r.violations.map((v) => /^run (\d+) /.exec(v)?.[1])).size + (RUNS - r.runs.length);
    writeTimings(`chaos-${r.label}`, {
      step: "chaos",
      files: [{ file: "tests/chaos/kill-checkout.ts", seconds: r.seconds, run: r.label }],
      counts: [{ run: r.label, tests: RUNS, passed: RUNS - failedRuns, failed: failedRuns, skipped: 0 }],
    });
  }
  process.exit(bad ? 1 : 0);
}

await main();
