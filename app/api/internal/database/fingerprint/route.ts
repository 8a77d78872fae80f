import { ApiError } from "@/lib/api/errors";
import { databaseFingerprint } from "@/lib/api/fingerprint";
import { json, route } from "@/lib/api/respond";
import { requireStaffToken } from "@/lib/api/staff";
import { env } from "@/lib/env";

/**
 * GET /api/internal/database/fingerprint: a test helper (the API fuzz test compares it around refused
 * requests), so 404 unless the test runner turned it on (TEST_DATABASE_FINGERPRINT_API=1, which a
 * deployment refuses to start with: lib/deployment.ts); then staff only.
 */
export const GET = route(async (ctx) => {
  if (env.TEST_DATABASE_FINGERPRINT_API !== "1") throw new ApiError(404, "not_found", ctx.t("notFound"));
  requireStaffToken(ctx.request, { notFound: ctx.t("notFound"), unauthorized: ctx.t("unauthorized") });
  return json(ctx, await databaseFingerprint(), { headers: { "Cache-Control": "no-store" } });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
