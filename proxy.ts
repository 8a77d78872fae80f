import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { routing } from "@/lib/i18n/routing";
import { encodeListingState, LISTING_STATE_SEGMENT } from "@/lib/catalogue/listing-query";
import { cleanListingQuery, hasEmptyValue } from "@/lib/catalogue/listing-form";
import { RESERVED_TOP_SEGMENTS } from "@/lib/catalogue/reserved";
import { ACCESS_COOKIE, cookieOptions, SIGNED_IN_COOKIE } from "@/lib/auth/constants";
import { clientIp, isHttps } from "@/lib/auth/request-info";
import { env } from "@/lib/env";
import { demoMailboxOpenTo } from "@/lib/mail/demo-mailbox";
import { demoPageExists } from "@/lib/payments/demo-page";
import { NOT_FOUND_VIEW_HEADER, NOT_FOUND_VIEW_SEGMENT } from "@/lib/cache/startup-revalidate";
import { accessExpired, isPageLoad, needsSignIn, readTokens, refreshThroughApi } from "@/lib/auth/guard";

const handleI18n = createMiddleware(routing);

/**
 * Request edge: locale routing (English unprefixed, Russian under /ru), and the listing rewrite that
 * turns `?filters` into a cacheable path segment. Authorisation never lives only here.
 */
export default async function proxy(request: NextRequest) {
  const response = handleI18n(request);
  if (response.headers.get("location")) return response;

  const { pathname, searchParams } = request.nextUrl;
  const segments = pathname.split("/").filter(Boolean);
  const locale = segments[0] === "ru" ? "ru" : "en";
  const rest = segments[0] === "ru" ? segments.slice(1) : segments;

  if (needsSignIn(rest[0])) return guard(request, response, locale);
  // The demo mailbox answers only the machine itself (or everyone with DEMO_MAILBOX=public) and only
  // while no SMTP server is configured; its page checks again. The 404 is nobody's to share.
  if (rest[0] === "mailbox" && !demoMailboxOpenTo(clientIp(request.headers), env)) {
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", "private, no-store");
    return NextResponse.rewrite(new URL(`/${locale}/_not-found-page`, request.url), { headers });
  }

  // The demo provider's page: a real 404 (nobody's to share) for an unknown session, and for every
  // session while another provider is configured. The page itself renders per request, private.
  if (rest[0] === "pay" && rest[1] === "demo" && !(rest.length === 3 && (await demoPageExists(request, rest[2])))) {
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", "private, no-store");
    return NextResponse.rewrite(new URL(`/${locale}/_not-found-page`, request.url), { headers });
  }

  // The server-rendered 404 is the front's (scripts/serve.ts): anyone else meets an unknown path.
  if (rest[0] === NOT_FOUND_VIEW_SEGMENT && (!env.STARTUP_REVALIDATE_SECRET || request.headers.get(NOT_FOUND_VIEW_HEADER) !== env.STARTUP_REVALIDATE_SECRET)) {
    return NextResponse.rewrite(new URL(`/${locale}/_not-found-page`, request.url), { headers: response.headers });
  }

  // The folded listing segment is internal: reached only through the rewrite below.
  if (rest.length === 4 && rest[2] === LISTING_STATE_SEGMENT && !RESERVED_TOP_SEGMENTS.has(rest[0])) {
    return NextResponse.rewrite(new URL(`/${locale}/_not-found-page`, request.url), { headers: response.headers });
  }

  if (rest.length === 2 && !RESERVED_TOP_SEGMENTS.has(rest[0]) && searchParams.size > 0) {
    // A filter form submitted without JavaScript sends its empty fields (`?sort=&price_min=`): one
    // redirect to the same query without them. Its target has no empty value, so it never loops.
    if (hasEmptyValue(searchParams)) {
      const clean = cleanListingQuery(searchParams);
      const target = new URL(request.nextUrl.pathname + (clean ? `?${clean}` : ""), request.url);
      return NextResponse.redirect(target, { status: 307, headers: { "Cache-Control": "public, max-age=0, must-revalidate" } });
    }
    // Only what the listing reads (fixed keys, its category's facets): junk adds no cache entries.
    const state = encodeListingState(searchParams, rest[0], rest[1]);
    if (state) {
      const target = new URL(`/${locale}/${rest[0]}/${rest[1]}/${LISTING_STATE_SEGMENT}/${state}`, request.url);
      const headers = new Headers(response.headers);
      headers.delete("x-middleware-rewrite");
      headers.delete("x-middleware-next");
      return NextResponse.rewrite(target, { headers });
    }
  }
  return response;
}

/** The root with the login popup, coming back to this page after sign-in (spec section 4). */
function toSignIn(request: NextRequest, locale: "en" | "ru", expired: boolean): NextResponse {
  const home = new URL(locale === "ru" ? "/ru" : "/", request.url);
  home.searchParams.set("login", "1");
  home.searchParams.set("next", request.nextUrl.pathname + request.nextUrl.search);
  if (expired) home.searchParams.set("session", "expired");
  const redirect = NextResponse.redirect(home, 307);
  if (expired) {
    redirect.cookies.delete(ACCESS_COOKIE);
    redirect.cookies.delete(SIGNED_IN_COOKIE);
  }
  redirect.headers.set("Cache-Control", "private, no-store");
  return redirect;
}

/**
 * Sign-in-required pages: a guest goes to the root with the login popup; an expired access token
 * is refreshed first on a page load (the new pair reaches both the browser and this very render),
 * then the request continues. The page checks the caller again (lib/auth/page.ts).
 */
async function guard(request: NextRequest, response: NextResponse, locale: "en" | "ru"): Promise<NextResponse> {
  const tokens = readTokens(request);
  if (!tokens) return toSignIn(request, locale, false);
  if (!accessExpired(tokens.access_token)) return response;
  // Only a page load rotates the refresh token: prefetches (of any kind) and the router's fetches get an
  // empty answer; the router then loads the page as a document, and that load refreshes.
  if (!isPageLoad(request.headers)) return new NextResponse(null, { status: 204, headers: { "Cache-Control": "private, no-store" } });
  const renewed = await refreshThroughApi(request, tokens.refresh_token);
  if (!renewed) return toSignIn(request, locale, true);
  const value = JSON.stringify(renewed);
  const options = cookieOptions(isHttps(request.url, request.headers));
  response.cookies.set({ name: ACCESS_COOKIE, value, httpOnly: true, ...options });
  response.cookies.set({ name: SIGNED_IN_COOKIE, value: "1", ...options });
  // The render that follows must see the new access token, not the expired one.
  const headers = new Headers(request.headers);
  request.cookies.set(ACCESS_COOKIE, value);
  headers.set("cookie", request.cookies.toString());
  const carrier = NextResponse.next({ request: { headers } });
  carrier.headers.forEach((v, k) => {
    if (k === "x-middleware-override-headers" || k.startsWith("x-middleware-request-")) response.headers.set(k, v);
  });
  return response;
}

export const config = {
  // Everything but API routes, Next internals, the probe page, the start-up hook and files with an extension.
  matcher: ["/((?!api|_next|_vercel|health|startup-revalidate|.*\\..*).*)"],
};
