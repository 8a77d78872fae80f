/**
 * A loopback stand-in for api.stripe.com, enough for Checkout: the official `stripe` package is
 * pointed at it (STRIPE_API_URL / createStripeProvider's apiUrl) and gets Stripe's documented JSON shapes.
 *
 *   POST /v1/checkout/sessions       form-encoded as stripe-node sends it; the Idempotency-Key header
 *                                    replays the first answer (a different body with the same key: 400
 *                                    idempotency_error, as Stripe does)
 *   GET  /v1/checkout/sessions/:id   `expand[]=payment_intent` honoured
 *   POST /v1/checkout/sessions/:id/expire   only an open session (400 otherwise, as Stripe)
 *   POST /v1/refunds                 a refund of a succeeded payment intent, at most its amount;
 *                                    the Idempotency-Key replays the first answer
 *   GET  /pay/:id                    a tiny page standing for the hosted checkout page
 *
 * Helpers move a session along (paid, failed, expired), build signed webhook deliveries, and switch
 * the whole API to answering 500s or dropping connections.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import Stripe from "stripe";

/** Parsed form parameters: strings, nested objects and arrays, as stripe-node encodes them. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export type FakePaymentIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: "requires_payment_method" | "processing" | "succeeded" | "canceled";
  last_payment_error: null | { type: string; code: string; decline_code?: string; message: string };
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

export type FakeSession = {
  id: string;
  object: "checkout.session";
  url: string | null;
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  /** The id, or null until a payment attempt (API versions since 2022-08-01 create it lazily). */
  payment_intent: string | null;
  success_url: string | null;
  cancel_url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
};

export type FakeRefund = {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  status: "succeeded";
  metadata: Record<string, string>;
  created: number;
};

export type FakeFailure = "declined" | "insufficient_funds" | "processing_error" | "issuer_not_available";

export type CreateRequest = {
  params: FormObject;
  idempotencyKey: string | null;
  authorization: string | null;
  stripeVersion: string | null;
};

export type StripeFake = {
  /** http://127.0.0.1:PORT */
  url: string;
  close(): Promise<void>;
  sessions: Map<string, FakeSession>;
  paymentIntents: Map<string, FakePaymentIntent>;
  refunds: FakeRefund[];
  /** Every create call that reached the fake, parsed (replays included). */
  createRequests: CreateRequest[];
  /** Requests of any kind received (retries by stripe-node included). */
  requestCount(): number;
  /** `ok` answers; `error500` answers every API call with a 500 api_error; `drop` destroys the socket. */
  setMode(mode: "ok" | "error500" | "drop"): void;
  setPaid(id: string): FakeSession;
  setFailed(id: string, failure?: FakeFailure): FakeSession;
  setExpired(id: string): FakeSession;
  /** A Stripe event envelope around the session as it is now (or `object`). */
  event(type: string, sessionOrObject: string | Record<string, unknown>): StripeEventPayload;
};

