/**
 * Staff catalogue upkeep (lib/catalogue-staff/service.ts) against a real embedded PGlite with a
 * seeded catalogue: products, options in the cart's shape, categories and data centers are written;
 * taken slugs and keys answer 422 at the field and unknown ids 404; every write expires its cache
 * tags; an inactive product's offers leave the public reads (getOffer, the unfiltered listing,
 * product options) and its options reach the cart's configuration fields.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ApiError } from "@/lib/api/errors";
import type { StaffCaller } from "@/lib/auth/caller";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "marketplace-unit-catalogue-staff-"));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
process.env.AUTH_SECRET = "unit-test-auth-secret-0123456789abcdef";

const expired: string[] = [];
/** The staff lib functions only check the caller's staff flag. */
const staff = { user: { isStaff: true }, session: {} } as unknown as StaffCaller;
jest.mock("@electric-sql/pglite", () => jest.requireActual<typeof import("../../support/jest-pglite")>("../../support/jest-pglite").realPglite());
// "use cache" is a plain string outside Next; its helpers are no-ops here, and expiries are recorded.
jest.mock("next/cache", () => ({ cacheLife: () => {}, cacheTag: () => {}, revalidateTag: () => {} }));
// Which tags a write expires (outside a request lib/cache/expire.ts has no cache to tell).
jest.mock("@/lib/cache/expire", () => ({ expireTags: (list: Iterable<string>) => void expired.push(...new Set(list)) }));
jest.mock("jose", () => ({ SignJWT: class {}, jwtVerify: () => Promise.reject(new Error("not in this test")) }));

type Client = typeof import("@/lib/db/client");
let client: Client;
let service: typeof import("@/lib/catalogue-staff/service");
let queries: typeof import("@/lib/catalogue/queries");
let options: typeof import("@/lib/catalogue/product-options");
let articles: typeof import("@/lib/articles/staff");

beforeAll(async () => {
  client = await import("@/lib/db/client");
  service = await import("@/lib/catalogue-staff/service");
  queries = await import("@/lib/catalogue/queries");
  options = await import("@/lib/catalogue/product-options");
  articles = await import("@/lib/articles/staff");
  const { seedDatabase } = await import("@/lib/db/seed/seed");
  await seedDatabase(await client.getDb(), { offers: 200, force: true });
}, 180_000);

