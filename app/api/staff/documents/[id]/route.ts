import { parseQuery, route } from "@/lib/api/respond";
import { documentHeaders, staffDocumentBytes } from "@/lib/organizations/documents";
import { staffDocumentQuery } from "@/lib/organizations/documents-schema";
import { idOf } from "@/lib/organizations/http";

/**
 * Any organisation's document for staff review, shown inline (`?download=1` for an attachment).
 * Inline is safe: sniffing admits only png, jpg and PDF, and the sandbox CSP stands anyway.
 */
export const GET = route("staffGetDocument", async (ctx) => {
  const { caller } = ctx;
  const { download } = parseQuery(ctx, staffDocumentQuery);
  const file = await staffDocumentBytes(caller, idOf(ctx.params), ctx.locale);
  return new Response(Buffer.from(file.bytes), { headers: documentHeaders(file, download === "1" ? "attachment" : "inline") });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
