/**
 * Delivery over HTTP (lib/resources/delivery.ts): a buyer pays for a VPN and a GPU server
 * from two suppliers; each supplier finds the resource in its queue with the buyer's configuration,
 * is refused bad access data with clear texts, and delivers; the buyer reads the access (no-store,
 * recorded); a viewer can read the queue but neither deliver, fail, void nor read access data;
 * another organisation's or buyer's uid answers exactly like an unknown one; voided access is no
 * longer shown. After delivery neither the database nor the data directory holds the password.
 */
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { before, describe, it } from "node:test";
import pg from "pg";
import { can, type Action } from "@/lib/organizations/permissions";
import { assertError, assertIssues, baseUrl, call, type Answer } from "../support/api-client";
import { addToCart, CARDS, configureAll, createProfile, offersOf, payDemo, place, type Offer } from "../support/buying";
import { asBearer, signIn, withJson, type TestSession } from "../support/session";
import { join } from "../support/workspace";

type Queue = { items: { uid: string; status: string; product_slug: string; category_slug: string; configuration: Record<string, unknown>; access_fields: string[]; required_access: string[][] }[]; total: number };
type Resource = { uid: string; status: string; supplier: string; product_slug: string };

const PASSWORD = `Pw-${Math.random().toString(36).slice(2)}-s3cret`;
const VPN_KEY = `PrivateKey = ${Buffer.from(`vpn-key-${Date.now()}-${Math.random()}`).toString("base64")}`;
const VPN_CONFIG = `[Interface]\n${VPN_KEY}\nAddress = 10.7.0.2/32\n\n[Peer]\nEndpoint = vpn.example.com:51820\nAllowedIPs = 0.0.0.0/0\n`;

/** The last supplier of a product's public offers: other test files sign in the first ones (5 codes an hour per e-mail). */
async function lastSupplierOffer(product: string): Promise<Offer & { supplier: { slug: string } }> {
  const offers = (await offersOf(product, 100)) as (Offer & { supplier: { slug: string } })[];
  const slugs = [...new Set(offers.map((o) => o.supplier.slug))];
  const slug = slugs.at(-1)!;
  return offers.find((o) => o.supplier.slug === slug && o.stock > 2)!;
}

