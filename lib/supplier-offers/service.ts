import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from "drizzle-orm";
import { ApiError, notFound, unprocessable, type IssueDetail } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { tags } from "@/lib/cache/tags";
import type { ProductAttribute } from "@/lib/catalogue/attribute-schema";
import { isWritableOffer } from "@/lib/catalogue/offer-status-names";
import { moveOffers, recordOffersCreated, type OfferRef } from "@/lib/catalogue/offer-status";
import { paths } from "@/lib/catalogue/paths";
import { offerSearchText } from "@/lib/catalogue/search-text";
import { getDb, type Db } from "@/lib/db/client";
import { categories, dataCenters, media, offerSearch, offers, orderLines, products } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/routing";
import { requireSupplier, type Membership } from "@/lib/organizations/access";
import { attributeLines, attributeValues, newOfferUid } from "./attributes";
import {
  applyPriceChange,
  availabilityForStock,
  checkAttributes,
  type AttributeIssue,
  type SupplierOfferBulkInput,
  type SupplierOfferCreateInput,
  type SupplierOfferListQuery,
  type SupplierOfferUpdateInput,
} from "./schema";
import { supplierOfferErrorText, supplierOfferText } from "./texts";
import type { SupplierOffer, SupplierOfferPage } from "./types";
import { expireTags } from "@/lib/cache/expire";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Conn = Db | Tx;

export type { SupplierOffer, SupplierOfferPage } from "./types";

const columns = {
  id: offers.id,
  uid: offers.uid,
  name: offers.name,
  status: offers.status,
  productId: offers.productId,
  productSlug: products.slug,
  productName: products.name,
  categorySlug: categories.slug,
  categoryName: categories.name,
  attributeSchema: products.attributeSchema,
  priceCents: offers.priceCents,
  currency: offers.currency,
  billingPeriod: offers.billingPeriod,
  country: offers.country,
  dataCenterId: offers.dataCenterId,
  dataCenterUid: dataCenters.uid,
  dataCenterName: dataCenters.name,
  dataCenterCity: dataCenters.city,
  stock: offers.stock,
  availability: offers.availability,
  deliveryMinutes: offers.deliveryMinutes,
  facets: offers.facets,
  createdAt: offers.createdAt,
  updatedAt: offers.updatedAt,
};

export function selectOffers(db: Conn) {
  return db
    .select(columns)
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(dataCenters, eq(dataCenters.id, offers.dataCenterId));
}
export type Row = Awaited<ReturnType<ReturnType<typeof selectOffers>["execute"]>>[number];

