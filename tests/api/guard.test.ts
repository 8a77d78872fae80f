/**
 * The navigation guard (spec section 4; proxy.ts, lib/auth/guard.ts) and the API's own checks:
 * guests on sign-in-required pages go to the root with the login popup and `next`; the
 * x-middleware-subrequest header (the old middleware-bypass trick) opens neither pages nor the
 * API; an expired access token is refreshed by the proxy before the page renders; an expired
 * access token with a dead refresh token sends the browser to sign in with `session=expired`.
 */
import assert from "node:assert/strict";
import { createHash, randomBytes } from "node:crypto";
import { describe, it } from "node:test";
import { SignJWT } from "jose";
import { call, type Answer } from "../support/api-client";
import { asBearer, randomIp, signIn, type TestSession } from "../support/session";

const NOT_AUTHENTICATED = "The user identification failed. Please login again into the platform.";
const ACCESS_COOKIE = "application_user_access";
const SIGNED_IN_COOKIE = "application-signed-in";
/** Only the main settings form renders this section, and only for a signed-in user. */
const SETTINGS_MARKER = 'id="settings-language"';

const PROTECTED_API = [
  "/api/users/profile",
  "/api/users/profile/profiles_list",
  "/api/notifications",
  "/api/users/access/sessions",
  "/api/integrations/intercom",
];

const BYPASS_HEADERS = [
  "middleware:middleware:middleware:middleware:middleware",
  "src/middleware:src/middleware:src/middleware:src/middleware:src/middleware",
  "proxy:proxy:proxy:proxy:proxy",
  "src/proxy:src/proxy:src/proxy:src/proxy:src/proxy",
  "middleware",
  "pages/_middleware",
];

/** The path and query a redirect goes to (Location may be absolute). */
function target(answer: Answer): string {
  const location = answer.headers.get("location");
  assert.ok(location, `a Location header (status ${answer.status})`);
  const url = new URL(location, "http://placeholder.invalid");
  return `${url.pathname}${url.search}`;
}

function setCookie(answer: Answer, name: string): { value: string; line: string } | undefined {
  for (const line of answer.headers.getSetCookie()) {
    const pair = line.split(";")[0];
    const eq = pair.indexOf("=");
    if (pair.slice(0, eq).trim() === name) return { value: pair.slice(eq + 1).trim(), line };
  }
  return undefined;
}

/** What Chromium sends when it loads a page (only such a load may refresh the session in the proxy). */
const PAGE_LOAD = {
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8",
  "Sec-Fetch-Dest": "document",
  "Sec-Fetch-Mode": "navigate",
  "Sec-Fetch-Site": "same-origin",
};

const page = (path: string, headers: Record<string, string> = {}) => call(path, { headers: { "X-Forwarded-For": randomIp(), ...PAGE_LOAD, ...headers } });

/** The session cookie a browser would send for these tokens. */
const sessionCookie = (access: string, refresh: string) => `${ACCESS_COOKIE}=${encodeURIComponent(JSON.stringify({ access_token: access, refresh_token: refresh }))}`;

