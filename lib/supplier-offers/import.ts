import "server-only";
import { abandonBody } from "@/lib/api/body";
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { ApiError, unprocessable } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { getDb } from "@/lib/db/client";
import type { ProductAttribute } from "@/lib/catalogue/attribute-schema";
import { moveOffers, recordOffersCreated, type OfferRef, type OfferStatus } from "@/lib/catalogue/offer-status";
import { offerSearchText } from "@/lib/catalogue/search-text";
import { categories, dataCenters, offerSearch, offers, products } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/routing";
import { requireSupplier, type Membership } from "@/lib/organizations/access";
import { attributeLines, attributeValues, newOfferUid } from "./attributes";
import { OFFER_CSV_LIMITS, diffImport, exportOfferCsv, parseOfferCsv, type CsvRowError, type OfferCsvInput, type OfferCsvOptions, type OfferCsvRecord, type ParsedRow } from "./csv";
import { availabilityForStock, checkAttributes, supplierOfferCreateSchema, type SupplierOfferCreateInput } from "./schema";
import { deleteOrArchive, expireOfferReads, lockedAttributeSchema, productCovers, selectOffers, type Row, type Tx } from "./service";
import { supplierOfferErrorText, supplierOfferText } from "./texts";
import type { ImportPlan, ImportResult } from "./types";

export type { ImportPlan, ImportResult } from "./types";

/**
 * CSV import and export of one product's offers for the caller's organisation (spec section 5,
 * docs/supplier-offers.md): the export writes the current sale offers; the preview parses a file and
 * answers what a commit would create, change and remove and every row's errors, writing nothing; the
 * commit does the same checks again and then replaces all the product's sale offers of the
 * organisation in ONE transaction, or changes nothing when any row fails.
 */

type Product = { id: number; slug: string; categorySlug: string; attributeSchema: ProductAttribute[] };

async function productOf(slug: string, locale: Locale): Promise<Product> {
  const db = await getDb();
  const [product] = await db
    .select({ id: products.id, slug: products.slug, categorySlug: categories.slug, attributeSchema: products.attributeSchema })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.slug, slug), eq(products.isActive, true)));
  if (!product) throw unprocessable([{ loc: ["query", "product_slug"], msg: supplierOfferErrorText(locale, "errors.product"), type: "value_error" }]);
  return product;
}

/** The organisation's sale offers of the product (archived and suspended ones are not on sale). */
async function saleOffers(tx: Tx | Awaited<ReturnType<typeof getDb>>, orgId: number, productId: number): Promise<Row[]> {
  return selectOffers(tx)
    .where(and(eq(offers.providerId, orgId), eq(offers.productId, productId), notInArray(offers.status, ["archived", "suspended"])))
    .orderBy(asc(offers.id));
}

/** An offer as a CSV record: the same text the importer compares against. */
function recordOf(row: Row): OfferCsvRecord {
  return {
    uid: row.uid,
    name: row.name,
    price_cents: row.priceCents,
    billing_period: row.billingPeriod,
    country: row.country,
    data_center: row.dataCenterUid ?? "",
    stock: row.stock,
    delivery_minutes: row.deliveryMinutes,
    status: row.status,
    attributes: JSON.stringify(attributeValues(row.attributeSchema, row.facets)),
  };
}

const asStrings = (r: OfferCsvRecord): Record<string, string> => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)]));

/** GET /api/supplier/offers/export?product_slug=: the product's sale offers in the import's format. */
export async function exportOffers(caller: Caller, locale: Locale, productSlug: string): Promise<{ filename: string; csv: string }> {
  const { org } = await requireSupplier(caller, locale, "offers.read");
  const product = await productOf(productSlug, locale);
  const db = await getDb();
  const rows = await saleOffers(db, org.id, product.id);
  return { filename: `${org.slug}-${product.slug}-offers.csv`, csv: exportOfferCsv(rows.map(recordOf)) };
}

type CheckedRow = { parsed: ParsedRow; input: SupplierOfferCreateInput; facets: Record<string, string | string[]> };

const COLUMN_OF_FIELD: Record<string, string> = { product_slug: "uid" };

