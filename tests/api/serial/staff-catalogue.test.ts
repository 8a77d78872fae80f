/**
 * Staff upkeep of the catalogue over HTTP (lib/catalogue-staff): the route × role matrix of every
 * /api/staff/catalogue route (guest 401, buyer and supplier owner 403, staff 2xx); validation texts
 * and 404s; a product option staff add shows in a buyer's cart at once and, being required, keeps
 * the item invalid until configured; an inactive product's listing and offer pages answer 404 and
 * leave the sitemap. Serial: it changes the catalogue.
 */
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { before, describe, it } from "node:test";
import { assertError, assertIssues, call, type Answer } from "../../support/api-client";
import { addToCart, configureAll, type CartItem } from "../../support/buying";
import { asBearer, signIn, withJson, type TestSession } from "../../support/session";

type StaffProduct = { id: number; slug: string; is_active: boolean; name: { en: string; ru: string }; category: { id: number; slug: string }; options: StaffOption[]; response_message?: string };
type StaffOption = { key: string; name: { en: string; ru: string }; required: boolean; values: { value: string; label: { en: string; ru: string }; price_cents: number }[]; position: number };
type Category = { slug: string; products: { slug: string }[] };

/** `no-cache`: past the front's 2-second micro-cache (ADR 0003); the app's own caches are what the writes expire. */
const fresh = { headers: { "cache-control": "no-cache" } };
const suffix = () => randomBytes(4).toString("hex");

/**
 * The category of the seeded linux-vps product (the supplier offer tests' product) and a supplier of
 * it: the last of its suppliers, as the supplier offer tests sign in the first ones (sign-in codes
 * are limited to 5 an hour per e-mail).
 */
async function vpsCategoryAndSupplier(): Promise<{ category: string; supplier: string }> {
  const cats = await call<Category[] | { items?: Category[]; categories?: Category[] }>("/api/catalog/categories");
  assert.equal(cats.status, 200, cats.text.slice(0, 300));
  const list: Category[] = Array.isArray(cats.body) ? cats.body : (cats.body.items ?? cats.body.categories ?? []);
  const category = list.find((c) => c.products.some((p) => p.slug === "linux-vps"))?.slug;
  assert.ok(category, "the category of linux-vps");
  const offers = await call<{ items: { supplier: { slug: string } }[] }>("/api/offers?product_slug=linux-vps&size=100");
  assert.equal(offers.status, 200, offers.text.slice(0, 300));
  const suppliers = [...new Set(offers.body.items.map((o) => o.supplier.slug))];
  assert.ok(suppliers.length > 0, "linux-vps has suppliers");
  return { category, supplier: suppliers.at(-1)! };
}

/** Staff and the supplier owner, signed in once for the whole file (the per-e-mail code limit). */
let shared: Promise<{ category: string; staff: TestSession; supplier: TestSession }> | null = null;
function sharedSessions() {
  shared ??= (async () => {
    const found = await vpsCategoryAndSupplier();
    return { category: found.category, staff: await signIn("staff@example.com"), supplier: await signIn(`owner@${found.supplier}.example.com`) };
  })();
  return shared;
}

const productBody = (category: string, extra: Record<string, unknown> = {}) => ({
  slug: `staff-test-${suffix()}`,
  category,
  name: { en: "Staff test VPS", ru: "Тестовый VPS" },
  ...extra,
});

const backupOption = {
  key: "backup",
  name: { en: "Backups", ru: "Резервные копии" },
  required: true,
  values: [
    { value: "daily", label: { en: "Daily", ru: "Ежедневно" }, price_cents: 500 },
    { value: "weekly", label: { en: "Weekly", ru: "Еженедельно" }, price_cents: 0 },
  ],
};

const offerBody = (product: string) => ({
  product_slug: product,
  name: `Staff test offer ${suffix()}`,
  price_cents: 1000,
  billing_period: "month",
  country: "DE",
  stock: 20,
  delivery_minutes: 30,
  attributes: { cpu_cores: 4, ram_gb: 8, disk_type: "NVMe", disk_size_gb: 160, bandwidth_gbps: 1 },
});

