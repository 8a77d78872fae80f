import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import { ApiError, notFound } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { newUid } from "@/lib/auth/tokens";
import { getDb, type Db } from "@/lib/db/client";
import { organizationDocuments, organizations, users } from "@/lib/db/schema";
import { contentDisposition, cleanFileName } from "@/lib/files/names";
import { pdfActiveContent } from "@/lib/files/pdf-actions";
import { sniffDocument, type DocumentType, type SniffRefusal } from "@/lib/files/sniff";
import { getFileStore, newStorageKey, type FileStore } from "@/lib/files/storage";
import { fileText } from "@/lib/files/texts";
import { formatBytes } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { requireMembership, requireStaff } from "./access";
import { EDITABLE_STATUSES, organizationStatus } from "./status";
import { orgText, STATUS_LABELS } from "./texts";
import { readCapped } from "@/lib/files/read-capped";

/**
 * Verification documents of an organisation (spec sections 3, 5, 7 and 9): png, jpg or PDF scans,
 * judged by their bytes (lib/files/sniff.ts), kept through the one storage interface
 * (lib/files/storage.ts) under random keys. Every member function starts from the caller's own
 * membership and the permission table (documents.read / documents.write), so another
 * organisation's document uid is never found: it answers exactly like an unknown uid.
 */

/** The largest document accepted: 10 MiB. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Documents one organisation may keep. */
export const MAX_DOCUMENTS = 20;


type DocumentRow = typeof organizationDocuments.$inferSelect;

export type DocumentItem = { uid: string; name: string; content_type: string; size: number; created_at: string; uploaded_by: string | null };

/** A document as the API answers it (spec section 3, "Documents list"). */
function documentItem(row: DocumentRow, uploadedBy: string | null): DocumentItem {
  return { uid: row.uid, name: row.name, content_type: row.contentType, size: row.size, created_at: row.createdAt.toISOString(), uploaded_by: uploadedBy };
}

/** A stored document's bytes and what to answer them with. */
export type DocumentFile = { uid: string; name: string; contentType: DocumentType | "application/octet-stream"; size: number; bytes: Uint8Array };

const conflict = (code: string, msg: string, extra: Record<string, unknown> = {}) => new ApiError(409, code, { msg, code, ...extra });
const documentNotFound = (locale: Locale, uid: string) => notFound(orgText(locale, "documentNotFound", { id: uid }));

/** 409 unless documents may change in `status` (new, changed, approved). */
function assertEditable(status: string, locale: Locale): void {
  const s = organizationStatus(status);
  if (!EDITABLE_STATUSES.includes(s)) throw conflict("not_editable", orgText(locale, "notEditable", { status: STATUS_LABELS[locale][s] }));
}

async function assertRoom(db: Db, organizationId: number, locale: Locale): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(organizationDocuments).where(eq(organizationDocuments.organizationId, organizationId));
  if (n >= MAX_DOCUMENTS) throw conflict("too_many_documents", fileText(locale, "tooMany", { max: String(MAX_DOCUMENTS) }), { max: MAX_DOCUMENTS });
}

const tooLarge = (locale: Locale) =>
  new ApiError(413, "file_too_large", { msg: fileText(locale, "tooLarge", { limit: formatBytes(MAX_DOCUMENT_BYTES) }), code: "file_too_large", limit: MAX_DOCUMENT_BYTES });

/** A sniffing refusal as the API's answer: 422 for an empty file, 415 for everything else. */
function refusal(reason: SniffRefusal, locale: Locale): ApiError {
  if (reason === "empty") return new ApiError(422, "empty_file", [{ loc: ["body"], msg: fileText(locale, "empty"), type: "empty_file" }]);
  const key = ({ unsupported: "unsupported", active_content: "activeContent", trailing_data: "trailingData", malformed: "malformed" } as const)[reason];
  return new ApiError(415, "unsupported_file", { msg: fileText(locale, key), code: "unsupported_file", reason });
}

/**
 * A PDF that would run something in the viewer staff open it in (scripts, open actions, launch
 * actions, forms, attachments: lib/files/pdf-actions.ts) is refused with 422, naming what it holds.
 */
