/**
 * What an uploaded document is, judged by its bytes only (CONVENTIONS 19; spec section 5:
 * "Documents must be png, jpg or PDF scans"). The file name and the declared Content-Type play no
 * part. Accepted: PNG (signature, chunks from IHDR through IEND, nothing after IEND), JPEG (SOI,
 * segments, scans, EOI, at most a few padding bytes after EOI) and PDF (%PDF-1.x or %PDF-2.x, %%EOF
 * in the last KB). Refused: empty files, anything else (SVG, HTML, XML, archives...), and polyglots:
 * markup or script markers in the first or last KB, or data appended after an image's end marker.
 * Pure and dependency-free: usable on the server and in the browser (a pre-check before upload).
 */

export type DocumentType = "image/png" | "image/jpeg" | "application/pdf";

export type SniffRefusal =
  /** No bytes at all. */
  | "empty"
  /** Not a PNG, JPEG or PDF (SVG, HTML, XML, text, archives, other images...). */
  | "unsupported"
  /** HTML/SVG/XML/script markers at the start or the end: a polyglot a browser could run. */
  | "active_content"
  /** Bytes after the image's end marker (an appended file). */
  | "trailing_data"
  /** The signature of a PNG, JPEG or PDF but a broken or truncated structure. */
  | "malformed";

export type SniffResult = { ok: true; contentType: DocumentType; extension: "png" | "jpg" | "pdf" } | { ok: false; reason: SniffRefusal };

/** How many bytes at each end are searched for markup markers. */
export const MARKER_WINDOW = 1024;

/** Case-insensitive markers of content a browser would render or run. */
export const ACTIVE_MARKERS = ["<html", "<script", "<svg", "<!doctype", "<?xml", "<body", "<iframe", "<object", "javascript:"] as const;

/** Padding tolerated after a JPEG's EOI (some writers pad to a block size). */
const JPEG_MAX_PADDING = 16;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const refuse = (reason: SniffRefusal): SniffResult => ({ ok: false, reason });

export function sniffDocument(bytes: Uint8Array): SniffResult {
  if (bytes.byteLength === 0) return refuse("empty");
  const kind = startsWith(bytes, PNG_SIGNATURE) ? "png" : startsWith(bytes, [0xff, 0xd8, 0xff]) ? "jpeg" : isPdfHeader(bytes) ? "pdf" : null;
  if (!kind) return refuse("unsupported");
  if (hasActiveMarkers(bytes)) return refuse("active_content");
  if (kind === "png") {
    const problem = checkPng(bytes);
    return problem ? refuse(problem) : { ok: true, contentType: "image/png", extension: "png" };
  }
  if (kind === "jpeg") {
    const problem = checkJpeg(bytes);
    return problem ? refuse(problem) : { ok: true, contentType: "image/jpeg", extension: "jpg" };
  }
  return hasPdfEnd(bytes) ? { ok: true, contentType: "application/pdf", extension: "pdf" } : refuse("malformed");
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.byteLength >= prefix.length && prefix.every((b, i) => bytes[i] === b);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  let s = "";
  for (let i = Math.max(0, from); i < Math.min(bytes.byteLength, to); i++) s += String.fromCharCode(bytes[i]);
  return s;
}

/** True when the first or last KB holds an HTML/SVG/XML/script marker (any case). */
export function hasActiveMarkers(bytes: Uint8Array): boolean {
  const head = ascii(bytes, 0, MARKER_WINDOW).toLowerCase();
  const tail = bytes.byteLength > MARKER_WINDOW ? ascii(bytes, bytes.byteLength - MARKER_WINDOW, bytes.byteLength).toLowerCase() : "";
  return ACTIVE_MARKERS.some((marker) => head.includes(marker) || tail.includes(marker));
}

// ---------------------------------------------------------------- PDF

function isPdfHeader(bytes: Uint8Array): boolean {
  const head = ascii(bytes, 0, 8);
  return /^%PDF-[12]\.\d$/.test(head);
}

function hasPdfEnd(bytes: Uint8Array): boolean {
  return ascii(bytes, bytes.byteLength - MARKER_WINDOW, bytes.byteLength).includes("%%EOF");
}

// ---------------------------------------------------------------- PNG

const u32 = (b: Uint8Array, i: number) => ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0;

/**
 * Walks the chunks (length, type, data, CRC): IHDR first, at least one IDAT, and IEND ending
 * exactly at the end of the file (https://www.w3.org/TR/png-3/#5DataRep).
 */