/** Every page path of the sitemap (the index, then each part). */
async function sitemapPaths(): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const index = await call<string>("/sitemap.xml", fresh);
  assert.equal(index.status, 200, index.text.slice(0, 200));
  const out: string[] = [];
  for (const part of locs(index.text)) {
    const answer = await call<string>(part, fresh);
    assert.equal(answer.status, 200, `${part}: ${answer.text.slice(0, 200)}`);
    out.push(...locs(answer.text));
  }
  return out;
}

describe("staff catalogue: route × role", () => {
  type Who = "guest" | "buyer" | "supplier" | "staff";
  const sessions = {} as Record<Exclude<Who, "guest">, TestSession>;
  let category = "";

  before(async () => {
    const found = await sharedSessions();
    category = found.category;
    sessions.staff = found.staff;
    sessions.supplier = found.supplier;
    sessions.buyer = await signIn();
  });

  async function asGuest(init: RequestInit): Promise<RequestInit> {
    const csrf = await call<{ csrf_token: string }>("/api/users/access/csrf");
    const cookie = csrf.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    return { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: cookie, "X-CSRF-Token": csrf.body.csrf_token } };
  }
  const ask = async (who: Who, path: string, init: RequestInit = {}): Promise<Answer> => (who === "guest" ? call(path, await asGuest(init)) : call(path, asBearer(sessions[who], init)));

  /** Guests 401, signed-in people without the staff flag 403 (nothing written), staff `ok`. */
  async function matrix(label: string, path: () => string, init: () => RequestInit, ok: number): Promise<Answer> {
    for (const who of ["guest", "buyer", "supplier"] as const) {
      const answer = await ask(who, path(), init());
      assertError(answer, who === "guest" ? 401 : 403, `${label} as ${who}`);
      if (who !== "guest") assert.equal((answer.body as { detail: { code: string } }).detail.code, "staff_only", `${label} as ${who}`);
    }
    const answer = await ask("staff", path(), init());
    assert.equal(answer.status, ok, `${label} as staff: ${answer.text.slice(0, 300)}`);
    assert.match(answer.headers.get("cache-control") ?? "", /private, no-store/, `${label}: private answer`);
    return answer;
  }

  it("products and their options", async () => {
    const list = await matrix("GET products", () => "/api/staff/catalogue/products?is_active=all&size=100", () => ({}), 200);
    assert.ok((list.body as { items: StaffProduct[] }).items.some((p) => p.slug === "linux-vps"));

    const body = productBody(category);
    const created = await matrix("POST product", () => "/api/staff/catalogue/products", () => withJson("POST", body), 201);
    const product = created.body as StaffProduct;
    assert.equal(product.slug, body.slug);
    assert.equal(product.is_active, true);
    assert.equal(product.category.slug, category);
    assert.deepEqual(product.options, []);
    assert.ok(product.response_message);
    const base = `/api/staff/catalogue/products/${product.id}`;

    await matrix("GET product", () => base, () => ({}), 200);
    const patched = await matrix("PATCH product", () => base, () => withJson("PATCH", { name: { en: "Renamed VPS", ru: "Переименованный VPS" } }), 200);
    assert.equal((patched.body as StaffProduct).name.en, "Renamed VPS");

    await matrix("GET options", () => `${base}/options`, () => ({}), 200);
    const option = await matrix("POST option", () => `${base}/options`, () => withJson("POST", backupOption), 201);
    assert.deepEqual((option.body as StaffOption).values, backupOption.values);
    const changed = await matrix("PATCH option", () => `${base}/options/backup`, () => withJson("PATCH", { required: false }), 200);
    assert.equal((changed.body as StaffOption).required, false);
    const publicOptions = await call<{ key: string }[] | { items: { key: string }[] }>(`/api/catalog/categories/product-options?category_slug=${category}&product_slug=${product.slug}`, fresh);
    assert.equal(publicOptions.status, 200, publicOptions.text.slice(0, 300));
    assert.match(publicOptions.text, /"backup"/, "the public product options list it at once");
    await matrix("DELETE option", () => `${base}/options/backup`, () => ({ method: "DELETE" }), 200);
    assertError(await ask("staff", `${base}/options/backup`, { method: "DELETE" }), 404, "deleted twice");

    // Out of the catalogue again, so later tests see the seeded catalogue only.
    await matrix("PATCH product inactive", () => base, () => withJson("PATCH", { is_active: false }), 200);
  });

  it("categories", async () => {
    await matrix("GET categories", () => "/api/staff/catalogue/categories", () => ({}), 200);
    const slug = `staff-cat-${suffix()}`;
    const created = await matrix("POST category", () => "/api/staff/catalogue/categories", () => withJson("POST", { slug, name: { en: "Test category", ru: "Тестовая категория" } }), 201);
    const id = (created.body as { id: number }).id;
    const patched = await matrix("PATCH category", () => `/api/staff/catalogue/categories/${id}`, () => withJson("PATCH", { position: 99 }), 200);
    assert.equal((patched.body as { position: number }).position, 99);
    const taken = assertIssues(await ask("staff", "/api/staff/catalogue/categories", withJson("POST", { slug, name: { en: "Again", ru: "Снова" } })), "slug taken");
    assert.deepEqual(taken[0].loc, ["body", "slug"]);
    const reserved = assertIssues(await ask("staff", "/api/staff/catalogue/categories", withJson("POST", { slug: "staff", name: { en: "Staff", ru: "Персонал" } })), "reserved slug");
    assert.match(reserved[0].msg, /fixed page/);
    assertError(await ask("staff", "/api/staff/catalogue/categories/999999999", withJson("PATCH", { position: 1 })), 404, "unknown category");
  });

  it("data centers", async () => {
    await matrix("GET data centers", () => "/api/staff/catalogue/data-centers", () => ({}), 200);
    const created = await matrix("POST data center", () => "/api/staff/catalogue/data-centers", () => withJson("POST", { name: `Test DC ${suffix()}`, country: "DE", city: "Frankfurt", tier: 3 }), 201);
    const uid = (created.body as { uid: string }).uid;
    const patched = await matrix("PATCH data center", () => `/api/staff/catalogue/data-centers/${uid}`, () => withJson("PATCH", { tier: 4 }), 200);
    assert.equal((patched.body as { tier: number }).tier, 4);
    const bad = assertIssues(await ask("staff", "/api/staff/catalogue/data-centers", withJson("POST", { name: "X", country: "XX", city: "", tier: 9 })), "bad data center");
    assert.deepEqual(bad.map((i) => i.loc[1]).sort(), ["city", "country", "tier"]);
    assertError(await ask("staff", `/api/staff/catalogue/data-centers/${"f".repeat(24)}`, withJson("PATCH", { tier: 2 })), 404, "unknown data center");
  });

  it("articles: Markdown bodies in both languages, rendered safely", async () => {
    await matrix("GET articles", () => "/api/staff/articles", () => ({}), 200);
    const slug = `staff-article-${suffix()}`;
    const body = {
      slug,
      title: { en: "Staff test article", ru: "Тестовая статья" },
      excerpt: { en: "What staff wrote", ru: "Что написал персонал" },
      body: {
        en: "## Why\n\nSome **bold** text <script>alert(1)</script> and [a bad link](javascript:alert(1)) and [a good one](https://example.com/x).\n\n- one\n- two",
        ru: "## Зачем\n\n**Жирный** текст.",
      },
    };
    const created = await matrix("POST article", () => "/api/staff/articles", () => withJson("POST", body), 201);
    const id = (created.body as { id: number }).id;
    await matrix("GET article", () => `/api/staff/articles/${id}`, () => ({}), 200);
    await matrix("PATCH article", () => `/api/staff/articles/${id}`, () => withJson("PATCH", { excerpt: { en: "Changed excerpt", ru: "Новая аннотация" } }), 200);
    const page = await call(`/articles/${slug}`, fresh);
    assert.equal(page.status, 200, page.text.slice(0, 300));
    assert.match(page.text, /<h3[^>]*>Why<\/h3>/, "## is an h3: the article title is the page's h1 (ADR 0012)");
    assert.match(page.text, /<strong>bold<\/strong>/);
    assert.match(page.text, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/, "raw HTML shows as text");
    assert.doesNotMatch(page.text, /href="javascript:/i, "no javascript: link");
    assert.match(page.text, /href="https:\/\/example.com\/x"/);
    assert.match(page.text, /<li>one<\/li>/);
    assert.match(page.text, /Changed excerpt/);
    const ru = await call(`/ru/articles/${slug}`, fresh);
    assert.match(ru.text, /<strong>Жирный<\/strong>/);
    assert.ok((await sitemapPaths()).includes(`/articles/${slug}`), "in the sitemap at once");
    const taken = assertIssues(await ask("staff", "/api/staff/articles", withJson("POST", body)), "slug taken");
    assert.deepEqual(taken[0].loc, ["body", "slug"]);
    const bad = assertIssues(await ask("staff", "/api/staff/articles", withJson("POST", { slug: "x", title: { en: "", ru: "y" }, excerpt: { en: "a", ru: "b" }, body: { en: "c" }, published_at: "yesterday" })), "bad article");
    assert.deepEqual(bad.map((i) => i.loc.slice(1).join(".")).sort(), ["body.ru", "published_at", "title.en"]);
    assertError(await ask("staff", "/api/staff/articles/999999999"), 404, "unknown article");
  });

  it("answers 404 for unknown ids, 422 with clear texts, 405 for other methods", async () => {
    for (const path of ["/api/staff/catalogue/products/999999999", "/api/staff/catalogue/products/abc", "/api/staff/catalogue/products/999999999/options"]) {
      assertError(await ask("staff", path), 404, path);
    }
    assertError(await ask("staff", "/api/staff/catalogue/products/999999999", withJson("PATCH", { is_active: false })), 404, "PATCH unknown product");
    const missing = assertIssues(await ask("staff", "/api/staff/catalogue/products", withJson("POST", {})), "empty body");
    for (const field of ["slug", "category", "name"]) assert.equal(missing.find((i) => i.loc[1] === field)?.msg, "This field is required", field);
    const ru = assertIssues(await call("/api/staff/catalogue/products", asBearer(sessions.staff, { ...withJson("POST", {}), headers: { "Content-Type": "application/json", "Accept-Language": "ru" } })), "ru");
    assert.ok(ru.some((i) => i.msg === "Это поле обязательно"));
    const bad = assertIssues(await ask("staff", "/api/staff/catalogue/products", withJson("POST", { slug: "Not A Slug", category: "no-such-category", name: { en: "x" }, colour: "red" })), "bad product");
    assert.match(bad.find((i) => i.loc[1] === "slug")!.msg, /lower-case letters/);
    assert.ok(bad.some((i) => i.loc.join(".") === "body.name.ru"), "name.ru required");
    assert.ok(bad.some((i) => i.loc.join(".") === "body.colour" && i.msg === "Unknown field"));
    const unknownCategory = assertIssues(await ask("staff", "/api/staff/catalogue/products", withJson("POST", productBody("no-such-category"))), "unknown category");
    assert.deepEqual(unknownCategory[0].loc, ["body", "category"]);
    const taken = assertIssues(await ask("staff", "/api/staff/catalogue/products", withJson("POST", productBody(category, { slug: "linux-vps" }))), "slug taken");
    assert.match(taken[0].msg, /already has the slug/);

    const products = await ask("staff", "/api/staff/catalogue/products?q=linux-vps");
    const vps = (products.body as { items: StaffProduct[] }).items.find((p) => p.slug === "linux-vps")!;
    const options = `/api/staff/catalogue/products/${vps.id}/options`;
    const optionIssues = assertIssues(
      await ask("staff", options, withJson("POST", { key: "hostname", name: { en: "A", ru: "Б" }, values: [{ value: "x", label: { en: "X", ru: "Х" }, price_cents: 1.5 }, { value: "y", label: { en: "Y", ru: "У" }, price_cents: -1 }] })),
      "bad option",
    );
    assert.match(optionIssues.find((i) => i.loc[1] === "key")!.msg, /used by the cart itself/);
    assert.ok(optionIssues.some((i) => i.loc.join(".") === "body.values.0.price_cents"));
    assert.ok(optionIssues.some((i) => i.loc.join(".") === "body.values.1.price_cents"));
    const seededKey = (await ask("staff", options)).body as { items: StaffOption[] };
    assert.ok(seededKey.items.length > 0, "linux-vps has seeded options");
    const dupe = assertIssues(await ask("staff", options, withJson("POST", { ...backupOption, key: seededKey.items[0].key })), "key taken");
    assert.deepEqual(dupe[0].loc, ["body", "key"]);
    assertError(await ask("staff", `${options}/no_such_key`, withJson("PATCH", { required: true })), 404, "unknown option");
    assertIssues(await ask("staff", `${options}/${seededKey.items[0].key}`, withJson("PATCH", {})), "nothing to change");

    for (const [method, path] of [
      ["PUT", "/api/staff/catalogue/products"],
      ["DELETE", `/api/staff/catalogue/products/${vps.id}`],
      ["GET", `${options}/os`],
      ["GET", "/api/staff/catalogue/categories/1"],
    ] as const) {
      const answer = await ask("staff", path, { method });
      assertError(answer, 405, `${method} ${path}`);
      assert.ok(answer.headers.get("allow"), `${method} ${path}: Allow header`);
    }
  });
});

