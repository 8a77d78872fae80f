import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { ApiError, notFound } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { newUid } from "@/lib/auth/tokens";
import { tags } from "@/lib/cache/tags";
import { paths } from "@/lib/catalogue/paths";
import { getDb } from "@/lib/db/client";
import { articles, media, offers, providers } from "@/lib/db/schema";
import { readCapped } from "@/lib/files/read-capped";
import type { Locale } from "@/lib/i18n/routing";
import { serverText, type TextKey as TextKeyOf } from "@/lib/i18n/server-text";
import { requireSupplier, type Membership } from "@/lib/organizations/access";
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MIN_IMAGE_HEIGHT, MIN_IMAGE_WIDTH, RENDITIONS, makeRenditions, type ImageRefusal, type RenditionName } from "./image-renditions";
import { expireOfferReads, productCovers, writableOffer, type Tx } from "./service";
import { supplierOfferText } from "./texts";
import { UPLOADS_PER_ORGANISATION, UPLOAD_RETRY_AFTER_S, offerImageUploads, type SlotRefusal } from "./upload-slots";
import { expireTags } from "@/lib/cache/expire";

/**
 * An offer's own images (docs/supplier-offers.md, "Offer images"; ADR 0013). A supplier
 * uploads one PNG, JPEG or still WebP; the server judges it by its bytes, makes the six renditions
 * (./image-renditions.ts) and stores them as new, immutable media rows, served by GET /api/media/{id}
 * with a year-long Cache-Control. The offer's six image columns change in ONE transaction, with the
 * offer locked as every supplier write does (archived and suspended offers answer 409, another
 * organisation's offer 404 like an unknown one); the media rows the offer no longer uses go in the
 * same transaction unless something else points at them (the generated SVG covers never go).
 * Removing the images puts the product's generated covers back.
 */

type TextKey = TextKeyOf<"api.offerImages">;
/** The offer image API's texts (messages api.offerImages), in the answer language. */
export const offerImageText = (locale: Locale, key: TextKey, params: Record<string, string> = {}) => serverText(locale, "api.offerImages", { clip: 100 })(key, params);

/**
 * The offer's images as the API answers them: URLs of the renditions and whether they are the
 * supplier's own. image16x9_small and image16x9_medium are null for the generated SVG covers (they
 * scale) and for a photo uploaded before they existed, until its backfill job has run.
 */
export type OfferImagesView = {
  uid: string;
  custom: boolean;
  media: { image1x1: string | null; image4x3: string | null; image16x9: string | null; image16x9_small: string | null; image16x9_medium: string | null; image_social: string | null };
};

type ImageColumns = Record<RenditionName, string | null>;

function view(uid: string, columns: ImageColumns, custom: boolean): OfferImagesView {
  const url = (id: string | null) => (id ? paths.media(id) : null);
  return {
    uid,
    custom,
    media: { image1x1: url(columns.image1x1), image4x3: url(columns.image4x3), image16x9: url(columns.image16x9), image16x9_small: url(columns.image16x9Small), image16x9_medium: url(columns.image16x9Medium), image_social: url(columns.imageSocial) },
  };
}

const tooLarge = (locale: Locale) =>
  new ApiError(413, "image_too_large", { msg: offerImageText(locale, "tooLarge", { limit: String(MAX_IMAGE_BYTES / 1024 / 1024) }), code: "image_too_large", limit: MAX_IMAGE_BYTES });

/**
 * A refused upload as the API answers it: 415 for what is not a plain PNG, JPEG or still WebP, 422 for a wrong
 * size or an empty or unreadable file, 503 when the rendition worker timed out or stopped.
 */