function checkPng(bytes: Uint8Array): SniffRefusal | null {
  let offset = PNG_SIGNATURE.length;
  let first = true;
  let sawData = false;
  while (offset + 12 <= bytes.byteLength) {
    const length = u32(bytes, offset);
    const type = ascii(bytes, offset + 4, offset + 8);
    if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type)) return "malformed";
    const end = offset + 12 + length;
    if (end > bytes.byteLength) return "malformed";
    if (first && (type !== "IHDR" || length !== 13)) return "malformed";
    first = false;
    if (type === "IDAT") sawData = true;
    if (type === "IEND") {
      if (length !== 0 || !sawData) return "malformed";
      return end === bytes.byteLength ? null : "trailing_data";
    }
    offset = end;
  }
  return "malformed";
}

// ---------------------------------------------------------------- JPEG

/**
 * Walks the marker segments from SOI (skipping each segment by its length, so thumbnails inside
 * APP1 are passed over) and each scan's entropy-coded data (where FF is followed by 00 or a
 * restart marker) to the first real EOI; only a few padding bytes may follow it
 * (https://www.w3.org/Graphics/JPEG/itu-t81.pdf, annex B).
 */
function checkJpeg(bytes: Uint8Array): SniffRefusal | null {
  const n = bytes.byteLength;
  let offset = 2;
  let sawFrame = false;
  let sawScan = false;
  for (;;) {
    if (offset >= n || bytes[offset] !== 0xff) return "malformed";
    while (offset < n && bytes[offset] === 0xff) offset++; // fill bytes before a marker
    if (offset >= n) return "malformed";
    const marker = bytes[offset++];
    if (marker === 0xd9) {
      if (!sawFrame || !sawScan) return "malformed";
      return onlyPadding(bytes, offset) ? null : "trailing_data";
    }
    if (marker === 0xd8 || marker === 0x00) return "malformed";
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // markers without a length
    if (offset + 2 > n) return "malformed";
    const length = (bytes[offset] << 8) | bytes[offset + 1];
    if (length < 2 || offset + length > n) return "malformed";
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) sawFrame = true; // SOFn
    offset += length;
    if (marker === 0xda) {
      sawScan = true;
      // Entropy-coded data runs to the next marker that is not a stuffed 00 or a restart marker.
      while (offset + 1 < n) {
        const ff = bytes.indexOf(0xff, offset);
        if (ff < 0) return "malformed";
        offset = ff;
        if (offset + 1 >= n) break;
        const next = bytes[offset + 1];
        if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) offset += 2;
        else if (next === 0xff) offset++;
        else break;
      }
      if (offset + 1 >= n) return "malformed";
    }
  }
}

function onlyPadding(bytes: Uint8Array, from: number): boolean {
  if (bytes.byteLength - from > JPEG_MAX_PADDING) return false;
  for (let i = from; i < bytes.byteLength; i++) {
    const b = bytes[i];
    if (b !== 0x00 && b !== 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) return false;
  }
  return true;
}

// ---------------------------------------------------------------- offer images

/** What an offer image upload is: a PNG, JPEG or still WebP whose header gives its size in pixels. */
export type ImageSniffResult =
  | { ok: true; contentType: "image/png" | "image/jpeg" | "image/webp"; width: number; height: number }
  /** `animated`: an animated WebP (VP8X animation flag), recognised but not accepted. */
  | { ok: false; reason: SniffRefusal | "animated" };

/** True for a RIFF container of type WEBP (https://developers.google.com/speed/webp/docs/riff_container). */
export function isWebp(bytes: Uint8Array): boolean {
  return bytes.byteLength >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP";
}

/**
 * An offer image judged by its bytes (CONVENTIONS 19): the same PNG and JPEG checks as documents
 * (structure to the end marker, no markup, nothing appended), PDF refused, WebP walked chunk by chunk
 * (./checkWebp), and the width and height its header declares, read before anything is decoded so a
 * decompression bomb is refused unopened.
 */
export function sniffOfferImage(bytes: Uint8Array): ImageSniffResult {
  if (isWebp(bytes)) {
    if (hasActiveMarkers(bytes)) return { ok: false, reason: "active_content" };
    const webp = checkWebp(bytes);
    return "reason" in webp ? { ok: false, reason: webp.reason } : { ok: true, contentType: "image/webp", ...webp };
  }
  const sniffed = sniffDocument(bytes);
  if (!sniffed.ok) return sniffed;
  if (sniffed.contentType === "application/pdf") return { ok: false, reason: "unsupported" };
  const size = sniffed.contentType === "image/png" ? pngSize(bytes) : jpegSize(bytes);
  if (!size) return { ok: false, reason: "malformed" };
  return { ok: true, contentType: sniffed.contentType, ...size };
}

