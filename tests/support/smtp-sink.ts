/**
 * A real SMTP server on loopback for the tests: the app sends its e-mail here (SMTP_URL) exactly as
 * it would to a provider, and every message is kept as one JSON file per recipient,
 * `{to, from, subject, text, html, receivedAt}`, in a folder the test processes read
 * (MAIL_SINK_DIR, see tests/support/mail.ts). No TLS, authentication optional (any credentials pass).
 */
import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { SMTPServer } from "smtp-server";
import { freePort } from "../../scripts/lib/net";

export type SunkMail = { to: string; from: string; subject: string; text: string; html: string; receivedAt: number };

export type SmtpSink = {
  /** smtp://127.0.0.1:PORT, the app's SMTP_URL. */
  url: string;
  port: number;
  /** The folder every received message is written to (MAIL_SINK_DIR). */
  dir: string;
  stop: () => Promise<void>;
};

/** Starts the sink on a free loopback port; `dir` defaults to a new temporary folder, removed by stop(). */
export async function startSmtpSink(options: { dir?: string } = {}): Promise<SmtpSink> {
  const ownDir = !options.dir;
  const dir = options.dir ?? mkdtempSync(path.join(os.tmpdir(), "marketplace-mail-"));
  const port = await freePort("127.0.0.1");
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    banner: "test sink",
    size: 10 * 1024 * 1024,
    onAuth(_auth, _session, callback) {
      callback(null, { user: "test" });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", (error) => callback(error));
      stream.on("end", () => {
        try {
          const parsed = parseMessage(Buffer.concat(chunks).toString("latin1"));
          const receivedAt = Date.now();
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
          for (const rcpt of session.envelope.rcptTo) {
            const mail: SunkMail = { to: rcpt.address.toLowerCase(), from, ...parsed, receivedAt };
            // Written under a temporary name and renamed: a polling reader never sees half a file.
            const name = `${receivedAt}-${randomBytes(6).toString("hex")}`;
            writeFileSync(path.join(dir, `.${name}.tmp`), JSON.stringify(mail, null, 2));
            renameSync(path.join(dir, `.${name}.tmp`), path.join(dir, `${name}.json`));
          }
          callback();
        } catch (error) {
          callback(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  server.on("error", (error) => console.error("[smtp-sink]", error.message));
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    dir,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          if (ownDir) rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}

// ---- A small RFC 5322 / MIME reader: enough for what nodemailer sends (multipart/alternative or
// mixed, quoted-printable, base64, 7bit/8bit, RFC 2047 encoded words in headers, any charset the
// platform's TextDecoder knows). The raw message is read as latin1 so bytes survive until decoding.

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : "";
  const headers = new Map<string, string>();
  // Unfold continuation lines (a line starting with whitespace belongs to the header above).
  for (const line of head.replace(/\r?\n(?=[ \t])/g, "").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** `text/plain; charset=utf-8; boundary="x"` → value and lower-cased parameters. */
function headerValue(value: string | undefined): { value: string; params: Record<string, string> } {
  if (!value) return { value: "", params: {} };
  const [first, ...rest] = value.split(";");
  const params: Record<string, string> = {};
  for (const item of rest) {
    const eq = item.indexOf("=");
    if (eq < 0) continue;
    let v = item.slice(eq + 1).trim();
    if (v.startsWith('"') && v.endsWith('"')) v = v.slice(1, -1).replace(/\\(.)/g, "$1");
    params[item.slice(0, eq).trim().toLowerCase()] = v;
  }
  return { value: first.trim().toLowerCase(), params };
}

function bytesToText(bytes: Buffer, charset = "utf-8"): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

function decodeQuotedPrintable(input: string): Buffer {
  const soft = input.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i];
    if (ch === "=" && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(soft.charCodeAt(i) & 0xff);
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding: string | undefined, charset: string | undefined): string {
  const cte = (encoding ?? "7bit").trim().toLowerCase();
  let bytes: Buffer;
  if (cte === "base64") bytes = Buffer.from(body.replace(/\s+/g, ""), "base64");
  else if (cte === "quoted-printable") bytes = decodeQuotedPrintable(body);
  else bytes = Buffer.from(body, "latin1");
  return bytesToText(bytes, charset);
}

/** RFC 2047: `=?UTF-8?Q?Ihr_Code?= =?UTF-8?B?...?=` → text (whitespace between encoded words dropped). */
export function decodeEncodedWords(value: string): string {
  const raw = value.replace(/(\?=)\s+(=\?)/g, "$1$2");
  const decoded = raw.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, charset: string, kind: string, data: string) => {
    const bytes =
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64")
        : decodeQuotedPrintable(data.replace(/_/g, " "));
    return bytesToText(bytes, charset.split("*")[0]);
  });
  // Header bytes outside encoded words (8-bit headers) were read as latin1: give them back as UTF-8.
  return /[\x80-\xff]/.test(decoded) && decoded === raw ? bytesToText(Buffer.from(decoded, "latin1")) : decoded;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function collect(part: Part, out: { text: string; html: string }): void {
  const type = headerValue(part.headers.get("content-type") ?? "text/plain");
  if (type.value.startsWith("multipart/")) {
    const boundary = type.params.boundary;
    if (!boundary) return;
    const delimiter = new RegExp(`\\r?\\n?--${escapeRegExp(boundary)}(?:--)?[ \\t]*\\r?\\n?`);
    const pieces = part.body.split(delimiter);
    // pieces[0] is the preamble, the last is the epilogue after the closing delimiter.
    for (const piece of pieces.slice(1)) if (piece.trim()) collect(splitPart(piece), out);
    return;
  }
  const disposition = headerValue(part.headers.get("content-disposition")).value;
  if (disposition === "attachment") return;
  const text = decodeBody(part.body, part.headers.get("content-transfer-encoding"), type.params.charset);
  if (type.value === "text/plain" && !out.text) out.text = text;
  else if (type.value === "text/html" && !out.html) out.html = text;
}

/** Subject, plain text and HTML of one raw RFC 822 message (read as latin1). */
export function parseMessage(raw: string): { subject: string; text: string; html: string } {
  const top = splitPart(raw);
  const out = { text: "", html: "" };
  collect(top, out);
  return { subject: decodeEncodedWords(top.headers.get("subject") ?? ""), text: out.text.replace(/\r\n/g, "\n"), html: out.html.replace(/\r\n/g, "\n") };
}
