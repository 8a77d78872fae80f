import { setTimeout as sleep } from "node:timers/promises";
import { bigPng } from "../../support/big-png";
import { outsideSandbox } from "../../support/jest-pglite";
import { isWebp, sniffOfferImage } from "@/lib/files/sniff";
import { checkOfferImage, exifOrientation, makeRenditions, makeSomeRenditions, MAX_IMAGE_PIXELS, RENDITION_TIMEOUT_MS, RENDITIONS, renditionPool } from "@/lib/supplier-offers/image-renditions";

/** jimp by Node's own loader: its codecs run ~10x slower inside jest's sandbox (tests/support/jest-pglite.ts). */
const { Jimp } = outsideSandbox<typeof import("jimp")>("jimp");

afterAll(() => renditionPool.stop());

/** 480 x 320 WebP files made with @jsquash/webp's encoder: lossy, lossless, and lossy with a transparent alpha channel (VP8X + ALPH). */
const WEBP = {
  lossy: Buffer.from("UklGRgICAABXRUJQVlA4IPYBAADwKgCdASrgAUABPm02mEkkIqKhIrnoAIANiWdu4XarxJ/DPTV/hnWfgBWebU0+EJFwScPhCR9Y82pp8ISPq9YoD6x5tTT4QkfWPNqaUYoD6x5tTT4QkfWPNqaUYoD6x5tTT4QkfWPNqaUYoD6x5tTT4QkfWPNqaUYoD6x5tTT4QkfWPNqaUYoD6x5tTT4QkfWPNqaUYoD6x5tTT4QkfWPNqaUYoD6x5tTT4QkfWPNqaUYoD6x5tTTwi+XrWetL1rPWl61nrS9az1petZ+i1nrS9az1petZ60vWs9aXrWfSqsebU0+DTY5rPoTaYxw+EJH1jzagzqV2pp8ISPrHm1NPhCLzqV2pp8ISPrHm1NPhCLzqV2pp8ISPrHm1NPhCLzqV2pp8ISPrHm1NPhCLzqV2pp8ISPrHm1NPhCLzqV2pp8ISPrHm1NPhCLzqV2pp8ISPrHm1NPhCLzqV2pp8ISLAAP7/bah9pEwuked71kT33fdpbD+9dfvoj0On0On4GvSfLPOfFQAi6RBytcSyZiIngZCbC1a4lkzERPAyE6//lWH6HVksrTl9Ci+QxfIYv8fUXqXmvGvKeNeU8a8p415TxrynjXYP8WqtaG8C9rQ3gXtaG8C9rQ3gXtY7nQgJC1F6OAB7DhdwiIFDBhEQKGDCIgUMGEAA", "base64"),
  lossless: Buffer.from("UklGRkoAAABXRUJQVlA4TD4AAAAv38FPAB8wgAKCIv9HEwgk4Yw96vxHNUzATNs2IzmSIzkA/euI/k/ARH80//Ef//FfF7XRF81//Md//NdFAQ==", "base64"),
  alpha: Buffer.from("UklGRuQBAABXRUJQVlA4WAoAAAAQAAAA3wEAPwEAQUxQSAkAAAABBxAREYiI/gcAVlA4ILQBAABQKACdASrgAUABPm02mUmkIyKhIagAgA2JaW7hd2EbAAfiBpgPxA+fIAgZ06dOnTp06dOnTp06dOnTp06dOnTp06dOnTp06dOnTp06dOnTp06dOnTp06dOnTp06dOnTp06dOnTp06dOnTp06dOnTp06dOnTp06dOnTp06dOnTp06dOnTp06dOnTp06dOnTp06dOnTp06dOnTp06dOnTp06dOnTp06dOnTp06dOmye/HFa3njitbzxxWt544rW88cVreeOK1vPHFa3njitbzxxWt544yr1pw4cOHDhw4cOHDhw4cOHDhw4cOHDhw4cOHDhw4cOHDhw4cOHDhw4cOHDhw4cOHDhw4cOHDhw4cOHDhw4cOHDhw4cOHDhw4cOHDhw4cOHDhw4cOHDhw4cOHDhw4cOHDhw4cOHDhw4cOHDhw4cOHDhw4cOHDg0AAP7/ttQ+bT1gVh2Qe26Ou8V+ogAAAAAAAAAAAAN3/lWH60x9598jX1mz8gP/ID//j3Jgw2d4+xXj7FePsV4+xXj7FePsV4+xXj7FePsV4+xXj7FePsV4+xXOpAgAAAAAAAAAAAAAAAAA", "base64"),
};

