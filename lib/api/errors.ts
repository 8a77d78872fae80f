import type { z } from "zod";

/** One validation problem, as the spec's `detail` list carries it (section 8). */
export type IssueDetail = { loc: (string | number)[]; msg: string; type: string };

/** The spec's `detail`: a string, a list of `{loc, msg, type}` or an object with `msg`. */
export type ErrorDetail = string | IssueDetail[] | { msg: string; [key: string]: unknown };

/**
 * The one error type of the HTTP API. Thrown by route handlers (through lib/ helpers) and turned
 * into `{ "detail": ... }` with `status` by the handler wrapper in ./respond.ts.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: ErrorDetail;
  /** Extra answer headers (Retry-After of a 429). */
  readonly headers: Record<string, string>;

  constructor(status: number, code: string, detail: ErrorDetail, headers: Record<string, string> = {}) {
    super(typeof detail === "string" ? detail : Array.isArray(detail) ? (detail.at(-1)?.msg ?? code) : detail.msg);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.headers = headers;
  }
}

export const notFound = (message: string) => new ApiError(404, "not_found", message);

export const unprocessable = (issues: IssueDetail[]) => new ApiError(422, "validation_error", issues);

/** One 422 issue for a single parameter. */
export const invalidParam = (loc: (string | number)[], msg: string, type = "value_error") =>
  unprocessable([{ loc, msg, type }]);

/** Zod issues as `detail` entries, the field path prefixed with where it came from (query, path, body). */
export function issuesFromZod(error: z.ZodError, root: "query" | "path" | "body" | "header"): IssueDetail[] {
  return error.issues.map((issue) => ({ loc: [root, ...issue.path.map((p) => (typeof p === "number" ? p : String(p)))], msg: issue.message, type: issue.code }));
}

/**
 * Parses `input` with `schema` or throws the 422 ApiError. Route handlers validate every query
 * and path parameter through this, with the same schemas the OpenAPI document is built from.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, root: "query" | "path" | "body" | "header"): z.output<S> {
  const bad = [...controlCharacterIssues(input, root, (field) => `Control characters are not allowed in ${field}`), ...prototypeKeyIssues(input, root, (key) => `The key '${key}' is not allowed`)];
  if (bad.length) throw unprocessable(bad);
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw unprocessable(issuesFromZod(parsed.error, root));
  return parsed.data;
}

/**
 * C0 control characters (and DEL) other than tab, line feed and carriage return. PostgreSQL refuses
 * NUL in text outright, and the others have no business in names, addresses or codes; tab and line
 * breaks stay allowed here because a multi-line field may want them (a single-line field's own
 * schema refuses them where it matters).
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** True for a string with a forbidden control character or a lone UTF-16 surrogate (not storable as UTF-8). */
export function hasBadCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value) || !value.isWellFormed();
}

/**
 * One issue per string (value or object key) of `input` that holds a forbidden control character or
 * a lone surrogate, at its path under `root`. Every input the API parses goes through this (parseBody,
 * parseOrThrow, the query and path parameters of route()), so every field, present and future,
 * answers 422 instead of reaching the database.
 */
export function controlCharacterIssues(input: unknown, root: "query" | "path" | "body" | "header", msg: (field: string) => string): IssueDetail[] {
  const issues: IssueDetail[] = [];
  const walk = (value: unknown, loc: (string | number)[], depth: number) => {
    if (issues.length >= 20 || depth > 64) return;
    if (typeof value === "string") {
      if (hasBadCharacters(value)) issues.push({ loc, msg: msg(String(loc.filter((p) => typeof p === "string").at(-1) ?? root)), type: "control_character" });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...loc, index], depth + 1));
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (hasBadCharacters(key)) {
          const clean = key.replace(CONTROL_CHARACTERS_GLOBAL, "\uFFFD").toWellFormed();
          issues.push({ loc: [...loc, clean], msg: msg(clean), type: "control_character" });
        }
        else walk(item, [...loc, key], depth + 1);
      }
    }
  };
  walk(input, [root], 0);
  return issues;
}

const CONTROL_CHARACTERS_GLOBAL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * One issue per object key `__proto__` anywhere in `input`. JSON.parse keeps it as an ordinary key,
 * but a zod record (and any plain object built from the input) drops it or turns it into the
 * object's prototype, so the value would vanish with a 200; it is refused with 422 instead, for
 * every body and parameter the API parses (parseBody, parseOrThrow), present and future fields alike.
 */
export function prototypeKeyIssues(input: unknown, root: "query" | "path" | "body" | "header", msg: (key: string) => string): IssueDetail[] {
  const issues: IssueDetail[] = [];
  const walk = (value: unknown, loc: (string | number)[], depth: number) => {
    if (issues.length >= 20 || depth > 64) return;
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...loc, index], depth + 1));
    else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (key === "__proto__") issues.push({ loc: [...loc, key], msg: msg(key), type: "forbidden_key" });
        else walk(item, [...loc, key], depth + 1);
      }
    }
  };
  walk(input, [root], 0);
  return issues;
}
