import "server-only";
import { isUniqueViolation } from "@/lib/db/errors";
import { and, asc, count, eq, ilike, max, ne, or, sql, type SQL } from "drizzle-orm";
import { notFound } from "@/lib/api/errors";
import { newUid } from "@/lib/auth/tokens";
import { tags } from "@/lib/cache/tags";
import { forgetProductOptions } from "@/lib/cart/service";
import { getDb, type Db } from "@/lib/db/client";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
import { categories, dataCenters, offers, productOptions, products, type Localized } from "@/lib/db/schema";
import { defaultAttributeSchema, vocabularyProblems, type ProductAttribute } from "@/lib/catalogue/attribute-schema";
import { checkAttributes } from "@/lib/supplier-offers/schema";
import { supplierOfferErrorText } from "@/lib/supplier-offers/texts";
import type { Locale } from "@/lib/i18n/routing";
import type {
  CategoryCreateInput,
  CategoryUpdateInput,
  DataCenterCreateInput,
  DataCenterListQuery,
  DataCenterUpdateInput,
  OptionCreateInput,
  OptionUpdateInput,
  ProductCreateInput,
  ProductListQuery,
  ProductUpdateInput,
} from "./schema";
import type { StaffCategory, StaffDataCenter, StaffOption, StaffProduct } from "./api-views";
import { catalogueText } from "./texts";
import { unprocessable } from "@/lib/api/errors";
import { expireTags } from "@/lib/cache/expire";

/**
 * Staff upkeep of the catalogue (spec section 3: categories, products, product_options, data
 * centers). Route handlers check the staff flag first (./http.ts); every write expires the cache
 * tags of what it changed, with `expire: 0` so no visitor is served the old state meanwhile.
 */

/** The answers' shapes are their schemas' (./api-views.ts): a field the schema does not list fails typecheck here. */
export type { StaffCategory, StaffDataCenter, StaffOption, StaffProduct } from "./api-views";
export type Page<T> = { items: T[]; total: number; page: number; size: number; pages: number };

const page = <T>(items: T[], total: number, p: number, size: number): Page<T> => ({ items, total, page: p, size, pages: Math.ceil(total / size) });

/** Expires `list` now. */
function expire(list: string[]): void {
  expireTags(list, "catalogue-staff");
}

/** `%text%` for ILIKE with its wildcards escaped. */
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/* ---------------------------------------------------------------- products */

/*
 * Correlated counts are written with explicit names: drizzle leaves columns unqualified in a
 * single-table select, where an inner "id" would silently mean the inner table's own column.
 */
const optionsCount = sql<number>`(select count(*) from product_options po where po.product_id = "products"."id")`.mapWith(Number);
const offersCount = sql<number>`(select count(*) from offers o where o.product_id = "products"."id")`.mapWith(Number);

const productColumns = {
  id: products.id,
  slug: products.slug,
  isActive: products.isActive,
  name: products.name,
  description: products.description,
  position: products.position,
  categoryId: categories.id,
  categorySlug: categories.slug,
  categoryName: categories.name,
  attributeSchema: products.attributeSchema,
  optionsCount,
  offersCount,
};

type ProductRow = {
  id: number;
  slug: string;
  isActive: boolean;
  name: Localized;
  description: Localized;
  position: number;
  categoryId: number;
  categorySlug: string;
  categoryName: Localized;
  attributeSchema: ProductAttribute[];
  optionsCount: number;
  offersCount: number;
};

const toProduct = (r: ProductRow): StaffProduct => ({
  id: r.id,
  slug: r.slug,
  is_active: r.isActive,
  name: r.name,
  description: r.description,
  position: r.position,
  category: { id: r.categoryId, slug: r.categorySlug, name: r.categoryName },
  attribute_schema: r.attributeSchema,
  options_count: Number(r.optionsCount),
  offers_count: Number(r.offersCount),
});

function productQuery(db: Db) {
  return db.select(productColumns).from(products).innerJoin(categories, eq(categories.id, products.categoryId));
}

/** Products for the staff list: every product (active or not), filtered by text, category and activity. */
export async function listStaffProducts(q: ProductListQuery): Promise<Page<StaffProduct>> {
  const db = await getDb();
  const conditions: (SQL | undefined)[] = [];
  if (q.q) {
    const pattern = like(q.q);
    conditions.push(or(ilike(products.slug, pattern), sql`${products.name}->>'en' ilike ${pattern}`, sql`${products.name}->>'ru' ilike ${pattern}`));
  }
  if (q.category) conditions.push(eq(categories.slug, q.category));
  if (q.is_active !== "all") conditions.push(eq(products.isActive, q.is_active === "true"));
  const where = conditions.length ? and(...conditions) : undefined;
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(products).innerJoin(categories, eq(categories.id, products.categoryId)).where(where),
    productQuery(db)
      .where(where)
      .orderBy(asc(categories.position), asc(categories.id), asc(products.position), asc(products.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
  ]);
  return page(rows.map(toProduct), Number(total), q.page, q.size);
}

