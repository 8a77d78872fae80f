import path from "node:path";
import { Worker } from "node:worker_threads";
import { sniffOfferImage, type ImageSniffResult } from "@/lib/files/sniff";

/**
 * The renditions of an uploaded offer image (spec section "Offer media": image1x1,
 * image4x3, image16x9, image_social; and image16x9_small and image16x9_medium, the 640 and 960 px copies
 * of image16x9 for the offer page's srcset), made with jimp, pure JavaScript (ADR 0013). The upload is
 * judged by its bytes first (lib/files/sniff.ts): PNG, JPEG or still WebP, its declared size checked from
 * the header before anything is decoded, so a decompression bomb is refused unopened. Every
 * rendition is cover-cropped (scaled to fill, centred, cut) to its exact size and re-encoded as
 * baseline JPEG: nothing of the upload but its pixels survives (no EXIF, GPS, comments or ICC).
 * The checks run here, in the request; the pixel work (decode, orientation, crop, encode) runs in a
 * worker thread (./renditions-worker.mjs), one image at a time, so the event loop is never blocked.
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

/**
 * Rendition sizes; `imageSocial` is the Open Graph size (1200 x 630). `image16x9Small` and
 * `image16x9Medium` are image16x9 at half and three quarters of the width, for the offer page's hero
 * (up to 544 CSS px wide in two columns, about 330–400 on a phone): 640 for a 1x screen, 960 for a
 * phone at 2x, which would otherwise need the 1280.
 */
export const RENDITIONS = {
  image1x1: { width: 600, height: 600 },
  image4x3: { width: 800, height: 600 },
  image16x9: { width: 1280, height: 720 },
  image16x9Small: { width: 640, height: 360 },
  image16x9Medium: { width: 960, height: 540 },
  imageSocial: { width: 1200, height: 630 },
} as const;

export type RenditionName = keyof typeof RENDITIONS;
/** What is accepted in: PNG, JPEG, and still (not animated) WebP. */
export type SourceType = "image/png" | "image/jpeg" | "image/webp";
export type Rendition = { contentType: "image/jpeg"; bytes: Buffer; width: number; height: number };

export type ImageRefusal =
  | Exclude<ImageSniffResult, { ok: true }>["reason"]
  /** Smaller than MIN_IMAGE_WIDTH x MIN_IMAGE_HEIGHT. */
  | "too_small"
  /** More than MAX_IMAGE_PIXELS declared in the header. */
  | "too_many_pixels"
  /** The header looked right but the decoder failed. */
  | "undecodable"
  /** Not the image's fault: the worker took longer than the timeout or stopped (answered 503). */
  | "unavailable";

export type RenditionResult =
  | { ok: true; source: { contentType: SourceType; width: number; height: number }; renditions: Record<RenditionName, Rendition> }
  | { ok: false; reason: ImageRefusal; width?: number; height?: number };

/** The upload judged by its bytes and header size, without decoding anything. */
export function checkOfferImage(
  bytes: Uint8Array,
): { ok: true; contentType: SourceType; width: number; height: number } | { ok: false; reason: ImageRefusal; width?: number; height?: number } {
  const sniffed = sniffOfferImage(bytes);
  if (!sniffed.ok) return sniffed;
  const { width, height } = sniffed;
  if (width * height > MAX_IMAGE_PIXELS) return { ok: false, reason: "too_many_pixels", width, height };
  if (width < MIN_IMAGE_WIDTH || height < MIN_IMAGE_HEIGHT) return { ok: false, reason: "too_small", width, height };
  return sniffed;
}

/** Checks the upload and makes every rendition in the worker thread (one upload at a time per process). */
export function makeRenditions(bytes: Uint8Array): Promise<RenditionResult> {
  return make(bytes, RENDITIONS).then((made) => {
    if (!made.ok) return made;
    const { renditions } = made;
    return complete(renditions) ? { ok: true, source: made.source, renditions } : { ok: false, reason: "undecodable" };
  });
}

const complete = (r: Partial<Record<RenditionName, Rendition>>): r is Record<RenditionName, Rendition> => (Object.keys(RENDITIONS) as RenditionName[]).every((name) => !!r[name]);

/**
 * Some renditions of an image, checked and made the same way, in one run of the worker (the backfill
 * cuts the missing image16x9_small and image16x9_medium from the stored image16x9,
 * lib/supplier-offers/image-backfill.ts).
 */
export function makeSomeRenditions<N extends RenditionName>(
  bytes: Uint8Array,
  names: readonly N[],
): Promise<{ ok: true; renditions: Record<N, Rendition> } | { ok: false; reason: ImageRefusal }> {
  const all = (r: Partial<Record<RenditionName, Rendition>>): r is Record<N, Rendition> => names.every((name) => !!r[name]);
  if (names.length === 0) return Promise.resolve({ ok: true, renditions: {} as Record<N, Rendition> });
  const sizes: Sizes = {};
  for (const name of names) sizes[name] = RENDITIONS[name];
  return make(bytes, sizes).then((made) => {
    if (!made.ok) return { ok: false, reason: made.reason };
    return all(made.renditions) ? { ok: true, renditions: made.renditions } : { ok: false, reason: "undecodable" };
  });
}

type Sizes = Partial<Record<RenditionName, { width: number; height: number }>>;

