import { Jimp } from "jimp";
import { sniffOfferImage, type ImageSniffResult } from "@/lib/files/sniff";

/**
 * The four renditions of an uploaded offer image (issue 11; spec section "Offer media": image1x1,
 * image4x3, image16x9, image_social), made with jimp, pure JavaScript (ADR 0013). The upload is
 * judged by its bytes first (lib/files/sniff.ts): PNG or JPEG only, its declared size checked from
 * the header before anything is decoded, so a decompression bomb is refused unopened. Every
 * rendition is cover-cropped (scaled to fill, centred, cut) to its exact size and re-encoded as
 * baseline JPEG: nothing of the upload but its pixels survives (no EXIF, GPS, comments or ICC).
 * No database here: ./images.ts stores the result.
 */

/** The largest upload accepted: 8 MiB. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/**
 * At most 16 megapixels (4608 x 3456; a phone's 12 MP photo passes). jimp's JPEG decoder costs about
 * 0.4 s of CPU per megapixel on the 2-core machine and the process grows by roughly 35 MB per
 * megapixel while it works (ADR 0013: 12 MP about 5 s, 24 MP about 8.5 s and 780 MB), so the limit
 * bounds both; it is checked from the header, before decoding.
 */
export const MAX_IMAGE_PIXELS = 16_000_000;
/** The smallest upload accepted: 400 x 300 (either orientation counts as it is, no rotation). */
export const MIN_IMAGE_WIDTH = 400;
export const MIN_IMAGE_HEIGHT = 300;
/** JPEG quality of the renditions. */
export const RENDITION_QUALITY = 82;

/** Rendition sizes; `social` is the Open Graph size (1200 x 630). */
export const RENDITIONS = {
  image1x1: { width: 600, height: 600 },
  image4x3: { width: 800, height: 600 },
  image16x9: { width: 1280, height: 720 },
  imageSocial: { width: 1200, height: 630 },
} as const;

export type RenditionName = keyof typeof RENDITIONS;
export type Rendition = { contentType: "image/jpeg"; bytes: Buffer; width: number; height: number };

export type ImageRefusal =
  | Exclude<ImageSniffResult, { ok: true }>["reason"]
  /** Smaller than MIN_IMAGE_WIDTH x MIN_IMAGE_HEIGHT. */
  | "too_small"
  /** More than MAX_IMAGE_PIXELS declared in the header. */
  | "too_many_pixels"
  /** The header looked right but the decoder failed. */
  | "undecodable";

export type RenditionResult =
  | { ok: true; source: { contentType: "image/png" | "image/jpeg"; width: number; height: number }; renditions: Record<RenditionName, Rendition> }
  | { ok: false; reason: ImageRefusal; width?: number; height?: number };

/** The upload judged by its bytes and header size, without decoding anything. */
export function checkOfferImage(
  bytes: Uint8Array,
): { ok: true; contentType: "image/png" | "image/jpeg"; width: number; height: number } | { ok: false; reason: ImageRefusal; width?: number; height?: number } {
  const sniffed = sniffOfferImage(bytes);
  if (!sniffed.ok) return sniffed;
  const { width, height } = sniffed;
  if (width * height > MAX_IMAGE_PIXELS) return { ok: false, reason: "too_many_pixels", width, height };
  if (width < MIN_IMAGE_WIDTH || height < MIN_IMAGE_HEIGHT) return { ok: false, reason: "too_small", width, height };
  return sniffed;
}

// One image at a time per process: decoding and resizing are CPU-bound and synchronous for long
// stretches, so two concurrent uploads would hold both cores of a small machine (ADR 0013).
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/** Checks the upload and makes the four renditions (one upload at a time per process). */
export function makeRenditions(bytes: Uint8Array): Promise<RenditionResult> {
  const checked = checkOfferImage(bytes);
  if (!checked.ok) return Promise.resolve(checked);
  const { contentType, width, height } = checked;
  return oneAtATime(() => render(bytes, { contentType, width, height }));
}

type Bitmap = { data: Buffer; width: number; height: number };
type Image = ReturnType<typeof Jimp.fromBitmap>;

/**
 * Decodes with jimp's own PNG or JPEG decoder, chosen by the sniffed type. Not Jimp.fromBuffer:
 * it guesses the type again with file-type, an ES-module-only package loaded by a dynamic import
 * (which neither needs doing twice nor runs under Jest), and accepts GIF, BMP and TIFF too.
 */
export async function decodeImage(bytes: Uint8Array, contentType: "image/png" | "image/jpeg"): Promise<Image | null> {
  const format = new Jimp({ width: 1, height: 1 }).formats.find((f) => f.mime === contentType);
  if (!format?.decode) return null;
  try {
    const bitmap = (await format.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))) as Bitmap;
    return Jimp.fromBitmap(bitmap);
  } catch {
    return null;
  }
}

