import { z } from "zod";
import type { RouteDoc } from "@/lib/api/route-doc";

/** `?next=` of the Google sign-in start: where to land afterwards (a same-site path; anything else means `/`). */
export const googleStartQuery = z.object({
  next: z.string().optional().meta({ description: "Same-site path to continue to after sign-in, e.g. /settings or /ru/settings; default /" }),
});

/** What the issuer sends back to the callback (RFC 6749 section 4.1.2, RFC 9207). */
export const googleCallbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  iss: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

export const signInMethodsResponse = z
  .object({
    email: z.literal(true).meta({ description: "Sign-in with an e-mailed code is always available" }),
    google: z.boolean().meta({ description: "Sign-in with Google is configured (GOOGLE_CLIENT_ID)" }),
  })
  .meta({ description: "Sign-in methods the login dialog offers" });

/** Sign-in with Google (OpenID Connect) and the list of sign-in methods. */
export const oidcRoutes: RouteDoc[] = [
  {
    path: "/api/users/access/methods",
    method: "get",
    operationId: "listSignInMethods",
    summary: "Available sign-in methods",
    description: "Whether the login dialog offers Google next to the e-mailed code. Never cached.",
    tag: "users",
    response: { name: "SignInMethods", schema: signInMethodsResponse, description: "The sign-in methods" },
    errors: [],
  },
  {
    path: "/api/users/access/google",
    method: "get",
    operationId: "startGoogleSignIn",
    summary: "Start sign-in with Google",
    description:
      "A browser navigation, not an XHR call: redirects (302) to the OpenID Connect issuer's authorization page " +
      "(authorization code flow with PKCE S256, state and nonce; scope openid email profile) and sets the " +
      "short-lived encrypted HttpOnly cookie application-oidc (10 minutes, SameSite=Lax). When the issuer cannot be " +
      "reached it redirects to /?login=failed instead. 404 when Google sign-in is not configured.",
    tag: "users",
    query: googleStartQuery,
    status: 302,
    response: { mediaType: "text/html", description: "Redirect to the issuer" },
    errors: [404],
  },
  {
    path: "/api/users/access/google/callback",
    method: "get",
    operationId: "finishGoogleSignIn",
    summary: "Google sign-in callback",
    description:
      "Where the issuer sends the browser back. Checks state, PKCE and the ID token, requires a verified e-mail, " +
      "signs the user in (an account with the same e-mail is reused, else one is created) and answers a small HTML " +
      "page that moves the browser on to `next` with the session cookies set — a page rather than a redirect, so the " +
      "SameSite=Strict session cookie is sent on the next request. Any failure (denied, bad or missing state, token " +
      "error, unverified e-mail) answers the same kind of page moving to /?login=failed (/ru?login=failed for " +
      "Russian pages). 404 when Google sign-in is not configured.",
    tag: "users",
    query: googleCallbackQuery,
    response: { mediaType: "text/html", description: "A page that continues to the target (meta refresh)" },
    errors: [404],
  },
];
