/**
 * Over HTTP: the sign-in limits hold under concurrent bursts (checked and
 * recorded atomically), a request refused by one limit spends no other quota (an IP over its own
 * limit cannot burn a victim's codes), 50 simultaneous guesses of one code evaluate at most 5,
 * IPv6 clients are limited per /64, and a session ends after SESSION_MAX_AGE_DAYS (90) however
 * often it refreshed (PostgreSQL run: created_at moved in the database).
 */
import assert from "node:assert/strict";
import { randomInt } from "node:crypto";
import { describe, it } from "node:test";
import pg from "pg";
import { assertError, call, type Answer } from "../support/api-client";
import { codeFrom, listMail, waitForMail } from "../support/mail";
import { asBearer, randomEmail, randomIp, signIn } from "../support/session";

const TEXT = {
  codeInvalid: "The code is wrong. Check the latest e-mail and try again",
  codeExhausted: "Too many wrong tries for this code. Request a new one",
  tooManyCodesIp: /^Too many codes requested from your network\./,
};

/** A guest browser at `ip`: its CSRF cookie and header. */
async function guest(ip = randomIp()): Promise<Record<string, string>> {
  const answer = await call<{ csrf_token: string }>("/api/users/access/csrf", { headers: { "X-Forwarded-For": ip } });
  assert.equal(answer.status, 200, answer.text);
  const csrf = answer.body.csrf_token;
  return { "X-Forwarded-For": ip, Cookie: `application-csrf=${csrf}`, "X-CSRF-Token": csrf, "Content-Type": "application/json" };
}

const post = (headers: Record<string, string>, path: string, body: unknown) => call(path, { method: "POST", body: JSON.stringify(body), headers });
const requestCode = (headers: Record<string, string>, email: string) => post(headers, "/api/users/access/confirmation_action", { email });
const guess = (headers: Record<string, string>, email: string, code: string) => post(headers, "/api/users/access/token", { email, code, terms_accepted: true });
const detailOf = (answer: Answer) => (answer.body as { detail: unknown }).detail;
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
const statuses = (answers: Answer[]) => answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {});

/** A random address in 2001:db8:<a>:<b>::/64 (documentation prefix), varying the interface part. */
function ipv6In(prefix: string): string {
  return `${prefix}:${randomInt(1, 0xffff).toString(16)}:${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}`;
}

