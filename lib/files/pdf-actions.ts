import "server-only";
import { inflateSync } from "node:zlib";

/**
 * Whether a PDF carries something a viewer would run rather than show: scripts (/JavaScript, /JS),
 * actions run on opening or on events (/OpenAction, /AA), programs to start (/Launch), forms that
 * send or fetch data (/SubmitForm, /ImportData, XFA), embedded files and rich media. Verification
 * documents are scans: none of these belong in one, and staff open them in the browser's viewer.
 *
 * Names are found the way a PDF reader reads them: `#xx` escapes decoded (`/J#61vaScript`), in the
 * file's dictionaries and in its compressed object streams (/ObjStm, FlateDecode, inflated up to a
 * budget), never in the bytes of images or page content (where any byte sequence may occur by
 * chance). An object stream that cannot be read (another filter, an encrypted file) leaves the
 * file unchecked: refused too, since what it holds is unknown.
 */

export type PdfActiveContent = { kind: "action"; name: string } | { kind: "unchecked" } | null;

const ACTIVE_NAMES = new Set(["JavaScript", "JS", "OpenAction", "AA", "Launch", "SubmitForm", "ImportData", "XFA", "EmbeddedFile", "EmbeddedFiles", "RichMedia"]);

/** A PDF name: `/` and regular characters or `#xx` escapes (ISO 32000-1, 7.3.5). */
const NAME = /\/((?:[^\x00\t\n\f\r ()<>[\]{}/%#]|#[0-9A-Fa-f]{2})+)/g;

const decodeName = (raw: string) => raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function activeName(text: string): string | null {
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1]);
    if (ACTIVE_NAMES.has(name)) return name;
  }
  return null;
}

/** Bytes all object streams of one file may inflate to, together. */
const INFLATE_BUDGET = 64 * 1024 * 1024;

/** The first active element of a PDF (its bytes already judged a PDF by lib/files/sniff.ts), or null. */
export function pdfActiveContent(bytes: Uint8Array): PdfActiveContent {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  // The stream keyword follows its dictionary's `>>` and is followed by an end of line (7.3.8.1).
  const streamStart = />>\s*stream(?:\r\n|\n|\r)/g;
  let skeleton = "";
  let pos = 0;
  let budget = INFLATE_BUDGET;
  for (;;) {
    streamStart.lastIndex = pos;
    const m = streamStart.exec(text);
    if (!m) {
      skeleton += text.slice(pos);
      break;
    }
    const bodyStart = m.index + m[0].length;
    const endAt = text.indexOf("endstream", bodyStart);
    const bodyEnd = endAt < 0 ? text.length : endAt;
    skeleton += text.slice(pos, bodyStart);
    const objectStart = text.lastIndexOf(" obj", m.index);
    const dict = decodeName(text.slice(Math.max(pos, objectStart < 0 ? pos : objectStart), m.index));
    if (/\/Type\s*\/ObjStm\b/.test(dict)) {
      const filters = [...dict.matchAll(/\/(\w+Decode)\b/g)].map((f) => f[1]);
      const body = Buffer.from(bytes.buffer, bytes.byteOffset + bodyStart, bodyEnd - bodyStart);
      let content: string;
      if (filters.length === 0) content = body.toString("latin1");
      else if (filters.length === 1 && filters[0] === "FlateDecode" && budget > 0) {
        try {
          const inflated = inflateSync(body, { maxOutputLength: budget });
          budget -= inflated.byteLength;
          content = inflated.toString("latin1");
        } catch {
          return { kind: "unchecked" };
        }
      } else return { kind: "unchecked" };
      const name = activeName(content);
      if (name) return { kind: "action", name };
    }
    pos = bodyEnd;
  }
  const name = activeName(skeleton);
  return name ? { kind: "action", name } : null;
}
