/**
 * Sign-in with Google (docs/accounts-api.md) against the loopback OpenID Connect issuer that
 * tests/run-api.ts starts in Google's place: the whole browser round trip with plain fetch.
 */
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { describe, it } from "node:test";
import { baseUrl, call } from "../support/api-client";
import { signInAtIssuer } from "../support/oidc-issuer";
import { randomIp, signIn } from "../support/session";

const issuer = process.env.OIDC_ISSUER ?? "";
if (!issuer) throw new Error("OIDC_ISSUER is not set: run the API tests through `npx tsx tests/run-api.ts`");

const ACCESS_COOKIE = "application_user_access";
const FLOW_COOKIE = "application-oidc";

type CookieLine = { name: string; value: string; attributes: string };

function setCookieLines(headers: Headers): CookieLine[] {
  return headers.getSetCookie().map((line) => {
    const [pair, ...rest] = line.split(";");
    const eq = pair.indexOf("=");
    return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), attributes: rest.join(";") };
  });
}

const cookieNamed = (headers: Headers, name: string) => setCookieLines(headers).find((c) => c.name === name);

/** Where the callback page moves the browser (its meta refresh), checked against its link. */
function continueTarget(html: string): string {
  const refresh = /<meta http-equiv="refresh" content="0;url=([^"]*)">/.exec(html)?.[1];
  const link = /<a href="([^"]*)">/.exec(html)?.[1];
  assert.ok(refresh, `the page refreshes to its target:\n${html}`);
  assert.equal(link, refresh, "the page links to the same target");
  return refresh.replace(/&amp;/g, "&");
}

type Started = { location: URL; flowCookie: string; ip: string };

/** GET /api/users/access/google?next=…: the redirect to the issuer and the flow cookie. */
async function start(next: string | null, ip = randomIp()): Promise<Started> {
  const answer = await call(`/api/users/access/google${next === null ? "" : `?next=${encodeURIComponent(next)}`}`, { headers: { "X-Forwarded-For": ip } });
  assert.equal(answer.status, 302, answer.text);
  const location = new URL(answer.headers.get("location") ?? "");
  const flow = cookieNamed(answer.headers, FLOW_COOKIE);
  assert.ok(flow?.value, "the flow cookie is set");
  return { location, flowCookie: flow.value, ip };
}

/** The callback request the browser makes when the issuer sends it back (with the flow cookie, when given). */
async function callback(url: URL, started: Pick<Started, "flowCookie" | "ip">, withCookie = true) {
  assert.equal(url.origin + url.pathname, `${baseUrl}/api/users/access/google/callback`, `the issuer sends the browser back to the app: ${url.href}`);
  const headers: Record<string, string> = { "X-Forwarded-For": started.ip };
  if (withCookie) headers.Cookie = `${FLOW_COOKIE}=${started.flowCookie}`;
  const answer = await call(`${url.pathname}${url.search}`, { headers });
  assert.equal(answer.status, 200, `the callback answers a page, never an error: ${answer.text.slice(0, 300)}`);
  assert.match(answer.headers.get("content-type") ?? "", /^text\/html/);
  assert.match(answer.headers.get("content-security-policy") ?? "", /default-src 'none'/);
  assert.match(answer.headers.get("cache-control") ?? "", /no-store/);
  const cleared = cookieNamed(answer.headers, FLOW_COOKIE);
  const expires = /expires=([^;]+)/i.exec(cleared?.attributes ?? "")?.[1];
  const gone = /max-age=0(;|$)/i.test(cleared?.attributes ?? "") || (expires !== undefined && Date.parse(expires) <= Date.now());
  assert.ok(cleared && cleared.value === "" && gone, `the flow cookie is cleared, whatever the outcome: ${answer.headers.getSetCookie().join(" | ")}`);
  return { answer, target: continueTarget(answer.text) };
}

/** The full round trip as `login` at the issuer; the callback page, its target and the session cookie. */
async function signInWithGoogle(login: string, next: string | null = "/settings") {
  const started = await start(next);
  const back = await signInAtIssuer(started.location.href, login);
  const { answer, target } = await callback(back, started);
  const session = cookieNamed(answer.headers, ACCESS_COOKIE);
  return { started, back, target, session, answer };
}

