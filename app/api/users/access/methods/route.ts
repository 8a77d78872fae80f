import { json, route } from "@/lib/api/respond";
import { googleSignInEnabled } from "@/lib/auth/oidc";
import { signInMethodsResponse } from "@/lib/auth/oidc-api-docs";

/** GET /api/users/access/methods: what the login dialog offers (Google only when configured). */
export const GET = route("listSignInMethods", (ctx) =>
  json(ctx, signInMethodsResponse.parse({ email: true, google: googleSignInEnabled() }), { headers: { "Cache-Control": "no-store" } }),
);

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
