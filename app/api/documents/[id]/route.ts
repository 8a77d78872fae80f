import { privateJson, route } from "@/lib/api/respond";
import { deleteDocument, documentHeaders, getDocumentBytes } from "@/lib/organizations/documents";
import { idOf } from "@/lib/organizations/http";
import { orgText } from "@/lib/organizations/texts";

/** The document's bytes as an attachment, with the content type detected at upload. */
export const GET = route("getDocument", async (ctx) => {
  const { caller } = ctx;
  const file = await getDocumentBytes(caller, ctx.locale, idOf(ctx.params));
  return new Response(Buffer.from(file.bytes), { headers: documentHeaders(file, "attachment") });
});

/** Deletes the document (while the organisation is new, changed or approved). */
export const DELETE = route("deleteDocument", async (ctx) => {
  const { caller } = ctx;
  const deleted = await deleteDocument(caller, ctx.locale, idOf(ctx.params));
  return privateJson(ctx, { ...deleted, response_message: orgText(ctx.locale, "documentDeleted") });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, allowedMethods as OPTIONS } from "@/lib/api/respond";