function view(row: Row, locale: Locale): SupplierOffer {
  return {
    uid: row.uid,
    name: row.name,
    status: row.status,
    product: { slug: row.productSlug, name: row.productName[locale] ?? row.productName.en },
    category_slug: row.categorySlug,
    price_cents: row.priceCents,
    currency: row.currency,
    billing_period: row.billingPeriod,
    country: row.country,
    data_center: row.dataCenterUid ? { uid: row.dataCenterUid, name: row.dataCenterName ?? "" } : null,
    stock: row.stock,
    availability: row.availability,
    delivery_minutes: row.deliveryMinutes,
    attributes: attributeValues(row.attributeSchema, row.facets),
    url: paths.offer(row.categorySlug, row.productSlug, row.uid),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The product's attribute schema, read in a statement of its own under a share lock: a staff schema
 * change (lib/catalogue-staff/attribute-schema.ts) holds the product's row for update while it checks
 * the offers, so an offer written meanwhile waits and is checked against the schema that won.
 */
export async function lockedAttributeSchema(tx: Tx, productId: number): Promise<ProductAttribute[]> {
  const [row] = await tx.select({ schema: products.attributeSchema }).from(products).where(eq(products.id, productId)).for("share");
  return row?.schema ?? [];
}

/** The same 404 for an unknown offer and another organisation's (CONVENTIONS 15). */
const offerNotFound = (locale: Locale, uid: string) => notFound(supplierOfferText(locale, "offerNotFound", { id: uid }));

const issue = (locale: Locale, loc: (string | number)[], key: Parameters<typeof supplierOfferErrorText>[1]): IssueDetail => ({
  loc: ["body", ...loc],
  msg: supplierOfferErrorText(locale, key),
  type: "value_error",
});
export const attributeIssues = (locale: Locale, issues: AttributeIssue[]) => issues.map((i) => issue(locale, i.path, `errors.${i.key}`));

/**
 * Expires every cached read an offer write touches, after the commit: the offers' pages, their
 * products' listings and filters, category counts, the public API and the sitemap (tags.offers),
 * and the organisation's provider page. `expire: 0` so nobody is served the old state meanwhile.
 */
export function expireOfferReads(org: Membership["org"], uids: string[], productSlugs: string[], categorySlugs: string[]): void {
  expireTags(
    [
      ...uids.map((uid) => tags.offer(uid)),
      ...productSlugs.map((slug) => tags.product(slug)),
      ...categorySlugs.map((slug) => tags.category(slug)),
      tags.offers,
      tags.categories,
      tags.provider(org.slug),
      tags.providers,
    ],
    "supplier-offers",
  );
}

/** Writes (or rewrites) the offer's site search document the way the seed does (ADR 0009). */
export async function writeSearchDocument(tx: Tx, org: Membership["org"], offerId: number): Promise<void> {
  const [row] = await tx
    .select({ ...columns, attributes: offers.attributes, nameTemplate: offers.nameTemplate })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(dataCenters, eq(dataCenters.id, offers.dataCenterId))
    .where(eq(offers.id, offerId));
  const text = offerSearchText({
    name: row.name,
    nameTemplate: row.nameTemplate,
    attributes: row.attributes,
    facets: row.facets,
    productName: row.productName,
    categoryName: row.categoryName,
    providerName: org.name,
    country: row.country,
    city: row.dataCenterCity,
  });
  await tx.insert(offerSearch).values({ offerId, text }).onConflictDoUpdate({ target: offerSearch.offerId, set: { text } });
}

/** The caller's offers, newest change first; archived ones only with `status=archived`. */
export async function listSupplierOffers(caller: Caller, locale: Locale, query: SupplierOfferListQuery): Promise<SupplierOfferPage> {
  const { org } = await requireSupplier(caller, locale, "offers.read");
  const db = await getDb();
  const where: (SQL | undefined)[] = [eq(offers.providerId, org.id), query.status ? eq(offers.status, query.status) : ne(offers.status, "archived")];
  if (query.category_slug) where.push(eq(categories.slug, query.category_slug));
  if (query.product_slug) where.push(eq(products.slug, query.product_slug));
  if (query.q) where.push(ilike(offers.name, `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const condition = and(...where);
  const [{ total }] = await db
    .select({ total: count() })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(condition);
  const rows = await selectOffers(db)
    .where(condition)
    .orderBy(desc(offers.updatedAt), asc(offers.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return { items: rows.map((r) => view(r, locale)), total, page: query.page, size: query.size, pages: Math.ceil(total / query.size) };
}

/** One of the caller's offers (any status); another organisation's answers like an unknown uid. */
export async function getSupplierOffer(caller: Caller, locale: Locale, uid: string): Promise<SupplierOffer> {
  const { org } = await requireSupplier(caller, locale, "offers.read");
  const db = await getDb();
  const [row] = await selectOffers(db).where(and(eq(offers.uid, uid), eq(offers.providerId, org.id)));
  if (!row) throw offerNotFound(locale, uid);
  return view(row, locale);
}

/** A data center's id by uid, or the 422 of an unknown one. */
export async function dataCenterId(tx: Conn, locale: Locale, uid: string | null | undefined): Promise<number | null> {
  if (!uid) return null;
  const [dc] = await tx.select({ id: dataCenters.id }).from(dataCenters).where(eq(dataCenters.uid, uid));
  if (!dc) throw unprocessable([issue(locale, ["data_center"], "errors.dataCenter")]);
  return dc.id;
}

/** Creates an offer of the caller's organisation (offers.write), public unless `status: hidden`. */
export async function createSupplierOffer(caller: Caller, locale: Locale, input: SupplierOfferCreateInput): Promise<SupplierOffer> {
  const { org } = await requireSupplier(caller, locale, "offers.write");
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, slug: products.slug, categorySlug: categories.slug })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.slug, input.product_slug), eq(products.isActive, true)));
    if (!product) throw unprocessable([issue(locale, ["product_slug"], "errors.product")]);
    const schema = await lockedAttributeSchema(tx, product.id);
    const checked = checkAttributes(schema, input.attributes ?? {});
    if (!checked.ok) throw unprocessable(attributeIssues(locale, checked.issues));
    const dcId = await dataCenterId(tx, locale, input.data_center);
    // The product's generated covers stay the offer's images until the supplier uploads its own.
    const covers = await productCovers(tx, product.id);
    const [row] = await tx
      .insert(offers)
      .values({
        uid: newOfferUid(),
        productId: product.id,
        providerId: org.id,
        dataCenterId: dcId,
        country: input.country,
        name: input.name,
        nameTemplate: null,
        status: input.status ?? "public",
        priceCents: input.price_cents,
        currency: "EUR",
        billingPeriod: input.billing_period,
        attributes: attributeLines(product.categorySlug, schema, checked.data.facets),
        facets: checked.data.facets,
        availability: availabilityForStock(input.stock),
        stock: input.stock,
        deliveryMinutes: input.delivery_minutes,
        ...(covers ?? {}),
      })
      .returning({ id: offers.id, uid: offers.uid, status: offers.status });
    await recordOffersCreated(tx, [row], `user:${caller.user.uid}`, "created");
    await writeSearchDocument(tx, org, row.id);
    const [saved] = await selectOffers(tx).where(eq(offers.id, row.id));
    return saved;
  });
  expireOfferReads(org, [created.uid], [created.productSlug], [created.categorySlug]);
  return view(created, locale);
}

/**
 * The product's generated SVG covers (the four media ids the seed gave its offers; image16x9Small and
 * image16x9Medium are NULL there, SVG scales), taken from an offer of the product whose images are
 * still SVG: an offer with an uploaded photo (./images.ts) never passes its photo on. Null when no
 * offer of the product has them.
 */
export async function productCovers(tx: Conn, productId: number): Promise<Pick<typeof offers.$inferSelect, "image1x1" | "image4x3" | "image16x9" | "image16x9Small" | "image16x9Medium" | "imageSocial"> | null> {
  const [covers] = await tx
    .select({ image1x1: offers.image1x1, image4x3: offers.image4x3, image16x9: offers.image16x9, image16x9Small: offers.image16x9Small, image16x9Medium: offers.image16x9Medium, imageSocial: offers.imageSocial })
    .from(offers)
    .innerJoin(media, eq(media.id, offers.image1x1))
    .where(and(eq(offers.productId, productId), eq(media.contentType, "image/svg+xml")))
    .orderBy(asc(offers.id))
    .limit(1);
  return covers ?? null;
}

/** The caller's offer for a write, locked; 404 like an unknown uid, 409 for archived or suspended ones. */
export async function writableOffer(tx: Tx, locale: Locale, orgId: number, uid: string): Promise<Row> {
  const [row] = await selectOffers(tx).where(and(eq(offers.uid, uid), eq(offers.providerId, orgId))).for("update", { of: offers });
  if (!row) throw offerNotFound(locale, uid);
  if (!isWritableOffer(row.status))
    throw new ApiError(409, "offer_not_writable", { msg: supplierOfferText(locale, "notWritable", { id: uid, status: row.status }), code: "offer_not_writable" });
  return row;
}

/** Changes the fields given (offers.write); attributes, when given, replace the whole set. */
export async function updateSupplierOffer(caller: Caller, locale: Locale, uid: string, input: SupplierOfferUpdateInput): Promise<SupplierOffer> {
  const { org } = await requireSupplier(caller, locale, "offers.write");
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const row = await writableOffer(tx, locale, org.id, uid);
    const set: Partial<typeof offers.$inferInsert> = { updatedAt: new Date() };
    if (input.attributes !== undefined) {
      const schema = await lockedAttributeSchema(tx, row.productId);
      const checked = checkAttributes(schema, input.attributes);
      if (!checked.ok) throw unprocessable(attributeIssues(locale, checked.issues));
      set.facets = checked.data.facets;
      set.attributes = attributeLines(row.categorySlug, schema, checked.data.facets);
    }
    if (input.data_center !== undefined) set.dataCenterId = await dataCenterId(tx, locale, input.data_center);
    if (input.name !== undefined) set.name = input.name;
    if (input.name !== undefined) set.nameTemplate = null;
    if (input.price_cents !== undefined) set.priceCents = input.price_cents;
    if (input.billing_period !== undefined) set.billingPeriod = input.billing_period;
    if (input.country !== undefined) set.country = input.country;
    if (input.stock !== undefined) {
      set.stock = input.stock;
      set.availability = availabilityForStock(input.stock);
    }
    if (input.delivery_minutes !== undefined) set.deliveryMinutes = input.delivery_minutes;
    await tx.update(offers).set(set).where(and(eq(offers.id, row.id), eq(offers.providerId, org.id)));
    if (input.status !== undefined) await moveOffers(tx, [row], input.status, `user:${caller.user.uid}`, "edited");
    await writeSearchDocument(tx, org, row.id);
    const [after] = await selectOffers(tx).where(eq(offers.id, row.id));
    return after;
  });
  expireOfferReads(org, [saved.uid], [saved.productSlug], [saved.categorySlug]);
  return view(saved, locale);
}

export type BulkResult = {
  action: SupplierOfferBulkInput["action"];
  /** Every selected uid (all changed). */
  uids: string[];
  /** delete: removed for good. */
  deleted: string[];
  /** delete: kept as archived because order lines point to them. */
  archived: string[];
  /** The selected offers after the change (none for delete). */
  items: SupplierOffer[];
};

/**
 * Deletes offers without order lines and archives those with some (orders keep their lines).
 * The search document goes with a deleted offer (ON DELETE CASCADE). `actor` and `reason` go to the
 * archived offers' status history.
 */
export async function deleteOrArchive(tx: Tx, rows: readonly OfferRef[], actor: string, reason: string): Promise<{ deletedIds: number[]; archivedIds: number[] }> {
  const ids = rows.map((r) => r.id);
  const ordered = new Set(
    (await tx.selectDistinct({ id: orderLines.offerId }).from(orderLines).where(inArray(orderLines.offerId, ids))).map((r) => r.id!),
  );
  const archivedIds = ids.filter((id) => ordered.has(id));
  const deletedIds = ids.filter((id) => !ordered.has(id));
  if (archivedIds.length) await moveOffers(tx, rows.filter((r) => ordered.has(r.id)), "archived", actor, reason);
  if (deletedIds.length) await tx.delete(offers).where(inArray(offers.id, deletedIds));
  return { deletedIds, archivedIds };
}

/** Deletes one offer, or archives it when it has orders. */
export async function deleteSupplierOffer(caller: Caller, locale: Locale, uid: string): Promise<{ uid: string; result: "deleted" | "archived" }> {
  const { org } = await requireSupplier(caller, locale, "offers.write");
  const db = await getDb();
  const { row, archived } = await db.transaction(async (tx) => {
    const row = await writableOffer(tx, locale, org.id, uid);
    const done = await deleteOrArchive(tx, [row], `user:${caller.user.uid}`, "deleted with orders");
    return { row, archived: done.archivedIds.length > 0 };
  });
  expireOfferReads(org, [row.uid], [row.productSlug], [row.categorySlug]);
  return { uid: row.uid, result: archived ? "archived" : "deleted" };
}

/**
 * Publishes, hides, deletes or updates (price in % or absolute, stock) the selected offers in ONE
 * transaction. An unknown uid or another organisation's answers the same 404 as an unknown id and
 * nothing changes; so does an archived or suspended one (409), or a price change leaving the range (422).
 */
export async function bulkSupplierOffers(caller: Caller, locale: Locale, input: SupplierOfferBulkInput): Promise<BulkResult> {
  const { org } = await requireSupplier(caller, locale, "offers.write");
  const db = await getDb();
  const uids = [...new Set(input.uids)];
  const result = await db.transaction(async (tx) => {
    const rows = await selectOffers(tx)
      .where(and(inArray(offers.uid, uids), eq(offers.providerId, org.id)))
      .orderBy(asc(offers.id))
      .for("update", { of: offers });
    const byUid = new Map(rows.map((r) => [r.uid, r]));
    const missing = uids.find((u) => !byUid.has(u));
    if (missing) throw offerNotFound(locale, missing);
    const stuck = rows.find((r) => !isWritableOffer(r.status));
    if (stuck) throw new ApiError(409, "offer_not_writable", { msg: supplierOfferText(locale, "notWritable", { id: stuck.uid, status: stuck.status }), code: "offer_not_writable" });
    const ids = rows.map((r) => r.id);
    const now = new Date();
    let deleted: string[] = [];
    let archived: string[] = [];
    const actor = `user:${caller.user.uid}`;
    if (input.action === "publish" || input.action === "hide") {
      await moveOffers(tx, rows, input.action === "publish" ? "public" : "hidden", actor, `bulk ${input.action}`);
    } else if (input.action === "delete") {
      const done = await deleteOrArchive(tx, rows, actor, "deleted with orders (bulk)");
      const uidOf = new Map(rows.map((r) => [r.id, r.uid]));
      deleted = done.deletedIds.map((id) => uidOf.get(id)!);
      archived = done.archivedIds.map((id) => uidOf.get(id)!);
    } else {
      if (input.price) {
        const issues: IssueDetail[] = [];
        const prices = new Map<number, number>();
        for (const r of rows) {
          const next = applyPriceChange(r.priceCents, input.price);
          if (next === null) issues.push(issue(locale, ["price", "value"], "errors.priceTooHigh"));
          else prices.set(r.id, next);
        }
        if (issues.length) throw unprocessable(issues.slice(0, 1));
        if (input.price.mode === "absolute") {
          await tx.update(offers).set({ priceCents: input.price.value, updatedAt: now }).where(inArray(offers.id, ids));
        } else {
          // One statement: the new price of each row from a VALUES list.
          const values = sql.join([...prices].map(([id, cents]) => sql`(${id}::integer, ${cents}::integer)`), sql`, `);
          await tx.execute(
            sql`UPDATE ${offers} SET price_cents = v.cents, updated_at = now() FROM (VALUES ${values}) AS v(id, cents) WHERE ${offers.id} = v.id AND ${offers.providerId} = ${org.id}`,
          );
        }
      }
      if (input.stock !== undefined) {
        await tx
          .update(offers)
          .set({ stock: input.stock, availability: availabilityForStock(input.stock), updatedAt: now })
          .where(and(inArray(offers.id, ids), eq(offers.providerId, org.id)));
      }
    }
    const after = input.action === "delete" ? [] : await selectOffers(tx).where(inArray(offers.id, ids)).orderBy(asc(offers.id));
    return { rows, after, deleted, archived };
  });
  expireOfferReads(
    org,
    result.rows.map((r) => r.uid),
    result.rows.map((r) => r.productSlug),
    result.rows.map((r) => r.categorySlug),
  );
  return { action: input.action, uids, deleted: result.deleted, archived: result.archived, items: result.after.map((r) => view(r, locale)) };
}
