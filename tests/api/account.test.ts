/**
 * The signed-in account over HTTP (docs/accounts-api.md): the sessions list, notifications (welcome,
 * sign-in from a new device, unread count, mark read), the Intercom identity hash, PATCH of the
 * user's names, language and preferences, and the e-mail change behind identity confirmation.
 */
import assert from "node:assert/strict";
import pg from "pg";
import { createHmac, randomBytes } from "node:crypto";
import { describe, it } from "node:test";
import { assertError, assertIssues, call, type Answer } from "../support/api-client";
import { codeFrom, listMail, waitForMail } from "../support/mail";
import { asBearer, asBrowser, randomEmail, randomIp, signIn, unlock, withJson, type TestSession } from "../support/session";

const UA = {
  chromeWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
  safariIphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
};

type User = {
  uid: string;
  email: string;
  first_name: string;
  last_name: string;
  guest: boolean;
  locale: string;
  preferences: Record<string, unknown>;
  unlocked_until: string | null;
  intercom_hash: string;
};
type Notification = { uid: string; kind: string; params: Record<string, string>; title: string; body: string; read: boolean; created_at: string };
type NotificationPage = { items: Notification[]; total: number; unread: number; page: number; size: number; pages: number };
type SessionItem = { uid: string; device: string; device_id: string; user_agent: string; ip: string; method: string; current: boolean; created_at: string; last_used_at: string };

/**
 * Sign-in as a particular browser: its User-Agent and device id (X-Device-Id) go with every step.
 * (tests/support/session.ts signs in as a plain API client.)
 */
async function signInFrom(email: string, device: { userAgent: string; deviceId: string }): Promise<TestSession> {
  const ip = randomIp();
  const base = { "User-Agent": device.userAgent, "X-Device-Id": device.deviceId, "X-Forwarded-For": ip };
  const csrfAnswer = await call<{ csrf_token: string }>("/api/users/access/csrf", { headers: base });
  const csrf = csrfAnswer.body.csrf_token;
  const headers = { ...base, Cookie: `application-csrf=${csrf}`, "X-CSRF-Token": csrf, "Content-Type": "application/json" };
  const after = Date.now();
  const sent = await call("/api/users/access/confirmation_action", { method: "POST", body: JSON.stringify({ email }), headers });
  assert.equal(sent.status, 200, sent.text);
  const code = codeFrom(await waitForMail(email, { after, subject: /sign-in code/i }));
  const answer = await call<{ access_token: string; refresh_token: string }>("/api/users/access/token", {
    method: "POST",
    body: JSON.stringify({ email, code, terms_accepted: true }),
    headers,
  });
  assert.equal(answer.status, 200, answer.text);
  const session = answer.headers.getSetCookie().find((l) => l.startsWith("application_user_access="))!.split(";")[0];
  // The sign-in hands out a cross-site request token bound to the new session.
  const sessionCsrf = answer.headers.getSetCookie().find((l) => l.startsWith("application-csrf="))!.split(";")[0].slice("application-csrf=".length);
  return {
    email,
    cookie: `${session}; application-csrf=${sessionCsrf}`,
    csrf: decodeURIComponent(sessionCsrf),
    accessToken: answer.body.access_token,
    refreshToken: answer.body.refresh_token,
    ip,
  };
}

const deviceId = (label: string) => `${label}-${randomBytes(6).toString("hex")}`;

async function getJson<T>(path: string, init: RequestInit): Promise<T> {
  const answer = await call<T>(path, init);
  assert.equal(answer.status, 200, `${path}: ${answer.status} ${answer.text.slice(0, 300)}`);
  assert.match(answer.headers.get("cache-control") ?? "", /private/, `${path}: private answer`);
  return answer.body;
}

const notifications = (s: TestSession, query = "", lang?: string) =>
  getJson<NotificationPage>(`/api/notifications${query}`, asBearer(s, lang ? { headers: { "Accept-Language": lang } } : {}));
const me = (s: TestSession) => getJson<User>("/api/users/profile", asBearer(s));
const patchMe = (s: TestSession, body: unknown) => call<User & { response_message: string }>("/api/users/profile", asBearer(s, withJson("PATCH", body)));

