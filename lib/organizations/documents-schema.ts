import { z } from "zod";
import { pageQuery } from "./schema";

/**
 * Inputs of the organisation documents API (spec section 7), used by the route handlers and the
 * OpenAPI document. The uploaded bytes are the request body itself (judged by lib/files/sniff.ts);
 * only the file name travels in the query.
 */

/** Spec section 9: organisation documents are listed 10 to a page. */
export const DOCUMENTS_PAGE_SIZE = 10;

/** GET /api/documents. */
export const documentListQuery = pageQuery(DOCUMENTS_PAGE_SIZE);

/** POST /api/documents?name=… */
export const documentUploadQuery = z.object({
  name: z.string().max(1000).optional().describe("The file's name as the user chose it; cleaned (paths, control characters, 120 characters) and given the extension of the detected type. Never used to judge the content."),
});

/** GET /api/staff/documents/{id}?download=1 */
export const staffDocumentQuery = z.object({
  download: z.enum(["0", "1"]).optional().describe("1: answer as an attachment instead of inline"),
});
