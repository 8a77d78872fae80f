import "server-only";
import { hkdfSync } from "node:crypto";
import { EncryptJWT, jwtDecrypt } from "jose";
import * as client from "openid-client";
import { ResponseCookies } from "next/dist/server/web/spec-extension/cookies";
import { env, siteUrl } from "@/lib/env";
import { localizedPath, type Locale } from "@/lib/i18n/routing";
import { serverText } from "@/lib/i18n/server-text";
import { safeNextPath } from "./constants";
import { requestCookies, setSessionCookies } from "./cookies";
import { isHttps } from "./request-info";
import { getSecret } from "./secrets";
import { openSession, type TokenPair } from "./sessions";
import { findOrCreateUserByIdentity } from "./users";

/**
 * "Sign in with Google" as an OpenID Connect relying party (OpenID Connect Core 1.0, authorization
 * code flow with PKCE per RFC 7636, `state` and `nonce`). The issuer is OIDC_ISSUER: Google in
 * production, a loopback provider in tests. The flow's secrets travel in one short-lived encrypted
 * cookie, so no server-side storage is needed between the redirect and the callback.
 */

/** HttpOnly, encrypted (JWE dir/A256GCM): `{ state, nonce, code_verifier, next, redirect_uri }`. */
export const OIDC_COOKIE = "application-oidc";
/** Sent only to the start and callback routes. */
const OIDC_COOKIE_PATH = "/api/users/access/google";
export const GOOGLE_CALLBACK_PATH = "/api/users/access/google/callback";
/** How long a started sign-in may take at the issuer. */
const FLOW_TTL_S = 10 * 60;
const SCOPE = "openid email profile";
/** The sessions list shows how a session was opened. */
const SESSION_METHOD = "google";

type FlowState = { state: string; nonce: string; code_verifier: string; next: string; redirect_uri: string };

export type GoogleSignInFailure =
  | "denied"
  | "missing_cookie"
  | "bad_cookie"
  | "issuer_unreachable"
  | "invalid_response"
  | "no_email"
  | "email_not_verified"
  | "session_failed";

/** True when a Google client is configured (GOOGLE_CLIENT_ID); otherwise the routes answer 404. */
export function googleSignInEnabled(): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID);
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

/** Plain-http discovery and token calls are allowed for a loopback issuer only (the test provider). */
function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === "http:" && LOOPBACK_HOSTS.has(issuer.hostname);
}

const configurations = new Map<string, Promise<client.Configuration>>();

/** The issuer's discovered metadata and our client, fetched once per issuer and client (a failure is retried on the next call). */
function oidcConfiguration(): Promise<client.Configuration> {
  const issuer = new URL(env.OIDC_ISSUER);
  const clientId = env.GOOGLE_CLIENT_ID ?? "";
  const key = `${issuer.href} ${clientId}`;
  let pending = configurations.get(key);
  if (!pending) {
    pending = client.discovery(issuer, clientId, env.GOOGLE_CLIENT_SECRET, undefined, {
      execute: isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [],
      timeout: 10,
    });
    configurations.set(key, pending);
    pending.catch(() => configurations.delete(key));
  }
  return pending;
}

/** The flow cookie's own key, derived from the auth secret (never the same key as the access tokens). */
async function flowKey(): Promise<Uint8Array> {
  return new Uint8Array(hkdfSync("sha256", await getSecret("auth"), new Uint8Array(0), "application-oidc flow cookie", 32));
}

/**
 * Where the browser came to us: SITE_URL when configured, else the request's own host (the
 * issuer only accepts redirect URIs registered for the client, so a forged Host only fails).
 */
function publicOrigin(request: Request): string {
  if (env.SITE_URL) return siteUrl;
  const host = (request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? "").split(",")[0].trim();
  if (!/^[A-Za-z0-9.\-:[\]]+$/.test(host)) return siteUrl;
  return `${isHttps(request.url, request.headers) ? "https" : "http"}://${host}`;
}

/** `next` as a same-site path (a single leading `/`, no scheme or host), else `/`. */
export function signInNextPath(value: string | null | undefined): string {
  const safe = safeNextPath(value);
  if (!safe) return "/";
  const base = "http://next.invalid";
  const url = new URL(safe, base);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : "/";
}

