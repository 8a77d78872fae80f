/**
 * IP blocks of computing offers over HTTP ("a supplier attaches IPv4/IPv6 ranges to an offer; CIDR
 * validated"): CIDR checks with clear texts in both languages (no range wider than IPv4 /16), an
 * overlap with one's own blocks refused, an overlap with another organisation's answered exactly
 * like a free range (pending, shown to staff), staff verification (only verified blocks reserve
 * their range), the per-organisation rate limit, only computing offers, and the route × role matrix
 * (a viewer reads, never writes; another organisation's offer or block answers like an unknown one;
 * the staff routes are staff only).
 */
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { can, type Action, type Role } from "@/lib/organizations/permissions";
import { assertError, assertIssues, call, type Answer } from "../../support/api-client";
import { asBearer, signIn, withJson, type TestSession } from "../../support/session";

type PublicOffer = { uid: string; supplier: { uid: string; slug: string } };
type Block = { uid: string; cidr: string; family: number; prefix: number; addresses: string; status: string; created_at: string };
type Party = { uid: string; name: string };
type StaffBlock = Block & { offer: Party; organization: Party; overlaps: { uid: string; cidr: string; status: string; organization: Party }[] };

/** A seeded computing offer's supplier, and two other seeded suppliers. */
async function suppliers(): Promise<{ mine: { slug: string; offer: string }; theirs: { slug: string }; third: { slug: string } }> {
  const computing = await call<{ items: PublicOffer[] }>("/api/offers?product_slug=cpu-compute&size=100");
  assert.ok(computing.body.items.length, "the demo catalogue has cpu-compute offers");
  const first = computing.body.items[0];
  const any = await call<{ items: PublicOffer[] }>("/api/offers?size=100");
  const other = any.body.items.find((o) => o.supplier.slug !== first.supplier.slug);
  assert.ok(other, "a second supplier");
  // The third from the end of the list: owners of the first ones sign in in other files too (5 codes per e-mail an hour).
  const third = [...any.body.items].reverse().find((o) => o.supplier.slug !== first.supplier.slug && o.supplier.slug !== other.supplier.slug);
  assert.ok(third, "a third supplier");
  return { mine: { slug: first.supplier.slug, offer: first.uid }, theirs: { slug: other.supplier.slug }, third: { slug: third.supplier.slug } };
}

async function join(by: TestSession, role: Role): Promise<TestSession> {
  const invitee = await signIn();
  const invited = await call<{ uid: string }>("/api/organizations/my/members", asBearer(by, withJson("POST", { email: invitee.email, role })));
  assert.equal(invited.status, 201, invited.text.slice(0, 300));
  assert.equal((await call(`/api/organizations/invitations/${invited.body.uid}/accept`, asBearer(invitee, { method: "POST" }))).status, 200);
  return invitee;
}

