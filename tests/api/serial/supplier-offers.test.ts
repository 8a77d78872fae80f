/**
 * Suppliers' offers over HTTP: create, change, bulk publish/hide/update/delete, archive
 * on delete when ordered, every change public at once (the public API and the offer page), the
 * validation texts, and the route × role matrix from lib/organizations/permissions.ts.
 */
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { can, type Action } from "@/lib/organizations/permissions";
import { assertError, assertIssues, call, type Answer } from "../../support/api-client";
import { addToCart, configureAll, createProfile, place } from "../../support/buying";
import { join } from "../../support/workspace";
import { asBearer, signIn, withJson, type TestSession } from "../../support/session";

type SupplierOffer = { uid: string; name: string; status: string; price_cents: number; stock: number; availability: string; url: string; attributes: Record<string, unknown>; product: { slug: string }; category_slug: string };
type PublicOffer = { uid: string; price: { amount_cents: number }; supplier: { uid: string; slug: string } };

const PRODUCT = "linux-vps";
const offerBody = (extra: Record<string, unknown> = {}) => ({
  product_slug: PRODUCT,
  name: `Test VPS ${Math.random().toString(36).slice(2, 8)}`,
  price_cents: 1000,
  billing_period: "month",
  country: "DE",
  stock: 20,
  delivery_minutes: 30,
  attributes: { cpu_cores: 4, ram_gb: 8, disk_type: "NVMe", disk_size_gb: 160, bandwidth_gbps: 1 },
  ...extra,
});

/** Two seeded suppliers of the product: their slugs and organisation uids. */
async function seededSuppliers(): Promise<{ slug: string; uid: string }[]> {
  const answer = await call<{ items: PublicOffer[] }>(`/api/offers?product_slug=${PRODUCT}&size=100`);
  assert.equal(answer.status, 200, answer.text.slice(0, 300));
  const bySlug = new Map(answer.body.items.map((o) => [o.supplier.slug, o.supplier.uid]));
  assert.ok(bySlug.size >= 2, "two suppliers of linux-vps");
  return [...bySlug].slice(0, 2).map(([slug, uid]) => ({ slug, uid }));
}

/** `no-cache`: past the front's 2-second micro-cache (ADR 0003), as a reload does; the app's own caches are what the writes expire. */
const fresh = { headers: { "cache-control": "no-cache" } };
const publicOffersOf = async (org: string) =>
  (await call<{ items: PublicOffer[] }>(`/api/offers?product_slug=${PRODUCT}&organization__uid=${org}&size=100`, fresh)).body.items;

async function create(session: TestSession, extra: Record<string, unknown> = {}): Promise<SupplierOffer> {
  const answer = await call<SupplierOffer>("/api/supplier/offers", asBearer(session, withJson("POST", offerBody(extra))));
  assert.equal(answer.status, 201, `create: ${answer.text.slice(0, 300)}`);
  return answer.body;
}

