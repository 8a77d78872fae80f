import "server-only";
import { sql } from "drizzle-orm";
import { unstable_rethrow } from "next/navigation";
import { connection, type NextRequest } from "next/server";
import { ZodError, type z } from "zod";
import { getDb } from "@/lib/db/client";
import { localeTags, type Locale } from "@/lib/i18n/routing";
import { checkCsrf } from "@/lib/auth/csrf";
import { ApiError, controlCharacterIssues, invalidParam, issuesFromZod, unprocessable, type ErrorDetail } from "./errors";
import { allowedMethodsOf } from "./allow";
import { apiMessage, localeFromAcceptLanguage, translateValidation, type MessageKey } from "./messages";

export type ApiContext<P> = {
  request: NextRequest;
  params: P;
  /** The answer language, from Accept-Language. */
  locale: Locale;
  /** One of the API's own texts in the answer language. */
  t: (key: MessageKey, params?: Record<string, string>) => string;
  /** The most bytes parseBody reads of this route's JSON body. */
  bodyLimit: number;
};

/** Bytes of a JSON request body a route accepts unless it says otherwise (route option `bodyLimit`). */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

type Params = Record<string, string | string[] | undefined>;

function languageHeaders(locale: Locale): Record<string, string> {
  return { "Content-Language": localeTags[locale], Vary: "Accept-Language" };
}

/** A JSON success answer in the answer language. */
export function json(ctx: { locale: Locale }, data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  for (const [k, v] of Object.entries(languageHeaders(ctx.locale))) if (!headers.has(k)) headers.set(k, v);
  return Response.json(data, { ...init, headers });
}

/**
 * Cache policy of public catalogue answers: shared caches (the micro-cache of `npm start`, a CDN)
 * may keep them a minute and serve them stale while refreshing; browsers always revalidate.
 */
export const PUBLIC_CATALOGUE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/** A JSON answer of public catalogue data, the same for every caller (varies by language only). */
export function publicJson(ctx: { locale: Locale }, data: unknown): Response {
  return json(ctx, data, { headers: { "Cache-Control": PUBLIC_CATALOGUE_CACHE } });
}

/** The spec's error answer: `{ "detail": ... }` with the given status (section 8). */
export function errorResponse(status: number, detail: ErrorDetail, locale: Locale): Response {
  return Response.json(
    { detail },
    { status, headers: { ...languageHeaders(locale), "Cache-Control": "no-store" } },
  );
}

const CONNECTION_CODES = new Set([
  "ECONNREFUSED", "ECONNRESET", "ENOTFOUND", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN", "EPIPE",
  "57P01", "57P02", "57P03", "53300",
]);
const CONNECTION_TEXT = /connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|database system is (starting up|shutting down)|too many clients/i;

/** True when `error` (or anything it wraps) says the database could not be reached. */
export function isConnectionFailure(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 6) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === "string" && (CONNECTION_CODES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code))) return true;
  if (typeof e.message === "string" && CONNECTION_TEXT.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isConnectionFailure(inner, depth + 1))) return true;
  return isConnectionFailure(e.cause, depth + 1);
}

/**
 * Errors thrown inside "use cache" functions reach us re-created (class and code may be gone in
 * production), so an unexplained failure is followed by a direct round trip to the database.
 */
async function databaseReachable(): Promise<boolean> {
  const probe = (async () => {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return true;
  })();
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 4000).unref());
  return Promise.race([probe.catch(() => false), timeout]);
}

