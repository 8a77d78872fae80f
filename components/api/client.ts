import { CSRF_HEADER, csrfCookieName, DEVICE_COOKIE, DEVICE_HEADER } from "@/lib/auth/constants";
import { apiTexts, becomeGuest, hasSessionHint, readCookie, writeCookie } from "@/components/auth/browser-state";
import { notifyFailure, notifySuccess } from "@/components/ui/notify";

/**
 * The one browser call helper (spec section 7): device id, Accept-Language from the page's locale,
 * JSON body (or a file's raw bytes, `raw`), the cross-site request token on unsafe methods
 * (docs/accounts-api.md), one silent token refresh on a 401, and the toasts of spec section 8.
 * Signed-in calls carry the HttpOnly session cookie, which stands in for the spec's bearer header in
 * the browser.
 */

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type ApiOptions = {
  method?: ApiMethod;
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Sent as is instead of a JSON body, with this Content-Type: a file's raw bytes (the offers CSV of
   * docs/supplier-offers.md). A Blob or an ArrayBuffer, so the call can be repeated (a renewed
   * cross-site request token, a refresh after a 401) with the same bytes.
   */
  raw?: { data: Blob | ArrayBuffer; type: string };
  /**
   * A file answer (the invoice PDF): sent with this Accept header, and a success's data is the
   * answer's bytes as a Blob. A failure's body is still read as JSON.
   */
  file?: { accept: string };
  signal?: AbortSignal;
  /** No toast for this call (the caller shows its own state). */
  silent?: boolean;
  /**
   * Extra request headers (e.g. `Idempotency-Key` of docs/buying-api.md). The helper's own headers
   * (Accept, Accept-Language, device id, cross-site request token, Content-Type) take precedence.
   */
  headers?: Record<string, string>;
};

/** What a call ended with. `status` 0: no answer (network failure or aborted). */
export type ApiResult<T> =
  | { ok: true; status: number; data: T; headers: Headers }
  | { ok: false; status: number; body: unknown; headers: Headers | null };

const ACCESS_PREFIX = "/api/users/access/";

/** The device id cookie (spec section 9), created on first use. */
export function deviceId(): string {
  const existing = readCookie(DEVICE_COOKIE);
  if (existing) return existing;
  const id = crypto.randomUUID();
  writeCookie(DEVICE_COOKIE, id);
  return id;
}

/** en-US or ru-RU from the page's `<html lang>` (spec sections 7 and 9; default en-US). */
export function acceptLanguage(): string {
  return document.documentElement.lang.toLowerCase().startsWith("ru") ? "ru-RU" : "en-US";
}

let csrfInFlight: Promise<string | null> | null = null;

/**
 * The cross-site request cookie: `__Host-application-csrf` on an https page, `application-csrf` on
 * plain http (the server names it by the visitor's scheme); whichever exists, the page's own first.
 */
function csrfCookie(): string | null {
  const https = window.location.protocol === "https:";
  return readCookie(csrfCookieName(https)) ?? readCookie(csrfCookieName(!https));
}

/**
 * The cross-site request token: the cookie, or one fetched once when there is none yet (or it was
 * refused: the server binds it to the session, and sign-in or sign-out elsewhere changes that).
 */
async function csrfToken(renew = false): Promise<string | null> {
  const cookie = renew ? null : csrfCookie();
  if (cookie) return cookie;
  csrfInFlight ??= (async () => {
    try {
      const res = await fetch(`${ACCESS_PREFIX}csrf`, { headers: baseHeaders(), credentials: "same-origin" });
      const body = (await readBody(res)) as { csrf_token?: unknown } | null;
      // The answer's token is the one the server just vouched for (and set as the cookie).
      return typeof body?.csrf_token === "string" ? body.csrf_token : csrfCookie();
    } catch {
      return null;
    } finally {
      csrfInFlight = null;
    }
  })();
  return csrfInFlight;
}

