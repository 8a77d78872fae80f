import { comparePagePath, comparePickPath, MIN_COMPARE, parseCompareUids } from "@/lib/catalogue/compare";
import { isCatalogueSlug } from "@/lib/catalogue/route-params";
import { isLocale, localizedPath } from "@/lib/i18n/routing";

type Params = { locale: string; category_slug: string; slug: string };

/**
 * `/:category/:product/compare?offers=a,b` (also `offers=a&offers=b`, what the listing's checkbox
 * form sends) redirects to `/:category/:product/compare/a,b`. The comparison page then depends on
 * params only: cached whole, and a selection with no offer of this product is a real 404.
 * Fewer than two offers ticked (nothing to compare) leads to a page that says to tick at least two;
 * more than four keeps the first four (MAX_COMPARE).
 */
export async function GET(request: Request, { params }: { params: Promise<Params> }) {
  const { locale, category_slug: category, slug } = await params;
  if (!isLocale(locale) || !isCatalogueSlug(category) || !isCatalogueSlug(slug)) {
    return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  const uids = parseCompareUids(new URL(request.url).searchParams.getAll("offers"));
  const target = uids.length >= MIN_COMPARE ? comparePagePath(category, slug, uids) : comparePickPath(category, slug);
  // A relative Location (RFC 9110 §10.2.2) stays right behind any reverse proxy.
  return new Response(null, { status: 303, headers: { location: localizedPath(locale, target), "cache-control": "no-store" } });
}