/** An access token signed exactly like lib/auth/tokens.ts does, with a chosen lifetime. */
async function accessToken(userUid: string, sessionUid: string, iat: number, exp: number): Promise<string> {
  const secret = process.env.AUTH_SECRET;
  assert.ok(secret, "AUTH_SECRET is passed to the tests by tests/run-api.ts");
  const key = new Uint8Array(createHash("sha256").update(`auth:${secret}`).digest());
  return new SignJWT({ sid: sessionUid, typ: "access" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(userUid)
    .setIssuer("marketplace")
    .setAudience("marketplace-api")
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(key);
}

/** The user's uid and the uid of this very session. */
async function ids(s: TestSession): Promise<{ userUid: string; sessionUid: string }> {
  const user = await call<{ uid: string }>("/api/users/profile", asBearer(s));
  const sessions = await call<{ items: { uid: string; current: boolean }[] }>("/api/users/access/sessions", asBearer(s));
  assert.equal(user.status, 200);
  const current = sessions.body.items.find((x) => x.current);
  assert.ok(current, "the session lists itself as current");
  return { userUid: user.body.uid, sessionUid: current.uid };
}

describe("sign-in-required pages for guests", () => {
  for (const [path, expected] of [
    ["/settings", "/?login=1&next=%2Fsettings"],
    ["/ru/settings", "/ru?login=1&next=%2Fru%2Fsettings"],
    ["/settings/access", "/?login=1&next=%2Fsettings%2Faccess"],
    ["/notifications", "/?login=1&next=%2Fnotifications"],
  ] as const) {
    it(`GET ${path} → 307 to ${expected}`, async () => {
      const answer = await page(path);
      assert.equal(answer.status, 307, `${path}: ${answer.status}`);
      assert.equal(target(answer), expected);
      assert.match(answer.headers.get("cache-control") ?? "", /no-store/, "the redirect is not cached");
    });
  }

  it("a malformed session cookie is a guest too", async () => {
    const answer = await page("/settings", { Cookie: `${ACCESS_COOKIE}=not-json` });
    assert.equal(answer.status, 307);
    assert.equal(target(answer), "/?login=1&next=%2Fsettings");
  });

  it("a signed-in user gets the settings page with their data (the control for the checks below)", async () => {
    const s = await signIn();
    const answer = await page("/settings", { Cookie: s.cookie });
    assert.equal(answer.status, 200, `signed-in GET /settings: ${answer.status} ${answer.text.slice(0, 200)}`);
    assert.ok(answer.text.includes(SETTINGS_MARKER), "the settings form is rendered for a signed-in user");
  });
});

describe("x-middleware-subrequest opens nothing", () => {
  for (const header of BYPASS_HEADERS) {
    it(`pages: ${header}`, async () => {
      for (const path of ["/settings", "/ru/settings"]) {
        const answer = await page(path, { "x-middleware-subrequest": header });
        assert.ok(!(answer.status === 200 && answer.text.includes(SETTINGS_MARKER)), `${path} with x-middleware-subrequest: ${header} shows the settings form to a guest`);
        if (answer.status >= 300 && answer.status < 400) assert.match(target(answer), /[?&]login=1/, `${path}: redirected to sign in`);
        assert.ok(answer.status < 500, `${path}: no server error (${answer.status})`);
      }
    });

    it(`API: ${header}`, async () => {
      for (const path of PROTECTED_API) {
        const answer = await call(path, { headers: { "x-middleware-subrequest": header, "X-Forwarded-For": randomIp() } });
        assert.equal(answer.status, 401, `${path} with x-middleware-subrequest: ${header}: ${answer.status} ${answer.text.slice(0, 200)}`);
        assert.deepEqual(answer.body, { detail: NOT_AUTHENTICATED }, path);
      }
    });
  }

  it("every protected API answers 401 with the spec's text to a guest (and a bearer that is no token)", async () => {
    for (const path of PROTECTED_API) {
      const variants: Record<string, string>[] = [{}, { Authorization: "Bearer nonsense" }, { Cookie: `${ACCESS_COOKIE}=${encodeURIComponent('{"access_token":"a.b.c","refresh_token":"x"}')}` }];
      for (const headers of variants) {
        const answer = await call(path, { headers: { ...headers, "X-Forwarded-For": randomIp() } });
        assert.equal(answer.status, 401, `${path} ${JSON.stringify(headers)}`);
        assert.deepEqual(answer.body, { detail: NOT_AUTHENTICATED });
      }
    }
  });
});

describe("an expired access token on a sign-in-required page", () => {
  it("is refreshed by the proxy: new cookie, the page renders for the user, the old refresh token is spent", async () => {
    const s = await signIn();
    const { userUid, sessionUid } = await ids(s);
    const now = Math.floor(Date.now() / 1000);
    // The test signs like the app: a live token of the same make is accepted.
    const live = await accessToken(userUid, sessionUid, now, now + 600);
    assert.equal((await call("/api/users/profile", { headers: { Authorization: `Bearer ${live}` } })).status, 200, "a token signed by the test is valid");
    const expired = await accessToken(userUid, sessionUid, now - 3600, now - 60);
    assert.equal((await call("/api/users/profile", { headers: { Authorization: `Bearer ${expired}` } })).status, 401, "the expired token itself is refused");

    const answer = await page("/settings", { Cookie: sessionCookie(expired, s.refreshToken) });
    assert.ok(!(answer.status >= 300 && answer.status < 400), `not a redirect to sign-in: ${answer.status} ${answer.headers.get("location")}`);
    const renewed = setCookie(answer, ACCESS_COOKIE);
    assert.ok(renewed?.value, "the answer sets a new session cookie");
    assert.match(renewed.line, /HttpOnly/i);
    assert.match(renewed.line, /SameSite=Strict/i);
    assert.equal(setCookie(answer, SIGNED_IN_COOKIE)?.value, "1");
    const tokens = JSON.parse(decodeURIComponent(renewed.value)) as { access_token: string; refresh_token: string };
    assert.notEqual(tokens.refresh_token, s.refreshToken, "the refresh token was rotated");
    assert.notEqual(tokens.access_token, expired);
    assert.equal(answer.status, 200, `the page renders: ${answer.status}`);
    assert.ok(answer.text.includes(SETTINGS_MARKER), "this very render saw the new access token");

    const me = await call<{ uid: string }>("/api/users/profile", { headers: { Authorization: `Bearer ${tokens.access_token}` } });
    assert.equal(me.status, 200, "the new access token works");
    assert.equal(me.body.uid, userUid);
    // The old refresh token was used by the proxy: presenting it again is reuse.
    const replay = await call("/api/users/access/refresh", { method: "POST", headers: { Authorization: `Bearer ${s.refreshToken}` } });
    assert.equal(replay.status, 401, "the old refresh token is spent");
  });

  it("with a dead refresh token: 307 to sign in with session=expired, and the session cookie is dropped", async () => {
    const s = await signIn();
    const { userUid, sessionUid } = await ids(s);
    const now = Math.floor(Date.now() / 1000);
    const expired = await accessToken(userUid, sessionUid, now - 3600, now - 60);
    for (const [path, expected] of [
      ["/settings", "/?login=1&next=%2Fsettings&session=expired"],
      ["/ru/settings", "/ru?login=1&next=%2Fru%2Fsettings&session=expired"],
    ] as const) {
      const answer = await page(path, { Cookie: sessionCookie(expired, randomBytes(32).toString("base64url")) });
      assert.equal(answer.status, 307, `${path}: ${answer.status}`);
      assert.equal(target(answer), expected);
      const dropped = setCookie(answer, ACCESS_COOKIE);
      assert.ok(dropped && dropped.value === "" && /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(dropped.line), `${path}: the session cookie is deleted: ${dropped?.line}`);
    }
    // After logout the real refresh token is dead too.
    assert.equal((await call("/api/users/access/logout", asBearer(s, { method: "POST" }))).status, 200);
    const answer = await page("/settings", { Cookie: sessionCookie(expired, s.refreshToken) });
    assert.equal(answer.status, 307);
    assert.equal(target(answer), "/?login=1&next=%2Fsettings&session=expired");
  });

  it("two page loads at once from one device with the same expired access token keep the session", async () => {
    const s = await signIn();
    const { userUid, sessionUid } = await ids(s);
    const sessions = await call<{ items: { current: boolean; device_id: string }[] }>("/api/users/access/sessions", asBearer(s));
    const deviceId = sessions.body.items.find((i) => i.current)!.device_id;
    const now = Math.floor(Date.now() / 1000);
    const expired = await accessToken(userUid, sessionUid, now - 3600, now - 60);
    const cookie = `${sessionCookie(expired, s.refreshToken)}; application-device-id=${deviceId}`;
    const answers = await Promise.all([page("/settings", { Cookie: cookie }), page("/notifications", { Cookie: cookie })]);
    for (const answer of answers) assert.ok(!(answer.status >= 300 && answer.status < 400), `no redirect to sign-in: ${answer.status} ${answer.headers.get("location")}`);
    const renewed = answers.map((a) => setCookie(a, ACCESS_COOKIE)?.value).filter(Boolean) as string[];
    const latest = JSON.parse(decodeURIComponent(renewed.at(-1)!)) as { access_token: string; refresh_token: string };
    assert.equal((await call("/api/users/profile", { headers: { Authorization: `Bearer ${latest.access_token}` } })).status, 200, "the session survives");
    // The same spent token from another device (or none) is still taken for theft: the session dies.
    const stolen = await page("/settings", { Cookie: `${sessionCookie(expired, s.refreshToken)}; application-device-id=someone-else-1234` });
    assert.equal(stolen.status, 307);
    assert.equal((await call("/api/users/profile", { headers: { Authorization: `Bearer ${latest.access_token}` } })).status, 401, "reuse from another device revokes the session");
  });

  it("a live access token of a revoked session does not render the page", async () => {
    const s = await signIn();
    assert.equal((await call("/api/users/access/logout", asBearer(s, { method: "POST" }))).status, 200);
    const answer = await page("/settings", { Cookie: s.cookie });
    assert.ok(!(answer.status === 200 && answer.text.includes(SETTINGS_MARKER)), "the page checks the session again");
  });
});

/**
 * The requests Next 16.4's router sends, as Chromium sends them (recorded by
 * tests/e2e/prefetch.spec.ts): Next strips RSC, Next-Router-* and `_rsc` before proxy.ts, so the
 * proxy tells them from a page load by the browser's own Sec-Fetch-* and Accept.
 */
const ROUTER_FETCH = { Accept: "*/*", "Sec-Fetch-Dest": "empty", "Sec-Fetch-Mode": "cors", "Sec-Fetch-Site": "same-origin", RSC: "1", "Next-Url": "/en" };
const NOT_PAGE_LOADS: [string, string, Record<string, string>][] = [
  ["the router's route-tree prefetch", "/settings?_rsc=1x2y3", { ...ROUTER_FETCH, "Next-Router-Prefetch": "1", "Next-Router-Segment-Prefetch": "/_tree" }],
  ["the router's segment prefetch", "/notifications?_rsc=abc12", { ...ROUTER_FETCH, "Next-Router-Prefetch": "1", "Next-Router-Segment-Prefetch": "/[locale]/(account)/notifications/__PAGE__" }],
  ["the router's full prefetch", "/settings?_rsc=zz9", { ...ROUTER_FETCH, "Next-Router-Prefetch": "1" }],
  ["the router's navigation fetch", "/settings/access?_rsc=q1", { ...ROUTER_FETCH, "Next-Router-State-Tree": encodeURIComponent('["",{"children":["__PAGE__",{}]},null,null,true]') }],
  ["the router's fetch without Sec-Fetch-* (plain http to a host that is not local)", "/settings?_rsc=a1", { Accept: "*/*", RSC: "1", "Next-Router-Prefetch": "1" }],
  ["a browser prefetch (<link rel=prefetch>)", "/settings", { ...PAGE_LOAD, "Sec-Fetch-Dest": "empty", "Sec-Fetch-Mode": "no-cors", "Sec-Purpose": "prefetch" }],
  ["a speculation-rules prerender", "/ru/settings", { ...PAGE_LOAD, "Sec-Purpose": "prefetch;prerender" }],
];

describe("prefetches and router fetches of sign-in-required pages never refresh the session", () => {
  it("each answers an uncacheable 204 without a cookie; the old refresh token then still works for the page load", async () => {
    const s = await signIn();
    const { userUid, sessionUid } = await ids(s);
    const now = Math.floor(Date.now() / 1000);
    const expired = await accessToken(userUid, sessionUid, now - 3600, now - 60);
    // A device id unknown to the session: a second use of a rotated token would revoke the session.
    const cookie = `${sessionCookie(expired, s.refreshToken)}; application-device-id=prefetch-test-device`;
    for (const [label, path, headers] of NOT_PAGE_LOADS) {
      const answer = await call(path, { headers: { "X-Forwarded-For": randomIp(), Cookie: cookie, ...headers } });
      assert.equal(answer.status, 204, `${label}: ${answer.status} ${answer.headers.get("location") ?? ""}`);
      assert.equal(setCookie(answer, ACCESS_COOKIE), undefined, `${label}: no new session cookie`);
      assert.match(answer.headers.get("cache-control") ?? "", /no-store/, `${label}: not cached`);
    }
    // Nothing rotated: the page load refreshes with the very same refresh token and renders.
    const load = await page("/settings", { Cookie: cookie });
    assert.equal(load.status, 200, `the page load after the prefetches: ${load.status} ${load.headers.get("location") ?? ""}`);
    assert.ok(load.text.includes(SETTINGS_MARKER), "the settings form is rendered");
    const renewed = setCookie(load, ACCESS_COOKIE);
    assert.ok(renewed?.value, "the page load refreshed the session");
    const tokens = JSON.parse(decodeURIComponent(renewed.value)) as { access_token: string; refresh_token: string };
    assert.notEqual(tokens.refresh_token, s.refreshToken);
    assert.equal((await call("/api/users/profile", { headers: { Authorization: `Bearer ${tokens.access_token}` } })).status, 200, "the session is alive");
  });

  it("with a live access token the router's fetches pass the proxy as usual", async () => {
    const s = await signIn();
    const init = { headers: { "X-Forwarded-For": randomIp(), Cookie: s.cookie, ...ROUTER_FETCH, "Next-Router-Prefetch": "1", "Next-Router-Segment-Prefetch": "/_tree" } };
    let answer = await call("/settings?_rsc=l1", init);
    // Next answers a `_rsc` that does not match the headers with a redirect to the right one; the router follows it.
    if (answer.status === 307) answer = await call(target(answer), init);
    assert.notEqual(answer.status, 204, "not the proxy's empty answer");
    assert.ok(answer.status < 400, `${answer.status}`);
    assert.equal(setCookie(answer, ACCESS_COOKIE), undefined);
  });
});