function refuseActivePdf(bytes: Uint8Array, locale: Locale): void {
  const active = pdfActiveContent(bytes);
  if (!active) return;
  const msg = active.kind === "action" ? fileText(locale, "pdfActive", { name: `/${active.name}` }) : fileText(locale, "pdfUnchecked");
  throw new ApiError(422, "pdf_active_content", [{ loc: ["body"], msg, type: active.kind === "action" ? "pdf_active_content" : "pdf_unchecked" }]);
}

/**
 * Headers of a document's bytes. The content type is the one detected at upload; nosniff and a
 * sandbox CSP make sure a browser never runs it as a page even if a polyglot slipped through; it
 * is the caller's own data, so no shared cache keeps it.
 */
export const DOCUMENT_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'; form-action 'none'; base-uri 'none'";

export function documentHeaders(file: DocumentFile, kind: "attachment" | "inline"): Record<string, string> {
  return {
    "Content-Type": file.contentType,
    "Content-Length": String(file.bytes.byteLength),
    "Content-Disposition": contentDisposition(kind, file.name),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
    // Sandboxed for every view, the staff's inline PDFs too: the document gets an opaque origin, no
    // scripts, forms or plugins of this site's, and no frame may embed it. A browser whose viewer will
    // not show a sandboxed PDF offers it for download instead; PDFs with scripts or actions are
    // refused at upload anyway (lib/files/pdf-actions.ts).
    "Content-Security-Policy": DOCUMENT_CSP,
  };
}

async function removeBytes(store: FileStore, key: string): Promise<void> {
  try {
    await store.delete(key);
  } catch (error) {
    // No row refers to the key any more: an orphan costs disk space, never a wrong answer.
    console.error(`[documents] could not delete stored bytes ${key}:`, error instanceof Error ? error.message : error);
  }
}

// ---------------------------------------------------------------- member operations

/** GET /api/documents: one page of the caller's organisation's documents, newest first. */
export async function listDocuments(caller: Caller, locale: Locale, page: number, size: number) {
  const db = await getDb();
  const m = await requireMembership(caller, locale, "documents.read", db);
  const own = eq(organizationDocuments.organizationId, m.org.id);
  const [[{ n: total }], rows] = await Promise.all([
    db.select({ n: count() }).from(organizationDocuments).where(own),
    db
      .select({ doc: organizationDocuments, email: users.email })
      .from(organizationDocuments)
      .leftJoin(users, eq(users.id, organizationDocuments.uploadedBy))
      .where(own)
      .orderBy(desc(organizationDocuments.createdAt), desc(organizationDocuments.id))
      .limit(size)
      .offset((page - 1) * size),
  ]);
  return { items: rows.map((r) => documentItem(r.doc, r.email)), total, page, size, pages: Math.max(1, Math.ceil(total / size)) };
}

async function bytesOf(db: Db, doc: DocumentRow, locale: Locale): Promise<DocumentFile> {
  const bytes = await getFileStore().get(doc.storageKey);
  if (!bytes) {
    // Deleted meanwhile (the row goes first, then the bytes): as unknown. Otherwise storage lost it.
    const [still] = await db.select({ id: organizationDocuments.id }).from(organizationDocuments).where(eq(organizationDocuments.id, doc.id));
    if (!still) throw documentNotFound(locale, doc.uid);
    throw new Error(`Stored bytes of document ${doc.uid} (key ${doc.storageKey}) are missing`);
  }
  const known: readonly string[] = ["image/png", "image/jpeg", "application/pdf"];
  const contentType = known.includes(doc.contentType) ? (doc.contentType as DocumentType) : "application/octet-stream";
  return { uid: doc.uid, name: doc.name, contentType, size: doc.size, bytes };
}

/** GET /api/documents/{id}: the bytes of one of the caller's organisation's documents. */
export async function getDocumentBytes(caller: Caller, locale: Locale, uid: string): Promise<DocumentFile> {
  const db = await getDb();
  const m = await requireMembership(caller, locale, "documents.read", db);
  const [doc] = await db
    .select()
    .from(organizationDocuments)
    .where(and(eq(organizationDocuments.organizationId, m.org.id), eq(organizationDocuments.uid, uid)))
    .limit(1);
  if (!doc) throw documentNotFound(locale, uid);
  return bytesOf(db, doc, locale);
}

/**
 * DELETE /api/documents/{id}: while the organisation is new, changed or approved. The row goes in a
 * transaction (the organisation locked, so a concurrent submission sees it or not at all); the
 * stored bytes after it commits.
 */
