/**
 * The shared request guards of every API route: JSON bodies capped
 * while streaming (413) and refused when not JSON (415), control characters refused (422), paths
 * with bad percent-encoding answered 400, a JSON 405 with Allow for every method a route lacks, and
 * `__proto__`-like query keys refused like any unknown parameter.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import http from "node:http";
import { before, describe, it } from "node:test";
import { assertError, assertIssues, baseUrl, call } from "../support/api-client";
import { asBearer, randomIp, signIn, unlock, withJson, type TestSession } from "../support/session";

type OpenApi = { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: unknown }>> };
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;

let doc: OpenApi;
let session: TestSession;
before(async () => {
  doc = (await call<OpenApi>("/api/documentation/openapi.json")).body;
  session = await signIn();
});

/** A concrete URL of an OpenAPI path template. */
const concrete = (template: string) => template.replace(/\{[^}]+\}/g, "abcdefghij");

/** Resident memory (kB) of the server's processes: scripts/serve.ts on our port and its children (Linux `ps`). */
function serverRssKb(): number | null {
  try {
    const port = new URL(baseUrl).port;
    const rows = execFileSync("ps", ["-eo", "pid=,ppid=,rss=,args="], { encoding: "utf8" })
      .split("\n")
      .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/))
      .filter((m): m is RegExpMatchArray => m !== null)
      .map((m) => ({ pid: m[1], ppid: m[2], rss: Number(m[3]), args: m[4] }));
    const front = rows.find((r) => r.args.includes("serve.ts") && r.args.includes(`--port ${port}`));
    if (!front) return null;
    return rows.filter((r) => r.pid === front.pid || r.ppid === front.pid).reduce((sum, r) => sum + r.rss, 0);
  } catch {
    return null;
  }
}

/**
 * POSTs `totalBytes` of JSON-looking body as a stream (never held in memory) and stops sending once
 * the answer arrives: the status, the bytes written by then, and the time taken.
 */
function streamHugeBody(path: string, totalBytes: number, headers: Record<string, string>): Promise<{ status: number; text: string; sent: number; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const req = http.request(`${baseUrl}${path}`, { method: "POST", headers: { "Content-Type": "application/json", "X-Forwarded-For": randomIp(), ...headers }, agent: false });
    req.on("response", (res) => {
      answered = true;
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, text, sent, ms: Date.now() - started });
        req.destroy();
      });
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < totalBytes) {
        sent += chunk.length;
        if (sent === chunk.length) req.write("[");
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end("]");
    };
    pump();
  });
}

