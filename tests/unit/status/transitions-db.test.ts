/**
 * The status writers of offers (lib/catalogue/offer-status.ts), organisations
 * (lib/organizations/status.ts) and buyers' resource requests (lib/resources/action-status.ts)
 * against a real embedded PGlite with a seeded catalogue: every move the application makes is in
 * the tables and every other one is refused with an error naming it; a move is recorded in
 * status_changes with who and why; a move to the status a row already has is no move; a row another
 * request moved meanwhile is left alone; blocking an organisation suspends its public offers (hidden
 * ones stay hidden) and unblocking publishes them again, each recorded; staff's offer-status API
 * leaves suspended and archived offers alone.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { OFFER_STATUSES } from "@/lib/catalogue/offer-status-names";
import { ORGANIZATION_STATUSES } from "@/lib/organizations/status-names";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "marketplace-unit-statuses-"));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
process.env.AUTH_SECRET = "unit-test-auth-secret-0123456789abcdef";

jest.mock("@electric-sql/pglite", () => jest.requireActual<typeof import("../../support/jest-pglite")>("../../support/jest-pglite").realPglite());
jest.mock("next/cache", () => ({ cacheLife: () => {}, cacheTag: () => {}, revalidateTag: () => {} }));
jest.mock("@/lib/cache/expire", () => ({ expireTags: () => {} }));
jest.mock("jose", () => ({ SignJWT: class {}, jwtVerify: () => Promise.reject(new Error("not in this test")) }));

jest.setTimeout(120_000);

type Db = import("@/lib/db/client").Db;
let client: typeof import("@/lib/db/client");
let schema: typeof import("@/lib/db/schema");
let offerStatus: typeof import("@/lib/catalogue/offer-status");
let orgStatus: typeof import("@/lib/organizations/status");
let actionStatus: typeof import("@/lib/resources/action-status");
let db: Db;

beforeAll(async () => {
  client = await import("@/lib/db/client");
  schema = await import("@/lib/db/schema");
  offerStatus = await import("@/lib/catalogue/offer-status");
  orgStatus = await import("@/lib/organizations/status");
  actionStatus = await import("@/lib/resources/action-status");
  db = await client.getDb();
  const { seedDatabase } = await import("@/lib/db/seed/seed");
  await seedDatabase(db, { offers: 30, force: true });
}, 180_000);

afterAll(async () => {
  await client?.closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The recorded history of one row, oldest first. */
async function history(entity: string, id: number) {
  return db
    .select({ from: schema.statusChanges.fromStatus, to: schema.statusChanges.toStatus, actor: schema.statusChanges.actor, reason: schema.statusChanges.reason, at: schema.statusChanges.createdAt })
    .from(schema.statusChanges)
    .where(and(eq(schema.statusChanges.entity, entity), eq(schema.statusChanges.entityId, id)))
    .orderBy(asc(schema.statusChanges.id));
}

async function offerRow(id: number) {
  const [row] = await db.select({ id: schema.offers.id, status: schema.offers.status, providerId: schema.offers.providerId }).from(schema.offers).where(eq(schema.offers.id, id));
  return row;
}

/** An offer of the seed, put in `status` by the test itself (a fixture, not a move). */
async function offerIn(status: string, index = 0) {
  const rows = await db.select({ id: schema.offers.id }).from(schema.offers).orderBy(asc(schema.offers.id));
  const id = rows[index].id;
  await db.execute(sql`UPDATE offers SET status = ${status}::offer_status WHERE id = ${id}`);
  return offerRow(id);
}

/** Every pair of distinct statuses: allowed exactly when the application makes that move today. */
function pairs<S extends string>(statuses: readonly S[], today: readonly (readonly [S, S])[]) {
  return statuses.flatMap((from) => statuses.filter((to) => to !== from).map((to) => ({ from, to, allowed: today.some(([f, t]) => f === from && t === to) })));
}