/** Decodes a JPEG rendition in the test (with jimp's own decoder) to look at its pixels. */
async function decodeJpeg(bytes: Buffer) {
  const format = new Jimp({ width: 1, height: 1 }).formats.find((f) => f.mime === "image/jpeg")!;
  return Jimp.fromBitmap((await format.decode!(bytes)) as { data: Buffer; width: number; height: number });
}

/** A test picture: a colour gradient with a dark diagonal, so crops and scales are visible. */
async function picture(width: number, height: number, mime: "image/png" | "image/jpeg", alpha = 0xff): Promise<Buffer> {
  const image = new Jimp({ width, height, color: 0xffffffff });
  image.scan(0, 0, width, height, (x, y, idx) => {
    const data = image.bitmap.data;
    data[idx] = (x * 255) / width;
    data[idx + 1] = (y * 255) / height;
    data[idx + 2] = Math.abs(x - y) < 8 ? 0 : 160;
    data[idx + 3] = alpha;
  });
  return mime === "image/png" ? image.getBuffer("image/png") : image.getBuffer("image/jpeg", { quality: 90 });
}

const isJpeg = (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff && b[b.length - 2] === 0xff && b[b.length - 1] === 0xd9;

/** A copy of a PNG whose IHDR declares another size (the CRC is not what is judged). */
function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png);
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  return copy;
}

/** A copy of a JPEG whose first SOFn declares another size. */
function withJpegSize(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  let offset = 2;
  for (;;) {
    const marker = copy[offset + 1];
    const length = copy.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc3) {
      copy.writeUInt16BE(height, offset + 5);
      copy.writeUInt16BE(width, offset + 7);
      return copy;
    }
    offset += 2 + length;
  }
}

/** An APP1 Exif segment (big-endian TIFF) holding only IFD0's Orientation. */
function exifSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  tiff.write("MM", 0, "latin1");
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  const body = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