async function productRow(db: Db, id: number): Promise<ProductRow | null> {
  const [row] = await productQuery(db).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

/** One product with its options, or the 404 of an unknown id. */
export async function getStaffProduct(id: number, locale: Locale): Promise<StaffProduct & { options: StaffOption[] }> {
  const db = await getDb();
  const row = await productRow(db, id);
  if (!row) throw notFound(catalogueText(locale, "productNotFound", { id: String(id) }));
  return { ...toProduct(row), options: await optionsOf(db, id) };
}

async function categoryIdOf(db: Db, slug: string, locale: Locale): Promise<{ id: number; slug: string }> {
  const [row] = await db.select({ id: categories.id, slug: categories.slug }).from(categories).where(eq(categories.slug, slug)).limit(1);
  if (!row) throw unprocessable([{ loc: ["body", "category"], msg: catalogueText(locale, "unknownCategory", { slug }), type: "value_error" }]);
  return row;
}

const slugTaken = (locale: Locale, slug: string) => unprocessable([{ loc: ["body", "slug"], msg: catalogueText(locale, "slugTaken", { slug }), type: "unique" }]);

/**
 * What a product write changes: its listing, options and filters (tags.product), its category page
 * (tags.category), the catalogue tree, and — since its name, slug and activity show on every offer
 * page, the offer API, search, provider pages, the home page and the sitemap — every catalogue read
 * (tags.catalogue, which every cached catalogue getter declares).
 */
function expireProduct(slugs: string[], categorySlugs: string[]): void {
  expire([...slugs.map(tags.product), ...categorySlugs.map(tags.category), tags.categories, tags.offers, tags.catalogue]);
}

export async function createProduct(input: ProductCreateInput, locale: Locale): Promise<StaffProduct & { options: StaffOption[] }> {
  const db = await getDb();
  const category = await categoryIdOf(db, input.category, locale);
  const [dupe] = await db.select({ id: products.id }).from(products).where(eq(products.slug, input.slug)).limit(1);
  if (dupe) throw slugTaken(locale, input.slug);
  const attributeSchema = input.attribute_schema ?? defaultAttributeSchema(category.slug);
  checkVocabulary(category.slug, attributeSchema, locale, input.attribute_schema ? "attribute_schema" : "category");
  let id: number;
  try {
    [{ id }] = await db
      .insert(products)
      .values({ slug: input.slug, categoryId: category.id, name: input.name, description: input.description, isActive: input.is_active, position: input.position, attributeSchema })
      .returning({ id: products.id });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(locale, input.slug);
    throw error;
  }
  expireProduct([input.slug], [category.slug]);
  return getStaffProduct(id, locale);
}

export async function updateProduct(id: number, input: ProductUpdateInput, locale: Locale): Promise<StaffProduct & { options: StaffOption[] }> {
  const db = await getDb();
  const before = await productRow(db, id);
  if (!before) throw notFound(catalogueText(locale, "productNotFound", { id: String(id) }));
  const category = input.category !== undefined && input.category !== before.categorySlug ? await categoryIdOf(db, input.category, locale) : null;
  if (input.slug !== undefined && input.slug !== before.slug) {
    const [dupe] = await db.select({ id: products.id }).from(products).where(and(eq(products.slug, input.slug), ne(products.id, id))).limit(1);
    if (dupe) throw slugTaken(locale, input.slug);
  }
  if (input.attribute_schema !== undefined || category) {
    checkVocabulary(category?.slug ?? before.categorySlug, input.attribute_schema ?? before.attributeSchema, locale, input.attribute_schema !== undefined ? "attribute_schema" : "category");
  }
  try {
    await db.transaction(async (tx) => {
      if (input.attribute_schema !== undefined) await applyAttributeSchema(tx, id, input.attribute_schema, locale);
      await tx
        .update(products)
        .set({
          ...(input.slug !== undefined ? { slug: input.slug } : {}),
          ...(category ? { categoryId: category.id } : {}),
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
          ...(input.position !== undefined ? { position: input.position } : {}),
          ...(input.attribute_schema !== undefined ? { attributeSchema: input.attribute_schema } : {}),
        })
        .where(eq(products.id, id));
    });
  } catch (error) {
    if (isUniqueViolation(error) && input.slug) throw slugTaken(locale, input.slug);
    throw error;
  }
  expireProduct([before.slug, input.slug ?? before.slug], [before.categorySlug, category?.slug ?? before.categorySlug]);
  forgetProductOptions([id]);
  return getStaffProduct(id, locale);
}

/* --------------------------------------------------------- attribute schema */

/** A filter key of the category keeps the type and unit the listing reads it with (422 at the attribute, or at `category` when moving). */
function checkVocabulary(categorySlug: string, schema: readonly ProductAttribute[], locale: Locale, at: "attribute_schema" | "category"): void {
  const problems = vocabularyProblems(categorySlug, schema);
  if (!problems.length) return;
  throw unprocessable(
    problems.map((p) => ({
      loc: at === "category" ? ["body", "category"] : ["body", "attribute_schema", p.index, p.field],
      msg: p.field === "type" ? catalogueText(locale, "filterType", { key: p.key, type: p.type }) : catalogueText(locale, "filterUnit", { key: p.key, unit: p.unit ?? "—" }),
      type: "value_error",
    })),
  );
}

/**
 * Makes `schema` the product's, inside the caller's transaction: locks the product's row (offer
 * writes read the schema under a share lock, lib/supplier-offers/service.ts lockedAttributeSchema,
 * so none slips in between), checks every offer that can be on sale again (all but archived) against
 * it, and refuses the change with a count and an example while any does not fit: a schema never
 * leaves an offer with a value filtering no longer knows. Attributes taken out of the schema are
 * removed from every offer's values. Existing offers keep their specification lines until they are
 * next written (the seed's lines say more than their values).
 */
async function applyAttributeSchema(tx: Tx, productId: number, schema: ProductAttribute[], locale: Locale): Promise<void> {
  const [locked] = await tx.select({ before: products.attributeSchema }).from(products).where(eq(products.id, productId)).for("update");
  if (!locked) return;
  const rows = await tx
    .select({ uid: offers.uid, facets: offers.facets })
    .from(offers)
    .where(and(eq(offers.productId, productId), ne(offers.status, "archived")))
    .orderBy(asc(offers.id));
  const keys = new Set(schema.map((a) => a.key));
  let misfits = 0;
  let example: { uid: string; problem: string } | null = null;
  for (const row of rows) {
    const values = Object.fromEntries(Object.entries(row.facets ?? {}).filter(([k]) => keys.has(k)));
    const checked = checkAttributes(schema, values);
    if (checked.ok) continue;
    misfits += 1;
    if (!example) {
      const issue = checked.issues[0];
      const value = values[issue.path[1]];
      const shown = value === undefined ? "" : ` (${Array.isArray(value) ? value.join(", ") : String(value)})`;
      example = { uid: row.uid, problem: `${issue.path[1]}${shown}: ${supplierOfferErrorText(locale, `errors.${issue.key}`)}` };
    }
  }
  if (example) {
    throw unprocessable([
      { loc: ["body", "attribute_schema"], msg: catalogueText(locale, "offersDoNotFit", { count: String(misfits), uid: example.uid, problem: example.problem }), type: "value_error" },
    ]);
  }
  const removed = locked.before.map((a) => a.key).filter((k) => !keys.has(k));
  if (removed.length) {
    const list = sql`array[${sql.join(
      removed.map((k) => sql`${k}`),
      sql`, `,
    )}]::text[]`;
    await tx
      .update(offers)
      .set({ facets: sql`${offers.facets} - ${list}` })
      .where(and(eq(offers.productId, productId), sql`${offers.facets} ?| ${list}`));
  }
}

/* --------------------------------------------------------- product options */

const optionColumns = {
  id: productOptions.id,
  key: productOptions.key,
  name: productOptions.name,
  kind: productOptions.kind,
  required: productOptions.required,
  values: productOptions.values,
  position: productOptions.position,
};

async function optionsOf(db: Db, productId: number): Promise<StaffOption[]> {
  return db.select(optionColumns).from(productOptions).where(eq(productOptions.productId, productId)).orderBy(asc(productOptions.position), asc(productOptions.id));
}

async function productForOptions(db: Db, productId: number, locale: Locale): Promise<{ id: number; slug: string; categorySlug: string }> {
  const [row] = await db
    .select({ id: products.id, slug: products.slug, categorySlug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId))
    .limit(1);
  if (!row) throw notFound(catalogueText(locale, "productNotFound", { id: String(productId) }));
  return row;
}

/**
 * What an option write changes: the public product-options answer (tags.product, tags.category),
 * and the cart's 30-second memo of the product's options, so buyers' carts show the new field at
 * once (and GET /api/cart/configuration/valid reports an instance missing a required one).
 */
function expireOptions(product: { id: number; slug: string; categorySlug: string }): void {
  expire([tags.product(product.slug), tags.category(product.categorySlug)]);
  forgetProductOptions([product.id]);
}

const keyTaken = (locale: Locale, key: string) => unprocessable([{ loc: ["body", "key"], msg: catalogueText(locale, "keyTaken", { key }), type: "unique" }]);
const optionNotFound = (locale: Locale, key: string) => notFound(catalogueText(locale, "optionNotFound", { key: key.slice(0, 60) }));

export async function listOptions(productId: number, locale: Locale): Promise<{ items: StaffOption[] }> {
  const db = await getDb();
  await productForOptions(db, productId, locale);
  return { items: await optionsOf(db, productId) };
}

export async function createOption(productId: number, input: OptionCreateInput, locale: Locale): Promise<StaffOption> {
  const db = await getDb();
  const product = await productForOptions(db, productId, locale);
  const [dupe] = await db.select({ id: productOptions.id }).from(productOptions).where(and(eq(productOptions.productId, productId), eq(productOptions.key, input.key))).limit(1);
  if (dupe) throw keyTaken(locale, input.key);
  let position = input.position;
  if (position === undefined) {
    const [{ last }] = await db.select({ last: max(productOptions.position) }).from(productOptions).where(eq(productOptions.productId, productId));
    position = last === null ? 0 : Math.min(Number(last) + 1, 100_000);
  }
  let created: StaffOption;
  try {
    [created] = await db
      .insert(productOptions)
      .values({ productId, key: input.key, name: input.name, kind: "select", required: input.required, values: input.values, position })
      .returning(optionColumns);
  } catch (error) {
    if (isUniqueViolation(error)) throw keyTaken(locale, input.key);
    throw error;
  }
  expireOptions(product);
  return created;
}

async function optionByKey(db: Db, productId: number, key: string): Promise<StaffOption | null> {
  const [row] = await db.select(optionColumns).from(productOptions).where(and(eq(productOptions.productId, productId), eq(productOptions.key, key))).limit(1);
  return row ?? null;
}

export async function updateOption(productId: number, key: string, input: OptionUpdateInput, locale: Locale): Promise<StaffOption> {
  const db = await getDb();
  const product = await productForOptions(db, productId, locale);
  const current = await optionByKey(db, productId, key);
  if (!current) throw optionNotFound(locale, key);
  if (input.key !== undefined && input.key !== current.key && (await optionByKey(db, productId, input.key))) throw keyTaken(locale, input.key);
  let saved: StaffOption;
  try {
    [saved] = await db
      .update(productOptions)
      .set({
        ...(input.key !== undefined ? { key: input.key } : {}),
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.required !== undefined ? { required: input.required } : {}),
        ...(input.values !== undefined ? { values: input.values } : {}),
        ...(input.position !== undefined ? { position: input.position } : {}),
      })
      .where(eq(productOptions.id, current.id))
      .returning(optionColumns);
  } catch (error) {
    if (isUniqueViolation(error) && input.key) throw keyTaken(locale, input.key);
    throw error;
  }
  expireOptions(product);
  return saved;
}

