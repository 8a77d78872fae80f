/**
 * Billing profiles over HTTP (docs/accounts-api.md, "Billing profiles"): CRUD as a signed-in user,
 * the 422 shapes, identity confirmation for writes, and that no user ever reads or changes another
 * user's profile through any route.
 */
import assert from "node:assert/strict";
import pg from "pg";
import { before, describe, it } from "node:test";
import { profileDeletedResponse, profileDto, profileListResponse, type Profile } from "../../lib/profiles/schema";
import { assertError, assertIssues, call, issuesFor, type Answer } from "../support/api-client";
import { asBearer, asBrowser, signIn, unlock, withJson, type TestSession } from "../support/session";

const LIST = "/api/users/profile/profiles_list";
const CREATE = "/api/users/profile/profiles";
const one = (uid: string) => `/api/users/profile/profiles/${uid}`;

const germanProfile = {
  first_name: "Anna",
  last_name: "Schmidt",
  email: "Anna.Schmidt@Example.com",
  phone_number: "030 12345678",
  phone_region: "de",
  city: "Berlin",
  zip_code: "10115",
  address: "Invalidenstraße 1",
  country: "de",
  vat_id: "de 123 456 789",
  company_name: "Schmidt GmbH",
};

/** The answer is private JSON: never stored by the micro-cache, a CDN or the browser. */
function assertPrivate(answer: Answer, label: string) {
  assert.match(answer.headers.get("cache-control") ?? "", /private/, `${label}: Cache-Control private`);
  assert.match(answer.headers.get("cache-control") ?? "", /no-store/, `${label}: Cache-Control no-store`);
}

function parsed<T>(schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: unknown } }, answer: Answer, label: string): T {
  const result = schema.safeParse(answer.body);
  assert.ok(result.success, `${label}: answer matches its schema: ${answer.text.slice(0, 400)}`);
  return result.data;
}

async function create(session: TestSession, body: Record<string, unknown> = germanProfile): Promise<Profile> {
  const answer = await call(CREATE, asBearer(session, withJson("POST", body)));
  assert.equal(answer.status, 201, `create answered ${answer.status}: ${answer.text.slice(0, 400)}`);
  assertPrivate(answer, "POST profiles");
  return parsed(profileDto, answer, "POST profiles");
}

