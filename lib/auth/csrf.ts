import "server-only";
import { randomBytes } from "node:crypto";
import { siteUrl } from "@/lib/env";
import { CSRF_COOKIE, CSRF_HEADER } from "./constants";
import { requestCookies } from "./cookies";
import { requestProtocol } from "./request-info";
import { equalHex, hmacHex } from "./tokens";

/** A new cross-site request token: random bits and their HMAC under the auth secret. */
export async function newCsrfToken(): Promise<string> {
  const nonce = randomBytes(18).toString("base64url");
  return `${nonce}.${(await hmacHex(`csrf:${nonce}`)).slice(0, 32)}`;
}

/** True for a token this server signed (any secret change makes older tokens invalid). */
export async function validToken(token: string): Promise<boolean> {
  const [nonce, signature, extra] = token.split(".");
  if (!nonce || !signature || extra !== undefined || !/^[\w-]{16,64}$/.test(nonce)) return false;
  return equalHex((await hmacHex(`csrf:${nonce}`)).slice(0, 32), signature);
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
 * equal the application-csrf cookie and carry our signature, and a browser's Origin (or
 * Sec-Fetch-Site) must be this site. Requests with `Authorization: Bearer` are not cookie-
 * authenticated and skip this (the caller decides that).
 */
export async function checkCsrf(request: Request): Promise<CsrfFailure | null> {
  const origin = request.headers.get("origin");
  if (origin && !ownOrigins(request).has(origin)) return "origin";
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return "origin";
  const header = request.headers.get(CSRF_HEADER) ?? "";
  const cookie = requestCookies(request).get(CSRF_COOKIE)?.value ?? "";
  if (!header || header !== cookie || !(await validToken(header))) return "token";
  return null;
}