async function withDatabase<T>(fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

const onPostgres = () => process.env.API_DB_LABEL === "PostgreSQL" && Boolean(process.env.TEST_DATABASE_URL);

describe("rate limits under concurrent bursts", () => {
  it("40 simultaneous verification attempts from one IP: exactly 20 are evaluated, 20 answer 429", async () => {
    const headers = await guest();
    const answers = await Promise.all(Array.from({ length: 40 }, () => guess(headers, randomEmail("burst-guess"), "123456")));
    assert.deepEqual(statuses(answers), { 400: 20, 429: 20 }, "per-IP verify limit of 20");
  });

  it("40 simultaneous code requests for one e-mail from 40 networks: exactly 5 pass", async () => {
    const email = randomEmail("burst-email");
    const browsers = await Promise.all(Array.from({ length: 40 }, () => guest()));
    const answers = await Promise.all(browsers.map((headers) => requestCode(headers, email)));
    assert.deepEqual(statuses(answers), { 200: 5, 429: 35 }, "per-e-mail limit of 5");
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(listMail(email).length, 5, "five codes were e-mailed");
  });

  it("an IP over its own limit does not burn a victim's codes (40 simultaneous from one IP: exactly 30 pass)", async () => {
    const attacker = await guest();
    const answers = await Promise.all(Array.from({ length: 40 }, () => requestCode(attacker, randomEmail("spray"))));
    assert.deepEqual(statuses(answers), { 200: 30, 429: 10 }, "per-IP code limit of 30");
    const victim = randomEmail("victim");
    for (let i = 1; i <= 8; i++) {
      const refused = await requestCode(attacker, victim);
      assertError(refused, 429, `attacker's request ${i} for the victim`);
      assert.match(String(detailOf(refused)), TEXT.tooManyCodesIp, "refused by the IP limit");
    }
    assert.equal(listMail(victim).length, 0, "nothing was sent to the victim");
    // The victim's 5 codes an hour are all still there.
    for (let i = 1; i <= 5; i++) {
      const own = await requestCode(await guest(), victim);
      assert.equal(own.status, 200, `the victim's own request ${i}: ${own.text}`);
    }
    const sixth = await requestCode(await guest(), victim);
    assertError(sixth, 429, "the victim's 6th");
  });
});

describe("one code under 50 simultaneous guesses", () => {
  it("at most 5 are evaluated, the code dies at exactly 5 misses and the right value fails after", async () => {
    const email = randomEmail("guessed");
    const after = Date.now();
    assert.equal((await requestCode(await guest(), email)).status, 200);
    const code = codeFrom(await waitForMail(email, { after, subject: /sign-in code/i }));
    // Each from another network: the per-IP verify limit (20) is not what stops them.
    const browsers = await Promise.all(Array.from({ length: 50 }, () => guest()));
    const answers = await Promise.all(browsers.map((headers) => guess(headers, email, otherCode(code))));
    assert.deepEqual(statuses(answers), { 400: 50 });
    const texts = answers.map((a) => detailOf(a));
    assert.equal(texts.filter((t) => t === TEXT.codeInvalid).length, 4, "misses 1-4 say 'wrong'; every other guess was not compared or was the 5th");
    assert.equal(texts.filter((t) => t === TEXT.codeExhausted).length, 46);
    const right = await guess(await guest(), email, code);
    assertError(right, 400, "the right code after the burst");
    assert.equal(detailOf(right), TEXT.codeExhausted);
    if (onPostgres()) {
      const { rows } = await withDatabase((db) => db.query<{ failed: number }>("select failed_attempts as failed from email_codes where email = $1", [email]));
      assert.deepEqual(rows, [{ failed: 5 }], "exactly 5 attempts were counted");
    }
  });
});

describe("IPv6 clients are limited per /64", () => {
  it("20 attempts from addresses of one /64 use up its verify limit; another /64 is not affected", async () => {
    const prefix = `2001:db8:${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}`;
    for (let i = 1; i <= 20; i++) {
      const answer = await guess(await guest(ipv6In(prefix)), randomEmail("v6"), "123456");
      assertError(answer, 400, `attempt ${i}`);
    }
    assertError(await guess(await guest(ipv6In(prefix)), randomEmail("v6"), "123456"), 429, "the 21st, from yet another address of the /64");
    assertError(await guess(await guest(`::ffff:${randomIp()}`), randomEmail("v4"), "123456"), 400, "an IPv4-mapped client");
    const neighbour = `2001:db8:${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}`;
    assertError(await guess(await guest(ipv6In(neighbour)), randomEmail("v6"), "123456"), 400, "another /64");
  });
});

describe("session absolute lifetime (SESSION_MAX_AGE_DAYS = 90)", () => {
  it("a session older than 90 days can no longer refresh and its access token stops working; at 89 days it still refreshes", async (t) => {
    if (!onPostgres()) {
      return t.skip("needs the PostgreSQL run: the PGlite directory is held open by the server (tests/unit/auth/session-lifetime.test.ts covers it with a fake clock)");
    }
    const young = await signIn();
    const old = await signIn();
    const uidOf = async (s: typeof young) => {
      const list = await call<{ items: { uid: string; current: boolean }[] }>("/api/users/access/sessions", asBearer(s));
      return list.body.items.find((i) => i.current)!.uid;
    };
    const [youngUid, oldUid] = [await uidOf(young), await uidOf(old)];
    await withDatabase(async (db) => {
      await db.query("update sessions set created_at = now() - interval '89 days' where uid = $1", [youngUid]);
      await db.query("update sessions set created_at = now() - interval '90 days' - interval '1 minute' where uid = $1", [oldUid]);
    });
    const refresh = (token: string, ip: string) => call<{ refresh_token: string }>("/api/users/access/refresh", { method: "POST", headers: { Authorization: `Bearer ${token}`, "X-Forwarded-For": ip } });
    const youngRefresh = await refresh(young.refreshToken, young.ip);
    assert.equal(youngRefresh.status, 200, `89 days: ${youngRefresh.text}`);
    assert.equal((await call("/api/users/profile", asBearer(young))).status, 200);

    assertError(await call("/api/users/profile", asBearer(old)), 401, "the access token of a session past 90 days");
    assertError(await refresh(old.refreshToken, old.ip), 401, "its refresh token, though it was issued minutes ago");
  });
});
