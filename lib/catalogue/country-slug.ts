/**
 * Spec section 2: `/:category_slug/:slug-:country` lists a product's offers in one country; the
 * country is exactly two uppercase letters. Product slugs are lowercase, so the suffix is unambiguous.
 */
const COUNTRY_SUFFIX = /^(.+)-([A-Z]{2})$/;

export function parseProductSegment(segment: string): { productSlug: string; country: string | null } {
  const decoded = safeDecode(segment);
  const m = COUNTRY_SUFFIX.exec(decoded);
  return m ? { productSlug: m[1], country: m[2] } : { productSlug: decoded, country: null };
}

export function productSegment(productSlug: string, country?: string | null): string {
  return country ? `${productSlug}-${country}` : productSlug;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
