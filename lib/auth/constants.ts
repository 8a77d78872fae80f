/**
 * Names and limits of the sign-in system (spec sections 6, 7 and 9). Shared by the
 * proxy, route handlers and browser code, so nothing here touches the server.
 */

/** HttpOnly: JSON `{ access_token, refresh_token }`. */
export const ACCESS_COOKIE = "application_user_access";
/** The two tokens the HttpOnly session cookie keeps. */
export type CookieTokens = { access_token: string; refresh_token: string };

/** The tokens of a session cookie value, or null when absent or malformed. */
export function parseAccessCookie(value: string | undefined): CookieTokens | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<CookieTokens> | null;
    return typeof parsed?.access_token === "string" && typeof parsed.refresh_token === "string"
      ? { access_token: parsed.access_token, refresh_token: parsed.refresh_token }
      : null;
  } catch {
    return null;
  }
}

/** Not HttpOnly: `1` while a session cookie exists, so client islands know without a call. */
export const SIGNED_IN_COOKIE = "application-signed-in";
export const DEVICE_COOKIE = "application-device-id";
export const TABLES_COOKIE = "application-tables";
/** Not HttpOnly: the cross-site request token the browser echoes in CSRF_HEADER (plain http). */
export const CSRF_COOKIE = "application-csrf";
/**
 * Its name over https: the `__Host-` prefix makes the browser refuse it unless Secure, Path=/ and
 * host-only, so a sibling subdomain or a plain-http page cannot plant one (RFC 6265bis, 4.1.3.2).
 */
export const CSRF_COOKIE_HTTPS = "__Host-application-csrf";
/** The cross-site request cookie's name for a visitor on https or plain http. */
export function csrfCookieName(https: boolean): string {
  return https ? CSRF_COOKIE_HTTPS : CSRF_COOKIE;
}
export const CSRF_HEADER = "x-csrf-token";
export const DEVICE_HEADER = "x-device-id";

/** Spec section 9: cookies last about 30 days. */
export const COOKIE_MAX_AGE_S = 30 * 24 * 3600;
/** Attributes of every cookie the server sets (spec section 9): site-wide, SameSite strict, ~30 days. */
export function cookieOptions(secure: boolean) {
  return { path: "/", sameSite: "strict" as const, secure, maxAge: COOKIE_MAX_AGE_S };
}

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 3600;

export const CODE_TTL_S = 10 * 60;
export const CODE_MAX_FAILURES = 5;
export const CODES_PER_EMAIL_PER_HOUR = 5;
/** Codes one IP may request per hour, over all e-mails (stops mail bombing many addresses). */
export const CODES_PER_IP_PER_HOUR = 30;
export const VERIFY_ATTEMPTS_PER_IP = 20;
export const VERIFY_WINDOW_S = 10 * 60;
/** The client's resend timer per e-mail. */
export const RESEND_AFTER_S = 60;
/** Identity confirmation keeps sensitive edit forms unlocked this long. */
export const UNLOCK_TTL_S = 10 * 60;

/**
 * First path segments (after the optional /ru) of pages that need a signed-in user (spec section 2,
 * "Sign-in required"). The proxy sends guests to the root with the login popup; each page checks again.
 */
export const SIGN_IN_REQUIRED_SEGMENTS: ReadonlySet<string> = new Set([
  "settings", "notifications", "business-account", "orders", "offers", "resources", "delivery", "invoices",
  "recurring-invoices", "supplier_invoices", "webhooks", "events", "supplier", "user", "cart", "staff",
]);

/** A same-site relative path to continue to after sign-in, or null (open-redirect guard). */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (/[\u0000-\u001f]/.test(value) || value.length > 2000) return null;
  return value;
}
