/**
 * lib/auth/codes.ts and lib/auth/rate-limit.ts against a real embedded PGlite database (a fresh
 * temporary DATA_DIR; the migrations apply on first use), with the clock under the test's control:
 * a code lives exactly 10 minutes, only the latest code counts, the 5th wrong try kills it, and the
 * sliding window answers the Retry-After of its oldest counted event.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { REAL_TIMERS } from "../../support/jest-pglite";

// Before anything reads lib/env: this process's own PGlite directory, never a PostgreSQL server.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "marketplace-unit-auth-"));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
process.env.AUTH_SECRET = "unit-test-auth-secret-0123456789abcdef";

// lib/auth/tokens.ts imports jose (ES modules only, which this jest setup cannot load); codes use
// only its HMAC helpers, never a JWT.
jest.mock("jose", () => ({ SignJWT: class {}, jwtVerify: () => Promise.reject(new Error("not in this test")) }));
// The real PGlite, loaded outside jest's module sandbox (tests/support/jest-pglite.ts).
jest.mock("@electric-sql/pglite", () => jest.requireActual<typeof import("../../support/jest-pglite")>("../../support/jest-pglite").realPglite());

type Codes = typeof import("@/lib/auth/codes");
type Limits = typeof import("@/lib/auth/rate-limit");
type Constants = typeof import("@/lib/auth/constants");
type Client = typeof import("@/lib/db/client");

let codes: Codes;
let limits: Limits;
let constants: Constants;
let client: Client;

const T0 = Date.parse("2026-03-01T12:00:00.000Z");
let seq = 0;
const uniqueEmail = (label: string) => `${label}-${process.pid}-${++seq}@example.test`;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

beforeAll(async () => {
  client = await import("@/lib/db/client");
  codes = await import("@/lib/auth/codes");
  limits = await import("@/lib/auth/rate-limit");
  constants = await import("@/lib/auth/constants");
  await client.getDb(); // opens PGlite and applies the migrations
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

describe("e-mail codes (lib/auth/codes.ts)", () => {
  it("are 6 digits, work once, and only for the e-mail and purpose they were sent for", async () => {
    const email = uniqueEmail("once");
    const code = await codes.createCode(email, "sign_in", null);
    expect(code).toMatch(/^\d{6}$/);
    expect(await codes.checkCode(uniqueEmail("other"), "sign_in", code, null)).toEqual({ ok: false, error: "invalid" });
    expect(await codes.checkCode(email, "identity", code, null)).toEqual({ ok: false, error: "invalid" });
    expect(await codes.checkCode(email, "sign_in", code, null)).toEqual({ ok: true });
    // Used: the same code never works twice.
    expect(await codes.checkCode(email, "sign_in", code, null)).toEqual({ ok: false, error: "invalid" });
  });

  it("a peek (consume = false) leaves the code usable", async () => {
    const email = uniqueEmail("peek");
    const code = await codes.createCode(email, "sign_in", null);
    expect(await codes.checkCode(email, "sign_in", code, null, false)).toEqual({ ok: true });
    expect(await codes.checkCode(email, "sign_in", code, null, false)).toEqual({ ok: true });
    expect(await codes.checkCode(email, "sign_in", code, null)).toEqual({ ok: true });
  });

  it("expire exactly CODE_TTL_S (10 minutes) after they were sent", async () => {
    expect(constants.CODE_TTL_S).toBe(600);
    const email = uniqueEmail("expiry");
    const code = await codes.createCode(email, "sign_in", null);
    jest.setSystemTime(T0 + 599_999);
    expect(await codes.checkCode(email, "sign_in", code, null, false)).toEqual({ ok: true });
    jest.setSystemTime(T0 + 600_000);
    expect(await codes.checkCode(email, "sign_in", code, null)).toEqual({ ok: false, error: "expired" });
    jest.setSystemTime(T0 + 3_600_000);
    expect(await codes.checkCode(email, "sign_in", code, null)).toEqual({ ok: false, error: "expired" });
  });

  it("a new code makes the earlier one stop working", async () => {
    const email = uniqueEmail("newer");
    const first = await codes.createCode(email, "sign_in", null);
    jest.setSystemTime(T0 + 60_000);
    let second = await codes.createCode(email, "sign_in", null);
    // One chance in a million of the same digits: draw again so the check below means something.
    while (second === first) second = await codes.createCode(email, "sign_in", null);
    expect(await codes.checkCode(email, "sign_in", first, null)).toEqual({ ok: false, error: "invalid" });
    expect(await codes.checkCode(email, "sign_in", second, null)).toEqual({ ok: true });
  });

  it("the 5th wrong try kills the code: the right one fails afterwards", async () => {
    expect(constants.CODE_MAX_FAILURES).toBe(5);
    const email = uniqueEmail("exhaust");
    const code = await codes.createCode(email, "sign_in", null);
    const bad = wrongCode(code);
    for (let i = 1; i <= 4; i++) expect(await codes.checkCode(email, "sign_in", bad, null)).toEqual({ ok: false, error: "invalid" });
    expect(await codes.checkCode(email, "sign_in", bad, null)).toEqual({ ok: false, error: "exhausted" });
    expect(await codes.checkCode(email, "sign_in", code, null)).toEqual({ ok: false, error: "exhausted" });
  });

  it("four wrong tries still leave the right code working", async () => {
    const email = uniqueEmail("four");
    const code = await codes.createCode(email, "sign_in", null);
    for (let i = 0; i < 4; i++) await codes.checkCode(email, "sign_in", wrongCode(code), null);
    expect(await codes.checkCode(email, "sign_in", code, null)).toEqual({ ok: true });
  });
});

describe("sliding-window rate limit (lib/auth/rate-limit.ts)", () => {
  it("counts events in the window and answers when the oldest leaves it", async () => {
    const rule = { bucket: `unit_${seq++}`, limit: 3, windowS: 600 };
    const at = (s: number) => new Date(T0 + s * 1000);
    expect(await limits.consumeRate(rule, "k", at(0))).toEqual({ ok: true });
    expect(await limits.consumeRate(rule, "k", at(100))).toEqual({ ok: true });
    expect(await limits.consumeRate(rule, "k", at(200))).toEqual({ ok: true });
    // Full: the event at 0 leaves the window at 600.
    expect(await limits.consumeRate(rule, "k", at(300))).toEqual({ ok: false, retryAfterS: 300 });
    expect(await limits.consumeRate(rule, "k", at(599.5))).toEqual({ ok: false, retryAfterS: 1 });
    // A refused attempt is not recorded: at 600 the event at 0 has left and there is room again.
    expect(await limits.consumeRate(rule, "k", at(600))).toEqual({ ok: true });
    // Now 100, 200 and 600 are counted; the oldest (100) leaves at 700.
    expect(await limits.consumeRate(rule, "k", at(601))).toEqual({ ok: false, retryAfterS: 99 });
  });

  it("keeps keys and buckets apart", async () => {
    const rule = { bucket: `unit_${seq++}`, limit: 1, windowS: 3600 };
    const now = new Date(T0);
    expect(await limits.consumeRate(rule, "a", now)).toEqual({ ok: true });
    expect(await limits.consumeRate(rule, "a", now)).toEqual({ ok: false, retryAfterS: 3600 });
    expect(await limits.consumeRate(rule, "b", now)).toEqual({ ok: true });
    expect(await limits.consumeRate({ ...rule, bucket: `unit_${seq++}` }, "a", now)).toEqual({ ok: true });
  });

  it("with the sign-in limits: the 6th code per e-mail per hour and the 21st try per IP per 10 minutes are refused", async () => {
    expect(constants.CODES_PER_EMAIL_PER_HOUR).toBe(5);
    expect(constants.VERIFY_ATTEMPTS_PER_IP).toBe(20);
    expect(constants.VERIFY_WINDOW_S).toBe(600);
    const perEmail = { bucket: `unit_email_${seq++}`, limit: constants.CODES_PER_EMAIL_PER_HOUR, windowS: 3600 };
    for (let i = 0; i < 5; i++) expect(await limits.consumeRate(perEmail, "a@example.test", new Date(T0 + i * 60_000))).toEqual({ ok: true });
    // 5 codes at minutes 0..4; at minute 10 the first leaves in 50 minutes.
    expect(await limits.consumeRate(perEmail, "a@example.test", new Date(T0 + 10 * 60_000))).toEqual({ ok: false, retryAfterS: 3000 });

    const perIp = { bucket: `unit_ip_${seq++}`, limit: constants.VERIFY_ATTEMPTS_PER_IP, windowS: constants.VERIFY_WINDOW_S };
    for (let i = 0; i < 20; i++) expect(await limits.consumeRate(perIp, "10.0.0.1", new Date(T0 + i * 1000))).toEqual({ ok: true });
    const refused = await limits.consumeRate(perIp, "10.0.0.1", new Date(T0 + 20_000));
    expect(refused).toEqual({ ok: false, retryAfterS: 580 });
    expect(await limits.consumeRate(perIp, "10.0.0.2", new Date(T0 + 20_000))).toEqual({ ok: true });
    expect(await limits.consumeRate(perIp, "10.0.0.1", new Date(T0 + 600_000))).toEqual({ ok: true });
  });
});

describe("limits checked together and atomically", () => {
  it("a request refused by one limit spends no other quota", async () => {
    const perEmail = { bucket: `unit_pair_email_${seq++}`, limit: 5, windowS: 3600 };
    const perIp = { bucket: `unit_pair_ip_${seq++}`, limit: 2, windowS: 3600 };
    const now = new Date(T0);
    // The IP uses its 2 requests on other addresses.
    for (const other of ["x@example.test", "y@example.test"]) expect(await limits.consumeRates([[perEmail, other], [perIp, "10.9.9.9"]], now)).toEqual({ ok: true });
    // Over its own limit, it tries the victim 10 times: refused by the IP limit every time...
    for (let i = 0; i < 10; i++) {
      expect(await limits.consumeRates([[perEmail, "victim@example.test"], [perIp, "10.9.9.9"]], now)).toEqual({ ok: false, rule: perIp, retryAfterS: 3600 });
    }
    // ...and the victim's 5 codes are all still there, from other networks.
    for (let i = 0; i < 5; i++) expect(await limits.consumeRates([[perEmail, "victim@example.test"], [perIp, `10.8.8.${i}`]], now)).toEqual({ ok: true });
    // The other way round: the e-mail limit refusing spends nothing of the IP's.
    const refused = await limits.consumeRates([[perEmail, "victim@example.test"], [perIp, "10.7.7.7"]], now);
    expect(refused).toEqual({ ok: false, rule: perEmail, retryAfterS: 3600 });
    expect(await limits.consumeRates([[perEmail, "a1@example.test"], [perIp, "10.7.7.7"]], now)).toEqual({ ok: true });
    expect(await limits.consumeRates([[perEmail, "a2@example.test"], [perIp, "10.7.7.7"]], now)).toEqual({ ok: true });
  });

  it("40 concurrent requests at a limit of 7: exactly 7 pass", async () => {
    const rule = { bucket: `unit_burst_${seq++}`, limit: 7, windowS: 600 };
    const other = { bucket: `unit_burst_other_${seq++}`, limit: 1000, windowS: 600 };
    const now = new Date(T0);
    const decisions = await Promise.all(Array.from({ length: 40 }, (_, i) => limits.consumeRates([[other, `k${i}`], [rule, "burst"]], now)));
    expect(decisions.filter((d) => d.ok)).toHaveLength(7);
    // Only the 7 that passed were recorded, in both buckets.
    const decisionsAfter = await Promise.all(Array.from({ length: 5 }, () => limits.consumeRate(rule, "burst", now)));
    expect(decisionsAfter.every((d) => !d.ok)).toBe(true);
  });

  it("PGlite takes the advisory transaction lock the limiter relies on", async () => {
    const db = await client.getDb();
    const { sql } = await import("drizzle-orm");
    await expect(db.transaction(async (tx) => tx.execute(sql`select pg_advisory_xact_lock(${"-1234567890123"}::bigint)`))).resolves.toBeDefined();
  });

  it("50 concurrent wrong guesses: at most 5 are compared, the code dies at exactly 5 misses", async () => {
    const email = uniqueEmail("burst");
    const code = await codes.createCode(email, "sign_in", null);
    const results = await Promise.all(Array.from({ length: 50 }, () => codes.checkCode(email, "sign_in", wrongCode(code), null)));
    expect(results.filter((r) => !r.ok && r.error === "invalid")).toHaveLength(4);
    expect(results.filter((r) => !r.ok && r.error === "exhausted")).toHaveLength(46);
    expect(await codes.checkCode(email, "sign_in", code, null)).toEqual({ ok: false, error: "exhausted" });
    const db = await client.getDb();
    const { emailCodes } = await import("@/lib/db/schema");
    const { eq } = await import("drizzle-orm");
    const rows = await db.select({ failed: emailCodes.failedAttempts }).from(emailCodes).where(eq(emailCodes.email, email));
    expect(rows).toEqual([{ failed: 5 }]);
  });

  it("the right code among concurrent wrong ones works when it gets one of the 5 attempts, and only misses count", async () => {
    const email = uniqueEmail("mixed");
    const code = await codes.createCode(email, "sign_in", null);
    const results = await Promise.all([codes.checkCode(email, "sign_in", code, null), ...Array.from({ length: 3 }, () => codes.checkCode(email, "sign_in", wrongCode(code), null))]);
    expect(results[0]).toEqual({ ok: true });
    const peekEmail = uniqueEmail("peek-count");
    const peekCode = await codes.createCode(peekEmail, "sign_in", null);
    // Peeks with the right code never use up attempts: after 10 of them and 4 misses, the code still works.
    for (let i = 0; i < 10; i++) expect(await codes.checkCode(peekEmail, "sign_in", peekCode, null, false)).toEqual({ ok: true });
    for (let i = 0; i < 4; i++) await codes.checkCode(peekEmail, "sign_in", wrongCode(peekCode), null);
    expect(await codes.checkCode(peekEmail, "sign_in", peekCode, null)).toEqual({ ok: true });
  });

  it("the same right code sent twice at once works once", async () => {
    const email = uniqueEmail("twice");
    const code = await codes.createCode(email, "sign_in", null);
    const results = await Promise.all([codes.checkCode(email, "sign_in", code, null), codes.checkCode(email, "sign_in", code, null)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });
});

describe("ipRateKey: the key a client IP is limited under", () => {
  it("IPv4 per address, IPv4-mapped IPv6 as IPv4, IPv6 per /64", () => {
    expect(limits.ipRateKey("203.0.113.7")).toBe("203.0.113.7");
    expect(limits.ipRateKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(limits.ipRateKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(limits.ipRateKey("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(limits.ipRateKey("2001:0DB8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(limits.ipRateKey("2001:db8:1:2::1")).toBe(limits.ipRateKey("2001:db8:1:2:abcd::9"));
    expect(limits.ipRateKey("2001:db8:1:3::1")).not.toBe(limits.ipRateKey("2001:db8:1:2::1"));
    expect(limits.ipRateKey("[2001:db8::1]")).toBe("2001:db8::/64");
    expect(limits.ipRateKey("fe80::1%eth0")).toBe("fe80::/64");
    expect(limits.ipRateKey("::1")).toBe("::/64");
    expect(limits.ipRateKey("unknown")).toBe("unknown");
  });

  it("an IPv6 client changing addresses inside its /64 stays under one limit", async () => {
    const rule = { bucket: `unit_v6_${seq++}`, limit: 3, windowS: 600, perIp: true };
    const now = new Date(T0);
    for (const ip of ["2001:db8:5:6::1", "2001:db8:5:6::2", "2001:db8:5:6:ffff::3"]) expect(await limits.consumeRate(rule, ip, now)).toEqual({ ok: true });
    expect(await limits.consumeRate(rule, "2001:db8:5:6:1234:5678:9abc:def0", now)).toEqual({ ok: false, retryAfterS: 600 });
    expect(await limits.consumeRate(rule, "2001:db8:5:7::1", now)).toEqual({ ok: true });
  });
});