describe("sniffOfferImage: judged by the bytes", () => {
  it("reads the size of a PNG and a JPEG from the header", async () => {
    expect(sniffOfferImage(await picture(640, 480, "image/png"))).toEqual({ ok: true, contentType: "image/png", width: 640, height: 480 });
    expect(sniffOfferImage(await picture(500, 700, "image/jpeg"))).toEqual({ ok: true, contentType: "image/jpeg", width: 500, height: 700 });
  });

  it("reads the size of a lossy (VP8), lossless (VP8L) and extended (VP8X, with alpha) WebP from the header", () => {
    for (const webp of [WEBP.lossy, WEBP.lossless, WEBP.alpha]) {
      expect(isWebp(webp)).toBe(true);
      expect(sniffOfferImage(webp)).toEqual({ ok: true, contentType: "image/webp", width: 480, height: 320 });
    }
    expect(isWebp(Buffer.from("RIFF\0\0\0\0WAVEfmt "))).toBe(false);
  });

  it("refuses animated, truncated, padded-out and malformed WebP", () => {
    // VP8X with the animation flag (0x02), then ANIM: refused before anything else is looked at.
    const vp8x = Buffer.from(WEBP.alpha);
    vp8x[20] |= 0x02;
    expect(sniffOfferImage(vp8x)).toEqual({ ok: false, reason: "animated" });
    expect(sniffOfferImage(WEBP.alpha.subarray(0, WEBP.alpha.length - 40))).toEqual({ ok: false, reason: "malformed" });
    expect(sniffOfferImage(Buffer.concat([WEBP.lossy, Buffer.from("PK\x03\x04 zip after the end", "latin1")]))).toEqual({ ok: false, reason: "trailing_data" });
    expect(sniffOfferImage(Buffer.concat([WEBP.lossy, Buffer.from("<script>alert(1)</script>")]))).toEqual({ ok: false, reason: "active_content" });
    // A VP8X whose canvas is not the image's size, and a bare RIFF....WEBP with no image chunk.
    const canvas = Buffer.from(WEBP.alpha);
    canvas.writeUIntLE(999, 24, 3);
    expect(sniffOfferImage(canvas)).toEqual({ ok: false, reason: "malformed" });
    const empty = Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x24, 0, 0, 0]), Buffer.from("WEBPVP8 "), Buffer.alloc(24)]);
    expect(sniffOfferImage(empty)).toEqual({ ok: false, reason: "malformed" });
  });

  it("refuses SVG, HTML named .png, GIF, PDF and empty files", () => {
    expect(sniffOfferImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toEqual({ ok: false, reason: "unsupported" });
    expect(sniffOfferImage(Buffer.from("<!doctype html><html><body>hi</body></html>"))).toEqual({ ok: false, reason: "unsupported" });
    expect(sniffOfferImage(Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"))).toEqual({ ok: false, reason: "unsupported" });
    expect(sniffOfferImage(Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\n%%EOF"))).toEqual({ ok: false, reason: "unsupported" });
    expect(sniffOfferImage(new Uint8Array())).toEqual({ ok: false, reason: "empty" });
  });

  it("refuses a PNG with HTML appended (a polyglot) and a truncated JPEG", async () => {
    const png = await picture(640, 480, "image/png");
    expect(sniffOfferImage(Buffer.concat([png, Buffer.from("<html><script>alert(1)</script></html>")]))).toEqual({ ok: false, reason: "active_content" });
    expect(sniffOfferImage(Buffer.concat([png, Buffer.from("PK\x03\x04 zip after the end", "latin1")]))).toEqual({ ok: false, reason: "trailing_data" });
    const jpeg = await picture(640, 480, "image/jpeg");
    expect(sniffOfferImage(jpeg.subarray(0, jpeg.length - 200))).toMatchObject({ ok: false, reason: "malformed" });
  });
});

describe("checkOfferImage: size limits from the header, before decoding", () => {
  it("refuses a PNG and a JPEG declaring a huge size, without decoding them", async () => {
    const decode = jest.spyOn(renditionPool, "run");
    const png = withPngSize(await picture(640, 480, "image/png"), 50_000, 50_000);
    expect(await makeRenditions(png)).toEqual({ ok: false, reason: "too_many_pixels", width: 50_000, height: 50_000 });
    const jpeg = withJpegSize(await picture(640, 480, "image/jpeg"), 65_000, 65_000);
    expect(await makeRenditions(jpeg)).toEqual({ ok: false, reason: "too_many_pixels", width: 65_000, height: 65_000 });
    // A lossless WebP whose VP8L header declares 16384 x 16384.
    const webp = Buffer.from(WEBP.lossless);
    webp.writeUInt32LE((webp.readUInt32LE(21) & ~0x0fffffff) | 0x3fff | (0x3fff << 14), 21);
    expect(await makeRenditions(webp)).toEqual({ ok: false, reason: "too_many_pixels", width: 16384, height: 16384 });
    expect(decode).not.toHaveBeenCalled();
    decode.mockRestore();
  });

  it("accepts up to the pixel limit and refuses anything smaller than 400 x 300", async () => {
    const png = await picture(640, 480, "image/png");
    expect(checkOfferImage(withPngSize(png, 5000, MAX_IMAGE_PIXELS / 5000))).toMatchObject({ ok: true });
    expect(checkOfferImage(withPngSize(png, 5000, MAX_IMAGE_PIXELS / 5000 + 1))).toMatchObject({ ok: false, reason: "too_many_pixels" });
    expect(checkOfferImage(await picture(399, 300, "image/png"))).toEqual({ ok: false, reason: "too_small", width: 399, height: 300 });
    expect(checkOfferImage(await picture(400, 299, "image/jpeg"))).toEqual({ ok: false, reason: "too_small", width: 400, height: 299 });
    expect(checkOfferImage(await picture(400, 300, "image/png"))).toMatchObject({ ok: true });
  });

  it("a header that lies about a small size is caught after decoding", async () => {
    // Declares 640 x 480 but holds a 700 x 500 picture: the decoded bitmap does not match.
    const png = withPngSize(await picture(700, 500, "image/png"), 640, 480);
    const made = await makeRenditions(png);
    expect(made.ok).toBe(false);
  });
});

describe("makeRenditions", () => {
  jest.setTimeout(60_000);

  it.each([
    ["a PNG", "image/png" as const, 900, 700],
    ["a tall JPEG", "image/jpeg" as const, 450, 1000],
  ])("makes every rendition of %s at its exact size, as JPEG", async (_, mime, width, height) => {
    const made = await makeRenditions(await picture(width, height, mime));
    if (!made.ok) throw new Error(made.reason);
    expect(made.source).toEqual({ contentType: mime, width, height });
    for (const [name, size] of Object.entries(RENDITIONS)) {
      const r = made.renditions[name as keyof typeof RENDITIONS];
      expect({ name, width: r.width, height: r.height, contentType: r.contentType }).toEqual({ name, ...size, contentType: "image/jpeg" });
      expect(isJpeg(r.bytes)).toBe(true);
      const decoded = await decodeJpeg(r.bytes);
      expect([decoded.bitmap.width, decoded.bitmap.height]).toEqual([size.width, size.height]);
      // Re-encoded: a JFIF header, no EXIF segment.
      expect(r.bytes.includes(Buffer.from("Exif\0\0", "latin1"))).toBe(false);
    }
  });

  it.each([
    ["lossy", false],
    ["lossless", false],
    ["alpha", true],
  ] as const)("makes every rendition of a WebP (%s), decoded by libwebp in the worker", async (kind, transparent) => {
    const made = await makeRenditions(WEBP[kind]);
    if (!made.ok) throw new Error(made.reason);
    expect(made.source).toEqual({ contentType: "image/webp", width: 480, height: 320 });
    for (const [name, size] of Object.entries(RENDITIONS)) {
      const r = made.renditions[name as keyof typeof RENDITIONS];
      expect([r.width, r.height, isJpeg(r.bytes)]).toEqual([size.width, size.height, true]);
    }
    // The top left quarter is (0, 128, 40): on white when transparent.
    const { data } = (await decodeJpeg(made.renditions.image1x1.bytes)).bitmap;
    if (transparent) expect(Math.min(data[0], data[1], data[2])).toBeGreaterThan(240);
    else expect([data[0] < 30, Math.abs(data[1] - 128) < 20, Math.abs(data[2] - 40) < 20]).toEqual([true, true, true]);
  });

  it("the six renditions are the spec's four plus image16x9Small 640 x 360 and image16x9Medium 960 x 540: the 16:9 picture at half and three quarters of the width", async () => {
    expect(RENDITIONS).toEqual({
      image1x1: { width: 600, height: 600 },
      image4x3: { width: 800, height: 600 },
      image16x9: { width: 1280, height: 720 },
      image16x9Small: { width: 640, height: 360 },
      image16x9Medium: { width: 960, height: 540 },
      imageSocial: { width: 1200, height: 630 },
    });
    const made = await makeRenditions(await picture(1000, 700, "image/png"));
    if (!made.ok) throw new Error(made.reason);
    const { image16x9Small: small, image16x9Medium: medium } = made.renditions;
    expect([small.contentType, small.width, small.height, isJpeg(small.bytes)]).toEqual(["image/jpeg", 640, 360, true]);
    expect([medium.contentType, medium.width, medium.height, isJpeg(medium.bytes)]).toEqual(["image/jpeg", 960, 540, true]);
    expect(small.bytes.length).toBeLessThan(medium.bytes.length);
    expect(medium.bytes.length).toBeLessThan(made.renditions.image16x9.bytes.length);
    // The same crop as image16x9: each pixel of a copy is close to the large one at its coordinates
    // scaled by 2 (640) or 4/3 (960).
    const large = (await decodeJpeg(made.renditions.image16x9.bytes)).bitmap;
    const copies = [
      { bitmap: (await decodeJpeg(small.bytes)).bitmap, factor: 2, points: [[40, 40], [320, 180], [600, 60], [100, 320], [620, 340]] },
      { bitmap: (await decodeJpeg(medium.bytes)).bitmap, factor: 4 / 3, points: [[42, 42], [480, 270], [900, 60], [150, 480], [930, 510]] },
    ];
    expect(copies.map((c) => [c.bitmap.width, c.bitmap.height])).toEqual([[640, 360], [960, 540]]);
    for (const { bitmap, factor, points } of copies) {
      for (const [x, y] of points) {
        const a = (bitmap.width * y + x) * 4;
        const b = (large.width * Math.round(factor * y) + Math.round(factor * x)) * 4;
        for (const c of [0, 1]) expect({ width: bitmap.width, x, y, c, diff: Math.abs(bitmap.data[a + c] - large.data[b + c]) < 16 }).toEqual({ width: bitmap.width, x, y, c, diff: true });
      }
    }
  });

  it("makeSomeRenditions cuts only those asked for, in one run: the backfill's 640 x 360 and 960 x 540 JPEGs from a stored 1280 x 720 one", async () => {
    const made = await makeRenditions(await picture(900, 700, "image/jpeg"));
    if (!made.ok) throw new Error(made.reason);
    const run = jest.spyOn(renditionPool, "run");
    try {
      const both = await makeSomeRenditions(made.renditions.image16x9.bytes, ["image16x9Small", "image16x9Medium"]);
      if (!both.ok) throw new Error(both.reason);
      expect(run).toHaveBeenCalledTimes(1);
      expect(Object.keys(both.renditions).sort()).toEqual(["image16x9Medium", "image16x9Small"]);
      for (const [name, [width, height]] of [["image16x9Small", [640, 360]], ["image16x9Medium", [960, 540]]] as const) {
        const r = both.renditions[name];
        expect([r.contentType, r.width, r.height, isJpeg(r.bytes)]).toEqual(["image/jpeg", width, height, true]);
        const decoded = await decodeJpeg(r.bytes);
        expect([decoded.bitmap.width, decoded.bitmap.height]).toEqual([width, height]);
      }
      // One missing copy: that one alone.
      const one = await makeSomeRenditions(made.renditions.image16x9.bytes, ["image16x9Medium"]);
      if (!one.ok) throw new Error(one.reason);
      expect(Object.keys(one.renditions)).toEqual(["image16x9Medium"]);
      expect([one.renditions.image16x9Medium.width, one.renditions.image16x9Medium.height]).toEqual([960, 540]);
      // Nothing asked: nothing made, the worker not run.
      run.mockClear();
      expect(await makeSomeRenditions(made.renditions.image16x9.bytes, [])).toEqual({ ok: true, renditions: {} });
      expect(run).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
    }
    // Judged like an upload: what the sniffer refuses is refused.
    expect(await makeSomeRenditions(Buffer.from("<svg/>"), ["image16x9Small", "image16x9Medium"])).toEqual({ ok: false, reason: "unsupported" });
  });

  it("a WebP whose header lies about its size is caught after decoding", async () => {
    const webp = Buffer.from(WEBP.lossless);
    webp.writeUInt32LE((webp.readUInt32LE(21) & ~0x0fffffff) | 499 | (399 << 14), 21); // declares 500 x 400
    expect(sniffOfferImage(webp)).toMatchObject({ ok: true, width: 500, height: 400 });
    expect(await makeRenditions(webp)).toEqual({ ok: false, reason: "undecodable" });
  });

  it("puts transparent pixels on white", async () => {
    const made = await makeRenditions(await picture(600, 600, "image/png", 0));
    if (!made.ok) throw new Error(made.reason);
    const decoded = await decodeJpeg(made.renditions.image1x1.bytes);
    const { data } = decoded.bitmap;
    expect(Math.min(data[0], data[1], data[2])).toBeGreaterThan(240);
  });

  it("applies the EXIF orientation of a phone photo (6: turn 90° clockwise) and drops the EXIF", async () => {
    // 800 x 600, top half black, bottom half white; turned clockwise the black half is on the right.
    const image = new Jimp({ width: 800, height: 600, color: 0xffffffff });
    image.scan(0, 0, 800, 300, (_x, _y, idx) => image.bitmap.data.fill(0, idx, idx + 3));
    const plain = await image.getBuffer("image/jpeg", { quality: 90 });
    const jpeg = Buffer.concat([plain.subarray(0, 2), exifSegment(6), plain.subarray(2)]);
    expect(exifOrientation(jpeg)).toBe(6);
    expect(exifOrientation(plain)).toBe(1);
    const made = await makeRenditions(jpeg);
    if (!made.ok) throw new Error(made.reason);
    const square = (await decodeJpeg(made.renditions.image1x1.bytes)).bitmap;
    const at = (x: number, y: number) => square.data[(square.width * y + x) * 4];
    expect(at(20, 300)).toBeGreaterThan(200);
    expect(at(580, 300)).toBeLessThan(50);
    expect(made.renditions.image1x1.bytes.includes(Buffer.from("Exif\0\0", "latin1"))).toBe(false);
  });

  it("refuses what the sniffer refuses", async () => {
    expect(await makeRenditions(Buffer.from("<svg/>"))).toEqual({ ok: false, reason: "unsupported" });
  });
});

describe("makeRenditions: in a worker thread", () => {
  jest.setTimeout(120_000);
  let quiet: jest.SpyInstance;
  beforeEach(() => (quiet = jest.spyOn(console, "error").mockImplementation(() => undefined)));
  afterEach(() => quiet.mockRestore());

  it("leaves the event loop free while an 8 MP image is decoded and cut", async () => {
    // How late the timers fire is measured by the bench (`npm run bench -- --only units`), where a
    // loaded machine does not make a test fail; here: the work happens and the timers keep firing.
    const png = bigPng(3264, 2448);
    expect(checkOfferImage(png)).toEqual({ ok: true, contentType: "image/png", width: 3264, height: 2448 });
    await makeRenditions(await picture(640, 480, "image/png")); // the worker is started and jimp loaded
    let done = false;
    const started = performance.now();
    const work = makeRenditions(png).finally(() => (done = true));
    // While the worker works, 10 ms timers keep firing on this thread.
    let ticks = 0;
    while (!done) {
      await sleep(10);
      ticks++;
    }
    const made = await work;
    if (!made.ok) throw new Error(made.reason);
    const elapsed = performance.now() - started;
    expect(made.renditions.image16x9).toMatchObject({ width: 1280, height: 720 });
    expect(elapsed).toBeGreaterThan(300); // real work, not an instant answer
    expect(ticks).toBeGreaterThan(10);
  });

  it("answers unavailable when the worker outlives the timeout, then starts a new one", async () => {
    expect(RENDITION_TIMEOUT_MS).toBe(30_000);
    renditionPool.timeoutMs = 20;
    try {
      expect(await makeRenditions(bigPng(2000, 1500))).toEqual({ ok: false, reason: "unavailable" });
    } finally {
      renditionPool.timeoutMs = RENDITION_TIMEOUT_MS;
    }
    const made = await makeRenditions(await picture(640, 480, "image/jpeg"));
    expect(made.ok).toBe(true);
  });

  it("a worker stopped in the middle of a job answers unavailable; queued jobs go to a new worker", async () => {
    const first = makeRenditions(bigPng(2000, 1500));
    const second = makeRenditions(await picture(640, 480, "image/png"));
    await sleep(50);
    await renditionPool.stop();
    expect(await first).toEqual({ ok: false, reason: "unavailable" });
    expect((await second).ok).toBe(true);
  });
});
