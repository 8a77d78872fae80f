/**
 * The buying targets of `npm run bench` (p95 under 50 ms at 20 connections; docs/performance.md): "cart add + summary" (POST /api/cart, then the
 * summary the client fetches after every change) and "order placement" (POST /api/orders/place with
 * a new Idempotency-Key, its cart refilled between placements), each at `connections` concurrent
 * buyers for `durationS` seconds. Every connection is its own signed-in buyer (a buyer's cart writes
 * are one at a time by design), signed in through the demo mailbox, each from its own client address
 * (the bench server trusts one proxy hop). A closed loop: a connection sends its next request when
 * the previous one answered, so latency includes queueing; p95 is the criterion (< 50 ms).
 */
import { randomBytes, randomUUID } from "node:crypto";
import { json, signIn } from "./sign-in";
import { summariseLatencies, type LatencySummary } from "./stats";

export type BuyingResult = {
  name: string;
  requests: number;
  errors: number;
  statuses: Record<string, number>;
  rps: number;
  latencyMs: LatencySummary;
  criterion: string;
  ok: boolean;
  /** A reference row (the framework's own floor under the same load), not judged. */
  reference?: boolean;
};

type Buyer = { ip: string; token: string; profile: string };

const P95_LIMIT_MS = 50;

/** Signs a new buyer in with the e-mailed code read from the demo mailbox, and gives them a billing profile. */
async function newBuyer(origin: string, n: number): Promise<Buyer> {
  const ip = `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  const email = `bench-${randomBytes(5).toString("hex")}@example.com`;
  const access = await signIn(origin, email, ip);
  const profile = await json(origin, "/api/users/profile/profiles", {
    ip,
    token: access,
    method: "POST",
    body: JSON.stringify({ first_name: "Bench", last_name: "Buyer", email, phone_number: "030 12345678", phone_region: "DE", city: "Berlin", zip_code: "10115", address: "Invalidenstraße 1", country: "DE" }),
  });
  if (profile.status !== 201) throw new Error(`profile answered ${profile.status}: ${JSON.stringify(profile.body)}`);
  return { ip, token: access, profile: String(profile.body.uid) };
}

/** Offers a buyer can order without configuring anything (VPN: no host name), with stock to spare. */
async function plainOffers(origin: string): Promise<string[]> {
  const res = await json(origin, "/api/offers?product_slug=personal-vpn&size=100", { ip: "10.77.255.1" });
  const items = (res.body.items as { uid: string; stock: number; availability: string }[]) ?? [];
  const uids = items.filter((o) => o.availability !== "out_of_stock" && o.stock >= 50).map((o) => o.uid);
  if (!uids.length) throw new Error("no personal-vpn offers in stock");
  return uids;
}

async function loop(durationS: number, connections: number, step: (c: number, record: (ms: number, status: number) => void) => Promise<void>) {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const record = (ms: number, status: number) => {
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status >= 400 || status === 0) errors += 1;
  };
  const until = performance.now() + durationS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      while (performance.now() < until) await step(c, record);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { latencies, statuses, errors, seconds };
}

async function timed(record: (ms: number, status: number) => void, fn: () => Promise<{ status: number }>): Promise<{ status: number; body?: Record<string, unknown> }> {
  const t = performance.now();
  try {
    const answer = await fn();
    record(performance.now() - t, answer.status);
    return answer;
  } catch {
    record(performance.now() - t, 0);
    return { status: 0 };
  }
}

function result(name: string, run: Awaited<ReturnType<typeof loop>>, expected?: number): BuyingResult {
  const latencyMs = summariseLatencies(run.latencies);
  if (expected !== undefined) {
    const unexpected = Object.entries(run.statuses).filter(([status]) => Number(status) !== expected).reduce((n, [, c]) => n + c, 0);
    return { name, requests: run.latencies.length, errors: unexpected, statuses: run.statuses, rps: run.latencies.length / run.seconds, latencyMs, criterion: "reference (not judged)", ok: true, reference: true };
  }
  return {
    name,
    requests: run.latencies.length,
    errors: run.errors,
    statuses: run.statuses,
    rps: run.latencies.length / run.seconds,
    latencyMs,
    criterion: `p95 < ${P95_LIMIT_MS} ms, no errors`,
    ok: latencyMs.p95 < P95_LIMIT_MS && run.errors === 0,
  };
}

/**
 * The floor under the buying targets, measured the same way (same client, connections, closed loop):
 * `GET /health` and an API route answered before any database work (the summary without a
 * sign-in: 401). What these take at 20 connections is what Next.js itself costs on this machine;
 * a buying request can only add to it.
 */
async function floorTargets(origin: string, options: { durationS: number; connections: number }): Promise<BuyingResult[]> {
  const rows: BuyingResult[] = [];
  for (const [name, path, status] of [
    ["floor: GET /health", "/health", 200],
    ["floor: API route, no database (401)", "/api/cart/summary", 401],
  ] as const) {
    const run = await loop(options.durationS, options.connections, async (c, record) => {
      await timed(record, () => json(origin, path, { ip: `10.78.0.${c + 1}` }));
    });
    rows.push(result(name, run, status));
  }
  return rows;
}

/** Runs both buying targets against a running server; one warm-up pass first, the floor rows last. */
export async function runBuyingTargets(origin: string, options: { durationS: number; connections: number }): Promise<BuyingResult[]> {
  const buyers: Buyer[] = [];
  for (let i = 0; i < options.connections; i++) buyers.push(await newBuyer(origin, i));
  const offers = await plainOffers(origin);
  const offerOf = (c: number, i: number) => offers[(c * 7 + i) % offers.length];

  // Warm-up: every route once per buyer (first renders, prepared statements).
  for (const [c, b] of buyers.entries()) {
    await json(origin, "/api/cart", { ip: b.ip, token: b.token, method: "POST", body: JSON.stringify({ offer: offerOf(c, 0) }) });
    await json(origin, "/api/cart/summary", { ip: b.ip, token: b.token });
    await json(origin, "/api/cart", { ip: b.ip, token: b.token, method: "DELETE" });
  }

  // Cart add + summary: add an offer, read the summary; every 5th round the cart is emptied (not measured).
  const rounds = new Array<number>(options.connections).fill(0);
  const cart = await loop(options.durationS, options.connections, async (c, record) => {
    const b = buyers[c];
    const i = rounds[c]++;
    if (i % 5 === 4) {
      await json(origin, "/api/cart", { ip: b.ip, token: b.token, method: "DELETE" });
      return;
    }
    await timed(record, () => json(origin, "/api/cart", { ip: b.ip, token: b.token, method: "POST", body: JSON.stringify({ offer: offerOf(c, i) }) }));
    await timed(record, () => json(origin, "/api/cart/summary", { ip: b.ip, token: b.token }));
  });
  for (const b of buyers) await json(origin, "/api/cart", { ip: b.ip, token: b.token, method: "DELETE" });

  // Order placement: refill the cart with one offer (not measured), place it with a new key (measured).
  const placement = await loop(options.durationS, options.connections, async (c, record) => {
    const b = buyers[c];
    const i = rounds[c]++;
    await json(origin, "/api/cart", { ip: b.ip, token: b.token, method: "POST", body: JSON.stringify({ offer: offerOf(c, i) }) });
    await timed(record, () =>
      json(origin, "/api/orders/place", { ip: b.ip, token: b.token, method: "POST", body: JSON.stringify({ profile: b.profile }), headers: { "Idempotency-Key": randomUUID() } }),
    );
  });
  return [result("cart add + summary", cart), result("order placement", placement), ...(await floorTargets(origin, options))];
}
