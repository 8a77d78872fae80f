import { databaseFingerprint } from "@/lib/api/fingerprint";
import { json, route } from "@/lib/api/respond";
import { env } from "@/lib/env";

/**
 * GET /api/internal/database/fingerprint: a test helper (the API fuzz test compares it around refused
 * requests), so 404 unless the test runner turned it on (TEST_DATABASE_FINGERPRINT_API=1, which a
 * deployment refuses to start with: lib/deployment.ts); then staff only.
 */
export const GET = route(
  "getDatabaseFingerprint",
  async (ctx) => json(ctx, await databaseFingerprint(), { headers: { "Cache-Control": "no-store" } }),
  { exists: () => env.TEST_DATABASE_FINGERPRINT_API === "1" },
);

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
