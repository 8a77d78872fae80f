import type { NextRequest } from "next/server";
import type { z } from "zod";
import type { Locale } from "@/lib/i18n/routing";
import { REQUEST_TARGET_HEADER } from "@/lib/http/request-guard";
import { ApiError, controlCharacterIssues, invalidParam, issuesFromZod, prototypeKeyIssues, unprocessable } from "./errors";
import { cappedBody, discardBody as discardBodyOf, type CappedBody } from "./body";
import { apiMessage, translateValidation, type MessageKey } from "./messages";

/**
 * Request input of the API: query parameters and JSON bodies, parsed the same way for every route
 * (re-exported by ./respond.ts, the module route handlers import).
 */

/** Bytes of a JSON request body a route accepts unless it says otherwise (route option `bodyLimit`). */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * The query parameters in order, with any the front saw but Next.js dropped on the way (a
 * `__proto__` key: Next rebuilds the query from a plain object) added back from the request target
 * the front passes along (lib/http/request-guard.ts).
 */
export function queryEntries(request: NextRequest): [string, string][] {
  const entries = [...request.nextUrl.searchParams];
  const target = request.headers.get(REQUEST_TARGET_HEADER);
  const search = target?.includes("?") ? target.slice(target.indexOf("?") + 1) : "";
  if (search) {
    const seen = new Set(entries.map(([key]) => key));
    for (const [key, value] of new URLSearchParams(search)) if (!seen.has(key)) entries.push([key, value]);
  }
  return entries;
}

/**
 * The query string as an object without a prototype (the last of repeated keys wins), for zod
 * schemas: `__proto__`, `constructor` or `toString` are ordinary keys of it, never inherited members.
 */
export function queryObject(request: NextRequest): Record<string, string> {
  const query = Object.create(null) as Record<string, string>;
  for (const [key, value] of queryEntries(request)) query[key] = value;
  return query;
}

/**
 * The query parameters parsed with `schema`, or the 422 answer: one issue per parameter the schema
 * does not know (`__proto__` and `constructor` included), per value with a control character, and
 * per zod failure.
 */
export function parseQuery<S extends z.ZodObject>(ctx: { request: NextRequest; t: (key: MessageKey, params?: Record<string, string>) => string }, schema: S): z.output<S> {
  const query = queryObject(ctx.request);
  const issues = controlCharacterIssues(query, "query", (field) => ctx.t("controlCharacter", { field }));
  for (const key of Object.keys(query)) {
    if (!Object.hasOwn(schema.shape, key)) issues.push({ loc: ["query", key], msg: ctx.t("unknownParameter", { name: key }), type: "extra_forbidden" });
  }
  if (issues.length) throw unprocessable(issues);
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw unprocessable(issuesFromZod(parsed.error, "query"));
  return parsed.data;
}

/**
 * JSON media types (RFC 8259 section 8.1: UTF-8 only): `application/json` and `application/<x>+json`
 * (RFC 6839), with no charset or `charset=utf-8`. Forms and text are refused: they are what a
 * cross-site page can post without a preflight, and the API never reads them.
 */
export function isJsonContentType(header: string): boolean {
  const [type, ...params] = header.split(";").map((part) => part.trim().toLowerCase());
  if (type !== "application/json" && !/^application\/[a-z0-9!#$&^_.-]+\+json$/.test(type)) return false;
  return params.every((param) => !param.startsWith("charset=") || /^charset="?utf-8"?$/.test(param));
}

const notJson = (locale: Locale) => new ApiError(415, "unsupported_media_type", { msg: apiMessage(locale, "bodyNotJson"), code: "unsupported_media_type" });
export const tooLarge = (locale: Locale, limit: number) =>
  new ApiError(413, "body_too_large", { msg: apiMessage(locale, "bodyTooLarge", { limit: String(limit) }), code: "body_too_large", limit });

/**
 * What the headers alone tell about a request body: 415 when it declares a type that is not JSON or
 * a length but no type (an empty body, Content-Length 0, is let through), 413 when its declared
 * length passes `limit`.
 * route() asks this of every POST, PUT, PATCH and DELETE, whether or not the handler reads a body,
 * so every route refuses forms and text the same way; parseBody asks again and then reads.
 */
export function refuseBodyByHeaders(request: Request, locale: Locale, limit: number): ApiError | null {
  const contentType = request.headers.get("content-type");
  const declared = request.headers.get("content-length");
  if (declared === "0") return null;
  if (contentType === null ? declared !== null : !isJsonContentType(contentType)) return notJson(locale);
  if (declared !== null && !(Number(declared) <= limit)) return tooLarge(locale, limit);
  return null;
}

export { discardBody } from "./body";

/** A route's request body (`ctx.body`): read through its body limit, 413 past it (lib/api/body.ts). */
export type RequestBody = CappedBody & {
  /** The body parsed as JSON: 413 past the limit, 422 for text that is not UTF-8 or not JSON; empty is `{}`. */
  json(): Promise<unknown>;
};

/** The body of `request` capped at `limit` bytes while it streams, refused with the API's 413 in `locale`. */
export function requestBody(request: Request, locale: Locale, limit: number): RequestBody {
  const body = cappedBody(request.body, limit, () => tooLarge(locale, limit));
  return { ...body, json: async () => decodeJson(await body.bytes(), locale) };
}

function decodeJson(bytes: Uint8Array, locale: Locale): unknown {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw invalidParam(["body"], apiMessage(locale, "bodyNotUtf8"), "json_invalid");
  }
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw invalidParam(["body"], "The body must be a JSON object", "json_invalid");
  }
}

/**
 * The JSON body parsed with `schema`, or the error answer: 415 for a body that is not declared JSON,
 * 413 past the route's body limit (64 KB by default), 422 for malformed JSON, text that is not UTF-8,
 * control characters in any string, and schema failures (field paths under `body`, the spec's
 * validation texts of section 5 in the answer language). An empty body parses as `{}`.
 */
export async function parseBody<S extends z.ZodType>(
  ctx: { request: Request; locale: Locale; bodyLimit?: number; body?: RequestBody },
  schema: S,
): Promise<z.output<S>> {
  const { request, locale } = ctx;
  const limit = ctx.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const refused = refuseBodyByHeaders(request, locale, limit);
  if (refused) {
    await discardBodyOf(request);
    throw refused;
  }
  const contentType = request.headers.get("content-type");
  const bytes = await (ctx.body ?? requestBody(request, locale, limit)).bytes();
  if (bytes.byteLength > 0 && contentType === null) throw notJson(locale);
  const body = decodeJson(bytes, locale);
  const bad = [...controlCharacterIssues(body, "body", (field) => apiMessage(locale, "controlCharacter", { field })), ...prototypeKeyIssues(body, "body", (key) => apiMessage(locale, "forbiddenKey", { key }))];
  if (bad.length) throw unprocessable(bad);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw unprocessable(issuesFromZod(parsed.error, "body").map((issue) => ({ ...issue, msg: translateValidation(ctx.locale, issue.msg) })));
  }
  return parsed.data;
}
