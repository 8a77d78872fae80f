import { parseQuery, privateJson, route } from "@/lib/api/respond";
import { MAX_DOCUMENT_BYTES, listDocuments, uploadDocument } from "@/lib/organizations/documents";
import { documentListQuery, documentUploadQuery } from "@/lib/organizations/documents-schema";
import { orgText } from "@/lib/organizations/texts";

/** One page of the caller's organisation's documents (spec section 7: page, size; 10 by default). */
export const GET = route("listDocuments", async (ctx) => {
  const { caller } = ctx;
  const { page, size } = parseQuery(ctx, documentListQuery);
  return privateJson(ctx, await listDocuments(caller, ctx.locale, page, size));
});

/**
 * Uploads one document: the request body is the file's raw bytes, its name is the `name` query
 * parameter. The declared Content-Type is ignored: the bytes alone decide (lib/files/sniff.ts).
 * route()'s JSON-body checks are off (`body: false`); uploadDocument counts the bytes itself, on a
 * body capped at the same limit. A refusal before the body was read leaves it to route(), which reads it away.
 */
export const POST = route(
  "uploadDocument",
  async (ctx) => {
    const { caller } = ctx;
    const { name } = parseQuery(ctx, documentUploadQuery);
    const document = await uploadDocument(caller, ctx.locale, { name, body: ctx.body.stream(), contentLength: ctx.request.headers.get("content-length") });
    return privateJson(ctx, { ...document, response_message: orgText(ctx.locale, "documentUploaded") }, { status: 201 });
  },
  { body: false, bodyLimit: MAX_DOCUMENT_BYTES },
);

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