describe("sessions list", () => {
  it("shows each device with a readable label and marks the caller's own session current", async () => {
    const email = randomEmail("sessions");
    const pc = await signInFrom(email, { userAgent: UA.chromeWindows, deviceId: deviceId("pc") });
    const phone = await signInFrom(email, { userAgent: UA.safariIphone, deviceId: deviceId("phone") });
    const fromPc = (await getJson<{ items: SessionItem[] }>("/api/users/access/sessions", asBearer(pc))).items;
    assert.equal(fromPc.length, 2);
    const pcItem = fromPc.find((x) => x.device === "Chrome on Windows");
    const phoneItem = fromPc.find((x) => x.device === "Safari on iOS");
    assert.ok(pcItem && phoneItem, `labels: ${fromPc.map((x) => x.device).join(", ")}`);
    assert.equal(pcItem.current, true);
    assert.equal(phoneItem.current, false);
    assert.equal(pcItem.ip, pc.ip, "the client IP (X-Forwarded-For through one trusted proxy)");
    assert.equal(pcItem.method, "email_code");
    assert.match(pcItem.device_id, /^pc-/);
    assert.equal(pcItem.user_agent, UA.chromeWindows);
    const fromPhone = (await getJson<{ items: SessionItem[] }>("/api/users/access/sessions", asBearer(phone))).items;
    assert.deepEqual(
      fromPhone.filter((x) => x.current).map((x) => x.uid),
      [phoneItem.uid],
      "the phone sees its own session as current",
    );
    // The cookie works the same as the bearer.
    const byCookie = await getJson<{ items: SessionItem[] }>("/api/users/access/sessions", asBrowser(pc));
    assert.equal(byCookie.items.find((x) => x.current)?.uid, pcItem.uid);
  });
});

describe("notifications", () => {
  it("welcome on the first sign-in, new_device_sign_in from a new device id, unread count and mark read", async () => {
    const email = randomEmail("notes");
    const laptop = deviceId("laptop");
    const first = await signInFrom(email, { userAgent: UA.chromeWindows, deviceId: laptop });
    let page = await notifications(first);
    assert.deepEqual(page.items.map((n) => n.kind), ["welcome"]);
    assert.equal(page.total, 1);
    assert.equal(page.unread, 1);
    assert.equal(page.items[0].read, false);
    assert.equal(page.items[0].title, "Welcome to Infra Market");
    const ru = await notifications(first, "", "ru-RU");
    assert.equal(ru.items[0].title, "Добро пожаловать в Infra Market", "titles follow Accept-Language");

    // The same device again: nothing new.
    const again = await signInFrom(email, { userAgent: UA.chromeWindows, deviceId: laptop });
    assert.equal((await notifications(again)).total, 1, "a known device makes no notification");

    const other = await signInFrom(email, { userAgent: UA.firefoxLinux, deviceId: deviceId("desktop") });
    page = await notifications(first);
    assert.deepEqual(page.items.map((n) => n.kind), ["new_device_sign_in", "welcome"], "newest first");
    const notice = page.items[0];
    assert.deepEqual(notice.params, { device: "Firefox on Linux", ip: other.ip });
    assert.equal(notice.title, "Sign-in from a new device");
    assert.ok(notice.body.includes("Firefox on Linux") && notice.body.includes(other.ip), notice.body);
    assert.equal(page.unread, 2);
    // The e-mail about it is off by default.
    assert.equal(listMail(email).filter((m) => /new sign-in|новый вход/i.test(m.subject)).length, 0);

    // Paging.
    const paged = await notifications(first, "?page=2&size=1");
    assert.deepEqual([paged.page, paged.size, paged.pages, paged.total, paged.items.length], [2, 1, 2, 2, 1]);
    assert.equal(paged.items[0].kind, "welcome");
    assertIssues(await call("/api/notifications?size=0", asBearer(first)), "size=0");

    // Mark one read, then all.
    const welcome = page.items[1];
    const markOne = await call<{ unread: number }>("/api/notifications/read", asBearer(first, withJson("POST", { uids: [welcome.uid] })));
    assert.equal(markOne.status, 200, markOne.text);
    assert.equal(markOne.body.unread, 1);
    page = await notifications(other);
    assert.equal(page.unread, 1);
    assert.deepEqual(page.items.map((n) => [n.kind, n.read]), [["new_device_sign_in", false], ["welcome", true]]);
    const markAll = await call<{ unread: number }>("/api/notifications/read", asBrowser(other, withJson("POST", {})));
    assert.equal(markAll.status, 200, markAll.text);
    assert.equal(markAll.body.unread, 0);
    assert.equal((await notifications(first)).unread, 0);
    assertIssues(await call("/api/notifications/read", asBearer(first, withJson("POST", { uids: ["nope"] }))), "malformed uid");
  });

  it("nobody marks another user's notifications read", async () => {
    const alice = await signIn();
    const bob = await signIn();
    const bobsWelcome = (await notifications(bob)).items[0];
    assert.equal(bobsWelcome.kind, "welcome");
    const answer = await call<{ unread: number }>("/api/notifications/read", asBearer(alice, withJson("POST", { uids: [bobsWelcome.uid] })));
    assert.equal(answer.status, 200);
    assert.equal(answer.body.unread, 1, "alice's own welcome is still unread");
    assert.equal((await notifications(bob)).unread, 1, "bob's notification is untouched");
  });

  it("with emailOnNewDevice a sign-in from a new device is also e-mailed", async () => {
    const email = randomEmail("alert");
    const first = await signInFrom(email, { userAgent: UA.chromeWindows, deviceId: deviceId("a") });
    assert.equal((await patchMe(first, { preferences: { emailOnNewDevice: true } })).status, 200);
    const after = Date.now();
    const other = await signInFrom(email, { userAgent: UA.safariIphone, deviceId: deviceId("b") });
    const mail = await waitForMail(email, { after, subject: /new sign-in|новый вход/i });
    assert.ok(mail.text.includes("Safari on iOS") && mail.text.includes(other.ip), mail.text);
  });
});

