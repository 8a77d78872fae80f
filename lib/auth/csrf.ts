import "server-only";
import { randomBytes } from "node:crypto";
import { RequestCookies, ResponseCookies } from "next/dist/server/web/spec-extension/cookies";
import { siteUrl } from "@/lib/env";
import { ACCESS_COOKIE, cookieOptions, CSRF_COOKIE, CSRF_HEADER, csrfCookieName, parseAccessCookie } from "./constants";
import { isHttps, requestProtocol } from "./request-info";
import { equalHex, hmacHex, sessionUidOf } from "./tokens";

/**
 * What a cross-site request token is bound to: the session of the browser's session cookie, or
 * `anon` for a guest. A token minted in one browser (an attacker's own, fetched from our API and
 * planted in the victim's cookie jar) is worthless in another's session.
 */
export type CsrfBinding = string;

export const GUEST_BINDING: CsrfBinding = "anon";

/** The binding of a session by its uid (null: a guest). */
export function sessionBinding(sessionUid: string | null): CsrfBinding {
  return sessionUid ? `session:${sessionUid}` : GUEST_BINDING;
}

/** The binding of the request's session cookie (an access token we signed, expired or not), else the guest binding. */
export async function requestBinding(request: Request): Promise<CsrfBinding> {
  const tokens = parseAccessCookie(new RequestCookies(request.headers).get(ACCESS_COOKIE)?.value);
  return sessionBinding(tokens ? await sessionUidOf(tokens.access_token) : null);
}

function signature(nonce: string, binding: CsrfBinding): Promise<string> {
  return hmacHex(`csrf:${binding}:${nonce}`).then((hex) => hex.slice(0, 32));
}

/** A new cross-site request token: random bits and their HMAC (with the binding) under the auth secret. */
export async function newCsrfToken(binding: CsrfBinding = GUEST_BINDING): Promise<string> {
  const nonce = randomBytes(18).toString("base64url");
  return `${nonce}.${await signature(nonce, binding)}`;
}

/** True for a token this server signed for `binding` (any secret change makes older tokens invalid). */
export async function validToken(token: string, binding: CsrfBinding = GUEST_BINDING): Promise<boolean> {
  const [nonce, sig, extra] = token.split(".");
  if (!nonce || !sig || extra !== undefined || !/^[\w-]{16,64}$/.test(nonce)) return false;
  return equalHex(await signature(nonce, binding), sig);
}

/** The cross-site request cookie of the request, under the name of its scheme (`__Host-` over https). */
export function csrfCookieOf(request: Request): string | undefined {
  return new RequestCookies(request.headers).get(csrfCookieName(isHttps(request.url, request.headers)))?.value;
}

/** The request's token when it is valid for `binding`; otherwise a new one, to be set as the cookie (`fresh`). */
export async function csrfTokenFor(request: Request, binding: CsrfBinding): Promise<{ token: string; fresh: boolean }> {
  const current = csrfCookieOf(request);
  if (current && (await validToken(current, binding))) return { token: current, fresh: false };
  return { token: await newCsrfToken(binding), fresh: true };
}

/**
 * Sets the cross-site request token cookie (readable by the page's script, which echoes it):
 * `__Host-application-csrf` over https, `application-csrf` over plain http. Over https a leftover
 * plain-named cookie is removed.
 */
export function setCsrfCookie(response: Response, token: string, request: Request): void {
  const https = isHttps(request.url, request.headers);
  const jar = new ResponseCookies(response.headers);
  jar.set({ name: csrfCookieName(https), value: token, ...cookieOptions(https) });
  if (https && new RequestCookies(request.headers).has(CSRF_COOKIE)) {
    jar.set({ name: CSRF_COOKIE, value: "", ...cookieOptions(https), maxAge: 0, expires: new Date(0) });
  }
}

/** Gives the browser a token bound to `binding` unless its cookie already holds one (sign-in, sign-out). */
export async function renewCsrfCookie(response: Response, request: Request, binding: CsrfBinding): Promise<void> {
  const { token, fresh } = await csrfTokenFor(request, binding);
  if (fresh) setCsrfCookie(response, token, request);
}

/** Origins this site answers on: SITE_URL and the host the request came to. */
function ownOrigins(request: Request): Set<string> {
  const origins = new Set([siteUrl]);
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (host) {
    origins.add(`${requestProtocol(request.url, request.headers)}://${host}`);
  }
  return origins;
}

export type CsrfFailure = "origin" | "token";

/**
 * The double-submit check of cookie-authenticated unsafe requests: the X-CSRF-Token header must
 * equal the cross-site request cookie (by the name of the request's scheme) and carry our
 * signature for the request's session (or the guest binding), and a browser's Origin (or
 * Sec-Fetch-Site) must be this site. Requests with `Authorization: Bearer` are not cookie-
 * authenticated and skip this (the caller decides that).
 */
export async function checkCsrf(request: Request): Promise<CsrfFailure | null> {
  const origin = request.headers.get("origin");
  if (origin && !ownOrigins(request).has(origin)) return "origin";
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return "origin";
  const header = request.headers.get(CSRF_HEADER) ?? "";
  const cookie = csrfCookieOf(request) ?? "";
  if (!header || header !== cookie || !(await validToken(header, await requestBinding(request)))) return "token";
  return null;
}
