/**
 * Cross-site request forgery (docs/accounts-api.md): every unsafe operation the OpenAPI document
 * lists, called by a signed-in browser with its session cookie, is refused with 403 csrf_failed
 * when the X-CSRF-Token header is missing, differs from the application-csrf cookie, is not ours,
 * or when the request comes from another site (Origin, Sec-Fetch-Site). Bearer-authenticated calls
 * carry no ambient credential and are not checked; a correct browser request passes the check.
 */
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { baseUrl, call, type Answer } from "../support/api-client";
import { asBearer, randomIp, signIn, withJson, type TestSession } from "../support/session";

const UNSAFE = ["post", "put", "patch", "delete"] as const;
const EVIL = "https://evil.example";

type Operation = { method: (typeof UNSAFE)[number]; template: string; path: string };

/** A plausible value for a path parameter (the check must come before any lookup anyway). */
function fill(template: string): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => (/uid$/i.test(name) ? "0123456789abcdef01234567" : name === "id" ? "1" : "sample"));
}

async function unsafeOperations(): Promise<Operation[]> {
  const doc = await call<{ paths: Record<string, Record<string, unknown>> }>("/api/documentation/openapi.json");
  assert.equal(doc.status, 200, doc.text.slice(0, 300));
  const ops: Operation[] = [];
  const exempt: string[] = [];
  for (const [template, item] of Object.entries(doc.body.paths)) {
    for (const method of UNSAFE) {
      const op = item[method] as { "x-csrf-exempt"?: string } | undefined;
      if (!op) continue;
      // Routes that read no cookie (provider webhooks, a hosted payment page) say so, and why.
      if (op["x-csrf-exempt"]) exempt.push(`${method.toUpperCase()} ${template}`);
      else ops.push({ method, template, path: fill(template) });
    }
  }
  assert.deepEqual(exempt.sort(), ["POST /api/payments/demo/{session}", "POST /api/payments/webhook/stripe"], "the only routes without the check");
  // Sign-out operations last: the positive walk below must not end its session early.
  return ops.sort((a, b) => Number(/logout/.test(a.path)) - Number(/logout/.test(b.path)));
}

function request(op: Operation, headers: Record<string, string>): Promise<Answer> {
  return call(op.path, { method: op.method.toUpperCase(), body: "{}", headers: { "Content-Type": "application/json", ...headers } });
}

function isCsrfFailure(answer: Answer): boolean {
  const detail = (answer.body as { detail?: { code?: unknown; msg?: unknown } } | null)?.detail;
  return answer.status === 403 && typeof detail === "object" && detail !== null && detail.code === "csrf_failed";
}

function assertCsrfFailure(answer: Answer, label: string) {
  assert.equal(answer.status, 403, `${label}: expected 403, got ${answer.status}: ${answer.text.slice(0, 300)}`);
  const detail = (answer.body as { detail: { code: string; msg: string } }).detail;
  assert.equal(detail?.code, "csrf_failed", `${label}: detail.code`);
  assert.equal(typeof detail.msg, "string", `${label}: detail.msg`);
  assert.ok(detail.msg.length > 0);
}

/** A second, valid CSRF token (from a fresh browser) that is not this session's. */
async function foreignToken(): Promise<string> {
  const answer = await call<{ csrf_token: string }>("/api/users/access/csrf", { headers: { "X-Forwarded-For": randomIp() } });
  assert.equal(answer.status, 200);
  return answer.body.csrf_token;
}

