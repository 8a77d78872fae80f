import { env } from "@/lib/env";
import { DEVICE_HEADER } from "./constants";

/**
 * The client's IP. The front of `npm start` appends the address it sees to X-Forwarded-For;
 * TRUSTED_PROXIES more hops in front of it (a load balancer) are trusted to have done the same.
 */
export function clientIp(headers: Headers): string {
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const ip = hops[Math.max(0, hops.length - 1 - env.TRUSTED_PROXIES)] ?? "";
  return ip.replace(/^::ffff:/, "").slice(0, 64) || "unknown";
}

const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The device id the browser sent (header first, then cookie), when well-formed. */
export function deviceIdOf(headers: Headers, cookieValue: string | undefined): string | null {
  const value = headers.get(DEVICE_HEADER) ?? cookieValue ?? "";
  return DEVICE_ID.test(value) ? value : null;
}

/**
 * The token of an `Authorization: Bearer <token>` header; undefined when the header is absent,
 * null when it is present but not a bearer token (never fall back to the cookie then).
 */
export function bearerToken(headers: Headers): string | null | undefined {
  const authorization = headers.get("authorization");
  if (authorization === null) return undefined;
  return /^Bearer\s+(\S+)$/i.exec(authorization.trim())?.[1] ?? null;
}

/** The scheme the visitor used: the proxy's X-Forwarded-Proto when set, else the request URL's. */
export function requestProtocol(url: string, headers: Headers): string {
  return headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || new URL(url).protocol.replace(":", "");
}

/** True when the visitor reached us over https (directly or through a proxy that says so). */
export function isHttps(url: string, headers: Headers): boolean {
  return requestProtocol(url, headers) === "https";
}
