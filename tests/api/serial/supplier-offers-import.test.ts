/**
 * CSV import and export of a supplier's offers (spec section 5): export → preview shows no
 * change; a file with one bad row answers its row error and changes nothing; fixed, the commit creates,
 * changes and removes in one go and the public API shows it at once; formula cells round-trip; the
 * limits and the roles. Serial: it changes the shared demo catalogue.
 */
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { assertError, call } from "../../support/api-client";
import { asBearer, signIn, withJson, type TestSession } from "../../support/session";

const PRODUCT = "windows-vps";
type PublicOffer = { uid: string; name: string; price: { amount_cents: number }; supplier: { uid: string; slug: string } };
type Plan = { rows: number; create: number; change: number; remove: number; unchanged: number; errors: { row: number; column: string | null; message: string }[] };

const publicOffersOf = async (org: string) => (await call<{ items: PublicOffer[]; total: number }>(`/api/offers?product_slug=${PRODUCT}&organization__uid=${org}&size=100`, { headers: { "cache-control": "no-cache" } })).body;

const csvCall = (session: TestSession, step: "preview" | "commit", csv: string | Uint8Array, query = "") =>
  call<Plan & { created: number; changed: number; deleted: number; archived: number; detail?: { code: string; errors: Plan["errors"] } }>(
    `/api/supplier/offers/import/${step}?product_slug=${PRODUCT}${query}`,
    asBearer(session, { method: "POST", body: typeof csv === "string" ? csv : Buffer.from(csv), headers: { "Content-Type": "text/csv" } }),
  );

/** Splits CSV text into lines of cells (the test's own files have no quoted newlines). */
const rowsOf = (csv: string) => csv.trimEnd().split("\n");