describe("offers", () => {
  // Who makes each move: the supplier's form, bulk and CSV import, and staff (public ↔ hidden);
  // deleting an offer with orders (→ archived); blocking and unblocking its organisation.
  const TODAY = [
    ["public", "hidden"],
    ["hidden", "public"],
    ["public", "archived"],
    ["hidden", "archived"],
    ["public", "suspended"],
    ["suspended", "public"],
  ] as const;

  it.each(pairs(OFFER_STATUSES, TODAY))("$from → $to allowed: $allowed", async ({ from, to, allowed }) => {
    const offer = await offerIn(from);
    const before = (await history("offer", offer.id)).length;
    const move = offerStatus.moveOffers(db, [offer], to, "user:unit", "unit test");
    if (allowed) {
      await expect(move).resolves.toEqual([offer.id]);
      expect((await offerRow(offer.id)).status).toBe(to);
      const recorded = await history("offer", offer.id);
      expect(recorded).toHaveLength(before + 1);
      expect(recorded.at(-1)).toMatchObject({ from, to, actor: "user:unit", reason: "unit test" });
      expect(Date.now() - recorded.at(-1)!.at.getTime()).toBeLessThan(60_000);
    } else {
      await expect(move).rejects.toThrow(`offer: no transition ${from} → ${to}`);
      expect((await offerRow(offer.id)).status).toBe(from);
      expect(await history("offer", offer.id)).toHaveLength(before);
    }
  });

  it("takes many offers from different statuses in one call, skips those already there, and records each", async () => {
    const a = await offerIn("public", 1);
    const b = await offerIn("hidden", 2);
    const c = await offerIn("archived", 3);
    await expect(offerStatus.moveOffers(db, [a, b], "archived", "system", "bulk")).resolves.toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await history("offer", a.id)).at(-1)).toMatchObject({ from: "public", to: "archived" });
    expect((await history("offer", b.id)).at(-1)).toMatchObject({ from: "hidden", to: "archived" });
    const before = (await history("offer", c.id)).length;
    await expect(offerStatus.moveOffers(db, [c], "archived", "system", "again")).resolves.toEqual([]);
    expect(await history("offer", c.id)).toHaveLength(before);
  });

  it("leaves an offer another request moved since it was read", async () => {
    const read = await offerIn("public", 4);
    await offerStatus.moveOffers(db, [read], "hidden", "user:first", "first");
    const before = (await history("offer", read.id)).length;
    await expect(offerStatus.moveOffers(db, [read], "suspended", "user:second", "second")).resolves.toEqual([]);
    expect((await offerRow(read.id)).status).toBe("hidden");
    expect(await history("offer", read.id)).toHaveLength(before);
  });

  it("records the first status of created offers", async () => {
    const offer = await offerIn("hidden", 5);
    await offerStatus.recordOffersCreated(db, [offer], "user:unit", "created");
    expect((await history("offer", offer.id)).at(-1)).toMatchObject({ from: null, to: "hidden", actor: "user:unit", reason: "created" });
  });

  it("staff's status API moves public and hidden offers, records them, and reports suspended and archived ones as unknown", async () => {
    const { setOffersStatus } = await import("@/lib/catalogue/actions");
    const uidOf = async (id: number) => (await db.select({ uid: schema.offers.uid }).from(schema.offers).where(eq(schema.offers.id, id)))[0].uid;
    const hidden = await offerIn("hidden", 6);
    const pub = await offerIn("public", 7);
    const suspended = await offerIn("suspended", 8);
    const archived = await offerIn("archived", 9);
    const uids = [await uidOf(hidden.id), await uidOf(pub.id), await uidOf(suspended.id), await uidOf(archived.id)];
    const result = await setOffersStatus({ uids, status: "public" });
    expect(result.data).toEqual({ updated: expect.arrayContaining(uids.slice(0, 2)), unknown: uids.slice(2) });
    expect(result.data.updated).toHaveLength(2);
    expect((await history("offer", hidden.id)).at(-1)).toMatchObject({ from: "hidden", to: "public", actor: "staff-token" });
    expect((await offerRow(suspended.id)).status).toBe("suspended");
    expect((await offerRow(archived.id)).status).toBe("archived");
  });
});

