import { privateJson, route } from "@/lib/api/respond";
import { requireCaller } from "@/lib/auth/caller";
import { deleteDocument, documentHeaders, getDocumentBytes } from "@/lib/organizations/documents";
import { idOf } from "@/lib/organizations/http";
import { orgText } from "@/lib/organizations/texts";

type Params = { id: string };

/** The document's bytes as an attachment, with the content type detected at upload. */
export const GET = route<Params>(async (ctx) => {
  const caller = await requireCaller(ctx);
  const file = await getDocumentBytes(caller, ctx.locale, idOf(ctx.params));
  return new Response(Buffer.from(file.bytes), { headers: documentHeaders(file, "attachment") });
});

/** Deletes the document (while the organisation is new, changed or approved). */
export const DELETE = route<Params>(async (ctx) => {
  const caller = await requireCaller(ctx);
  const deleted = await deleteDocument(caller, ctx.locale, idOf(ctx.params));
  return privateJson(ctx, { ...deleted, response_message: orgText(ctx.locale, "documentDeleted") });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, allowedMethods as OPTIONS } from "@/lib/api/respond";
