import { z } from "zod";
import type { RouteDoc } from "@/lib/api/route-doc";
import { documentListQuery, documentUploadQuery, staffDocumentQuery } from "./documents-schema";
import { uidPathParams } from "./schema";
import { documentDeletedResponse, documentPageResponse, documentUploadedResponse } from "./api-views";

// Each answer's schema by its component name (one schema per name: the document registers components by identity).
const answers = {
  Document: documentUploadedResponse,
  DocumentDeleted: documentDeletedResponse,
  DocumentPage: documentPageResponse,
} satisfies Record<string, z.ZodType>;
/** A JSON answer: its component name in the OpenAPI document and its schema (./api-views.ts), and what it is. */
const r = (name: keyof typeof answers, description: string) => ({ name, schema: answers[name], description });
const own = "Acts on the caller's own organisation; another organisation's id answers 404 exactly like an unknown id.";
const item = "Each document: uid, name, content_type, size (bytes), created_at, uploaded_by (e-mail or null).";
const headers =
  "Answered with the content type detected at upload, X-Content-Type-Options: nosniff, Cache-Control: private, no-store and Content-Security-Policy: sandbox; default-src 'none'; frame-ancestors 'none' (inline views too).";

type Doc = Omit<RouteDoc, "tag"> & { tag?: RouteDoc["tag"] };
const member = (d: Doc): RouteDoc => ({ tag: "documents", ...d }) as RouteDoc;

/** Organisation verification documents (lib/organizations/documents.ts). */
export const documentRoutes: RouteDoc[] = [
  member({ path: "/api/documents", method: "get", operationId: "listDocuments", summary: "The organisation's documents, one page", description: `Spec section 7: items, total, page, size (10 by default), pages; newest first. ${item} Needs documents.read.`, query: documentListQuery, response: r("DocumentPage", "One page of documents"), errors: [401, 403, 404, 422] }),
  member({
    path: "/api/documents",
    method: "post",
    operationId: "uploadDocument",
    summary: "Upload a verification document",
    description:
      "The request body is the file's raw bytes (any Content-Type, it is ignored); `name` in the query is its file name. " +
      "Judged by the bytes only: a png, jpg or PDF scan is accepted; 415 for anything else (SVG, HTML, XML...) and for polyglots " +
      "(markup or script markers in the first or last KB, data after an image's end); 422 for an empty file and for a PDF with scripts, " +
      "actions (/JavaScript, /JS, /OpenAction, /AA, /Launch, forms) or attached files, or whose object streams cannot be read; 413 past 10 MiB " +
      "(by Content-Length, or while reading); 409 while the organisation is approving or blocked, or when it keeps 20 documents. " +
      "400 when the upload breaks off. Needs documents.write. Answers the document with response_message.",
    query: documentUploadQuery,
    status: 201,
    response: r("Document", "The stored document"),
    errors: [400, 401, 403, 404, 409, 413, 415, 422],
  }),
  member({ path: "/api/documents/{id}", method: "get", operationId: "getDocument", summary: "Download a document", description: `The bytes as an attachment (Content-Disposition with the UTF-8 name). ${headers} ${own}`, params: uidPathParams, response: { mediaType: "application/octet-stream", description: "The document: image/png, image/jpeg or application/pdf" }, errors: [401, 403, 404, 422] }),
  member({ path: "/api/documents/{id}", method: "delete", operationId: "deleteDocument", summary: "Delete a document", description: `While the organisation is new, changed or approved (409 otherwise). Needs documents.write. ${own}`, params: uidPathParams, response: r("DocumentDeleted", "The deleted uid and response_message"), errors: [401, 403, 404, 409, 422] }),
  member({
    tag: "staff",
    path: "/api/staff/documents/{id}",
    method: "get",
    operationId: "staffGetDocument",
    summary: "Any organisation's document, for review",
    description: `Marketplace staff only (users granted with \`npm run admin -- grant EMAIL\`): others get 403. Inline unless download=1. ${headers}`,
    params: uidPathParams,
    query: staffDocumentQuery,
    response: { mediaType: "application/octet-stream", description: "The document: image/png, image/jpeg or application/pdf" },
    errors: [401, 403, 404, 422],
  }),
];
