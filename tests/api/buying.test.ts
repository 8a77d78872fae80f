/**
 * The buying loop over HTTP (docs/buying-api.md): cart across suppliers, per-instance configuration,
 * the stepper's draft, placement with an Idempotency-Key, the demo payment provider (paid, declined,
 * issuer unreachable), the order, its invoice and PDF, resources, repeat order, and that no buyer
 * ever reaches another buyer's cart item, order, invoice or resource.
 */
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, describe, it } from "node:test";
import { assertError, assertIssues, call } from "../support/api-client";
import { waitForMail } from "../support/mail";
import { addToCart, CARDS, configureAll, createProfile, demoSessionOf, offersOf, payDemo, place, twoSupplierOffers, type CartItem, type Offer } from "../support/buying";
import { asBearer, signIn, withJson, type TestSession } from "../support/session";

type Summary = { total_price: number; total_net: number; total_vat: number; total_count: number; payment_reference: string; vat_rate_bp: number; blocked: boolean; invalid: boolean };

describe("cart", () => {
  let buyer: TestSession;
  let offers: [Offer, Offer];
  before(async () => {
    buyer = await signIn();
    offers = await twoSupplierOffers();
  });

  it("holds offers of two suppliers with counts, prices, VAT and a payment reference", async () => {
    const a = await addToCart(buyer, offers[0].uid, 2);
    const b = await addToCart(buyer, offers[1].uid, 1);
    assert.equal(a.count, 2);
    const page = await call<{ total: number; page: number; size: number; pages: number; items: (CartItem & { organization: { uid: string } })[] }>("/api/cart", asBearer(buyer));
    assert.equal(page.status, 200);
    assert.deepEqual([page.body.total, page.body.page, page.body.size, page.body.pages], [2, 1, 10, 1]);
    assert.notEqual(page.body.items[0].organization.uid, page.body.items[1].organization.uid);
    assert.match(page.headers.get("cache-control") ?? "", /private, no-store/);
    const summary = await call<Summary>("/api/cart/summary", asBearer(buyer));
    assert.equal(summary.body.total_count, 3);
    assert.equal(summary.body.total_net, page.body.items.reduce((s, i) => s + i.price.net_cents, 0));
    assert.equal(summary.body.total_price, summary.body.total_net + summary.body.total_vat);
    assert.match(summary.body.payment_reference, /^IM-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // The hourly GPU offer asks for hours; the machines for a host name.
    assert.ok(b.fields.some((f) => f.kind === "hours"));
    assert.ok(b.instances[0].errors.some((e) => e.field === "hostname"));
  });

  it("adding the same offer again adds to its count; PATCH sets it; bad counts are refused", async () => {
    const again = await call<CartItem>("/api/cart", asBearer(buyer, withJson("POST", { offer: offers[0].uid, count: 1 })));
    assert.equal(again.status, 200);
    assert.equal(again.body.count, 3);
    assert.equal(again.body.instances.length, 3);
    const patched = await call<CartItem>(`/api/cart/${again.body.id}`, asBearer(buyer, withJson("PATCH", { count: 2 })));
    assert.equal(patched.status, 200);
    assert.equal(patched.body.count, 2);
    assertIssues(await call(`/api/cart/${again.body.id}`, asBearer(buyer, withJson("PATCH", { count: 0 }))), "count 0");
    assertIssues(await call(`/api/cart/${again.body.id}`, asBearer(buyer, withJson("PATCH", { count: 11 }))), "count 11");
    assertIssues(await call("/api/cart", asBearer(buyer, withJson("POST", { offer: offers[0].uid, count: "2" }))), "count as text");
    assertError(await call("/api/cart", asBearer(buyer, withJson("POST", { offer: "nosuchoffer000000000000" }))), 404, "unknown offer");
  });

  it("configures one instance or all, validates values, reports what is missing and resets", async () => {
    const cart = await call<{ items: CartItem[] }>("/api/cart", asBearer(buyer));
    const gpu = cart.body.items.find((i) => i.fields.some((f) => f.kind === "hours"))!;
    const bad = await call(`/api/cart/configuration/${gpu.id}`, asBearer(buyer, withJson("POST", { instance: 1, values: { hostname: "bad host!", hours: 9999, nosuch: "x" } })));
    const issues = assertIssues(bad, "bad values");
    assert.deepEqual(issues.map((i) => i.loc[2]).sort(), ["hostname", "hours", "nosuch"]);
    const valid = await call<{ valid: boolean; items: { id: string; instances: { instance: number }[] }[] }>("/api/cart/configuration/valid", asBearer(buyer));
    assert.equal(valid.body.valid, false);
    assert.ok(valid.body.items.some((i) => i.id === gpu.id));
    const os = gpu.fields.find((f) => f.key === "os")!.values!.at(-1)!.value;
    const ok = await call<CartItem & { configurations: Record<string, unknown>[] }>(`/api/cart/configuration/${gpu.id}`, asBearer(buyer, withJson("POST", { values: { hostname: "gpu-1.example.com", hours: 48, os } })));
    assert.equal(ok.status, 200, ok.text.slice(0, 300));
    assert.equal(ok.body.configurations[0].hours, 48);
    assert.equal(ok.body.configurations[0].os, os);
    assert.deepEqual(ok.body.instances[0].errors, []);
    const reset = await call<CartItem & { configurations: Record<string, unknown>[] }>(`/api/cart/configuration/${gpu.id}/1`, asBearer(buyer, { method: "DELETE" }));
    assert.equal(reset.status, 200);
    assert.equal(reset.body.configurations[0].hostname, "");
    assertError(await call(`/api/cart/configuration/${gpu.id}/5`, asBearer(buyer, { method: "DELETE" })), 404, "no such instance");
  });

  it("a value named __proto__ answers 422 naming the key, never a 200 that drops it", async () => {
    const cart = await call<{ items: CartItem[] }>("/api/cart", asBearer(buyer));
    const item = cart.body.items[0];
    // A raw body: an object literal's "__proto__" would set its prototype instead of a key.
    const body = '{"instance":1,"values":{"__proto__":{"hostname":"x"},"hostname":"ok.example.com"}}';
    for (const [locale, msg] of [["en", "The key '__proto__' is not allowed: use another name"], ["ru", "Ключ «__proto__» недопустим: используйте другое имя"]]) {
      const answer = await call(`/api/cart/configuration/${item.id}`, asBearer(buyer, { method: "POST", body, headers: { "Content-Type": "application/json", "Accept-Language": locale } }));
      const issues = assertIssues(answer, `__proto__ (${locale})`);
      assert.deepEqual(issues, [{ loc: ["body", "values", "__proto__"], msg, type: "forbidden_key" }]);
    }
  });

  it("removes an item and empties the cart", async () => {
    const cart = await call<{ items: CartItem[] }>("/api/cart", asBearer(buyer));
    const gone = await call(`/api/cart/${cart.body.items[0].id}`, asBearer(buyer, { method: "DELETE" }));
    assert.equal(gone.status, 200);
    assertError(await call(`/api/cart/${cart.body.items[0].id}`, asBearer(buyer, { method: "DELETE" })), 404, "second delete");
    assert.equal((await call("/api/cart", asBearer(buyer, { method: "DELETE" }))).status, 200);
    const after = await call<{ total: number }>("/api/cart", asBearer(buyer));
    assert.equal(after.body.total, 0);
  });

  it("keeps its limits (10 per item, 20 items) and estimates VAT until the buyer has a billing profile", async () => {
    const fresh = await signIn();
    const estimate = await call<Summary & { vat_estimated: boolean; vat_profile_uid: string | null }>("/api/cart/summary", asBearer(fresh));
    assert.equal(estimate.status, 200);
    assert.equal(estimate.body.vat_estimated, true);
    assert.equal(estimate.body.vat_profile_uid, null);
    const tenth = await addToCart(fresh, offers[0].uid, 10);
    assert.equal(tenth.count, 10);
    assertError(await call("/api/cart", asBearer(fresh, withJson("POST", { offer: offers[0].uid, count: 1 }))), 422, "an eleventh instance");
    const vpns = (await call<{ items: Offer[] }>("/api/offers?product_slug=personal-vpn&size=50")).body.items.filter((o) => o.availability !== "out_of_stock" && o.stock > 0);
    for (const o of vpns.slice(0, 19)) await addToCart(fresh, o.uid, 1);
    assert.ok(vpns.length > 19, "the demo catalogue has 20 VPN offers in stock");
    const full = await call<{ detail: { code: string } }>("/api/cart", asBearer(fresh, withJson("POST", { offer: vpns[19].uid, count: 1 })));
    assertError(full, 422, "a 21st item");
    assert.equal(full.body.detail.code, "cart_full");
    const again = await call<CartItem>("/api/cart", asBearer(fresh, withJson("POST", { offer: vpns[0].uid, count: 1 })));
    assert.equal(again.status, 200, "an item already in a full cart can still grow");
    const profile = await createProfile(fresh);
    const priced = await call<Summary & { vat_estimated: boolean; vat_profile_uid: string | null }>("/api/cart/summary", asBearer(fresh));
    assert.equal(priced.body.vat_estimated, false);
    assert.equal(priced.body.vat_profile_uid, profile);
    assert.equal(priced.body.total_count, 30);
  });

  it("needs a signed-in caller", async () => {
    assertError(await call("/api/cart"), 401, "guest cart");
    assertError(await call("/api/orders"), 401, "guest orders");
  });
});

describe("checkout", () => {
  let buyer: TestSession;
  let profile: string;
  let offers: [Offer, Offer];
  before(async () => {
    buyer = await signIn();
    profile = await createProfile(buyer);
    offers = await twoSupplierOffers();
  });

  it("refuses an invalid configuration and a missing profile with the spec's texts", async () => {
    await addToCart(buyer, offers[0].uid, 1);
    await addToCart(buyer, offers[1].uid, 2);
    const invalid = await place(buyer, profile);
    assertError(invalid, 422, "invalid order");
    assert.match(JSON.stringify(invalid.body), /The order is invalid, please check the configurations: /);
    await configureAll(buyer);
    const noProfile = await place(buyer, undefined);
    assertIssues(noProfile, "no profile");
    assert.match(noProfile.text, /Please select a profile/);
    assertIssues(await call("/api/orders/place", asBearer(buyer, withJson("POST", { profile }))), "no idempotency key");
  });

  it("keeps a draft for the stepper and offers to continue it", async () => {
    const started = await call<{ uid: string; step: string }>("/api/orders/draft", asBearer(buyer, withJson("POST", {})));
    assert.equal(started.status, 200);
    const patched = await call<{ step: string; profile_uid: string }>("/api/orders/draft", asBearer(buyer, withJson("PATCH", { step: "billing", profile })));
    assert.equal(patched.body.step, "billing");
    assert.equal(patched.body.profile_uid, profile);
    const again = await call<{ draft: { uid: string; step: string } }>("/api/orders/draft", asBearer(buyer));
    assert.equal(again.body.draft.uid, started.body.uid);
    const restarted = await call<{ uid: string; step: string }>("/api/orders/draft", asBearer(buyer, withJson("POST", { restart: true })));
    assert.notEqual(restarted.body.uid, started.body.uid);
    assert.equal(restarted.body.step, "configuration");
  });

  it("places one order from two suppliers, pays it with the demo card, and shows order, invoice, PDF and resources", async () => {
    const started = Date.now();
    const summary = await call<Summary>(`/api/cart/summary?profile=${profile}`, asBearer(buyer));
    const key = randomUUID();
    const placed = await place(buyer, profile, key);
    assert.equal(placed.status, 201, placed.text.slice(0, 400));
    const { order, payment } = placed.body;
    assert.equal(order.status, "awaiting_payment");
    assert.equal(order.total_cents, summary.body.total_price);
    assert.match(payment.redirect_url, /\/pay\/demo\/demo_cs_/);
    assert.equal((await call<{ total: number }>("/api/cart", asBearer(buyer))).body.total, 0, "the cart is emptied");
    // The same key and body replay the same order; another body with the key is refused.
    const replay = await place(buyer, profile, key);
    assert.equal(replay.status, 200);
    assert.equal(replay.body.order.uid, order.uid);
    assertError(await place(buyer, "0".repeat(24), key), 422, "same key, other body");

    // The hosted page's session: open, for the order's amount, until the card pays; the last outcome is kept.
    const session = demoSessionOf(payment.redirect_url);
    const demoSession = async () => {
      const answer = await call<{ id: string; amount_cents: number; currency: string; description: string; status: string; last_outcome: string | null; locale: string; success_url: string; cancel_url: string; expires_at: string }>(`/api/payments/demo/${session}`);
      assert.equal(answer.status, 200, answer.text.slice(0, 300));
      assert.equal(answer.headers.get("cache-control"), "private, no-store");
      return answer.body;
    };
    const opened = await demoSession();
    assert.equal(opened.id, session);
    assert.equal(opened.amount_cents, order.total_cents);
    assert.deepEqual([opened.status, opened.last_outcome, opened.locale], ["open", null, "en"]);
    assert.match(opened.currency, /^eur$/i);
    assert.ok(opened.description.length > 0, "the page says what is paid");
    assert.ok(opened.success_url.includes(order.uid) && opened.cancel_url.includes(order.uid), `back to the order: ${opened.success_url} ${opened.cancel_url}`);
    assert.ok(Date.parse(opened.expires_at) > Date.now(), "not expired");

    const declined = await payDemo(payment.redirect_url, CARDS.declined);
    assert.equal(declined.body.outcome, "declined");
    assert.deepEqual([(await demoSession()).status, (await demoSession()).last_outcome], ["open", "declined"], "a declined card leaves the session open");
    const afterDecline = await call<{ status: string; payment: { status: string; failure_reason: string }; message: string }>(`/api/orders/${order.uid}/payment/check`, asBearer(buyer, { method: "POST" }));
    assert.equal(afterDecline.body.status, "awaiting_payment");
    assert.equal(afterDecline.body.payment.failure_reason, "declined");
    const paid = await payDemo(payment.redirect_url, CARDS.ok);
    assert.equal(paid.body.outcome, "paid");
    const check = await call<{ status: string; final: boolean }>(`/api/orders/${order.uid}/payment/check`, asBearer(buyer, { method: "POST" }));
    assert.equal(check.body.status, "paid");
    assert.equal(check.body.final, true);
    const settled = await demoSession();
    assert.deepEqual([settled.status, settled.last_outcome, settled.amount_cents], ["complete", "paid", order.total_cents]);
    // A second success (a replayed webhook, a double submit) changes nothing.
    assert.equal((await payDemo(payment.redirect_url, CARDS.ok)).body.outcome, "paid");

    const detail = await call<{ status: string; lines: { count: number; organization: { uid: string } }[]; resources: { status: string }[]; invoice: { uid: string; number: string }; supplier_orders: unknown[]; payments: { status: string }[] }>(`/api/orders/${order.uid}`, asBearer(buyer));
    assert.equal(detail.status, 200);
    assert.equal(detail.body.status, "paid");
    assert.equal(detail.body.supplier_orders.length, 2, "one supplier order per organisation");
    assert.equal(detail.body.resources.length, 3, "one resource per ordered instance");
    assert.ok(detail.body.resources.every((r) => r.status === "waiting"));
    assert.equal(detail.body.payments.filter((p) => p.status === "paid").length, 1);
    assert.match(detail.body.invoice.number, /^INV-\d{4}-\d{6}$/);

    const list = await call<{ total: number; items: { uid: string; resources_count: number; total_vat_cents: number }[] }>("/api/orders", asBearer(buyer));
    assert.equal(list.body.total, 1);
    assert.equal(list.body.items[0].resources_count, 3);
    const invoices = await call<{ items: { uid: string; status: string; amount_cents: number; paid_cents: number }[] }>("/api/invoices", asBearer(buyer));
    assert.equal(invoices.body.items[0].status, "paid");
    assert.equal(invoices.body.items[0].paid_cents, order.total_cents);
    // The invoice itself: the order's number and amounts, the billing profile as buyer, one line per ordered offer.
    type Party = { name: string; addressLines: string[]; vatId: string | null; email: string | null };
    type InvoiceDetail = {
      uid: string; number: string; status: string; paid_at: string | null; amount_cents: number; paid_cents: number; net_cents: number; vat_cents: number;
      order_uid: string; order_number: number; payment_reference: string; vat_kind: string; seller: Party; buyer: Party;
      lines: { uid: string; name: string; supplier: string; instances: { units: number; net_cents: number }[] }[];
    };
    const invoice = await call<InvoiceDetail>(`/api/invoices/${detail.body.invoice.uid}`, asBearer(buyer));
    assert.equal(invoice.status, 200, invoice.text.slice(0, 300));
    assert.equal(invoice.headers.get("cache-control"), "private, no-store");
    const inv = invoice.body;
    assert.deepEqual([inv.uid, inv.number, inv.status, inv.order_uid, inv.order_number], [detail.body.invoice.uid, detail.body.invoice.number, "paid", order.uid, order.number]);
    assert.deepEqual([inv.amount_cents, inv.paid_cents], [order.total_cents, order.total_cents]);
    assert.equal(inv.net_cents + inv.vat_cents, inv.amount_cents);
    assert.deepEqual([inv.net_cents, inv.vat_cents], [summary.body.total_net, summary.body.total_vat], "the amounts the cart summary showed");
    assert.ok(inv.paid_at, "paid, with its time");
    assert.match(inv.payment_reference, /^IM-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    assert.equal(inv.buyer.name, "Anna Schmidt");
    assert.equal(inv.buyer.email, "anna.schmidt@example.com");
    assert.ok(inv.buyer.addressLines.some((l) => l.includes("Berlin")), inv.buyer.addressLines.join(" | "));
    assert.ok(inv.seller.name.length > 0);
    assert.equal(inv.lines.length, detail.body.lines.length, "one invoice line per order line");
    assert.deepEqual(inv.lines.map((l) => l.instances.length).sort(), detail.body.lines.map((l) => l.count).sort(), "one entry per ordered instance");
    assert.equal(new Set(inv.lines.map((l) => l.supplier)).size, 2, "lines of both suppliers");
    for (const lang of ["en", "ru"]) {
      const pdf = await fetch(`${process.env.API_BASE_URL}/api/invoices/${detail.body.invoice.uid}/pdf?lang=${lang}`, asBearer(buyer));
      assert.equal(pdf.status, 200);
      assert.equal(pdf.headers.get("content-type"), "application/pdf");
      assert.equal(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString(), "%PDF-");
    }
    const resources = await call<{ total: number; items: { uid: string }[] }>("/api/resources", asBearer(buyer));
    assert.equal(resources.body.total, 3);
    assert.equal((await call(`/api/resources/${resources.body.items[0].uid}`, asBearer(buyer))).status, 200);
    const note = await call<{ items: { title: string }[] }>("/api/notifications", asBearer(buyer));
    assert.ok(note.body.items.some((n) => /Order \d+ is paid/.test(n.title)));
    // The e-mail goes out as a durable job, in the buyer's language, to the billing profile's address.
    const mail = await waitForMail("anna.schmidt@example.com", { after: started, subject: new RegExp(`Order ${order.number} is paid`) });
    assert.match(mail.text, new RegExp(detail.body.invoice.number));

    const repeat = await call<{ added: number; unavailable: string[] }>(`/api/orders/${order.uid}/repeat`, asBearer(buyer, { method: "POST" }));
    assert.equal(repeat.status, 200);
    assert.equal(repeat.body.added + repeat.body.unavailable.length, 2);
    const cart = await call<{ items: (CartItem & { configurations: Record<string, unknown>[] })[] }>("/api/cart", asBearer(buyer));
    assert.ok(cart.body.items.every((i) => i.configurations.every((c) => !("hostname" in c) || c.hostname !== "")), "configurations come back");
  });

  it("an unreachable issuer fails the payment with the spec's text; a new payment can follow", async () => {
    const other = await signIn();
    const p = await createProfile(other, { ...(await import("../support/buying")).germanConsumer, country: "US", phone_region: "US", phone_number: "+1 415 555 0100", zip_code: "94103", city: "San Francisco", address: "1 Market St" });
    await addToCart(other, offers[0].uid, 1);
    await configureAll(other);
    const placed = await place(other, p);
    assert.equal(placed.status, 201, placed.text.slice(0, 300));
    const unreachable = await payDemo(placed.body.payment.redirect_url, CARDS.unreachable);
    assert.equal(unreachable.body.outcome, "issuer_unreachable");
    const check = await call<{ message: string; payment: { failure_reason: string } }>(`/api/orders/${placed.body.order.uid}/payment/check`, asBearer(other, { method: "POST" }));
    assert.equal(check.body.message, "We cannot connect with your bank issuer. Payment can not be processed");
    const detail = await call<{ vat_kind: string; total_vat_cents: number }>(`/api/orders/${placed.body.order.uid}`, asBearer(other));
    assert.equal(detail.body.vat_kind, "outside_eu");
    assert.equal(detail.body.total_vat_cents, 0);
  });
});

describe("idempotency", () => {
  it("100 concurrent identical checkouts make one order and one payment", async () => {
    const buyer = await signIn();
    const profile = await createProfile(buyer);
    const [offer] = await twoSupplierOffers();
    await addToCart(buyer, offer.uid, 1);
    await configureAll(buyer);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 100 }, () => place(buyer, profile, key)));
    const statuses = answers.map((a) => a.status);
    assert.ok(statuses.every((s) => s === 200 || s === 201), `statuses: ${[...new Set(statuses)].join(",")} ${answers.find((a) => a.status >= 300)?.text.slice(0, 300) ?? ""}`);
    assert.equal(statuses.filter((s) => s === 201).length, 1, "one creation, the rest replays");
    assert.equal(new Set(answers.map((a) => a.body.order.uid)).size, 1);
    assert.equal(new Set(answers.map((a) => a.body.payment.uid)).size, 1);
    const list = await call<{ total: number }>("/api/orders", asBearer(buyer));
    assert.equal(list.body.total, 1);
    const detail = await call<{ payments: unknown[] }>(`/api/orders/${answers[0].body.order.uid}`, asBearer(buyer));
    assert.equal(detail.body.payments.length, 1);
  });
});

