/**
 * Tiny real documents built in code, for the sniffing unit tests and the documents API test: a 1×1
 * grey PNG (signature, IHDR, IDAT, IEND with real CRCs), a 1×1 baseline JPEG (JFIF, quantisation and
 * Huffman tables, one scan, EOI; djpeg decodes it to one grey pixel) and a one-page-tree PDF.
 * `note` varies the bytes (a PNG tEXt chunk, a JPEG comment, a PDF comment) so two files differ.
 */
import { crc32, deflateSync } from "node:zlib";

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function png(note = ""): Buffer<ArrayBuffer> {
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]); // 1×1, 8-bit greyscale
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", ihdr),
    ...(note ? [pngChunk("tEXt", Buffer.from(`Comment\0${note}`, "latin1"))] : []),
    pngChunk("IDAT", deflateSync(Buffer.from([0, 0x80]))), // filter byte 0, one grey pixel
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const segment = (marker: number, body: number[] | Buffer) => Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body]);

export function jpeg(note = ""): Buffer<ArrayBuffer> {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]), // SOI
    segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // APP0 JFIF
    ...(note ? [segment(0xfe, Buffer.from(note, "latin1"))] : []), // COM
    segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]), // DQT: table 0, all ones
    segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]), // SOF0: 8-bit, 1×1, one component
    segment(0xc4, [0x00, 1, ...new Array<number>(15).fill(0), 0x00]), // DHT DC 0: one 1-bit code → category 0
    segment(0xc4, [0x10, 1, ...new Array<number>(15).fill(0), 0x00]), // DHT AC 0: one 1-bit code → EOB
    segment(0xda, [1, 1, 0x00, 0, 63, 0]), // SOS
    Buffer.from([0x3f]), // DC diff 0, EOB, padded with ones
    Buffer.from([0xff, 0xd9]), // EOI
  ]);
}

export function pdf(note = ""): Buffer<ArrayBuffer> {
  return Buffer.from(
    `%PDF-1.4\n%${note}\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    "latin1",
  );
}

export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="5"/></svg>\n');
export const HTML = Buffer.from("<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>\n");