async function profileWith(sessionCookieValue: string) {
  return call<{ uid: string; email: string; first_name: string; guest: boolean }>("/api/users/profile", {
    headers: { Cookie: `${ACCESS_COOKIE}=${sessionCookieValue}` },
  });
}

const newLogin = (prefix = "g") => `${prefix}-${randomBytes(5).toString("hex")}`;

describe("GET /api/users/access/methods", () => {
  it("offers the e-mailed code and Google (configured for the tests), uncached", async () => {
    const answer = await call("/api/users/access/methods");
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { email: true, google: true });
    assert.match(answer.headers.get("cache-control") ?? "", /no-store/);
  });
});

describe("GET /api/users/access/google", () => {
  it("redirects to the issuer with PKCE (S256), state, nonce and the OpenID scopes, and sets the encrypted flow cookie", async () => {
    const answer = await call("/api/users/access/google?next=%2Fsettings", { headers: { "X-Forwarded-For": randomIp() } });
    assert.equal(answer.status, 302);
    assert.match(answer.headers.get("cache-control") ?? "", /no-store/);
    const location = new URL(answer.headers.get("location") ?? "");
    assert.equal(location.origin, new URL(issuer).origin, "to the configured issuer");
    const q = location.searchParams;
    assert.equal(q.get("response_type"), "code");
    assert.equal(q.get("code_challenge_method"), "S256");
    assert.match(q.get("code_challenge") ?? "", /^[\w-]{43}$/);
    assert.ok((q.get("state") ?? "").length >= 32, "a random state");
    assert.ok((q.get("nonce") ?? "").length >= 32, "a random nonce");
    assert.deepEqual((q.get("scope") ?? "").split(" ").sort(), ["email", "openid", "profile"]);
    assert.equal(q.get("redirect_uri"), `${baseUrl}/api/users/access/google/callback`);
    assert.ok(q.get("client_id"));

    const flow = cookieNamed(answer.headers, FLOW_COOKIE);
    assert.ok(flow, "the flow cookie is set");
    assert.match(flow.attributes, /HttpOnly/i);
    assert.match(flow.attributes, /SameSite=Lax/i, "Lax: the callback arrives as a cross-site navigation");
    assert.match(flow.attributes, /Path=\/api\/users\/access\/google(;|$)/i);
    assert.match(flow.attributes, /Max-Age=600/i);
    assert.doesNotMatch(flow.attributes, /Secure/i, "not Secure over plain http");
    const segments = flow.value.split(".");
    assert.equal(segments.length, 5, "a compact JWE");
    const readable = [flow.value, ...segments.map((s) => Buffer.from(s, "base64url").toString("latin1"))].join("\n");
    for (const secret of [q.get("state")!, q.get("nonce")!, "/settings"]) assert.ok(!readable.includes(secret), "the cookie is encrypted");
  });
});