export async function deleteDocument(caller: Caller, locale: Locale, uid: string): Promise<{ uid: string }> {
  const db = await getDb();
  const key = await db.transaction(async (tx) => {
    const m = await requireMembership(caller, locale, "documents.write", tx);
    const [org] = await tx.select({ status: organizations.status }).from(organizations).where(eq(organizations.id, m.org.id)).for("update");
    const [doc] = await tx
      .select({ id: organizationDocuments.id, storageKey: organizationDocuments.storageKey })
      .from(organizationDocuments)
      .where(and(eq(organizationDocuments.organizationId, m.org.id), eq(organizationDocuments.uid, uid)))
      .limit(1);
    if (!doc) throw documentNotFound(locale, uid);
    assertEditable(org.status, locale);
    await tx.delete(organizationDocuments).where(eq(organizationDocuments.id, doc.id));
    return doc.storageKey;
  });
  await removeBytes(getFileStore(), key);
  return { uid };
}

export type UploadInput = {
  /** The file name the user chose (cleaned here); never used to judge the content. */
  name?: string;
  /** The raw bytes, as the request streams them. */
  body: ReadableStream<Uint8Array> | null;
  /** The Content-Length header, if any. */
  contentLength: string | null;
};

/**
 * POST /api/documents: stores one document of the caller's organisation. Refused before reading a
 * byte: 403/404 (membership), 409 (status, or MAX_DOCUMENTS reached), 413 by Content-Length; while
 * reading: 413 past MAX_DOCUMENT_BYTES; then 422 (empty) or 415 (not a png, jpg or PDF, or a
 * polyglot). The bytes are stored under a random key before the row is inserted; when the insert
 * fails (the status or the count changed meanwhile) they are deleted again, so a refusal leaves
 * nothing behind.
 */
export async function uploadDocument(caller: Caller, locale: Locale, input: UploadInput): Promise<DocumentItem> {
  if (input.contentLength !== null && !(Number(input.contentLength) <= MAX_DOCUMENT_BYTES)) throw tooLarge(locale);
  const db = await getDb();
  const m = await requireMembership(caller, locale, "documents.write", db);
  assertEditable(m.org.status, locale);
  await assertRoom(db, m.org.id, locale);

  // The client going away mid-upload is a client error, not a server fault (and nothing was stored).
  const interrupted = () => new ApiError(400, "upload_interrupted", { msg: fileText(locale, "interrupted"), code: "upload_interrupted" });
  const bytes = await readCapped(input.body, MAX_DOCUMENT_BYTES, () => tooLarge(locale), interrupted);
  const sniffed = sniffDocument(bytes);
  if (!sniffed.ok) throw refusal(sniffed.reason, locale);
  if (sniffed.contentType === "application/pdf") refuseActivePdf(bytes, locale);
  const name = cleanFileName(input.name, sniffed.extension, fileText(locale, "defaultName"));

  const store = getFileStore();
  const key = newStorageKey();
  await store.put(key, bytes, sniffed.contentType);
  try {
    const row = await db.transaction(async (tx) => {
      const again = await requireMembership(caller, locale, "documents.write", tx);
      const [org] = await tx.select({ id: organizations.id, status: organizations.status }).from(organizations).where(eq(organizations.id, again.org.id)).for("update");
      assertEditable(org.status, locale);
      await assertRoom(tx, org.id, locale);
      const [inserted] = await tx
        .insert(organizationDocuments)
        .values({ uid: newUid(), organizationId: org.id, name, contentType: sniffed.contentType, size: bytes.byteLength, storageKey: key, uploadedBy: caller.user.id })
        .returning();
      return inserted;
    });
    return documentItem(row, caller.user.email);
  } catch (error) {
    await removeBytes(store, key);
    throw error;
  }
}

// ---------------------------------------------------------------- staff

/** Any organisation's document bytes, for staff review (GET /api/staff/documents/{id}); staff only, checked here again. */
export async function staffDocumentBytes(staff: Caller, uid: string, locale: Locale): Promise<DocumentFile> {
  requireStaff(staff, locale);
  const db = await getDb();
  const [doc] = await db.select().from(organizationDocuments).where(eq(organizationDocuments.uid, uid)).limit(1);
  if (!doc) throw documentNotFound(locale, uid);
  return bytesOf(db, doc, locale);
}
