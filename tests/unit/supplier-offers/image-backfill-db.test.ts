/**
 * The 640 x 360 rendition for photos uploaded before it existed (issue 13), against a real embedded
 * PGlite upgraded the way a deployment is: a database at migration 0012 holding an offer with an
 * uploaded photo and one with the generated SVG cover is opened by the app, which applies 0013. The
 * migration enqueues one backfill job, for the photo only; the job queue runs it and the offer gets a
 * 640 x 360 JPEG cut from its 1280 x 720 one, its cache tags expired; running it again, or for the
 * SVG cover, changes nothing; an image replaced while the copy was being cut is left alone.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { Jimp } from "jimp";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "marketplace-unit-image-backfill-"));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
process.env.AUTH_SECRET = "unit-test-auth-secret-0123456789abcdef";

const expired: string[] = [];
jest.mock("@electric-sql/pglite", () => jest.requireActual<typeof import("../../support/jest-pglite")>("../../support/jest-pglite").realPglite());
// "use cache" is a plain string outside Next; its helpers are no-ops here, and expiries are recorded.
jest.mock("next/cache", () => ({ cacheLife: () => {}, cacheTag: () => {}, revalidateTag: (tag: string) => void expired.push(tag) }));
jest.mock("jose", () => ({ SignJWT: class {}, jwtVerify: () => Promise.reject(new Error("not in this test")) }));

jest.setTimeout(120_000);

const migrations = path.join(process.cwd(), "lib/db/migrations");
type Row = Record<string, unknown>;

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

/** Migrations 0000–0012 only, in a folder of their own, as a deployment before this change had them. */
function migrationsUpTo0012(): string {
  const folder = path.join(dataDir, "migrations-0012");
  mkdirSync(path.join(folder, "meta"), { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(migrations, "meta/_journal.json"), "utf8")) as { entries: { idx: number; tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= 12);
  expect(journal.entries.at(-1)?.tag).toBe("0012_support_requests");
  for (const e of journal.entries) copyFileSync(path.join(migrations, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify(journal));
  return folder;
}

const rows = async (query: ReturnType<typeof sql>): Promise<Row[]> => {
  const result = (await (await client.getDb()).execute(query)) as unknown as { rows: Row[] } | Row[];
  return Array.isArray(result) ? result : result.rows;
};

beforeAll(async () => {
  // A database at 0012 with an uploaded photo (four JPEG renditions) and a generated SVG cover.
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const old = await PGlite.create({ dataDir });
  const db = drizzle(old);
  await migrate(db, { migrationsFolder: migrationsUpTo0012() });
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

describe("image16x9_small for images uploaded before migration 0013", () => {
  it("the migration adds the column, empty, and enqueues one backfill job: for the uploaded photo, not the SVG cover", async () => {
    expect(await rows(sql`select uid, image16x9_small from offers order by uid`)).toEqual([
      { uid: "coveroffer", image16x9_small: null },
      { uid: "photooffer", image16x9_small: null },
    ]);
    const jobs = await rows(sql`select kind, payload, status from jobs`);
    expect(jobs).toEqual([{ kind: backfill.SMALL_RENDITION_JOB, payload: { offerId: ids.photo }, status: "queued" }]);
  });

  it("the job queue runs it: a 640 x 360 JPEG cut from the 1280 x 720 one, the offer's reads expired", async () => {
    const { runDueJobs } = await import("@/lib/jobs/queue");
    expect(await runDueJobs()).toBe(1);
    expect(await rows(sql`select status, attempts, last_error from jobs`)).toEqual([{ status: "done", attempts: 1, last_error: null }]);
    const [offer] = await rows(sql`select image16x9, image16x9_small from offers where uid = 'photooffer'`);
    expect(offer.image16x9).toBe("photo16x9");
    expect(offer.image16x9_small).toMatch(/^[0-9a-f]{24}$/);
    const [small] = await rows(sql`select content_type, width, height, bytes from media where id = ${offer.image16x9_small}`);
    expect([small.content_type, small.width, small.height]).toEqual(["image/jpeg", 640, 360]);
    const format = new Jimp({ width: 1, height: 1 }).formats.find((f) => f.mime === "image/jpeg")!;
    const decoded = (await format.decode!(Buffer.from(small.bytes as Uint8Array))) as { width: number; height: number };
    expect([decoded.width, decoded.height]).toEqual([640, 360]);
    expect(expired).toEqual(expect.arrayContaining(["catalogue:offer:photooffer", "catalogue:product:linux-vps", "catalogue:offers"]));

    // The public reads carry it: the page's srcset and the API's image16x9_small.
    const { getOffer } = await import("@/lib/catalogue/queries");
    const { toOfferDto } = await import("@/lib/catalogue/api-views");
    const read = await getOffer("photooffer");
    expect(read?.media).toMatchObject({ image16x9: "photo16x9", image16x9Small: offer.image16x9_small });
    expect(toOfferDto(read!, "en").media).toMatchObject({ image16x9: "/api/media/photo16x9", image16x9_small: `/api/media/${String(offer.image16x9_small)}` });
    expect((await getOffer("coveroffer"))?.media.image16x9Small).toBeNull();
  });

  it("is idempotent: a second run, or a job for the SVG cover or an unknown offer, changes nothing", async () => {
    const before = await rows(sql`select id from media order by id`);
    expect(await backfill.backfillSmallRendition(ids.photo)).toBe("not_needed");
    expect(await backfill.backfillSmallRendition(ids.cover)).toBe("not_needed");
    expect(await backfill.backfillSmallRendition(999_999)).toBe("not_needed");
    expect(await rows(sql`select id from media order by id`)).toEqual(before);
    expect(expired).toEqual([]);
  });

  it("an image replaced while its copy was being cut is left alone (the new upload has its own)", async () => {
    await (await client.getDb()).execute(sql`update offers set image16x9_small = null where uid = 'photooffer'`);
    const before = await rows(sql`select count(*)::int as n from media`);
    // While the worker cuts the copy, the supplier uploads another image.
    const pool = renditions.renditionPool;
    const run = pool.run.bind(pool);
    const make = jest.spyOn(pool, "run").mockImplementation(async (job) => {
      const made = await run(job);
      await (await client.getDb()).execute(sql`update offers set image16x9 = 'photo1x1' where uid = 'photooffer'`);
      return made;
    });
    try {
      expect(await backfill.backfillSmallRendition(ids.photo)).toBe("not_needed");
      expect(make).toHaveBeenCalledTimes(1);
    } finally {
      make.mockRestore();
    }
    expect(await rows(sql`select image16x9, image16x9_small from offers where uid = 'photooffer'`)).toEqual([{ image16x9: "photo1x1", image16x9_small: null }]);
    expect(await rows(sql`select count(*)::int as n from media`)).toEqual(before);
  });
});