async function render(bytes: Uint8Array, source: { contentType: "image/png" | "image/jpeg"; width: number; height: number }): Promise<RenditionResult> {
  const image = await decodeImage(bytes, source.contentType);
  // The decoded bitmap must be what the header promised.
  if (!image || image.bitmap.width !== source.width || image.bitmap.height !== source.height) return { ok: false, reason: "undecodable" };
  const orientation = source.contentType === "image/jpeg" ? exifOrientation(bytes) : 1;
  const turned = orientation > 4;
  // The size as shown (a phone's portrait photo is stored landscape with orientation 6 or 8).
  const width = turned ? image.bitmap.height : image.bitmap.width;
  const height = turned ? image.bitmap.width : image.bitmap.height;
  // Scale down once to the smallest size every rendition can be cut from, so the four crops work on
  // a small bitmap instead of the full upload.
  const scale = Math.max(...Object.values(RENDITIONS).map((r) => Math.max(r.width / width, r.height / height)));
  if (scale < 1) image.resize({ w: Math.max(1, Math.ceil(image.bitmap.width * scale)), h: Math.max(1, Math.ceil(image.bitmap.height * scale)) });
  orient(image.bitmap as Bitmap, orientation);
  // JPEG has no transparency: transparent pixels go onto white, not onto whatever colour they hold.
  const base = new Jimp({ width: image.bitmap.width, height: image.bitmap.height, color: 0xffffffff }).composite(image, 0, 0);
  const renditions = {} as Record<RenditionName, Rendition>;
  for (const [name, size] of Object.entries(RENDITIONS) as [RenditionName, (typeof RENDITIONS)[RenditionName]][]) {
    const out = base.clone().cover({ w: size.width, h: size.height });
    renditions[name] = { contentType: "image/jpeg", bytes: await out.getBuffer("image/jpeg", { quality: RENDITION_QUALITY }), width: out.bitmap.width, height: out.bitmap.height };
  }
  return { ok: true, source, renditions };
}

// ---------------------------------------------------------------- EXIF orientation

/**
 * The EXIF Orientation (tag 0x0112 of IFD0, 1–8; 1 when absent or unreadable) of a JPEG: the
 * renditions are re-encoded without EXIF, so the rotation it asks for is applied to the pixels.
 * https://www.cipa.jp/std/documents/e/DC-008-2012_E.pdf, section 4.6.4.
 */
export function exifOrientation(bytes: Uint8Array): number {
  const n = bytes.byteLength;
  let offset = 2;
  while (offset + 4 <= n && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1];
    if (marker === 0xda || marker === 0xd9) return 1;
    const length = (bytes[offset + 2] << 8) | bytes[offset + 3];
    const start = offset + 4;
    if (marker === 0xe1 && length >= 16 && start + length - 2 <= n && String.fromCharCode(...bytes.subarray(start, start + 6)) === "Exif\0\0") {
      return tiffOrientation(bytes.subarray(start + 6, start + length - 2));
    }
    offset = start + length - 2;
  }
  return 1;
}

function tiffOrientation(tiff: Uint8Array): number {
  if (tiff.byteLength < 8) return 1;
  const little = tiff[0] === 0x49 && tiff[1] === 0x49;
  if (!little && !(tiff[0] === 0x4d && tiff[1] === 0x4d)) return 1;
  const u16 = (i: number) => (little ? tiff[i] | (tiff[i + 1] << 8) : (tiff[i] << 8) | tiff[i + 1]);
  const u32 = (i: number) => (little ? (tiff[i] | (tiff[i + 1] << 8) | (tiff[i + 2] << 16) | (tiff[i + 3] << 24)) >>> 0 : ((tiff[i] << 24) | (tiff[i + 1] << 16) | (tiff[i + 2] << 8) | tiff[i + 3]) >>> 0);
  if (u16(2) !== 42) return 1;
  const ifd = u32(4);
  if (ifd + 2 > tiff.byteLength) return 1;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.byteLength) return 1;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/**
 * Moves the pixels as the orientation asks (the mapping jimp's own EXIF rotation uses: for each
 * target pixel, where it comes from).
 */
function orient(bitmap: Bitmap, orientation: number): void {
  if (orientation < 2) return;
  const w = bitmap.width;
  const h = bitmap.height;
  const from: Record<number, (x: number, y: number) => [number, number]> = {
    2: (x, y) => [w - x - 1, y],
    3: (x, y) => [w - x - 1, h - y - 1],
    4: (x, y) => [x, h - y - 1],
    5: (x, y) => [y, x],
    6: (x, y) => [y, h - x - 1],
    7: (x, y) => [w - y - 1, h - x - 1],
    8: (x, y) => [w - y - 1, x],
  };
  const map = from[orientation];
  const width = orientation > 4 ? h : w;
  const height = orientation > 4 ? w : h;
  const source = bitmap.data;
  const data = Buffer.alloc(source.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [sx, sy] = map(x, y);
      source.copy(data, (width * y + x) << 2, (w * sy + sx) << 2, ((w * sy + sx) << 2) + 4);
    }
  }
  bitmap.data = data;
  bitmap.width = width;
  bitmap.height = height;
}