/** One row's values checked like a creation through the API (the same schema and attribute rules). */
function checkRow(parsed: ParsedRow, product: Product, dataCenterUids: Set<string>, locale: Locale): { ok: true; row: CheckedRow } | { ok: false; errors: CsvRowError[] } {
  const v = parsed.values;
  const errors: CsvRowError[] = [];
  const err = (column: string, message: string) => errors.push({ row: parsed.row, column, code: "columnCount", message });
  const int = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : value.trim() === "" ? undefined : Number.NaN);
  let attributes: unknown = {};
  if (v.attributes.trim() !== "") {
    try {
      attributes = JSON.parse(v.attributes);
    } catch {
      err("attributes", supplierOfferErrorText(locale, "errors.invalid"));
    }
  }
  const candidate = {
    product_slug: product.slug,
    name: v.name,
    price_cents: int(v.price_cents),
    billing_period: v.billing_period.trim().toLowerCase(),
    country: v.country.trim().toUpperCase(),
    data_center: v.data_center.trim() || null,
    stock: int(v.stock),
    delivery_minutes: int(v.delivery_minutes),
    status: v.status.trim().toLowerCase() || "public",
    attributes: attributes && typeof attributes === "object" && !Array.isArray(attributes) ? attributes : {},
  };
  const parsedInput = supplierOfferCreateSchema.safeParse(candidate);
  if (!parsedInput.success) {
    for (const issue of parsedInput.error.issues) {
      const field = String(issue.path[0] ?? "");
      err(COLUMN_OF_FIELD[field] ?? field, supplierOfferErrorText(locale, issue.message));
    }
  }
  if (candidate.data_center && !dataCenterUids.has(candidate.data_center)) err("data_center", supplierOfferErrorText(locale, "errors.dataCenter"));
  const checked = checkAttributes(product.attributeSchema, parsedInput.success ? (parsedInput.data.attributes ?? {}) : {});
  if (parsedInput.success && !checked.ok) for (const i of checked.issues) err("attributes", `${i.path[1]}: ${supplierOfferErrorText(locale, `errors.${i.key}`)}`);
  if (errors.length || !parsedInput.success || !checked.ok) return { ok: false, errors };
  return { ok: true, row: { parsed, input: parsedInput.data, facets: checked.data.facets } };
}

type Planned = { plan: ImportPlan; product: Product; org: Membership["org"]; checked: Map<number, CheckedRow>; changeUids: Map<number, string>; removeUids: string[] };

/** Who may import and which product: looked up before any transaction (PGlite has one connection). */
async function importTarget(caller: Caller, locale: Locale, productSlug: string) {
  const { org } = await requireSupplier(caller, locale, "offers.write");
  return { org, product: await productOf(productSlug, locale) };
}

async function plan(target: { org: Membership["org"]; product: Product }, locale: Locale, body: OfferCsvInput, options: Partial<OfferCsvOptions>, tx?: Tx): Promise<Planned> {
  const { org, product } = target;
  const parsed = await parseOfferCsv(body, { ...options, locale });
  if (!parsed.ok) {
    throw new ApiError(parsed.error.code === "too_large" ? 413 : 422, `csv_${parsed.error.code}`, { msg: parsed.error.message, code: `csv_${parsed.error.code}`, ...(parsed.error.row ? { row: parsed.error.row } : {}) });
  }
  const db = tx ?? (await getDb());
  const existing = await saleOffers(db, org.id, product.id);
  const diff = diffImport(existing.map((r) => ({ uid: r.uid, values: asStrings(recordOf(r)) })), parsed.rows, locale);
  const dcUids = new Set((await db.select({ uid: dataCenters.uid }).from(dataCenters)).map((d) => d.uid));
  const errors: CsvRowError[] = [...parsed.errors, ...diff.errors];
  const checked = new Map<number, CheckedRow>();
  const changeUids = new Map<number, string>();
  for (const c of diff.change) changeUids.set(c.row, c.uid);
  for (const row of [...diff.create, ...parsed.rows.filter((r) => changeUids.has(r.row))]) {
    const result = checkRow(row, product, dcUids, locale);
    if (result.ok) checked.set(row.row, result.row);
    else errors.push(...result.errors);
  }
  const byUid = new Map(existing.map((r) => [r.uid, r]));
  const items: ImportPlan["items"] = [];
  for (const row of parsed.rows) {
    const uid = row.values.uid.trim();
    const action = uid === "" ? "create" : changeUids.has(row.row) ? "change" : diff.unchanged.includes(uid) ? "unchanged" : null;
    if (action && items.length < 200) items.push({ row: row.row, action, uid: uid || null, name: row.values.name, ...(action === "change" ? { fields: diff.change.find((c) => c.row === row.row)?.fields ?? [] } : {}) });
  }
  errors.sort((a, b) => a.row - b.row);
  return {
    plan: {
      product_slug: product.slug,
      rows: parsed.rows.length,
      create: diff.create.length,
      change: diff.change.length,
      remove: diff.remove.length,
      unchanged: diff.unchanged.length,
      errors: errors.slice(0, 500).map((e) => ({ row: e.row, column: e.column, message: e.message })),
      items,
      removed: diff.remove.map((uid) => ({ uid, name: byUid.get(uid)?.name ?? "" })),
    },
    product,
    org,
    checked,
    changeUids,
    removeUids: diff.remove,
  };
}

