/**
 * Signed-in users for the API tests: the real e-mail code flow (docs/accounts-api.md) through the
 * app's SMTP sink (tests/support/mail.ts). Each session poses as its own client IP
 * (X-Forwarded-For; the test server trusts one proxy hop) so the per-IP limits of one test never
 * reach another.
 */
import assert from "node:assert/strict";
import { randomBytes, randomInt } from "node:crypto";
import { call } from "./api-client";
import { codeFrom, waitForMail } from "./mail";

export type TestSession = {
  email: string;
  /** The Cookie header of a browser signed in with this session (session cookies and the CSRF cookie). */
  cookie: string;
  /** The cross-site request token of this session (the application-csrf cookie), for X-CSRF-Token. */
  csrf: string;
  accessToken: string;
  refreshToken: string;
  /** The client IP this session's requests claim (X-Forwarded-For). */
  ip: string;
};

/** A fresh address at a reserved test domain. */
export function randomEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(6).toString("hex")}@example.test`;
}

/** A random private (10.0.0.0/8) address. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** `name=value` pairs of an answer's Set-Cookie headers (cookies being cleared are left out). */
function setCookies(headers: Headers): Map<string, string> {
  const jar = new Map<string, string>();
  for (const line of headers.getSetCookie()) {
    const pair = line.split(";")[0];
    const eq = pair.indexOf("=");
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (value && !/max-age=0/i.test(line)) jar.set(name, value);
  }
  return jar;
}

const json = (body: unknown): RequestInit => ({ body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });

function merge(...inits: RequestInit[]): RequestInit {
  const headers: Record<string, string> = {};
  let out: RequestInit = {};
  for (const init of inits) {
    out = { ...out, ...init };
    Object.assign(headers, init.headers as Record<string, string> | undefined);
  }
  return { ...out, headers };
}

/** Headers of a request made as an API client: the access token as bearer (no CSRF token needed). */
export function asBearer(session: TestSession, init: RequestInit = {}): RequestInit {
  return merge({ headers: { Authorization: `Bearer ${session.accessToken}`, "X-Forwarded-For": session.ip } }, init);
}

/** Headers of a request made as the signed-in browser: the session cookie plus the CSRF header. */
export function asBrowser(session: TestSession, init: RequestInit = {}): RequestInit {
  return merge({ headers: { Cookie: session.cookie, "X-CSRF-Token": session.csrf, "X-Forwarded-For": session.ip } }, init);
}

/** A JSON body for `call` (merge it with asBearer/asBrowser: `asBearer(s, withJson("POST", body))`). */
export function withJson(method: "POST" | "PUT" | "PATCH" | "DELETE", body: unknown): RequestInit {
  return { method, ...json(body) };
}

/**
 * Signs in (signs up on first use) as `email` (default: a new random address) with the e-mailed
 * code, terms accepted: GET csrf, POST confirmation_action, read the code, POST token.
 */
export async function signIn(email: string = randomEmail()): Promise<TestSession> {
  const ip = randomIp();
  const base = { "X-Forwarded-For": ip };

  const csrfAnswer = await call<{ csrf_token: string }>("/api/users/access/csrf", { headers: base });
  assert.equal(csrfAnswer.status, 200, `GET csrf answered ${csrfAnswer.status}: ${csrfAnswer.text.slice(0, 300)}`);
  const csrf = csrfAnswer.body.csrf_token;
  const csrfCookie = setCookies(csrfAnswer.headers).get("application-csrf") ?? encodeURIComponent(csrf);
  const browser = { ...base, Cookie: `application-csrf=${csrfCookie}`, "X-CSRF-Token": csrf };

  const sentAfter = Date.now();
  const requested = await call("/api/users/access/confirmation_action", merge(withJson("POST", { email }), { headers: browser }));
  assert.equal(requested.status, 200, `confirmation_action answered ${requested.status}: ${requested.text.slice(0, 300)}`);
  const code = codeFrom(await waitForMail(email, { after: sentAfter, subject: /sign-in code|код для входа/i }));

  const signedIn = await call<{ access_token: string; refresh_token: string }>(
    "/api/users/access/token",
    merge(withJson("POST", { email, code, terms_accepted: true }), { headers: browser }),
  );
  assert.equal(signedIn.status, 200, `token answered ${signedIn.status}: ${signedIn.text.slice(0, 300)}`);
  const jar = setCookies(signedIn.headers);
  assert.ok(jar.has("application_user_access"), "the sign-in sets the session cookie");
  // The sign-in hands out a new cross-site request token, bound to the new session.
  const sessionCsrf = jar.get("application-csrf");
  assert.ok(sessionCsrf && sessionCsrf !== csrfCookie, "the sign-in sets a new CSRF cookie bound to the session");
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  return {
    email: email.toLowerCase(),
    cookie,
    csrf: decodeURIComponent(sessionCsrf),
    accessToken: signedIn.body.access_token,
    refreshToken: signedIn.body.refresh_token,
    ip,
  };
}

/**
 * Confirms the session's identity with the e-mailed code, so sensitive edit forms (e-mail, billing
 * profiles) are unlocked for 10 minutes. Returns `unlocked_until`.
 */
export async function unlock(session: TestSession): Promise<string> {
  // No margin: an earlier identity code of the same user must not be taken for this one.
  const sentAfter = Date.now();
  const requested = await call("/api/users/access/identity/confirmation_action", asBearer(session, { method: "POST" }));
  assert.equal(requested.status, 200, `identity/confirmation_action answered ${requested.status}: ${requested.text.slice(0, 300)}`);
  const mail = await waitForMail(session.email, { after: sentAfter, subject: /confirm it is you|подтвердите, что это вы/i });
  const confirmed = await call<{ unlocked_until: string }>("/api/users/access/identity", asBearer(session, withJson("POST", { code: codeFrom(mail) })));
  assert.equal(confirmed.status, 200, `identity answered ${confirmed.status}: ${confirmed.text.slice(0, 300)}`);
  return confirmed.body.unlocked_until;
}