describe("JSON body limits (413) and types (415)", () => {
  it("a 50 MB body is refused with 413 quickly and the server's memory does not jump", async () => {
    const rssBefore = serverRssKb();
    // A bearer header skips the cross-site check, so the body is what gets judged.
    const answer = await streamHugeBody("/api/users/access/confirmation_action", 50 * 1024 * 1024, { Authorization: "Bearer not-a-token" });
    const rssAfter = serverRssKb();
    assert.equal(answer.status, 413, answer.text);
    const body = JSON.parse(answer.text) as { detail: { msg: string; code: string; limit: number } };
    assert.equal(body.detail.code, "body_too_large");
    assert.equal(body.detail.limit, 64 * 1024);
    assert.match(body.detail.msg, /too large/);
    assert.ok(answer.ms < 10_000, `answered in ${answer.ms} ms`);
    // The rest of the body is read and thrown away chunk by chunk (so the 413 is not lost to a
    // connection reset between the front and Next.js); memory stays flat, as checked below.
    console.log(`# 50 MB body: 413 after ${answer.ms} ms, ${(answer.sent / 1048576).toFixed(1)} MB sent, server RSS ${rssBefore ?? "?"} → ${rssAfter ?? "?"} kB`);
    if (rssBefore !== null && rssAfter !== null) {
      // Reading the body whole (chunks, joined, then decoded) would hold 150 MB or more at once;
      // discarded chunks leave garbage until the next collection, below that. (The unit test of
      // parseBody shows exactly how much is kept.)
      assert.ok(rssAfter - rssBefore < 128 * 1024, `server memory grew ${((rssAfter - rssBefore) / 1024).toFixed(1)} MB`);
    }
  });

  it("a declared Content-Length above the limit is refused before reading, in the caller's language", async () => {
    const big = JSON.stringify({ email: `${"a".repeat(70 * 1024)}@example.test` });
    const answer = await call("/api/users/access/confirmation_action", {
      method: "POST",
      body: big,
      headers: { "Content-Type": "application/json", "Accept-Language": "ru-RU", "X-Forwarded-For": randomIp() },
    });
    assertError(answer, 413);
    assert.match((answer.body as { detail: { msg: string } }).detail.msg, /слишком большое/);
  });

  it("every route with a JSON body answers 415 to text, forms and bodies without a type; 422 to malformed JSON", async () => {
    const bodyOps = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).filter(([, op]) => op.requestBody).map(([method]) => ({ path: concrete(path), method: method.toUpperCase() })),
    );
    assert.ok(bodyOps.length >= 8, `${bodyOps.length} operations take a body`);
    for (const { path, method } of bodyOps) {
      for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json; charset=utf-16", null]) {
        const headers: Record<string, string> = asBearer(session).headers as Record<string, string>;
        const init: RequestInit = { method, headers: { ...headers, ...(type ? { "Content-Type": type } : {}) }, body: new TextEncoder().encode('{"email":"a@example.test"}') };
        const answer = await call(path, init);
        assertError(answer, 415, `${method} ${path} as ${type}`);
        assert.equal((answer.body as { detail: { code: string } }).detail.code, "unsupported_media_type");
      }
      const malformed = await call(path, asBearer(session, { method, body: '{"email": ', headers: { "Content-Type": "application/json" } }));
      // Staff and identity checks may come first; what matters is a 4xx of the one shape, never a 2xx or 5xx.
      assert.ok(malformed.status >= 400 && malformed.status < 500, `${method} ${path}: ${malformed.status}`);
      assertError(malformed, malformed.status, `${method} ${path} malformed`);
    }
  });

  it("application/json with charset=utf-8 and +json types are accepted; a body-less POST with no type is fine", async () => {
    for (const type of ["application/json; charset=utf-8", "application/merge-patch+json"]) {
      const answer = await call("/api/users/profile", asBearer(session, { method: "PATCH", body: JSON.stringify({ first_name: "Ann" }), headers: { "Content-Type": type } }));
      assert.equal(answer.status, 200, `${type}: ${answer.text.slice(0, 200)}`);
    }
    const bare = await call("/api/notifications/read", asBearer(session, { method: "POST" }));
    assert.equal(bare.status, 200, bare.text.slice(0, 200));
  });
});