describe("organisations", () => {
  // Registration (→ new) is recorded by recordOrganizationRegistered; these are the moves after it:
  // the owner sends it (new, changed → approving) or edits an approved one (→ changed); staff
  // approve, ask for changes, block and unblock (back to approved when verified before, else new).
  const TODAY = [
    ["new", "approving"],
    ["changed", "approving"],
    ["approved", "changed"],
    ["approving", "approved"],
    ["approving", "changed"],
    ["new", "blocked"],
    ["approving", "blocked"],
    ["approved", "blocked"],
    ["changed", "blocked"],
    ["blocked", "approved"],
    ["blocked", "new"],
  ] as const;

  it.each(pairs(ORGANIZATION_STATUSES, TODAY))("$from → $to allowed: $allowed", async ({ from, to, allowed }) => {
    const [org] = await db.select({ id: schema.organizations.id }).from(schema.organizations).orderBy(asc(schema.organizations.id)).limit(1);
    // Offers stay out of it: only the organisation's own row is under test here.
    await db.execute(sql`UPDATE offers SET status = 'hidden' WHERE provider_id = ${org.id}`);
    await db.execute(sql`UPDATE providers SET status = ${from} WHERE id = ${org.id}`);
    const before = (await history("organization", org.id)).length;
    const move = orgStatus.moveOrganization(db, { id: org.id, status: from }, to, "user:staff", "unit test");
    if (allowed) {
      await expect(move).resolves.toBe(true);
      expect((await history("organization", org.id)).at(-1)).toMatchObject({ from, to, actor: "user:staff", reason: "unit test" });
    } else {
      await expect(move).rejects.toThrow(`organization: no transition ${from} → ${to}`);
      expect(await history("organization", org.id)).toHaveLength(before);
    }
  });

  it("blocking suspends the public offers (hidden ones stay hidden), unblocking publishes them again, each recorded", async () => {
    // The organisation with the most offers.
    const [org] = await db
      .select({ id: schema.offers.providerId })
      .from(schema.offers)
      .groupBy(schema.offers.providerId)
      .orderBy(desc(count()))
      .limit(1);
    await db.execute(sql`UPDATE providers SET status = 'approved' WHERE id = ${org.id}`);
    const own = await db.select({ id: schema.offers.id }).from(schema.offers).where(eq(schema.offers.providerId, org.id)).orderBy(asc(schema.offers.id));
    expect(own.length).toBeGreaterThan(1);
    await db.execute(sql`UPDATE offers SET status = 'public' WHERE provider_id = ${org.id}`);
    await db.execute(sql`UPDATE offers SET status = 'hidden' WHERE id = ${own[0].id}`);

    await expect(orgStatus.moveOrganization(db, { id: org.id, status: "approved" }, "blocked", "user:staff", "fraud")).resolves.toBe(true);
    expect((await offerRow(own[0].id)).status).toBe("hidden");
    for (const { id } of own.slice(1)) {
      expect((await offerRow(id)).status).toBe("suspended");
      expect((await history("offer", id)).at(-1)).toMatchObject({ from: "public", to: "suspended", actor: "user:staff", reason: "organisation blocked" });
    }

    await expect(orgStatus.moveOrganization(db, { id: org.id, status: "blocked" }, "approved", "user:staff", "cleared")).resolves.toBe(true);
    expect((await offerRow(own[0].id)).status).toBe("hidden");
    for (const { id } of own.slice(1)) {
      expect((await offerRow(id)).status).toBe("public");
      expect((await history("offer", id)).at(-1)).toMatchObject({ from: "suspended", to: "public", reason: "organisation unblocked" });
    }
    expect((await history("organization", org.id)).slice(-2).map((h) => [h.from, h.to])).toEqual([
      ["approved", "blocked"],
      ["blocked", "approved"],
    ]);
  });

  it("leaves an organisation another request moved since it was read", async () => {
    const [org] = await db.select({ id: schema.organizations.id }).from(schema.organizations).orderBy(asc(schema.organizations.id)).limit(1);
    await db.execute(sql`UPDATE providers SET status = 'approving' WHERE id = ${org.id}`);
    await expect(orgStatus.moveOrganization(db, { id: org.id, status: "new" }, "approving", "user:owner", "stale")).resolves.toBe(false);
  });
});

describe("buyers' resource requests", () => {
  /** A request row without its resource, order and buyer: only its status matters here. */
  async function request(n: number) {
    await db.execute(sql`SET session_replication_role = replica`);
    try {
      const [row] = await db
        .insert(schema.resourceActions)
        .values({ uid: `unitaction${n}`.padEnd(24, "0"), resourceId: 1_000_000 + n, action: "reboot", fromStatus: "delivered" })
        .returning({ id: schema.resourceActions.id, status: schema.resourceActions.status });
      return row;
    } finally {
      await db.execute(sql`SET session_replication_role = DEFAULT`);
    }
  }

  it("an open request is confirmed or rejected once, recorded from its opening on", async () => {
    const confirmed = await request(1);
    await actionStatus.recordResourceActionOpened(db, confirmed.id, "user:buyer", "buyer asked: reboot");
    const at = new Date();
    await expect(actionStatus.moveResourceAction(db, confirmed, "confirmed", "user:supplier", "reboot done", { answeredAt: at, answer: "" })).resolves.toBe(true);
    expect((await history("resource_action", confirmed.id)).map((h) => [h.from, h.to, h.actor, h.reason])).toEqual([
      [null, "open", "user:buyer", "buyer asked: reboot"],
      ["open", "confirmed", "user:supplier", "reboot done"],
    ]);
    const [row] = await db.select().from(schema.resourceActions).where(eq(schema.resourceActions.id, confirmed.id));
    expect(row).toMatchObject({ status: "confirmed", answeredAt: at });

    // Answered already: a second answer is no transition of the table.
    await expect(actionStatus.moveResourceAction(db, { id: confirmed.id, status: "confirmed" }, "rejected", "user:supplier", "late")).rejects.toThrow("resource_action: no transition confirmed → rejected");
    // Read while open, answered meanwhile by someone else: left alone.
    await expect(actionStatus.moveResourceAction(db, { id: confirmed.id, status: "open" }, "rejected", "user:supplier", "late")).resolves.toBe(false);
    expect(await history("resource_action", confirmed.id)).toHaveLength(2);

    const rejected = await request(2);
    await expect(actionStatus.moveResourceAction(db, rejected, "rejected", "user:supplier", "reboot rejected: busy", { answer: "busy" })).resolves.toBe(true);
    await expect(actionStatus.moveResourceAction(db, { id: rejected.id, status: "rejected" }, "confirmed", "user:supplier", "late")).rejects.toThrow("resource_action: no transition rejected → confirmed");
  });
});
