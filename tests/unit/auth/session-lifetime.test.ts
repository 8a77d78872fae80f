/**
 * The absolute lifetime of a session (SESSION_MAX_AGE_DAYS, default 90) against a real
 * embedded PGlite database with the clock under the test's control: a session whose refresh token
 * rotates every 20 days still ends 90 days after it was opened, and its access tokens stop working
 * at the same moment.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { REAL_TIMERS } from "../../support/jest-pglite";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "marketplace-unit-session-"));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;
delete process.env.SESSION_MAX_AGE_DAYS;
process.env.AUTH_SECRET = "unit-test-auth-secret-0123456789abcdef";

// jose ships ES modules only, which this jest setup cannot load. A stand-in JWT: the claims in the
// middle part, no expiry check (what is tested here is the session's own end, in the database).
jest.mock("jose", () => {
  const encode = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.s`;
  const decode = (token: string) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()) as Record<string, unknown>;
  class SignJWT {
    private claims: Record<string, unknown>;
    constructor(claims: Record<string, unknown>) {
      this.claims = { ...claims };
    }
    setProtectedHeader() { return this; }
    setSubject(sub: string) { this.claims.sub = sub; return this; }
    setIssuer(iss: string) { this.claims.iss = iss; return this; }
    setAudience(aud: string) { this.claims.aud = aud; return this; }
    setIssuedAt() { return this; }
    setJti() { return this; }
    setExpirationTime() { this.claims.exp = Math.floor(Date.now() / 1000) + 900; return this; }
    async sign() { return encode(this.claims); }
  }
  return {
    SignJWT,
    jwtVerify: async (token: string) => ({ payload: decode(token) }),
    compactVerify: async (token: string) => ({ payload: Buffer.from(token.split(".")[1], "base64url") }),
  };
});
jest.mock("@electric-sql/pglite", () => jest.requireActual<typeof import("../../support/jest-pglite")>("../../support/jest-pglite").realPglite());

type Sessions = typeof import("@/lib/auth/sessions");
type Caller = typeof import("@/lib/auth/caller");
type Users = typeof import("@/lib/auth/users");
type Client = typeof import("@/lib/db/client");

let sessions: Sessions;
let caller: Caller;
let users: Users;
let client: Client;

const T0 = Date.parse("2026-03-01T12:00:00.000Z");
const DAY = 24 * 3600 * 1000;
const request = () => new Request("http://127.0.0.1/api/users/access/refresh", { method: "POST", headers: { "x-device-id": "unit-device-0001", "user-agent": "jest" } });

beforeAll(async () => {
  client = await import("@/lib/db/client");
  sessions = await import("@/lib/auth/sessions");
  caller = await import("@/lib/auth/caller");
  users = await import("@/lib/auth/users");
  await client.getDb();
}, 120_000);

afterAll(async () => {
  jest.useRealTimers();
  await client?.closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: [...REAL_TIMERS], now: T0 });
});

afterEach(() => {
  jest.useRealTimers();
});

async function openAt(label: string) {
  const { user } = await users.getOrCreateUser(`${label}-${process.pid}@example.test`);
  return sessions.openSession(request(), user, "email_code");
}

describe("session absolute lifetime (SESSION_MAX_AGE_DAYS)", () => {
  it("defaults to 90 days", () => {
    expect(sessions.sessionMaxAgeMs()).toBe(90 * DAY);
  });

  it("a session rotated every 20 days still ends 90 days after it was opened; so do its access tokens", async () => {
    let pair = await openAt("rotating");
    for (const day of [20, 40, 60, 80]) {
      jest.setSystemTime(T0 + day * DAY);
      const rotated = await sessions.rotateRefreshToken(request(), pair.refresh_token);
      expect(rotated.ok).toBe(true);
      if (rotated.ok) pair = rotated.pair;
    }
    jest.setSystemTime(T0 + 90 * DAY - 1000);
    expect(await caller.callerFromAccessToken(pair.access_token)).not.toBeNull();
    jest.setSystemTime(T0 + 90 * DAY);
    expect(await caller.callerFromAccessToken(pair.access_token)).toBeNull();
    expect(await sessions.rotateRefreshToken(request(), pair.refresh_token)).toEqual({ ok: false, reason: "expired" });
    jest.setSystemTime(T0 + 95 * DAY);
    expect(await sessions.rotateRefreshToken(request(), pair.refresh_token)).toEqual({ ok: false, reason: "expired" });
  });

  it("the last refresh token is issued only up to the session's end, and a rotation just before it still works", async () => {
    let pair = await openAt("edge");
    for (const day of [25, 50, 75]) {
      jest.setSystemTime(T0 + day * DAY);
      const step = await sessions.rotateRefreshToken(request(), pair.refresh_token);
      if (!step.ok) throw new Error(`rotation on day ${day} failed: ${step.reason}`);
      pair = step.pair;
    }
    // The token of day 75 would live 30 days, to day 105: it is cut at day 90.
    jest.setSystemTime(T0 + 90 * DAY - 60_000);
    const rotated = await sessions.rotateRefreshToken(request(), pair.refresh_token);
    expect(rotated.ok).toBe(true);
    const db = await client.getDb();
    const { refreshTokens } = await import("@/lib/db/schema");
    const { desc } = await import("drizzle-orm");
    const [latest] = await db.select({ expiresAt: refreshTokens.expiresAt }).from(refreshTokens).orderBy(desc(refreshTokens.id)).limit(1);
    expect(latest.expiresAt.getTime()).toBe(T0 + 90 * DAY);
    jest.setSystemTime(T0 + 90 * DAY);
    if (rotated.ok) expect(await sessions.rotateRefreshToken(request(), rotated.pair.refresh_token)).toEqual({ ok: false, reason: "expired" });
  });
});

describe("a sign-in by e-mail code as identity confirmation", () => {
  const MINUTE = 60_000;
  async function signedIn(label: string, method: string) {
    const { user } = await users.getOrCreateUser(`${label}-${process.pid}@example.test`);
    const pair = await sessions.openSession(request(), user, method);
    return pair.access_token;
  }

  it("unlocks the sensitive forms for 10 minutes from the sign-in, then asks again", async () => {
    const token = await signedIn("code-unlock", "email_code");
    jest.setSystemTime(T0 + 10 * MINUTE - 1000);
    const early = await caller.callerFromAccessToken(token);
    expect(early && caller.isUnlocked(early)).toBe(true);
    jest.setSystemTime(T0 + 10 * MINUTE + 1000);
    const late = await caller.callerFromAccessToken(token);
    expect(late).not.toBeNull();
    expect(caller.isUnlocked(late!)).toBe(false);
  });

  it("a Google sign-in does not count: it proves nothing about the inbox now", async () => {
    const token = await signedIn("google-unlock", "google");
    const now = await caller.callerFromAccessToken(token);
    expect(now).not.toBeNull();
    expect(caller.isUnlocked(now!)).toBe(false);
  });
});