describe("a refused placement leaves nothing behind", () => {
  it("the same Idempotency-Key works once the cart is fixed (a 4xx is rolled back, key included)", async () => {
    const buyer = await signIn();
    const profile = await createProfile(buyer);
    const [, gpu] = await twoSupplierOffers();
    await addToCart(buyer, gpu.uid, 1);
    const key = randomUUID();
    assertError(await place(buyer, profile, key), 422, "unconfigured");
    await configureAll(buyer);
    const placed = await place(buyer, profile, key);
    assert.equal(placed.status, 201, placed.text.slice(0, 300));
  });
});

describe("one buyer cannot hold the shelves", () => {
  it("at most three unpaid orders at once, with the reason in the answer", async () => {
    const buyer = await signIn();
    const profile = await createProfile(buyer);
    const [server] = await twoSupplierOffers();
    for (let i = 0; i < 3; i++) {
      await addToCart(buyer, server.uid, 1);
      await configureAll(buyer);
      const placed = await place(buyer, profile);
      assert.equal(placed.status, 201, placed.text.slice(0, 300));
    }
    await addToCart(buyer, server.uid, 1);
    await configureAll(buyer);
    const fourth = await place(buyer, profile);
    assertError(fourth, 409, "fourth unpaid order");
    assert.match(fourth.text, /You have 3 unpaid orders/);
    // Paying one makes room again.
    const orders = await call<{ items: { uid: string; status: string }[] }>("/api/orders", asBearer(buyer));
    const unpaid = orders.body.items.find((o) => o.status === "awaiting_payment")!;
    const retry = await call<{ payment: { redirect_url: string } }>(`/api/orders/${unpaid.uid}/payment/check`, asBearer(buyer, { method: "POST" }));
    assert.ok(retry.body.payment.redirect_url, retry.text.slice(0, 300));
    assert.equal((await payDemo(retry.body.payment.redirect_url, CARDS.ok)).status, 200);
    assert.equal((await place(buyer, profile)).status, 201);
  });

  it("unpaid orders hold at most 50 instances together", async () => {
    const buyer = await signIn();
    const profile = await createProfile(buyer);
    const plenty = (await offersOf("linux-vps", 100)).filter((o) => o.stock >= 10).slice(0, 6);
    assert.equal(plenty.length, 6, "six offers with ten in stock");
    for (const offer of plenty) await addToCart(buyer, offer.uid, 10);
    const refused = await place(buyer, profile);
    assertError(refused, 409, "60 instances");
    assert.match(refused.text, /at most 50 instances/);
  });

  it("placements are rate-limited per buyer, with Retry-After", async () => {
    const buyer = await signIn();
    // An empty cart is refused after the limit is counted: the limit is reached without placing.
    let last = await place(buyer, undefined);
    for (let i = 1; i < 121 && last.status !== 429; i++) last = await place(buyer, undefined);
    assertError(last, 429, "121st placement in an hour");
    assert.ok(Number(last.headers.get("retry-after")) > 0);
  });
});

