/**
 * Who may read the demo mailbox (/mailbox). With no SMTP server configured the app keeps the
 * e-mail it "sends" — sign-in, unlock and e-mail-change codes included — so whoever reads the
 * mailbox can take over any account. It therefore answers only the machine itself (a loopback
 * client IP, as lib/auth/request-info.ts clientIp() finds it) unless DEMO_MAILBOX=public says on
 * purpose that everyone may, and never exists once SMTP_URL is set.
 *
 * Pure functions of their inputs (no server-only): the page, the outbox query, the proxy and the
 * start scripts share them, and unit tests call them directly.
 */

export type DemoMailboxSettings = { SMTP_URL?: string; DEMO_MAILBOX: "loopback" | "public" };

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms (as a client IP, without a port). */
export function isLoopbackIp(ip: string): boolean {
  const value = ip.trim().toLowerCase().replace(/^\[|\]$/g, "");
  const v4 = value.replace(/^::ffff:/, "");
  if (/^127(\.\d{1,3}){3}$/.test(v4)) return v4.split(".").every((n) => Number(n) <= 255);
  return value === "::1" || value === "0:0:0:0:0:0:0:1";
}

/** True when `ip` may read the demo mailbox under these settings. */
export function demoMailboxOpenTo(ip: string, settings: DemoMailboxSettings): boolean {
  if (settings.SMTP_URL) return false;
  return settings.DEMO_MAILBOX === "public" || isLoopbackIp(ip);
}

/** True when the host of an origin (URL) is the machine itself: localhost, *.localhost or a loopback IP. */
export function isLoopbackOrigin(origin: string): boolean {
  let host: string;
  try {
    host = new URL(origin).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host === "localhost" || host.endsWith(".localhost") || isLoopbackIp(host);
}

/**
 * Why the server must not start, or null: a public SITE_URL with neither a mail server nor an
 * explicit DEMO_MAILBOX=public would leave sign-in codes readable only on the server itself, i.e.
 * nobody could sign in — and a site one step away from handing them to everyone.
 */
export function demoMailboxStartProblem(settings: DemoMailboxSettings & { SITE_URL?: string }): string | null {
  if (!settings.SITE_URL || isLoopbackOrigin(settings.SITE_URL) || settings.SMTP_URL || settings.DEMO_MAILBOX === "public") return null;
  return [
    `SITE_URL is ${settings.SITE_URL}, a public address, but no SMTP_URL is set: sign-in codes would only appear in the demo mailbox (/mailbox).`,
    "Set SMTP_URL=smtp://user:pass@host:port so e-mail is really sent, or, for a throw-away demo that anyone may sign in to",
    "as anyone, set DEMO_MAILBOX=public to show the mailbox to every visitor.",
  ].join("\n");
}
