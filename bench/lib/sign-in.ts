/** Signing in over HTTP for the bench's signed-in targets (buying, CSV import), as a browser would. */

/** One JSON request from client address `ip` (the bench server trusts one proxy hop), optionally with a bearer token. */
export async function json(origin: string, path: string, init: RequestInit & { ip: string; token?: string }): Promise<{ status: number; body: Record<string, unknown>; cookies: string[] }> {
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json", "X-Forwarded-For": init.ip, ...(init.headers as Record<string, string> | undefined) };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const res = await fetch(origin + path, { ...init, headers });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { text };
  }
  return { status: res.status, body, cookies: res.headers.getSetCookie() };
}

/**
 * Signs `email` in with the 6-digit code the app e-mails, read from the demo mailbox (no SMTP_URL):
 * a cross-site request token, the code request, then the code. Answers the access token.
 */
export async function signIn(origin: string, email: string, ip: string): Promise<string> {
  const csrf = await json(origin, "/api/users/access/csrf", { ip });
  const token = String(csrf.body.csrf_token);
  const cookie = csrf.cookies.map((c) => c.split(";")[0]).join("; ");
  const browser = { Cookie: cookie, "X-CSRF-Token": token };
  const asked = await json(origin, "/api/users/access/confirmation_action", { ip, method: "POST", body: JSON.stringify({ email }), headers: browser });
  if (asked.status !== 200) throw new Error(`code request answered ${asked.status}: ${JSON.stringify(asked.body)}`);
  const page = await (await fetch(`${origin}/mailbox?to=${encodeURIComponent(email)}`)).text();
  const code = /\b(\d{6})\b/.exec(page.slice(page.indexOf(email)))?.[1];
  if (!code) throw new Error("no code in the demo mailbox (is SMTP_URL set?)");
  const signed = await json(origin, "/api/users/access/token", { ip, method: "POST", body: JSON.stringify({ email, code, terms_accepted: true }), headers: browser });
  if (signed.status !== 200) throw new Error(`sign-in answered ${signed.status}`);
  return String(signed.body.access_token);
}