describe("route × role: another buyer's ids answer like unknown ids", () => {
  it("every object route of the buying API", async () => {
    const owner = await signIn();
    const stranger = await signIn();
    const profile = await createProfile(owner);
    const [offer] = await twoSupplierOffers();
    await addToCart(owner, offer.uid, 1);
    await configureAll(owner);
    const placed = await place(owner, profile);
    assert.equal(placed.status, 201);
    await payDemo(placed.body.payment.redirect_url, CARDS.ok);
    const detail = await call<{ invoice: { uid: string }; resources: { uid: string }[] }>(`/api/orders/${placed.body.order.uid}`, asBearer(owner));
    const item = await addToCart(owner, offer.uid, 1);
    const unknown = "f".repeat(24);
    const ids = { item: item.id, order: placed.body.order.uid, invoice: detail.body.invoice.uid, resource: detail.body.resources[0].uid };
    const routes: [string, (id: string) => string, RequestInit, keyof typeof ids][] = [
      ["PATCH cart item", (id) => `/api/cart/${id}`, withJson("PATCH", { count: 1 }), "item"],
      ["DELETE cart item", (id) => `/api/cart/${id}`, { method: "DELETE" }, "item"],
      ["POST configuration", (id) => `/api/cart/configuration/${id}`, withJson("POST", { values: {} }), "item"],
      ["DELETE configuration", (id) => `/api/cart/configuration/${id}/1`, { method: "DELETE" }, "item"],
      ["GET order", (id) => `/api/orders/${id}`, {}, "order"],
      ["POST payment", (id) => `/api/orders/${id}/payment`, { method: "POST", headers: { "Idempotency-Key": randomUUID() } }, "order"],
      ["POST payment check", (id) => `/api/orders/${id}/payment/check`, { method: "POST" }, "order"],
      ["POST repeat", (id) => `/api/orders/${id}/repeat`, { method: "POST" }, "order"],
      ["GET invoice", (id) => `/api/invoices/${id}`, {}, "invoice"],
      ["GET invoice PDF", (id) => `/api/invoices/${id}/pdf`, {}, "invoice"],
      ["GET resource", (id) => `/api/resources/${id}`, {}, "resource"],
    ];
    for (const [label, path, init, kind] of routes) {
      const foreign = await call<{ detail: { msg?: string } | string }>(path(ids[kind]), asBearer(stranger, init));
      const missing = await call<{ detail: { msg?: string } | string }>(path(unknown), asBearer(stranger, init));
      assertError(foreign, 404, `${label} foreign`);
      assertError(missing, 404, `${label} unknown`);
      const text = (a: typeof foreign) => JSON.stringify(a.body).replaceAll(ids[kind], "ID").replaceAll(unknown, "ID");
      assert.equal(text(foreign), text(missing), `${label}: the same answer`);
    }
    // The owner still has everything.
    assert.equal((await call(`/api/orders/${ids.order}`, asBearer(owner))).status, 200);
    assert.equal((await call(`/api/cart`, asBearer(owner))).status, 200);
  });
});

