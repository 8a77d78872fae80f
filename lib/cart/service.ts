import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Caller } from "@/lib/auth/caller";
import { newUid } from "@/lib/auth/tokens";
import { paths } from "@/lib/catalogue/paths";
import { offerTitle } from "@/lib/catalogue/vocabulary";
import { getDb, type Db } from "@/lib/db/client";
import { abort, fail, transact, type Fail, type Ok } from "@/lib/db/transact";
import { cartItems, carts, categories, offers, productOptions, products, providers, userProfiles, type InstanceConfiguration } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { lineVat, vatTreatment, VAT_RATES_SOURCE, type VatTreatment } from "@/lib/money/vat";
import { applyValues, configurationFields, defaultConfiguration, instanceErrors, resizeConfigurations, type ConfigField, type FieldError, type OptionInput } from "./configuration";
import { MAX_CART_ITEMS, MAX_ITEM_COUNT } from "./constants";
import { priceInstance } from "./pricing";
import { cartText } from "./texts";

/**
 * The buyer's cart (spec sections 3 and 7), always scoped to the caller's own user id: another
 * buyer's item id is "not found", exactly like an unknown one. Expected failures are values
 * (CONVENTIONS 4); the route handlers answer them.
 */

/** A cart item with its offer, product, category and provider, as stored. */
export type CartRow = Awaited<ReturnType<typeof selectCartRows>>[number];

/** What a cart row shows of its offer: the offer, its product, category and supplier. */
const offerColumns = {
  offer: {
    id: offers.id,
    uid: offers.uid,
    name: offers.name,
    nameTemplate: offers.nameTemplate,
    status: offers.status,
    priceCents: offers.priceCents,
    currency: offers.currency,
    billingPeriod: offers.billingPeriod,
    availability: offers.availability,
    stock: offers.stock,
    country: offers.country,
    productId: offers.productId,
    providerId: offers.providerId,
  },
  productSlug: products.slug,
  /** An inactive product's offers are out of the catalogue: not to be added or ordered. */
  productActive: products.isActive,
  productName: products.name,
  categorySlug: categories.slug,
  provider: { id: providers.id, uid: providers.uid, name: providers.name, slug: providers.slug },
};

function cartRowsQuery(db: Db) {
  return db
    .select({ item: cartItems, ...offerColumns })
    .from(cartItems)
    .innerJoin(offers, eq(offers.id, cartItems.offerId))
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(providers, eq(providers.id, offers.providerId));
}

async function selectCartRows(db: Db, userId: number, page?: { limit: number; offset: number }) {
  const q = cartRowsQuery(db).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.id));
  return page ? q.limit(page.limit).offset(page.offset) : q;
}

/** Every row of the caller's cart, oldest first. */
export function loadCartRows(db: Db, userId: number): Promise<CartRow[]> {
  return selectCartRows(db, userId);
}

const OPTIONS_MEMO_MS = 30_000;
/** Kept on globalThis: one memo per process, whichever route bundle loaded this module. */
const memoKey = Symbol.for("infra-marketplace.cart.optionsMemo");
const optionsMemo: Map<number, { at: number; options: OptionInput[] }> = ((globalThis as Record<symbol, unknown>)[memoKey] ??= new Map()) as Map<number, { at: number; options: OptionInput[] }>;

/** Forgets the remembered options of these products (staff changed them: lib/catalogue-staff). */
export function forgetProductOptions(productIds: number[]): void {
  for (const id of productIds) optionsMemo.delete(id);
}

/**
 * The options of each product for showing a cart: remembered for 30 seconds per process (options
 * change only with the catalogue). Placement reads them afresh inside its transaction (loadOptions).
 * Not with REDIS_URL: then several app processes may serve one shop (docs/deploy.md) and a staff
 * change forgets the options in its own process only, so each cart reads them (one indexed query).
 */
