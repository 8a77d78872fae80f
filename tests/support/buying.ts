/**
 * Helpers of the buying API tests: offers to buy, a billing profile, a configured cart, placement
 * and demo payment (docs/buying-api.md).
 */
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { call, type Answer } from "./api-client";
import { asBearer, withJson, type TestSession } from "./session";

export type Offer = { uid: string; supplier: { uid: string; name: string }; stock: number; availability: string; price: { billing_period: string }; product?: { slug: string; category_slug?: string } };

/** Public in-stock offers of a product, cheapest first. */
export async function offersOf(product: string, size = 50): Promise<Offer[]> {
  const answer = await call<{ items: Offer[] }>(`/api/offers?product_slug=${product}&size=${size}`);
  assert.equal(answer.status, 200, answer.text.slice(0, 300));
  return answer.body.items.filter((o) => o.availability !== "out_of_stock" && o.stock > 0);
}

/** Two in-stock offers of different suppliers and categories (a monthly server and an hourly GPU server). */
export async function twoSupplierOffers(): Promise<[Offer, Offer]> {
  const servers = await offersOf("linux-vps");
  const gpus = (await offersOf("nvidia-h100")).filter((o) => o.price.billing_period === "hour");
  for (const a of servers) for (const b of gpus) if (a.supplier.uid !== b.supplier.uid && a.stock >= 5 && b.stock >= 5) return [a, b];
  throw new Error("no two offers of different suppliers in the demo catalogue");
}

export const germanConsumer = {
  first_name: "Anna",
  last_name: "Schmidt",
  email: "anna.schmidt@example.com",
  phone_number: "030 12345678",
  phone_region: "DE",
  city: "Berlin",
  zip_code: "10115",
  address: "Invalidenstraße 1",
  country: "DE",
};

/** A billing profile of the session's user (a code sign-in leaves the session unlocked). */
export async function createProfile(session: TestSession, body: Record<string, unknown> = germanConsumer): Promise<string> {
  const answer = await call<{ uid: string }>("/api/users/profile/profiles", asBearer(session, withJson("POST", body)));
  assert.equal(answer.status, 201, `profile: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer.body.uid;
}

export type CartItem = { id: string; count: number; fields: { key: string; kind: string; required: boolean; values?: { value: string }[] }[]; instances: { instance: number; errors: { field: string; msg: string }[] }[]; blocked: boolean; price: { net_cents: number; vat_cents: number; gross_cents: number; vat_rate_bp: number } };

export async function addToCart(session: TestSession, offer: string, count = 1): Promise<CartItem> {
  const answer = await call<CartItem>("/api/cart", asBearer(session, withJson("POST", { offer, count })));
  assert.ok(answer.status === 201 || answer.status === 200, `add: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer.body;
}

/** Gives every instance of every cart item the values it still lacks (a host name). */
export async function configureAll(session: TestSession): Promise<void> {
  const cart = await call<{ items: CartItem[] }>("/api/cart?size=100", asBearer(session));
  for (const item of cart.body.items) {
    for (const inst of item.instances) {
      if (!inst.errors.length) continue;
      const values: Record<string, string> = {};
      for (const e of inst.errors) if (e.field === "hostname") values.hostname = `node-${inst.instance}.example.com`;
      const answer = await call(`/api/cart/configuration/${item.id}`, asBearer(session, withJson("POST", { instance: inst.instance, values })));
      assert.equal(answer.status, 200, `configure: ${answer.text.slice(0, 300)}`);
    }
  }
}

export type Placed = { order: { uid: string; number: number; status: string; total_cents: number; lines: unknown[] }; payment: { uid: string; status: string; redirect_url: string } };

export function place(session: TestSession, profile: string | undefined, key: string = randomUUID()): Promise<Answer<Placed>> {
  return call<Placed>("/api/orders/place", asBearer(session, { ...withJson("POST", profile === undefined ? {} : { profile }), headers: { "Idempotency-Key": key, "Content-Type": "application/json" } }));
}

/** The demo session id of a payment's redirect URL (/pay/demo/<id>, /ru/pay/demo/<id>). */
export const demoSessionOf = (redirect: string) => redirect.split("/pay/demo/")[1];

export async function payDemo(redirect: string, card: string): Promise<Answer<{ outcome: string; redirect_url: string | null; message: string | null }>> {
  return call(`/api/payments/demo/${demoSessionOf(redirect)}`, withJson("POST", { card_number: card, expiry: "12/34", cvc: "123", name: "A S" }));
}

export const CARDS = { ok: "4242 4242 4242 4242", declined: "4000 0000 0000 0002", unreachable: "4000 0000 0000 0119" };