async function list(session: TestSession): Promise<Profile[]> {
  const answer = await call(LIST, asBearer(session));
  assert.equal(answer.status, 200, `list answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  assertPrivate(answer, "GET profiles_list");
  return parsed(profileListResponse, answer, "GET profiles_list").items;
}

async function read(session: TestSession, uid: string): Promise<Profile> {
  const answer = await call(one(uid), asBearer(session));
  assert.equal(answer.status, 200, `GET ${uid} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  assertPrivate(answer, "GET profile");
  return parsed(profileDto, answer, "GET profile");
}

describe("billing profiles", () => {
  let alice: TestSession;
  let bob: TestSession;

  before(async () => {
    [alice, bob] = await Promise.all([signIn(), signIn()]);
    await Promise.all([unlock(alice), unlock(bob)]);
  });

  it("need a signed-in caller", async () => {
    for (const [method, path] of [
      ["GET", LIST],
      ["POST", CREATE],
      ["GET", one("abc")],
      ["PATCH", one("abc")],
      ["DELETE", one("abc")],
    ] as const) {
      const answer = await call(path, {
        method,
        headers: { Authorization: "Bearer not-a-token", "Content-Type": "application/json" },
        ...(method === "GET" ? {} : { body: JSON.stringify(germanProfile) }),
      });
      assertError(answer, 401, `${method} ${path}`);
    }
  });

  it("are created, read, listed newest first, changed and deleted by their owner", async () => {
    assert.deepEqual(await list(alice), []);

    const first = await create(alice);
    assert.equal(first.email, "anna.schmidt@example.com");
    assert.equal(first.phone_number, "+493012345678", "the phone number is stored in E.164");
    assert.equal(first.phone_region, "DE");
    assert.equal(first.country, "DE");
    assert.equal(first.vat_id, "DE123456789", "the VAT ID is stored normalised");
    assert.equal(first.state, "");
    assert.deepEqual(await read(alice, first.uid), first);

    const second = await create(alice, { ...germanProfile, first_name: "Bernd", phone_region: "US", phone_number: "(201) 555-0123", country: "US", vat_id: "", state: "NJ" });
    assert.equal(second.phone_number, "+12015550123");
    assert.deepEqual((await list(alice)).map((p) => p.uid), [second.uid, first.uid]);

    const patched = await call(one(first.uid), asBearer(alice, withJson("PATCH", { city: " Hamburg ", zip_code: "20095" })));
    assert.equal(patched.status, 200, patched.text);
    assertPrivate(patched, "PATCH profile");
    const changed = parsed(profileDto, patched, "PATCH profile");
    assert.deepEqual({ ...changed, updated_at: first.updated_at }, { ...first, city: "Hamburg", zip_code: "20095" }, "only the sent fields change");
    assert.ok(changed.updated_at >= first.updated_at);
    assert.deepEqual(await read(alice, first.uid), changed);

    const phone = await call(one(first.uid), asBearer(alice, withJson("PATCH", { phone_region: "RU", phone_number: "8 912 345-67-89" })));
    assert.equal(phone.status, 200, phone.text);
    assert.equal((phone.body as Profile).phone_number, "+79123456789");

    const deleted = await call(one(second.uid), asBearer(alice, { method: "DELETE" }));
    assert.equal(deleted.status, 200, deleted.text);
    assertPrivate(deleted, "DELETE profile");
    assert.deepEqual(parsed(profileDeletedResponse, deleted, "DELETE profile"), { uid: second.uid, response_message: "Profile deleted" });
    assertError(await call(one(second.uid), asBearer(alice)), 404, "GET a deleted profile");
    assertError(await call(one(second.uid), asBearer(alice, { method: "DELETE" })), 404, "DELETE twice");
    assert.deepEqual((await list(alice)).map((p) => p.uid), [first.uid]);

    const ru = await create(alice);
    const deletedRu = await call(one(ru.uid), asBearer(alice, { method: "DELETE", headers: { "Accept-Language": "ru-RU" } }));
    assert.equal((deletedRu.body as { response_message: string }).response_message, "Профиль удалён");
  });

  it("work from the signed-in browser with the session cookie and the cross-site request token", async () => {
    const answer = await call(CREATE, asBrowser(bob, withJson("POST", germanProfile)));
    assert.equal(answer.status, 201, answer.text);
    const created = parsed(profileDto, answer, "POST as browser");
    const listed = await call(LIST, asBrowser(bob));
    assert.equal(listed.status, 200);
    assert.ok((listed.body as { items: Profile[] }).items.some((p) => p.uid === created.uid));
    const withoutToken = await call(one(created.uid), { method: "DELETE", headers: { Cookie: bob.cookie, "X-Forwarded-For": bob.ip } });
    assertError(withoutToken, 403, "DELETE without X-CSRF-Token");
    await read(bob, created.uid);
    const removed = await call(one(created.uid), asBrowser(bob, { method: "DELETE" }));
    assert.equal(removed.status, 200, removed.text);
  });

  it("answer 422 with {loc, msg, type} per field, in the caller's language", async () => {
    const empty = assertIssues(await call(CREATE, asBearer(alice, withJson("POST", {}))), "empty body");
    for (const field of ["first_name", "last_name", "email", "phone_number", "phone_region", "city", "zip_code", "address", "country"]) {
      const issues = issuesFor(empty, field);
      assert.equal(issues.length, 1, `${field}: one issue`);
      assert.deepEqual(issues[0].loc, ["body", field]);
      assert.equal(issues[0].msg, "This field is required");
    }
    for (const field of ["state", "vat_id", "company_name"]) assert.equal(issuesFor(empty, field).length, 0, `${field} is optional`);

    const emptyRu = assertIssues(await call(CREATE, asBearer(alice, { ...withJson("POST", {}), headers: { "Accept-Language": "ru-RU", "Content-Type": "application/json" } })), "empty body, ru");
    assert.equal(issuesFor(emptyRu, "first_name")[0].msg, "Это поле обязательно");

    const bad = assertIssues(
      await call(CREATE, asBearer(alice, withJson("POST", { ...germanProfile, email: "anna@", phone_number: "030 1", vat_id: "DE12", country: "DE" }))),
      "bad values",
    );
    assert.deepEqual(issuesFor(bad, "email").map((i) => i.msg), ["Please enter correct email"]);
    assert.equal(issuesFor(bad, "phone_number").length, 1);
    assert.deepEqual(issuesFor(bad, "vat_id").map((i) => i.msg), ["This VAT ID does not match the format of Germany, e.g. DE123456789"]);

    const greek = assertIssues(await call(CREATE, asBearer(alice, withJson("POST", { ...germanProfile, country: "GR", vat_id: "GR123456789" }))), "Greek VAT");
    assert.match(issuesFor(greek, "vat_id")[0].msg, /EL123456789/);

    const notJson = await call(CREATE, asBearer(alice, { method: "POST", body: "{nope", headers: { "Content-Type": "application/json" } }));
    assertIssues(notJson, "malformed JSON");
    assertIssues(await call(CREATE, asBearer(alice, withJson("POST", [germanProfile]))), "array body");

    const uid = (await create(alice)).uid;
    const before = await read(alice, uid);
    // The changed profile is checked as a whole: a new country against the stored VAT ID, a new region against the stored number.
    const country = assertIssues(await call(one(uid), asBearer(alice, withJson("PATCH", { country: "FR" }))), "PATCH country");
    assert.deepEqual(country.map((i) => i.loc), [["body", "vat_id"]]);
    assert.match(country[0].msg, /France/);
    const region = assertIssues(await call(one(uid), asBearer(alice, withJson("PATCH", { phone_region: "US" }))), "PATCH region");
    assert.deepEqual(region.map((i) => i.loc), [["body", "phone_number"]]);
    const blank = assertIssues(await call(one(uid), asBearer(alice, withJson("PATCH", { first_name: "  " }))), "PATCH blank");
    assert.deepEqual(blank.map((i) => [i.loc, i.msg]), [[["body", "first_name"], "This field is required"]]);
    assert.deepEqual(await read(alice, uid), before, "a refused change leaves the profile as it was");

    assertIssues(await call(one("not a uid!"), asBearer(alice)), "malformed uid");
  });

  it("a sign-in by e-mail code counts as identity confirmation for 10 minutes: the first profile needs no second code", async () => {
    const fresh = await signIn();
    const signedInAt = Date.now();
    const me = await call<{ unlocked_until: string | null }>("/api/users/profile", asBearer(fresh));
    const until = Date.parse(me.body.unlocked_until ?? "");
    assert.ok(until > signedInAt + 9 * 60_000 && until <= signedInAt + 10 * 60_000 + 5_000, `unlocked for 10 minutes from the sign-in: ${me.body.unlocked_until}`);
    const created = await call<{ uid: string }>(CREATE, asBearer(fresh, withJson("POST", germanProfile)));
    assert.equal(created.status, 201, `the first billing profile, with no identity code: ${created.text.slice(0, 300)}`);
    assert.equal((await list(fresh)).length, 1);
  });

  it("need a confirmed identity to create, change or delete once the sign-in is older than 10 minutes (spec section 6)", async (t) => {
    if (!(process.env.API_DB_LABEL === "PostgreSQL" && process.env.TEST_DATABASE_URL)) {
      return t.skip("needs the PostgreSQL run to age the session: the PGlite directory is held open by the server");
    }
    const locked = await signIn();
    const db = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
    try {
      // The sign-in was 10 minutes and a second ago.
      await db.query("update sessions set unlocked_until = now() - interval '1 second' where user_id = (select id from users where email = $1)", [locked.email]);
    } finally {
      await db.end();
    }
    const assertLocked = (answer: Answer, label: string) => {
      assertError(answer, 403, label);
      assert.equal((answer.body as { detail: { code?: string } }).detail.code, "identity_confirmation_required", label);
    };
    assertLocked(await call(CREATE, asBearer(locked, withJson("POST", germanProfile))), "POST while locked");
    assert.deepEqual(await list(locked), [], "reading stays allowed, and nothing was created");
    assertLocked(await call(one("abcdef"), asBearer(locked, withJson("PATCH", { city: "x" }))), "PATCH while locked");
    assertLocked(await call(one("abcdef"), asBearer(locked, { method: "DELETE" })), "DELETE while locked");

    await unlock(locked);
    const created = await create(locked);
    assert.equal((await list(locked)).length, 1);
    assert.equal(created.first_name, "Anna");
  });

  it("never show or change another user's profile, through any route", async () => {
    const own = await create(alice, { ...germanProfile, first_name: "Private", company_name: "Alice Corp" });
    const snapshot = await read(alice, own.uid);
    const unknownUid = "0123456789abcdef01234567";

    // GET list: not listed.
    assert.ok(!(await list(bob)).some((p) => p.uid === own.uid), "bob's list does not hold alice's profile");

    // GET one, PATCH, DELETE: 404, exactly as for a uid that does not exist, and nothing of the data.
    for (const [method, init] of [
      ["GET", asBearer(bob)],
      ["PATCH", asBearer(bob, withJson("PATCH", { city: "Stolen", email: "bob@example.com" }))],
      ["DELETE", asBearer(bob, { method: "DELETE" })],
    ] as const) {
      const answer = await call(one(own.uid), init);
      assertError(answer, 404, `${method} alice's profile as bob`);
      assert.doesNotMatch(answer.text, /Private|Alice Corp|Schmidt|Berlin/, `${method}: none of alice's data`);
      const unknown = await call(one(unknownUid), init);
      assertError(unknown, 404, `${method} an unknown uid`);
      assert.equal(answer.text.replace(own.uid, "X"), unknown.text.replace(unknownUid, "X"), `${method}: the same answer as for an unknown uid`);
    }
    // Through the browser session too.
    assertError(await call(one(own.uid), asBrowser(bob, withJson("PATCH", { city: "Stolen" }))), 404, "PATCH as bob's browser");
    assertError(await call(one(own.uid), asBrowser(bob, { method: "DELETE" })), 404, "DELETE as bob's browser");

    // POST: ids in the body are ignored; bob gets a profile of his own.
    const posted = await create(bob, { ...germanProfile, uid: own.uid, user_id: 1, userId: 1 });
    assert.notEqual(posted.uid, own.uid);
    assert.ok((await list(bob)).some((p) => p.uid === posted.uid));
    assert.ok(!(await list(alice)).some((p) => p.uid === posted.uid), "bob's new profile is not alice's");

    // Alice's profile is untouched, and still hers.
    assert.deepEqual(await read(alice, own.uid), snapshot);
    assert.ok((await list(alice)).some((p) => p.uid === own.uid));
    // And the other way round: alice cannot reach bob's.
    assertError(await call(one(posted.uid), asBearer(alice)), 404, "GET bob's profile as alice");
    assertError(await call(one(posted.uid), asBearer(alice, { method: "DELETE" })), 404, "DELETE bob's profile as alice");
    await read(bob, posted.uid);
  });

  it(`stop at 50 profiles per user with a clear 409`, async () => {
    const many = await signIn();
    await unlock(many);
    const existing = (await list(many)).length;
    for (let i = existing; i < 50; i++) await create(many, { ...germanProfile, first_name: `P${i}` });
    const over = await call(CREATE, asBearer(many, withJson("POST", germanProfile)));
    assertError(over, 409, "51st profile");
    const detail = (over.body as { detail: { msg: string; code: string } }).detail;
    assert.equal(detail.code, "profile_limit_reached");
    assert.match(detail.msg, /50/);
    const items = await list(many);
    assert.equal(items.length, 50);
    assert.equal(items[0].first_name, "P49", "newest first");
  });
});
