/**
 * `npm run credentials:rekey` (lib/resources/credential-rekey.ts) against a real embedded PGlite in
 * memory: every record sealed with an older key version (or before fingerprints were kept) moves to
 * the current key in batches and still opens, a second run changes nothing, and a record its key
 * cannot open is reported and left as it is.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";

jest.mock("server-only", () => ({}));
jest.mock("@electric-sql/pglite", () => jest.requireActual<typeof import("../../support/jest-pglite")>("../../support/jest-pglite").realPglite());

const access = (n: number) => ({ username: "root", password: `pw-${n}`, ipv4: `10.0.0.${n}` });
const key = () => randomBytes(32).toString("base64");

describe("re-encryption of delivered access data under the current key", () => {
  let handle: { db: import("@/lib/db/client").Db; close: () => Promise<void> };
  let crypto: typeof import("@/lib/crypto/credentials");
  let rekey: typeof import("@/lib/resources/credential-rekey");
  let schema: typeof import("@/lib/db/schema");

  beforeAll(async () => {
    crypto = await import("@/lib/crypto/credentials");
    rekey = await import("@/lib/resources/credential-rekey");
    schema = await import("@/lib/db/schema");
    const { openDatabase } = await import("@/lib/db/client");
    handle = await openDatabase({ inMemory: true });
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  it("moves every record to the current version in batches, idempotently, and reports what it cannot open", async () => {
    const { db } = handle;
    const k1 = key();
    const k2 = key();
    const oldRing = crypto.parseKeyList(`1:${k1}`);
    const newRing = crypto.parseKeyList(`2:${k2},1:${k1}`);
    // Resources without their order, user and supplier: only the sealed records matter here.
    await db.execute(sql`SET session_replication_role = replica`);
    const uids: string[] = [];
    for (let n = 1; n <= 7; n++) {
      const uid = `res${n}`.padEnd(24, "0");
      uids.push(uid);
      const [row] = await db
        .insert(schema.userResources)
        .values({ uid, userId: 1, providerId: 1, orderId: 1, orderLineId: n, instance: 1, name: `VPS ${n}`, status: "delivered", configuration: {} as never, periodStart: new Date(), periodEnd: new Date() })
        .returning({ id: schema.userResources.id });
      // Six sealed with the old key (one of them before fingerprints were kept), one with a key nobody has any more.
      const sealed = n === 7 ? crypto.seal(uid, access(n), crypto.parseKeyList(`1:${key()}`)) : crypto.seal(uid, access(n), oldRing);
      await db.insert(schema.resourceCredentials).values({ resourceId: row.id, keyVersion: sealed.keyVersion, keyFingerprint: n === 3 ? null : sealed.keyFingerprint, nonce: sealed.nonce, ciphertext: sealed.ciphertext, fields: ["username", "password", "ipv4"] });
    }
    const batches: number[] = [];
    const report = await rekey.rekeyCredentials(db, { keys: newRing, batchSize: 2, onBatch: (r) => batches.push(r.resealed) });
    expect(report.resealed).toBe(6);
    expect(report.failed).toEqual([{ resource: uids[6], reason: "key_mismatch", message: expect.stringMatching(/version 1/) }]);
    expect(batches).toEqual([2, 4, 6, 6]);

    const rows = await db.select().from(schema.resourceCredentials).orderBy(schema.resourceCredentials.resourceId);
    const onlyNew = crypto.parseKeyList(`2:${k2}`);
    for (const [i, row] of rows.slice(0, 6).entries()) {
      expect(row.keyVersion).toBe(2);
      expect(row.keyFingerprint).toBe(crypto.keyFingerprint(Buffer.from(k2, "base64")));
      expect(crypto.open(uids[i], row, onlyNew)).toEqual(access(i + 1));
    }
    expect(rows[6].keyVersion).toBe(1);

    const again = await rekey.rekeyCredentials(db, { keys: newRing, batchSize: 2 });
    expect(again.resealed).toBe(0);
    expect(again.failed).toHaveLength(1);
    const after = await db.select().from(schema.resourceCredentials).orderBy(schema.resourceCredentials.resourceId);
    expect(after.map((r) => Buffer.from(r.ciphertext).toString("hex"))).toEqual(rows.map((r) => Buffer.from(r.ciphertext).toString("hex")));
  }, 60_000);
});