async function cachedOptions(db: Db, productIds: number[]): Promise<Map<number, OptionInput[]>> {
  if (env.REDIS_URL) return loadOptions(db, productIds);
  const now = Date.now();
  const out = new Map<number, OptionInput[]>();
  const missing: number[] = [];
  for (const id of new Set(productIds)) {
    const hit = optionsMemo.get(id);
    if (hit && now - hit.at < OPTIONS_MEMO_MS) out.set(id, hit.options);
    else missing.push(id);
  }
  if (missing.length) {
    const fresh = await loadOptions(db, missing);
    for (const id of missing) {
      const options = fresh.get(id) ?? [];
      optionsMemo.set(id, { at: now, options });
      out.set(id, options);
    }
  }
  return out;
}

/** The options of each product, read directly (also inside transactions). */
export async function loadOptions(db: Db, productIds: number[]): Promise<Map<number, OptionInput[]>> {
  const map = new Map<number, OptionInput[]>();
  if (!productIds.length) return map;
  const rows = await db
    .select({ productId: productOptions.productId, key: productOptions.key, name: productOptions.name, required: productOptions.required, values: productOptions.values })
    .from(productOptions)
    .where(inArray(productOptions.productId, [...new Set(productIds)]))
    .orderBy(asc(productOptions.position), asc(productOptions.id));
  for (const r of rows) {
    const list = map.get(r.productId) ?? [];
    list.push(r);
    map.set(r.productId, list);
  }
  return map;
}

export type LineIssue = { code: "offer_hidden" | "out_of_stock" | "insufficient_stock" | "price_changed"; msg: string };

/** A cart row evaluated: its fields, instances priced and checked, and what blocks checkout. */
export type EvaluatedLine = {
  row: CartRow;
  fields: ConfigField[];
  configurations: InstanceConfiguration[];
  instances: { instance: number; units: number; netCents: number; errors: FieldError[] }[];
  netCents: number;
  issues: LineIssue[];
  invalid: boolean;
};

export function evaluateLine(row: CartRow, options: OptionInput[], locale: Locale): EvaluatedLine {
  const fields = configurationFields(row.categorySlug, row.offer.billingPeriod, options);
  const configurations = resizeConfigurations(row.item.configurations, row.item.count, fields);
  const instances = configurations.map((config, i) => ({ instance: i + 1, ...priceInstance(row.offer, fields, config), errors: instanceErrors(fields, config, locale) }));
  const issues: LineIssue[] = [];
  const o = row.offer;
  if (o.status !== "public" || !row.productActive) issues.push({ code: "offer_hidden", msg: cartText(locale, "issueHidden") });
  else if (o.availability === "out_of_stock" || o.stock <= 0) issues.push({ code: "out_of_stock", msg: cartText(locale, "issueOutOfStock") });
  else if (row.item.count > o.stock) issues.push({ code: "insufficient_stock", msg: cartText(locale, "issueStock", { stock: String(o.stock), count: String(row.item.count) }) });
  if (o.priceCents !== row.item.acceptedPriceCents || o.billingPeriod !== row.item.acceptedPeriod) {
    const unit = (period: string) => cartText(locale, period === "hour" ? "perHour" : period === "year" ? "perYear" : "perMonth");
    issues.push({
      code: "price_changed",
      msg: cartText(locale, "issuePrice", {
        old: formatMoney(row.item.acceptedPriceCents, o.currency, locale) + unit(row.item.acceptedPeriod),
        new: formatMoney(o.priceCents, o.currency, locale) + unit(o.billingPeriod),
      }),
    });
  }
  return {
    row,
    fields,
    configurations,
    instances,
    netCents: instances.reduce((s, i) => s + i.netCents, 0),
    issues,
    invalid: instances.some((i) => i.errors.length > 0),
  };
}

type VatProfile = { uid: string; country: string; vatId: string; companyName: string };
export type CartVat = { treatment: VatTreatment; estimated: boolean; profileUid: string | null };

const vatProfileColumns = { uid: userProfiles.uid, country: userProfiles.country, vatId: userProfiles.vatId, companyName: userProfiles.companyName };

function vatProfileQuery(db: Db, userId: number, profileUid?: string) {
  const where = profileUid ? and(eq(userProfiles.userId, userId), eq(userProfiles.uid, profileUid)) : eq(userProfiles.userId, userId);
  return db.select(vatProfileColumns).from(userProfiles).where(where).orderBy(desc(userProfiles.createdAt)).limit(1);
}

