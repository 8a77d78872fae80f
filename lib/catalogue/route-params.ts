/**
 * Shape of category and product slugs in URLs. Pages check it before reading the catalogue, so a
 * malformed segment (and the build's placeholder param "_") is a 404 without a database round trip.
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isCatalogueSlug(value: string): boolean {
  return value.length <= 80 && SLUG.test(value);
}

/** The placeholder params `generateStaticParams` returns: required with cacheComponents, rendered as a 404. */
export const PLACEHOLDER_PARAM = "_";
