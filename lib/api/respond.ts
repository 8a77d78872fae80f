import "server-only";
import { sql } from "drizzle-orm";
import { unstable_rethrow } from "next/navigation";
import { connection, type NextRequest } from "next/server";
import { ZodError } from "zod";
import { getDb } from "@/lib/db/client";
import { localeTags, type Locale } from "@/lib/i18n/routing";
import { checkCsrf } from "@/lib/auth/csrf";
import { ApiError, controlCharacterIssues, issuesFromZod, unprocessable, type ErrorDetail } from "./errors";
import { DEFAULT_BODY_LIMIT, refuseBodyByHeaders, requestBody, type RequestBody } from "./input";
import { allowedMethodsOf } from "./allow";
import { apiMessage, localeFromAcceptLanguage, type MessageKey } from "./messages";
import { settleRevalidations } from "@/lib/cache/settle";
import { routeAccess, type OperationId } from "./access";
import { admit, type CallerOf } from "./admit";

export { DEFAULT_BODY_LIMIT, isJsonContentType, parseBody, parseQuery, queryEntries, queryObject } from "./input";

export type ApiContext<P, C = unknown> = {
  request: NextRequest;
  params: P;
  /**
   * Who is calling, as the operation's access (lib/api/access.ts) admitted them before the handler
   * ran: the signed-in caller (a staff caller for staff operations), or null for public and
   * internal-token operations.
   */
  caller: C;
  /** The answer language, from Accept-Language. */
  locale: Locale;
  /** One of the API's own texts in the answer language. */
  t: (key: MessageKey, params?: Record<string, string>) => string;
  /** The most bytes of the request body this route reads (parseBody and `body` alike). */
  bodyLimit: number;
  /**
   * The request body, capped at `bodyLimit` while it streams (413 past it, the rest read away): the
   * way a handler reads a body other than through parseBody, never `request.text()`, `.json()`,
   * `.arrayBuffer()`, `.formData()` or `request.body` itself, which read without a limit.
   */
  body: RequestBody;
};


type Params = Record<string, string | string[] | undefined>;

/** The path parameters of a route handler: one string per `[name]` segment of its folder. */
export type RouteParams = Readonly<Record<string, string>>;

type RouteOptions = {
  csrf?: boolean;
  bodyLimit?: number;
  body?: false;
  /** False while the operation is switched off: the API's 404, before any access check. */
  exists?: () => boolean;
};

/** The handler of operation `Op`: its context carries the caller the operation's access admits. */
export type OperationHandler<Op extends OperationId> = (ctx: ApiContext<RouteParams, CallerOf<(typeof routeAccess)[Op]>>) => Response | Promise<Response>;

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
 * The wrapper every API route handler is written with: `route("getCart", handler)` names the
 * operation of the registry (lib/api/registry.ts) the handler implements, and the access declared for
 * it in lib/api/access.ts decides who may call it: checked here before the handler runs (401, 403 or
 * 404 as lib/api/admit.ts answers), the admitted caller handed over as `ctx.caller`. No handler
 * checks a role itself.
 *
 * It also resolves the answer language and the route params, and turns ApiError, zod failures and
 * unknown errors into `{ "detail": ... }` answers (503 when the database is unreachable). Handlers
 * are always rendered at request time: catalogue answers must come from the running database, never
 * from the (empty) build-time one.
 *
 * Every POST, PUT, PATCH and DELETE is first checked by its headers (415 for a body not declared
 * JSON, 413 for a declared length above `bodyLimit`, 64 KB unless the route says otherwise; parseBody
 * enforces the same limit while reading), and path parameters with control characters answer 422.
 * `body: false` skips the header checks (uploads that judge their own bodies); `bodyLimit` still caps
 * `ctx.body`. A handler that fails leaves no body behind: what it did not read is read away
 * (lib/api/body.ts).
 */
export function route<const Op extends OperationId>(operation: Op, handler: OperationHandler<Op>, options: RouteOptions = {}) {
  const access = routeAccess[operation];
  return wrap<RouteParams>(async (ctx) => {
    if (options.exists && !options.exists()) throw new ApiError(404, "not_found", ctx.t("notFound"));
    const caller = (await admit(operation, access, ctx)) as CallerOf<(typeof routeAccess)[Op]>;
    return handler({ ...ctx, caller });
  }, options);
}

type Wrapped<P> = (ctx: ApiContext<P, null>) => Response | Promise<Response>;

/** route() without an operation: the answers of paths and methods the API does not have. */
function wrap<P extends Params>(handler: Wrapped<P>, options: RouteOptions) {
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  return async function handle(request: NextRequest, context: { params: Promise<P> }): Promise<Response> {
    await connection();
    const locale = localeFromAcceptLanguage(request.headers.get("accept-language"));
    const t = (key: MessageKey, values?: Record<string, string>) => apiMessage(locale, key, values);
    const body = requestBody(request, locale, bodyLimit);
    try {
      if (options.body !== false && UNSAFE_METHODS.has(request.method)) {
        const refused = refuseBodyByHeaders(request, locale, bodyLimit);
        if (refused) {
          await body.discard();
          throw refused;
        }
      }
      // Cookie-authenticated writes must prove they come from our own pages (double-submit token
      // and Origin). Bearer-authenticated callers (API clients, refresh, staff) carry no ambient
      // credential and skip it.
      if (options.csrf !== false && UNSAFE_METHODS.has(request.method) && !request.headers.has("authorization")) {
        const failure = await checkCsrf(request);
        if (failure) return errorResponse(403, { msg: t(failure === "origin" ? "csrfOrigin" : "csrfToken"), code: "csrf_failed" }, locale);
      }
      const params = await context.params;
      const badParams = controlCharacterIssues(params ?? {}, "path", (field) => t("controlCharacter", { field }));
      if (badParams.length) throw unprocessable(badParams);
      const response = await handler({ request, params, locale, t, bodyLimit, body, caller: null });
      // A write's cache expiries reach every app process before its answer does (read your writes).
      await settleRevalidations();
      return response;
    } catch (error) {
      unstable_rethrow(error);
      await body.discard();
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
export const methodNotAllowed = wrap(
  (ctx) => {
    const response = errorResponse(405, ctx.t("methodNotAllowed"), ctx.locale);
    response.headers.set("Allow", allowedMethodsOf(ctx.request.nextUrl.pathname));
    return response;
  },
  { csrf: false, body: false },
);

/** The former name of methodNotAllowed, for route modules that only answer GET. */
export const readOnly = methodNotAllowed;

/** OPTIONS: 204 with the Allow header of the path (Next's own would list the 405 handlers too). */
export const allowedMethods = wrap(
  (ctx) => new Response(null, { status: 204, headers: { Allow: allowedMethodsOf(ctx.request.nextUrl.pathname), "Cache-Control": "no-store" } }),
  { csrf: false, body: false },
);

/** Any other /api path: the JSON 404 of the API, whatever the method (never the HTML not-found page). */
export const unknownApiPath = wrap<{ path?: string[] }>((ctx) => errorResponse(404, ctx.t("notFound"), ctx.locale), { csrf: false, body: false });

/** A private JSON answer (the caller's own data): never kept by shared caches or the browser. */
export function privateJson(ctx: { locale: Locale }, data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "private, no-store");
  return json(ctx, data, { ...init, headers });
}

