/**
 * The 640 x 360 and 960 x 540 renditions for photos uploaded before they existed, against a
 * real embedded PGlite upgraded the way a deployment is: a database at migration 0012 holding an offer
 * with an uploaded photo and one with the generated SVG cover is opened by the app, which applies
 * 0013. The migration enqueues one backfill job, for the photo only; the job queue runs it and the
 * offer gets both JPEG copies cut from its 1280 x 720 one, its cache tags expired; running it again,
 * or for the SVG cover, changes nothing; a copy missing alone is made alone; an image replaced while
 * the copies were being cut is left alone. And a database that applied the first version of 0013
 * (image16x9_small alone) applies the amended one again and gets the missing column and job.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { outsideSandbox } from "../../support/jest-pglite";

/** jimp by Node's own loader: its codecs run ~10x slower inside jest's sandbox (tests/support/jest-pglite.ts). */
const { Jimp } = outsideSandbox<typeof import("jimp")>("jimp");

const dataDir = mkdtempSync(path.join(os.tmpdir(), "marketplace-unit-image-backfill-"));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
process.env.AUTH_SECRET = "unit-test-auth-secret-0123456789abcdef";

const expired: string[] = [];
jest.mock("@electric-sql/pglite", () => jest.requireActual<typeof import("../../support/jest-pglite")>("../../support/jest-pglite").realPglite());
// "use cache" is a plain string outside Next; its helpers are no-ops here, and expiries are recorded.
jest.mock("next/cache", () => ({ cacheLife: () => {}, cacheTag: () => {}, revalidateTag: () => {} }));
// Which tags a write expires (outside a request lib/cache/expire.ts has no cache to tell).
jest.mock("@/lib/cache/expire", () => ({ expireTags: (list: Iterable<string>) => void expired.push(...new Set(list)) }));
jest.mock("jose", () => ({ SignJWT: class {}, jwtVerify: () => Promise.reject(new Error("not in this test")) }));

jest.setTimeout(120_000);

const migrations = path.join(process.cwd(), "lib/db/migrations");
type Row = Record<string, unknown>;
type Drizzle = ReturnType<typeof import("drizzle-orm/pglite").drizzle>;

let client: typeof import("@/lib/db/client");
let backfill: typeof import("@/lib/supplier-offers/image-backfill");
let renditions: typeof import("@/lib/supplier-offers/image-renditions");
let ids: { photo: number; cover: number };

async function jpeg(width: number, height: number): Promise<Buffer> {
  const image = new Jimp({ width, height, color: 0xffffffff });
  image.scan(0, 0, width, height, (x, y, idx) => {
    image.bitmap.data[idx] = (x * 255) / width;
    image.bitmap.data[idx + 1] = (y * 255) / height;
  });
  return image.getBuffer("image/jpeg", { quality: 82 });
}

/** The first, unreleased version of migration 0013 (image16x9_small alone), as a development database may have applied it. */
const FIRST_0013 = {
  when: 1795654846779,
  sql: `ALTER TABLE "offers" ADD COLUMN "image16x9_small" varchar(32);--> statement-breakpoint
INSERT INTO "jobs" ("kind", "payload")
SELECT 'offer_image.image16x9_small', jsonb_build_object('offerId', "offers"."id")
FROM "offers" INNER JOIN "media" ON "media"."id" = "offers"."image16x9"
WHERE "media"."content_type" = 'image/jpeg' AND "offers"."image16x9_small" IS NULL;`,
};

/**
 * Migrations 0000–0012 only, in a folder of their own, as a deployment before this change had them;
 * with `first0013`, the first version of 0013 after them.
 */
