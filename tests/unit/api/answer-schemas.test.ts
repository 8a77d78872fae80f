import { z } from "zod";
import { apiRoutes } from "@/lib/api/registry";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { answerProblems, checkAnswer, routeOf } from "@/tests/support/answer-schema";

/**
 * The check the API run makes of every JSON answer (tests/support/answer-check.ts): here on made-up
 * answers, so a check that passes everything (or nothing) fails in seconds.
 */

describe("the answer check", () => {
  const schema = z.object({
    uid: z.string(),
    items: z.array(z.object({ n: z.number().int(), tags: z.array(z.string()) })),
    parent: z.object({ uid: z.string() }).nullable(),
    extra: z.looseObject({ kind: z.string() }),
  });
  const good = { uid: "a", items: [{ n: 1, tags: ["x"] }], parent: null, extra: { kind: "k", more: 1 } };

  it("passes an answer that is exactly what the schema says (a loose object may carry more)", () => {
    expect(answerProblems(schema, good)).toEqual([]);
  });

  it("names the field path and the issue of a wrong type or a missing field", () => {
    const problems = answerProblems(schema, { ...good, items: [{ n: "1", tags: ["x"] }], parent: undefined });
    expect(problems.map((p) => p.path)).toEqual(expect.arrayContaining(["items[0].n", "parent"]));
  });

  it("reports a field the schema does not name, however deep (strict)", () => {
    const problems = answerProblems(schema, { ...good, secret: 1, items: [{ n: 1, tags: [], debug: true }], parent: { uid: "p", hash: "h" } });
    expect(problems).toHaveLength(3);
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: "secret", message: "field not in the schema" },
        { path: "items[0].debug", message: "field not in the schema" },
        { path: "parent.hash", message: "field not in the schema" },
      ]),
    );
  });

  it("reads a union's value with the option it parses with", () => {
    const union = z.discriminatedUnion("kind", [z.object({ kind: z.literal("a"), a: z.number() }), z.object({ kind: z.literal("b"), b: z.number() })]);
    expect(answerProblems(union, { kind: "b", b: 1 })).toEqual([]);
    expect(answerProblems(union, { kind: "b", b: 1, a: 2 })).toEqual([{ path: "a", message: "field not in the schema" }]);
  });

  it("matches a request to its registry entry, a literal segment before a parameter", () => {
    expect(routeOf("GET", "/api/cart/summary")?.operationId).toBe("getCartSummary");
    expect(routeOf("PATCH", "/api/cart/abc")?.operationId).toBe("updateCartItem");
    expect(routeOf("GET", "/api/orders/draft")?.operationId).toBe("getDraftOrder");
    expect(routeOf("GET", "/api/orders/xyz")?.operationId).toBe("getOrder");
    expect(routeOf("GET", "/api/nothing-here")).toBeNull();
  });

  it("fails a real route's answer that drifted from its schema", () => {
    const record = checkAnswer("DELETE", "/api/cart/item-1", 200, { id: "item-1", response_message: "Removed", removed_at: "now" });
    expect(record?.route).toBe("DELETE /api/cart/{id}");
    expect(record?.problems).toEqual([{ path: "removed_at", message: "field not in the schema" }]);
  });
});

describe("every JSON answer is documented field by field", () => {
  const json = apiRoutes.filter((r) => "schema" in r.response);

  it("no route answers an object the document leaves open (z.looseObject({}))", () => {
    const open = json.filter((r) => {
      const schema = (r.response as { schema: z.ZodType }).schema;
      const def = (schema as unknown as { _zod: { def: { type: string; shape?: object; catchall?: unknown } } })._zod.def;
      return def.type === "object" && Object.keys(def.shape ?? {}).length === 0;
    });
    expect(open.map((r) => `${r.method.toUpperCase()} ${r.path}`)).toEqual([]);
  });

  it("one schema per component name, so the OpenAPI document names each answer once", () => {
    const byName = new Map<string, z.ZodType>();
    const clashes: string[] = [];
    for (const route of json) {
      const { name, schema } = route.response as { name: string; schema: z.ZodType };
      if (byName.has(name) && byName.get(name) !== schema) clashes.push(name);
      byName.set(name, schema);
    }
    expect(clashes).toEqual([]);
  });

  it("the OpenAPI document lists the properties of every answer component", () => {
    const schemas = buildOpenApiDocument().components.schemas as Record<string, { type?: string; properties?: object; anyOf?: unknown[] }>;
    const names = new Set(json.map((r) => (r.response as { name: string }).name));
    const bare = [...names].filter((name) => {
      const s = schemas[name];
      return !s || (s.type === "object" && Object.keys(s.properties ?? {}).length === 0);
    });
    expect(bare).toEqual([]);
  });
});