/** The site language of a path: Russian under /ru, English otherwise. */
function localeOfPath(path: string): Locale {
  return /^\/ru(?:[/?#]|$)/.test(path) ? "ru" : "en";
}

/** The home page with the login-failed flag, in the language the sign-in started from. */
export function signInFailedPath(next: string): string {
  return `${localizedPath(localeOfPath(next), "/")}?login=failed`;
}

function flowCookieOptions(request: Request) {
  return { path: OIDC_COOKIE_PATH, httpOnly: true, sameSite: "lax" as const, secure: isHttps(request.url, request.headers) };
}

/**
 * Starts a sign-in: the issuer's authorization URL, and the encrypted flow cookie to set with the
 * redirect (SameSite=Lax, because the callback arrives as a cross-site top-level navigation).
 */
export async function startGoogleSignIn(request: Request, nextParam: string | null): Promise<{ ok: true; url: URL; cookie: string } | { ok: false; next: string }> {
  const next = signInNextPath(nextParam);
  let config: client.Configuration;
  try {
    config = await oidcConfiguration();
  } catch (error) {
    logFailure("issuer_unreachable", error);
    return { ok: false, next };
  }
  const flow: FlowState = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    code_verifier: client.randomPKCECodeVerifier(),
    next,
    redirect_uri: `${publicOrigin(request)}${GOOGLE_CALLBACK_PATH}`,
  };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: flow.redirect_uri,
    scope: SCOPE,
    response_type: "code",
    code_challenge: await client.calculatePKCECodeChallenge(flow.code_verifier),
    code_challenge_method: "S256",
    state: flow.state,
    nonce: flow.nonce,
  });
  const cookie = await new EncryptJWT({ ...flow })
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setIssuedAt()
    .setExpirationTime(`${FLOW_TTL_S}s`)
    .encrypt(await flowKey());
  return { ok: true, url, cookie };
}

/** Sets the flow cookie on the redirect to the issuer. */
export function setFlowCookie(response: Response, value: string, request: Request): void {
  new ResponseCookies(response.headers).set({ name: OIDC_COOKIE, value, maxAge: FLOW_TTL_S, ...flowCookieOptions(request) });
}

/**
 * Removes the flow cookie (it is single-use, whatever the outcome). Expires as well as Max-Age=0:
 * a later ResponseCookies on the same headers re-serialises them and drops a zero Max-Age.
 */
export function clearFlowCookie(response: Response, request: Request): void {
  new ResponseCookies(response.headers).set({ name: OIDC_COOKIE, value: "", maxAge: 0, expires: new Date(0), ...flowCookieOptions(request) });
}

async function readFlow(request: Request): Promise<FlowState | null> {
  const value = requestCookies(request).get(OIDC_COOKIE)?.value;
  if (!value) return null;
  try {
    const { payload } = await jwtDecrypt(value, await flowKey(), { keyManagementAlgorithms: ["dir"], contentEncryptionAlgorithms: ["A256GCM"] });
    const { state, nonce, code_verifier, next, redirect_uri } = payload as Partial<FlowState>;
    if ([state, nonce, code_verifier, next, redirect_uri].some((v) => typeof v !== "string")) return null;
    return { state: state!, nonce: nonce!, code_verifier: code_verifier!, next: signInNextPath(next), redirect_uri: redirect_uri! };
  } catch {
    return null;
  }
}

/** One line per failed sign-in, with what openid-client said (its error code and cause). */
function logFailure(reason: GoogleSignInFailure, error?: unknown): void {
  let detail = error ? String(error) : "";
  if (error instanceof Error) {
    const { code, cause } = error as Error & { code?: unknown; cause?: unknown };
    detail = [typeof code === "string" ? code : "", error.message, cause instanceof Error ? cause.message : ""].filter(Boolean).join(": ");
  }
  console.warn(`[auth] google sign-in failed: ${reason}${detail ? ` (${detail})` : ""}`);
}

const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() ? value.trim() : undefined);