describe("CSV import and export of a product's offers", () => {
  let owner: TestSession;
  let org: { slug: string; uid: string };
  before(async () => {
    const answer = await call<{ items: PublicOffer[] }>(`/api/offers?product_slug=${PRODUCT}&size=100`);
    org = answer.body.items[0].supplier;
    owner = await signIn(`owner@${org.slug}.example.com`);
  });

  it("export → preview is no change; a bad row changes nothing; fixed, the commit creates, changes and removes at once", async () => {
    const exported = await call(`/api/supplier/offers/export?product_slug=${PRODUCT}`, asBearer(owner));
    assert.equal(exported.status, 200, exported.text.slice(0, 300));
    assert.match(exported.headers.get("content-type") ?? "", /text\/csv/);
    assert.match(exported.headers.get("content-disposition") ?? "", /attachment/);
    const lines = rowsOf(exported.text);
    assert.equal(lines[0], "uid,name,price_cents,billing_period,country,data_center,stock,delivery_minutes,status,attributes");
    const before = await publicOffersOf(org.uid);
    assert.ok(lines.length - 1 >= before.total && before.total >= 2, "every sale offer is exported");

    const same = await csvCall(owner, "preview", exported.text);
    assert.equal(same.status, 200, same.text.slice(0, 300));
    assert.deepEqual([same.body.create, same.body.change, same.body.remove, same.body.errors.length], [0, 0, 0, 0]);
    assert.equal(same.body.unchanged, lines.length - 1);

    // Change the first offer's price, add a good row and a bad one (price "abc", row 3 of the new file's tail).
    const first = lines[1].split(",");
    const firstUid = first[0];
    const changedFirst = lines[1].replace(`,${first[2]},`, ",4321,");
    const template = lines[2].split(",");
    const newRow = (name: string, price: string) => ["", name, price, ...template.slice(3)].join(",");
    const removedUid = lines[lines.length - 1].split(",")[0];
    const kept = lines.slice(2, lines.length - 1);
    const bad = [lines[0], changedFirst, ...kept, newRow("=Imported VPS A", "1999"), newRow("Imported VPS B", "abc")].join("\n");
    const badRowNumber = kept.length + 4;
    const preview = await csvCall(owner, "preview", bad);
    assert.equal(preview.status, 200, preview.text.slice(0, 300));
    assert.deepEqual(preview.body.errors.map((e) => [e.row, e.column]), [[badRowNumber, "price_cents"]]);
    const refused = await csvCall(owner, "commit", bad);
    assertError(refused, 422, "a file with a bad row");
    assert.equal(refused.body.detail?.code, "import_invalid");
    const unchanged = await publicOffersOf(org.uid);
    assert.equal(unchanged.total, before.total, "nothing changed");
    assert.equal(unchanged.items.find((o) => o.uid === firstUid)?.price.amount_cents, before.items.find((o) => o.uid === firstUid)?.price.amount_cents);

    const fixed = bad.replace(/,abc,/, ",2999,");
    const planned = await csvCall(owner, "preview", fixed);
    assert.deepEqual([planned.body.create, planned.body.change, planned.body.remove, planned.body.errors.length], [2, 1, 1, 0]);
    const committed = await csvCall(owner, "commit", fixed);
    assert.equal(committed.status, 200, committed.text.slice(0, 300));
    assert.deepEqual([committed.body.created, committed.body.changed, committed.body.deleted + committed.body.archived], [2, 1, 1]);
    const after = await publicOffersOf(org.uid);
    assert.equal(after.items.find((o) => o.uid === firstUid)?.price.amount_cents, 4321, "the new price at once");
    assert.ok(after.items.some((o) => o.name === "=Imported VPS A"), "created offers are public at once");
    assert.ok(!after.items.some((o) => o.uid === removedUid), "the offer absent from the file is gone");

    // The export neutralises the formula cell, and the round trip changes nothing.
    const again = await call(`/api/supplier/offers/export?product_slug=${PRODUCT}`, asBearer(owner));
    assert.ok(again.text.includes(",'=Imported VPS A,"), "formula cell neutralised");
    const roundTrip = await csvCall(owner, "preview", again.text);
    assert.deepEqual([roundTrip.body.create, roundTrip.body.change, roundTrip.body.remove, roundTrip.body.errors.length], [0, 0, 0, 0]);
  });

  it("options, encodings and limits answer clear errors", async () => {
    const exported = (await call(`/api/supplier/offers/export?product_slug=${PRODUCT}`, asBearer(owner))).text;
    // Semicolons are not this format's separator, but the quote and header options work.
    const noHeader = rowsOf(exported).slice(1).join("\n");
    const headerless = await csvCall(owner, "preview", noHeader, "&header=false");
    assert.equal(headerless.status, 200, headerless.text.slice(0, 300));
    assert.equal(headerless.body.errors.length, 0);
    assertError(await csvCall(owner, "preview", new Uint8Array([0xff, 0xfe, 0x00, 0x41])), 422, "not UTF-8");
    assertError(await csvCall(owner, "preview", `${exported}"unbalanced,1`), 422, "unbalanced quotes");
    assertError(await csvCall(owner, "preview", exported, "&quote=ab"), 422, "a two-character quote");
    const huge = new Uint8Array(21 * 1024 * 1024).fill(0x61);
    assertError(await csvCall(owner, "preview", huge), 413, "over 20 MB");
    assert.equal((await call(`/api/supplier/offers/export?product_slug=${PRODUCT}`, asBearer(owner))).status, 200, "still answering");
    assertError(await call(`/api/supplier/offers/export?product_slug=no-such-product`, asBearer(owner)), 422, "unknown product");
  });

  it("a refused preview leaves the front's connection to the app sound: another supplier's POST answers at once", async () => {
    // The refusals below stop reading the upload at its first lines; the megabyte after them is what the
    // app must still take off the connection (or close it) so the front's kept-alive socket to the app
    // is not handed to the next request half-read. Each refusal is followed by another supplier's
    // preview, which must answer 200 at once, not 502 after a timeout.
    const others = await call<{ items: PublicOffer[] }>(`/api/offers?product_slug=${PRODUCT}&size=100`);
    const otherOrg = others.body.items.find((o) => o.supplier.uid !== org.uid)?.supplier;
    assert.ok(otherOrg, "a second supplier in the demo catalogue");
    const other = await signIn(`owner@${otherOrg.slug}.example.com`);
    const exported = (await call(`/api/supplier/offers/export?product_slug=${PRODUCT}`, asBearer(owner))).text;
    const [header, row] = rowsOf(exported);
    const filler = `${row}\n`.repeat(Math.ceil((1024 * 1024) / (row.length + 1)));
    const refusals: [string, string, number][] = [
      ["60 columns", `${"a,".repeat(59)}a\n${filler}`, 422],
      ["an unclosed quote", `${header}\n"unclosed,1\n${filler}`, 422],
      ["too many rows", `${header}\n${`${row.replace(/^[^,]*/, "")}\n`.repeat(25_000)}`, 422],
    ];
    for (const [label, csv, status] of refusals) {
      for (let i = 0; i < 3; i += 1) {
        assertError(await csvCall(owner, "preview", csv), status, label);
        const started = Date.now();
        const next = await csvCall(other, "preview", header);
        assert.equal(next.status, 200, `after ${label}: ${next.status} ${next.text.slice(0, 200)}`);
        assert.ok(Date.now() - started < 3000, `after ${label}: answered in ${Date.now() - started} ms`);
      }
    }
  });

  it("roles: a buyer has no organisation, a viewer may export but not import, a guest is asked to sign in", async () => {
    const buyer = await signIn();
    assertError(await csvCall(buyer, "preview", "x"), 404, "buyer");
    const viewer = await signIn();
    const invited = await call<{ uid: string }>("/api/organizations/my/members", asBearer(owner, withJson("POST", { email: viewer.email, role: "viewer" })));
    assert.equal(invited.status, 201);
    assert.equal((await call(`/api/organizations/invitations/${invited.body.uid}/accept`, asBearer(viewer, { method: "POST" }))).status, 200);
    assert.equal((await call(`/api/supplier/offers/export?product_slug=${PRODUCT}`, asBearer(viewer))).status, 200);
    assertError(await csvCall(viewer, "preview", "x"), 403, "viewer preview");
    assertError(await csvCall(viewer, "commit", "x"), 403, "viewer commit");
    assertError(await call(`/api/supplier/offers/export?product_slug=${PRODUCT}`), 401, "guest");
  });
});