function migrationsUpTo0012(name: string, first0013 = false): string {
  const folder = path.join(dataDir, name);
  mkdirSync(path.join(folder, "meta"), { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(migrations, "meta/_journal.json"), "utf8")) as { entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= 12);
  expect(journal.entries.at(-1)?.tag).toBe("0012_support_requests");
  for (const e of journal.entries) copyFileSync(path.join(migrations, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  if (first0013) {
    journal.entries.push({ idx: 13, version: "7", when: FIRST_0013.when, tag: "0013_offer_image_small", breakpoints: true });
    writeFileSync(path.join(folder, "0013_offer_image_small.sql"), FIRST_0013.sql);
  }
  writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify(journal));
  return folder;
}

/** A catalogue of two offers of one product: an uploaded photo (JPEG renditions) and a generated SVG cover. */
async function seedTwoOffers(db: Drizzle): Promise<void> {
  await db.execute(sql`insert into categories (slug, name, description) values ('virtual-servers', '{"en":"VPS","ru":"VPS"}', '{"en":"","ru":""}')`);
  await db.execute(sql`insert into products (slug, category_id, name, description) select 'linux-vps', id, '{"en":"Linux VPS","ru":"Linux VPS"}', '{"en":"","ru":""}' from categories`);
  await db.execute(sql`insert into providers (uid, slug, name, country, website, description, founded_year) values ('prov000001', 'p', 'P', 'DE', 'https://p.example', '{"en":"","ru":""}', 2000)`);
  const photo = await jpeg(1280, 720);
  await db.execute(sql`insert into media (id, content_type, bytes, width, height) values ('photo16x9', 'image/jpeg', ${photo}, 1280, 720), ('photo1x1', 'image/jpeg', ${await jpeg(600, 600)}, 600, 600)`);
  await db.execute(sql`insert into media (id, content_type, bytes, width, height) values ('cover16x9', 'image/svg+xml', ${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"/>')}, 1280, 720)`);
  for (const [uid, image1x1, image16x9] of [["photooffer", "photo1x1", "photo16x9"], ["coveroffer", "cover16x9", "cover16x9"]]) {
    await db.execute(sql`
      insert into offers (uid, product_id, provider_id, country, name, price_cents, billing_period, attributes, facets, delivery_minutes, image1x1, image4x3, image16x9, image_social)
      select ${uid}, p.id, pr.id, 'DE', ${uid}, 1000, 'month', '[]'::jsonb, '{}'::jsonb, 30, ${image1x1}, ${image1x1}, ${image16x9}, ${image1x1} from products p, providers pr`);
  }
}

const rows = async (query: ReturnType<typeof sql>): Promise<Row[]> => {
  const result = (await (await client.getDb()).execute(query)) as unknown as { rows: Row[] } | Row[];
  return Array.isArray(result) ? result : result.rows;
};

/** A media row as stored, its JPEG decoded. */
async function stored(id: unknown): Promise<{ contentType: unknown; width: unknown; height: unknown; decoded: [number, number] }> {
  const [m] = await rows(sql`select content_type, width, height, bytes from media where id = ${id}`);
  const format = new Jimp({ width: 1, height: 1 }).formats.find((f) => f.mime === "image/jpeg")!;
  const decoded = (await format.decode!(Buffer.from(m.bytes as Uint8Array))) as { width: number; height: number };
  return { contentType: m.content_type, width: m.width, height: m.height, decoded: [decoded.width, decoded.height] };
}

beforeAll(async () => {
  // A database at 0012 with an uploaded photo (four JPEG renditions) and a generated SVG cover.
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const old = await PGlite.create({ dataDir });
  const db = drizzle(old);
  await migrate(db, { migrationsFolder: migrationsUpTo0012("migrations-0012") });
  await seedTwoOffers(db);
  await old.close();

  // The app opens it and applies 0013.
  client = await import("@/lib/db/client");
  renditions = await import("@/lib/supplier-offers/image-renditions");
  backfill = await import("@/lib/supplier-offers/image-backfill");
  const offers = await rows(sql`select id, uid from offers order by uid`);
  const id = (uid: string) => Number(offers.find((o) => o.uid === uid)!.id);
  ids = { photo: id("photooffer"), cover: id("coveroffer") };
});

afterAll(async () => {
  await renditions?.renditionPool.stop();
  await client?.closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  expired.length = 0;
});

describe("image16x9_small and image16x9_medium for images uploaded before migration 0013", () => {
  it("the migration adds both columns, empty, and enqueues one backfill job: for the uploaded photo, not the SVG cover", async () => {
    expect(await rows(sql`select uid, image16x9_small, image16x9_medium from offers order by uid`)).toEqual([
      { uid: "coveroffer", image16x9_small: null, image16x9_medium: null },
      { uid: "photooffer", image16x9_small: null, image16x9_medium: null },
    ]);
    const jobs = await rows(sql`select kind, payload, status from jobs`);
    expect(jobs).toEqual([{ kind: backfill.COPIES_JOB, payload: { offerId: ids.photo }, status: "queued" }]);
  });

  it("the job queue runs it: a 640 x 360 and a 960 x 540 JPEG cut from the 1280 x 720 one, the offer's reads expired", async () => {
    const { runDueJobs } = await import("@/lib/jobs/runner");
    expect(await runDueJobs()).toBe(1);
    expect(await rows(sql`select status, attempts, last_error from jobs`)).toEqual([{ status: "done", attempts: 1, last_error: null }]);
    const [offer] = await rows(sql`select image16x9, image16x9_small, image16x9_medium from offers where uid = 'photooffer'`);
    expect(offer.image16x9).toBe("photo16x9");
    expect(offer.image16x9_small).toMatch(/^[0-9a-f]{24}$/);
    expect(offer.image16x9_medium).toMatch(/^[0-9a-f]{24}$/);
    expect(offer.image16x9_medium).not.toBe(offer.image16x9_small);
    expect(await stored(offer.image16x9_small)).toEqual({ contentType: "image/jpeg", width: 640, height: 360, decoded: [640, 360] });
    expect(await stored(offer.image16x9_medium)).toEqual({ contentType: "image/jpeg", width: 960, height: 540, decoded: [960, 540] });
    expect(expired).toEqual(expect.arrayContaining(["catalogue:offer:photooffer", "catalogue:product:linux-vps", "catalogue:offers"]));

    // The public reads carry them: the page's srcset and the API's image16x9_small and image16x9_medium.
    const { getOffer } = await import("@/lib/catalogue/queries");
    const { toOfferDto } = await import("@/lib/catalogue/api-views");
    const read = await getOffer("photooffer");
    expect(read?.media).toMatchObject({ image16x9: "photo16x9", image16x9Small: offer.image16x9_small, image16x9Medium: offer.image16x9_medium });
    expect(toOfferDto(read!, "en").media).toMatchObject({
      image16x9: "/api/media/photo16x9",
      image16x9_small: `/api/media/${String(offer.image16x9_small)}`,
      image16x9_medium: `/api/media/${String(offer.image16x9_medium)}`,
    });
    expect((await getOffer("coveroffer"))?.media).toMatchObject({ image16x9Small: null, image16x9Medium: null });
  });

  it("is idempotent: a second run, or a job for the SVG cover or an unknown offer, changes nothing", async () => {
    const before = await rows(sql`select id from media order by id`);
    const offer = await rows(sql`select image16x9_small, image16x9_medium from offers where uid = 'photooffer'`);
    const run = jest.spyOn(renditions.renditionPool, "run");
    try {
      expect(await backfill.backfillImage16x9Copies(ids.photo)).toBe("not_needed");
      expect(await backfill.backfillImage16x9Copies(ids.cover)).toBe("not_needed");
      expect(await backfill.backfillImage16x9Copies(999_999)).toBe("not_needed");
      expect(run).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
    }
    expect(await rows(sql`select id from media order by id`)).toEqual(before);
    expect(await rows(sql`select image16x9_small, image16x9_medium from offers where uid = 'photooffer'`)).toEqual(offer);
    expect(expired).toEqual([]);
  });

  it("a copy missing alone is made alone: the other is kept, not cut again", async () => {
    const [before] = await rows(sql`select image16x9_small, image16x9_medium from offers where uid = 'photooffer'`);
    await (await client.getDb()).execute(sql`update offers set image16x9_medium = null where uid = 'photooffer'`);
    await (await client.getDb()).execute(sql`delete from media where id = ${before.image16x9_medium}`);
    const count = await rows(sql`select count(*)::int as n from media`);
    const run = jest.spyOn(renditions.renditionPool, "run");
    try {
      expect(await backfill.backfillImage16x9Copies(ids.photo)).toBe("made");
      expect(run).toHaveBeenCalledTimes(1);
      expect(Object.keys(run.mock.calls[0][0].sizes)).toEqual(["image16x9Medium"]);
    } finally {
      run.mockRestore();
    }
    const [after] = await rows(sql`select image16x9_small, image16x9_medium from offers where uid = 'photooffer'`);
    expect(after.image16x9_small).toBe(before.image16x9_small);
    expect(after.image16x9_medium).toMatch(/^[0-9a-f]{24}$/);
    expect(after.image16x9_medium).not.toBe(before.image16x9_medium);
    expect(await stored(after.image16x9_medium)).toEqual({ contentType: "image/jpeg", width: 960, height: 540, decoded: [960, 540] });
    expect(await rows(sql`select count(*)::int as n from media`)).toEqual([{ n: Number(count[0].n) + 1 }]);
    expect(expired).toEqual(expect.arrayContaining(["catalogue:offer:photooffer"]));
  });

  it("an image replaced while its copies were being cut is left alone (the new upload has its own)", async () => {
    await (await client.getDb()).execute(sql`update offers set image16x9_small = null, image16x9_medium = null where uid = 'photooffer'`);
    const before = await rows(sql`select count(*)::int as n from media`);
    // While the worker cuts the copies, the supplier uploads another image.
    const pool = renditions.renditionPool;
    const run = pool.run.bind(pool);
    const make = jest.spyOn(pool, "run").mockImplementation(async (job) => {
      const made = await run(job);
      await (await client.getDb()).execute(sql`update offers set image16x9 = 'photo1x1' where uid = 'photooffer'`);
      return made;
    });
    try {
      expect(await backfill.backfillImage16x9Copies(ids.photo)).toBe("not_needed");
      expect(make).toHaveBeenCalledTimes(1);
    } finally {
      make.mockRestore();
    }
    expect(await rows(sql`select image16x9, image16x9_small, image16x9_medium from offers where uid = 'photooffer'`)).toEqual([
      { image16x9: "photo1x1", image16x9_small: null, image16x9_medium: null },
    ]);
    expect(await rows(sql`select count(*)::int as n from media`)).toEqual(before);
    expect(expired).toEqual([]);
  });
});

describe("a database that applied the first version of migration 0013 (image16x9_small alone)", () => {
  it("applies the amended 0013 again: the missing column is added, the copies it has are kept, one job for what is missing", async () => {
    const journal = JSON.parse(readFileSync(path.join(migrations, "meta/_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] };
    expect(journal.entries.find((e) => e.tag === "0013_offer_image_small")!.when).toBeGreaterThan(FIRST_0013.when);
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const pg = await PGlite.create();
    try {
      const db = drizzle(pg);
      const all = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
      await migrate(db, { migrationsFolder: migrationsUpTo0012("migrations-0012-again") });
      await seedTwoOffers(db);
      await migrate(db, { migrationsFolder: migrationsUpTo0012("migrations-first-0013", true) });
      // Its job ran: the photo got its small copy.
      expect(await all(sql`select kind from jobs`)).toEqual([{ kind: "offer_image.image16x9_small" }]);
      await db.execute(sql`insert into media (id, content_type, bytes, width, height) values ('photosmall', 'image/jpeg', ${await jpeg(640, 360)}, 640, 360)`);
      await db.execute(sql`update offers set image16x9_small = 'photosmall' where uid = 'photooffer'`);
      await db.execute(sql`update jobs set status = 'done'`);

      await migrate(db, { migrationsFolder: migrations });
      expect(await all(sql`select uid, image16x9_small, image16x9_medium from offers order by uid`)).toEqual([
        { uid: "coveroffer", image16x9_small: null, image16x9_medium: null },
        { uid: "photooffer", image16x9_small: "photosmall", image16x9_medium: null },
      ]);
      const [photo] = await all(sql`select id from offers where uid = 'photooffer'`);
      expect(await all(sql`select kind, payload, status from jobs order by id`)).toEqual([
        { kind: "offer_image.image16x9_small", payload: { offerId: Number(photo.id) }, status: "done" },
        { kind: backfill.COPIES_JOB, payload: { offerId: Number(photo.id) }, status: "queued" },
      ]);
      expect(await all(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toEqual([{ n: journal.entries.length + 1 }]);
    } finally {
      await pg.close();
    }
  });
});
