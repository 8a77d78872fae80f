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
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw unprocessable(issuesFromZod(parsed.error, root));
  return parsed.data;
}