describe("a supplier's offers are public at once", () => {
  let owner: TestSession;
  let org: { slug: string; uid: string };
  before(async () => {
    [org] = await seededSuppliers();
    owner = await signIn(`owner@${org.slug}.example.com`);
  });

  it("create, change the price, hide in bulk, update in bulk, delete and archive", async () => {
    const created = await create(owner);
    assert.equal(created.status, "public");
    assert.equal(created.availability, "in_stock");
    assert.deepEqual(created.attributes, { cpu_cores: 4, ram_gb: 8, disk_type: "NVMe", disk_size_gb: 160, bandwidth_gbps: 1 });
    assert.ok((await publicOffersOf(org.uid)).some((o) => o.uid === created.uid), "on the public API at once");
    assert.equal((await call(created.url, fresh)).status, 200, "its page answers at once");
    assert.equal((await call(`/api/offers/${created.uid}`, fresh)).status, 200);

    const patched = await call<SupplierOffer & { response_message: string }>(`/api/supplier/offers/${created.uid}`, asBearer(owner, withJson("PATCH", { price_cents: 1234 })));
    assert.equal(patched.status, 200, patched.text.slice(0, 300));
    assert.ok(patched.body.response_message);
    assert.equal((await publicOffersOf(org.uid)).find((o) => o.uid === created.uid)?.price.amount_cents, 1234, "the new price at once");

    const hidden = await call(`/api/supplier/offers/bulk`, asBearer(owner, withJson("POST", { uids: [created.uid], action: "hide" })));
    assert.equal(hidden.status, 200, hidden.text.slice(0, 300));
    assert.ok(!(await publicOffersOf(org.uid)).some((o) => o.uid === created.uid), "gone from the listing API");
    assert.equal((await call(created.url, fresh)).status, 404, "its page is gone");
    assert.equal((await call(`/api/offers/${created.uid}`, fresh)).status, 404);

    const second = await create(owner, { price_cents: 999 });
    const updated = await call<{ items: SupplierOffer[] }>(`/api/supplier/offers/bulk`, asBearer(owner, withJson("POST", { uids: [created.uid, second.uid], action: "update", price: { mode: "percent", value: 10 }, stock: 0 })));
    assert.equal(updated.status, 200, updated.text.slice(0, 300));
    const prices = Object.fromEntries(updated.body.items.map((o) => [o.uid, [o.price_cents, o.stock, o.availability]]));
    assert.deepEqual(prices[created.uid], [1357, 0, "out_of_stock"]); // 1234 × 1.1 = 1357.4
    assert.deepEqual(prices[second.uid], [1099, 0, "out_of_stock"]); // 999 × 1.1 = 1098.9
    assert.equal((await publicOffersOf(org.uid)).find((o) => o.uid === second.uid)?.price.amount_cents, 1099);

    // All or nothing: one unknown uid and nothing changes.
    assertError(await call(`/api/supplier/offers/bulk`, asBearer(owner, withJson("POST", { uids: [second.uid, "f".repeat(24)], action: "hide" }))), 404, "unknown uid in bulk");
    assert.equal((await call<SupplierOffer>(`/api/supplier/offers/${second.uid}`, asBearer(owner))).body.status, "public");

    const removed = await call<{ result: string }>(`/api/supplier/offers/${second.uid}`, asBearer(owner, { method: "DELETE" }));
    assert.equal(removed.body.result, "deleted");
    assertError(await call(`/api/supplier/offers/${second.uid}`, asBearer(owner)), 404, "deleted");
  });

  it("deleting an ordered offer archives it; the order keeps its line", async () => {
    const offer = await create(owner, { stock: 50 });
    const buyer = await signIn();
    const profile = await createProfile(buyer);
    await addToCart(buyer, offer.uid, 1);
    await configureAll(buyer);
    const placed = await place(buyer, profile);
    assert.equal(placed.status, 201, placed.text.slice(0, 300));

    const bulk = await call<{ archived: string[]; deleted: string[] }>(`/api/supplier/offers/bulk`, asBearer(owner, withJson("POST", { uids: [offer.uid], action: "delete" })));
    assert.equal(bulk.status, 200, bulk.text.slice(0, 300));
    assert.deepEqual(bulk.body.archived, [offer.uid]);
    assert.deepEqual(bulk.body.deleted, []);
    const archived = await call<SupplierOffer>(`/api/supplier/offers/${offer.uid}`, asBearer(owner));
    assert.equal(archived.body.status, "archived");
    assert.equal((await call(`/api/offers/${offer.uid}`, fresh)).status, 404, "never public");
    const list = await call<{ items: SupplierOffer[] }>(`/api/supplier/offers?product_slug=${PRODUCT}&size=100`, asBearer(owner));
    assert.ok(!list.body.items.some((o) => o.uid === offer.uid), "not listed by default");
    const archivedList = await call<{ items: SupplierOffer[] }>(`/api/supplier/offers?status=archived&size=100`, asBearer(owner));
    assert.ok(archivedList.body.items.some((o) => o.uid === offer.uid), "listed with status=archived");
    assertError(await call(`/api/supplier/offers/${offer.uid}`, asBearer(owner, withJson("PATCH", { status: "public" }))), 409, "archived stays archived");
    const order = await call<{ lines: unknown[] }>(`/api/orders/${placed.body.order.uid}`, asBearer(buyer));
    assert.equal(order.status, 200);
    assert.equal(order.body.lines.length, 1, "the order keeps its line");
  });

  it("answers 422 with the spec's and clear texts, and refuses an unknown facet", async () => {
    const missing = assertIssues(await call("/api/supplier/offers", asBearer(owner, withJson("POST", {}))), "empty body");
    for (const field of ["product_slug", "name", "price_cents", "billing_period", "country", "stock", "delivery_minutes"])
      assert.equal(missing.find((i) => i.loc[1] === field)?.msg, "This field is required", field);
    const ru = assertIssues(await call("/api/supplier/offers", asBearer(owner, { ...withJson("POST", {}), headers: { ...(withJson("POST", {}).headers as Record<string, string>), "Accept-Language": "ru", Authorization: `Bearer ${owner.accessToken}` } })), "ru");
    assert.ok(ru.some((i) => i.msg === "Это поле обязательно"));
    const bad = assertIssues(await call("/api/supplier/offers", asBearer(owner, withJson("POST", offerBody({ price_cents: 0, country: "XX", currency: "USD" })))), "bad fields");
    assert.match(bad.find((i) => i.loc[1] === "price_cents")!.msg, /whole euro cents/);
    assert.match(bad.find((i) => i.loc[1] === "country")!.msg, /ISO country code/);
    assert.match(bad.find((i) => i.loc[1] === "currency")!.msg, /EUR only/);
    const facet = assertIssues(await call("/api/supplier/offers", asBearer(owner, withJson("POST", offerBody({ attributes: { ...offerBody().attributes, colour: "red", cpu_cores: -1 } })))), "unknown facet");
    assert.deepEqual(facet.map((i) => i.loc.join(".")).sort(), ["body.attributes.colour", "body.attributes.cpu_cores"]);
    assert.match(facet.find((i) => i.loc[2] === "colour")!.msg, /not part of the product's attribute schema/);
    assert.match(assertIssues(await call("/api/supplier/offers", asBearer(owner, withJson("POST", offerBody({ attributes: { cpu_cores: 4 } })))), "missing facets").find((i) => i.loc[2] === "ram_gb")!.msg, /This field is required/);
    assertIssues(await call("/api/supplier/offers", asBearer(owner, withJson("POST", offerBody({ data_center: "nosuchdatacenter" })))), "unknown data center");
    assertIssues(await call("/api/supplier/offers/bulk", asBearer(owner, withJson("POST", { uids: ["x"], action: "update", price: { mode: "percent", value: -95 } }))), "percent below -90");
  });
});

describe("route × role: offers.read for every role, offers.write not for a viewer; another organisation's ids like unknown ones", () => {
  type Who = "guest" | "buyer" | "other" | "owner" | "manager" | "viewer";
  const sessions = {} as Record<Exclude<Who, "guest">, TestSession>;
  let offer = "";
  const unknown = "f".repeat(24);

  before(async () => {
    const [mine, theirs] = await seededSuppliers();
    sessions.owner = await signIn(`owner@${mine.slug}.example.com`);
    sessions.other = await signIn(`owner@${theirs.slug}.example.com`);
    sessions.manager = await join(sessions.owner, "manager");
    sessions.viewer = await join(sessions.owner, "viewer");
    sessions.buyer = await signIn();
    offer = (await create(sessions.owner, { status: "hidden" })).uid;
  });

  async function asGuest(init: RequestInit): Promise<RequestInit> {
    const csrf = await call<{ csrf_token: string }>("/api/users/access/csrf");
    const cookie = csrf.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    return { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: cookie, "X-CSRF-Token": csrf.body.csrf_token } };
  }
  const ask = async (who: Who, path: string, init: RequestInit = {}): Promise<Answer> => (who === "guest" ? call(path, await asGuest(init)) : call(path, asBearer(sessions[who], init)));

  function expected(who: Who, action: Action, ok: number): number {
    if (who === "guest") return 401;
    if (who === "buyer") return 404;
    if (who === "other") return ok;
    return can(who, action) ? ok : 403;
  }

  it("list and create", async () => {
    for (const who of ["guest", "buyer", "other", "owner", "manager", "viewer"] as Who[]) {
      const list = await ask(who, "/api/supplier/offers");
      assert.equal(list.status, expected(who, "offers.read", 200), `GET list as ${who}: ${list.text.slice(0, 200)}`);
      const created = await ask(who, "/api/supplier/offers", withJson("POST", offerBody({ status: "hidden" })));
      assert.equal(created.status, expected(who, "offers.write", 201), `POST as ${who}: ${created.text.slice(0, 200)}`);
    }
    const theirs = await ask("other", "/api/supplier/offers?status=hidden&size=100");
    assert.ok(!JSON.stringify(theirs.body).includes(offer), "our offer is not in their list");
  });

  it("object routes and bulk", async () => {
    const rows: [string, Action, (id: string) => [string, RequestInit]][] = [
      ["GET", "offers.read", (id) => [`/api/supplier/offers/${id}`, {}]],
      ["PATCH", "offers.write", (id) => [`/api/supplier/offers/${id}`, withJson("PATCH", { stock: 7 })]],
      ["bulk hide", "offers.write", (id) => ["/api/supplier/offers/bulk", withJson("POST", { uids: [id], action: "hide" })]],
      ["bulk update", "offers.write", (id) => ["/api/supplier/offers/bulk", withJson("POST", { uids: [id], action: "update", price: { mode: "absolute", value: 1500 } })]],
    ];
    for (const [label, action, req] of rows) {
      for (const who of ["guest", "buyer", "owner", "manager", "viewer"] as Who[]) {
        const [path, init] = req(offer);
        const answer = await ask(who, path, init);
        assert.equal(answer.status, expected(who, action, 200), `${label} as ${who}: ${answer.text.slice(0, 200)}`);
      }
      const foreign = await ask("other", ...req(offer));
      const missing = await ask("other", ...req(unknown));
      assertError(foreign, 404, `${label} foreign`);
      assertError(missing, 404, `${label} unknown`);
      const text = (a: Answer) => JSON.stringify(a.body).replaceAll(offer, "ID").replaceAll(unknown, "ID");
      assert.equal(text(foreign), text(missing), `${label}: the same answer`);
    }
    // DELETE last: a viewer may not, another organisation gets the unknown id's answer, a manager may.
    assertError(await ask("guest", `/api/supplier/offers/${offer}`, { method: "DELETE" }), 401, "delete as guest");
    assertError(await ask("buyer", `/api/supplier/offers/${offer}`, { method: "DELETE" }), 404, "delete as buyer");
    assertError(await ask("viewer", `/api/supplier/offers/${offer}`, { method: "DELETE" }), 403, "delete as viewer");
    const foreign = await ask("other", `/api/supplier/offers/${offer}`, { method: "DELETE" });
    const missing = await ask("other", `/api/supplier/offers/${unknown}`, { method: "DELETE" });
    assert.equal(JSON.stringify(foreign.body).replaceAll(offer, "ID"), JSON.stringify(missing.body).replaceAll(unknown, "ID"));
    assertError(foreign, 404, "delete foreign");
    const deleted = await ask("manager", `/api/supplier/offers/${offer}`, { method: "DELETE" });
    assert.equal(deleted.status, 200, deleted.text.slice(0, 200));
  });
});
