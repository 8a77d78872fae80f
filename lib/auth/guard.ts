import { decodeJwt } from "jose";
import type { NextRequest } from "next/server";
import { ACCESS_COOKIE, DEVICE_COOKIE, DEVICE_HEADER, parseAccessCookie, SIGN_IN_REQUIRED_SEGMENTS, type CookieTokens } from "./constants";

/**
 * The proxy's part of the navigation guard (spec section 4). No database here: the proxy only
 * reads the cookie, and renews an expired access token through POST /api/users/access/refresh.
 * Every page and API route checks the caller again in lib/.
 */

export function needsSignIn(firstSegment: string | undefined): boolean {
  return firstSegment !== undefined && SIGN_IN_REQUIRED_SEGMENTS.has(firstSegment);
}

/**
 * True only for the browser loading a page as a document: the one kind of request allowed to rotate
 * the refresh token. Prefetches must never rotate it (several at once would look like token theft,
 * ADR 0005), and Next's router fetches reach the proxy with their `RSC` and `Next-Router-Prefetch`
 * headers and `_rsc` parameter already stripped, so a prefetch looks like the router's navigation.
 * Both are told apart from a page load by what the browser itself sends: Sec-Fetch-Dest `empty` for
 * fetch(), `document` for a page load; a browser sending no Sec-Fetch-* (plain http to a host that is
 * not local) by Accept: fetch() sends `*\/*`, a page load `text/html`. A browser's own prefetch or
 * prerender (Sec-Purpose, Purpose, X-Moz) never counts. The router's navigation, refused, falls back
 * to loading the page as a document, which then refreshes.
 */
export function isPageLoad(headers: Headers): boolean {
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""} ${headers.get("x-moz") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  // Should a later Next pass its own markers through, they settle it too.
  if (headers.has("rsc") || headers.has("next-router-prefetch") || headers.has("next-router-segment-prefetch")) return false;
  const dest = headers.get("sec-fetch-dest");
  if (dest) return dest === "document";
  return /\btext\/html\b/i.test(headers.get("accept") ?? "");
}

export function readTokens(request: NextRequest): CookieTokens | null {
  return parseAccessCookie(request.cookies.get(ACCESS_COOKIE)?.value);
}

/** True when the access token is unreadable or expires within `marginS` seconds. */
export function accessExpired(token: string, marginS = 30): boolean {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp !== "number" || exp - marginS <= Date.now() / 1000;
  } catch {
    return true;
  }
}

export type RefreshAnswer = { access_token: string; refresh_token: string };

/** Rotates the refresh token through the app's API; null when it was refused. */
export async function refreshThroughApi(request: NextRequest, refreshToken: string): Promise<RefreshAnswer | null> {
  const origin = process.env.INTERNAL_ORIGIN ?? request.nextUrl.origin;
  const headers: Record<string, string> = { authorization: `Bearer ${refreshToken}`, accept: "application/json" };
  for (const name of ["x-forwarded-for", "x-forwarded-proto", "x-forwarded-host", "user-agent", "accept-language"]) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  const device = request.headers.get(DEVICE_HEADER) ?? request.cookies.get(DEVICE_COOKIE)?.value;
  if (device) headers[DEVICE_HEADER] = device;
  try {
    const response = await fetch(`${origin}/api/users/access/refresh`, { method: "POST", headers, cache: "no-store" });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<RefreshAnswer>;
    return typeof body.access_token === "string" && typeof body.refresh_token === "string"
      ? { access_token: body.access_token, refresh_token: body.refresh_token }
      : null;
  } catch {
    return null;
  }
}