/** POST /api/supplier/offers/import/preview: what a commit would do; writes nothing. */
export async function previewImport(caller: Caller, locale: Locale, productSlug: string, body: OfferCsvInput, options: Partial<OfferCsvOptions>): Promise<ImportPlan> {
  return (await plan(await importTarget(caller, locale, productSlug), locale, body, options)).plan;
}

/**
 * POST /api/supplier/offers/import/commit: the same plan, then in ONE transaction the rows created
 * and changed and the offers absent from the file removed (deleted, or archived when ordered). Any
 * row error answers 422 with every error and changes nothing.
 */
export async function commitImport(caller: Caller, locale: Locale, productSlug: string, body: OfferCsvInput, options: Partial<OfferCsvOptions>): Promise<ImportResult> {
  const target = await importTarget(caller, locale, productSlug);
  const db = await getDb();
  // Read the file before the transaction: a slow upload must not hold row locks.
  const bytes = body instanceof Uint8Array ? body : await collect(body);
  const outcome = await db.transaction(async (tx) => {
    // The schema as it stands once a staff change of it has finished (see lockedAttributeSchema).
    const current = { ...target.product, attributeSchema: await lockedAttributeSchema(tx, target.product.id) };
    const planned = await plan({ ...target, product: current }, locale, bytes, options, tx);
    const { plan: p, product, org, checked, changeUids, removeUids } = planned;
    if (p.errors.length) throw new ApiError(422, "import_invalid", { msg: supplierOfferText(locale, "importInvalid"), code: "import_invalid", errors: p.errors });
    // Lock the product's offers of the organisation: two commits never interleave.
    const locked = await tx
      .select({ id: offers.id, uid: offers.uid, status: offers.status })
      .from(offers)
      .where(and(eq(offers.providerId, org.id), eq(offers.productId, product.id)))
      .for("update");
    const actor = `user:${caller.user.uid}`;
    const touched = await writeRows(tx, org, product, checked, changeUids, new Map(locked.map((r) => [r.uid, r])), actor);
    let deleted = 0;
    let archived = 0;
    if (removeUids.length) {
      const rows = await tx.select({ id: offers.id, status: offers.status }).from(offers).where(and(eq(offers.providerId, org.id), inArray(offers.uid, removeUids)));
      const done = await deleteOrArchive(tx, rows, actor, "absent from a CSV import, with orders");
      deleted = done.deletedIds.length;
      archived = done.archivedIds.length;
      touched.push(...removeUids);
    }
    return { p, org, product, touched, deleted, archived };
  });
  expireOfferReads(outcome.org, outcome.touched, [outcome.product.slug], [outcome.product.categorySlug]);
  return { created: outcome.p.create, changed: outcome.p.change, unchanged: outcome.p.unchanged, deleted: outcome.deleted, archived: outcome.archived };
}

/** Rows per multi-row statement: 500 offers of ~20 columns stay far below PostgreSQL's 65,535 parameters. */
const WRITE_CHUNK = 500;

/**
 * Writes the checked rows: created and changed offers in multi-row upserts on the uid (a change is
 * an insert whose uid exists: it updates that offer, and only when it is the organisation's), then
 * their search documents, composed in memory the way writeSearchDocument does, in multi-row upserts.
 * One statement per 500 rows instead of three per row (10,000 rows: ~40 statements, not ~40,000).
 * A changed offer's status moves through lib/catalogue/offer-status.ts (the upsert leaves it), from
 * its status in `current`; created offers' first status is recorded there too. Returns the uids written.
 */