describe("Google sign-in round trip", () => {
  it("does not count as identity confirmation, unlike a sign-in by e-mail code", async () => {
    const { session } = await signInWithGoogle(newLogin("g-lock"));
    assert.ok(session?.value, "the session cookie is set");
    const profile = await call<{ unlocked_until: string | null }>("/api/users/profile", { headers: { Cookie: `${ACCESS_COOKIE}=${session.value}` } });
    assert.equal(profile.status, 200, profile.text);
    assert.equal(profile.body.unlocked_until, null, "the sensitive forms stay locked after a Google sign-in");
    const byCode = await signIn();
    const coded = await call<{ unlocked_until: string | null }>("/api/users/profile", { headers: { Authorization: `Bearer ${byCode.accessToken}`, "X-Forwarded-For": byCode.ip } });
    assert.ok(coded.body.unlocked_until, "a code sign-in starts unlocked");
  });

  it("signs a new user in and moves the browser on to next with the session cookies", async () => {
    const login = newLogin();
    const { target, session, answer } = await signInWithGoogle(login, "/settings");
    assert.equal(target, "/settings");
    assert.ok(session?.value, "the session cookie is set");
    assert.match(session.attributes, /HttpOnly/i);
    assert.match(session.attributes, /SameSite=Strict/i);
    assert.equal(cookieNamed(answer.headers, "application-signed-in")?.value, "1");

    const profile = await profileWith(session.value);
    assert.equal(profile.status, 200, profile.text);
    assert.equal(profile.body.email, `${login}@oidc.test`, "the user has the issuer's e-mail");
    assert.equal(profile.body.first_name, `G${login.slice(1)}`, "names come from the ID token");
    assert.equal(profile.body.guest, false);

    // The same Google account signs in to the same user again.
    const again = await signInWithGoogle(login, null);
    assert.equal(again.target, "/", "no next: the home page");
    const second = await profileWith(again.session!.value);
    assert.equal(second.body.uid, profile.body.uid);

    // The session is listed as opened with Google.
    const sessions = await call<{ items: { method: string; current: boolean }[] }>("/api/users/access/sessions", {
      headers: { Cookie: `${ACCESS_COOKIE}=${again.session!.value}` },
    });
    assert.equal(sessions.status, 200, sessions.text);
    assert.equal(sessions.body.items.find((s) => s.current)?.method, "google");
  });

  it("signs in to the account that already has the (verified) e-mail", async () => {
    const existing = await signIn();
    const profileBefore = await call<{ uid: string }>("/api/users/profile", { headers: { Authorization: `Bearer ${existing.accessToken}` } });
    assert.equal(profileBefore.status, 200);
    const { session } = await signInWithGoogle(existing.email);
    assert.ok(session?.value);
    const profile = await profileWith(session.value);
    assert.equal(profile.body.uid, profileBefore.body.uid, "one account per e-mail");
  });

  it("keeps the language of next and refuses anything but a same-site path", async () => {
    assert.equal((await signInWithGoogle(newLogin(), "/ru/settings")).target, "/ru/settings");
    for (const next of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "settings", "javascript:alert(1)"]) {
      const { target, session } = await signInWithGoogle(newLogin(), next);
      assert.equal(target, "/", `next=${next} → /`);
      assert.ok(session?.value, "still signed in");
    }
  });
});

describe("Google sign-in failures", () => {
  async function assertFailed(result: { answer: { headers: Headers }; target: string }, expected = "/?login=failed") {
    assert.equal(result.target, expected);
    assert.equal(cookieNamed(result.answer.headers, ACCESS_COOKIE), undefined, "no session cookie");
  }

  it("a tampered state: the login-failed page, in the language of next", async () => {
    const started = await start("/ru/settings");
    const back = await signInAtIssuer(started.location.href, newLogin());
    back.searchParams.set("state", `${back.searchParams.get("state")}x`);
    await assertFailed(await callback(back, started), "/ru?login=failed");
  });

  it("no flow cookie (another browser, or it expired)", async () => {
    const started = await start("/settings");
    const back = await signInAtIssuer(started.location.href, newLogin());
    await assertFailed(await callback(back, started, false));
  });

  it("a flow cookie that is not ours", async () => {
    const started = await start("/settings");
    const back = await signInAtIssuer(started.location.href, newLogin());
    const forged = { ...started, flowCookie: `${started.flowCookie.slice(0, -4)}AAAA` };
    await assertFailed(await callback(back, forged));
  });

  it("a code used twice (replay) fails the second time", async () => {
    const started = await start("/settings");
    const back = await signInAtIssuer(started.location.href, newLogin());
    const first = await callback(back, started);
    assert.ok(cookieNamed(first.answer.headers, ACCESS_COOKIE)?.value, "the first use signs in");
    await assertFailed(await callback(back, started));
  });

  it("the user denied access at the issuer", async () => {
    const started = await start("/settings");
    const state = started.location.searchParams.get("state")!;
    const denied = new URL(`${baseUrl}/api/users/access/google/callback?error=access_denied&error_description=End-User+aborted&state=${state}`);
    await assertFailed(await callback(denied, started));
  });

  it("an e-mail the issuer has not verified", async () => {
    const started = await start("/settings");
    const back = await signInAtIssuer(started.location.href, `unverified:${newLogin()}`);
    await assertFailed(await callback(back, started));
  });
});