afterAll(async () => {
  await client?.closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  expired.length = 0;
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected an ApiError");
}

const name = { en: "Test VPS", ru: "Тестовый VPS" };

it("lists every product with counts, filtered by text, category and activity", async () => {
  const all = await service.listStaffProducts(staff, { is_active: "all", page: 1, size: 100 });
  const vps = all.items.find((p) => p.slug === "linux-vps")!;
  expect(vps.options_count).toBeGreaterThan(0);
  expect(vps.offers_count).toBeGreaterThan(0);
  const found = await service.listStaffProducts(staff, { q: "linux", is_active: "all", page: 1, size: 100 });
  expect(found.items.every((p) => p.slug.includes("linux") || /linux/i.test(p.name.en + p.name.ru))).toBe(true);
  const escaped = await service.listStaffProducts(staff, { q: "%", is_active: "all", page: 1, size: 100 });
  expect(escaped.total).toBe(0);
  const inCategory = await service.listStaffProducts(staff, { category: vps.category.slug, is_active: "true", page: 1, size: 100 });
  expect(inCategory.items.every((p) => p.category.slug === vps.category.slug && p.is_active)).toBe(true);
});

it("creates and updates a product; a taken slug or unknown category answers 422 at the field, an unknown id 404", async () => {
  const vps = (await service.listStaffProducts(staff, { q: "linux-vps", is_active: "all", page: 1, size: 10 })).items.find((p) => p.slug === "linux-vps")!;
  const created = await service.createProduct(staff, { slug: "unit-vps", category: vps.category.slug, name, description: { en: "", ru: "" }, is_active: true, position: 3 }, "en");
  expect(created).toMatchObject({ slug: "unit-vps", is_active: true, position: 3, options: [], offers_count: 0 });
  expect(expired).toEqual(expect.arrayContaining(["catalogue:product:unit-vps", `catalogue:category:${vps.category.slug}`, "catalogue:categories", "catalogue"]));

  const taken = await failure(service.createProduct(staff, { slug: "linux-vps", category: vps.category.slug, name, description: { en: "", ru: "" }, is_active: true, position: 0 }, "ru"));
  expect(taken.status).toBe(422);
  expect(taken.detail).toEqual([{ loc: ["body", "slug"], msg: "Слаг «linux-vps» уже занят другим продуктом", type: "unique" }]);
  const unknown = await failure(service.createProduct(staff, { slug: "unit-x", category: "no-such", name, description: { en: "", ru: "" }, is_active: true, position: 0 }, "en"));
  expect(unknown.detail).toEqual([expect.objectContaining({ loc: ["body", "category"] })]);

  expired.length = 0;
  const renamed = await service.updateProduct(staff, created.id, { slug: "unit-vps-2", name: { en: "Renamed", ru: "Переименован" } }, "en");
  expect(renamed).toMatchObject({ slug: "unit-vps-2", name: { en: "Renamed", ru: "Переименован" } });
  expect(expired).toEqual(expect.arrayContaining(["catalogue:product:unit-vps", "catalogue:product:unit-vps-2"]));
  expect((await failure(service.updateProduct(staff, created.id, { slug: "linux-vps" }, "en"))).status).toBe(422);
  expect((await failure(service.updateProduct(staff, 999_999_999, { is_active: false }, "en"))).status).toBe(404);
  expect((await failure(service.getStaffProduct(staff, 999_999_999, "en"))).status).toBe(404);
});

it("keeps options in the cart's shape, unique per product, and expires the product's reads", async () => {
  const vps = (await service.listStaffProducts(staff, { q: "linux-vps", is_active: "all", page: 1, size: 10 })).items.find((p) => p.slug === "linux-vps")!;
  const before = await service.listOptions(staff, vps.id, "en");
  const values = [
    { value: "daily", label: { en: "Daily", ru: "Ежедневно" }, price_cents: 500 },
    { value: "none", label: { en: "None", ru: "Нет" }, price_cents: 0 },
  ];
  const created = await service.createOption(staff, vps.id, { key: "unit_backup", name: { en: "Backups", ru: "Резервные копии" }, required: true, values }, "en");
  expect(created).toMatchObject({ key: "unit_backup", kind: "select", required: true, values, position: Math.max(...before.items.map((o) => o.position)) + 1 });
  expect(expired).toEqual(expect.arrayContaining(["catalogue:product:linux-vps", `catalogue:category:${vps.category.slug}`]));
  const publicOptions = await options.getProductOptions(vps.category.slug, "linux-vps");
  expect(publicOptions?.find((o) => o.key === "unit_backup")).toEqual({ key: "unit_backup", name: created.name, kind: "select", required: true, values });

  const dupe = await failure(service.createOption(staff, vps.id, { key: before.items[0].key, name, required: true, values }, "en"));
  expect(dupe.detail).toEqual([expect.objectContaining({ loc: ["body", "key"], type: "unique" })]);
  expect((await failure(service.updateOption(staff, vps.id, "unit_backup", { key: before.items[0].key }, "en"))).status).toBe(422);

  const updated = await service.updateOption(staff, vps.id, "unit_backup", { required: false, values: values.slice(0, 1) }, "en");
  expect(updated).toMatchObject({ required: false, values: values.slice(0, 1) });
  expect((await failure(service.updateOption(staff, vps.id, "nope", { required: true }, "en"))).status).toBe(404);
  expect(await service.deleteOption(staff, vps.id, "unit_backup", "en")).toEqual({ key: "unit_backup" });
  expect((await failure(service.deleteOption(staff, vps.id, "unit_backup", "en"))).status).toBe(404);
  expect((await failure(service.listOptions(staff, 999_999_999, "en"))).status).toBe(404);
});

it("an inactive product's offers leave the public reads, and come back with it", async () => {
  const page = await queries.listOffers({ productSlug: "linux-vps", page: 1, size: 1, sort: "price_asc", facets: {} });
  const offer = page.items[0];
  const vps = (await service.listStaffProducts(staff, { q: "linux-vps", is_active: "all", page: 1, size: 10 })).items.find((p) => p.slug === "linux-vps")!;
  const everything = await queries.listOffers({ page: 1, size: 1, sort: "price_asc", facets: {} });

  await service.updateProduct(staff, vps.id, { is_active: false }, "en");
  expect(await queries.getOffer(offer.uid)).toBeNull();
  expect(await options.getProductOptions(vps.category.slug, "linux-vps")).toBeNull();
  expect((await queries.getProduct(vps.category.slug, "linux-vps"))).toBeNull();
  const without = await queries.listOffers({ page: 1, size: 1, sort: "price_asc", facets: {} });
  expect(without.total).toBe(everything.total - vps.offers_count + (await countHidden(vps.id)));
  expect((await queries.getCatalogueStats()).offerCount).toBe(without.total);

  await service.updateProduct(staff, vps.id, { is_active: true }, "en");
  expect((await queries.getOffer(offer.uid))?.uid).toBe(offer.uid);
  expect((await queries.listOffers({ page: 1, size: 1, sort: "price_asc", facets: {} })).total).toBe(everything.total);
});

/** Offers of the product that were not public anyway (they were never in the listing). */
async function countHidden(productId: number): Promise<number> {
  const { offers } = await import("@/lib/db/schema");
  const { and, count, eq, ne } = await import("drizzle-orm");
  const db = await client.getDb();
  const [{ n }] = await db.select({ n: count() }).from(offers).where(and(eq(offers.productId, productId), ne(offers.status, "public")));
  return Number(n);
}

it("creates and updates categories and data centers", async () => {
  const category = await service.createCategory(staff, { slug: "unit-category", name, description: { en: "", ru: "" }, position: 7 }, "en");
  expect(category).toMatchObject({ slug: "unit-category", products_count: 0, position: 7 });
  expect((await failure(service.createCategory(staff, { slug: "unit-category", name, description: { en: "", ru: "" }, position: 0 }, "en"))).status).toBe(422);
  expect(await service.updateCategory(staff, category.id, { position: 8 }, "en")).toMatchObject({ position: 8 });
  expect((await failure(service.updateCategory(staff, 999_999_999, { position: 8 }, "en"))).status).toBe(404);
  expect(expired).toEqual(expect.arrayContaining(["catalogue:category:unit-category", "catalogue:categories"]));

  const dc = await service.createDataCenter(staff, { name: "Unit DC", country: "DE", city: "Berlin", tier: 3 });
  expect(dc).toMatchObject({ name: "Unit DC", country: "DE", offers_count: 0 });
  expect(await service.updateDataCenter(staff, dc.uid, { tier: 4 }, "en")).toMatchObject({ tier: 4 });
  expect((await failure(service.updateDataCenter(staff, "nosuch", { tier: 4 }, "en"))).status).toBe(404);
  const listed = await service.listStaffDataCenters(staff, { q: "unit dc", page: 1, size: 10 });
  expect(listed.items.map((d) => d.uid)).toEqual([dc.uid]);
  expect(expired).toEqual(expect.arrayContaining(["catalogue:data-centers"]));
});

it("creates and updates articles, expiring the lists and the article's page", async () => {
  const body = { en: "## Hello\n\nText", ru: "## Привет\n\nТекст" };
  const created = await articles.createArticle(staff, { slug: "unit-article", title: name, excerpt: name, body, published_at: "2026-03-01T09:00:00Z" }, "en");
  expect(created).toMatchObject({ slug: "unit-article", body, published_at: "2026-03-01T09:00:00.000Z" });
  expect(expired).toEqual(expect.arrayContaining(["articles", "articles:unit-article"]));
  expect((await failure(articles.createArticle(staff, { slug: "unit-article", title: name, excerpt: name, body }, "en"))).status).toBe(422);
  const updated = await articles.updateArticle(staff, created.id, { slug: "unit-article-2" }, "en");
  expect(updated.slug).toBe("unit-article-2");
  expect(expired).toEqual(expect.arrayContaining(["articles:unit-article-2"]));
  expect((await articles.listStaffArticles(staff, 1, 100)).items.some((a) => a.slug === "unit-article-2")).toBe(true);
  expect((await failure(articles.getStaffArticle(staff, 999_999_999, "en"))).status).toBe(404);
});

it("a required option staff add reaches a cart at once: listed, and the item invalid until configured", async () => {
  const cart = await import("@/lib/cart/service");
  const { users, offers } = await import("@/lib/db/schema");
  const db = await client.getDb();
  const [user] = await db.insert(users).values({ uid: "unitbuyer0000000000000001", email: "unit-buyer@example.test" }).returning();
  const caller = { user, session: {} } as unknown as Parameters<typeof cart.addToCart>[0];
  const vps = (await service.listStaffProducts(staff, { q: "linux-vps", is_active: "all", page: 1, size: 10 })).items.find((p) => p.slug === "linux-vps")!;
  const product = await service.createProduct(staff, { slug: "unit-cart-vps", category: vps.category.slug, name, description: { en: "", ru: "" }, is_active: true, position: 0 }, "en");
  const { eq } = await import("drizzle-orm");
  const [source] = await db.select().from(offers).where(eq(offers.productId, vps.id)).limit(1);
  const { id: _id, uid: _uid, monthlyPriceCents: _m, gpuHourPriceCents: _g, vcpuMonthPriceCents: _v, ramGbMonthPriceCents: _r, ...copy } = source;
  await db.insert(offers).values({ ...copy, uid: "unitcartoffer00000000001", productId: product.id, status: "public", availability: "in_stock", stock: 10, billingPeriod: "month" });

  const added = await cart.addToCart(caller, "unitcartoffer00000000001", 1, "en");
  expect(added.ok).toBe(true);
  const itemUid = added.ok ? added.data.item.id : "";
  await cart.configureCartItem(caller, itemUid, { values: { hostname: "node-1.example.com" } }, "en");
  expect((await cart.cartValidity(caller, "en")).valid).toBe(true);

  await service.createOption(staff, product.id, { key: "backup", name: { en: "Backups", ru: "Резервные копии" }, required: true, values: [{ value: "daily", label: { en: "Daily", ru: "Ежедневно" }, price_cents: 500 }] }, "en");
  const listed = await cart.listCart(caller, "en", 1, 10);
  expect(listed.items[0].fields.map((f: { key: string }) => f.key)).toContain("backup");
  const invalid = await cart.cartValidity(caller, "en");
  expect(invalid.valid).toBe(false);
  expect(invalid.items[0].instances[0].errors.map((e) => e.field)).toEqual(["backup"]);
  await cart.configureCartItem(caller, itemUid, { values: { backup: "daily" } }, "en");
  expect((await cart.cartValidity(caller, "en")).valid).toBe(true);

  await service.updateProduct(staff, product.id, { is_active: false }, "en");
  const hidden = await cart.cartValidity(caller, "en");
  expect(hidden.items[0].issues.map((i) => i.code)).toEqual(["offer_hidden"]);
  const again = await cart.addToCart(caller, "unitcartoffer00000000001", 1, "en");
  expect(again.ok ? null : again.status).toBe(409);
});

test("staff functions refuse a caller who is not staff, whatever let them through", async () => {
  const buyer = { user: { isStaff: false }, session: {} } as unknown as StaffCaller;
  await expect(service.listStaffCategories(buyer)).rejects.toThrow(/not staff/);
  await expect(service.createDataCenter(buyer, { name: "X", country: "DE", city: "Berlin", tier: 3 })).rejects.toThrow(/not staff/);
  const articles = await import("@/lib/articles/staff");
  await expect(articles.listStaffArticles(buyer, 1, 10)).rejects.toThrow(/not staff/);
});
