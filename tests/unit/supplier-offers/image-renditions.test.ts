import { Jimp } from "jimp";
import { isWebp, sniffOfferImage } from "@/lib/files/sniff";
import { checkOfferImage, decodeImage, exifOrientation, makeRenditions, MAX_IMAGE_PIXELS, RENDITIONS } from "@/lib/supplier-offers/image-renditions";

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

  it("recognises WebP (RIFF....WEBP) and refuses it by name", () => {
    const webp = Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x24, 0, 0, 0]), Buffer.from("WEBPVP8 "), Buffer.alloc(24)]);
    expect(isWebp(webp)).toBe(true);
    expect(sniffOfferImage(webp)).toEqual({ ok: false, reason: "webp" });
    expect(isWebp(Buffer.from("RIFF\0\0\0\0WAVEfmt "))).toBe(false);
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
    const decode = jest.spyOn(Jimp, "fromBitmap");
    const png = withPngSize(await picture(640, 480, "image/png"), 50_000, 50_000);
    expect(await makeRenditions(png)).toEqual({ ok: false, reason: "too_many_pixels", width: 50_000, height: 50_000 });
    const jpeg = withJpegSize(await picture(640, 480, "image/jpeg"), 65_000, 65_000);
    expect(await makeRenditions(jpeg)).toEqual({ ok: false, reason: "too_many_pixels", width: 65_000, height: 65_000 });
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
  ])("makes the four renditions of %s at their exact sizes, as JPEG", async (_, mime, width, height) => {
    const made = await makeRenditions(await picture(width, height, mime));
    if (!made.ok) throw new Error(made.reason);
    expect(made.source).toEqual({ contentType: mime, width, height });
    for (const [name, size] of Object.entries(RENDITIONS)) {
      const r = made.renditions[name as keyof typeof RENDITIONS];
      expect({ name, width: r.width, height: r.height, contentType: r.contentType }).toEqual({ name, ...size, contentType: "image/jpeg" });
      expect(isJpeg(r.bytes)).toBe(true);
      const decoded = (await decodeImage(r.bytes, "image/jpeg"))!;
      expect([decoded.bitmap.width, decoded.bitmap.height]).toEqual([size.width, size.height]);
      // Re-encoded: a JFIF header, no EXIF segment.
      expect(r.bytes.includes(Buffer.from("Exif\0\0", "latin1"))).toBe(false);
    }
  });

  it("puts transparent pixels on white", async () => {
    const made = await makeRenditions(await picture(600, 600, "image/png", 0));
    if (!made.ok) throw new Error(made.reason);
    const decoded = (await decodeImage(made.renditions.image1x1.bytes, "image/jpeg"))!;
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
    const square = ((await decodeImage(made.renditions.image1x1.bytes, "image/jpeg"))!).bitmap;
    const at = (x: number, y: number) => square.data[(square.width * y + x) * 4];
    expect(at(20, 300)).toBeGreaterThan(200);
    expect(at(580, 300)).toBeLessThan(50);
    expect(made.renditions.image1x1.bytes.includes(Buffer.from("Exif\0\0", "latin1"))).toBe(false);
  });

  it("refuses what the sniffer refuses", async () => {
    expect(await makeRenditions(Buffer.from("<svg/>"))).toEqual({ ok: false, reason: "unsupported" });
  });
});
