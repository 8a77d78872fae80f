import { parseQuery, route } from "@/lib/api/respond";
import { requireCaller } from "@/lib/auth/caller";
import { requireStaff } from "@/lib/organizations/access";
import { documentHeaders, staffDocumentBytes } from "@/lib/organizations/documents";
import { staffDocumentQuery } from "@/lib/organizations/documents-schema";
import { idOf } from "@/lib/organizations/http";

/**
 * Any organisation's document for staff review, shown inline (`?download=1` for an attachment).
 * Inline is safe: sniffing admits only png, jpg and PDF, and the sandbox CSP stands anyway.
 */
export const GET = route<{ id: string }>(async (ctx) => {
  const caller = await requireCaller(ctx);
  const { download } = parseQuery(ctx, staffDocumentQuery);
  requireStaff(caller, ctx.locale);
  const file = await staffDocumentBytes(idOf(ctx.params), ctx.locale);
  return new Response(Buffer.from(file.bytes), { headers: documentHeaders(file, download === "1" ? "attachment" : "inline") });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
