import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { localizedPath, type Locale } from "@/lib/i18n/routing";
import { callerFromAccessToken, type Caller } from "./caller";
import { ACCESS_COOKIE, parseAccessCookie } from "./constants";

/**
 * The signed-in caller of a page render, from the session cookie (the proxy has refreshed an
 * expired access token before the page runs). Reads cookies: call it inside a Suspense boundary.
 */
export async function getPageCaller(): Promise<Caller | null> {
  const jar = await cookies();
  return callerFromAccessToken(parseAccessCookie(jar.get(ACCESS_COOKIE)?.value)?.access_token);
}

/** Where a guest goes from a sign-in-required page: the root with the login popup, then back. */
export function signInPath(locale: Locale, pathname: string): string {
  const next = localizedPath(locale, pathname);
  return `${localizedPath(locale, "/")}?login=1&next=${encodeURIComponent(next)}`;
}

/**
 * The page's own check (the proxy is only the first filter): the caller, or a redirect of the guest
 * to the root with the login popup. `pathname` is the page's path without the locale prefix.
 */
export async function requirePageCaller(locale: Locale, pathname: string): Promise<Caller> {
  const caller = await getPageCaller();
  if (!caller) redirect(signInPath(locale, pathname));
  return caller;
}
