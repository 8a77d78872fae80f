/**
 * OpenAPI-driven fuzzing of every operation of the served document ("One test that guards
 * every route from now on"). For each path × method it generates bad inputs from the operation's
 * own parameter and body schemas — wrong types, missing and extra fields, control characters, 100 KB
 * strings, odd unicode, odd percent-encoding, huge numbers, arrays for objects, null — and sends them
 * signed out, as a browser (session cookie, with and without the cross-site request token), as an
 * API client (bearer access token) and, for staff routes, with the staff token. It asserts:
 * - no answer is a 5xx;
 * - every 4xx is JSON with the spec's `detail` (a string, a list of {loc, msg, type}, or an object with msg);
 * - the database is unchanged around every batch whose answers were all 4xx (the staff fingerprint
 *   route; re-baselined after any 2xx).
 * It lives under serial/ so no other test file writes to the database meanwhile.
 *
 * Reproduce a run with FUZZ_SEED=<seed printed at the start>; FUZZ_CASES sets cases per operation.
 */
import assert from "node:assert/strict";
import { randomInt } from "node:crypto";
import { before, describe, it } from "node:test";
import { baseUrl, call } from "../../support/api-client";
import { randomIp, signIn, unlock, type TestSession } from "../../support/session";
import { prng } from "../../support/prng";

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  examples?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Parameter = { name: string; in: "query" | "path" | "header"; required: boolean; schema: JsonSchema };
type Operation = {
  path: string;
  method: string;
  parameters: Parameter[];
  body?: JsonSchema;
  signedIn: boolean;
  staff: boolean;
};
type Mode = "anonymous" | "anonymous-csrf" | "cookie" | "cookie-no-csrf" | "bearer" | "staff" | "staff-wrong";
type Case = { op: Operation; mode: Mode; label: string; url: string; headers: Record<string, string>; body?: Uint8Array<ArrayBuffer> | string };
type Outcome = { fuzzCase: Case; status: number; text: string };

const SEED = Number(process.env.FUZZ_SEED ?? randomInt(2 ** 31));
const CASES_PER_OPERATION = Number(process.env.FUZZ_CASES ?? 48);
const CONCURRENCY = 4;
const BATCH = 16;
const STAFF_TOKEN = process.env.API_STAFF_TOKEN ?? "";

const rnd = prng(SEED);

const CONTROL = ["\u0000", "\u0001", "\u0007", "\u0008", "\u000b", "\u000c", "\u001b", "\u001f", "\u007f"];
const ODD_UNICODE = [
  "\u202eevil\u202c", // right-to-left override
  "\u200f\u200e\u061c", // RTL/LTR marks
  "😀👩‍👩‍👧‍👦🏳️‍🌈", // emoji and ZWJ sequences
  "ｆｕｚｚ＠ｅｘａｍｐｌｅ．ｔｅｓｔ", // full-width (NFKC folds it to ASCII)
  "ﬁ\u212a\u2126Å", // ligature, Kelvin, Ohm, A with ring: NFKC oddities
  "e\u0301\u0301\u0301\u0301", // stacked combining marks
  "\ufeff\u200b\u2060", // BOM, zero-width space, word joiner
  "\ud800", // lone high surrogate (JSON escapes it)
  "\udfff\ud800", // reversed pair
  "\u2028\u2029", // JS line terminators
  "Ⅻ٣۳߃", // digits of other scripts
];
const HUGE_NUMBERS_RAW = ["1e309", "-1e309", "-0", "9223372036854775808", "18446744073709551616", "1e-400", "123456789012345678901234567890", "0.1e1", "-9007199254740993"];
const PATH_JUNK = [
  "%00", "%zz", "%ff", "%E0%A4%A", "%c0%af", "%ED%A0%80", "%2e%2e%2f%2e%2e", "..%2F..%2Fetc%2Fpasswd", "%25", "%F0%9F%98%80",
  "%E2%80%AE", "a%0Ab", "-0", "1e309", "null", "undefined", "__proto__", "constructor", "%5B%5D", "%7B%7D", "x".repeat(2000), "%20", "",
];
const QUERY_VALUE_JUNK = [
  "%00", "%zz", "%ff", "a%00b", "%0d%0aSet-Cookie:%20x=1", "%E2%80%AE", "1e309", "-0", "9223372036854775808", "NaN", "Infinity", "-1",
  "", "%20", "[]", "{}", "null", "true", "%5B%5D", "x".repeat(6000), "%F0%9F%98%80", "%ED%A0%80", "1,2,,3", "'%3B--",
];
const EXTRA_QUERY_KEYS = ["__proto__", "constructor", "toString", "__proto__[x]", "constructor[prototype][x]", "zz", "%00", "a%00b", "page[]", "x".repeat(300)];