function baseHeaders(): Record<string, string> {
  return { Accept: "application/json", "Accept-Language": acceptLanguage(), [DEVICE_HEADER]: deviceId() };
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => "");
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send(path: string, options: ApiOptions, renewCsrf = false): Promise<Response> {
  const method = options.method ?? "GET";
  const headers = { ...options.headers, ...baseHeaders() };
  if (options.file) headers.Accept = options.file.accept;
  if (method !== "GET") {
    const token = await csrfToken(renewCsrf);
    if (token) headers[CSRF_HEADER] = token;
  }
  let body: BodyInit | undefined;
  if (options.raw) {
    headers["Content-Type"] = options.raw.type;
    body = options.raw.data;
  } else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  return fetch(path, {
    method,
    headers,
    body,
    signal: options.signal,
    credentials: "same-origin",
  });
}

let refreshInFlight: Promise<boolean> | null = null;

/**
 * One refresh for any number of calls that got a 401 at once (the refresh token rotates: a second
 * refresh with the same token would revoke the session). On failure the visitor becomes a guest
 * with the translated 'user.fail_refresh_access' toast (spec sections 4 and 8).
 */
function refreshOnce(): Promise<boolean> {
  refreshInFlight ??= (async () => {
    try {
      const res = await send(`${ACCESS_PREFIX}refresh`, { method: "POST" });
      if (res.ok) return true;
      if (res.status >= 500) {
        // The server is failing, not the session: keep the visitor signed in.
        void notifyFailure(undefined, apiTexts.internal);
        return false;
      }
      becomeGuest();
      void notifyFailure(undefined, apiTexts.failRefresh);
      return false;
    } catch {
      // No answer: the session may still be fine; do not sign the visitor out over a network blip.
      void notifyFailure(undefined, apiTexts.internal);
      return false;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

/** A 403 whose detail names a refused cross-site request token (e.g. the server's secret changed). */
function refusedCsrf(status: number, body: unknown): boolean {
  const detail = (body as { detail?: { code?: unknown } } | null)?.detail;
  return status === 403 && typeof detail === "object" && detail?.code === "csrf_failed";
}

function isAbort(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === "AbortError";
}

async function exchange(path: string, options: ApiOptions, renewCsrf = false): Promise<{ res: Response; body: unknown }> {
  const res = await send(path, options, renewCsrf);
  return { res, body: options.file && res.ok ? await res.blob() : await readBody(res) };
}

/** Like `apiFetch`, with the status, the failed answer's body and the headers (Retry-After) kept. */
export async function apiRequest<T>(path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  let answer: { res: Response; body: unknown };
  try {
    answer = await exchange(path, options);
    if ((options.method ?? "GET") !== "GET" && refusedCsrf(answer.res.status, answer.body)) answer = await exchange(path, options, true);
    if (answer.res.status === 401 && !path.startsWith(ACCESS_PREFIX) && hasSessionHint()) {
      if (!(await refreshOnce())) return { ok: false, status: 401, body: answer.body, headers: answer.res.headers };
      answer = await exchange(path, options);
    }
  } catch (error) {
    if (!isAbort(error) && !options.silent) void notifyFailure(undefined, apiTexts.internal);
    return { ok: false, status: 0, body: undefined, headers: null };
  }
  const { res, body } = answer;
  if (res.ok) {
    if (!options.silent) void notifySuccess(body);
    return { ok: true, status: res.status, data: body as T, headers: res.headers };
  }
  if (!options.silent) void notifyFailure(body, res.status >= 500 ? apiTexts.internal : apiTexts.actionFailed);
  return { ok: false, status: res.status, body, headers: res.headers };
}

/**
 * Calls the app's API and returns the answer's data, or `false` after showing the negative toast
 * (spec sections 7 and 8). A `response_message` in a success answer shows the positive toast.
 */
export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T | false> {
  const result = await apiRequest<T>(path, options);
  return result.ok ? result.data : false;
}
