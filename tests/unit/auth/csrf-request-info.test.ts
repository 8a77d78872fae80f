/**
 * The request checks of the sign-in system that need no database: the double-submit CSRF check
 * (lib/auth/csrf.ts), the client IP behind trusted proxies, https detection and the device id
 * (lib/auth/request-info.ts), and the open-redirect guard of `next` (lib/auth/constants.ts).
 */
process.env.AUTH_SECRET = "unit-test-auth-secret-0123456789abcdef";
process.env.SITE_URL = "https://market.example";
process.env.TRUSTED_PROXIES = "1";

// lib/auth/tokens.ts imports jose (ES modules only, which this jest setup cannot load). The CSRF
// token is an HMAC; it is bound to the session named by the session cookie's access token, read
// here from a stand-in JWT `h.<claims>.s` (any other signature part is "not ours").
jest.mock("jose", () => ({
  SignJWT: class {},
  jwtVerify: () => Promise.reject(new Error("not in this test")),
  compactVerify: async (token: string) => {
    const [, payload, signature] = token.split(".");
    if (signature !== "s") throw new Error("signature verification failed");
    return { payload: Buffer.from(payload, "base64url") };
  },
}));

// Loaded after the environment above is in place (imports would be hoisted above it): with
// AUTH_SECRET set, no database is ever opened.
/* eslint-disable @typescript-eslint/no-require-imports */
const { checkCsrf, newCsrfToken, sessionBinding, validToken } = require("@/lib/auth/csrf") as typeof import("@/lib/auth/csrf");
const { safeNextPath } = require("@/lib/auth/constants") as typeof import("@/lib/auth/constants");
const { clientIp, deviceIdOf, isHttps } = require("@/lib/auth/request-info") as typeof import("@/lib/auth/request-info");
// Any attempt to open one fails the test instead of creating ./.data.
jest.mock("@/lib/db/client", () => ({ getDb: () => Promise.reject(new Error("no database in this test")) }));
/* eslint-enable @typescript-eslint/no-require-imports */

function post(headers: Record<string, string>, url = "http://127.0.0.1:3000/api/users/profile"): Request {
  return new Request(url, { method: "POST", headers });
}