describe("delivery: queue, access, reveal, void; route × role", () => {
  type Who = "guest" | "buyer" | "stranger" | "other" | "owner" | "manager" | "viewer";
  const s = {} as Record<Exclude<Who, "guest">, TestSession>;
  let gpuOwner: TestSession;
  let vpn: Resource;
  let gpu: Resource;

  let vpnOfferUid = "";
  let gpuOfferUid = "";
  let vpnOfferUrl = "";
  let vpnSupplierSlug = "";
  let profileUid = "";

  before(async () => {
    const vpnOffer = await lastSupplierOffer("business-vpn");
    vpnOfferUid = vpnOffer.uid;
    vpnSupplierSlug = vpnOffer.supplier.slug;
    vpnOfferUrl = (await call<{ url: string }>(`/api/offers/${vpnOffer.uid}`)).body.url;
    const gpuOffer = await lastSupplierOffer("rtx-4090-servers");
    gpuOfferUid = gpuOffer.uid;
    assert.notEqual(vpnOffer.supplier.slug, gpuOffer.supplier.slug, "two suppliers");
    s.buyer = await signIn();
    s.stranger = await signIn();
    s.owner = await signIn(`owner@${vpnOffer.supplier.slug}.example.com`);
    gpuOwner = await signIn(`owner@${gpuOffer.supplier.slug}.example.com`);
    s.other = gpuOwner;
    s.manager = await join(s.owner, "manager");
    s.viewer = await join(s.owner, "viewer");
    // The buyer pays for one of each.
    const profile = await createProfile(s.buyer);
    profileUid = profile;
    await addToCart(s.buyer, vpnOffer.uid, 1);
    await addToCart(s.buyer, gpuOffer.uid, 1);
    await configureAll(s.buyer);
    const placed = await place(s.buyer, profile);
    assert.equal(placed.status, 201, placed.text.slice(0, 300));
    const paid = await payDemo(placed.body.payment.redirect_url, CARDS.ok);
    assert.equal(paid.status, 200, paid.text.slice(0, 300));
    const mine = await call<{ items: Resource[] }>("/api/resources?size=100", asBearer(s.buyer));
    vpn = mine.body.items.find((r) => r.product_slug === "business-vpn")!;
    gpu = mine.body.items.find((r) => r.product_slug === "rtx-4090-servers")!;
    assert.ok(vpn && gpu, `two resources: ${mine.text.slice(0, 300)}`);
    assert.equal(vpn.status, "waiting");
  });

  async function asGuest(init: RequestInit): Promise<RequestInit> {
    const csrf = await call<{ csrf_token: string }>("/api/users/access/csrf");
    const cookie = csrf.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    return { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: cookie, "X-CSRF-Token": csrf.body.csrf_token } };
  }
  const ask = async (who: Who, p: string, init: RequestInit = {}): Promise<Answer> => (who === "guest" ? call(p, await asGuest(init)) : call(p, asBearer(s[who], init)));

  it("each supplier sees its own resource in its queue, oldest first, with the buyer's configuration", async () => {
    const queue = await call<Queue>("/api/supplier/resources?status=waiting&size=100", asBearer(s.owner));
    assert.equal(queue.status, 200, queue.text.slice(0, 300));
    const row = queue.body.items.find((r) => r.uid === vpn.uid);
    assert.ok(row, "the VPN is in its supplier's queue");
    assert.equal(row.category_slug, "vpn");
    assert.deepEqual(row.required_access, [["vpn_config"]]);
    assert.ok(!queue.body.items.some((r) => r.uid === gpu.uid), "not the other supplier's resource");
    const theirs = await call<Queue>("/api/supplier/resources?size=100", asBearer(gpuOwner));
    const gpuRow = theirs.body.items.find((r) => r.uid === gpu.uid);
    assert.ok(gpuRow, "the GPU server is in its supplier's queue");
    assert.equal(typeof gpuRow.configuration.hostname, "string", "with the buyer's host name");
    const summary = await call<{ items: { product_slug: string; open: number }[] }>("/api/supplier/resources/summary", asBearer(s.owner));
    assert.ok((summary.body.items.find((i) => i.product_slug === "business-vpn")?.open ?? 0) >= 1);
  });

  it("refuses bad access data with clear texts and delivers good data; the buyer reads it, no-store and recorded", async () => {
    const detail = await call<{ status: string; access_fields: string[] }>(`/api/resources/${vpn.uid}`, asBearer(s.buyer));
    assert.equal(detail.status, 200, detail.text.slice(0, 300));
    assert.deepEqual(detail.body.access_fields, []);
    const before = await call(`/api/resources/${vpn.uid}/access`, asBearer(s.buyer));
    assertError(before, 409, "access before delivery");
    assert.match(JSON.stringify(before.body), /still waiting for delivery/);

    const bad = assertIssues(await call(`/api/supplier/resources/${vpn.uid}/deliver`, asBearer(s.owner, withJson("POST", { panel_link: "javascript:alert(1)", ipv4: "10.0.0.1" }))), "bad access");
    const byField = Object.fromEntries(bad.map((i) => [i.loc.slice(1).join("."), i.msg]));
    assert.equal(byField.panel_link, "Url address is invalid");
    assert.equal(byField.ipv4, "This product's access has no such field");
    assert.equal(byField.vpn_config, "This field is required");
    const gpuBad = assertIssues(
      await call(`/api/supplier/resources/${gpu.uid}/deliver`, asBearer(gpuOwner, { ...withJson("POST", { ipv4: "999.1.1.1", username: "root" }), headers: { "Content-Type": "application/json", "Accept-Language": "ru" } })),
      "bad server access",
    );
    const ru = Object.fromEntries(gpuBad.map((i) => [i.loc.slice(1).join("."), i.msg]));
    assert.equal(ru.ipv4, "Введите адрес IPv4, например 185.12.64.10");
    assert.equal(ru.password, "Это поле обязательно");

    const delivered = await call<{ status: string; access_fields: string[]; delivery_minutes: number }>(
      `/api/supplier/resources/${vpn.uid}/deliver`,
      asBearer(s.owner, withJson("POST", { vpn_config: VPN_CONFIG, username: "team", password: PASSWORD, panel_link: "https://panel.example.com/login" })),
    );
    assert.equal(delivered.status, 200, delivered.text.slice(0, 300));
    assert.equal(delivered.body.status, "delivered");
    assert.deepEqual([...delivered.body.access_fields].sort(), ["panel_link", "password", "username", "vpn_config"]);
    assert.ok(!delivered.text.includes(PASSWORD), "the supplier's answer never echoes the password");
    assert.equal(typeof delivered.body.delivery_minutes, "number");
    assertError(await call(`/api/supplier/resources/${vpn.uid}/deliver`, asBearer(s.owner, withJson("POST", { vpn_config: VPN_CONFIG }))), 409, "delivering twice");
    const gpuDone = await call(`/api/supplier/resources/${gpu.uid}/deliver`, asBearer(gpuOwner, withJson("POST", { ipv4: "185.12.64.10", username: "root", password: PASSWORD })));
    assert.equal(gpuDone.status, 200, gpuDone.text.slice(0, 300));

    const access = await call<{ access: Record<string, string> }>(`/api/resources/${vpn.uid}/access`, asBearer(s.buyer));
    assert.equal(access.status, 200, access.text.slice(0, 300));
    assert.equal(access.headers.get("cache-control"), "private, no-store");
    assert.equal(access.body.access.password, PASSWORD);
    assert.equal(access.body.access.vpn_config, VPN_CONFIG);
    const listed = await call<{ items: Resource[] }>("/api/resources?size=100", asBearer(s.buyer));
    assert.equal(listed.body.items.find((r) => r.uid === vpn.uid)?.status, "delivered");
    assert.ok(!listed.text.includes(PASSWORD) && !(await call(`/api/resources/${vpn.uid}`, asBearer(s.buyer))).text.includes(PASSWORD), "lists and details never carry the password");
    const told = await call<{ items: { title: string; body: string }[] }>("/api/notifications?size=50", asBearer(s.buyer));
    assert.match(told.text, /is delivered/);
    assert.ok(!told.text.includes(PASSWORD), "notifications never carry the password");
  });

  it("route × role: the queue for every role, delivering and access data not for a viewer; other organisations and buyers as unknown", async () => {
    const unknown = "f".repeat(24);
    const expected = (who: Who, action: Action, ok: number, own = true): number => {
      if (who === "guest") return 401;
      if (who === "buyer" || who === "stranger") return 404; // no business account
      if (who === "other") return own ? ok : 404;
      return can(who, action) ? ok : 403;
    };
    for (const who of ["guest", "buyer", "other", "owner", "manager", "viewer"] as Who[]) {
      const list = await ask(who, "/api/supplier/resources");
      assert.equal(list.status, expected(who, "delivery.read", 200), `queue as ${who}: ${list.text.slice(0, 200)}`);
      if (who === "other") assert.ok(!list.text.includes(vpn.uid), "another organisation's queue never lists it");
      const one = await ask(who, `/api/supplier/resources/${vpn.uid}`);
      assert.equal(one.status, expected(who, "delivery.read", 200, false), `GET one as ${who}: ${one.text.slice(0, 200)}`);
      const secret = await ask(who, `/api/supplier/resources/${vpn.uid}/access`);
      assert.equal(secret.status, expected(who, "delivery.access", 200, false), `access as ${who}: ${secret.text.slice(0, 200)}`);
      if (secret.status !== 200) assert.ok(!secret.text.includes(PASSWORD));
      // Writes on a delivered resource: 409 for those allowed (nothing to deliver), else 401/403/404; nothing changes.
      const deliver = await ask(who, `/api/supplier/resources/${vpn.uid}/deliver`, withJson("POST", { vpn_config: "[Interface]\n" }));
      assert.equal(deliver.status, expected(who, "delivery.write", 409, false), `deliver as ${who}: ${deliver.text.slice(0, 200)}`);
      const fail = await ask(who, `/api/supplier/resources/${vpn.uid}/fail`, withJson("POST", { reason: "Out of capacity" }));
      assert.equal(fail.status, expected(who, "delivery.write", 409, false), `fail as ${who}: ${fail.text.slice(0, 200)}`);
    }
    // Another organisation's uid answers exactly like an unknown one, on every object route.
    for (const [p, init] of [
      [`/api/supplier/resources/%s`, {}],
      [`/api/supplier/resources/%s/access`, {}],
      [`/api/supplier/resources/%s/deliver`, withJson("POST", { vpn_config: "x" })],
      [`/api/supplier/resources/%s/fail`, withJson("POST", { reason: "Out of capacity" })],
      ["/api/supplier/resources/void", withJson("POST", { uids: ["%s"], reason: "Rotated keys" })],
    ] as [string, RequestInit][]) {
      const fill = (uid: string): [string, RequestInit] => [p.replace("%s", uid), init.body ? { ...init, body: String(init.body).replace("%s", uid) } : init];
      const foreign = await call(...(([a, b]) => [a, asBearer(gpuOwner, b)] as const)(fill(vpn.uid)));
      const missing = await call(...(([a, b]) => [a, asBearer(gpuOwner, b)] as const)(fill(unknown)));
      assert.equal(foreign.status, 404, `${p} foreign`);
      assert.deepEqual(
        JSON.parse(foreign.text.replaceAll(vpn.uid, "ID")),
        JSON.parse(missing.text.replaceAll(unknown, "ID")),
        `${p}: another organisation's uid answers like an unknown one`,
      );
    }
    // A buyer's access: another buyer's resource answers like an unknown one.
    const theirs = await call(`/api/resources/${vpn.uid}/access`, asBearer(s.stranger));
    const nothing = await call(`/api/resources/${unknown}/access`, asBearer(s.stranger));
    assert.equal(theirs.status, 404);
    assert.deepEqual(JSON.parse(theirs.text.replaceAll(vpn.uid, "ID")), JSON.parse(nothing.text.replaceAll(unknown, "ID")));
    assertError(await call(`/api/resources/${vpn.uid}/access`), 401, "a guest");
  });

  it("neither the database nor the data directory holds the password or the VPN key in plain text", async () => {
    const needles = [PASSWORD, VPN_KEY.split(" = ")[1]];
    if (process.env.API_DB_LABEL === "PostgreSQL" && process.env.TEST_DATABASE_URL) {
      const db = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await db.connect();
      try {
        const tables = (await db.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public'")).rows.map((r) => r.name);
        let control = false;
        for (const table of tables) {
          const rows = (await db.query<{ t: string }>(`select t::text as t from "${table}" t`)).rows;
          for (const { t } of rows) {
            for (const n of needles) assert.ok(!t.includes(n), `table ${table} holds a credential in plain text`);
            if (t.includes(vpn.uid)) control = true;
          }
        }
        assert.ok(control, "the scan finds what is stored in plain text (the resource's uid)");
        const [row] = (await db.query<{ key_version: number; n: number }>("select key_version, length(ciphertext) as n from resource_credentials rc join user_resources r on r.id = rc.resource_id where r.uid = $1", [vpn.uid])).rows;
        assert.equal(row.key_version, 1);
        assert.ok(row.n > VPN_CONFIG.length, "sealed, with its tag");
        // Tampered ciphertext, then an unknown key version: the reveal fails closed with a clear error.
        const gpuAccess = () => call(`/api/resources/${gpu.uid}/access`, asBearer(s.buyer));
        assert.equal((await gpuAccess()).status, 200, "readable before tampering");
        const target = "(select id from user_resources where uid = $1)";
        await db.query(`update resource_credentials set ciphertext = overlay(ciphertext placing decode(lpad(to_hex(get_byte(ciphertext, 0) # 1), 2, '0'), 'hex') from 1 for 1) where resource_id = ${target}`, [gpu.uid]);
        for (const label of ["tampered", "unknown key version"]) {
          if (label === "unknown key version") {
            await db.query(`update resource_credentials set ciphertext = overlay(ciphertext placing decode(lpad(to_hex(get_byte(ciphertext, 0) # 1), 2, '0'), 'hex') from 1 for 1), key_version = 99 where resource_id = ${target}`, [gpu.uid]);
          }
          const broken = await gpuAccess();
          assertError(broken, 503, label);
          assert.equal((broken.body as { detail: { code: string } }).detail.code, "credentials_unreadable", label);
          assert.match((broken.body as { detail: { msg: string } }).detail.msg, /cannot be read right now/);
          assert.ok(!broken.text.includes(PASSWORD), label);
        }
      } finally {
        await db.end();
      }
    } else if (process.env.API_DATA_DIR) {
      // PGlite writes its pages and WAL under the data directory.
      const files: string[] = [];
      // Other test files run meanwhile: an upload's temporary file may be renamed between listing and reading.
      const gone = <T>(read: () => T): T | undefined => {
        try {
          return read();
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
          throw error;
        }
      };
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) walk(full);
          else if ((gone(() => statSync(full))?.size ?? Infinity) < 256 * 1024 * 1024) files.push(full);
        }
      };
      walk(process.env.API_DATA_DIR);
      let control = false;
      for (const file of files) {
        const bytes = gone(() => readFileSync(file));
        if (!bytes) continue;
        for (const n of needles) assert.ok(!bytes.includes(Buffer.from(n)), `${path.relative(process.env.API_DATA_DIR, file)} holds a credential in plain text`);
        if (bytes.includes(Buffer.from(vpn.uid))) control = true;
      }
      assert.ok(control, "the scan finds what is stored in plain text (the resource's uid)");
      // The generated demo key lives beside the data directory: a copy of the database folder holds no key.
      assert.ok(!files.some((f) => f.endsWith("credential-keys.json")), "no key file inside the data directory");
      assert.ok(existsSync(path.join(`${path.resolve(process.env.API_DATA_DIR)}-keys`, "credential-keys.json")), "the demo key lives beside the data directory");
    }
  });

  it("voided access is no longer shown: the buyer is told, the resource waits for new access", async () => {
    assertError(await call("/api/supplier/resources/void", asBearer(s.viewer, withJson("POST", { uids: [vpn.uid], reason: "Keys rotated" }))), 403, "a viewer cannot void");
    assertIssues(await call("/api/supplier/resources/void", asBearer(s.owner, withJson("POST", { uids: [], reason: "" }))), "empty void");
    const voided = await call<{ voided: number }>("/api/supplier/resources/void", asBearer(s.owner, withJson("POST", { uids: [vpn.uid], reason: "Keys rotated." })));
    assert.equal(voided.status, 200, voided.text.slice(0, 300));
    assert.equal(voided.body.voided, 1);
    const after = await call(`/api/resources/${vpn.uid}/access`, asBearer(s.buyer));
    assertError(after, 409, "access after voiding");
    assert.ok(!after.text.includes(PASSWORD));
    const told = await call("/api/notifications?size=50", asBearer(s.buyer));
    assert.match(told.text, /was voided/);
    assertError(await call(`/api/supplier/resources/${vpn.uid}/access`, asBearer(s.owner)), 409, "no access data to show the supplier either");
    // Delivered again: shown again.
    const again = await call(`/api/supplier/resources/${vpn.uid}/deliver`, asBearer(s.manager, withJson("POST", { vpn_config: VPN_CONFIG })));
    assert.equal(again.status, 200, again.text.slice(0, 300));
    assert.equal((await call(`/api/resources/${vpn.uid}/access`, asBearer(s.buyer))).status, 200);
  });

  it("the offer and provider pages show the supplier's measured delivery: 'new supplier' below 3 deliveries, then median and 95th percentile", async () => {
    const fresh = { headers: { "cache-control": "no-cache" } };
    const measured = async (path: string) => {
      const page = await call<string>(path, fresh);
      assert.equal(page.status, 200, `${path}: ${page.status}`);
      return /data-testid="measured-delivery"[^>]*>([^<]*)</.exec(page.text)?.[1] ?? "";
    };
    const providerPath = `/provider/${vpnSupplierSlug}`;
    assert.match(await measured(vpnOfferUrl), /^new supplier/, "one delivery: too few to measure");
    // Two more paid and delivered: three deliveries in the window.
    await addToCart(s.buyer, vpnOfferUid, 2);
    const placed = await place(s.buyer, profileUid);
    assert.equal(placed.status, 201, placed.text.slice(0, 300));
    assert.equal((await payDemo(placed.body.payment.redirect_url, CARDS.ok)).status, 200);
    const queue = await call<Queue>("/api/supplier/resources?status=waiting&product_slug=business-vpn&size=100", asBearer(s.owner));
    const waiting = queue.body.items.filter((r) => r.uid !== vpn.uid);
    assert.ok(waiting.length >= 2, `two more to deliver: ${queue.text.slice(0, 200)}`);
    for (const r of waiting.slice(0, 2)) {
      const done = await call(`/api/supplier/resources/${r.uid}/deliver`, asBearer(s.owner, withJson("POST", { vpn_config: VPN_CONFIG })));
      assert.equal(done.status, 200, done.text.slice(0, 300));
    }
    const onOffer = await measured(vpnOfferUrl);
    assert.match(onOffer, /^usually \d+ minutes?, 95% within \d+ minutes? \(3 deliveries in 90 days\)$/, onOffer);
    const onProvider = await measured(providerPath);
    assert.match(onProvider, /^usually .*\(3 deliveries in 90 days\); its offers claim (within|about) /, onProvider);
    const ru = await measured(`/ru${providerPath}`);
    assert.match(ru, /^обычно .*\(3 поставки за 90 дней\)/, ru);
  });

  it("the offer's Open Graph image is redrawn when its supplier changes the price", async () => {
    const path = `/og/en/offers/${vpnOfferUid}.png`;
    // no-cache: past the front's micro-cache (its few seconds aside, the server's copy follows the catalogue).
    const bytes = async () => Buffer.from(await (await fetch(`${baseUrl}${path}`, { headers: { "cache-control": "no-cache" } })).arrayBuffer()).toString("base64");
    const before = await bytes();
    assert.equal(await bytes(), before, "cached: the same drawing twice");
    const offer = await call<{ price_cents: number }>(`/api/supplier/offers/${vpnOfferUid}`, asBearer(s.owner));
    assert.equal(offer.status, 200, offer.text.slice(0, 200));
    const changed = await call(`/api/supplier/offers/${vpnOfferUid}`, asBearer(s.owner, withJson("PATCH", { price_cents: offer.body.price_cents + 100 })));
    assert.equal(changed.status, 200, changed.text.slice(0, 300));
    assert.notEqual(await bytes(), before, "the new price is drawn");
  });

  it("actions: the buyer asks, the resource is processing, the supplier confirms or rejects; allowed only from the statuses in the table", async () => {
    const ask = (who: TestSession, action: string, uid = vpn.uid) => call<{ uid: string; action: string }>(`/api/resources/${uid}/actions`, asBearer(who, withJson("POST", { action })));
    const detail = async () => (await call<{ status: string; status_reason: string; actions: string[]; pending_action: { uid: string; action: string } | null }>(`/api/resources/${vpn.uid}`, asBearer(s.buyer))).body;
    const supplierDetail = async () => (await call<{ pending_action: { uid: string } | null }>(`/api/supplier/resources/${vpn.uid}`, asBearer(s.owner))).body;
    const answer = (who: TestSession, actionUid: string, verb: "confirm" | "reject", body?: unknown) =>
      call<{ resource_status: string; status: string }>(`/api/supplier/resources/${vpn.uid}/actions/${actionUid}/${verb}`, asBearer(who, body === undefined ? { method: "POST" } : withJson("POST", body)));

    // Another buyer's resource answers like an unknown one; resume is not possible from delivered.
    const foreign = await ask(s.stranger, "reboot");
    const unknown = await ask(s.stranger, "reboot", "f".repeat(24));
    assert.equal(foreign.status, 404);
    assert.deepEqual(JSON.parse(foreign.text.replaceAll(vpn.uid, "ID")), JSON.parse(unknown.text.replaceAll("f".repeat(24), "ID")));
    assert.deepEqual((await detail()).actions, ["reboot", "stop", "suspend"]);
    const resume = await ask(s.buyer, "resume");
    assertError(resume, 409, "resume from delivered");
    assert.match(resume.text, /Resume is not possible while the resource is delivered/);
    assertIssues(await ask(s.buyer, "format"), "an unknown action");

    // Reboot: processing until confirmed; access hidden meanwhile; one request at a time.
    const reboot = await ask(s.buyer, "reboot");
    assert.equal(reboot.status, 201, reboot.text.slice(0, 300));
    const waiting = await detail();
    assert.equal(waiting.status, "processing");
    assert.deepEqual(waiting.actions, []);
    assert.equal(waiting.pending_action?.action, "reboot");
    assertError(await call(`/api/resources/${vpn.uid}/access`, asBearer(s.buyer)), 409, "no access while processing");
    assertError(await ask(s.buyer, "stop"), 409, "a second request");
    assert.equal((await supplierDetail()).pending_action?.uid, reboot.body.uid, "the supplier sees the request");
    assertError(await call(`/api/supplier/resources/${vpn.uid}/deliver`, asBearer(s.owner, withJson("POST", { vpn_config: VPN_CONFIG }))), 409, "no delivery over an open request");
    assertError(await answer(s.viewer, reboot.body.uid, "confirm"), 403, "a viewer cannot confirm");
    const otherOrg = await answer(gpuOwner, reboot.body.uid, "confirm");
    assert.equal(otherOrg.status, 404, "another organisation: like an unknown resource");
    const confirmed = await answer(s.owner, reboot.body.uid, "confirm");
    assert.equal(confirmed.status, 200, confirmed.text.slice(0, 300));
    assert.deepEqual([confirmed.body.resource_status, confirmed.body.status], ["delivered", "confirmed"]);
    assertError(await answer(s.owner, reboot.body.uid, "confirm"), 409, "answered already");
    assert.equal((await call(`/api/resources/${vpn.uid}/access`, asBearer(s.buyer))).status, 200, "access again once delivered");

    // Stop, rejected with a reason: back to delivered, the buyer reads why.
    const stop = await ask(s.buyer, "stop");
    assert.equal(stop.status, 201);
    assertIssues(await answer(s.owner, stop.body.uid, "reject", { reason: "" }), "a rejection needs a reason");
    const rejected = await answer(s.owner, stop.body.uid, "reject", { reason: "Maintenance window tonight" });
    assert.equal(rejected.status, 200, rejected.text.slice(0, 300));
    const back = await detail();
    assert.deepEqual([back.status, back.status_reason], ["delivered", "Maintenance window tonight"]);
    assert.match((await call("/api/notifications?size=50", asBearer(s.buyer))).text, /rejected/);

    // Suspend, confirmed: suspended; then resume, confirmed: delivered again.
    const suspend = await ask(s.buyer, "suspend");
    assert.equal((await answer(s.manager, suspend.body.uid, "confirm")).body.resource_status, "suspended");
    assert.deepEqual((await detail()).actions, ["resume"]);
    const resumed = await ask(s.buyer, "resume");
    assert.equal(resumed.status, 201, resumed.text.slice(0, 300));
    assert.equal((await answer(s.owner, resumed.body.uid, "confirm")).body.resource_status, "delivered");
  });

  it("support requests: the buyer asks about a resource, its supplier answers, both see the thread; route × role; closed stays closed", async () => {
    type Thread = { uid: string; subject: string; status: string; messages: { side: string; body: string }[] };
    const base = `/api/resources/${vpn.uid}/support`;
    const supplierBase = `/api/supplier/resources/${vpn.uid}/support`;
    const open = (who: TestSession, body: unknown, uid = vpn.uid, init: RequestInit = {}) => call<Thread>(`/api/resources/${uid}/support`, asBearer(who, { ...withJson("POST", body), ...init, headers: { "Content-Type": "application/json", ...(init.headers as Record<string, string>) } }));
    const queueRow = async () => (await call<{ items: { uid: string; support_open: number }[] }>("/api/supplier/resources?category_slug=vpn&size=100", asBearer(s.owner))).body.items.find((r) => r.uid === vpn.uid)!;

    // Bad input: the spec-style messages, in the answer language; nothing is created.
    const short = assertIssues(await open(s.buyer, { subject: "ab", message: "Hello" }), "a short subject");
    assert.equal(short[0].msg, "Enter a subject of 3–150 characters on one line");
    assertIssues(await open(s.buyer, { subject: "Two\nlines", message: "Hello" }), "a subject on two lines");
    const ru = assertIssues(await open(s.buyer, { subject: "Нет связи", message: "   " }, vpn.uid, { headers: { "Accept-Language": "ru-RU" } }), "an empty message");
    assert.equal(ru[0].msg, "Напишите сообщение от 1 до 4000 символов");
    assertIssues(await open(s.buyer, { subject: "Hello", message: "x".repeat(4001) }), "a message over 4000 characters");
    assert.deepEqual((await call<{ items: unknown[] }>(base, asBearer(s.buyer))).body.items, []);

    // The buyer opens one: the supplier's queue marks the resource, its list shows the request, its answerers are told.
    const opened = await open(s.buyer, { subject: "Tunnel drops every hour", message: "Since 10:00 the tunnel drops.\n<script>alert(1)</script>" });
    assert.equal(opened.status, 201, opened.text.slice(0, 300));
    assert.equal(opened.body.status, "open");
    const request = opened.body.uid;
    assert.equal((await queueRow()).support_open, 1, "the queue row marks the open request");
    const list = await call<{ items: { uid: string; status: string; last_side: string; messages: number; resource: { uid: string } }[] }>("/api/supplier/support?status=open", asBearer(s.viewer));
    assert.equal(list.status, 200, list.text.slice(0, 300));
    const row = list.body.items.find((i) => i.uid === request)!;
    assert.deepEqual([row.status, row.last_side, row.messages, row.resource.uid], ["open", "buyer", 1, vpn.uid]);
    assert.match((await call("/api/notifications?size=50", asBearer(s.manager))).text, /Support request about/);
    assert.ok(!(await call("/api/supplier/support", asBearer(gpuOwner))).text.includes(request), "another organisation's list never shows it");

    // Route × role: the thread for the owner's organisation (every role reads, a viewer cannot answer or close);
    // another organisation, another buyer and an unknown uid alike; a guest 401.
    const unknown = "f".repeat(24);
    const sameAsUnknown = async (label: string, asker: TestSession, p: string, init: RequestInit = {}) => {
      const foreign = await call(p.replaceAll("%s", vpn.uid).replaceAll("%r", request), asBearer(asker, init));
      const missing = await call(p.replaceAll("%s", unknown).replaceAll("%r", request), asBearer(asker, init));
      assert.equal(foreign.status, 404, `${label}: ${foreign.text.slice(0, 200)}`);
      assert.deepEqual(JSON.parse(foreign.text.replaceAll(vpn.uid, "ID")), JSON.parse(missing.text.replaceAll(unknown, "ID")), `${label}: like an unknown uid`);
    };
    await sameAsUnknown("another organisation reads", gpuOwner, "/api/supplier/resources/%s/support");
    await sameAsUnknown("another organisation answers", gpuOwner, "/api/supplier/resources/%s/support/%r/messages", withJson("POST", { message: "Hi" }));
    await sameAsUnknown("another organisation closes", gpuOwner, "/api/supplier/resources/%s/support/%r/close", { method: "POST" });
    await sameAsUnknown("another buyer reads", s.stranger, "/api/resources/%s/support");
    await sameAsUnknown("another buyer opens", s.stranger, "/api/resources/%s/support", withJson("POST", { subject: "Hello there", message: "Hi" }));
    await sameAsUnknown("another buyer writes", s.stranger, "/api/resources/%s/support/%r/messages", withJson("POST", { message: "Hi" }));
    await sameAsUnknown("another buyer closes", s.stranger, "/api/resources/%s/support/%r/close", { method: "POST" });
    for (const who of ["guest", "buyer", "owner", "manager", "viewer"] as Who[]) {
      const read = await ask(who, supplierBase);
      const expected = who === "guest" ? 401 : who === "buyer" ? 404 : 200;
      assert.equal(read.status, expected, `read as ${who}`);
      const write = await ask(who, `${supplierBase}/${request}/messages`, withJson("POST", { message: "" }));
      // Allowed roles reach the body check (422); the others never do.
      assert.equal(write.status, who === "guest" ? 401 : who === "buyer" ? 404 : can(who, "delivery.write") ? 422 : 403, `answer as ${who}`);
    }
    assertError(await ask("viewer", `${supplierBase}/${request}/close`, { method: "POST" }), 403, "a viewer cannot close");
    assertError(await call(base), 401, "a guest");

    // The manager answers: answered, the buyer is told; the queue mark goes; the text stays as written.
    const answered = await call<Thread>(`${supplierBase}/${request}/messages`, asBearer(s.manager, withJson("POST", { message: "We moved you to another node." })));
    assert.equal(answered.status, 201, answered.text.slice(0, 300));
    assert.equal(answered.body.status, "answered");
    assert.equal((await queueRow()).support_open, 0);
    const seen = (await call<{ items: Thread[] }>(base, asBearer(s.buyer))).body.items[0];
    assert.deepEqual(seen.messages.map((m) => [m.side, m.body]), [["buyer", "Since 10:00 the tunnel drops.\n<script>alert(1)</script>"], ["supplier", "We moved you to another node."]]);
    assert.match((await call("/api/notifications?size=50", asBearer(s.buyer))).text, /answered/);

    // The buyer writes (open again), then closes; a closed request takes nothing more.
    assert.equal((await call<Thread>(`${base}/${request}/messages`, asBearer(s.buyer, withJson("POST", { message: "Still drops." })))).body.status, "open");
    const closed = await call<Thread>(`${base}/${request}/close`, asBearer(s.buyer, { method: "POST" }));
    assert.equal(closed.body.status, "closed", closed.text.slice(0, 300));
    const after = await call(`${supplierBase}/${request}/messages`, asBearer(s.owner, withJson("POST", { message: "One more thing" })));
    assertError(after, 409, "a closed request");
    assert.match(after.text, /support_closed/);
    assertError(await call(`${base}/${request}/close`, asBearer(s.buyer, { method: "POST" })), 409, "closed twice");

    // A request of another resource answers 404 on this one.
    const onGpu = await open(s.buyer, { subject: "GPU driver", message: "Which CUDA version?" }, gpu.uid);
    assert.equal(onGpu.status, 201, onGpu.text.slice(0, 300));
    assertError(await call(`${base}/${onGpu.body.uid}/messages`, asBearer(s.buyer, withJson("POST", { message: "Hi" }))), 404, "a request of another resource");

    // At most 3 open requests per resource.
    for (const n of [1, 2, 3]) assert.equal((await open(s.buyer, { subject: `Question ${n}`, message: "?" })).status, 201);
    const fourth = await open(s.buyer, { subject: "Question 4", message: "?" });
    assertError(fourth, 409, "a fourth open request");
    assert.match(fourth.text, /support_too_many/);

    // The supplier closes one of them: closed, the buyer is told and may open another.
    const three = (await call<{ items: Thread[] }>(supplierBase, asBearer(s.owner))).body.items.filter((t) => t.status === "open");
    assert.equal(three.length, 3, "three open requests");
    const closedBySupplier = await call<Thread & { response_message: string }>(`${supplierBase}/${three[0].uid}/close`, asBearer(s.manager, { method: "POST" }));
    assert.equal(closedBySupplier.status, 200, closedBySupplier.text.slice(0, 300));
    assert.deepEqual([closedBySupplier.body.uid, closedBySupplier.body.subject, closedBySupplier.body.status], [three[0].uid, three[0].subject, "closed"]);
    assert.deepEqual(closedBySupplier.body.messages.map((m) => [m.side, m.body]), [["buyer", "?"]], "the thread comes back with its messages");
    assert.ok(closedBySupplier.body.response_message, "with the confirmation to show");
    assert.equal((await call<{ items: Thread[] }>(base, asBearer(s.buyer))).body.items.find((t) => t.uid === three[0].uid)?.status, "closed", "the buyer reads it closed");
    assertError(await call(`${supplierBase}/${three[0].uid}/close`, asBearer(s.owner, { method: "POST" })), 409, "closed twice by the supplier");
    assert.equal((await open(s.buyer, { subject: "Question 5", message: "?" })).status, 201, "a slot is free again");
  });

  it("a supplier marks an open resource as failed: the buyer reads why; a failed one cannot fail again", async () => {
    await addToCart(s.buyer, gpuOfferUid, 1);
    await configureAll(s.buyer);
    const placed = await place(s.buyer, profileUid);
    assert.equal(placed.status, 201, placed.text.slice(0, 300));
    assert.equal((await payDemo(placed.body.payment.redirect_url, CARDS.ok)).status, 200);
    const queue = await call<Queue>("/api/supplier/resources?status=waiting&product_slug=rtx-4090-servers&size=100", asBearer(gpuOwner));
    const waiting = queue.body.items.find((r) => r.uid !== gpu.uid);
    assert.ok(waiting, `a GPU server to deliver: ${queue.text.slice(0, 200)}`);
    assertIssues(await call(`/api/supplier/resources/${waiting.uid}/fail`, asBearer(gpuOwner, withJson("POST", { reason: "" }))), "a failure needs a reason");
    const reason = "Out of capacity in this region";
    const failed = await call<Resource & { status_reason: string | null; response_message: string }>(`/api/supplier/resources/${waiting.uid}/fail`, asBearer(gpuOwner, withJson("POST", { reason })));
    assert.equal(failed.status, 200, failed.text.slice(0, 300));
    assert.deepEqual([failed.body.uid, failed.body.status, failed.body.status_reason, failed.body.product_slug], [waiting.uid, "failed", reason, "rtx-4090-servers"]);
    assert.ok(failed.body.response_message, "with the confirmation to show");
    const seen = await call<{ status: string; status_reason: string }>(`/api/resources/${waiting.uid}`, asBearer(s.buyer));
    assert.deepEqual([seen.body.status, seen.body.status_reason], ["failed", reason], "the buyer reads the reason");
    assert.match((await call("/api/notifications?size=50", asBearer(s.buyer))).text, new RegExp(reason));
    assertError(await call(`/api/supplier/resources/${waiting.uid}/fail`, asBearer(gpuOwner, withJson("POST", { reason }))), 409, "failing twice");
  });
});
