import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, it } from "node:test";
import { call } from "../support/api-client";

type Doc = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { parameters: { name: string; in: string; required: boolean; schema: unknown }[]; responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> }>>;
  components: { schemas: Record<string, unknown> };
};

async function fetchDoc(): Promise<Doc> {
  const res = await call<Doc>("/api/documentation/openapi.json");
  assert.equal(res.status, 200);
  assert.match(res.headers.get("content-type") ?? "", /application\/json/);
  return res.body;
}

type Security = Record<string, string[]>[];
type SecurityDoc = { paths: Record<string, Record<string, { security?: Security }>>; components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> } };

describe("GET /api/documentation/openapi.json", () => {
  it("passes Redocly's recommended lint with no error", async () => {
    const res = await call<string>("/api/documentation/openapi.json");
    const dir = mkdtempSync(path.join(os.tmpdir(), "openapi-lint-"));
    try {
      const file = path.join(dir, "openapi.json");
      writeFileSync(file, res.text);
      // Exit code 1 on errors; warnings (an operation with no 4XX answer) are printed and allowed.
      const run = await promisify(execFile)(process.execPath, [path.resolve("node_modules/@redocly/cli/bin/cli.js"), "lint", file, "--extends=recommended", "--format=json"], { maxBuffer: 32 * 1024 * 1024, env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" } }).catch((e: { stdout?: string; stderr?: string; code?: number }) => ({ stdout: e.stdout ?? "", stderr: `${e.stderr ?? ""} (exit ${e.code})` }));
      const report = JSON.parse(run.stdout.slice(run.stdout.indexOf("{"))) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] };
      const errors = report.problems.filter((p) => p.severity === "error").map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
      assert.deepEqual(errors, [], `redocly lint errors (${run.stderr.slice(0, 200)})`);
      assert.equal(report.totals.errors, 0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("declares its security schemes and which operations need them", async () => {
    const doc = (await call<SecurityDoc>("/api/documentation/openapi.json")).body;
    const schemes = doc.components.securitySchemes;
    assert.deepEqual(Object.keys(schemes).sort(), ["accessToken", "csrfCookie", "csrfToken", "sessionCookie", "staffToken"]);
    assert.deepEqual([schemes.csrfToken.in, schemes.csrfToken.name], ["header", "X-CSRF-Token"]);
    const security = (p: string, m: string) => doc.paths[p][m].security;
    // A public read needs nothing; a guest's unsafe call the cross-site request pair.
    assert.deepEqual(security("/api/offers", "get"), []);
    assert.deepEqual(security("/api/users/access/token", "post"), [{ csrfCookie: [], csrfToken: [] }]);
    // Signed in: the bearer token, or the session cookie (with the pair on unsafe methods).
    assert.deepEqual(security("/api/cart", "get"), [{ accessToken: [] }, { sessionCookie: [] }]);
    assert.deepEqual(security("/api/cart", "post"), [{ accessToken: [] }, { sessionCookie: [], csrfCookie: [], csrfToken: [] }]);
    // Staff and organisation routes name the role their access requires (lib/api/access.ts).
    assert.deepEqual(security("/api/staff/organizations", "get"), [{ accessToken: ["staff"] }, { sessionCookie: ["staff"] }]);
    assert.deepEqual(security("/api/supplier/offers", "post"), [{ accessToken: ["supplier:offers.write"] }, { sessionCookie: ["supplier:offers.write"], csrfCookie: [], csrfToken: [] }]);
    // Provider callbacks carry their own signature, internal routes the internal token.
    assert.deepEqual(security("/api/payments/webhook/stripe", "post"), []);
    for (const [p, methods] of Object.entries(doc.paths))
      for (const [m, op] of Object.entries(methods)) {
        assert.ok(Array.isArray(op.security), `${m} ${p} declares its security`);
        for (const requirement of op.security!) for (const name of Object.keys(requirement)) assert.ok(schemes[name], `${m} ${p}: ${name} is a declared scheme`);
      }
  });

  it("is an OpenAPI 3.1 document", async () => {
    const doc = await fetchDoc();
    assert.match(doc.openapi, /^3\.1\.\d+$/);
    assert.ok(doc.info.title && doc.info.version);
    assert.ok(Object.keys(doc.components.schemas).length > 0);
  });

  it("lists parameters and resolvable response schemas", async () => {
    const doc = await fetchDoc();
    for (const [p, methods] of Object.entries(doc.paths)) {
      for (const op of Object.values(methods)) {
        for (const name of p.match(/\{(\w+)\}/g) ?? []) {
          const param = op.parameters.find((x) => x.name === name.slice(1, -1));
          assert.ok(param && param.in === "path" && param.required, `${p}: path parameter ${name}`);
        }
        assert.ok(op.responses["200"] ?? op.responses["201"] ?? op.responses["302"], `${p}: success documented`);
        for (const response of Object.values(op.responses)) {
          for (const media of Object.values(response.content ?? {})) {
            const ref = media.schema?.$ref;
            if (ref) assert.ok(doc.components.schemas[ref.replace("#/components/schemas/", "")], `${p}: ${ref} resolves`);
          }
        }
      }
    }
    const offers = doc.paths["/api/offers"].get;
    for (const name of ["product_slug", "page", "size", "sort", "organization__uid", "country", "provider", "price_min", "price_max"]) {
      assert.ok(offers.parameters.some((x) => x.name === name && x.in === "query"), `/api/offers documents ${name}`);
    }
    const options = doc.paths["/api/catalog/categories/product-options"].get;
    assert.ok(options.parameters.find((x) => x.name === "category_slug")?.required);
    assert.ok(options.parameters.find((x) => x.name === "product_slug")?.required);
    assert.ok(doc.paths["/api/offers"].get.responses["422"], "422 documented");
  });
});
