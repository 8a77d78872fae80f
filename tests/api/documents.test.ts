/**
 * Organisation documents over HTTP (spec sections 3, 5, 7, 9; lib/organizations/documents.ts):
 * upload of png, jpg and PDF scans judged by their bytes (never the name or the declared type),
 * the list (items, total, page, size, pages; 10 a page), download with safe headers, delete, and
 * every refusal (415 for what is not a png, jpg or PDF and for polyglots, 422 for an empty file,
 * 413 past 10 MiB whether declared or streamed, 409 past 20 documents or while under verification)
 * leaving nothing behind: the list is unchanged and no new file appears in the app's files folder
 * (checked when API_DATA_DIR or DATA_DIR names the server's data folder). Another organisation's
 * document answers exactly like an unknown one.
 */
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { before, describe, it } from "node:test";
import { assertError, assertIssues, baseUrl, call, type Answer } from "../support/api-client";
import { HTML, jpeg, pdf, png, SVG } from "../support/files";
import { asBearer, signIn, withJson, type TestSession } from "../support/session";

const MAX_BYTES = 10 * 1024 * 1024;

const company = {
  name: "Aktenordner Berlin GmbH",
  first_name: "Jonas",
  last_name: "Keller",
  company_number: "HRB 654321 B",
  country: "DE",
  city: "Berlin",
  zip_code: "10117",
  address: "Friedrichstraße 1",
  email: "office@aktenordner.example.com",
  phone_number: "030 12345678",
  phone_region: "DE",
};

type Doc = { uid: string; name: string; content_type: string; size: number; created_at: string; uploaded_by: string | null; response_message?: string };
type Page = { items: Doc[]; total: number; page: number; size: number; pages: number };
type Detail = { msg: string; code: string; reason?: string; limit?: number; max?: number };