/** A value that satisfies `schema` as far as a generic reading allows (the base mutations start from). */
function plausible(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return "x";
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return rnd.pick(schema.enum);
  if (schema.default !== undefined && rnd.chance(0.3)) return schema.default;
  if (schema.examples?.length) return rnd.pick(schema.examples);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return plausible(rnd.pick(variants), depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || rnd.chance(0.5)) out[key] = plausible(property, depth + 1);
      }
      return out;
    }
    case "array":
      return rnd.chance(0.5) ? [] : [plausible(schema.items, depth + 1)];
    case "integer":
      return schema.minimum ?? 1;
    case "number":
      return schema.minimum ?? 1;
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      if (schema.format === "email") return `fuzz-${rnd.int(1e9)}@example.test`;
      if (schema.pattern === "^\\d{6}$" || /code/.test(JSON.stringify(schema))) return "123456";
      return "x".repeat(Math.max(1, Math.min(schema.minLength ?? 1, 20)));
  }
}

/** One bad value to put where `schema` wants something. */
function badValue(schema: JsonSchema | undefined): { value?: unknown; raw?: string; note: string } {
  const kind = rnd.int(12);
  const base = plausible(schema);
  switch (kind) {
    case 0:
      return { value: rnd.pick([42, -1, 0, 3.5, true, false]), note: "wrong type (scalar)" };
    case 1:
      return { value: rnd.pick([[], [base], [[[]]], ["a", 1, null]]), note: "array" };
    case 2:
      return { value: rnd.pick([{}, { a: 1 }, { __proto__: { admin: true } }, { length: 1e9 }]), note: "object" };
    case 3:
      return { value: null, note: "null" };
    case 4:
      return { value: `${typeof base === "string" ? base : "x"}${rnd.pick(CONTROL)}tail`, note: "control character" };
    case 5:
      return { value: "y".repeat(100 * 1024), note: "100 KB string" };
    case 6:
      return { value: "z".repeat(rnd.pick([256, 1000, 5000, 40 * 1024])), note: "long string" };
    case 7:
      return { value: rnd.pick(ODD_UNICODE), note: "odd unicode" };
    case 8:
      return { raw: rnd.pick(HUGE_NUMBERS_RAW), note: "huge number" };
    case 9:
      return { value: typeof base === "string" ? `${base}${rnd.pick(ODD_UNICODE)}` : String(base), note: "string form / unicode suffix" };
    case 10:
      return { value: rnd.pick(["", " ", "\t\n", "0", "-0", "true", "null", "<script>alert(1)</script>", "' OR 1=1 --", "${7*7}", "../../etc/passwd"]), note: "odd string" };
    default:
      return { value: rnd.pick([Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, -1e-308]), note: "extreme number" };
  }
}

/** JSON text of `object` with `field` replaced by raw JSON text (for 1e309 and friends). */
function withRaw(object: Record<string, unknown>, field: string, raw: string): string {
  const marker = `__RAW_${rnd.int(1e9)}__`;
  return JSON.stringify({ ...object, [field]: marker }).replace(`"${marker}"`, raw);
}