async function writeRows(tx: Tx, org: Membership["org"], product: Product, checked: Map<number, CheckedRow>, changeUids: Map<number, string>, current: Map<string, OfferRef>, actor: string): Promise<string[]> {
  if (!checked.size) return [];
  const [names] = await tx
    .select({ productName: products.name, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, product.id));
  const dcs = new Map((await tx.select({ id: dataCenters.id, uid: dataCenters.uid, city: dataCenters.city }).from(dataCenters)).map((d) => [d.uid, d]));
  // New offers get the product's generated covers, like the seed's (one read for all of them).
  const cover = await productCovers(tx, product.id);
  const now = new Date();
  const rows = [...checked].map(([row, c]) => {
    const i = c.input;
    const dc = i.data_center ? dcs.get(i.data_center) : undefined;
    return {
      uid: changeUids.get(row) ?? newOfferUid(),
      productId: product.id,
      providerId: org.id,
      currency: "EUR",
      ...(cover ?? {}),
      name: i.name,
      nameTemplate: null,
      status: i.status ?? "public",
      priceCents: i.price_cents,
      billingPeriod: i.billing_period,
      country: i.country,
      dataCenterId: dc?.id ?? null,
      stock: i.stock,
      availability: availabilityForStock(i.stock),
      deliveryMinutes: i.delivery_minutes,
      facets: c.facets,
      attributes: attributeLines(product.categorySlug, product.attributeSchema, c.facets),
      updatedAt: now,
      city: dc?.city ?? null,
    };
  });
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  const written = new Map<string, number>();
  for (let at = 0; at < rows.length; at += WRITE_CHUNK) {
    const chunk = rows.slice(at, at + WRITE_CHUNK).map(({ city: _city, ...values }) => values);
    const done = await tx
      .insert(offers)
      .values(chunk)
      .onConflictDoUpdate({
        target: offers.uid,
        set: {
          name: excluded("name"),
          nameTemplate: excluded("name_template"),
          priceCents: excluded("price_cents"),
          billingPeriod: excluded("billing_period"),
          country: excluded("country"),
          dataCenterId: excluded("data_center_id"),
          stock: excluded("stock"),
          availability: excluded("availability"),
          deliveryMinutes: excluded("delivery_minutes"),
          facets: excluded("facets"),
          attributes: excluded("attributes"),
          updatedAt: excluded("updated_at"),
        },
        // A uid of another organisation's or product's offer is never taken over (the plan only
        // lets the product's own sale offers through; this keeps the statement safe on its own).
        setWhere: and(eq(offers.providerId, org.id), eq(offers.productId, product.id)),
      })
      .returning({ id: offers.id, uid: offers.uid });
    for (const r of done) written.set(r.uid, r.id);
  }
  if (written.size !== rows.length) throw new Error(`CSV commit wrote ${written.size} of ${rows.length} offers`);
  const created: OfferRef[] = [];
  const moves = new Map<OfferStatus, OfferRef[]>();
  for (const r of rows) {
    const before = current.get(r.uid);
    if (!before) created.push({ id: written.get(r.uid)!, status: r.status });
    else if (before.status !== r.status) {
      const refs = moves.get(r.status) ?? [];
      if (!refs.length) moves.set(r.status, refs);
      refs.push(before);
    }
  }
  await recordOffersCreated(tx, created, actor, "created by a CSV import");
  for (const [to, refs] of moves) await moveOffers(tx, refs, to, actor, "CSV import");
  const documents = rows.map((r) => ({
    offerId: written.get(r.uid)!,
    text: offerSearchText({
      name: r.name,
      nameTemplate: null,
      attributes: r.attributes,
      facets: r.facets,
      productName: names.productName,
      categoryName: names.categoryName,
      providerName: org.name,
      country: r.country,
      city: r.city,
    }),
  }));
  for (let at = 0; at < documents.length; at += WRITE_CHUNK) {
    await tx
      .insert(offerSearch)
      .values(documents.slice(at, at + WRITE_CHUNK))
      .onConflictDoUpdate({ target: offerSearch.offerId, set: { text: excluded("text") } });
  }
  return rows.map((r) => r.uid);
}

async function collect(input: Exclude<OfferCsvInput, Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const iterable: AsyncIterable<Uint8Array> = Symbol.asyncIterator in input ? (input as AsyncIterable<Uint8Array>) : streamIterable(input as ReadableStream<Uint8Array>);
  for await (const chunk of iterable) {
    size += chunk.byteLength;
    chunks.push(chunk);
    // Past the parser's own limit it answers too_large: keep no more than the chunk that passed it;
    // leaving the loop reads the rest of the body away (streamIterable), so the answer is not lost
    // to a reset.
    if (size > OFFER_CSV_LIMITS.bytes) break;
  }
  return Buffer.concat(chunks);
}

async function* streamIterable(stream: ReadableStream<Uint8Array>): AsyncIterable<Uint8Array> {
  const reader = stream.getReader();
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      yield value;
    }
  } finally {
    // Left before its end (past the parser's limit): abandoned the one safe way.
    await abandonBody(reader, size);
  }
}