describe("checkCsrf", () => {
  let token: string;
  beforeAll(async () => {
    token = await newCsrfToken();
  });

  const withToken = (extra: Record<string, string> = {}, t = token) => ({ cookie: `application-csrf=${t}`, "x-csrf-token": t, ...extra });

  it("signs tokens: a fresh one is valid, a tampered one is not", async () => {
    expect(token).toMatch(/^[\w-]{16,64}\.[a-f0-9]{32}$/);
    expect(await validToken(token)).toBe(true);
    const [nonce, signature] = token.split(".");
    expect(await validToken(`${nonce}x.${signature}`)).toBe(false);
    expect(await validToken(`${nonce}.${signature.replace(/^./, (c) => (c === "0" ? "1" : "0"))}`)).toBe(false);
    expect(await validToken(`${token}.extra`)).toBe(false);
    expect(await validToken("")).toBe(false);
    expect(await newCsrfToken()).not.toBe(token);
  });

  it("passes when the header equals the cookie and the token is ours (no Origin, or our own)", async () => {
    expect(await checkCsrf(post(withToken()))).toBeNull();
    expect(await checkCsrf(post(withToken({ origin: "https://market.example" })))).toBeNull();
    expect(await checkCsrf(post(withToken({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" })))).toBeNull();
    expect(await checkCsrf(post(withToken({ "sec-fetch-site": "same-origin" })))).toBeNull();
    expect(await checkCsrf(post(withToken({ "sec-fetch-site": "none" })))).toBeNull();
  });

  it("refuses a missing, different or unsigned token", async () => {
    expect(await checkCsrf(post({ cookie: `application-csrf=${token}` }))).toBe("token");
    expect(await checkCsrf(post({ "x-csrf-token": token }))).toBe("token");
    expect(await checkCsrf(post({ cookie: `application-csrf=${token}`, "x-csrf-token": await newCsrfToken() }))).toBe("token");
    const forged = `${"A".repeat(24)}.${"0".repeat(32)}`;
    expect(await checkCsrf(post(withToken({}, forged)))).toBe("token");
  });

  it("refuses another site by Origin or Sec-Fetch-Site, even with a good token", async () => {
    expect(await checkCsrf(post(withToken({ origin: "https://evil.example" })))).toBe("origin");
    expect(await checkCsrf(post(withToken({ origin: "null" })))).toBe("origin");
    expect(await checkCsrf(post(withToken({ origin: "http://market.example" })))).toBe("origin");
    expect(await checkCsrf(post(withToken({ origin: "https://market.example.evil.example" })))).toBe("origin");
    expect(await checkCsrf(post(withToken({ "sec-fetch-site": "cross-site" })))).toBe("origin");
    expect(await checkCsrf(post(withToken({ "sec-fetch-site": "same-site" })))).toBe("origin");
  });
});

/** A session cookie whose (stand-in) access token names session `sid`; `signature` other than "s" is a forgery. */
function sessionCookie(sid: string, signature = "s"): string {
  const claims = { typ: "access", sid, sub: "user-1", iss: "marketplace", aud: "marketplace-api", exp: 1 };
  const access = `h.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
  return `application_user_access=${encodeURIComponent(JSON.stringify({ access_token: access, refresh_token: "r".repeat(43) }))}`;
}

describe("checkCsrf: the token is bound to the browser's session", () => {
  const request = (cookie: string, token: string, extra: Record<string, string> = {}) => post({ cookie, "x-csrf-token": token, ...extra });

  it("a token minted for one session passes with that session only, even with an expired access token", async () => {
    const forA = await newCsrfToken(sessionBinding("session-a"));
    expect(await checkCsrf(request(`${sessionCookie("session-a")}; application-csrf=${forA}`, forA))).toBeNull();
    expect(await validToken(forA, sessionBinding("session-a"))).toBe(true);
    expect(await validToken(forA, sessionBinding("session-b"))).toBe(false);
    expect(await validToken(forA)).toBe(false);
  });

  it("refuses another session's token, a guest's token with a session, and a session's token without one", async () => {
    const forA = await newCsrfToken(sessionBinding("session-a"));
    const guest = await newCsrfToken();
    // The attacker's own token (from its own session), planted in header and cookie of the victim (session b).
    expect(await checkCsrf(request(`${sessionCookie("session-b")}; application-csrf=${forA}`, forA))).toBe("token");
    expect(await checkCsrf(request(`${sessionCookie("session-b")}; application-csrf=${guest}`, guest))).toBe("token");
    expect(await checkCsrf(request(`application-csrf=${forA}`, forA))).toBe("token");
    expect(await checkCsrf(request(`application-csrf=${guest}`, guest))).toBeNull();
  });

  it("a session cookie we did not sign binds nothing: it counts as a guest", async () => {
    const guest = await newCsrfToken();
    const forged = await newCsrfToken(sessionBinding("session-x"));
    expect(await checkCsrf(request(`${sessionCookie("session-x", "forged")}; application-csrf=${forged}`, forged))).toBe("token");
    expect(await checkCsrf(request(`${sessionCookie("session-x", "forged")}; application-csrf=${guest}`, guest))).toBeNull();
  });

  it("over https the cookie is __Host-application-csrf; the plain name is not read there (nor the prefixed one over http)", async () => {
    const guest = await newCsrfToken();
    const https = { "x-forwarded-proto": "https" };
    expect(await checkCsrf(request(`__Host-application-csrf=${guest}`, guest, https))).toBeNull();
    expect(await checkCsrf(request(`application-csrf=${guest}`, guest, https))).toBe("token");
    expect(await checkCsrf(request(`__Host-application-csrf=${guest}`, guest))).toBe("token");
  });
});

describe("clientIp with TRUSTED_PROXIES=1", () => {
  const ip = (xff: string | null) => clientIp(new Headers(xff === null ? {} : { "x-forwarded-for": xff }));

  it("takes the address the trusted proxy saw, not what the client claims before it", () => {
    // The front of `npm start` appends the socket address; one more trusted hop in front of it.
    expect(ip("203.0.113.7, 127.0.0.1")).toBe("203.0.113.7");
    expect(ip("6.6.6.6, 203.0.113.7, 127.0.0.1")).toBe("203.0.113.7");
    expect(ip("::ffff:198.51.100.2, 127.0.0.1")).toBe("198.51.100.2");
  });

  it("falls back safely", () => {
    expect(ip("127.0.0.1")).toBe("127.0.0.1");
    expect(ip(null)).toBe("unknown");
    expect(ip(" , ")).toBe("unknown");
  });
});

describe("isHttps and deviceIdOf", () => {
  it("trusts X-Forwarded-Proto's first value, else the URL", () => {
    expect(isHttps("http://x/", new Headers({ "x-forwarded-proto": "https" }))).toBe(true);
    expect(isHttps("http://x/", new Headers({ "x-forwarded-proto": "https, http" }))).toBe(true);
    expect(isHttps("https://x/", new Headers({ "x-forwarded-proto": "http" }))).toBe(false);
    expect(isHttps("https://x/", new Headers())).toBe(true);
    expect(isHttps("http://x/", new Headers())).toBe(false);
  });

  it("accepts a well-formed device id from the header first, then the cookie", () => {
    expect(deviceIdOf(new Headers({ "x-device-id": "laptop-1234" }), "cookie-5678")).toBe("laptop-1234");
    expect(deviceIdOf(new Headers(), "cookie-5678")).toBe("cookie-5678");
    expect(deviceIdOf(new Headers({ "x-device-id": "short" }), undefined)).toBeNull();
    expect(deviceIdOf(new Headers({ "x-device-id": "<script>alert(1)</script>" }), undefined)).toBeNull();
    expect(deviceIdOf(new Headers({ "x-device-id": "x".repeat(65) }), undefined)).toBeNull();
  });
});

describe("safeNextPath (where to go after sign-in)", () => {
  it("keeps same-site paths", () => {
    expect(safeNextPath("/settings")).toBe("/settings");
    expect(safeNextPath("/ru/settings?tab=access")).toBe("/ru/settings?tab=access");
  });

  it("refuses anything that leaves the site", () => {
    for (const value of ["https://evil.example", "//evil.example", "/\\evil.example", "evil", "", null, undefined, "/x\u0000", "/\nSet-Cookie:x", `/${"a".repeat(2001)}`]) {
      expect(safeNextPath(value)).toBeNull();
    }
  });
});
