import "server-only";
import { and, count, eq, inArray } from "drizzle-orm";
import { newUid } from "@/lib/auth/tokens";
import { getDb, type Db } from "@/lib/db/client";
import { cartItems, carts, offers, type InstanceConfiguration } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/routing";
import { configurationFields, describeConfiguration, type OptionInput } from "./configuration";
import { MAX_CART_ITEMS, MAX_ITEM_COUNT } from "./constants";
import { evaluateLine, loadOptions, lockCart, newPaymentReference, type CartRow, type EvaluatedLine } from "./service";

/**
 * The cart as the rest of buying sees it: what placement, repeat order and the order detail take
 * from the cart. lib/orders and lib/payments import the cart through this file and its pure rules
 * (configuration.ts, pricing.ts, constants.ts), never service.ts, which serves the cart's own API.
 */

export { loadCartRows, lockCart, type CartRow, type EvaluatedLine, type LineIssue } from "./service";

/** The cart's rows priced and checked for placement, with options read afresh inside the transaction. */
export async function evaluateForPlacement(tx: Db, rows: CartRow[], locale: Locale): Promise<EvaluatedLine[]> {
  const options = await loadOptions(tx, rows.map((r) => r.offer.productId));
  return rows.map((r) => evaluateLine(r, options.get(r.offer.productId) ?? [], locale));
}

/** After placement, in its transaction: the cart is emptied and gets a new payment reference. */
export async function emptyPlacedCart(tx: Db, userId: number, at: Date): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
  await tx.update(carts).set({ paymentReference: newPaymentReference(), updatedAt: at }).where(eq(carts.userId, userId));
}

/** An ordered line as it comes back to the cart (repeat order). */
export type LineToRepeat = { title: { en: string; ru: string }; offerId: number | null; count: number; instances: { configuration: InstanceConfiguration }[] };

/**
 * Puts ordered lines back in the buyer's cart with the same counts and configurations, at the
 * offer's current price; an offer hidden, sold out or gone, or one more item than the cart holds,
 * is named in `unavailable` instead. The count is capped by the stock and MAX_ITEM_COUNT.
 */
export async function putBackInCart(userId: number, lines: LineToRepeat[], locale: Locale): Promise<{ added: string[]; unavailable: string[] }> {
  const db = await getDb();
  const added: string[] = [];
  const unavailable: string[] = [];
  await db.transaction(async (tx) => {
    await lockCart(tx, userId);
    let [{ n }] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
    for (const line of lines) {
      const name = line.title[locale];
      const [offer] = line.offerId === null ? [] : await tx.select().from(offers).where(eq(offers.id, line.offerId)).limit(1);
      if (!offer || offer.status !== "public" || offer.availability === "out_of_stock" || offer.stock <= 0) {
        unavailable.push(name);
        continue;
      }
      const wanted = Math.min(line.count, offer.stock, MAX_ITEM_COUNT);
      const configurations = line.instances.slice(0, wanted).map((x) => x.configuration);
      const [existing] = await tx.select({ id: cartItems.id }).from(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.offerId, offer.id))).limit(1);
      if (existing) {
        await tx.update(cartItems).set({ count: wanted, configurations, acceptedPriceCents: offer.priceCents, acceptedPeriod: offer.billingPeriod, updatedAt: new Date() }).where(eq(cartItems.id, existing.id));
      } else {
        if (n >= MAX_CART_ITEMS) {
          unavailable.push(name);
          continue;
        }
        await tx.insert(cartItems).values({ uid: newUid(), userId, offerId: offer.id, count: wanted, acceptedPriceCents: offer.priceCents, acceptedPeriod: offer.billingPeriod, configurations });
        n += 1;
      }
      added.push(name);
    }
  });
  return { added, unavailable };
}

/** An ordered line whose configurations are to be described. */
export type OrderedLine = { id: number; offerId: number | null; categorySlug: string; billingPeriod: "hour" | "month" | "year"; instances: { configuration: InstanceConfiguration }[] };

/**
 * What each ordered instance was configured with, in words ("Operating system: Debian 12"), keyed by
 * the line's id, one entry per instance; the offer's product options are read as they are now.
 */
export async function describeOrderedLines(db: Db, lines: OrderedLine[], locale: Locale): Promise<Map<number, { label: string; value: string }[][]>> {
  const options = await optionsOfOffers(db, lines.map((l) => l.offerId).filter((x): x is number => x !== null));
  const out = new Map<number, { label: string; value: string }[][]>();
  for (const line of lines) {
    const opts = line.offerId !== null ? (options.get(line.offerId) ?? []) : [];
    const fields = configurationFields(line.categorySlug, line.billingPeriod, opts);
    out.set(line.id, line.instances.map((x) => describeConfiguration(fields, x.configuration, locale)));
  }
  return out;
}

/** The product options of each offer, keyed by offer id. */
async function optionsOfOffers(db: Db, offerIds: number[]): Promise<Map<number, OptionInput[]>> {
  const map = new Map<number, OptionInput[]>();
  if (!offerIds.length) return map;
  const rows = await db.select({ id: offers.id, productId: offers.productId }).from(offers).where(inArray(offers.id, offerIds));
  const byProduct = await loadOptions(db, rows.map((r) => r.productId));
  for (const r of rows) map.set(r.id, byProduct.get(r.productId) ?? []);
  return map;
}