describe("staff catalogue: options reach carts, inactive products leave the catalogue", () => {
  let staff: TestSession;
  let supplier: TestSession;
  let buyer: TestSession;
  let category = "";

  before(async () => {
    const found = await sharedSessions();
    category = found.category;
    staff = found.staff;
    supplier = found.supplier;
    buyer = await signIn();
  });

  it("a required option staff add shows in the cart and keeps the item invalid until configured; inactive: 404 and out of the sitemap", async () => {
    const created = await call<StaffProduct>("/api/staff/catalogue/products", asBearer(staff, withJson("POST", productBody(category))));
    assert.equal(created.status, 201, created.text.slice(0, 300));
    const product = created.body;
    const offer = await call<{ uid: string; url: string }>("/api/supplier/offers", asBearer(supplier, withJson("POST", offerBody(product.slug))));
    assert.equal(offer.status, 201, `offer: ${offer.text.slice(0, 300)}`);
    const listing = `/${category}/${product.slug}`;
    assert.equal((await call(listing, fresh)).status, 200, "the new product's listing answers");
    assert.equal((await call(offer.body.url, fresh)).status, 200, "its offer page answers");

    // The buyer's cart, configured and valid before the option exists.
    const item = await addToCart(buyer, offer.body.uid, 2);
    await configureAll(buyer);
    const before = await call<{ valid: boolean }>("/api/cart/configuration/valid", asBearer(buyer));
    assert.equal(before.body.valid, true, `valid before: ${before.text.slice(0, 300)}`);

    const option = await call<StaffOption>(`/api/staff/catalogue/products/${product.id}/options`, asBearer(staff, withJson("POST", backupOption)));
    assert.equal(option.status, 201, option.text.slice(0, 300));

    const cart = await call<{ items: CartItem[] }>("/api/cart", asBearer(buyer));
    const line = cart.body.items.find((i) => i.id === item.id)!;
    const field = line.fields.find((f) => f.key === "backup");
    assert.ok(field, "the cart lists the new field at once");
    assert.equal(field.required, true);
    assert.deepEqual(field.values?.map((v) => v.value), ["daily", "weekly"]);
    const invalid = await call<{ valid: boolean; items: { id: string; instances: { instance: number; errors: { field: string }[] }[] }[] }>("/api/cart/configuration/valid", asBearer(buyer));
    assert.equal(invalid.body.valid, false);
    const bad = invalid.body.items.find((i) => i.id === item.id);
    assert.ok(bad, "the item is reported invalid");
    assert.deepEqual(bad.instances.map((i) => i.errors.map((e) => e.field)), [["backup"], ["backup"]]);

    const configured = await call(`/api/cart/configuration/${item.id}`, asBearer(buyer, withJson("POST", { values: { backup: "weekly" } })));
    assert.equal(configured.status, 200, configured.text.slice(0, 300));
    const after = await call<{ valid: boolean }>("/api/cart/configuration/valid", asBearer(buyer));
    assert.equal(after.body.valid, true, `valid once configured: ${after.text.slice(0, 300)}`);

    // Listed in the sitemap while active; inactive: 404 everywhere and out of the sitemap.
    const listed = await sitemapPaths();
    assert.ok(listed.includes(listing), "the listing is in the sitemap");
    assert.ok(listed.includes(offer.body.url), "the offer page is in the sitemap");
    const off = await call<StaffProduct>(`/api/staff/catalogue/products/${product.id}`, asBearer(staff, withJson("PATCH", { is_active: false })));
    assert.equal(off.status, 200, off.text.slice(0, 300));
    assert.equal(off.body.is_active, false);
    assert.equal((await call(listing, fresh)).status, 404, "the listing page is gone");
    assert.equal((await call(offer.body.url, fresh)).status, 404, "the offer page is gone");
    assertError(await call(`/api/offers/${offer.body.uid}`, fresh), 404, "the offer API");
    assertError(await call(`/api/offers?product_slug=${product.slug}`, fresh), 404, "the listing API");
    assertError(await call(`/api/catalog/categories/product-options?category_slug=${category}&product_slug=${product.slug}`, fresh), 404, "the product options API");
    const all = await call<{ items: { uid: string }[] }>("/api/offers?size=100&sort=newest", fresh);
    assert.ok(!all.body.items.some((o) => o.uid === offer.body.uid), "not in the unfiltered listing");
    const unlisted = await sitemapPaths();
    assert.ok(!unlisted.includes(listing), "the listing left the sitemap");
    assert.ok(!unlisted.includes(offer.body.url), "the offer page left the sitemap");
    // Carts: the item can no longer be ordered, and the offer can no longer be added.
    const held = await call<{ valid: boolean; items: { id: string; issues: { code: string }[] }[] }>("/api/cart/configuration/valid", asBearer(buyer));
    assert.equal(held.body.valid, false);
    assert.ok(held.body.items.find((i) => i.id === item.id)?.issues.some((i) => i.code === "offer_hidden"), `offer_hidden: ${held.text.slice(0, 300)}`);
    assertError(await call("/api/cart", asBearer(buyer, withJson("POST", { offer: offer.body.uid, count: 1 }))), 409, "adding an inactive product's offer");

    // Back on: listed again.
    const on = await call(`/api/staff/catalogue/products/${product.id}`, asBearer(staff, withJson("PATCH", { is_active: true })));
    assert.equal(on.status, 200);
    assert.equal((await call(listing, fresh)).status, 200, "the listing is back");
    await call(`/api/staff/catalogue/products/${product.id}`, asBearer(staff, withJson("PATCH", { is_active: false })));
  });
});