function vatOf(profile: VatProfile | null | undefined): CartVat {
  if (profile) return { treatment: vatTreatment(profile, env.MARKETPLACE_COUNTRY), estimated: false, profileUid: profile.uid };
  return { treatment: vatTreatment({ country: env.MARKETPLACE_COUNTRY, vatId: "", companyName: "" }, env.MARKETPLACE_COUNTRY), estimated: true, profileUid: null };
}

/** The VAT a buyer's cart is shown with: the given or latest billing profile's, else the marketplace's own rate (an estimate). */
export async function cartVat(db: Db, userId: number, profileUid?: string): Promise<CartVat> {
  const [profile] = await vatProfileQuery(db, userId, profileUid);
  return vatOf(profile);
}

/** The cart's payment reference (the cart row is created on first use) and its VAT, in one read once the cart exists. */
async function cartHead(db: Db, userId: number, profileUid?: string): Promise<{ reference: string; vat: CartVat }> {
  const profile = vatProfileQuery(db, userId, profileUid).as("profile");
  const [row] = await db
    .select({ reference: carts.paymentReference, profile: { uid: profile.uid, country: profile.country, vatId: profile.vatId, companyName: profile.companyName } })
    .from(carts)
    .leftJoinLateral(profile, sql`true`)
    .where(eq(carts.userId, userId))
    .limit(1);
  if (row) return { reference: row.reference, vat: vatOf(row.profile) };
  return { reference: await ensureCart(db, userId), vat: await cartVat(db, userId, profileUid) };
}

/** A cart item as the API answers it (docs/buying-api.md). */
export function cartItemDto(line: EvaluatedLine, rateBp: number, locale: Locale) {
  const { row } = line;
  const vat = lineVat(line.netCents, rateBp);
  return {
    id: row.item.uid,
    offer: {
      uid: row.offer.uid,
      name: offerTitle(row.offer, locale),
      href: paths.offer(row.categorySlug, row.productSlug, row.offer.uid),
      category_slug: row.categorySlug,
      product_slug: row.productSlug,
      product_name: row.productName[locale],
      country: row.offer.country,
      price_cents: row.offer.priceCents,
      currency: row.offer.currency,
      billing_period: row.offer.billingPeriod,
      status: row.offer.status,
      availability: row.offer.availability,
      stock: row.offer.stock,
    },
    organization: { uid: row.provider.uid, name: row.provider.name, slug: row.provider.slug },
    count: row.item.count,
    price: {
      net_cents: line.netCents,
      vat_rate_bp: rateBp,
      vat_cents: vat,
      gross_cents: line.netCents + vat,
      currency: row.offer.currency,
      accepted_price_cents: row.item.acceptedPriceCents,
      accepted_period: row.item.acceptedPeriod,
    },
    configurations: line.configurations,
    fields: line.fields.map((f) => ({
      key: f.key,
      label: f.label[locale],
      kind: f.kind,
      required: f.required,
      ...(f.kind === "select" ? { values: f.values.map((v) => ({ value: v.value, label: v.label[locale], price_cents: v.price_cents })) } : {}),
      ...(f.kind === "hours" ? { min: f.min, max: f.max } : {}),
    })),
    instances: line.instances.map((i) => ({ instance: i.instance, units: i.units, net_cents: i.netCents, errors: i.errors })),
    issues: line.issues,
    blocked: line.issues.length > 0,
    added_at: row.item.createdAt.toISOString(),
  };
}
export type CartItemDto = ReturnType<typeof cartItemDto>;

async function evaluateRows(db: Db, rows: CartRow[], locale: Locale): Promise<EvaluatedLine[]> {
  const options = await cachedOptions(db, rows.map((r) => r.offer.productId));
  return rows.map((r) => evaluateLine(r, options.get(r.offer.productId) ?? [], locale));
}

