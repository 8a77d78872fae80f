/**
 * The pixel work of an offer image's renditions (ADR 0013), run in a `node:worker_threads` Worker so
 * that jimp's synchronous decoders never block the Next.js process's event loop. Started by
 * ./image-renditions.ts, which has already judged the upload by its bytes (type, structure, size
 * from the header, pixel limit, EXIF orientation read) before anything reaches this file.
 *
 * A plain ES module on purpose: it is loaded by its path under process.cwd() at run time, not bundled
 * (Turbopack cannot be relied on to emit a worker entry), and imports `jimp` from node_modules; Jest
 * runs the same file, as Node does. Keep it dependency-free apart from jimp.
 *
 * Message in:  { id, bytes: Uint8Array, contentType: "image/png" | "image/jpeg" | "image/webp", width, height,
 *               orientation: 1..8, sizes: { [name]: { width, height } }, quality }
 * Message out: { id, ok: true, renditions: { [name]: { bytes: Uint8Array, width, height } } }
 *            | { id, ok: false, reason: "undecodable" }
 */
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { parentPort } from "node:worker_threads";
import { Jimp } from "jimp";

/**
 * WebP is decoded by libwebp compiled to WebAssembly (`@jsquash/webp`), then handled by jimp like a
 * PNG. Its Emscripten glue would load the .wasm with fetch("file://..."), which Node 20 does not
 * implement, so the module is compiled here from the file read from node_modules and handed to the
 * decoder's init(). Done once per worker, on the first WebP.
 */
let webpDecoder = null;
async function decodeWebp(bytes) {
  webpDecoder ??= (async () => {
    const entry = import.meta.resolve("@jsquash/webp/decode.js");
    const decoder = await import(entry);
    const wasm = fs.readFileSync(fileURLToPath(new URL("./codec/dec/webp_dec.wasm", entry)));
    await decoder.init(new WebAssembly.Module(wasm));
    return decoder.default;
  })();
  const decode = await webpDecoder;
  const image = await decode(bytes);
  // A copy: the decoder's array may be a view into its WebAssembly memory.
  return { data: Buffer.from(image.data), width: image.width, height: image.height };
}

/**
 * Decodes by the sniffed type: WebP with libwebp (above), PNG and JPEG with jimp's own decoders. Not Jimp.fromBuffer:
 * it guesses the type again with file-type and accepts GIF, BMP and TIFF too.
 */
async function decode(bytes, contentType) {
  if (contentType === "image/webp") {
    try {
      return Jimp.fromBitmap(await decodeWebp(bytes));
    } catch {
      return null;
    }
  }
  const format = new Jimp({ width: 1, height: 1 }).formats.find((f) => f.mime === contentType);
  if (!format?.decode) return null;
  try {
    const bitmap = await format.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return Jimp.fromBitmap(bitmap);
  } catch {
    return null;
  }
}

/**
 * Moves the pixels as the EXIF orientation asks (the mapping jimp's own EXIF rotation uses: for each
 * target pixel, where it comes from).
 */
function orient(bitmap, orientation) {
  if (orientation < 2) return;
  const w = bitmap.width;
  const h = bitmap.height;
  const from = {
    2: (x, y) => [w - x - 1, y],
    3: (x, y) => [w - x - 1, h - y - 1],
    4: (x, y) => [x, h - y - 1],
    5: (x, y) => [y, x],
    6: (x, y) => [y, h - x - 1],
    7: (x, y) => [w - y - 1, h - x - 1],
    8: (x, y) => [w - y - 1, x],
  };
  const map = from[orientation];
  if (!map) return;
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

/** Decode, check the size against the header, orient, scale once, flatten on white, cover-crop and encode each size. */
export async function render({ bytes, contentType, width: declaredWidth, height: declaredHeight, orientation, sizes, quality }) {
  const image = await decode(bytes, contentType);
  // The decoded bitmap must be what the header promised.
  if (!image || image.bitmap.width !== declaredWidth || image.bitmap.height !== declaredHeight) return { ok: false, reason: "undecodable" };
  const turned = orientation > 4;
  // The size as shown (a phone's portrait photo is stored landscape with orientation 6 or 8).
  const width = turned ? image.bitmap.height : image.bitmap.width;
  const height = turned ? image.bitmap.width : image.bitmap.height;
  // Scale down once to the smallest size every rendition can be cut from, so the crops work on a
  // small bitmap instead of the full upload.
  const scale = Math.max(...Object.values(sizes).map((r) => Math.max(r.width / width, r.height / height)));
  if (scale < 1) image.resize({ w: Math.max(1, Math.ceil(image.bitmap.width * scale)), h: Math.max(1, Math.ceil(image.bitmap.height * scale)) });
  orient(image.bitmap, orientation);
  // JPEG has no transparency: transparent pixels go onto white, not onto whatever colour they hold.
  const base = new Jimp({ width: image.bitmap.width, height: image.bitmap.height, color: 0xffffffff }).composite(image, 0, 0);
  const renditions = {};
  for (const [name, size] of Object.entries(sizes)) {
    const out = base.clone().cover({ w: size.width, h: size.height });
    const encoded = await out.getBuffer("image/jpeg", { quality });
    renditions[name] = { bytes: new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength), width: out.bitmap.width, height: out.bitmap.height };
  }
  return { ok: true, renditions };
}

parentPort?.on("message", async (message) => {
  const { id } = message;
  let answer;
  try {
    answer = { id, ...(await render(message)) };
  } catch {
    answer = { id, ok: false, reason: "undecodable" };
  }
  // Each rendition is copied into an ArrayBuffer of its own, which is then handed over, not copied
  // again (an encoder's Buffer may be a view into a larger or pooled one).
  const transfer = [];
  if (answer.ok) {
    for (const r of Object.values(answer.renditions)) {
      const own = r.bytes.slice();
      r.bytes = own;
      transfer.push(own.buffer);
    }
  }
  parentPort?.postMessage(answer, transfer);
});
