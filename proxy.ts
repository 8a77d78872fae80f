import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { routing } from "@/lib/i18n/routing";
import { encodeListingState, LISTING_STATE_SEGMENT } from "@/lib/catalogue/listing-query";
import { RESERVED_TOP_SEGMENTS } from "@/lib/catalogue/reserved";

const handleI18n = createMiddleware(routing);

/**
 * Request edge: locale routing (English unprefixed, Russian under /ru), and the listing rewrite that
 * turns `?filters` into a cacheable path segment. Authorisation never lives only here.
 */
export default function proxy(request: NextRequest) {
  const response = handleI18n(request);
  if (response.headers.get("location")) return response;

  const { pathname, searchParams } = request.nextUrl;
  const segments = pathname.split("/").filter(Boolean);
  const locale = segments[0] === "ru" ? "ru" : "en";
  const rest = segments[0] === "ru" ? segments.slice(1) : segments;

  // The folded listing segment is internal: reached only through the rewrite below.
  if (rest.length === 4 && rest[2] === LISTING_STATE_SEGMENT && !RESERVED_TOP_SEGMENTS.has(rest[0])) {
    return NextResponse.rewrite(new URL(`/${locale}/_not-found-page`, request.url), { headers: response.headers });
  }

  if (rest.length === 2 && !RESERVED_TOP_SEGMENTS.has(rest[0]) && searchParams.size > 0) {
    const state = encodeListingState(searchParams);
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

export const config = {
  // Everything but API routes, Next internals, the probe page and files with an extension.
  matcher: ["/((?!api|_next|_vercel|health|.*\\..*).*)"],
};
