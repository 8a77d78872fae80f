import { execFileSync } from "node:child_process";
import { sniffDocument, type SniffResult } from "@/lib/files/sniff";
import { HTML, jpeg, pdf, png, SVG } from "../../support/files";

const accepted = (contentType: string, extension: string): SniffResult => ({ ok: true, contentType, extension }) as SniffResult;
const refused = (reason: string): SniffResult => ({ ok: false, reason }) as SniffResult;
const bytes = (...parts: (Buffer | string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));

describe("sniffDocument: accepted by the bytes", () => {
  it("a minimal PNG, JPEG and PDF", () => {
    expect(sniffDocument(png())).toEqual(accepted("image/png", "png"));
    expect(sniffDocument(jpeg())).toEqual(accepted("image/jpeg", "jpg"));
    expect(sniffDocument(pdf())).toEqual(accepted("application/pdf", "pdf"));
  });

  it("a PDF is a PDF whatever it was called (the name is never an input)", () => {
    // "scan.png" holding PDF bytes: the function only ever sees bytes.
    expect(sniffDocument(new Uint8Array(pdf("renamed to scan.png")))).toEqual(accepted("application/pdf", "pdf"));
  });

  it("PDF 2.0, a PDF whose %%EOF is followed by a little whitespace, and %%EOF anywhere in the last KB", () => {
    expect(sniffDocument(bytes("%PDF-2.0\n", "1 0 obj << >> endobj\n%%EOF"))).toMatchObject({ ok: true });
    expect(sniffDocument(bytes(pdf(), "\r\n\r\n"))).toMatchObject({ ok: true });
    expect(sniffDocument(bytes(pdf(), "% incremental update trailer\n".repeat(20)))).toMatchObject({ ok: true });
  });

  it("a JPEG with a few padding bytes after EOI, a comment, restart markers and stuffed FF 00 bytes", () => {
    expect(sniffDocument(bytes(jpeg(), [0, 0, 0, 0]))).toMatchObject({ ok: true });
    expect(sniffDocument(bytes(jpeg(), "\r\n"))).toMatchObject({ ok: true });
    expect(sniffDocument(jpeg("a comment with \xff\xd9 inside"))).toMatchObject({ ok: true });
    // Entropy-coded data with a stuffed FF 00 and a restart marker before the real EOI.
    const j = jpeg();
    const withScanData = bytes(j.subarray(0, j.length - 3), [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56], j.subarray(j.length - 3));
    expect(sniffDocument(withScanData)).toMatchObject({ ok: true });
  });

  it("JPEGs written by libjpeg (baseline, progressive, with restart intervals) when cjpeg is installed", () => {
    let cjpeg = true;
    try {
      execFileSync("cjpeg", ["-version"], { stdio: "ignore" });
    } catch {
      cjpeg = false;
    }
    if (!cjpeg) return;
    const w = 64;
    const h = 48;
    const pixels = Buffer.alloc(w * h * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
    const ppm = Buffer.concat([Buffer.from(`P6\n${w} ${h}\n255\n`), pixels]);
    for (const args of [[], ["-progressive"], ["-restart", "1"], ["-optimize", "-progressive", "-restart", "2B"], ["-grayscale"]]) {
      const out = execFileSync("cjpeg", args, { input: ppm });
      expect([args.join(" "), sniffDocument(out)]).toEqual([args.join(" "), accepted("image/jpeg", "jpg")]);
      expect([args.join(" "), sniffDocument(bytes(out, "trailing"))]).toEqual([args.join(" "), refused("trailing_data")]);
    }
  });
});

describe("sniffDocument: refused", () => {
  it("an empty file", () => {
    expect(sniffDocument(new Uint8Array())).toEqual(refused("empty"));
  });

  it("SVG, HTML (whatever it is named), XML, text and other formats", () => {
    expect(sniffDocument(SVG)).toEqual(refused("unsupported"));
    expect(sniffDocument(HTML)).toEqual(refused("unsupported"));
    expect(sniffDocument(bytes('<?xml version="1.0"?><svg/>'))).toEqual(refused("unsupported"));
    expect(sniffDocument(bytes("just some text"))).toEqual(refused("unsupported"));
    expect(sniffDocument(bytes([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]))).toEqual(refused("unsupported")); // ZIP
    expect(sniffDocument(bytes("GIF89a", [1, 0, 1, 0, 0, 0, 0, 0x3b]))).toEqual(refused("unsupported"));
    expect(sniffDocument(bytes("%PDF-3.0\n%%EOF"))).toEqual(refused("unsupported"));
    expect(sniffDocument(bytes(" %PDF-1.4\n%%EOF"))).toEqual(refused("unsupported"));
  });

  it("polyglots: markup or script markers in the first or last KB, in any case", () => {
    expect(sniffDocument(pdf("<script>alert(1)</script>"))).toEqual(refused("active_content"));
    expect(sniffDocument(pdf("<HTML><BODY>"))).toEqual(refused("active_content"));
    expect(sniffDocument(bytes(pdf(), "<!DocType html>"))).toEqual(refused("active_content"));
    expect(sniffDocument(png("<svg onload=alert(1)>"))).toEqual(refused("active_content"));
    expect(sniffDocument(jpeg("<iframe src=x>"))).toEqual(refused("active_content"));
    expect(sniffDocument(jpeg("JavaScript:alert(1)"))).toEqual(refused("active_content"));
    expect(sniffDocument(pdf("<?xml version='1.0'?>"))).toEqual(refused("active_content"));
    expect(sniffDocument(pdf("<object data=x>"))).toEqual(refused("active_content"));
    // A marker in the last KB of a big file.
    const big = bytes("%PDF-1.7\n", "%".padEnd(5000, "x"), "\n<script>x</script>\n%%EOF\n");
    expect(sniffDocument(big)).toEqual(refused("active_content"));
  });

  it("a PNG or JPEG with data appended after its end marker", () => {
    expect(sniffDocument(bytes(png(), "PK\x03\x04 appended archive"))).toEqual(refused("trailing_data"));
    expect(sniffDocument(bytes(png(), [0]))).toEqual(refused("trailing_data"));
    expect(sniffDocument(bytes(jpeg(), "appended data that is not padding"))).toEqual(refused("trailing_data"));
    expect(sniffDocument(bytes(jpeg(), new Array<number>(17).fill(0)))).toEqual(refused("trailing_data"));
    // A second image after the first (a "motion photo" style append).
    expect(sniffDocument(bytes(jpeg(), jpeg()))).toEqual(refused("trailing_data"));
  });

  it("broken or truncated structures", () => {
    const p = png();
    const j = jpeg();
    expect(sniffDocument(p.subarray(0, p.length - 12))).toEqual(refused("malformed")); // no IEND
    expect(sniffDocument(p.subarray(0, 20))).toEqual(refused("malformed"));
    expect(sniffDocument(bytes(p.subarray(0, 8), p.subarray(33)))).toEqual(refused("malformed")); // no IHDR
    expect(sniffDocument(j.subarray(0, j.length - 2))).toEqual(refused("malformed")); // no EOI
    expect(sniffDocument(bytes([0xff, 0xd8, 0xff, 0xd9]))).toEqual(refused("malformed")); // no frame, no scan
    expect(sniffDocument(bytes([0xff, 0xd8, 0xff]))).toEqual(refused("malformed"));
    expect(sniffDocument(bytes("%PDF-1.4\n1 0 obj << >> endobj\n"))).toEqual(refused("malformed")); // no %%EOF
    expect(sniffDocument(bytes("%PDF-1.4\n%%EOF\n", "x".repeat(2000)))).toEqual(refused("malformed")); // %%EOF not in the last KB
  });
});