/** One page of the caller's cart (spec section 7: total, page, size, pages, items). */
export async function listCart(caller: Caller, locale: Locale, page: number, size: number, profileUid?: string) {
  const db = await getDb();
  const [{ total }] = await db.select({ total: count() }).from(cartItems).where(eq(cartItems.userId, caller.user.id));
  const pages = Math.max(1, Math.ceil(total / size));
  const rows = await selectCartRows(db, caller.user.id, { limit: size, offset: (page - 1) * size });
  const lines = await evaluateRows(db, rows, locale);
  const vat = await cartVat(db, caller.user.id, profileUid);
  return { total, page, size, pages, items: lines.map((l) => cartItemDto(l, vat.treatment.rateBp, locale)) };
}

async function oneItem(db: Db, caller: Caller, uid: string, locale: Locale) {
  const [row] = await cartRowsQuery(db).where(and(eq(cartItems.userId, caller.user.id), eq(cartItems.uid, uid))).limit(1);
  if (!row) return null;
  const [line] = await evaluateRows(db, [row], locale);
  const vat = await cartVat(db, caller.user.id);
  return cartItemDto(line, vat.treatment.rateBp, locale);
}

/** The cart's totals (spec section 7: total_price, total_count, total_vat, payment_reference). */
export async function cartSummary(caller: Caller, locale: Locale, profileUid?: string) {
  const db = await getDb();
  const { reference, vat } = await cartHead(db, caller.user.id, profileUid);
  const lines = await evaluateRows(db, await loadCartRows(db, caller.user.id), locale);
  let net = 0;
  let tax = 0;
  for (const l of lines) {
    net += l.netCents;
    tax += lineVat(l.netCents, vat.treatment.rateBp);
  }
  return {
    total_price: net + tax,
    total_net: net,
    total_vat: tax,
    total_count: lines.reduce((s, l) => s + l.row.item.count, 0),
    items_count: lines.length,
    currency: lines[0]?.row.offer.currency ?? "EUR",
    payment_reference: reference,
    vat_rate_bp: vat.treatment.rateBp,
    vat_kind: vat.treatment.kind,
    vat_estimated: vat.estimated,
    vat_profile_uid: vat.profileUid,
    vat_rate_source: VAT_RATES_SOURCE,
    blocked: lines.some((l) => l.issues.length > 0),
    invalid: lines.some((l) => l.invalid),
  };
}

/** Which items keep the cart from being ordered, and why (GET /api/cart/configuration/valid). */
export async function cartValidity(caller: Caller, locale: Locale) {
  const db = await getDb();
  const lines = await evaluateRows(db, await loadCartRows(db, caller.user.id), locale);
  const bad = lines.filter((l) => l.invalid || l.issues.length);
  return {
    valid: lines.length > 0 && bad.length === 0,
    empty: lines.length === 0,
    items: bad.map((l) => ({
      id: l.row.item.uid,
      name: offerTitle(l.row.offer, locale),
      instances: l.instances.filter((i) => i.errors.length).map((i) => ({ instance: i.instance, errors: i.errors })),
      issues: l.issues,
    })),
  };
}

const REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A bank-transfer reference: IM-XXXX-XXXX from Crockford's alphabet (no I, L, O, U). */
export function newPaymentReference(): string {
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => REFERENCE_ALPHABET[b % 32]).join("");
  return `IM-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** The caller's cart row (created on first use); its payment reference. */
export async function ensureCart(db: Db, userId: number): Promise<string> {
  const [existing] = await db.select({ ref: carts.paymentReference }).from(carts).where(eq(carts.userId, userId)).limit(1);
  if (existing) return existing.ref;
  await db.insert(carts).values({ userId, paymentReference: newPaymentReference() }).onConflictDoNothing();
  const [row] = await db.select({ ref: carts.paymentReference }).from(carts).where(eq(carts.userId, userId)).limit(1);
  return row.ref;
}

/** Locks the caller's cart for the rest of the transaction (its writes are then one at a time). */
export async function lockCart(tx: Db, userId: number): Promise<string> {
  const [row] = await tx.select({ ref: carts.paymentReference }).from(carts).where(eq(carts.userId, userId)).for("update");
  if (row) return row.ref;
  await ensureCart(tx, userId);
  const [created] = await tx.select({ ref: carts.paymentReference }).from(carts).where(eq(carts.userId, userId)).for("update");
  return created.ref;
}

/**
 * Puts `count` instances of a public offer in the caller's cart (added to the count already there).
 * Refused: unknown or hidden offer, out of stock, more than the stock or MAX_ITEM_COUNT, a full cart.
 * Round trips: the cart lock, one read (the offer, the caller's item for it, the cart's size), one
 * write that returns the item, and the VAT profile; the answer is built from those (measured: docs/performance.md, the buying targets).
 */
export async function addToCart(caller: Caller, offerUid: string, addCount: number, locale: Locale): Promise<Ok<{ item: CartItemDto; created: boolean }> | Fail> {
  const db = await getDb();
  const userId = caller.user.id;
  const outcome = await transact(db, async (tx) => {
    await lockCart(tx, userId);
    const [found] = await tx
      .select({ ...offerColumns, existing: cartItems, items: sql<number>`(select count(*) from ${cartItems} where ${cartItems.userId} = ${userId})::int` })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(providers, eq(providers.id, offers.providerId))
      .leftJoin(cartItems, and(eq(cartItems.offerId, offers.id), eq(cartItems.userId, userId)))
      .where(eq(offers.uid, offerUid))
      .limit(1);
    if (!found) return abort(404, "not_found", cartText(locale, "offerNotFound", { id: offerUid }));
    const { existing, items, ...columns } = found;
    const offer = columns.offer;
    if (offer.status !== "public" || !columns.productActive) return abort(409, "offer_unavailable", cartText(locale, "offerUnavailable"));
    if (offer.availability === "out_of_stock" || offer.stock <= 0) return abort(409, "out_of_stock", cartText(locale, "outOfStock"));
    const newCount = (existing?.count ?? 0) + addCount;
    if (newCount > MAX_ITEM_COUNT) return abort(422, "count_limit", cartText(locale, "countRange", { max: String(MAX_ITEM_COUNT) }));
    if (newCount > offer.stock) return abort(409, "insufficient_stock", cartText(locale, "stockLimit", { stock: String(offer.stock) }));
    if (!existing && items >= MAX_CART_ITEMS) return abort(422, "cart_full", cartText(locale, "cartFull", { max: String(MAX_CART_ITEMS) }));
    const options = await cachedOptions(tx, [offer.productId]);
    const fields = configurationFields(columns.categorySlug, offer.billingPeriod, options.get(offer.productId) ?? []);
    const [item] = existing
      ? await tx
          .update(cartItems)
          .set({ count: newCount, configurations: resizeConfigurations(existing.configurations, newCount, fields), updatedAt: new Date() })
          .where(eq(cartItems.id, existing.id))
          .returning()
      : await tx
          .insert(cartItems)
          .values({
            uid: newUid(),
            userId,
            offerId: offer.id,
            count: newCount,
            acceptedPriceCents: offer.priceCents,
            acceptedPeriod: offer.billingPeriod,
            configurations: resizeConfigurations([], newCount, fields),
          })
          .returning();
    return { ok: true as const, row: { item, ...columns } satisfies CartRow, created: !existing };
  });
  if (!outcome.ok) return outcome;
  const [line] = await evaluateRows(db, [outcome.row], locale);
  const vat = await cartVat(db, userId);
  return { ok: true, data: { item: cartItemDto(line, vat.treatment.rateBp, locale), created: outcome.created } };
}

/** Changes an item's count and/or takes the offer's current price and stock (accept_changes). */
export async function updateCartItem(caller: Caller, uid: string, change: { count?: number; accept_changes?: boolean }, locale: Locale): Promise<Ok<CartItemDto> | Fail> {
  const db = await getDb();
  const outcome = await transact(db, async (tx) => {
    await lockCart(tx, caller.user.id);
    const [row] = await cartRowsQuery(tx).where(and(eq(cartItems.userId, caller.user.id), eq(cartItems.uid, uid))).limit(1);
    if (!row) return abort(404, "not_found", cartText(locale, "itemNotFound", { id: uid }));
    const o = row.offer;
    let newCount = change.count ?? row.item.count;
    const set: Partial<typeof cartItems.$inferInsert> = { updatedAt: new Date() };
    if (change.accept_changes) {
      if (o.status !== "public") return abort(409, "offer_unavailable", cartText(locale, "offerUnavailable"));
      if (o.availability === "out_of_stock" || o.stock <= 0) return abort(409, "out_of_stock", cartText(locale, "outOfStock"));
      set.acceptedPriceCents = o.priceCents;
      set.acceptedPeriod = o.billingPeriod;
      newCount = Math.min(newCount, o.stock);
    } else if (change.count !== undefined && change.count > row.item.count && change.count > o.stock) {
      return abort(409, "insufficient_stock", cartText(locale, "stockLimit", { stock: String(o.stock) }));
    }
    const options = await loadOptions(tx, [o.productId]);
    const fields = configurationFields(row.categorySlug, o.billingPeriod, options.get(o.productId) ?? []);
    set.count = newCount;
    set.configurations = resizeConfigurations(row.item.configurations, newCount, fields);
    await tx.update(cartItems).set(set).where(eq(cartItems.id, row.item.id));
    return { ok: true as const };
  });
  if (!outcome.ok) return outcome;
  const item = await oneItem(db, caller, uid, locale);
  return item ? { ok: true, data: item } : fail(404, "not_found", cartText(locale, "itemNotFound", { id: uid }));
}

export async function removeCartItem(caller: Caller, uid: string): Promise<boolean> {
  const db = await getDb();
  const gone = await db.delete(cartItems).where(and(eq(cartItems.userId, caller.user.id), eq(cartItems.uid, uid))).returning({ id: cartItems.id });
  return gone.length > 0;
}

export async function clearCart(caller: Caller): Promise<number> {
  const db = await getDb();
  const gone = await db.delete(cartItems).where(eq(cartItems.userId, caller.user.id)).returning({ id: cartItems.id });
  return gone.length;
}

/**
 * Saves values on one instance (1-based) or, with no instance, on every instance of an item.
 * `reset`: the instance goes back to its defaults.
 */
export async function configureCartItem(
  caller: Caller,
  uid: string,
  input: { instance?: number; values?: Record<string, unknown>; reset?: boolean },
  locale: Locale,
): Promise<Ok<CartItemDto> | Fail> {
  const db = await getDb();
  const outcome = await transact(db, async (tx) => {
    await lockCart(tx, caller.user.id);
    const [row] = await cartRowsQuery(tx).where(and(eq(cartItems.userId, caller.user.id), eq(cartItems.uid, uid))).limit(1);
    if (!row) return abort(404, "not_found", cartText(locale, "itemNotFound", { id: uid }));
    const options = await loadOptions(tx, [row.offer.productId]);
    const fields = configurationFields(row.categorySlug, row.offer.billingPeriod, options.get(row.offer.productId) ?? []);
    const configs = resizeConfigurations(row.item.configurations, row.item.count, fields);
    if (input.instance !== undefined && (input.instance < 1 || input.instance > configs.length)) {
      return abort(404, "not_found", cartText(locale, "instanceNotFound", { n: String(input.instance), count: String(configs.length) }));
    }
    const targets = input.instance !== undefined ? [input.instance - 1] : configs.map((_, i) => i);
    for (const i of targets) {
      if (input.reset) {
        configs[i] = defaultConfiguration(fields);
        continue;
      }
      const applied = applyValues(fields, configs[i], input.values ?? {}, locale);
      if (!applied.ok) return abort(422, "invalid_configuration", applied.errors.map((e) => e.msg).join("; "), applied.errors);
      configs[i] = applied.config;
    }
    await tx.update(cartItems).set({ configurations: configs, updatedAt: new Date() }).where(eq(cartItems.id, row.item.id));
    return { ok: true as const };
  });
  if (!outcome.ok) return outcome;
  const item = await oneItem(db, caller, uid, locale);
  return item ? { ok: true, data: item } : fail(404, "not_found", cartText(locale, "itemNotFound", { id: uid }));
}