/** A request body that is wrong in one way: its JSON text and, sometimes, a wrong Content-Type. */
function badBody(schema: JsonSchema): { body: Uint8Array<ArrayBuffer> | string; type: string | null; note: string } {
  const base = (plausible(schema) ?? {}) as Record<string, unknown>;
  const fields = Object.keys(schema.properties ?? {});
  const json = "application/json";
  const kind = rnd.int(14);
  if (kind <= 4 && fields.length) {
    const field = rnd.pick(fields);
    const bad = badValue(schema.properties?.[field]);
    if (bad.raw !== undefined) return { body: withRaw(base, field, bad.raw), type: json, note: `${field}: ${bad.note}` };
    return { body: JSON.stringify({ ...base, [field]: bad.value }), type: json, note: `${field}: ${bad.note}` };
  }
  switch (kind) {
    case 5: {
      const required = schema.required ?? fields;
      const copy = { ...base };
      if (required.length) delete copy[rnd.pick(required)];
      return { body: JSON.stringify(copy), type: json, note: "missing field" };
    }
    case 6: {
      const key = rnd.pick(["__proto__", "constructor", "prototype", "extra_field", "a\u0000b", "", "🙂"]);
      return { body: JSON.stringify(base).replace(/^\{/, `{${JSON.stringify(key)}:{"polluted":true},`).replace(",}", "}"), type: json, note: `extra field ${JSON.stringify(key)}` };
    }
    case 7:
      return { body: rnd.pick(["[]", `[${JSON.stringify(base)}]`, "null", "42", '"text"', "true", "{}"]), type: json, note: "not an object" };
    case 8:
      return { body: rnd.pick(["{", '{"a":}', "{'a':1}", `${JSON.stringify(base)}garbage`, "\ufeff{}", "{\"a\":1,}", "NaN", "[1,2", "{\"a\":\"\\x\"}"]), type: json, note: "malformed JSON" };
    case 9: {
      // Raw bytes that are not UTF-8: a lone surrogate encoded as in CESU-8, and a stray 0xff.
      const text = JSON.stringify({ ...base, [fields[0] ?? "a"]: "SURROGATE" });
      const [head, tail] = text.split("SURROGATE");
      const bytes = Buffer.concat([Buffer.from(head), Buffer.from(rnd.pick([[0xed, 0xa0, 0x80], [0xff], [0xc0, 0xaf]])), Buffer.from(tail)]);
      return { body: new Uint8Array(bytes), type: json, note: "invalid UTF-8 bytes" };
    }
    case 10:
      return { body: JSON.stringify(base), type: rnd.pick(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=z", "application/json; charset=utf-16", "application/xml", null]), note: "wrong Content-Type" };
    case 11:
      return { body: `${"[".repeat(20000)}${"]".repeat(20000)}`, type: json, note: "deeply nested arrays" };
    case 12:
      return { body: JSON.stringify({ ...base, pad: "p".repeat(70 * 1024) }), type: json, note: "larger than 64 KB" };
    default:
      return { body: JSON.stringify(Object.fromEntries(fields.map((f) => [f, badValue(schema.properties?.[f]).value ?? "1e309"]))), type: json, note: "every field wrong" };
  }
}

/** The URL of one case: path parameters and query, some of them junk. */
function badUrl(op: Operation): { url: string; note: string } {
  const notes: string[] = [];
  let path = op.path;
  for (const param of op.parameters.filter((p) => p.in === "path")) {
    const junk = rnd.chance(0.7);
    const value = junk ? rnd.pick(PATH_JUNK) : encodeURIComponent(String(plausible(param.schema)));
    if (junk) notes.push(`path ${param.name}=${value.slice(0, 40)}`);
    path = path.replace(`{${param.name}}`, value);
  }
  const query: string[] = [];
  for (const param of op.parameters.filter((p) => p.in === "query")) {
    if (param.name === "filters") continue;
    if (rnd.chance(0.4)) {
      const value = rnd.pick(QUERY_VALUE_JUNK);
      query.push(`${param.name}=${value}`);
      notes.push(`query ${param.name}=${value.slice(0, 40)}`);
    } else if (param.required || rnd.chance(0.3)) {
      query.push(`${param.name}=${encodeURIComponent(String(plausible(param.schema)))}`);
    }
  }
  if (rnd.chance(0.3)) {
    const key = rnd.pick(EXTRA_QUERY_KEYS);
    query.push(`${key}=${rnd.pick(QUERY_VALUE_JUNK.slice(0, 8))}`);
    notes.push(`extra query ${key.slice(0, 40)}`);
  }
  if (rnd.chance(0.05)) {
    query.push("page=1&page=2&page=%00");
    notes.push("repeated keys");
  }
  return { url: query.length ? `${path}?${query.join("&")}` : path, note: notes.join("; ") };
}

let session: TestSession;
let anonymousCsrf: { cookie: string; token: string };

/** The browser's cookies with the refresh token replaced: the fuzzer never rotates (or replays) a real one. */
function cookieWithoutRefresh(s: TestSession): string {
  return s.cookie
    .split("; ")
    .map((pair) => {
      if (!pair.startsWith("application_user_access=")) return pair;
      const raw = decodeURIComponent(pair.slice("application_user_access=".length));
      const tokens = JSON.parse(raw) as { access_token: string; refresh_token: string };
      return `application_user_access=${encodeURIComponent(JSON.stringify({ ...tokens, refresh_token: "fuzz-not-a-refresh-token" }))}`;
    })
    .join("; ");
}

function modesOf(op: Operation): Mode[] {
  if (op.staff) return ["staff", "staff", "staff", "staff-wrong", "anonymous", "bearer"];
  if (op.signedIn) return ["bearer", "bearer", "cookie", "cookie", "cookie-no-csrf", "anonymous", "anonymous-csrf"];
  return ["anonymous", "anonymous-csrf", "cookie", "cookie-no-csrf", "bearer"];
}

function headersFor(mode: Mode): Record<string, string> {
  const headers: Record<string, string> = { "X-Forwarded-For": randomIp() };
  if (rnd.chance(0.2)) headers["Accept-Language"] = rnd.pick(["ru-RU", "ru", "*", "xx;q=abc", "en;q=0.1,ru;q=0.9"]);
  switch (mode) {
    case "anonymous-csrf":
      return { ...headers, Cookie: anonymousCsrf.cookie, "X-CSRF-Token": anonymousCsrf.token };
    case "cookie":
      return { ...headers, Cookie: cookieWithoutRefresh(session), "X-CSRF-Token": session.csrf };
    case "cookie-no-csrf":
      return { ...headers, Cookie: cookieWithoutRefresh(session) };
    case "bearer":
      return { ...headers, Authorization: `Bearer ${session.accessToken}` };
    case "staff":
      return { ...headers, Authorization: `Bearer ${STAFF_TOKEN}` };
    case "staff-wrong":
      return { ...headers, Authorization: `Bearer ${"f".repeat(STAFF_TOKEN.length || 48)}` };
    default:
      return headers;
  }
}

function makeCase(op: Operation): Case {
  const mode = rnd.pick(modesOf(op));
  const { url, note } = badUrl(op);
  const headers = headersFor(mode);
  const notes = [note];
  let body: Uint8Array<ArrayBuffer> | string | undefined;
  if (op.body && (rnd.chance(0.85) || !note)) {
    const bad = badBody(op.body);
    body = bad.body;
    if (bad.type) headers["Content-Type"] = bad.type;
    notes.push(`body ${bad.note}`);
  } else if (!op.body && op.method !== "GET" && rnd.chance(0.3)) {
    body = rnd.pick(["junk", '{"a":1}', "a=1&b=2"]);
    headers["Content-Type"] = rnd.pick(["text/plain", "application/json", "application/x-www-form-urlencoded"]);
    notes.push("unexpected body");
  }
  const label = `${op.method} ${url.slice(0, 160)} [${mode}] ${notes.filter(Boolean).join("; ")}`;
  return { op, mode, label, url, headers, body };
}

/** The spec's error shape (section 8). */
function errorShapeProblem(outcome: Outcome, contentType: string): string | null {
  if (!/application\/json/.test(contentType)) return `not JSON (${contentType || "no Content-Type"})`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(outcome.text);
  } catch {
    return "body is not JSON";
  }
  const detail = (parsed as { detail?: unknown } | null)?.detail;
  if (typeof detail === "string" && detail.length > 0) return null;
  if (Array.isArray(detail) && detail.length > 0) {
    const ok = detail.every(
      (i: { loc?: unknown; msg?: unknown; type?: unknown }) =>
        Array.isArray(i.loc) && i.loc.every((p) => typeof p === "string" || typeof p === "number") && typeof i.msg === "string" && typeof i.type === "string",
    );
    return ok ? null : "detail list entries are not {loc, msg, type}";
  }
  if (detail && typeof detail === "object" && typeof (detail as { msg?: unknown }).msg === "string") return null;
  return "no detail of the spec's shape";
}

async function send(fuzzCase: Case): Promise<Outcome & { contentType: string }> {
  const res = await fetch(`${baseUrl}${fuzzCase.url}`, {
    method: fuzzCase.op.method,
    headers: fuzzCase.headers,
    body: fuzzCase.body,
    redirect: "manual",
  });
  const text = await res.text();
  return { fuzzCase, status: res.status, text, contentType: res.headers.get("content-type") ?? "" };
}

type Fingerprint = Record<string, { rows: number; hash: string }>;

async function fingerprint(): Promise<Fingerprint> {
  const answer = await call<{ tables: Fingerprint }>("/api/internal/database/fingerprint", {
    headers: { Authorization: `Bearer ${STAFF_TOKEN}`, "X-Forwarded-For": randomIp() },
  });
  assert.equal(answer.status, 200, `fingerprint answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  return answer.body.tables;
}

function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n]?.hash !== after[n]?.hash).map((n) => `${n} (rows ${before[n]?.rows} → ${after[n]?.rows})`);
}

async function pool<T, R>(items: T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await run(items[index]);
      }
    }),
  );
  return results;
}

function operationsOf(document: { paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; security?: Record<string, unknown>[] }>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const security = (op.security ?? []).flatMap((s) => Object.keys(s));
      ops.push({
        path,
        method: method.toUpperCase(),
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.["application/json"]?.schema,
        signedIn: security.includes("accessToken") || security.includes("sessionCookie"),
        staff: security.includes("staffToken"),
      });
    }
  }
  return ops;
}

describe(`API fuzzing from the OpenAPI document (FUZZ_SEED=${SEED})`, () => {
  let operations: Operation[] = [];

  before(async () => {
    console.log(`# fuzz seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${CASES_PER_OPERATION} cases per operation`);
    assert.ok(STAFF_TOKEN, "API_STAFF_TOKEN is set by tests/run-api.ts");
    const doc = await call<Parameters<typeof operationsOf>[0]>("/api/documentation/openapi.json");
    assert.equal(doc.status, 200);
    operations = operationsOf(doc.body);
    session = await signIn();
    await unlock(session);
    const csrf = await call<{ csrf_token: string }>("/api/users/access/csrf", { headers: { "X-Forwarded-For": randomIp() } });
    const cookie = csrf.headers.getSetCookie().map((c) => c.split(";")[0]).find((c) => c.startsWith("application-csrf=")) ?? "";
    anonymousCsrf = { cookie, token: csrf.body.csrf_token };
  });

  it("finds every operation of the document", () => {
    assert.ok(operations.length > 20, `${operations.length} operations`);
  });

  it("the fingerprint sees a write, and only where it happened", async () => {
    const before = await fingerprint();
    assert.deepEqual(changedTables(before, await fingerprint()), [], "two fingerprints with nothing between them are equal");
    const other = await signIn();
    const changed = changedTables(before, await fingerprint());
    assert.ok(changed.some((t) => t.startsWith("users ")), `a new user changes users: ${changed.join(", ")}`);
    assert.ok(!changed.some((t) => t.startsWith("offers ")), `a sign-in does not change offers: ${changed.join(", ")}`);
    // A change that keeps the row count: the user's display name.
    const named = await fingerprint();
    const renamed = await call("/api/users/profile", { method: "PATCH", headers: { Authorization: `Bearer ${other.accessToken}`, "X-Forwarded-For": other.ip, "Content-Type": "application/json" }, body: JSON.stringify({ first_name: "Fingerprint" }) });
    assert.equal(renamed.status, 200, renamed.text.slice(0, 300));
    const after = await fingerprint();
    assert.equal(after.users.rows, named.users.rows);
    assert.notEqual(after.users.hash, named.users.hash, "an update of one row changes its table's hash");
  });

  it("no operation answers 5xx, every 4xx has the one error shape, and a 4xx changes nothing in the database", async () => {
    const started = Date.now();
    const failures: string[] = [];
    const statusCounts = new Map<number, number>();
    let sent = 0;
    let checkedBatches = 0;
    let sessionEnders = 0;

    // The database as it is now, when known: the fingerprint taken after a batch that changed nothing
    // is the next batch's starting point (nothing runs between them), so it is not asked for twice.
    let known: Fingerprint | null = null;
    for (const op of operations) {
      const cases = Array.from({ length: CASES_PER_OPERATION }, () => makeCase(op));
      let skipSignedIn = false;
      for (let i = 0; i < cases.length; i += BATCH) {
        const batch = cases.slice(i, i + BATCH).filter((c) => !(skipSignedIn && (c.mode === "bearer" || c.mode.startsWith("cookie"))));
        if (!batch.length) continue;
        const before = known ?? (await fingerprint());
        known = null;
        const outcomes = await pool(batch, CONCURRENCY, send);
        sent += outcomes.length;
        for (const outcome of outcomes) {
          statusCounts.set(outcome.status, (statusCounts.get(outcome.status) ?? 0) + 1);
          if (outcome.status >= 500) failures.push(`${outcome.status} ← ${outcome.fuzzCase.label}\n    ${outcome.text.slice(0, 300)}`);
          else if (outcome.status === 431 && !outcome.text) {
            // Node.js's own HTTP parser refuses request heads above 16 KB (the URL included) before
            // any application code runs; it answers with no body.
          } else if (outcome.status >= 400 && outcome.fuzzCase.op.method !== "HEAD") {
            const problem = errorShapeProblem(outcome, outcome.contentType);
            if (problem) failures.push(`${outcome.status} ${problem} ← ${outcome.fuzzCase.label}\n    ${outcome.text.slice(0, 300)}`);
          }
        }
        const refused = outcomes.filter((o) => o.status >= 400);
        if (refused.length === outcomes.length) {
          known = await fingerprint();
          const changed = changedTables(before, known);
          checkedBatches += 1;
          if (changed.length) {
            failures.push(`database changed (${changed.join(", ")}) although every answer was 4xx:\n    ${outcomes.map((o) => `${o.status} ← ${o.fuzzCase.label}`).join("\n    ")}`);
          }
        } else if (refused.length) {
          // Some request succeeded: the refused ones are sent again on their own, between fresh fingerprints.
          const again = await fingerprint();
          const retried = await pool(refused.map((o) => o.fuzzCase), CONCURRENCY, send);
          sent += retried.length;
          if (retried.every((o) => o.status >= 400)) {
            known = await fingerprint();
            const changed = changedTables(again, known);
            checkedBatches += 1;
            if (changed.length) failures.push(`database changed (${changed.join(", ")}) on refused requests:\n    ${retried.map((o) => `${o.status} ← ${o.fuzzCase.label}`).join("\n    ")}`);
          }
        }
        // A success may have signed the session out (logout, logout_all, e-mail change): sign in again
        // and stop sending this operation signed-in cases that would end it again.
        if (outcomes.some((o) => o.status < 400 && (o.fuzzCase.mode === "bearer" || o.fuzzCase.mode.startsWith("cookie")))) {
          const alive = await call("/api/users/profile", { headers: { Authorization: `Bearer ${session.accessToken}`, "X-Forwarded-For": randomIp() } });
          if (alive.status === 401) {
            sessionEnders += 1;
            skipSignedIn = true;
            session = await signIn();
            await unlock(session);
            known = null;
          }
        }
        if (failures.length > 25) break;
      }
      if (failures.length > 25) break;
    }

    const seconds = (Date.now() - started) / 1000;
    const statuses = [...statusCounts].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(" ");
    console.log(
      `# fuzz on ${process.env.API_DB_LABEL ?? "?"}: ${operations.length} operations, ${sent} requests, ${checkedBatches} fingerprinted batches, ` +
        `${sessionEnders} session-ending operations, ${seconds.toFixed(1)} s; statuses ${statuses}`,
    );
    assert.equal(failures.length, 0, `seed ${SEED}: ${failures.length} failure(s):\n${failures.slice(0, 25).join("\n")}`);
  });
});