describe("CSRF protection of every unsafe operation", () => {
  let ops: Operation[];
  let victim: TestSession;

  before(async () => {
    ops = await unsafeOperations();
    victim = await signIn();
  });

  it("the walk covers the unsafe operations of the OpenAPI document", () => {
    const listed = ops.map((o) => `${o.method.toUpperCase()} ${o.template}`);
    assert.ok(ops.length > 10, `more than 10 unsafe operations, found ${ops.length}: ${listed.join(", ")}`);
    for (const expected of [
      "POST /api/users/access/confirmation_action",
      "POST /api/users/access/token",
      "POST /api/users/access/refresh",
      "POST /api/users/access/logout",
      "POST /api/users/access/logout_all",
      "DELETE /api/users/access/sessions/{uid}",
      "PATCH /api/users/profile",
      "POST /api/users/profile/email",
      "POST /api/notifications/read",
    ]) {
      assert.ok(listed.includes(expected), `${expected} is walked`);
    }
  });

  it("(a) without X-CSRF-Token: 403 csrf_failed", async () => {
    for (const op of ops) {
      const answer = await request(op, { Cookie: victim.cookie, "X-Forwarded-For": victim.ip });
      assertCsrfFailure(answer, `${op.method} ${op.path} without token`);
    }
  });

  it("(b) with the valid token but a foreign Origin (or Sec-Fetch-Site cross-site): 403 csrf_failed", async () => {
    for (const op of ops) {
      const base = { Cookie: victim.cookie, "X-CSRF-Token": victim.csrf, "X-Forwarded-For": victim.ip };
      assertCsrfFailure(await request(op, { ...base, Origin: EVIL }), `${op.method} ${op.path} Origin ${EVIL}`);
      assertCsrfFailure(await request(op, { ...base, Origin: "null" }), `${op.method} ${op.path} Origin null`);
      assertCsrfFailure(await request(op, { ...base, "Sec-Fetch-Site": "cross-site" }), `${op.method} ${op.path} Sec-Fetch-Site cross-site`);
    }
  });

  it("(c) with a header that is not the cookie's token, or a token we never signed: 403 csrf_failed", async () => {
    const other = await foreignToken();
    assert.notEqual(other, victim.csrf);
    const forged = `${"A".repeat(24)}.${"0".repeat(32)}`;
    const sessionOnly = victim.cookie.split("; ").filter((c) => !c.startsWith("application-csrf=")).join("; ");
    for (const op of ops) {
      const label = `${op.method} ${op.path}`;
      assertCsrfFailure(await request(op, { Cookie: victim.cookie, "X-CSRF-Token": other, "X-Forwarded-For": victim.ip }), `${label} header != cookie`);
      assertCsrfFailure(await request(op, { Cookie: sessionOnly, "X-CSRF-Token": victim.csrf, "X-Forwarded-For": victim.ip }), `${label} header without the cookie`);
      assertCsrfFailure(
        await request(op, { Cookie: `${sessionOnly}; application-csrf=${forged}`, "X-CSRF-Token": forged, "X-Forwarded-For": victim.ip }),
        `${label} forged token in header and cookie`,
      );
    }
  });

  it("the refused requests changed nothing: the session survived even logout and logout_all", async () => {
    const answer = await call("/api/users/profile", asBearer(victim));
    assert.equal(answer.status, 200, answer.text);
    const sessions = await call<{ items: unknown[] }>("/api/users/access/sessions", asBearer(victim));
    assert.equal(sessions.body.items.length, 1);
  });

  it("a correct browser request (cookie = header, same Origin) passes the check on every operation", async () => {
    const browser = await signIn();
    for (const op of ops) {
      const answer = await request(op, { Cookie: browser.cookie, "X-CSRF-Token": browser.csrf, Origin: baseUrl, "Sec-Fetch-Site": "same-origin", "X-Forwarded-For": browser.ip });
      assert.ok(!isCsrfFailure(answer), `${op.method} ${op.path}: a correct request is not refused as CSRF: ${answer.status} ${answer.text.slice(0, 300)}`);
      assert.ok(answer.status < 500, `${op.method} ${op.path}: no server error: ${answer.status} ${answer.text.slice(0, 300)}`);
    }
    // And without Origin at all (same-origin GET-style navigations and non-browser clients).
    const patch = await call("/api/users/profile", { method: "PATCH", body: JSON.stringify({ first_name: "Csrf" }), headers: { "Content-Type": "application/json", Cookie: browser.cookie, "X-CSRF-Token": browser.csrf, "X-Forwarded-For": browser.ip } });
    assert.ok(!isCsrfFailure(patch), `PATCH without Origin: ${patch.status} ${patch.text.slice(0, 200)}`);
  });

  it("bearer-authenticated requests are not CSRF-checked", async () => {
    const client = await signIn();
    const patched = await call<{ first_name: string }>(
      "/api/users/profile",
      asBearer(client, { ...withJson("PATCH", { first_name: "Bearer" }), headers: { "Content-Type": "application/json", Origin: EVIL, "Sec-Fetch-Site": "cross-site" } }),
    );
    assert.equal(patched.status, 200, patched.text);
    assert.equal(patched.body.first_name, "Bearer");
    const read = await call("/api/notifications/read", asBearer(client, withJson("POST", {})));
    assert.equal(read.status, 200, read.text);
  });

  it("an Authorization header never lends the cookie its session: a bogus bearer with a valid cookie is a 401", async () => {
    const s = await signIn();
    const answer = await call("/api/users/profile", {
      method: "PATCH",
      body: JSON.stringify({ first_name: "Smuggled" }),
      headers: { "Content-Type": "application/json", Cookie: s.cookie, Authorization: "Bearer x.y.z", Origin: EVIL, "X-Forwarded-For": s.ip },
    });
    assert.equal(answer.status, 401, answer.text);
    const profile = await call<{ first_name: string }>("/api/users/profile", asBearer(s));
    assert.notEqual(profile.body.first_name, "Smuggled");
  });

  it("GET /api/users/access/csrf replaces a cookie token that is not ours", async () => {
    const forged = `${"B".repeat(24)}.${"0".repeat(32)}`;
    const answer = await call<{ csrf_token: string }>("/api/users/access/csrf", { headers: { Cookie: `application-csrf=${forged}`, "X-Forwarded-For": randomIp() } });
    assert.equal(answer.status, 200);
    assert.notEqual(answer.body.csrf_token, forged, "a token with a wrong signature is not handed back (every write would fail with it)");
    const renewed = answer.headers.getSetCookie().find((line) => line.startsWith("application-csrf="));
    assert.equal(renewed?.split(";")[0], `application-csrf=${answer.body.csrf_token}`, "and the cookie is replaced");
    // A token of ours is kept (no new cookie), so tabs of one browser agree.
    const kept = await call<{ csrf_token: string }>("/api/users/access/csrf", { headers: { Cookie: `application-csrf=${answer.body.csrf_token}`, "X-Forwarded-For": randomIp() } });
    assert.equal(kept.body.csrf_token, answer.body.csrf_token);
    assert.ok(!kept.headers.getSetCookie().some((line) => line.startsWith("application-csrf=")));
  });

  it("a token minted for another browser's session is refused, even planted in both header and cookie", async () => {
    const victim = await signIn();
    const attacker = await signIn();
    const guestToken = await foreignToken();
    const victimSession = victim.cookie.split("; ").filter((c) => !c.startsWith("application-csrf=")).join("; ");
    const patch = (token: string) =>
      call("/api/users/profile", {
        method: "PATCH",
        body: JSON.stringify({ first_name: "Forged" }),
        headers: { "Content-Type": "application/json", Cookie: `${victimSession}; application-csrf=${token}`, "X-CSRF-Token": token, "X-Forwarded-For": victim.ip },
      });
    assertCsrfFailure(await patch(attacker.csrf), "the attacker's own session token in the victim's browser");
    assertCsrfFailure(await patch(guestToken), "a guest's token with a session cookie");
    const own = await patch(victim.csrf);
    assert.equal(own.status, 200, `the victim's own token passes: ${own.text.slice(0, 300)}`);
    // And the session's token is no guest token: without the session cookie it is refused.
    const asGuest = await call("/api/users/access/confirmation_action", {
      method: "POST",
      body: JSON.stringify({ email: "nobody@example.test" }),
      headers: { "Content-Type": "application/json", Cookie: `application-csrf=${victim.csrf}`, "X-CSRF-Token": victim.csrf, "X-Forwarded-For": randomIp() },
    });
    assertCsrfFailure(asGuest, "a session's token used without its session");
  });

  it("GET csrf answers the session's token; sign-out hands out a guest token that works at once", async () => {
    const s = await signIn();
    const current = await call<{ csrf_token: string }>("/api/users/access/csrf", { headers: { Cookie: s.cookie, "X-Forwarded-For": s.ip } });
    assert.equal(current.body.csrf_token, s.csrf, "the session's token is kept");
    const sessionOnly = s.cookie.split("; ").filter((c) => !c.startsWith("application-csrf=")).join("; ");
    const minted = await call<{ csrf_token: string }>("/api/users/access/csrf", { headers: { Cookie: sessionOnly, "X-Forwarded-For": s.ip } });
    assert.notEqual(minted.body.csrf_token, s.csrf);
    const patched = await call("/api/users/profile", { method: "PATCH", body: "{}", headers: { "Content-Type": "application/json", Cookie: `${sessionOnly}; application-csrf=${minted.body.csrf_token}`, "X-CSRF-Token": minted.body.csrf_token, "X-Forwarded-For": s.ip } });
    assert.equal(patched.status, 200, `a token fetched for the session passes: ${patched.text.slice(0, 200)}`);

    const out = await call("/api/users/access/logout", { method: "POST", headers: { Cookie: s.cookie, "X-CSRF-Token": s.csrf, "X-Forwarded-For": s.ip } });
    assert.equal(out.status, 200, out.text);
    const line = out.headers.getSetCookie().find((l) => l.startsWith("application-csrf="));
    const guestToken = line?.split(";")[0].slice("application-csrf=".length);
    assert.ok(guestToken && guestToken !== s.csrf, "sign-out sets a new (guest) token");
    const next = await call("/api/users/access/confirmation_action", {
      method: "POST",
      body: JSON.stringify({ email: "after-logout@example.test" }),
      headers: { "Content-Type": "application/json", Cookie: `application-csrf=${guestToken}`, "X-CSRF-Token": guestToken, "X-Forwarded-For": randomIp() },
    });
    assert.ok(!isCsrfFailure(next), `the guest token works after sign-out: ${next.status} ${next.text.slice(0, 200)}`);
  });

  it("over https (X-Forwarded-Proto) the cookie is __Host-application-csrf, and only that name is read", async () => {
    const https = { "X-Forwarded-Proto": "https", "X-Forwarded-For": randomIp() };
    const answer = await call<{ csrf_token: string }>("/api/users/access/csrf", { headers: https });
    const line = answer.headers.getSetCookie().find((l) => l.startsWith("__Host-application-csrf="));
    assert.ok(line, `a __Host- cookie: ${answer.headers.getSetCookie().join(" | ")}`);
    assert.match(line, /;\s*Secure/i);
    assert.match(line, /;\s*Path=\/(;|$)/i);
    assert.doesNotMatch(line, /;\s*Domain=/i);
    assert.ok(!answer.headers.getSetCookie().some((l) => l.startsWith("application-csrf=")), "no plain-named cookie over https");
    const token = answer.body.csrf_token;
    const send = (cookie: string) =>
      call("/api/users/access/confirmation_action", { method: "POST", body: JSON.stringify({ email: "https@example.test" }), headers: { ...https, "Content-Type": "application/json", Cookie: cookie, "X-CSRF-Token": token } });
    assertCsrfFailure(await send(`application-csrf=${token}`), "the plain name over https");
    const passed = await send(`__Host-application-csrf=${token}`);
    assert.ok(!isCsrfFailure(passed), `the __Host- cookie passes: ${passed.status} ${passed.text.slice(0, 200)}`);
  });
});