describe("intercom identity", () => {
  it("hash = HMAC-SHA256(user uid) with the server's Intercom secret, in the profile too", async () => {
    const secret = process.env.INTERCOM_IDENTITY_SECRET;
    assert.ok(secret, "INTERCOM_IDENTITY_SECRET is passed to the tests by tests/run-api.ts");
    const [a, b] = [await signIn(), await signIn()];
    for (const s of [a, b]) {
      const user = await me(s);
      const expected: string = createHmac("sha256", secret).update(user.uid).digest("hex");
      const answer = await call<{ hash: string; user_id: string; app_id: string | null }>("/api/integrations/intercom", asBearer(s));
      assert.equal(answer.status, 200, answer.text);
      assert.deepEqual(answer.body, { hash: expected, user_id: user.uid, app_id: null });
      assert.equal(user.intercom_hash, expected);
    }
    assert.notEqual((await me(a)).intercom_hash, (await me(b)).intercom_hash);
    // The spec's path has a trailing slash: it reaches the same answer (directly or by redirect).
    const slash = await call<{ hash: string }>("/api/integrations/intercom/", asBearer(a));
    if (slash.status === 200) assert.equal(slash.body.hash, (await me(a)).intercom_hash);
    else {
      assert.ok([301, 308].includes(slash.status), `trailing slash: ${slash.status}`);
      assert.equal(new URL(slash.headers.get("location")!, "http://x.invalid").pathname, "/api/integrations/intercom");
    }
  });
});

describe("PATCH /api/users/profile", () => {
  it("saves names, language and preferences (merged) and answers the user", async () => {
    const s = await signIn();
    const saved = await patchMe(s, { first_name: "  Ada ", last_name: "Lovelace", locale: "ru", preferences: { tableRows: 25 } });
    assert.equal(saved.status, 200, saved.text);
    assert.equal(saved.body.first_name, "Ada", "trimmed");
    assert.equal(saved.body.last_name, "Lovelace");
    assert.equal(saved.body.locale, "ru");
    assert.deepEqual(saved.body.preferences, { tableRows: 25 });
    assert.equal(saved.body.response_message, "Saved");
    const merged = await patchMe(s, { preferences: { supplierInterface: true } });
    assert.equal(merged.status, 200, merged.text);
    assert.deepEqual(merged.body.preferences, { tableRows: 25, supplierInterface: true }, "preferences are merged");
    const user = await me(s);
    assert.deepEqual([user.first_name, user.last_name, user.locale, user.preferences], ["Ada", "Lovelace", "ru", { tableRows: 25, supplierInterface: true }]);
    const partial = await patchMe(s, { last_name: "King" });
    assert.deepEqual([partial.body.first_name, partial.body.last_name, partial.body.locale], ["Ada", "King", "ru"], "absent fields stay");
  });

  it("422 on unknown keys and bad values, changing nothing", async () => {
    const s = await signIn();
    const before = await me(s);
    const bad: [string, unknown][] = [
      ["unknown key", { first_name: "X", is_admin: true }],
      ["e-mail is not editable here", { email: "other@example.test" }],
      ["unknown preference", { preferences: { theme: "dark" } }],
      ["table rows not offered", { preferences: { tableRows: 7 } }],
      ["locale not supported", { locale: "de" }],
      ["name too long", { first_name: "x".repeat(101) }],
      ["wrong type", { preferences: { supplierInterface: "yes" } }],
      ["not an object", ["first_name"]],
    ];
    for (const [label, body] of bad) {
      const answer = await patchMe(s, body);
      const issues = assertIssues(answer as Answer, label);
      assert.ok(issues.every((i) => i.loc[0] === "body"), `${label}: issues are located in the body`);
    }
    assert.deepEqual(await me(s), before, "nothing changed");
    assertError(await call("/api/users/profile", { ...withJson("PATCH", { first_name: "Guest" }), headers: { "Content-Type": "application/json", Authorization: "Bearer x" } }), 401, "guest PATCH");
  });
});

