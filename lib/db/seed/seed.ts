import { defaultAttributeSchema } from "@/lib/catalogue/attribute-schema";
import { count, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import {
  articles,
  categories,
  dataCenters,
  media,
  offerSearch,
  offers,
  orderLines,
  productOptions,
  products,
  providers,
} from "@/lib/db/schema";
import { offerSearchText } from "@/lib/catalogue/search-text";
import { seedDemoAccounts } from "./demo-accounts";
import { generateCatalogue } from "./generate";

export type SeedCounts = {
  categories: number;
  products: number;
  productOptions: number;
  providers: number;
  dataCenters: number;
  media: number;
  articles: number;
  offers: number;
  publicOffers: number;
};

export type SeedResult = { seeded: boolean; counts: SeedCounts };

export type SeedOptions = {
  /** Public offers to generate (about 3 % hidden ones are added on top). */
  offers: number;
  /** Replace an existing catalogue instead of leaving it alone. */
  force?: boolean;
  seed?: number;
  /** Offers per INSERT statement. */
  batchSize?: number;
  /** Called after each inserted offer batch with the running total. */
  onProgress?: (insertedOffers: number) => void;
};

/** Key of the transaction-level advisory lock that serialises concurrent seeders (two app instances). */
const SEED_LOCK_KEY = 727_001;

/** Row counts of the catalogue tables. */
export async function catalogueCounts(db: Db): Promise<SeedCounts> {
  const [cat] = await db.select({ n: count() }).from(categories);
  const [prod] = await db.select({ n: count() }).from(products);
  const [opt] = await db.select({ n: count() }).from(productOptions);
  const [prov] = await db.select({ n: count() }).from(providers);
  const [dc] = await db.select({ n: count() }).from(dataCenters);
  const [med] = await db.select({ n: count() }).from(media);
  const [art] = await db.select({ n: count() }).from(articles);
  const [off] = await db.select({ n: count() }).from(offers);
  const [pub] = await db.select({ n: count() }).from(offers).where(eq(offers.status, "public"));
  return {
    categories: cat.n,
    products: prod.n,
    productOptions: opt.n,
    providers: prov.n,
    dataCenters: dc.n,
    media: med.n,
    articles: art.n,
    offers: off.n,
    publicOffers: pub.n,
  };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Removes the catalogue, children before parents. Media is removed only where catalogue rows point
 * at it or where the new catalogue will reuse the id (product images no offer points at), so images
 * uploaded for anything else survive a re-seed.
 */
async function clearCatalogue(tx: Tx, mediaIds: string[]): Promise<void> {
  if (mediaIds.length > 0) await tx.delete(media).where(inArray(media.id, mediaIds));
  await tx.execute(sql`
    DELETE FROM ${media} WHERE ${media.id} IN (
      SELECT ${offers.image1x1} FROM ${offers}
      UNION SELECT ${offers.image4x3} FROM ${offers}
      UNION SELECT ${offers.image16x9} FROM ${offers}
      UNION SELECT ${offers.image16x9Small} FROM ${offers}
      UNION SELECT ${offers.image16x9Medium} FROM ${offers}
      UNION SELECT ${offers.imageSocial} FROM ${offers}
      UNION SELECT ${providers.logo} FROM ${providers}
      UNION SELECT ${articles.image} FROM ${articles}
    )`);
  await tx.delete(offers);
  await tx.delete(productOptions);
  await tx.delete(products);
  await tx.delete(categories);
  await tx.delete(articles);
  await tx.delete(providers);
  await tx.delete(dataCenters);
}

/** Offer columns the seed writes; the database fills in the id, the timestamps and the generated prices. */
const offerColumns = Object.entries(getTableColumns(offers)).filter(
  ([key, column]) => key !== "id" && key !== "createdAt" && key !== "updatedAt" && !column.generated,
);

/**
 * Inserts a batch of offers as one JSON parameter expanded by jsonb_to_recordset. A plain
 * multi-row INSERT binds ~20 parameters per row, and on PGlite that binding is what dominates:
 * this form seeds 100,000 offers about twice as fast. Column names and types come from the
 * drizzle schema, so the statement follows schema changes.
 */
async function insertOffers(tx: Tx, rows: (typeof offers.$inferInsert & { searchText: string })[]): Promise<void> {
  const json = JSON.stringify(
    rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, column] of offerColumns) record[column.name] = (row as Record<string, unknown>)[key] ?? null;
      return record;
    }),
  );
  const names = sql.join(
    offerColumns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = sql.join(
    offerColumns.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  await tx.execute(
    sql`INSERT INTO ${offers} (${names}) SELECT ${names} FROM jsonb_to_recordset(${json}::jsonb) AS rows(${types})`,
  );
  // Their search documents (ADR 0009), matched by uid.
  const documents = JSON.stringify(rows.map((row) => ({ uid: row.uid, text: row.searchText })));
  await tx.execute(
    sql`INSERT INTO ${offerSearch} (offer_id, text) SELECT o.id, d.text FROM jsonb_to_recordset(${documents}::jsonb) AS d(uid varchar, text text) JOIN ${offers} AS o ON o.uid = d.uid`,
  );
}

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Fills the catalogue tables with the deterministic demo catalogue (./generate.ts).
 * Idempotent: when categories already exist nothing happens unless `force`, which replaces the
 * catalogue. Everything runs in one transaction, so a failed seed leaves the previous state.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  const batchSize = Math.max(1, options.batchSize ?? 1000);

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [{ n: existing }] = await tx.select({ n: count() }).from(categories);
    if (existing > 0 && !options.force) return false;

    if (existing > 0 || options.force) {
      // Orders keep the suppliers they were bought from (a foreign key): replacing the catalogue
      // under them would fail half-way, so say why instead.
      const [{ n: ordered }] = await tx.select({ n: count() }).from(orderLines);
      if (ordered > 0) throw new Error(`This database holds ${ordered} ordered lines: a forced re-seed would remove the suppliers they were bought from. Seed a fresh DATA_DIR (or database) instead.`);
    }
    const catalogue = generateCatalogue({ offers: options.offers, seed: options.seed });
    if (existing > 0 || options.force) await clearCatalogue(tx, catalogue.media.map((m) => m.id));

    for (const rows of chunks(catalogue.media, 100)) {
      await tx.insert(media).values(rows);
    }

    const categoryIds = new Map(
      (
        await tx
          .insert(categories)
          .values(catalogue.categories)
          .returning({ id: categories.id, slug: categories.slug })
      ).map((r) => [r.slug, r.id]),
    );

    const productIds = new Map(
      (
        await tx
          .insert(products)
          .values(
            catalogue.products.map(({ categorySlug, ...p }) => ({ ...p, categoryId: categoryIds.get(categorySlug)!, attributeSchema: defaultAttributeSchema(categorySlug) })),
          )
          .returning({ id: products.id, slug: products.slug })
      ).map((r) => [r.slug, r.id]),
    );

    await tx
      .insert(productOptions)
      .values(catalogue.productOptions.map(({ productSlug, ...o }) => ({ ...o, productId: productIds.get(productSlug)! })));

    const providerIds = new Map(
      (
        await tx
          .insert(providers)
          .values(catalogue.providers.map((p) => ({ ...p, status: "approved", approvedAt: new Date() })))
          .returning({ id: providers.id, slug: providers.slug })
      ).map((r) => [r.slug, r.id]),
    );
    await seedDemoAccounts(tx, [...providerIds].map(([slug, id]) => ({ slug, id })));

    const dataCenterIds = new Map(
      (
        await tx
          .insert(dataCenters)
          .values(catalogue.dataCenters.map(({ code: _code, ...d }) => d))
          .returning({ id: dataCenters.id, uid: dataCenters.uid })
      ).map((r) => [r.uid, r.id]),
    );

    await tx.insert(articles).values(catalogue.articles);

    // What the search text of an offer needs besides the offer itself.
    const productBySlug = new Map(catalogue.products.map((p) => [p.slug, p]));
    const categoryName = new Map(catalogue.categories.map((c) => [c.slug as string, c.name]));
    const providerName = new Map(catalogue.providers.map((p) => [p.slug, p.name]));
    const cityOf = new Map(catalogue.dataCenters.map((d) => [d.uid, d.city]));

    let inserted = 0;
    for (const batch of catalogue.offerBatches(batchSize)) {
      await insertOffers(
        tx,
        batch.map(({ productSlug, providerSlug, dataCenterUid, ...o }) => ({
          ...o,
          searchText: offerSearchText({
            name: o.name,
            nameTemplate: o.nameTemplate,
            attributes: o.attributes,
            facets: o.facets,
            productName: productBySlug.get(productSlug)!.name,
            categoryName: categoryName.get(productBySlug.get(productSlug)!.categorySlug)!,
            providerName: providerName.get(providerSlug)!,
            country: o.country,
            city: cityOf.get(dataCenterUid),
          }),
          productId: productIds.get(productSlug)!,
          providerId: providerIds.get(providerSlug)!,
          dataCenterId: dataCenterIds.get(dataCenterUid)!,
        })),
      );
      inserted += batch.length;
      options.onProgress?.(inserted);
    }
    return true;
  });

  // Fresh statistics, so the planner uses the listing and facet indexes right away.
  if (seeded) await db.execute(sql`ANALYZE`);
  return { seeded, counts: await catalogueCounts(db) };
}
