import type { IncomingHttpHeaders, ServerResponse } from "node:http";
import { env } from "@/lib/env";

/**
 * The security headers of every answer (ADR 0006), set in one place: the front of `npm start`, which
 * sees every answer — pages rendered now, pages and API answers replayed by the micro-cache, 304s,
 * error pages and its own 502. They are set on the response before the app's headers are copied in,
 * so an answer that sends its own, stricter header (the Google callback page, SVG media) keeps it.
 */

export type SecurityOptions = {
  /** The chat widget (Intercom) is configured: its hosts are allowed. */
  chatWidget: boolean;
  /** The public origin is https (SITE_URL): every answer is sent over https. */
  siteIsHttps: boolean;
  /** Proxies in front of the front; only then is X-Forwarded-Proto the visitor's own scheme. */
  trustedProxies: number;
};

/**
 * The chat widget's hosts by directive (Intercom's CSP allowlist: the loader on widget.intercom.io,
 * its bundles on js.intercomcdn.com, its API and websockets, images, fonts, sounds and embeds).
 */
const CHAT_WIDGET: Record<string, string[]> = {
  "script-src": ["https://app.intercom.io", "https://widget.intercom.io", "https://js.intercomcdn.com"],
  "connect-src": ["https://*.intercom.io", "wss://*.intercom.io", "https://*.intercom-messenger.com", "wss://*.intercom-messenger.com", "https://uploads.intercomcdn.com"],
  "img-src": ["https://*.intercomcdn.com", "https://*.intercomassets.com", "https://*.intercomusercontent.com", "https://*.intercom.io"],
  "font-src": ["https://js.intercomcdn.com", "https://fonts.intercomcdn.com"],
  "media-src": ["https://js.intercomcdn.com", "https://downloads.intercomcdn.com"],
  "frame-src": ["https://intercom-sheets.com", "https://www.intercom-reporting.com", "https://www.youtube.com", "https://player.vimeo.com", "https://fast.wistia.net"],
  "form-action": ["https://intercom.help", "https://api-iam.intercom.io", "https://api-iam.eu.intercom.io", "https://api-iam.au.intercom.io"],
};

/**
 * The Content-Security-Policy. Scripts: this site's files and, when configured, the chat widget's
 * hosts; inline <script> elements are allowed because pages cached whole cannot carry a per-request
 * nonce and Next's inline payload differs per page (ADR 0006); inline event-handler attributes, eval
 * and plugins are not. Framing, <base> and form targets are locked down.
 */
export function contentSecurityPolicy(options: Pick<SecurityOptions, "chatWidget">, https: boolean): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'"],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "media-src": ["'self'"],
    "frame-src": ["'none'"],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  if (options.chatWidget) {
    for (const [name, hosts] of Object.entries(CHAT_WIDGET)) {
      directives[name] = [...directives[name].filter((v) => v !== "'none'"), ...hosts];
    }
  }
  const parts = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (https) parts.push("upgrade-insecure-requests");
  return parts.join("; ");
}

/** Browser features no page of the site uses (payments go to a provider's page; revisit if not). */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** One year; no includeSubDomains: other hosts of the operator's domain are not ours to decide. */
export const HSTS = "max-age=31536000";

/**
 * Whether the visitor reached us over https: always when the public origin is https; otherwise only
 * when a trusted proxy says so (a client's own X-Forwarded-Proto is not believed).
 */
export function visitorUsesHttps(requestHeaders: IncomingHttpHeaders, options: SecurityOptions): boolean {
  if (options.siteIsHttps) return true;
  if (options.trustedProxies < 1) return false;
  const proto = requestHeaders["x-forwarded-proto"];
  const value = (Array.isArray(proto) ? proto[0] : proto)?.split(",")[0]?.trim().toLowerCase();
  return value === "https";
}

/** The security headers for an answer to a request with these headers. */
export function securityHeaders(requestHeaders: IncomingHttpHeaders, options: SecurityOptions): Record<string, string> {
  const https = visitorUsesHttps(requestHeaders, options);
  const headers: Record<string, string> = {
    "content-security-policy": contentSecurityPolicy(options, https),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": PERMISSIONS_POLICY,
  };
  if (https) headers["strict-transport-security"] = HSTS;
  return headers;
}

let fromEnv: SecurityOptions | null = null;

/** The options of this server, from its environment. */
export function securityOptionsFromEnv(): SecurityOptions {
  fromEnv ??= {
    chatWidget: Boolean(env.INTERCOM_APP_ID),
    siteIsHttps: env.SITE_URL?.startsWith("https:") ?? false,
    trustedProxies: env.TRUSTED_PROXIES,
  };
  return fromEnv;
}

/**
 * Sets the security headers on `res` before anything is written: headers the answer brings itself
 * (writeHead) take precedence over these.
 */
export function applySecurityHeaders(requestHeaders: IncomingHttpHeaders, res: ServerResponse, options = securityOptionsFromEnv()): void {
  for (const [name, value] of Object.entries(securityHeaders(requestHeaders, options))) res.setHeader(name, value);
}
