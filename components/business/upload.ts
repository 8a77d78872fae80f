"use client";

import { acceptLanguage, apiRequest, deviceId, type ApiResult } from "@/components/api/client";
import { apiTexts, readCookie } from "@/components/auth/browser-state";
import { notifyFailure, notifySuccess } from "@/components/ui/notify";
import { CSRF_HEADER, csrfCookieName, DEVICE_HEADER } from "@/lib/auth/constants";
import type { OrganizationDocument } from "./types";

/** What the file picker offers (spec section 5: png, jpg or PDF scans); the server judges the bytes. */
export const DOCUMENT_ACCEPT = ".png,.jpg,.jpeg,.pdf";

function csrfFromCookie(): string | null {
  const https = window.location.protocol === "https:";
  return readCookie(csrfCookieName(https)) ?? readCookie(csrfCookieName(!https));
}

/** The cross-site request token: the cookie's, else one asked from the API (which also sets the cookie). */
async function csrfToken(renew: boolean): Promise<string | null> {
  const cookie = renew ? null : csrfFromCookie();
  if (cookie) return cookie;
  const answer = await apiRequest<{ csrf_token?: unknown }>("/api/users/access/csrf", { silent: true });
  return answer.ok && typeof answer.data?.csrf_token === "string" ? answer.data.csrf_token : csrfFromCookie();
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

async function send(file: File, renewCsrf: boolean): Promise<{ res: Response; body: unknown }> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": acceptLanguage(),
    [DEVICE_HEADER]: deviceId(),
    "Content-Type": file.type || "application/octet-stream",
  };
  const token = await csrfToken(renewCsrf);
  if (token) headers[CSRF_HEADER] = token;
  const res = await fetch(`/api/documents?name=${encodeURIComponent(file.name)}`, { method: "POST", headers, body: file, credentials: "same-origin" });
  return { res, body: await readBody(res) };
}

const refusedCsrf = (status: number, body: unknown) => status === 403 && (body as { detail?: { code?: unknown } } | null)?.detail?.code === "csrf_failed";

/**
 * POST /api/documents?name=… with the file's raw bytes as the body (the one call whose body is not
 * JSON, so it cannot go through apiRequest, which it otherwise mirrors: device id, Accept-Language,
 * the cross-site request token, one retry with a new token when it was refused, one retry after a
 * session refresh on 401, and the toasts of spec section 8).
 */
export async function uploadDocument(file: File): Promise<ApiResult<OrganizationDocument>> {
  let answer: { res: Response; body: unknown };
  try {
    answer = await send(file, false);
    if (refusedCsrf(answer.res.status, answer.body)) answer = await send(file, true);
    if (answer.res.status === 401) {
      // apiRequest refreshes the session on a 401 of its own; a successful read means it is fresh again.
      const again = await apiRequest("/api/users/profile", { silent: true });
      if (again.ok) answer = await send(file, false);
    }
  } catch {
    void notifyFailure(undefined, apiTexts.internal);
    return { ok: false, status: 0, body: undefined, headers: null };
  }
  const { res, body } = answer;
  if (res.ok) {
    void notifySuccess(body);
    return { ok: true, status: res.status, data: body as OrganizationDocument, headers: res.headers };
  }
  void notifyFailure(body, res.status >= 500 ? apiTexts.internal : apiTexts.actionFailed);
  return { ok: false, status: res.status, body, headers: res.headers };
}