/**
 * Finishes a sign-in at the callback: checks state, PKCE and the ID token (signature, issuer,
 * audience, nonce) through openid-client, requires a verified e-mail, finds or creates the user and
 * opens a session. Expected failures are values (logged here with their reason), never throws.
 */
export async function finishGoogleSignIn(
  request: Request,
): Promise<{ ok: true; pair: TokenPair; next: string } | { ok: false; reason: GoogleSignInFailure; next: string }> {
  const flow = await readFlow(request);
  const fail = (reason: GoogleSignInFailure, error?: unknown) => {
    logFailure(reason, error);
    return { ok: false as const, reason, next: flow?.next ?? "/" };
  };
  if (!flow) return fail(requestCookies(request).has(OIDC_COOKIE) ? "bad_cookie" : "missing_cookie");
  const params = new URL(request.url).searchParams;
  if (params.has("error")) return fail("denied", `${params.get("error")}: ${params.get("error_description") ?? ""}`);

  let config: client.Configuration;
  try {
    config = await oidcConfiguration();
  } catch (error) {
    return fail("issuer_unreachable", error);
  }
  // The URL the issuer redirected to, on the public origin the flow started from (not the app's
  // internal address): openid-client sends it as redirect_uri with the code.
  const currentUrl = new URL(flow.redirect_uri);
  currentUrl.search = params.toString();
  let claims: Record<string, unknown>;
  let issuer: string;
  try {
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: flow.code_verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) return fail("invalid_response", "no ID token");
    claims = { ...idToken };
    issuer = idToken.iss;
    // Google puts the e-mail in the ID token; other issuers may keep it for the userinfo endpoint.
    if (!text(claims.email) && config.serverMetadata().userinfo_endpoint) {
      claims = { ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...claims };
    }
  } catch (error) {
    if (error instanceof client.AuthorizationResponseError) return fail("denied", error);
    return fail("invalid_response", error);
  }

  const email = text(claims.email);
  if (!email) return fail("no_email");
  const emailVerified = claims.email_verified === true || claims.email_verified === "true";
  if (!emailVerified) return fail("email_not_verified", email);
  let firstName = text(claims.given_name);
  let lastName = text(claims.family_name);
  if (!firstName && !lastName && text(claims.name)) [firstName, lastName] = [text(claims.name)!.split(/\s+/)[0], text(claims.name)!.split(/\s+/).slice(1).join(" ") || undefined];

  try {
    const found = await findOrCreateUserByIdentity({ issuer, subject: String(claims.sub), email, emailVerified, firstName, lastName });
    if (!found.ok) return fail(found.error, email);
    const pair = await openSession(request, found.user, SESSION_METHOD);
    return { ok: true, pair, next: flow.next };
  } catch (error) {
    return fail("session_failed", error);
  }
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The callback's answer: a tiny page that moves the browser on with a meta refresh. Not a 302: the
 * callback is reached by a cross-site redirect chain, and browsers keep the SameSite=Strict session
 * cookie off the next request of such a chain; a navigation started by our own page carries it.
 */
function continuePage(target: string, ok: boolean): Response {
  const locale = localeOfPath(target);
  const text = serverText(locale, "api.googleSignIn");
  const t = { title: text("title"), ok: text("ok"), failed: text("failed"), link: text("link") };
  const href = escapeHtml(target);
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer">` +
    `<meta http-equiv="refresh" content="0;url=${href}"><title>${t.title}</title></head>` +
    `<body><p>${ok ? t.ok : t.failed}</p><p><a href="${href}">${t.link}</a></p></body></html>`;
  return new Response(html, {
    status: 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      "Referrer-Policy": "no-referrer",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * The callback's answer for a finished sign-in: signed in and on to `next`, or on to the
 * login-failed page; the flow cookie is cleared either way.
 */
export async function googleSignInAnswer(request: Request, result: Awaited<ReturnType<typeof finishGoogleSignIn>>): Promise<Response> {
  const response = continuePage(result.ok ? result.next : signInFailedPath(result.next), result.ok);
  if (result.ok) await setSessionCookies(response, result.pair, request);
  clearFlowCookie(response, request);
  return response;
}
