import type { z } from "zod";
import { apiRoutes, type RouteDoc } from "@/lib/api/registry";

/**
 * The check that a JSON answer of the API is what the route's registry entry declares (the schema the
 * OpenAPI document shows): the answer parses with the response schema, and it carries no field the
 * schema does not name (strict: an object schema that is not declared loose lists every key).
 */

export type AnswerProblem = { path: string; message: string };

type Matcher = { route: RouteDoc; pattern: RegExp; literals: number };

const matchers: Matcher[] = apiRoutes.map((route) => {
  const segments = route.path.split("/");
  const pattern = new RegExp(`^${segments.map((s) => (/^\{.+\}$/.test(s) ? "[^/]+" : s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("/")}/?$`);
  return { route, pattern, literals: segments.filter((s) => !/^\{.+\}$/.test(s)).length };
});

/** The registry entry of `method` on `pathname` (a literal segment wins over a parameter: /api/cart/summary is not /api/cart/{id}). */
export function routeOf(method: string, pathname: string): RouteDoc | null {
  const lower = method.toLowerCase();
  const found = matchers.filter((m) => m.route.method === lower && m.pattern.test(pathname));
  found.sort((a, b) => b.literals - a.literals);
  return found[0]?.route ?? null;
}

const label = (route: RouteDoc) => `${route.method.toUpperCase()} ${route.path}`;
export const routeLabel = label;

function pathText(path: readonly PropertyKey[]): string {
  return path.length ? path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("").replace(/^\./, "") : "(answer)";
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Fields of `value` that `schema` does not name, walking objects, arrays, records and unions. */
function unknownKeys(schema: z.ZodType, value: unknown, path: PropertyKey[], out: AnswerProblem[]): void {
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      if (value !== undefined && value !== null) unknownKeys(def.innerType!, value, path, out);
      return;
    case "pipe":
      unknownKeys(def.in!, value, path, out);
      return;
    case "lazy":
      unknownKeys(def.getter!(), value, path, out);
      return;
    case "array":
      if (Array.isArray(value)) value.forEach((v, i) => unknownKeys(def.element!, v, [...path, i], out));
      return;
    case "tuple":
      if (Array.isArray(value)) def.items!.forEach((item, i) => unknownKeys(item, value[i], [...path, i], out));
      return;
    case "record":
      if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) unknownKeys(def.valueType!, v, [...path, k], out);
      return;
    case "union": {
      // The first option the value parses with is the one it is read as.
      const option = def.options!.find((o) => o.safeParse(value).success);
      if (option) unknownKeys(option, value, path, out);
      return;
    }
    case "intersection":
      return;
    case "object": {
      if (!value || typeof value !== "object" || Array.isArray(value)) return;
      const shape = def.shape!;
      const loose = def.catchall !== undefined && defOf(def.catchall).type !== "never";
      for (const [key, v] of Object.entries(value)) {
        if (key in shape) unknownKeys(shape[key], v, [...path, key], out);
        else if (!loose) out.push({ path: pathText([...path, key]), message: "field not in the schema" });
      }
      return;
    }
    default:
      return;
  }
}

/** What is wrong with `value` as an answer described by `schema`: zod's issues, then undeclared fields. */
export function answerProblems(schema: z.ZodType, value: unknown): AnswerProblem[] {
  const parsed = schema.safeParse(value);
  const problems: AnswerProblem[] = parsed.success ? [] : parsed.error.issues.map((i) => ({ path: pathText(i.path), message: i.message }));
  unknownKeys(schema, value, [], problems);
  return problems;
}

export type CheckRecord = { route: string; status: number; problems: AnswerProblem[]; url?: string };

/**
 * The check of one answer: null when the route is not in the registry or answers no JSON schema
 * (a file, a redirect), else the route's label and the problems found.
 */
export function checkAnswer(method: string, pathname: string, status: number, body: unknown): CheckRecord | null {
  const route = routeOf(method, pathname);
  if (!route || !("schema" in route.response)) return null;
  return { route: label(route), status, problems: answerProblems(route.response.schema, body) };
}
