import "server-only";
import { RequestCookies, ResponseCookies } from "next/dist/server/web/spec-extension/cookies";
import {
  ACCESS_COOKIE,
  cookieOptions,
  DEVICE_COOKIE,
  parseAccessCookie,
  SIGNED_IN_COOKIE,
  type CookieTokens,
} from "./constants";
import { GUEST_BINDING, renewCsrfCookie, sessionBinding } from "./csrf";
import { isHttps } from "./request-info";
import { sessionUidOf } from "./tokens";

export type SessionTokens = { access_token: string; refresh_token: string; device_id?: string };

/** The request's cookies (works for route handlers and the proxy alike). */
export function requestCookies(request: Request): RequestCookies {
  return new RequestCookies(request.headers);
}

/** The tokens of the request's session cookie, or null. */
export function sessionTokensOf(request: Request): CookieTokens | null {
  return parseAccessCookie(requestCookies(request).get(ACCESS_COOKIE)?.value);
}

/** Spec section 9: about 30 days, SameSite strict, Secure when served over https. */
function baseOptions(request: Request) {
  return cookieOptions(isHttps(request.url, request.headers));
}

/**
 * Sets the session cookies (HttpOnly tokens, the signed-in hint, the device id) on `response`, and a
 * cross-site request token bound to that session when the browser's is not (sign-in).
 */
export async function setSessionCookies(response: Response, tokens: SessionTokens, request: Request): Promise<void> {
  const jar = new ResponseCookies(response.headers);
  const base = baseOptions(request);
  jar.set({ name: ACCESS_COOKIE, value: JSON.stringify({ access_token: tokens.access_token, refresh_token: tokens.refresh_token }), httpOnly: true, ...base });
  jar.set({ name: SIGNED_IN_COOKIE, value: "1", ...base });
  if (tokens.device_id && requestCookies(request).get(DEVICE_COOKIE)?.value !== tokens.device_id) {
    jar.set({ name: DEVICE_COOKIE, value: tokens.device_id, ...base });
  }
  await renewCsrfCookie(response, request, sessionBinding(await sessionUidOf(tokens.access_token)));
}

/** Removes the session cookies (sign-out, failed refresh) and hands out a guest's cross-site request token. The device id stays. */
export async function clearSessionCookies(response: Response, request: Request): Promise<void> {
  const jar = new ResponseCookies(response.headers);
  // Expires as well as Max-Age=0: a later ResponseCookies rewrite of the headers keeps only one of them.
  const base = { ...baseOptions(request), maxAge: 0, expires: new Date(0) };
  jar.set({ name: ACCESS_COOKIE, value: "", httpOnly: true, ...base });
  jar.set({ name: SIGNED_IN_COOKIE, value: "", ...base });
  await renewCsrfCookie(response, request, GUEST_BINDING);
}