describe("e-mail change", () => {
  it("needs identity confirmation first (403 identity_confirmation_required), per session", async (t) => {
    // A code sign-in unlocks for 10 minutes; only the PostgreSQL run can age the sessions.
    if (!(process.env.API_DB_LABEL === "PostgreSQL" && process.env.TEST_DATABASE_URL)) {
      return t.skip("needs the PostgreSQL run to age the session: the PGlite directory is held open by the server");
    }
    const age = async (email: string) => {
      const db = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await db.connect();
      try {
        await db.query("update sessions set unlocked_until = null where user_id = (select id from users where email = $1)", [email]);
      } finally {
        await db.end();
      }
    };
    const s = await signIn();
    await age(s.email);
    for (const [path, body] of [
      ["/api/users/profile/email/confirmation_action", { email: randomEmail("new") }],
      ["/api/users/profile/email", { email: randomEmail("new"), code: "123456" }],
    ] as const) {
      const answer = await call(path, asBearer(s, withJson("POST", body)));
      assertError(answer, 403, path);
      assert.equal((answer.body as { detail: { code: string } }).detail.code, "identity_confirmation_required", path);
    }
    const until = Date.parse(await unlock(s));
    assert.ok(until > Date.now() + 9 * 60_000 && until <= Date.now() + 10 * 60_000 + 5_000, "unlocked for 10 minutes");
    assert.equal(Date.parse((await me(s)).unlocked_until ?? ""), until, "the profile shows the unlock");
    // Another session of the same user stays locked.
    const elsewhere = await signIn(s.email);
    await call(`/api/users/profile`, asBearer(elsewhere)); // (its own code sign-in unlocked it; age that session only)
    const db = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
    try {
      await db.query("update sessions set unlocked_until = null where user_id = (select id from users where email = $1) and unlocked_until <> $2", [s.email, new Date(until)]);
    } finally {
      await db.end();
    }
    assert.equal((await me(elsewhere)).unlocked_until, null);
    const locked = await call("/api/users/profile/email/confirmation_action", asBearer(elsewhere, withJson("POST", { email: randomEmail("new") })));
    assertError(locked, 403, "the other session");
  });

  it("moves the account to the new address with the code sent there; the old address no longer reaches it", async () => {
    const oldEmail = randomEmail("old");
    const s = await signIn(oldEmail);
    const { uid } = await me(s);
    const taken = (await signIn()).email;
    await unlock(s);

    const same = await call("/api/users/profile/email/confirmation_action", asBearer(s, withJson("POST", { email: oldEmail.toUpperCase() })));
    assertIssues(same, "the current e-mail");
    // Another account's address answers like a free one (no enumeration; its owner is told by e-mail).
    assert.equal((await call("/api/users/profile/email/confirmation_action", asBearer(s, withJson("POST", { email: taken })))).status, 200, "another account's e-mail");
    assert.deepEqual(
      assertIssues(await call("/api/users/profile/email/confirmation_action", asBearer(s, withJson("POST", { email: "nope" }))), "bad e-mail").map((i) => i.msg),
      ["Please enter correct email"],
    );

    const newEmail = randomEmail("new");
    const after = Date.now();
    const sent = await call<{ resend_after: number; expires_in: number }>("/api/users/profile/email/confirmation_action", asBearer(s, withJson("POST", { email: newEmail })));
    assert.equal(sent.status, 200, sent.text);
    assert.deepEqual([sent.body.resend_after, sent.body.expires_in], [60, 600]);
    const code = codeFrom(await waitForMail(newEmail, { after }));
    assert.equal(listMail(oldEmail).filter((m) => m.receivedAt >= after).length, 0, "the code goes to the new address only");

    const wrong = await call("/api/users/profile/email", asBearer(s, withJson("POST", { email: newEmail, code: String((Number(code) + 1) % 1e6).padStart(6, "0") })));
    assertError(wrong, 400, "wrong code");
    // The code belongs to this user and this new address.
    const other = await signIn();
    await unlock(other);
    assertError(await call("/api/users/profile/email", asBearer(other, withJson("POST", { email: newEmail, code }))), 400, "someone else's code");

    const changed = await call<User & { response_message: string }>("/api/users/profile/email", asBearer(s, withJson("POST", { email: newEmail, code })));
    assert.equal(changed.status, 200, changed.text);
    assert.equal(changed.body.email, newEmail);
    assert.equal(changed.body.uid, uid);
    assert.equal((await me(s)).email, newEmail);
    assertError(await call("/api/users/profile/email", asBearer(s, withJson("POST", { email: newEmail, code }))), 400, "the code works once");
    const kinds = (await notifications(s)).items.map((n) => n.kind);
    assert.ok(kinds.includes("email_changed"), `an email_changed notification: ${kinds.join(", ")}`);

    const viaNew = await signIn(newEmail);
    assert.equal((await me(viaNew)).uid, uid, "the new address signs in to the same user");
    const viaOld = await signIn(oldEmail);
    assert.notEqual((await me(viaOld)).uid, uid, "the old address no longer reaches that user (it makes a new account)");
  });

  it("does not tell a taken address from a free one: same answer, no code, the owner gets a notice (en and ru)", async () => {
    const s = await signIn();
    const owner = await signIn();
    const ownerRu = await signIn();
    assert.equal((await call("/api/users/profile", asBearer(ownerRu, withJson("PATCH", { locale: "ru" })))).status, 200);
    await unlock(s);
    const free = randomEmail("free");
    const request = (email: string) => call<Record<string, unknown>>("/api/users/profile/email/confirmation_action", asBearer(s, withJson("POST", { email })));
    const after = Date.now();
    const [takenAnswer, freeAnswer] = [await request(owner.email), await request(free)];
    assert.equal(takenAnswer.status, freeAnswer.status, "the same status");
    assert.equal(takenAnswer.status, 200, takenAnswer.text);
    // The body names the address typed; apart from that it is byte for byte the same.
    assert.equal(takenAnswer.text.replaceAll(owner.email, "<email>"), freeAnswer.text.replaceAll(free, "<email>"), "the same body");
    assert.equal(takenAnswer.headers.get("content-type"), freeAnswer.headers.get("content-type"));

    codeFrom(await waitForMail(free, { after, subject: /confirm your new e-mail/i }));
    const notice = await waitForMail(owner.email, { after, subject: /someone tried to use your e-mail/i });
    assert.ok(notice.text.includes(owner.email), notice.text);
    // The random test address may hold six digits in a row: only the rest of the text is checked.
    assert.doesNotMatch(notice.text.replaceAll(owner.email, "<email>"), /(?<!\d)\d{6}(?!\d)/, "the notice carries no code");
    assert.equal(listMail(owner.email).filter((m) => m.receivedAt >= after).length, 1, "only the notice went to the owner");
    // No code was created for the taken address: any code for it is refused.
    assertError(await call("/api/users/profile/email", asBearer(s, withJson("POST", { email: owner.email, code: "000000" }))), 400, "no code exists for the taken address");

    const ruAfter = Date.now();
    assert.equal((await request(ownerRu.email)).status, 200);
    const ruNotice = await waitForMail(ownerRu.email, { after: ruAfter, subject: /пытался использовать ваш адрес/i });
    assert.ok(ruNotice.text.includes(ownerRu.email));
  });

  it("is limited like every code request: the 6th request for one address within the hour is a 429, taken or free", async () => {
    const s = await signIn();
    const owner = await signIn();
    await unlock(s);
    const free = randomEmail("free-limit");
    // Same buckets as the sign-in codes: the owner's own sign-in spent one of its address's 5.
    for (const [email, allowed] of [[owner.email, 4], [free, 5]] as const) {
      for (let i = 1; i <= allowed; i++) {
        const answer = await call("/api/users/profile/email/confirmation_action", asBearer(s, withJson("POST", { email })));
        assert.equal(answer.status, 200, `${email} request ${i}: ${answer.text}`);
      }
      const sixth = await call("/api/users/profile/email/confirmation_action", asBearer(s, withJson("POST", { email })));
      assertError(sixth, 429, `${email}: the 6th`);
      assert.match(sixth.headers.get("retry-after") ?? "", /^\d+$/);
    }
  });
});
