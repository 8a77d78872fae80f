import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { offers, products } from "@/lib/db/schema";
import { expireTags } from "@/lib/cache/expire";
import { tags } from "@/lib/cache/tags";
import type { SetOfferStatusInput } from "./actions-schema";
import { SETTABLE_OFFER_STATUSES } from "./offer-status-names";
import { moveOffers } from "./offer-status";

/**
 * Publishes or hides offers, then expires every cached read they appear in (the offer, its product's
 * listings and filters, category counts, home figures, the sitemap) so no visitor is served a hidden
 * offer from a cache. Unknown uids are reported, not an error. Offers suspended with their blocked
 * organisation or archived by their supplier (ordered, then deleted) are left alone (reported with
 * the unknown ones): only unblocking publishes suspended ones, and archived ones never come back.
 */
export async function setOffersStatus(input: SetOfferStatusInput): Promise<{ ok: true; data: { updated: string[]; unknown: string[] } }> {
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: offers.id, uid: offers.uid, productId: offers.productId, status: offers.status })
      .from(offers)
      .where(and(inArray(offers.uid, input.uids), inArray(offers.status, SETTABLE_OFFER_STATUSES)))
      .for("update");
    // Staff call with the shared staff token: no user to name.
    await moveOffers(tx, rows, input.status, "staff-token", `staff set ${input.status}`);
    return rows;
  });
  const productIds = [...new Set(updated.map((u) => u.productId))];
  const productSlugs = productIds.length
    ? (await db.select({ slug: products.slug }).from(products).where(inArray(products.id, productIds))).map((p) => p.slug)
    : [];
  // Expire at once: a hidden offer must not be served stale while the cache refreshes.
  if (updated.length) expireTags([...updated.map((row) => tags.offer(row.uid)), ...productSlugs.map((slug) => tags.product(slug)), tags.offers, tags.categories], "catalogue");
  const done = new Set(updated.map((u) => u.uid));
  return { ok: true, data: { updated: [...done], unknown: input.uids.filter((u) => !done.has(u)) } };
}

/** The product of an offer (tests and staff tools). */
export async function productOfOffer(uid: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ slug: products.slug })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .where(eq(offers.uid, uid));
  return row?.slug ?? null;
}