function refusal(locale: Locale, reason: ImageRefusal, size: { width?: number; height?: number }): ApiError {
  const dims = { width: String(size.width ?? "?"), height: String(size.height ?? "?") };
  const unprocessable = (key: TextKey, params: Record<string, string> = {}) => new ApiError(422, `image_${reason}`, [{ loc: ["body"], msg: offerImageText(locale, key, params), type: `image_${reason}` }]);
  switch (reason) {
    case "empty":
      return unprocessable("empty");
    case "too_small":
      return unprocessable("tooSmall", { ...dims, minWidth: String(MIN_IMAGE_WIDTH), minHeight: String(MIN_IMAGE_HEIGHT) });
    case "too_many_pixels":
      return unprocessable("tooManyPixels", { ...dims, max: String(MAX_IMAGE_PIXELS / 1_000_000) });
    case "undecodable":
      return unprocessable("undecodable");
    case "unavailable":
      // The worker timed out or stopped: not the image's fault, so not a 4xx.
      return new ApiError(503, "image_processing_unavailable", { msg: offerImageText(locale, "unavailable"), code: "image_processing_unavailable" }, { "Retry-After": "60" });
    default: {
      const key = ({ unsupported: "unsupported", animated: "animated", active_content: "activeContent", trailing_data: "trailingData", malformed: "malformed" } as const)[reason];
      return new ApiError(415, "unsupported_image", { msg: offerImageText(locale, key), code: "unsupported_image", reason });
    }
  }
}

const columnsOf = (row: ImageColumns): ImageColumns => ({ image1x1: row.image1x1, image4x3: row.image4x3, image16x9: row.image16x9, image16x9Small: row.image16x9Small, image16x9Medium: row.image16x9Medium, imageSocial: row.imageSocial });

/** The offer's image columns, by rendition name. */
const imageColumns = { image1x1: offers.image1x1, image4x3: offers.image4x3, image16x9: offers.image16x9, image16x9Small: offers.image16x9Small, image16x9Medium: offers.image16x9Medium, imageSocial: offers.imageSocial } satisfies Record<RenditionName, unknown>;

async function currentImages(tx: Tx, offerId: number): Promise<ImageColumns & { custom: boolean }> {
  const [row] = await tx
    .select({ ...imageColumns, contentType: media.contentType })
    .from(offers)
    .leftJoin(media, eq(media.id, offers.image1x1))
    .where(eq(offers.id, offerId));
  return { ...columnsOf(row), custom: !!row.contentType && row.contentType !== "image/svg+xml" };
}

/**
 * Deletes the media rows among `ids` that nothing points at any more: no offer, provider logo or
 * article, and never an SVG (the generated covers and logos are shared). Returns the deleted ids.
 */
async function deleteUnusedMedia(tx: Tx, ids: (string | null)[]): Promise<string[]> {
  const candidates = [...new Set(ids.filter((id): id is string => !!id))];
  if (!candidates.length) return [];
  const gone = await tx
    .delete(media)
    .where(
      and(
        inArray(media.id, candidates),
        ne(media.contentType, "image/svg+xml"),
        sql`not exists (select 1 from ${offers} where ${media.id} in (${offers.image1x1}, ${offers.image4x3}, ${offers.image16x9}, ${offers.image16x9Small}, ${offers.image16x9Medium}, ${offers.imageSocial}))`,
        sql`not exists (select 1 from ${providers} where ${providers.logo} = ${media.id})`,
        sql`not exists (select 1 from ${articles} where ${articles.image} = ${media.id})`,
      ),
    )
    .returning({ id: media.id });
  return gone.map((r) => r.id);
}

function expireMedia(ids: string[]): void {
  expireTags(ids.map((id) => tags.media(id)), "offer-images");
}

/** GET /api/supplier/offers/{id}/images: the offer's image URLs and whether they are its own (offers.read). */
export async function getOfferImages(caller: Caller, locale: Locale, uid: string): Promise<OfferImagesView> {
  const { org } = await requireSupplier(caller, locale, "offers.read");
  const db = await getDb();
  const [row] = await db
    .select({ ...imageColumns, contentType: media.contentType })
    .from(offers)
    .leftJoin(media, eq(media.id, offers.image1x1))
    .where(and(eq(offers.uid, uid), eq(offers.providerId, org.id)));
  if (!row) throw notFound(supplierOfferText(locale, "offerNotFound", { id: uid }));
  return view(uid, columnsOf(row), !!row.contentType && row.contentType !== "image/svg+xml");
}

export type ImageUpload = { body: ReadableStream<Uint8Array> | null; contentLength: string | null };

/**
 * POST /api/supplier/offers/{id}/images: the raw PNG, JPEG or still WebP (at most 8 MiB, 400 x 300 to 16
 * megapixels) becomes the offer's six renditions (offers.write). 503 images_busy with Retry-After, before
 * the body is read, when the organisation's or the process's upload slots are all taken.
 */