describe("IP blocks of computing offers", () => {
  let owner: TestSession;
  let other: TestSession;
  let thirdOwner: TestSession;
  let staff: TestSession;
  let offer = "";
  let theirOffer = "";
  let thirdOffer = "";
  /** A /16 of public space per run, so repeated runs on one database do not collide. */
  const base = `185.${100 + Math.floor(Math.random() * 100)}`;

  const blocks = (session: TestSession, uid: string) => call<{ items: Block[]; max: number }>(`/api/supplier/offers/${uid}/ip-blocks`, asBearer(session));
  const add = (session: TestSession, uid: string, cidr: string, lang = "en") =>
    call<Block & { response_message: string }>(`/api/supplier/offers/${uid}/ip-blocks`, asBearer(session, { ...withJson("POST", { cidr }), headers: { "Content-Type": "application/json", "Accept-Language": lang } }));

  before(async () => {
    const { mine, theirs, third } = await suppliers();
    owner = await signIn(`owner@${mine.slug}.example.com`);
    other = await signIn(`owner@${theirs.slug}.example.com`);
    thirdOwner = await signIn(`owner@${third.slug}.example.com`);
    staff = await signIn("staff@example.com");
    // Fresh hidden computing offers of each organisation, made from the seeded offer's attributes.
    const seeded = await call<{ attributes: Record<string, unknown> }>(`/api/supplier/offers/${mine.offer}`, asBearer(owner));
    assert.equal(seeded.status, 200, seeded.text.slice(0, 300));
    const body = (name: string) => ({ product_slug: "cpu-compute", name, price_cents: 5000, billing_period: "month", country: "DE", stock: 3, delivery_minutes: 60, status: "hidden", attributes: seeded.body.attributes });
    const made = await call<{ uid: string }>("/api/supplier/offers", asBearer(owner, withJson("POST", body("IP block test compute"))));
    assert.equal(made.status, 201, made.text.slice(0, 300));
    offer = made.body.uid;
    const theirsMade = await call<{ uid: string }>("/api/supplier/offers", asBearer(other, withJson("POST", body("Their IP block test compute"))));
    assert.equal(theirsMade.status, 201, theirsMade.text.slice(0, 300));
    theirOffer = theirsMade.body.uid;
    const thirdMade = await call<{ uid: string }>("/api/supplier/offers", asBearer(thirdOwner, withJson("POST", body("Third IP block test compute"))));
    assert.equal(thirdMade.status, 201, thirdMade.text.slice(0, 300));
    thirdOffer = thirdMade.body.uid;
  });

  const review = async (status = "pending") => {
    const answer = await call<{ items: StaffBlock[] }>(`/api/staff/ip-blocks?status=${status}&size=100`, asBearer(staff));
    assert.equal(answer.status, 200, answer.text.slice(0, 300));
    return answer.body.items;
  };
  const decide = (uid: string, action: "verify" | "reject", comment = "") =>
    call<StaffBlock & { response_message: string }>(`/api/staff/ip-blocks/${uid}/decision`, asBearer(staff, withJson("POST", { action, comment })));

  it("attaches normalised IPv4 and IPv6 ranges, lists and removes them", async () => {
    const v4 = await add(owner, offer, ` ${base}.0.0/22 `);
    assert.equal(v4.status, 201, v4.text.slice(0, 300));
    assert.deepEqual([v4.body.cidr, v4.body.family, v4.body.prefix, v4.body.addresses, v4.body.status], [`${base}.0.0/22`, 4, 22, "1024", "pending"]);
    assert.ok(v4.body.response_message.includes(`${base}.0.0/22`));
    const v6cidr = `2a01:4f8:${(0x1000 + Math.floor(Math.random() * 0xe000)).toString(16)}::/48`;
    const v6 = await add(owner, offer, v6cidr.toUpperCase());
    assert.equal(v6.status, 201, v6.text.slice(0, 300));
    assert.equal(v6.body.cidr, v6cidr);
    const listed = await blocks(owner, offer);
    assert.deepEqual(listed.body.items.map((b) => b.cidr), [`${base}.0.0/22`, v6cidr]);
    assert.equal(listed.body.max, 64);
    const removed = await call(`/api/supplier/offers/${offer}/ip-blocks/${v6.body.uid}`, asBearer(owner, { method: "DELETE" }));
    assert.equal(removed.status, 200, removed.text.slice(0, 300));
    assert.deepEqual((await blocks(owner, offer)).body.items.map((b) => b.cidr), [`${base}.0.0/22`]);
    assertError(await call(`/api/supplier/offers/${offer}/ip-blocks/${v6.body.uid}`, asBearer(owner, { method: "DELETE" })), 404, "removed twice");
  });

  it("refuses malformed, too wide, special and own overlapping ranges with clear texts", async () => {
    const issue = async (cidr: string, pattern: RegExp, lang = "en", session = owner, uid = offer) => {
      const [first] = assertIssues(await add(session, uid, cidr, lang), cidr);
      assert.deepEqual(first.loc, ["body", "cidr"]);
      assert.match(first.msg, pattern, `${cidr}: ${first.msg}`);
      return first.msg;
    };
    await issue("not a range", /CIDR notation/);
    await issue("185.12.64.0", /CIDR notation/);
    await issue("91.0.0.0/8", /IPv4 range has a prefix length from \/16 to \/32/);
    await issue("91.0.0.0/8", /от \/16 до \/32/, "ru");
    await issue(`${base.split(".")[0]}.0.0.0/15`, /from \/16 to \/32/);
    await issue("2a00::/31", /IPv6 range has a prefix length from \/32 to \/128/);
    await issue(`${base}.1.3/22`, new RegExp(`did you mean ${base.replace(".", "\\.")}\\.0\\.0/22`));
    await issue("10.0.0.0/16", /not public unicast/);
    await issue("100.64.0.0/16", /not public unicast/);
    await issue("10.0.0.0/16", /не относится к публичным/, "ru");
    // Inside our /22: names our block and offer.
    await issue(`${base}.1.0/24`, new RegExp(`overlaps ${base.replace(".", "\\.")}\\.0\\.0/22, already attached to your offer`));
    // Containing it: the same.
    await issue(`${base}.0.0/16`, /already attached to your offer/);
    assertError(await add(owner, offer, "x".repeat(65)), 422, "a long value");
  });

  it("an overlap with another organisation's block answers exactly like a free range; staff see it", async () => {
    const theirs = await add(other, theirOffer, `${base}.8.0/24`);
    assert.equal(theirs.status, 201, theirs.text.slice(0, 300));
    const overlapping = await add(owner, offer, `${base}.8.128/25`);
    const free = await add(owner, offer, `${base}.9.128/25`);
    // The same status and body apart from the block's own id, range and time.
    const shape = (a: Answer<Block & { response_message: string }>) => ({
      status: a.status,
      keys: Object.keys(a.body).sort(),
      body: { ...a.body, uid: "ID", cidr: "CIDR", created_at: "T", response_message: a.body.response_message.replace(a.body.cidr, "CIDR") },
    });
    assert.equal(overlapping.status, 201, overlapping.text.slice(0, 300));
    assert.deepEqual(shape(overlapping), shape(free));
    assert.equal(overlapping.body.status, "pending");
    assert.match(overlapping.body.response_message, /Staff verify it/);
    // Staff see the overlap on review, both ways; the free range overlaps nothing.
    const pending = await review();
    const mine = pending.find((b) => b.uid === overlapping.body.uid);
    assert.ok(mine, "the overlapping block waits for review");
    assert.deepEqual(mine.overlaps.map((o) => [o.uid, o.cidr, o.status]), [[theirs.body.uid, `${base}.8.0/24`, "pending"]]);
    assert.notEqual(mine.overlaps[0].organization.uid, mine.organization.uid);
    assert.deepEqual(pending.find((b) => b.uid === theirs.body.uid)?.overlaps.map((o) => o.uid), [overlapping.body.uid]);
    assert.deepEqual(pending.find((b) => b.uid === free.body.uid)?.overlaps, []);
  });

  it("a pending block reserves nothing; verified by staff, it does, and answers still reveal nothing", async () => {
    // Ours first, pending: another organisation attaches inside it as if it were free.
    const ours = await add(owner, offer, `${base}.16.0/22`);
    assert.equal(ours.status, 201, ours.text.slice(0, 300));
    const theirs = await add(other, theirOffer, `${base}.17.0/24`);
    assert.equal(theirs.status, 201, "a pending block does not prevent another organisation's block");
    // Staff verify ours: it reserves the range; theirs cannot be verified over it (staff are told which).
    const verified = await decide(ours.body.uid, "verify", "RIPE database: inetnum held by the supplier");
    assert.equal(verified.status, 200, verified.text.slice(0, 300));
    assert.equal(verified.body.status, "verified");
    assert.match(verified.body.response_message, /verified/);
    assert.equal((await blocks(owner, offer)).body.items.find((b) => b.uid === ours.body.uid)?.status, "verified");
    const clash = await decide(theirs.body.uid, "verify");
    assertError(clash, 409, "verifying over a verified block");
    assert.match((clash.body as unknown as { detail: { msg: string } }).detail.msg, new RegExp(`${base.replace(".", "\\.")}\\.16\\.0/22`));
    // Even over a verified block, the supplier's answer is the ordinary pending one.
    const again = await add(other, theirOffer, `${base}.18.0/24`);
    assert.equal(again.status, 201, again.text.slice(0, 300));
    assert.equal(again.body.status, "pending");
    // Rejected: kept (the supplier sees it) until deleted; a decision twice is a conflict.
    const rejected = await decide(theirs.body.uid, "reject", "Not the supplier's range");
    assert.equal(rejected.body.status, "rejected");
    assert.equal((await blocks(other, theirOffer)).body.items.find((b) => b.uid === theirs.body.uid)?.status, "rejected");
    assertError(await decide(theirs.body.uid, "reject"), 409, "rejected twice");
    assertError(await decide(theirs.body.uid, "verify"), 409, "a rejected block is not verified");
    assert.equal((await call(`/api/supplier/offers/${theirOffer}/ip-blocks/${theirs.body.uid}`, asBearer(other, { method: "DELETE" }))).status, 200, "deleted");
  });

  it("20 racing requests for overlapping ranges attach one pending block per organisation", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => add(i % 2 ? owner : other, i % 2 ? offer : theirOffer, i % 3 ? `${base}.64.0/${24 + (i % 4)}` : `${base}.64.0/24`)));
    const statuses = answers.map((a) => a.status);
    assert.equal(statuses.filter((s) => s === 201).length, 2, `one attached per organisation: ${statuses.join(",")}`);
    assert.ok(statuses.every((s) => s === 201 || s === 422), `the others refused with 422: ${statuses.join(",")}`);
    for (const a of answers.filter((x) => x.status === 422)) assert.match(assertIssues(a, "a racing add")[0].msg, /already attached to your offer/);
  });

  it("limits new blocks per organisation: 429 with Retry-After", async () => {
    const third = `186.${100 + Math.floor(Math.random() * 100)}`;
    for (let i = 0; i < 30; i++) {
      const added = await add(thirdOwner, thirdOffer, `${third}.${i}.0/24`);
      assert.equal(added.status, 201, `block ${i + 1}: ${added.text.slice(0, 200)}`);
    }
    const refused = await add(thirdOwner, thirdOffer, `${third}.200.0/24`);
    assertError(refused, 429, "the 31st block within the hour");
    assert.match((refused.body as unknown as { detail: { msg: string } }).detail.msg, /Too many IP blocks attached from this workspace\. Try again in \d+ min/);
    const retryAfter = Number(refused.headers.get("retry-after"));
    assert.ok(retryAfter > 0 && retryAfter <= 3600, `Retry-After ${retryAfter}`);
  });

  it("only computing offers take IP blocks", async () => {
    // A VPN offer of the product's last supplier (owners of the first ones sign in elsewhere: 5 codes per e-mail an hour).
    const vpn = (await call<{ items: PublicOffer[] }>(`/api/offers?product_slug=personal-vpn&size=100`)).body.items;
    const vps = vpn[vpn.length - 1];
    const session = await signIn(`owner@${vps.supplier.slug}.example.com`);
    const answer = await add(session, vps.uid, `${base}.200.0/24`);
    assertError(answer, 422, "a VPS offer");
    assert.equal((answer.body as unknown as { detail: { code: string } }).detail.code, "not_computing");
  });

  it("route × role: a viewer reads, never writes; another organisation's offer answers like an unknown one", async () => {
    type Who = "guest" | "buyer" | "owner" | "manager" | "viewer";
    const sessions = { owner, manager: await join(owner, "manager"), viewer: await join(owner, "viewer"), buyer: await signIn() } as Record<Exclude<Who, "guest">, TestSession>;
    const expected = (who: Who, action: Action, ok: number) => (who === "guest" ? 401 : who === "buyer" ? 404 : can(who as Role, action) ? ok : 403);
    // A guest as a browser would be: with the cross-site request token, so the answer is the sign-in's 401.
    const asGuest = async (init: RequestInit): Promise<RequestInit> => {
      const csrf = await call<{ csrf_token: string }>("/api/users/access/csrf");
      const cookie = csrf.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
      return { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: cookie, "X-CSRF-Token": csrf.body.csrf_token } };
    };
    const ask = async (who: Who, path: string, init: RequestInit = {}) => call(path, who === "guest" ? await asGuest(init) : asBearer(sessions[who as Exclude<Who, "guest">], init));
    let n = 0;
    for (const who of ["guest", "buyer", "owner", "manager", "viewer"] as Who[]) {
      const list = await ask(who, `/api/supplier/offers/${offer}/ip-blocks`);
      assert.equal(list.status, expected(who, "offers.read", 200), `GET as ${who}: ${list.text.slice(0, 200)}`);
      const posted = await ask(who, `/api/supplier/offers/${offer}/ip-blocks`, withJson("POST", { cidr: `${base}.${120 + n++}.0/24` }));
      assert.equal(posted.status, expected(who, "offers.write", 201), `POST as ${who}: ${posted.text.slice(0, 200)}`);
    }
    const created = await add(owner, offer, `${base}.130.0/24`);
    const unknown = "f".repeat(24);
    const same = (label: string, a: Answer, b: Answer) => {
      assertError(a, 404, `${label} foreign`);
      assertError(b, 404, `${label} unknown`);
      const text = (x: Answer) => JSON.stringify(x.body).replaceAll(offer, "ID").replaceAll(unknown, "ID");
      assert.equal(text(a), text(b), `${label}: the same answer`);
    };
    same("GET", await blocks(other, offer), await blocks(other, unknown));
    same("POST", await add(other, offer, `${base}.140.0/24`), await add(other, unknown, `${base}.140.0/24`));
    same(
      "DELETE",
      await call(`/api/supplier/offers/${offer}/ip-blocks/${created.body.uid}`, asBearer(other, { method: "DELETE" })),
      await call(`/api/supplier/offers/${unknown}/ip-blocks/${created.body.uid}`, asBearer(other, { method: "DELETE" })),
    );
    assertError(await ask("viewer", `/api/supplier/offers/${offer}/ip-blocks/${created.body.uid}`, { method: "DELETE" }), 403, "delete as viewer");
    assertError(await ask("guest", `/api/supplier/offers/${offer}/ip-blocks/${created.body.uid}`, { method: "DELETE" }), 401, "delete as a guest");
    assertError(await ask("buyer", `/api/supplier/offers/${offer}/ip-blocks/${created.body.uid}`, { method: "DELETE" }), 404, "delete as a buyer");
    // Another organisation's block id through the caller's own offer: like an unknown block id.
    const mineToo = await add(owner, offer, `${base}.131.0/24`);
    const foreignBlock = await call(`/api/supplier/offers/${theirOffer}/ip-blocks/${mineToo.body.uid}`, asBearer(other, { method: "DELETE" }));
    const unknownBlock = await call(`/api/supplier/offers/${theirOffer}/ip-blocks/${unknown}`, asBearer(other, { method: "DELETE" }));
    assertError(foreignBlock, 404, "DELETE another organisation's block");
    assert.equal(JSON.stringify(foreignBlock.body).replaceAll(mineToo.body.uid, "ID"), JSON.stringify(unknownBlock.body).replaceAll(unknown, "ID"), "DELETE block: the same answer");
    assert.equal((await ask("manager", `/api/supplier/offers/${offer}/ip-blocks/${created.body.uid}`, { method: "DELETE" })).status, 200);
    // The staff routes: staff only, whatever the block; an unknown block is 404 for staff.
    for (const who of ["guest", "buyer", "owner", "manager", "viewer"] as Who[]) {
      const want = who === "guest" ? 401 : 403;
      assert.equal((await ask(who, "/api/staff/ip-blocks")).status, want, `staff list as ${who}`);
      for (const id of [mineToo.body.uid, unknown]) {
        assert.equal((await ask(who, `/api/staff/ip-blocks/${id}/decision`, withJson("POST", { action: "verify" }))).status, want, `decision as ${who}`);
      }
    }
    assertError(await decide(unknown, "verify"), 404, "an unknown block for staff");
    assert.equal((await blocks(owner, offer)).body.items.find((b) => b.uid === mineToo.body.uid)?.status, "pending", "nothing moved");
  });
});
