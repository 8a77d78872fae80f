import { databaseFingerprint } from "@/lib/api/fingerprint";
import { json, route } from "@/lib/api/respond";
import { requireStaffToken } from "@/lib/api/staff";

/** GET /api/internal/database/fingerprint: staff only; the API fuzz test compares it around refused requests. */
export const GET = route(async (ctx) => {
  requireStaffToken(ctx.request, { notFound: ctx.t("notFound"), unauthorized: ctx.t("unauthorized") });
  return json(ctx, await databaseFingerprint(), { headers: { "Cache-Control": "no-store" } });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