export type StripeEventPayload = {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  data: { object: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
};

const now = (): number => Math.floor(Date.now() / 1000);
const randomId = (prefix: string): string => `${prefix}${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;

/** `a[b][0][c]=v` pairs into nested objects and arrays (qs "indices" format, as stripe-node writes it). */
export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const match = /^([^[]+)((?:\[[^\]]*\])*)$/.exec(key);
    if (!match) continue;
    const path = [match[1], ...Array.from(match[2].matchAll(/\[([^\]]*)\]/g), (m) => m[1])];
    let node: FormObject | FormValue[] = root;
    for (let i = 0; i < path.length; i++) {
      const segment = path[i];
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[i + 1]);
      const container = node as Record<string, FormValue> & FormValue[];
      const slot: string | number = Array.isArray(node) ? (segment === "" ? node.length : Number(segment)) : segment;
      if (last) {
        container[slot as never] = value as never;
      } else {
        container[slot as never] ??= (nextIsIndex ? [] : {}) as never;
        node = container[slot as never] as FormObject | FormValue[];
      }
    }
  }
  return root;
}

function str(value: FormValue | undefined): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function obj(value: FormValue | undefined): FormObject | undefined {
  return value && typeof value === "object" && !Array.isArray(value) ? value : undefined;
}

function stringRecord(value: FormValue | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj(value) ?? {})) if (typeof v === "string") out[k] = v;
  return out;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message);
  }
}

const invalid = (message: string, param?: string, code = "parameter_invalid"): ApiError =>
  new ApiError(400, { type: "invalid_request_error", message, code, ...(param ? { param } : {}) });

function idempotencyKeyOf(req: http.IncomingMessage): string | null {
  const header = req.headers["idempotency-key"];
  return typeof header === "string" ? header : null;
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

export async function startStripeFake(): Promise<StripeFake> {
  const sessions = new Map<string, FakeSession>();
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const createRequests: CreateRequest[] = [];
  const refunds: FakeRefund[] = [];
  /** Idempotency key → the body it was first used with and the answer given. */
  const idempotent = new Map<string, { body: string; status: number; response: string }>();
  /** payment_intent_data.metadata per session, given to the payment intent when one is made. */
  const piMetadata = new Map<string, Record<string, string>>();
  let mode: "ok" | "error500" | "drop" = "ok";
  let requests = 0;
  let baseUrl = "";

  function createSession(params: FormObject): FakeSession {
    if (str(params.mode) !== "payment") throw invalid("This fake supports mode=payment only.", "mode");
    const items = Array.isArray(params.line_items) ? params.line_items : [];
    if (items.length === 0) throw invalid("Missing required param: line_items.", "line_items", "parameter_missing");
    let amount = 0;
    let currency = "";
    items.forEach((raw, i) => {
      const item = obj(raw) ?? {};
      const priceData = obj(item.price_data);
      const unit = Number(str(priceData?.unit_amount));
      const quantity = Number(str(item.quantity) ?? "1");
      const itemCurrency = str(priceData?.currency) ?? "";
      if (!priceData || !Number.isInteger(unit) || unit < 0) throw invalid("Invalid integer: unit_amount", `line_items[${i}][price_data][unit_amount]`);
      if (!/^[a-z]{3}$/.test(itemCurrency)) throw invalid(`Invalid currency: ${itemCurrency}`, `line_items[${i}][price_data][currency]`);
      if (!str(obj(priceData.product_data)?.name)) throw invalid("Missing required param: product_data[name].", `line_items[${i}][price_data][product_data][name]`, "parameter_missing");
      if (!Number.isInteger(quantity) || quantity < 1) throw invalid("Invalid integer: quantity", `line_items[${i}][quantity]`);
      if (currency && currency !== itemCurrency) throw invalid("All line items must share one currency.", `line_items[${i}][price_data][currency]`);
      currency = itemCurrency;
      amount += unit * quantity;
    });
    const created = now();
    let expiresAt = created + 24 * 3600;
    const expiresRaw = str(params.expires_at);
    if (expiresRaw !== undefined) {
      expiresAt = Number(expiresRaw);
      // Stripe: at least 30 minutes and at most 24 hours after creation.
      if (!Number.isInteger(expiresAt) || expiresAt < created + 30 * 60 - 5 || expiresAt > created + 24 * 3600 + 5) {
        throw invalid("The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.", "expires_at");
      }
    }
    const id = randomId("cs_test_");
    const session: FakeSession = {
      id,
      object: "checkout.session",
      url: `${baseUrl}/pay/${id}`,
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_subtotal: amount,
      amount_total: amount,
      currency,
      client_reference_id: str(params.client_reference_id) ?? null,
      customer_email: str(params.customer_email) ?? null,
      locale: str(params.locale) ?? null,
      metadata: stringRecord(params.metadata),
      payment_intent: null,
      success_url: str(params.success_url) ?? null,
      cancel_url: str(params.cancel_url) ?? null,
      expires_at: expiresAt,
      created,
      livemode: false,
    };
    sessions.set(id, session);
    piMetadata.set(id, stringRecord(obj(params.payment_intent_data)?.metadata));
    return session;
  }

  function sessionOrThrow(id: string): FakeSession {
    const session = sessions.get(id);
    if (!session) throw new ApiError(404, { type: "invalid_request_error", code: "resource_missing", message: `No such checkout.session: '${id}'`, param: "session" });
    return session;
  }

  function paymentIntentFor(session: FakeSession): FakePaymentIntent {
    if (session.payment_intent) return paymentIntents.get(session.payment_intent)!;
    const pi: FakePaymentIntent = {
      id: randomId("pi_"),
      object: "payment_intent",
      amount: session.amount_total,
      currency: session.currency,
      status: "requires_payment_method",
      last_payment_error: null,
      metadata: piMetadata.get(session.id) ?? {},
      created: now(),
      livemode: false,
    };
    paymentIntents.set(pi.id, pi);
    session.payment_intent = pi.id;
    return pi;
  }

  function render(session: FakeSession, expand: string[]): Record<string, unknown> {
    const out: Record<string, unknown> = { ...session };
    if (expand.includes("payment_intent") && session.payment_intent) out.payment_intent = { ...paymentIntents.get(session.payment_intent)! };
    return out;
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", baseUrl);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}): void => {
      res.writeHead(status, { "content-type": "application/json", "request-id": randomId("req_"), "stripe-version": String(req.headers["stripe-version"] ?? Stripe.API_VERSION), ...headers });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };

    /**
     * Stripe's idempotency: the first answer to a key is stored and replayed; the same key with
     * another body answers 400 idempotency_error. `make` builds the object or throws an ApiError.
     */
    const answerOnce = (body: string, key: string | null, make: () => unknown): void => {
      const seen = key ? idempotent.get(key) : undefined;
      const keyHeader: Record<string, string> = key ? { "idempotency-key": key } : {};
      if (seen && seen.body !== body) {
        send(400, {
          error: {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        });
      } else if (seen) {
        send(seen.status, seen.response, { "idempotent-replayed": "true", ...keyHeader });
      } else {
        let status = 200;
        let response: string;
        try {
          response = JSON.stringify(make());
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          status = error.status;
          response = JSON.stringify({ error: error.body });
        }
        if (key) idempotent.set(key, { body, status, response });
        send(status, response, keyHeader);
      }
    };

    // Test control over HTTP, for test processes other than the one running the fake (tests/run-api.ts).
    const control = /^\/_control\/(paid|failed|expired|event|mode|session|refunds)$/.exec(url.pathname);
    if (req.method === "POST" && control) {
      const id = url.searchParams.get("session") ?? "";
      try {
        if (control[1] === "mode") {
          mode = (url.searchParams.get("mode") ?? "ok") as typeof mode;
          send(200, { mode });
        } else if (control[1] === "paid") send(200, api.setPaid(id));
        else if (control[1] === "failed") send(200, api.setFailed(id, (url.searchParams.get("failure") ?? "declined") as FakeFailure));
        else if (control[1] === "expired") send(200, api.setExpired(id));
        else if (control[1] === "session") send(200, render(sessionOrThrow(id), ["payment_intent"]));
        else if (control[1] === "refunds") {
          const session = sessionOrThrow(id);
          send(200, { data: refunds.filter((r) => r.payment_intent === session.payment_intent) });
        }
        else send(200, api.event(url.searchParams.get("type") ?? "checkout.session.completed", id));
      } catch (error) {
        send(404, { error: { type: "invalid_request_error", message: error instanceof Error ? error.message : String(error) } });
      }
      return;
    }
    const pay = /^\/pay\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && pay) {
      res.writeHead(sessions.has(pay[1]) ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
      res.end(`<!doctype html><title>Stripe fake checkout</title><p>Checkout session ${pay[1]}</p>`);
      return;
    }
    if (!url.pathname.startsWith("/v1/")) {
      send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname}).` } });
      return;
    }
    if (mode === "drop") {
      req.socket.destroy();
      return;
    }
    if (mode === "error500") {
      send(500, { error: { type: "api_error", message: "An unknown error occurred (stripe fake)." } });
      return;
    }
    const authorization = req.headers.authorization ?? null;
    if (!authorization || !/^Bearer (sk|rk)_\S+$/.test(authorization)) {
      send(401, { error: { type: "invalid_request_error", message: "You did not provide an API key." } });
      return;
    }

    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const body = await readBody(req);
      const params = parseStripeForm(body);
      const idempotencyKey = idempotencyKeyOf(req);
      createRequests.push({ params, idempotencyKey, authorization, stripeVersion: str(req.headers["stripe-version"]) ?? null });
      const expand = Array.isArray(params.expand) ? params.expand.filter((e): e is string => typeof e === "string") : [];
      delete params.expand;
      answerOnce(body, idempotencyKey, () => render(createSession(params), expand));
      return;
    }

    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
    if (req.method === "POST" && expire) {
      await readBody(req);
      try {
        const session = sessionOrThrow(decodeURIComponent(expire[1]));
        if (session.status !== "open") throw invalid(`Only Checkout Sessions with a status of \`open\` can be expired. This session has a status of \`${session.status}\`.`, undefined, "checkout_session_not_open");
        send(200, render(api.setExpired(session.id), []));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        send(error.status, { error: error.body });
      }
      return;
    }

    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      const body = await readBody(req);
      const params = parseStripeForm(body);
      answerOnce(body, idempotencyKeyOf(req), () => {
        const piId = str(params.payment_intent) ?? "";
        const pi = paymentIntents.get(piId);
        if (!pi) throw new ApiError(404, { type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${piId}'`, param: "payment_intent" });
        if (pi.status !== "succeeded") throw invalid("This PaymentIntent does not have a successful charge to refund.", "payment_intent", "charge_not_refundable");
        const already = refunds.filter((r) => r.payment_intent === pi.id).reduce((sum, r) => sum + r.amount, 0);
        const amount = params.amount === undefined ? pi.amount - already : Number(str(params.amount));
        if (!Number.isInteger(amount) || amount < 1) throw invalid("Invalid integer: amount", "amount");
        if (already + amount > pi.amount) throw invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${pi.amount - already}).`, "amount", "amount_too_large");
        const refund: FakeRefund = { id: randomId("re_"), object: "refund", amount, currency: pi.currency, payment_intent: pi.id, status: "succeeded", metadata: stringRecord(params.metadata), created: now() };
        refunds.push(refund);
        return refund;
      });
      return;
    }

    const one = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && one) {
      const params = parseStripeForm(url.search.slice(1));
      const expand = Array.isArray(params.expand) ? params.expand.filter((e): e is string => typeof e === "string") : [];
      try {
        send(200, render(sessionOrThrow(decodeURIComponent(one[1])), expand));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        send(error.status, { error: error.body });
      }
      return;
    }

    send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname}).` } });
  }

  const server = http.createServer((req, res) => {
    requests += 1;
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { type: "api_error", message: error instanceof Error ? error.message : String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const failures: Record<FakeFailure, NonNullable<FakePaymentIntent["last_payment_error"]>> = {
    declined: { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
    insufficient_funds: { type: "card_error", code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." },
    processing_error: { type: "card_error", code: "processing_error", message: "An error occurred while processing your card. Try again in a little bit." },
    issuer_not_available: { type: "card_error", code: "card_declined", decline_code: "issuer_not_available", message: "Your card was declined." },
  };

  const api: StripeFake = {
    url: baseUrl,
    sessions,
    refunds,
    paymentIntents,
    createRequests,
    requestCount: () => requests,
    setMode(next) {
      mode = next;
    },
    setPaid(id) {
      const session = sessionOrThrow(id);
      const pi = paymentIntentFor(session);
      pi.status = "succeeded";
      pi.last_payment_error = null;
      session.status = "complete";
      session.payment_status = "paid";
      session.url = null;
      return session;
    },
    setFailed(id, failure = "declined") {
      const session = sessionOrThrow(id);
      const pi = paymentIntentFor(session);
      pi.status = "requires_payment_method";
      pi.last_payment_error = { ...failures[failure] };
      return session;
    },
    setExpired(id) {
      const session = sessionOrThrow(id);
      session.status = "expired";
      session.url = null;
      return session;
    },
    event(type, sessionOrObject) {
      const object = typeof sessionOrObject === "string" ? render(sessionOrThrow(sessionOrObject), []) : sessionOrObject;
      return {
        id: randomId("evt_"),
        object: "event",
        api_version: Stripe.API_VERSION,
        created: now(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
  return api;
}

/** A webhook delivery as Stripe sends it: the JSON body and its `Stripe-Signature` header. */
export function signedDelivery(
  payload: unknown,
  secret: string,
  timestamp?: number,
): { body: string; headers: Headers } {
  const body = typeof payload === "string" ? payload : JSON.stringify(payload);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, ...(timestamp === undefined ? {} : { timestamp }) });
  return { body, headers: new Headers({ "content-type": "application/json", "stripe-signature": signature }) };
}