export async function deleteOption(productId: number, key: string, locale: Locale): Promise<{ key: string }> {
  const db = await getDb();
  const product = await productForOptions(db, productId, locale);
  const [gone] = await db
    .delete(productOptions)
    .where(and(eq(productOptions.productId, productId), eq(productOptions.key, key)))
    .returning({ key: productOptions.key });
  if (!gone) throw optionNotFound(locale, key);
  expireOptions(product);
  return gone;
}

/* -------------------------------------------------------------- categories */

const productsCount = sql<number>`(select count(*) from products p where p.category_id = "categories"."id")`.mapWith(Number);
const categoryColumns = { id: categories.id, slug: categories.slug, name: categories.name, description: categories.description, position: categories.position, products_count: productsCount };

export async function listStaffCategories(): Promise<{ items: StaffCategory[] }> {
  const db = await getDb();
  const rows = await db.select(categoryColumns).from(categories).orderBy(asc(categories.position), asc(categories.id));
  return { items: rows.map((r) => ({ ...r, products_count: Number(r.products_count) })) };
}

async function categoryRow(db: Db, id: number): Promise<StaffCategory | null> {
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id)).limit(1);
  return row ? { ...row, products_count: Number(row.products_count) } : null;
}

const categorySlugTaken = (locale: Locale, slug: string) => unprocessable([{ loc: ["body", "slug"], msg: catalogueText(locale, "categorySlugTaken", { slug }), type: "unique" }]);