/** Maps anything a handler threw to the one error shape. Never a stack trace, never a 500 for bad input. */
export async function toErrorResponse(error: unknown, locale: Locale, where: string): Promise<Response> {
  if (error instanceof ApiError) {
    const response = errorResponse(error.status, error.detail, locale);
    for (const [name, value] of Object.entries(error.headers)) response.headers.set(name, value);
    return response;
  }
  if (error instanceof ZodError) return errorResponse(422, issuesFromZod(error, "query"), locale);
  if (isConnectionFailure(error) || !(await databaseReachable())) {
    console.error(`[api] ${where}: database unavailable:`, error instanceof Error ? error.message : error);
    return errorResponse(503, apiMessage(locale, "unavailable"), locale);
  }
  console.error(`[api] ${where}: unhandled error:`, error);
  return errorResponse(500, apiMessage(locale, "internal"), locale);
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The wrapper every API route handler is written with: resolves the answer language and the route
 * params, and turns ApiError, zod failures and unknown errors into `{ "detail": ... }` answers
 * (503 when the database is unreachable). Handlers are always rendered at request time: catalogue
 * answers must come from the running database, never from the (empty) build-time one.
 */
export function route<P extends Params = Params>(
  handler: (ctx: ApiContext<P>) => Response | Promise<Response>,
  options: { csrf?: boolean; bodyLimit?: number } = {},
) {
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  return async function handle(request: NextRequest, context: { params: Promise<P> }): Promise<Response> {
    await connection();
    const locale = localeFromAcceptLanguage(request.headers.get("accept-language"));
    const t = (key: MessageKey, values?: Record<string, string>) => apiMessage(locale, key, values);
    try {
      // A path Next could not percent-decode would otherwise reach handlers as raw `%zz` text.
      if (!pathDecodes(request.nextUrl.pathname)) return errorResponse(400, { msg: t("badPath"), code: "bad_path" }, locale);
      // Cookie-authenticated writes must prove they come from our own pages (double-submit token
      // and Origin). Bearer-authenticated callers (API clients, refresh, staff) carry no ambient
      // credential and skip it.
      if (options.csrf !== false && UNSAFE_METHODS.has(request.method) && !request.headers.has("authorization")) {
        const failure = await checkCsrf(request);
        if (failure) return errorResponse(403, { msg: t(failure === "origin" ? "csrfOrigin" : "csrfToken"), code: "csrf_failed" }, locale);
      }
      const params = await context.params;
      const badParams = controlCharacterIssues(params ?? {}, "path", t("controlCharacter"));
      if (badParams.length) throw unprocessable(badParams);
      return await handler({ request, params, locale, t, bodyLimit });
    } catch (error) {
      unstable_rethrow(error);
      return toErrorResponse(error, locale, `${request.method} ${request.nextUrl.pathname}`);
    }
  };
}

/**
 * The answer to a method a route module does not implement: a JSON 405 (Next.js would answer an
 * empty one) whose Allow header lists the methods the OpenAPI registry documents for the path.
 * Every route module exports it under each method it lacks (an API test checks every documented
 * path with every method), and `allowedMethods` as OPTIONS.
 */
export const methodNotAllowed = route(
  (ctx) => {
    const response = errorResponse(405, ctx.t("methodNotAllowed"), ctx.locale);
    response.headers.set("Allow", allowedMethodsOf(ctx.request.nextUrl.pathname));
    return response;
  },
  { csrf: false },
);

/** The former name of methodNotAllowed, for route modules that only answer GET. */
export const readOnly = methodNotAllowed;

/** OPTIONS: 204 with the Allow header of the path (Next's own would list the 405 handlers too). */
export const allowedMethods = route(
  (ctx) => new Response(null, { status: 204, headers: { Allow: allowedMethodsOf(ctx.request.nextUrl.pathname), "Cache-Control": "no-store" } }),
  { csrf: false },
);

/** A private JSON answer (the caller's own data): never kept by shared caches or the browser. */
export function privateJson(ctx: { locale: Locale }, data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "private, no-store");
  return json(ctx, data, { ...init, headers });
}

/** True when every `%` escape of `pathname` is well formed and decodes to UTF-8. */
export function pathDecodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * The query string as an object without a prototype (the last of repeated keys wins), for zod
 * schemas: `__proto__`, `constructor` or `toString` are ordinary keys of it, never inherited members.
 */
export function queryObject(request: NextRequest): Record<string, string> {
  const query = Object.create(null) as Record<string, string>;
  for (const [key, value] of request.nextUrl.searchParams) query[key] = value;
  return query;
}

/**
 * The query parameters parsed with `schema`, or the 422 answer: one issue per parameter the schema
 * does not know (`__proto__` and `constructor` included), per value with a control character, and
 * per zod failure.
 */
export function parseQuery<S extends z.ZodObject>(ctx: { request: NextRequest; t: ApiContext<unknown>["t"] }, schema: S): z.output<S> {
  const query = queryObject(ctx.request);
  const issues = controlCharacterIssues(query, "query", ctx.t("controlCharacter"));
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

/**
 * The request body, read chunk by chunk and abandoned as soon as it passes `limit` bytes (a declared
 * Content-Length above it is refused before reading): never more than `limit` bytes held in memory.
 */
async function readBodyCapped(request: Request, limit: number, tooLarge: () => ApiError): Promise<Uint8Array> {
  const declared = request.headers.get("content-length");
  if (declared !== null && !(Number(declared) <= limit)) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * The JSON body parsed with `schema`, or the error answer: 415 for a body that is not declared JSON,
 * 413 past the route's body limit (64 KB by default), 422 for malformed JSON, text that is not UTF-8,
 * control characters in any string, and schema failures (field paths under `body`, the spec's
 * validation texts of section 5 in the answer language). An empty body parses as `{}`.
 */
export async function parseBody<S extends z.ZodType>(
  ctx: { request: Request; locale: Locale; bodyLimit?: number },
  schema: S,
): Promise<z.output<S>> {
  const { request, locale } = ctx;
  const limit = ctx.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const contentType = request.headers.get("content-type");
  const declaredEmpty = request.headers.get("content-length") === "0";
  if (contentType !== null && !declaredEmpty && !isJsonContentType(contentType)) {
    throw new ApiError(415, "unsupported_media_type", { msg: apiMessage(locale, "bodyNotJson"), code: "unsupported_media_type" });
  }
  const bytes = await readBodyCapped(request, limit, () =>
    new ApiError(413, "body_too_large", { msg: apiMessage(locale, "bodyTooLarge", { limit: String(limit) }), code: "body_too_large", limit }),
  );
  if (bytes.byteLength > 0 && contentType === null) {
    throw new ApiError(415, "unsupported_media_type", { msg: apiMessage(locale, "bodyNotJson"), code: "unsupported_media_type" });
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw invalidParam(["body"], apiMessage(locale, "bodyNotUtf8"), "json_invalid");
  }
  let body: unknown = {};
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      throw invalidParam(["body"], "The body must be a JSON object", "json_invalid");
    }
  }
  const bad = controlCharacterIssues(body, "body", apiMessage(locale, "controlCharacter"));
  if (bad.length) throw unprocessable(bad);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw unprocessable(issuesFromZod(parsed.error, "body").map((issue) => ({ ...issue, msg: translateValidation(ctx.locale, issue.msg) })));
  }
  return parsed.data;
}