type Partly =
  | { ok: true; source: { contentType: SourceType; width: number; height: number }; renditions: Partial<Record<RenditionName, Rendition>> }
  | { ok: false; reason: ImageRefusal; width?: number; height?: number };

/** The checks of the upload, then the sizes asked for, made in the worker. */
function make(bytes: Uint8Array, sizes: Sizes): Promise<Partly> {
  const checked = checkOfferImage(bytes);
  if (!checked.ok) return Promise.resolve(checked);
  const { contentType, width, height } = checked;
  const orientation = contentType === "image/jpeg" ? exifOrientation(bytes) : 1;
  return renditionPool.run({ bytes, contentType, width, height, orientation, sizes }).then((made) => (made.ok ? { ok: true, source: { contentType, width, height }, renditions: made.renditions } : made));
}

// ---------------------------------------------------------------- the worker

/**
 * The worker module: a plain ES module loaded by its path at run time, never bundled (Turbopack
 * bundles lib/, and a worker entry built through it is not reliable), the same way lib/db/client.ts
 * reads its migrations. `next start` runs from the project folder, so lib/ and node_modules/jimp are
 * there.
 */
const WORKER_FILE = path.join(/*turbopackIgnore: true*/ process.cwd(), "lib/supplier-offers/renditions-worker.mjs");

/** How long one image may take in the worker (a 16 MP JPEG takes about 7 s) before it is stopped. */
export const RENDITION_TIMEOUT_MS = 30_000;

type Job = { bytes: Uint8Array; contentType: SourceType; width: number; height: number; orientation: number; sizes: Sizes };
type WorkerAnswer =
  | { id: number; ok: true; renditions: Partial<Record<RenditionName, { bytes: Uint8Array; width: number; height: number }>> }
  | { id: number; ok: false; reason: "undecodable" };
type Made = { ok: true; renditions: Partial<Record<RenditionName, Rendition>> } | { ok: false; reason: "undecodable" | "unavailable" };

/**
 * One worker kept alive and fed one image at a time (decoding is CPU-bound: two at once would hold
 * both cores of the small machine, ADR 0013). A job that outlives the timeout terminates the worker
 * and answers "unavailable"; a worker that dies is replaced on the next job. The worker is unref'd:
 * it never keeps the process alive.
 */
class RenditionPool {
  timeoutMs = RENDITION_TIMEOUT_MS;
  private worker: Worker | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  private pending: { id: number; settle: (made: Made) => void } | null = null;

  run(job: Job): Promise<Made> {
    const run = this.queue.then(() => this.send(job));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Stops the worker; a job in progress answers "unavailable" and the next job starts a new worker. */
  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.finish({ ok: false, reason: "unavailable" });
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    const worker = new Worker(/*turbopackIgnore: true*/ WORKER_FILE);
    worker.unref();
    const fail = (why: string) => {
      if (this.worker === worker) this.worker = null;
      if (this.pending) console.error(`[offer-images] rendition worker ${why}`);
      this.finish({ ok: false, reason: "unavailable" });
    };
    worker.on("message", (answer: WorkerAnswer) => {
      if (this.worker !== worker || answer.id !== this.pending?.id) return;
      if (!answer.ok) return this.finish({ ok: false, reason: answer.reason });
      const renditions: Partial<Record<RenditionName, Rendition>> = {};
      for (const name of Object.keys(answer.renditions) as RenditionName[]) {
        const r = answer.renditions[name];
        if (r) renditions[name] = { contentType: "image/jpeg", bytes: Buffer.from(r.bytes.buffer, r.bytes.byteOffset, r.bytes.byteLength), width: r.width, height: r.height };
      }
      this.finish({ ok: true, renditions });
    });
    worker.on("error", (error) => {
      console.error("[offer-images] rendition worker failed:", error);
      fail("failed");
    });
    worker.on("exit", (code) => {
      if (this.worker === worker) fail(`exited with code ${code}`);
    });
    return worker;
  }

  private finish(made: Made): void {
    const pending = this.pending;
    this.pending = null;
    pending?.settle(made);
  }

  private send(job: Job): Promise<Made> {
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    return new Promise<Made>((resolve) => {
      const timer = setTimeout(() => {
        if (this.pending?.id !== id) return;
        console.error(`[offer-images] rendition worker stopped after ${this.timeoutMs} ms`);
        if (this.worker === worker) this.worker = null;
        void worker.terminate();
        this.finish({ ok: false, reason: "unavailable" });
      }, this.timeoutMs);
      timer.unref();
      this.pending = {
        id,
        settle: (made) => {
          clearTimeout(timer);
          resolve(made);
        },
      };
      // A copy the worker owns (the caller keeps its bytes), handed over without a second copy.
      // (new Uint8Array, not slice(): a Buffer's slice is a view of the same memory, which the transfer
      // would detach, leaving the caller's Buffer empty.)
      const bytes = new Uint8Array(job.bytes);
      worker.postMessage({ id, bytes, contentType: job.contentType, width: job.width, height: job.height, orientation: job.orientation, sizes: job.sizes, quality: RENDITION_QUALITY }, [bytes.buffer]);
    });
  }
}

/** The process's one rendition worker (exported for tests: `timeoutMs`, `stop()`). */
export const renditionPool = new RenditionPool();

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
