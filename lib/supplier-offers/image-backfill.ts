import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { newUid } from "@/lib/auth/tokens";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { media, offers, products } from "@/lib/db/schema";
import { registerJobHandler } from "@/lib/jobs/queue";
import { makeRendition } from "./image-renditions";

/**
 * The job kind that gives an offer uploaded before migration 0013 its image16x9_small. Migration
 * 0013 enqueued one per offer whose 16:9 image was a JPEG (an uploaded photo), with `{ offerId }`.
 */
export const SMALL_RENDITION_JOB = "offer_image.image16x9_small";

export type BackfillOutcome = "made" | "not_needed" | "undecodable";

/**
 * Cuts the offer's 640 x 360 rendition from its stored 1280 x 720 JPEG (the upload itself is not
 * kept), in the same worker and with the same checks as an upload, and stores it as a new media row.
 * Idempotent: nothing happens when the offer is gone, has a small rendition already, shows an SVG
 * cover, or got a new image meanwhile (the column is set only while image16x9 is still the one the
 * copy was cut from, in one transaction with the offer row locked). "unavailable" (the worker timed
 * out or stopped) throws, so the job queue retries with backoff; an image the decoder refuses is
 * left as it is (the page shows the 1280 x 720 alone) and reported.
 */
export async function backfillSmallRendition(offerId: number): Promise<BackfillOutcome> {
  const db = await getDb();
  const [row] = await db
    .select({ image16x9: offers.image16x9, small: offers.image16x9Small, contentType: media.contentType, bytes: media.bytes })
    .from(offers)
    .innerJoin(media, eq(media.id, offers.image16x9))
    .where(eq(offers.id, offerId));
  if (!row || row.small || row.contentType !== "image/jpeg") return "not_needed";
  const made = await makeRendition(row.bytes, "image16x9Small");
  if (!made.ok) {
    if (made.reason === "unavailable") throw new Error("the rendition worker was unavailable");
    console.error(`[offer-images] no 640 x 360 rendition for offer #${offerId}: ${made.reason}`);
    return "undecodable";
  }
  const id = newUid();
  const changed = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ uid: offers.uid, productSlug: products.slug })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .where(and(eq(offers.id, offerId), eq(offers.image16x9, row.image16x9!), isNull(offers.image16x9Small)))
      .for("update", { of: offers });
    if (!locked) return null;
    const { contentType, bytes, width, height } = made.rendition;
    await tx.insert(media).values({ id, contentType, bytes, width, height });
    // updatedAt stays: the offer did not change, it gained a smaller copy of the same picture.
    await tx.update(offers).set({ image16x9Small: id }).where(eq(offers.id, offerId));
    return locked;
  });
  if (!changed) return "not_needed";
  expireOffer(changed.uid, changed.productSlug);
  return "made";
}

/** The offer's page and its public API answers show the new srcset at once. */
function expireOffer(uid: string, productSlug: string): void {
  try {
    revalidateTag(tags.offer(uid), { expire: 0 });
    revalidateTag(tags.product(productSlug), { expire: 0 });
    revalidateTag(tags.offers, { expire: 0 });
  } catch (error) {
    // Outside a request (scripts, tests) there is no cache to expire.
    if (!(error instanceof Error && /static generation store missing|outside a request/i.test(error.message))) console.error("[offer-images] cache expiry failed:", error);
  }
}

registerJobHandler(SMALL_RENDITION_JOB, async (payload) => {
  const offerId = Number(payload.offerId);
  if (!Number.isInteger(offerId)) throw new Error(`bad offerId ${String(payload.offerId)}`);
  await backfillSmallRendition(offerId);
});