describe("payments", () => {
  it("the Stripe webhook answers 404 while the demo provider is configured, and the demo page knows only its sessions", async () => {
    assertError(await call("/api/payments/webhook/stripe", { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=x" }, body: "{}" }), 404, "webhook");
    assertError(await call(`/api/payments/demo/demo_cs_${"0".repeat(32)}`), 404, "unknown session");
    assertError(await call("/api/payments/demo/whatever"), 404, "malformed session");
    assertIssues(await call(`/api/payments/demo/demo_cs_${"0".repeat(32)}`, withJson("POST", { card_number: "12", expiry: "01/20", cvc: "1" })), "bad card");
    assert.ok(demoSessionOf("/ru/pay/demo/demo_cs_ab") === "demo_cs_ab");
  });

  it("the demo payment page is private to each request, and an unknown session's is a 404", async () => {
    const buyer = await signIn();
    const profile = await createProfile(buyer);
    const [offer] = await twoSupplierOffers();
    await addToCart(buyer, offer.uid, 1);
    await configureAll(buyer);
    const placed = await place(buyer, profile);
    assert.equal(placed.status, 201, placed.text.slice(0, 300));
    const pagePath = placed.body.payment.redirect_url;
    assert.match(pagePath, /^(\/ru)?\/pay\/demo\/demo_cs_[a-f0-9]{32}$/);
    const unknown = `/pay/demo/demo_cs_${randomUUID().replaceAll("-", "")}`;
    for (const [label, path, status] of [["the session's page", pagePath, 200], ["an unknown session", unknown, 404], ["an unknown session (ru)", `/ru${unknown}`, 404]] as const) {
      // Twice: the second answer must not come from a cache either.
      for (const round of [1, 2]) {
        const page = await call(path);
        assert.equal(page.status, status, `${label} (${round}): ${page.status}`);
        const cacheControl = page.headers.get("cache-control") ?? "";
        assert.match(cacheControl, /private|no-store/, `${label}: Cache-Control ${cacheControl}`);
        assert.doesNotMatch(cacheControl, /s-maxage|public/, `${label}: shareable`);
        assert.ok(!["HIT", "STALE"].includes(page.headers.get("x-micro-cache") ?? ""), `${label}: served from the micro-cache`);
      }
    }
  });
});