describe("control characters (422) and bad percent-encoding (400)", () => {
  it("a NUL or other C0 character in stored text answers 422 with its field, never 500", async () => {
    for (const value of ["a\u0000b", "\u0007bell", "esc\u001b[31m", "del\u007f", "\ud800"]) {
      const answer = await call("/api/users/profile", asBearer(session, withJson("PATCH", { first_name: value })));
      const issues = assertIssues(answer, JSON.stringify(value));
      assert.deepEqual(issues[0].loc, ["body", "first_name"]);
      assert.equal(issues[0].type, "control_character");
    }
    await unlock(session);
    const profile = {
      first_name: "Anna", last_name: "Schmidt\u0000", email: "anna@example.com", phone_number: "030 12345678", phone_region: "de",
      city: "Ber\u0000lin", zip_code: "10115", address: "Invalidenstraße 1", country: "de",
    };
    const created = await call("/api/users/profile/profiles", asBearer(session, withJson("POST", profile)));
    const issues = assertIssues(created);
    assert.deepEqual(issues.map((i) => i.loc.join(".")).sort(), ["body.city", "body.last_name"]);
    const ru = await call("/api/users/profile", asBearer(session, { ...withJson("PATCH", { last_name: "x\u0001" }), headers: { ...(asBearer(session).headers as Record<string, string>), "Content-Type": "application/json", "Accept-Language": "ru" } }));
    assert.match(assertIssues(ru)[0].msg, /Управляющие символы/);
  });

  it("tab and line breaks are not control characters to refuse (a field's own rules decide)", async () => {
    const answer = await call("/api/users/profile", asBearer(session, withJson("PATCH", { first_name: "Ann\tMarie" })));
    assert.ok(answer.status === 200 || answer.status === 422, answer.text.slice(0, 200));
    if (answer.status === 422) assert.ok(assertIssues(answer).every((i) => i.type !== "control_character"));
  });

  it("/search?q=a%00b answers the normal search page", async () => {
    const answer = await call("/search?q=a%00b");
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get("content-type") ?? "", /text\/html/);
    // The results part rendered (it echoes the cleaned query), not the error view.
    assert.ok(/(results|Nothing found) for “a b”/.test(answer.text), "the search results for “a b” are shown");
    assert.ok(!/<h1[^>]*>Something went wrong/.test(answer.text), "no error view");
  });

  it("paths with bad percent-encoding answer 400: JSON detail on /api, an HTML page elsewhere", async () => {
    for (const path of ["/api/media/%zz", "/api/offers/%ff", "/api/nope/%E0%A4%A", "/api/users/profile/profiles/%c0%af"]) {
      for (const method of ["GET", "POST", "DELETE"]) {
        const answer = await call(path, { method });
        assertError(answer, 400, `${method} ${path}`);
        assert.match(String((answer.body as { detail: string }).detail), /percent-encoded/);
      }
    }
    for (const path of ["/%ff", "/%E0%A4%A", "/ru/%ff", "/servers/%zz", "/search/%ED%A0%80"]) {
      const answer = await call(path);
      assert.equal(answer.status, 400, `${path}: ${answer.status}`);
      assert.match(answer.headers.get("content-type") ?? "", /text\/html/);
      assert.match(answer.text, path.startsWith("/ru") ? /Неверный запрос/ : /Bad request/);
    }
  });
});

describe("methods a route lacks (405)", () => {
  it("every path of the OpenAPI document answers its undocumented methods with a JSON 405 and the Allow header; OPTIONS lists the same", async () => {
    let checked = 0;
    for (const [template, ops] of Object.entries(doc.paths)) {
      const documented = new Set(Object.keys(ops).map((m) => m.toUpperCase()));
      if (documented.has("GET")) documented.add("HEAD");
      const allow = [...METHODS.filter((m) => documented.has(m)), "OPTIONS"].join(", ");
      const path = concrete(template);
      for (const method of METHODS.filter((m) => !documented.has(m))) {
        const answer = await call(path, { method, headers: { "X-Forwarded-For": randomIp() } });
        assert.equal(answer.status, 405, `${method} ${path}: ${answer.status} ${answer.text.slice(0, 200)}`);
        assert.equal(answer.headers.get("allow"), allow, `${method} ${path}: Allow`);
        if (method !== "HEAD") assertError(answer, 405, `${method} ${path}`);
        checked += 1;
      }
      const options = await call(path, { method: "OPTIONS" });
      assert.equal(options.status, 204, `OPTIONS ${path}: ${options.status}`);
      assert.equal(options.headers.get("allow"), allow, `OPTIONS ${path}: Allow`);
    }
    assert.ok(checked > 60, `${checked} method × path pairs checked`);
  });
});

describe("unknown query parameters", () => {
  it("__proto__, constructor and toString are refused like any unknown parameter on every route that reads its query", async () => {
    const withQuery = Object.entries(doc.paths).flatMap(([path, ops]) =>
      ops.get?.parameters?.some((p) => p.in === "query") ? [path] : [],
    );
    assert.ok(withQuery.length >= 5, `${withQuery.length} routes read a query`);
    for (const template of withQuery) {
      if (template.endsWith("/google/callback")) continue; // the issuer's redirect carries extra parameters (RFC 6749)
      const path = concrete(template);
      for (const key of ["__proto__", "constructor", "toString", "hasOwnProperty", "zz_unknown"]) {
        const answer = await call(`${path}?${key}=1`, asBearer(session));
        const issues = assertIssues(answer, `${path}?${key}`);
        assert.ok(issues.some((i) => i.loc[0] === "query" && i.loc[1] === key), `${path}?${key}: ${answer.text.slice(0, 200)}`);
      }
      const nested = await call(`${path}?__proto__[admin]=1&constructor[prototype][x]=1`, asBearer(session));
      assertIssues(nested, `${path} nested`);
    }
  });
});