async function createOrganization(session: TestSession, name: string): Promise<{ uid: string }> {
  const answer = await call<{ uid: string }>("/api/organizations", asBearer(session, withJson("POST", { ...company, name })));
  assert.equal(answer.status, 201, `create organisation: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer.body;
}

/** POSTs `bytes` as the raw body with `name` in the query; the declared type is deliberately arbitrary. */
function upload(session: TestSession, bytes: Uint8Array<ArrayBuffer>, name: string, contentType = "application/octet-stream"): Promise<Answer<Doc>> {
  return call<Doc>(`/api/documents?name=${encodeURIComponent(name)}`, asBearer(session, { method: "POST", body: bytes, headers: { "Content-Type": contentType } }));
}

async function uploadOk(session: TestSession, bytes: Uint8Array<ArrayBuffer>, name: string, contentType?: string): Promise<Doc> {
  const answer = await upload(session, bytes, name, contentType);
  assert.equal(answer.status, 201, `upload ${name}: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer.body;
}

const list = (session: TestSession, query = "") => call<Page>(`/api/documents${query}`, asBearer(session));
const detailOf = (answer: Answer) => (answer.body as { detail: Detail }).detail;

/** A valid PDF of exactly `size` bytes (letters as filler: no markup markers by construction). */
function pdfOfSize(size: number): Buffer<ArrayBuffer> {
  const head = Buffer.from("%PDF-1.4\n%");
  const tail = Buffer.from("\n%%EOF\n");
  const filler = randomBytes(size - head.length - tail.length).map((b) => 0x61 + (b % 26));
  return Buffer.concat([head, filler, tail]);
}

const STREAM_HEAD = Buffer.from("%PDF-1.4\n%");

/**
 * POSTs `totalBytes` of a PDF-looking body as a stream, without Content-Length (chunked), never
 * holding it in memory, and stops sending once the answer arrives.
 */
function streamUpload(session: TestSession, totalBytes: number): Promise<{ status: number; text: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const req = http.request(`${baseUrl}/api/documents?name=huge.pdf`, {
      method: "POST",
      headers: { Authorization: `Bearer ${session.accessToken}`, "X-Forwarded-For": session.ip, "Content-Type": "application/pdf" },
      agent: false,
    });
    req.on("response", (res) => {
      answered = true;
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, text, ms: Date.now() - started });
        req.destroy();
      });
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      if (sent === 0) {
        req.write(STREAM_HEAD);
        sent += STREAM_HEAD.length;
      }
      while (!answered && sent < totalBytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, totalBytes - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

// ---------------------------------------------------------------- the app's files folder

const dataDir = process.env.API_DATA_DIR || process.env.DATA_DIR;
const filesDir = dataDir ? path.join(path.resolve(dataDir), "files") : null;

function filesNow(): Set<string> {
  return filesDir && existsSync(filesDir) ? new Set(readdirSync(filesDir)) : new Set();
}

function readOrNull(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}

/** True for a file holding the first bytes (or all) of `refused`: what a partial or complete write of it would leave. */
const partOf = (refused: Uint8Array) => {
  const whole = Buffer.from(refused);
  return (bytes: Buffer) => bytes.length <= whole.length && whole.subarray(0, bytes.length).equals(bytes);
};

/** True for a file holding part of a streamUpload body: its PDF head, then only filler letters. */
const partOfStream = (bytes: Buffer) => partOf(STREAM_HEAD)(bytes) || (bytes.subarray(0, STREAM_HEAD.length).equals(STREAM_HEAD) && bytes.subarray(STREAM_HEAD.length).every((b) => b === 0x61));

/**
 * No file appeared since `before` that `isRefused` recognises as (part of) the refused upload.
 * Other test files upload concurrently, so new files are judged by content, and a suspect is looked
 * at again shortly (another upload's temporary file is renamed within milliseconds).
 */
async function assertNothingStored(before: Set<string>, isRefused: (bytes: Buffer) => boolean, label: string): Promise<void> {
  if (!filesDir) return;
  const suspects = () =>
    [...filesNow()]
      .filter((name) => !before.has(name))
      .filter((name) => {
        const bytes = readOrNull(path.join(filesDir, name));
        return bytes !== null && isRefused(bytes);
      });
  let found = suspects();
  for (let attempt = 0; found.length && attempt < 10; attempt++) {
    await new Promise((r) => setTimeout(r, 200));
    found = suspects();
  }
  assert.deepEqual(found, [], `${label}: nothing of the refused upload is left in ${filesDir}`);
}

// ---------------------------------------------------------------- tests

describe("organisation documents: upload, list, download, delete", () => {
  let owner: TestSession;
  let stored: { pdf: Doc; png: Doc; jpeg: Doc };
  const files = { pdf: pdf(`upload ${randomBytes(8).toString("hex")}`), png: png(`upload ${randomBytes(8).toString("hex")}`), jpeg: jpeg(`upload ${randomBytes(8).toString("hex")}`) };

  before(async () => {
    owner = await signIn();
    await createOrganization(owner, "Aktenordner Berlin GmbH");
  });

  it("uploads a PDF, a PNG and a JPEG; the declared Content-Type plays no part", async () => {
    const before = filesNow();
    const pdfDoc = await uploadOk(owner, files.pdf, "Handelsregister.pdf", "text/plain");
    const pngDoc = await uploadOk(owner, files.png, "Ausweis Vorderseite.png", "application/pdf");
    const jpegDoc = await uploadOk(owner, files.jpeg, "Ausweis Rückseite.jpeg");
    stored = { pdf: pdfDoc, png: pngDoc, jpeg: jpegDoc };
    assert.deepEqual([pdfDoc.content_type, pngDoc.content_type, jpegDoc.content_type], ["application/pdf", "image/png", "image/jpeg"]);
    assert.deepEqual([pdfDoc.name, pngDoc.name, jpegDoc.name], ["Handelsregister.pdf", "Ausweis Vorderseite.png", "Ausweis Rückseite.jpeg"]);
    assert.deepEqual([pdfDoc.size, pngDoc.size, jpegDoc.size], [files.pdf.length, files.png.length, files.jpeg.length]);
    assert.equal(pdfDoc.uploaded_by, owner.email);
    assert.equal(pdfDoc.response_message, "Document uploaded");
    assert.match(pdfDoc.uid, /^[A-Za-z0-9_-]{1,32}$/);
    assert.ok(!Number.isNaN(Date.parse(pdfDoc.created_at)));
    if (filesDir) {
      const added = [...filesNow()].filter((n) => !before.has(n));
      assert.ok(added.length >= 3, `three files stored in ${filesDir}`);
      for (const name of added.filter((n) => !n.startsWith(".tmp-"))) assert.match(name, /^[0-9a-f]{48}$/, "stored under random keys, not the names");
    }
  });

  it("lists them newest first with total, page, size (10 by default) and pages", async () => {
    const page = await list(owner);
    assert.equal(page.status, 200, page.text.slice(0, 300));
    assert.match(page.headers.get("cache-control") ?? "", /private, no-store/);
    assert.deepEqual([page.body.total, page.body.page, page.body.size, page.body.pages], [3, 1, 10, 1]);
    assert.deepEqual(page.body.items.map((d) => d.uid), [stored.jpeg.uid, stored.png.uid, stored.pdf.uid]);
    assert.deepEqual(Object.keys(page.body.items[0]).sort(), ["content_type", "created_at", "name", "size", "uid", "uploaded_by"]);
    const second = await list(owner, "?page=2&size=2");
    assert.deepEqual([second.body.total, second.body.page, second.body.size, second.body.pages, second.body.items.length], [3, 2, 2, 2, 1]);
    assertIssues(await list(owner, "?size=0"), "size 0");
    assertIssues(await list(owner, "?nosuch=1"), "unknown parameter");
  });

  it("downloads the bytes as an attachment with nosniff, a sandbox CSP and no caching", async () => {
    for (const [kind, doc] of Object.entries(stored) as [keyof typeof files, Doc][]) {
      const res = await fetch(`${baseUrl}/api/documents/${doc.uid}`, asBearer(owner));
      assert.equal(res.status, 200, kind);
      const bytes = Buffer.from(await res.arrayBuffer());
      assert.ok(bytes.equals(files[kind]), `${kind}: the same bytes`);
      assert.equal(res.headers.get("content-type"), doc.content_type);
      assert.equal(res.headers.get("content-disposition"), `attachment; filename*=UTF-8''${encodeURIComponent(doc.name)}`);
      assert.equal(res.headers.get("x-content-type-options"), "nosniff");
      assert.match(res.headers.get("cache-control") ?? "", /private, no-store/);
      assert.match(res.headers.get("content-security-policy") ?? "", /sandbox/);
    }
  });

  it("deletes one; it is gone from the list and from download", async () => {
    const deleted = await call<{ uid: string; response_message: string }>(`/api/documents/${stored.png.uid}`, asBearer(owner, { method: "DELETE" }));
    assert.equal(deleted.status, 200, deleted.text.slice(0, 300));
    assert.equal(deleted.body.response_message, "Document deleted");
    const page = await list(owner);
    assert.deepEqual(page.body.items.map((d) => d.uid), [stored.jpeg.uid, stored.pdf.uid]);
    assertError(await call(`/api/documents/${stored.png.uid}`, asBearer(owner)), 404, "deleted document");
    assertError(await call(`/api/documents/${stored.png.uid}`, asBearer(owner, { method: "DELETE" })), 404, "deleted twice");
  });

  it("judges by the bytes, not the name: a PDF named .png is stored as a PDF", async () => {
    const doc = await uploadOk(owner, pdf(`renamed ${randomBytes(6).toString("hex")}`), "scan.png", "image/png");
    assert.equal(doc.content_type, "application/pdf");
    assert.equal(doc.name, "scan.pdf");
    const res = await fetch(`${baseUrl}/api/documents/${doc.uid}`, asBearer(owner));
    assert.equal(res.headers.get("content-type"), "application/pdf");
    await res.arrayBuffer();
    assert.equal((await call(`/api/documents/${doc.uid}`, asBearer(owner, { method: "DELETE" }))).status, 200);
  });

  it("cleans the name: no path, no control characters, at most 120 characters", async () => {
    const doc = await uploadOk(owner, png(`name ${randomBytes(6).toString("hex")}`), `../../etc/${"x".repeat(300)}.png`);
    assert.equal(doc.name.length, 120);
    assert.ok(doc.name.startsWith("xxx") && doc.name.endsWith(".png"));
    assertIssues(await upload(owner, png(), "bad\u0007name.png"), "a control character in the name");
    assert.equal((await call(`/api/documents/${doc.uid}`, asBearer(owner, { method: "DELETE" }))).status, 200);
  });

  it("refuses what is not a png, jpg or PDF scan, and polyglots, leaving nothing behind", async () => {
    const listBefore = (await list(owner)).body;
    const cases: [string, Uint8Array<ArrayBuffer>, string, number, string][] = [
      ["HTML named .pdf", Buffer.concat([HTML, Buffer.from(randomBytes(8).toString("hex"))]), "invoice.pdf", 415, "unsupported"],
      ["SVG", Buffer.concat([SVG, Buffer.from(`<!-- ${randomBytes(8).toString("hex")} -->`)]), "logo.svg", 415, "unsupported"],
      ["SVG named .png", Buffer.concat([SVG, Buffer.from(`<!-- ${randomBytes(8).toString("hex")} -->`)]), "logo.png", 415, "unsupported"],
      ["a PDF with a script in its first KB", pdf(`<script>alert(document.domain)</script> ${randomBytes(8).toString("hex")}`), "polyglot.pdf", 415, "active_content"],
      ["a PNG with HTML appended", Buffer.concat([png(randomBytes(8).toString("hex")), Buffer.from("<html><script>alert(1)</script></html>")]), "polyglot.png", 415, "active_content"],
      ["a JPEG with an archive appended", Buffer.concat([jpeg(randomBytes(8).toString("hex")), Buffer.from("PK\u0003\u0004 appended archive bytes")]), "photo.jpg", 415, "trailing_data"],
    ];
    for (const [label, bytes, name, status, reason] of cases) {
      const before = filesNow();
      const answer = await upload(owner, bytes, name, "application/pdf");
      assertError(answer, status, label);
      assert.equal(detailOf(answer).code, "unsupported_file", label);
      assert.equal(detailOf(answer).reason, reason, label);
      if (reason === "unsupported") assert.equal(detailOf(answer).msg, "Documents must be png, jpg or PDF scans");
      await assertNothingStored(before, partOf(bytes), label);
    }
    const before = filesNow();
    const empty = await upload(owner, new Uint8Array(), "empty.pdf");
    const issues = assertIssues(empty, "empty file");
    assert.equal(issues[0].msg, "The file is empty");
    await assertNothingStored(before, partOf(new Uint8Array()), "empty file");
    // Refusals are answered in the caller's language.
    const ru = await call(`/api/documents?name=x.pdf`, asBearer(owner, { method: "POST", body: SVG, headers: { "Accept-Language": "ru-RU" } }));
    assertError(ru, 415);
    assert.match(detailOf(ru).msg, /png, jpg или PDF/);
    assert.deepEqual((await list(owner)).body, listBefore, "the list is unchanged");
  });

  it("refuses more than 10 MiB with 413, by Content-Length or while streaming; exactly 10 MiB is fine", async () => {
    const listBefore = (await list(owner)).body;
    const tooBig = pdfOfSize(MAX_BYTES + 1);
    let before = filesNow();
    const declared = await upload(owner, tooBig, "big.pdf");
    assertError(declared, 413, "declared 10 MiB + 1");
    assert.equal(detailOf(declared).code, "file_too_large");
    assert.equal(detailOf(declared).limit, MAX_BYTES);
    assert.equal(detailOf(declared).msg, "The file is larger than 10.0 MB");
    await assertNothingStored(before, partOf(tooBig), "10 MiB + 1");

    before = filesNow();
    const streamed = await streamUpload(owner, MAX_BYTES + 1);
    assert.equal(streamed.status, 413, streamed.text.slice(0, 300));
    assert.equal((JSON.parse(streamed.text) as { detail: Detail }).detail.code, "file_too_large");
    await assertNothingStored(before, partOfStream, "streamed 10 MiB + 1");
    assert.deepEqual((await list(owner)).body, listBefore, "the list is unchanged");

    const exact = await uploadOk(owner, pdfOfSize(MAX_BYTES), "exactly-10-MiB.pdf");
    assert.equal(exact.size, MAX_BYTES);
    assert.equal((await call(`/api/documents/${exact.uid}`, asBearer(owner, { method: "DELETE" }))).status, 200);
  });

  it("a 50 MB streamed body without Content-Length answers 413 and the server stays responsive", async () => {
    const before = filesNow();
    const [streamed, meanwhile] = await Promise.all([streamUpload(owner, 50 * 1024 * 1024), new Promise((r) => setTimeout(r, 50)).then(() => list(owner))]);
    assert.equal(streamed.status, 413, streamed.text.slice(0, 300));
    assert.equal((JSON.parse(streamed.text) as { detail: Detail }).detail.code, "file_too_large");
    assert.ok(streamed.ms < 30_000, `answered in ${streamed.ms} ms`);
    assert.equal(meanwhile.status, 200, "a request during the upload is answered");
    const after = await list(owner);
    assert.equal(after.status, 200, "a follow-up request is answered");
    await assertNothingStored(before, partOfStream, "50 MB stream");
    console.log(`# 50 MB streamed upload: 413 after ${streamed.ms} ms`);
  });
});

describe("organisation documents: who may see what", () => {
  let owner: TestSession;
  let other: TestSession;
  let buyer: TestSession;
  let doc: Doc;
  const unknown = "f".repeat(24);

  before(async () => {
    [owner, other, buyer] = await Promise.all([signIn(), signIn(), signIn()]);
    await createOrganization(owner, "Eigene Dokumente AG");
    await createOrganization(other, "Fremde Dokumente AG");
    doc = await uploadOk(owner, pdf(`mine ${randomBytes(6).toString("hex")}`), "mine.pdf");
  });

  it("another organisation's document answers exactly like an unknown id, for GET and DELETE", async () => {
    for (const init of [{}, { method: "DELETE" }] as RequestInit[]) {
      const foreign = await call(`/api/documents/${doc.uid}`, asBearer(other, init));
      const missing = await call(`/api/documents/${unknown}`, asBearer(other, init));
      assertError(foreign, 404, `${init.method ?? "GET"} foreign`);
      assertError(missing, 404, `${init.method ?? "GET"} unknown`);
      assert.equal(foreign.text.replaceAll(doc.uid, "ID"), missing.text.replaceAll(unknown, "ID"), "the same answer");
    }
    assert.deepEqual((await list(other)).body.items, [], "the other organisation lists none of ours");
    // Still there for its owner.
    const mine = await call(`/api/documents/${doc.uid}`, asBearer(owner));
    assert.equal(mine.status, 200);
  });

  it("a user without an organisation gets 404; a guest 401; staff review is for staff only", async () => {
    assertError(await list(buyer), 404, "no organisation");
    assertError(await upload(buyer, pdf(), "x.pdf"), 404, "upload without organisation");
    assertError(await call("/api/documents"), 401, "guest list");
    assertError(await call("/api/documents?name=x.pdf", { method: "POST", body: pdf(), headers: { Authorization: "Bearer not-a-token" } }), 401, "guest upload");
    assertError(await call(`/api/documents/${doc.uid}`), 401, "guest download");
    assertError(await call(`/api/documents/${doc.uid}`, { method: "DELETE", headers: { Authorization: "Bearer not-a-token" } }), 401, "guest delete");
    assertError(await call(`/api/staff/documents/${doc.uid}`), 401, "guest staff download");
    assertError(await call(`/api/staff/documents/${doc.uid}`, asBearer(owner)), 403, "a member is not staff");
    assertError(await call(`/api/staff/documents/${doc.uid}`, asBearer(buyer)), 403, "a buyer is not staff");
  });

  it("a cookie-authenticated upload without the CSRF token is refused", async () => {
    const answer = await call("/api/documents?name=x.pdf", { method: "POST", body: pdf(), headers: { Cookie: owner.cookie, "X-Forwarded-For": owner.ip } });
    assertError(answer, 403, "no CSRF token");
    assert.equal(detailOf(answer).code, "csrf_failed");
  });

  it("unsupported methods answer 405 with Allow", async () => {
    const put = await call("/api/documents", asBearer(owner, { method: "PUT" }));
    assertError(put, 405);
    assert.equal(put.headers.get("allow"), "GET, HEAD, POST, OPTIONS");
    const post = await call(`/api/documents/${doc.uid}`, asBearer(owner, { method: "POST" }));
    assertError(post, 405);
    assert.equal(post.headers.get("allow"), "GET, HEAD, DELETE, OPTIONS");
  });
});

describe("organisation documents: limits and status", () => {
  it("an organisation keeps at most 20 documents (409 for the 21st, nothing stored)", async () => {
    const owner = await signIn();
    await createOrganization(owner, "Volle Mappe KG");
    for (let i = 0; i < 20; i++) await uploadOk(owner, png(`doc ${i} ${randomBytes(6).toString("hex")}`), `page-${i}.png`);
    const before = filesNow();
    const extra = png(`one too many ${randomBytes(6).toString("hex")}`);
    const answer = await upload(owner, extra, "page-21.png");
    assertError(answer, 409, "21st document");
    assert.equal(detailOf(answer).code, "too_many_documents");
    assert.equal(detailOf(answer).max, 20);
    await assertNothingStored(before, partOf(extra), "21st document");
    const page = await list(owner, "?size=100");
    assert.deepEqual([page.body.total, page.body.items.length, page.body.pages], [20, 20, 1]);
    assert.equal((await list(owner)).body.pages, 2);
  });

  it("while under verification documents can be neither added nor deleted (409); the list still works", async () => {
    const owner = await signIn();
    const org = await createOrganization(owner, "Geprüft Bald GmbH");
    const doc = await uploadOk(owner, pdf(`verify ${randomBytes(6).toString("hex")}`), "register.pdf");
    const submitted = await call("/api/workflow", asBearer(owner, withJson("POST", { comment: "Please verify", model_uid: org.uid, model_namespace: "organization" })));
    assert.equal(submitted.status, 201, submitted.text.slice(0, 300));
    const before = filesNow();
    const extra = pdf(`late ${randomBytes(6).toString("hex")}`);
    const added = await upload(owner, extra, "late.pdf");
    assertError(added, 409, "upload while approving");
    assert.equal(detailOf(added).code, "not_editable");
    assert.match(detailOf(added).msg, /Verification in process/);
    await assertNothingStored(before, partOf(extra), "upload while approving");
    const deleted = await call(`/api/documents/${doc.uid}`, asBearer(owner, { method: "DELETE" }));
    assertError(deleted, 409, "delete while approving");
    const page = await list(owner);
    assert.deepEqual(page.body.items.map((d) => d.uid), [doc.uid]);
    assert.equal((await call(`/api/documents/${doc.uid}`, asBearer(owner))).status, 200, "still downloadable");
  });
});

describe("organisation documents: PDFs that would run something, and how staff see PDFs", () => {
  /** A PDF whose catalogue holds `entry` (and the objects it names). */
  const activePdf = (entry: string, objects = "") =>
    Buffer.from(`%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R ${entry} >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n${objects}% ${randomBytes(8).toString("hex")}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, "latin1");

  it("refuses a PDF with /JavaScript, /OpenAction or /Launch with 422 naming it, in the caller's language, storing nothing", async () => {
    const owner = await signIn();
    await createOrganization(owner, "Skriptfrei GmbH");
    const listBefore = (await list(owner)).body;
    const cases: [string, Buffer<ArrayBuffer>, string][] = [
      ["/JavaScript", activePdf("/Names << /JavaScript 3 0 R >>", "3 0 obj << /Names [(a) 4 0 R] >> endobj\n"), "/JavaScript"],
      ["/OpenAction", activePdf("/OpenAction 3 0 R", "3 0 obj << /S /URI /URI (https://example.com) >> endobj\n"), "/OpenAction"],
      ["/Launch", activePdf("", "3 0 obj << /Type /Annot /A << /S /Launch /F (calc.exe) >> >> endobj\n"), "/Launch"],
      ["a #-escaped /JavaScript", activePdf("", "3 0 obj << /S /J#61vaScript /JS (app.alert(1)) >> endobj\n"), "/JavaScript"],
    ];
    for (const [label, bytes, name] of cases) {
      const before = filesNow();
      const answer = await upload(owner, bytes, "scan.pdf");
      const issues = assertIssues(answer, label);
      assert.deepEqual(issues, [{ loc: ["body"], msg: `The PDF contains ${name}: scripts, actions, forms and attached files are not accepted. Print it to a new PDF or upload a png or jpg scan`, type: "pdf_active_content" }], label);
      await assertNothingStored(before, partOf(bytes), label);
    }
    const ru = await call("/api/documents?name=scan.pdf", asBearer(owner, { method: "POST", body: cases[2][1], headers: { "Accept-Language": "ru-RU" } }));
    assert.match(assertIssues(ru, "ru")[0].msg, /^PDF содержит \/Launch: скрипты, действия/);
    assert.deepEqual((await list(owner)).body, listBefore, "the list is unchanged");
  });

  it("staff's inline view of a PDF is sandboxed (CSP sandbox, nothing allowed, no framing) and not sniffed", async () => {
    const owner = await signIn();
    await createOrganization(owner, "Sandkasten GmbH");
    const doc = await uploadOk(owner, pdf(`inline ${randomBytes(8).toString("hex")}`), "register.pdf");
    const staff = await signIn("staff@example.com");
    for (const query of ["", "?download=1"]) {
      const answer = await call(`/api/staff/documents/${doc.uid}${query}`, asBearer(staff));
      assert.equal(answer.status, 200, answer.text.slice(0, 200));
      assert.equal(answer.headers.get("content-type"), "application/pdf");
      assert.match(answer.headers.get("content-disposition") ?? "", query ? /^attachment/ : /^inline/);
      const csp = (answer.headers.get("content-security-policy") ?? "").split(";").map((d) => d.trim());
      assert.ok(csp.includes("sandbox"), `CSP ${csp.join("; ")} has sandbox`);
      assert.ok(csp.includes("default-src 'none'"), "nothing may load");
      assert.ok(csp.includes("frame-ancestors 'none'"), "nothing may frame it");
      assert.equal(answer.headers.get("x-content-type-options"), "nosniff");
      assert.match(answer.headers.get("cache-control") ?? "", /private, no-store/);
    }
  });
});