export async function uploadOfferImages(caller: Caller, locale: Locale, uid: string, upload: ImageUpload): Promise<OfferImagesView> {
  if (upload.contentLength !== null && !(Number(upload.contentLength) <= MAX_IMAGE_BYTES)) throw tooLarge(locale);
  const { org } = await requireSupplier(caller, locale, "offers.write");
  const db = await getDb();
  // Unknown, foreign, archived or suspended: answered before the upload is read and decoded.
  await db.transaction((tx) => writableOffer(tx, locale, org.id, uid));
  // A slot is taken before the body is read, and given back however the upload ends.
  return offerImageUploads.run(String(org.id), () => processUpload(locale, org, uid, upload), (why) => busy(locale, why));
}

/** 503 with Retry-After: no upload slot free for the organisation or the process (./upload-slots.ts). */
function busy(locale: Locale, why: SlotRefusal): ApiError {
  const seconds = String(UPLOAD_RETRY_AFTER_S);
  const msg = why === "organisation" ? offerImageText(locale, "busyOrganisation", { count: String(UPLOADS_PER_ORGANISATION), seconds }) : offerImageText(locale, "busy", { seconds });
  return new ApiError(503, "images_busy", { msg, code: "images_busy" }, { "Retry-After": seconds });
}

async function processUpload(locale: Locale, org: Membership["org"], uid: string, upload: ImageUpload): Promise<OfferImagesView> {
  const db = await getDb();
  const bytes = await readCapped(upload.body, MAX_IMAGE_BYTES, () => tooLarge(locale), () => new ApiError(400, "upload_interrupted", { msg: offerImageText(locale, "interrupted"), code: "upload_interrupted" }));
  const made = await makeRenditions(bytes);
  if (!made.ok) throw refusal(locale, made.reason, made);
  const ids = { image1x1: newUid(), image4x3: newUid(), image16x9: newUid(), image16x9Small: newUid(), image16x9Medium: newUid(), imageSocial: newUid() } satisfies Record<RenditionName, string>;
  const { row, removed } = await db.transaction(async (tx) => {
    const row = await writableOffer(tx, locale, org.id, uid);
    const before = await currentImages(tx, row.id);
    await tx.insert(media).values(
      (Object.keys(RENDITIONS) as RenditionName[]).map((name) => {
        const r = made.renditions[name];
        return { id: ids[name], contentType: r.contentType, bytes: r.bytes, width: r.width, height: r.height };
      }),
    );
    await tx
      .update(offers)
      .set({ ...ids, updatedAt: new Date() })
      .where(and(eq(offers.id, row.id), eq(offers.providerId, org.id)));
    const removed = await deleteUnusedMedia(tx, Object.values(columnsOf(before)));
    return { row, removed };
  });
  expireOfferReads(org, [row.uid], [row.productSlug], [row.categorySlug]);
  expireMedia(removed);
  return view(row.uid, ids, true);
}

/** DELETE /api/supplier/offers/{id}/images: back to the product's generated SVG covers (offers.write). */
export async function resetOfferImages(caller: Caller, locale: Locale, uid: string): Promise<OfferImagesView> {
  const { org } = await requireSupplier(caller, locale, "offers.write");
  const db = await getDb();
  const { row, covers, removed } = await db.transaction(async (tx) => {
    const row = await writableOffer(tx, locale, org.id, uid);
    const before = await currentImages(tx, row.id);
    if (!before.custom) return { row, covers: columnsOf(before), removed: [] as string[] };
    const covers = await productCovers(tx, row.productId);
    if (!covers) throw new ApiError(409, "no_covers", { msg: offerImageText(locale, "noCovers"), code: "no_covers" });
    await tx
      .update(offers)
      .set({ ...covers, updatedAt: new Date() })
      .where(and(eq(offers.id, row.id), eq(offers.providerId, org.id)));
    const removed = await deleteUnusedMedia(tx, Object.values(columnsOf(before)));
    return { row, covers, removed };
  });
  expireOfferReads(org, [row.uid], [row.productSlug], [row.categorySlug]);
  expireMedia(removed);
  return view(row.uid, covers, false);
}