/** A category's name and slug show on its page, the catalogue tree, listings, offer pages, search and the sitemap. */
function expireCategory(slugs: string[]): void {
  expire([...slugs.map(tags.category), tags.categories, tags.catalogue]);
}

export async function createCategory(input: CategoryCreateInput, locale: Locale): Promise<StaffCategory> {
  const db = await getDb();
  const [dupe] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, input.slug)).limit(1);
  if (dupe) throw categorySlugTaken(locale, input.slug);
  let id: number;
  try {
    [{ id }] = await db.insert(categories).values(input).returning({ id: categories.id });
  } catch (error) {
    if (isUniqueViolation(error)) throw categorySlugTaken(locale, input.slug);
    throw error;
  }
  expireCategory([input.slug]);
  return (await categoryRow(db, id))!;
}

export async function updateCategory(id: number, input: CategoryUpdateInput, locale: Locale): Promise<StaffCategory> {
  const db = await getDb();
  const before = await categoryRow(db, id);
  if (!before) throw notFound(catalogueText(locale, "categoryNotFound", { id: String(id) }));
  if (input.slug !== undefined && input.slug !== before.slug) {
    const [dupe] = await db.select({ id: categories.id }).from(categories).where(and(eq(categories.slug, input.slug), ne(categories.id, id))).limit(1);
    if (dupe) throw categorySlugTaken(locale, input.slug);
  }
  try {
    await db.update(categories).set(input).where(eq(categories.id, id));
  } catch (error) {
    if (isUniqueViolation(error) && input.slug) throw categorySlugTaken(locale, input.slug);
    throw error;
  }
  expireCategory([before.slug, input.slug ?? before.slug]);
  return (await categoryRow(db, id))!;
}

