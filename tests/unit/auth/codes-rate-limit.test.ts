/**
 * lib/auth/codes.ts and lib/auth/rate-limit.ts against a real embedded PGlite database (a fresh
 * temporary DATA_DIR; the migrations apply on first use), with the clock under the test's control:
 * a code lives exactly 10 minutes, only the latest code counts, the 5th wrong try kills it, and the
 * sliding window answers the Retry-After of its oldest counted event.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// Before anything reads lib/env: this process's own PGlite directory, never a PostgreSQL server.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "marketplace-unit-auth-"));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
process.env.AUTH_SECRET = "unit-test-auth-secret-0123456789abcdef";

// lib/auth/tokens.ts imports jose (ES modules only, which this jest setup cannot load); codes use
// only its HMAC helpers, never a JWT.
jest.mock("jose", () => ({ SignJWT: class {}, jwtVerify: () => Promise.reject(new Error("not in this test")) }));
// PGlite imports Node built-ins with a dynamic import(), which jest's module sandbox refuses
// without --experimental-vm-modules. So the real database package is loaded by Node's own loader:
// Buffer comes from outside the sandbox, and so does the Function constructor it carries.
jest.mock("@electric-sql/pglite", () => {
  const OuterFunction = Buffer.constructor as FunctionConstructor;
  const realProcess = new OuterFunction("return process")() as NodeJS.Process & { getBuiltinModule(id: "node:module"): typeof import("node:module") };
  return realProcess.getBuiltinModule("node:module").createRequire(path.join(process.cwd(), "package.json"))("@electric-sql/pglite");
});

type Codes = typeof import("@/lib/auth/codes");
type Limits = typeof import("@/lib/auth/rate-limit");
type Constants = typeof import("@/lib/auth/constants");
type Client = typeof import("@/lib/db/client");

let codes: Codes;
let limits: Limits;
let constants: Constants;
let client: Client;

// Only Date is faked: PGlite and the database driver keep their real timers.
const realTimers = [
  "hrtime",
  "nextTick",
  "performance",
  "queueMicrotask",
  "requestAnimationFrame",
  "cancelAnimationFrame",
  "requestIdleCallback",
  "cancelIdleCallback",
  "setImmediate",
  "clearImmediate",
  "setInterval",
  "clearInterval",
  "setTimeout",
  "clearTimeout",
] as const;

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
  jest.useFakeTimers({ doNotFake: [...realTimers], now: T0 });
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
