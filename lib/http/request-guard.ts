import type { IncomingMessage } from "node:http";
import { apiMessage, localeFromAcceptLanguage } from "@/lib/api/messages";

/**
 * The request target as the client sent it, passed by the front to the app when its query holds a
 * key Next.js would lose (a client's own value is always removed). Next.js rebuilds the query from a plain object, which silently drops a
 * `__proto__` key; the API's query parsing (lib/api/respond.ts) recovers such keys from here to
 * refuse them like any other unknown parameter.
 */
export const REQUEST_TARGET_HEADER = "x-front-request-target";

/** True when Next.js would drop a query key of `target` (`__proto__`, however it is percent-encoded). */
export function losesQueryKeys(target: string): boolean {
  const search = target.includes("?") ? target.slice(target.indexOf("?") + 1) : "";
  return /proto/i.test(search) && new URLSearchParams(search).has("__proto__");
}

/** True when every `%` escape of the path is well formed and decodes to UTF-8 (the query is parsed leniently). */
export function pathDecodes(target: string): boolean {
  const path = target.split("?")[0];
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The 400 answer to a path Next.js cannot percent-decode (`/%ff`, `/api/media/%zz`): Next itself
 * answers those with a bare 500 before any app code runs, so the front answers first. API paths
 * get the API's error shape `{"detail": ...}`; pages get a small HTML page in the visitor's language.
 */
export function badPathAnswer(req: IncomingMessage): { status: number; headers: Record<string, string>; body: string } | null {
  const target = req.url ?? "/";
  if (pathDecodes(target)) return null;
  const ru = /^\/ru(\/|$)/.test(target) || localeFromAcceptLanguage(req.headers["accept-language"] ?? null) === "ru";
  const message = apiMessage(ru ? "ru" : "en", "badPath");
  const common = { "cache-control": "no-store", "x-content-type-options": "nosniff", "content-language": ru ? "ru-RU" : "en-US" };
  if (/^\/api(\/|$)/.test(target)) {
    return { status: 400, headers: { ...common, "content-type": "application/json" }, body: JSON.stringify({ detail: message }) };
  }
  const title = apiMessage(ru ? "ru" : "en", "badRequest");
  const html =
    `<!DOCTYPE html><html lang="${ru ? "ru" : "en"}"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<title>400 · ${title}</title></head><body><h1>400 · ${title}</h1><p>${message}</p><p><a href="${ru ? "/ru" : "/"}">${apiMessage(ru ? "ru" : "en", "homePage")}</a></p></body></html>`;
  return { status: 400, headers: { ...common, "content-type": "text/html; charset=utf-8" }, body: html };
}