/* ------------------------------------------------------------ data centers */

const dcOffers = sql<number>`(select count(*) from offers o where o.data_center_id = "data_centers"."id")`.mapWith(Number);
const dcColumns = { uid: dataCenters.uid, name: dataCenters.name, country: dataCenters.country, city: dataCenters.city, tier: dataCenters.tier, offers_count: dcOffers };

export async function listStaffDataCenters(q: DataCenterListQuery): Promise<Page<StaffDataCenter>> {
  const db = await getDb();
  const where = q.q ? or(ilike(dataCenters.name, like(q.q)), ilike(dataCenters.city, like(q.q)), ilike(dataCenters.uid, like(q.q))) : undefined;
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(dataCenters).where(where),
    db
      .select(dcColumns)
      .from(dataCenters)
      .where(where)
      .orderBy(asc(dataCenters.country), asc(dataCenters.city), asc(dataCenters.name), asc(dataCenters.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
  ]);
  return page(
    rows.map((r) => ({ ...r, offers_count: Number(r.offers_count) })),
    Number(total),
    q.page,
    q.size,
  );
}

async function dataCenterRow(db: Db, uid: string): Promise<StaffDataCenter | null> {
  const [row] = await db.select(dcColumns).from(dataCenters).where(eq(dataCenters.uid, uid)).limit(1);
  return row ? { ...row, offers_count: Number(row.offers_count) } : null;
}

/** The data centers table, and the offer pages, listings and search that show a data center's name and city. */
function expireDataCenters(): void {
  expire([tags.dataCenters, tags.offers, tags.catalogue]);
}

export async function createDataCenter(input: DataCenterCreateInput): Promise<StaffDataCenter> {
  const db = await getDb();
  const uid = newUid();
  await db.insert(dataCenters).values({ uid, ...input });
  expireDataCenters();
  return (await dataCenterRow(db, uid))!;
}

export async function updateDataCenter(uid: string, input: DataCenterUpdateInput, locale: Locale): Promise<StaffDataCenter> {
  const db = await getDb();
  const [row] = await db.update(dataCenters).set(input).where(eq(dataCenters.uid, uid)).returning({ uid: dataCenters.uid });
  if (!row) throw notFound(catalogueText(locale, "dataCenterNotFound", { id: uid.slice(0, 40) }));
  expireDataCenters();
  return (await dataCenterRow(db, uid))!;
}