describe("staff catalogue: a product's attribute schema", () => {
  type Attribute = { key: string; label: { en: string; ru: string }; type: string; unit?: string; required: boolean; values?: string[] };
  type Filters = { products: { filters: { key: string; label: string; options: { value: string }[] }[] }[] };
  type SummaryAttribute = { key: string; label: string; type: string; unit: string | null; required: boolean; values: string[] | null; filter: boolean };
  let staff: TestSession;
  let supplier: TestSession;
  let category = "";

  before(async () => {
    const found = await sharedSessions();
    category = found.category;
    staff = found.staff;
    supplier = found.supplier;
  });

  const patch = (id: number, body: unknown, headers: Record<string, string> = {}) => {
    const init = withJson("PATCH", body);
    init.headers = { ...(init.headers as Record<string, string>), ...headers };
    return call<StaffProduct & { attribute_schema: Attribute[] }>(`/api/staff/catalogue/products/${id}`, asBearer(staff, init));
  };

  it("staff edit it; it refuses what would break filtering; suppliers' offers, the filters and the offer page follow it", async () => {
    const created = await call<StaffProduct & { attribute_schema: Attribute[] }>("/api/staff/catalogue/products", asBearer(staff, withJson("POST", productBody(category))));
    assert.equal(created.status, 201, created.text.slice(0, 300));
    const product = created.body;
    // A new product takes its category's filters: numbers and words required.
    assert.deepEqual(
      product.attribute_schema.map((a) => [a.key, a.type, a.unit ?? null, a.required]),
      [
        ["cpu_cores", "number", null, true],
        ["ram_gb", "number", "GB", true],
        ["disk_type", "word", null, true],
        ["disk_size_gb", "number", "GB", true],
        ["bandwidth_gbps", "number", "Gbit/s", true],
      ],
    );
    const first = await call<{ uid: string; url: string }>("/api/supplier/offers", asBearer(supplier, withJson("POST", offerBody(product.slug))));
    assert.equal(first.status, 201, first.text.slice(0, 300));

    // Malformed schemas: each problem at its place, in the answer language.
    const schema = product.attribute_schema;
    const bad = await patch(product.id, {
      attribute_schema: [
        { ...schema[0], key: "Bad-Key" },
        { ...schema[1], type: "word", unit: "GB" },
        { ...schema[2], values: ["NVMe", "NVMe"] },
        { ...schema[3], key: "country" },
        { ...schema[4], key: "disk_type" },
      ],
    });
    const issues = assertIssues(bad, "malformed schema");
    const at = (loc: (string | number)[]) => issues.find((i) => JSON.stringify(i.loc) === JSON.stringify(["body", ...loc]))?.msg;
    assert.match(at(["attribute_schema", 0, "key"]) ?? "", /lower-case letters/);
    assert.match(at(["attribute_schema", 2, "values", 1]) ?? "", /only once/);
    assert.match(at(["attribute_schema", 3, "key"]) ?? "", /country and provider/);
    assert.match(at(["attribute_schema", 4, "key"]) ?? "", /only once/);
    const filterType = await patch(product.id, { attribute_schema: [schema[0], { ...schema[1], type: "word" }] }, { "Accept-Language": "ru" });
    assert.match(
      assertIssues(filterType, "a filter's type").find((i) => JSON.stringify(i.loc) === JSON.stringify(["body", "attribute_schema", 1, "type"]))?.msg ?? "",
      /«ram_gb» — фильтр этой категории/,
    );
    const unit = await patch(product.id, { attribute_schema: [{ ...schema[1], unit: "MB" }] });
    assert.match(assertIssues(unit, "a filter's unit")[0].msg, /keep its unit GB/);

    // A schema the existing offer does not fit is refused, with the count and an example; nothing changes.
    const misfit = await patch(product.id, { attribute_schema: schema.map((a) => (a.key === "disk_type" ? { ...a, values: ["SSD", "HDD"] } : a)) });
    const refusal = assertIssues(misfit, "offers that do not fit");
    assert.deepEqual(refusal[0].loc, ["body", "attribute_schema"]);
    assert.match(refusal[0].msg, new RegExp(`^Offers of this product that do not fit this schema: 1 \\(for example offer ${first.body.uid}: disk_type \\(NVMe\\): Choose one of the values allowed`));
    const unchanged = await call<{ attribute_schema: Attribute[] }>(`/api/staff/catalogue/products/${product.id}`, asBearer(staff));
    assert.deepEqual(unchanged.body.attribute_schema, schema, "the refused schema changed nothing");

    // Allowed disk types, RAM renamed, bandwidth taken out, a new optional list attribute.
    const next: Attribute[] = [
      schema[0],
      { ...schema[1], label: { en: "Memory", ru: "Память" } },
      { ...schema[2], values: ["NVMe", "SSD"] },
      schema[3],
      { key: "uplink_port", label: { en: "Uplink port", ru: "Порт подключения" }, type: "list", required: false, values: ["1G", "10G"] },
    ];
    const saved = await patch(product.id, { attribute_schema: next });
    assert.equal(saved.status, 200, saved.text.slice(0, 400));
    assert.deepEqual(saved.body.attribute_schema, next);
    const kept = await call<{ attributes: Record<string, unknown> }>(`/api/supplier/offers/${first.body.uid}`, asBearer(supplier));
    assert.deepEqual(kept.body.attributes, { cpu_cores: 4, ram_gb: 8, disk_type: "NVMe", disk_size_gb: 160 }, "the removed attribute left the offer's values");

    // Suppliers: allowed values only, no removed attribute, the new one accepted.
    const base = { ...offerBody(product.slug), attributes: { cpu_cores: 2, ram_gb: 4, disk_type: "SSD", disk_size_gb: 80 } };
    const hdd = assertIssues(await call("/api/supplier/offers", asBearer(supplier, withJson("POST", { ...base, attributes: { ...base.attributes, disk_type: "HDD" } }))), "a value not allowed");
    assert.deepEqual(hdd.map((i) => [i.loc.join("."), i.msg]), [["body.attributes.disk_type", "Choose one of the values allowed for this attribute"]]);
    const removed = assertIssues(await call("/api/supplier/offers", asBearer(supplier, withJson("POST", { ...base, attributes: { ...base.attributes, bandwidth_gbps: 1 } }))), "a removed attribute");
    assert.deepEqual(removed.map((i) => i.loc.join(".")), ["body.attributes.bandwidth_gbps"]);
    const port = assertIssues(await call("/api/supplier/offers", asBearer(supplier, withJson("POST", { ...base, attributes: { ...base.attributes, uplink_port: ["40G"] } }))), "a list item not allowed");
    assert.deepEqual(port.map((i) => i.loc.join(".")), ["body.attributes.uplink_port"]);
    const second = await call<{ uid: string; url: string; attributes: Record<string, unknown> }>(
      "/api/supplier/offers",
      asBearer(supplier, withJson("POST", { ...base, attributes: { ...base.attributes, uplink_port: ["10G", "1G"] } })),
    );
    assert.equal(second.status, 201, second.text.slice(0, 300));
    assert.deepEqual(second.body.attributes, { cpu_cores: 2, ram_gb: 4, disk_type: "SSD", disk_size_gb: 80, uplink_port: ["10G", "1G"] });

    // The listing's filters: the schema's filter keys, its labels, without the removed one (the new list is no filter).
    const filters = await call<Filters>(`/api/core/filters/config?product_slug=${product.slug}`, fresh);
    assert.equal(filters.status, 200, filters.text.slice(0, 300));
    const config = filters.body.products[0].filters;
    assert.deepEqual(config.map((f) => f.key), ["cpu_cores", "ram_gb", "disk_type", "disk_size_gb", "country", "provider"]);
    assert.equal(config.find((f) => f.key === "ram_gb")?.label, "Memory");
    assert.deepEqual(config.find((f) => f.key === "disk_type")?.options.map((o) => o.value), ["NVMe", "SSD"]);
    const ruFilters = await call<Filters>(`/api/core/filters/config?product_slug=${product.slug}`, { headers: { ...fresh.headers, "Accept-Language": "ru" } });
    assert.equal(ruFilters.body.products[0].filters.find((f) => f.key === "ram_gb")?.label, "Память");
    const nvme = await call<{ items: { uid: string }[] }>(`/api/offers?product_slug=${product.slug}&disk_type=NVMe`, fresh);
    assert.deepEqual(nvme.body.items.map((o) => o.uid), [first.body.uid], "filtering by an allowed value");
    assertIssues(await call(`/api/offers?product_slug=${product.slug}&bandwidth_gbps=1`, fresh), "a removed filter is unknown to the listing API");

    // The catalogue tree gives suppliers' forms the schema; the offer page names the new line in both languages.
    const tree = await call<{ categories: { slug: string; products: { slug: string; attributes: SummaryAttribute[] }[] }[] }>("/api/catalog/categories", fresh);
    const attributes = tree.body.categories.flatMap((c) => c.products).find((p) => p.slug === product.slug)?.attributes ?? [];
    assert.deepEqual(attributes.at(-1), { key: "uplink_port", label: "Uplink port", type: "list", unit: null, required: false, values: ["1G", "10G"], filter: false });
    assert.equal(attributes.find((a) => a.key === "disk_type")?.filter, true);
    const page = await call<string>(second.body.url, fresh);
    assert.equal(page.status, 200);
    assert.match(page.text, /Uplink port/);
    assert.match(page.text, /Memory/);
    const ruPage = await call<string>(`/ru${second.body.url}`, fresh);
    assert.match(ruPage.text, /Порт подключения/);

    await call(`/api/staff/catalogue/products/${product.id}`, asBearer(staff, withJson("PATCH", { is_active: false })));
  });
});