const u32le = (b: Uint8Array, i: number) => (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)) >>> 0;
const u24le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);

/**
 * A WebP's size from its header, walking the RIFF chunks to the RIFF's declared end (nothing may follow
 * but one pad byte): the first chunk is VP8 (lossy: the key frame's header), VP8L (lossless: 14-bit
 * width and height after the 0x2f signature) or VP8X (extended: the canvas size, then a VP8 or VP8L
 * chunk of the same size must follow). The VP8X animation flag is refused as `animated`.
 * https://developers.google.com/speed/webp/docs/riff_container, RFC 6386 section 9.1, RFC 9649.
 */
function checkWebp(bytes: Uint8Array): { width: number; height: number } | { reason: SniffRefusal | "animated" } {
  const n = bytes.byteLength;
  const end = 8 + u32le(bytes, 4);
  if (end > n || end < 20) return { reason: "malformed" };
  if (n > end + 1 || (n === end + 1 && bytes[end] !== 0)) return { reason: "trailing_data" };
  let canvas: { width: number; height: number } | null = null;
  let image: { width: number; height: number } | null = null;
  let offset = 12;
  let first = true;
  while (offset < end) {
    if (offset + 8 > end) return { reason: "malformed" };
    const type = ascii(bytes, offset, offset + 4);
    const size = u32le(bytes, offset + 4);
    const data = offset + 8;
    if (data + size > end || !/^[A-Za-z0-9 ]{4}$/.test(type)) return { reason: "malformed" };
    if (first && type !== "VP8 " && type !== "VP8L" && type !== "VP8X") return { reason: "malformed" };
    first = false;
    if (type === "VP8X") {
      if (canvas || offset !== 12 || size < 10) return { reason: "malformed" };
      if (bytes[data] & 0x02) return { reason: "animated" };
      canvas = { width: u24le(bytes, data + 4) + 1, height: u24le(bytes, data + 7) + 1 };
    } else if (type === "ANIM" || type === "ANMF") {
      return { reason: "animated" };
    } else if (type === "VP8 " || type === "VP8L") {
      if (image) return { reason: "malformed" };
      image = type === "VP8 " ? vp8Size(bytes.subarray(data, data + size)) : vp8lSize(bytes.subarray(data, data + size));
      if (!image) return { reason: "malformed" };
    }
    offset = data + size + (size & 1);
  }
  if (offset !== end && offset !== end + 1) return { reason: "malformed" };
  if (!image) return { reason: "malformed" };
  if (canvas && (canvas.width !== image.width || canvas.height !== image.height)) return { reason: "malformed" };
  return image;
}

/** A lossy bitstream's key frame: 3-byte frame tag (bit 0 clear), start code 9D 01 2A, 14-bit width and height. */
function vp8Size(d: Uint8Array): { width: number; height: number } | null {
  if (d.byteLength < 10 || d[0] & 0x01 || d[3] !== 0x9d || d[4] !== 0x01 || d[5] !== 0x2a) return null;
  const width = (d[6] | (d[7] << 8)) & 0x3fff;
  const height = (d[8] | (d[9] << 8)) & 0x3fff;
  return width > 0 && height > 0 ? { width, height } : null;
}

/** A lossless bitstream: signature 0x2F, then width - 1 and height - 1 in 14 bits each, alpha bit, version 0. */
function vp8lSize(d: Uint8Array): { width: number; height: number } | null {
  if (d.byteLength < 5 || d[0] !== 0x2f) return null;
  const bits = u32le(d, 1);
  if (bits >>> 29 !== 0) return null;
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
}

/** Width and height from IHDR (checkPng has made sure it is the first chunk, 13 bytes long). */
function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const width = u32(bytes, 16);
  const height = u32(bytes, 20);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** Width and height from the first SOFn segment (it precedes the first scan). */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  const n = bytes.byteLength;
  let offset = 2;
  while (offset + 4 <= n && bytes[offset] === 0xff) {
    while (offset < n && bytes[offset] === 0xff) offset++;
    const marker = bytes[offset++];
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (marker === 0xda || marker === 0xd9 || offset + 2 > n) return null;
    const length = (bytes[offset] << 8) | bytes[offset + 1];
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (length < 7 || offset + 7 > n) return null;
      const height = (bytes[offset + 3] << 8) | bytes[offset + 4];
      const width = (bytes[offset + 5] << 8) | bytes[offset + 6];
      // Height 0 means "defined by a later DNL marker": not accepted.
      return width > 0 && height > 0 ? { width, height } : null;
    }
    offset += length;
  }
  return null;
}
