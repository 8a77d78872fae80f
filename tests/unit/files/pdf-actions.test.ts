import { deflateSync } from "node:zlib";
import { pdf } from "../../support/files";

jest.mock("server-only", () => ({}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pdfActiveContent } = require("@/lib/files/pdf-actions") as typeof import("@/lib/files/pdf-actions");

/** A minimal PDF with `catalog` as its catalogue's extra entries and `objects` after it. */
function pdfWith(catalog: string, objects: (string | Buffer)[] = []): Buffer {
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R ${catalog} >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n`, "latin1"),
    ...objects.map((o) => (typeof o === "string" ? Buffer.from(o, "latin1") : o)),
    Buffer.from("trailer << /Root 1 0 R >>\n%%EOF\n", "latin1"),
  ]);
}

function objectStream(content: string, filter = "/Filter /FlateDecode"): Buffer {
  const body = filter.includes("Flate") ? deflateSync(Buffer.from(content, "latin1")) : Buffer.from(content, "latin1");
  return Buffer.concat([Buffer.from(`5 0 obj << /Type /ObjStm /N 1 /First 4 ${filter} /Length ${body.length} >>\nstream\n`, "latin1"), body, Buffer.from("\nendstream\nendobj\n", "latin1")]);
}

describe("PDFs that would run something (lib/files/pdf-actions.ts)", () => {
  it("a plain PDF, and a scan whose image bytes happen to hold /JS, pass", () => {
    expect(pdfActiveContent(pdf("a scan"))).toBeNull();
    const image = Buffer.concat([Buffer.from("3 0 obj << /Type /XObject /Subtype /Image /Filter /DCTDecode /Length 20 >>\nstream\n", "latin1"), Buffer.from("\xff\xd8 /JS /Launch \xff\xd9", "latin1"), Buffer.from("\nendstream\nendobj\n")]);
    expect(pdfActiveContent(pdfWith("", [image]))).toBeNull();
  });

  it("finds /JavaScript, /JS, /OpenAction, /AA and /Launch in dictionaries, #-escaped too", () => {
    expect(pdfActiveContent(pdfWith("/Names << /JavaScript 3 0 R >>"))).toEqual({ kind: "action", name: "JavaScript" });
    expect(pdfActiveContent(pdfWith("/OpenAction 3 0 R", ["3 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\n"]))).toEqual({ kind: "action", name: "OpenAction" });
    expect(pdfActiveContent(pdfWith("", ["3 0 obj << /Type /Annot /AA << /E 4 0 R >> >> endobj\n"]))).toEqual({ kind: "action", name: "AA" });
    expect(pdfActiveContent(pdfWith("", ["3 0 obj << /S /Launch /F (calc.exe) >> endobj\n"]))).toEqual({ kind: "action", name: "Launch" });
    expect(pdfActiveContent(pdfWith("/Open#41ction 3 0 R"))).toEqual({ kind: "action", name: "OpenAction" });
    expect(pdfActiveContent(pdfWith("", ["3 0 obj << /S /J#61vaScript >> endobj\n"]))).toEqual({ kind: "action", name: "JavaScript" });
  });

  it("looks inside compressed object streams, and refuses one it cannot read", () => {
    expect(pdfActiveContent(pdfWith("", [objectStream("3 0 << /S /JavaScript /JS (app.alert(1)) >>")]))).toEqual({ kind: "action", name: "JavaScript" });
    expect(pdfActiveContent(pdfWith("", [objectStream("3 0 << /Type /Font >>")]))).toBeNull();
    expect(pdfActiveContent(pdfWith("", [objectStream("3 0 << /S /Launch >>", "")]))).toEqual({ kind: "action", name: "Launch" });
    expect(pdfActiveContent(pdfWith("", [objectStream("3 0 << /Type /Font >>", "/Filter /LZWDecode")]))).toEqual({ kind: "unchecked" });
    const broken = objectStream("3 0 << /Type /Font >>");
    broken[broken.indexOf("stream\n") + 8] ^= 0xff;
    expect(pdfActiveContent(pdfWith("", [broken]))).toEqual({ kind: "unchecked" });
  });
});
