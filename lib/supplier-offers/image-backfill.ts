import "server-only";
import { eq } from "drizzle-orm";
import { newUid } from "@/lib/auth/tokens";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { media, offers, products } from "@/lib/db/schema";
import { makeSomeRenditions } from "./image-renditions";
import { expireTags } from "@/lib/cache/expire";

/**
 * The job kind that gives an offer uploaded before migration 0013 its image16x9_small and
 * image16x9_medium. Migration 0013 enqueued one per offer whose 16:9 image was a JPEG (an uploaded
 * photo) and which lacked either copy, with `{ offerId }`.
 */
export const COPIES_JOB = "offer_image.image16x9_copies" as const;

/** The copies of image16x9 the job cuts, each an offer column named like its rendition. */
export const IMAGE16X9_COPIES = ["image16x9Small", "image16x9Medium"] as const;
type CopyName = (typeof IMAGE16X9_COPIES)[number];

export type BackfillOutcome = "made" | "not_needed" | "undecodable";

/**
 * Cuts the offer's missing 640 x 360 and 960 x 540 renditions from its stored 1280 x 720 JPEG (the
 * upload itself is not kept), both in one run of the same worker and with the same checks as an
 * upload, and stores each as a new media row. Idempotent: nothing happens when the offer is gone,
 * has both copies already, shows an SVG cover, or got a new image meanwhile (a column is set only
 * while image16x9 is still the one the copy was cut from and the column is still empty, in one
 * transaction with the offer row locked); a copy it already has is neither cut again nor replaced.
 * "unavailable" (the worker timed out or stopped) throws, so the job queue retries with backoff; an
 * image the decoder refuses is left as it is (the page shows what there is) and reported.
 */
export async function backfillImage16x9Copies(offerId: number): Promise<BackfillOutcome> {
  const db = await getDb();
  const [row] = await db
    .select({ image16x9: offers.image16x9, image16x9Small: offers.image16x9Small, image16x9Medium: offers.image16x9Medium, contentType: media.contentType, bytes: media.bytes })
    .from(offers)
    .innerJoin(media, eq(media.id, offers.image16x9))
    .where(eq(offers.id, offerId));
  if (!row || row.contentType !== "image/jpeg") return "not_needed";
  const missing = IMAGE16X9_COPIES.filter((name) => !row[name]);
  if (missing.length === 0) return "not_needed";
  const made = await makeSomeRenditions(row.bytes, missing);
  if (!made.ok) {
    if (made.reason === "unavailable") throw new Error("the rendition worker was unavailable");
    console.error(`[offer-images] no ${missing.join(", ")} for offer #${offerId}: ${made.reason}`);
    return "undecodable";
  }
  const changed = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ uid: offers.uid, productSlug: products.slug, image16x9: offers.image16x9, image16x9Small: offers.image16x9Small, image16x9Medium: offers.image16x9Medium })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .where(eq(offers.id, offerId))
      .for("update", { of: offers });
    // A new image meanwhile: its upload made its own copies (or the covers, which need none).
    if (!locked || locked.image16x9 !== row.image16x9) return null;
    const ids: Partial<Record<CopyName, string>> = {};
    for (const name of missing) {
      if (locked[name]) continue; // made by another run meanwhile
      const { contentType, bytes, width, height } = made.renditions[name];
      ids[name] = newUid();
      await tx.insert(media).values({ id: ids[name], contentType, bytes, width, height });
    }
    if (Object.keys(ids).length === 0) return null;
    // updatedAt stays: the offer did not change, it gained smaller copies of the same picture.
    await tx.update(offers).set(ids).where(eq(offers.id, offerId));
    return locked;
  });
  if (!changed) return "not_needed";
  expireOffer(changed.uid, changed.productSlug);
  return "made";
}

/** The offer's page and its public API answers show the new srcset at once. */
function expireOffer(uid: string, productSlug: string): void {
  expireTags([tags.offer(uid), tags.product(productSlug), tags.offers], "offer-images");
}

/** The job of COPIES_JOB: one offer's copies. */
export async function runImageCopiesJob(payload: Record<string, unknown>): Promise<void> {
  const offerId = Number(payload.offerId);
  if (!Number.isInteger(offerId)) throw new Error(`bad offerId ${String(payload.offerId)}`);
  await backfillImage16x9Copies(offerId);
}
