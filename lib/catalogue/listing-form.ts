/**
 * The query string a listing's filter form stands for, without the empty fields a GET form submits
 * (`?sort=&price_min=`): what the form's client island navigates to, and where the proxy redirects a
 * form submitted without JavaScript. Pure, so the browser and the proxy share it.
 *
 * Only the *shape* is cleaned: empty values dropped, repeated keys (several ticked boxes) folded into
 * one comma-separated list, keys and list values sorted and de-duplicated. What the values mean (and
 * whether a key is read at all) stays the listing state's business (canonicalListingQuery), so junk
 * keys are neither added nor removed here and the proxy's handling of them (ADR 0002) is unchanged.
 */
export function cleanListingQuery(entries: Iterable<[string, string]>): string {
  const merged = new Map<string, Set<string>>();
  for (const [key, raw] of entries) {
    if (!key) continue;
    for (const value of raw.split(",")) {
      const v = value.trim();
      if (v) (merged.get(key) ?? merged.set(key, new Set()).get(key)!).add(v);
    }
  }
  return [...merged]
    .filter(([, values]) => values.size > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, values]) => {
      const list = [...values].sort();
      // Commas stay readable, as in listingQueryString: they separate list values.
      return `${encodeURIComponent(key)}=${list.map((v) => encodeURIComponent(v)).join(",")}`;
    })
    .join("&");
}

/** True when a query has a parameter without a value (`?sort=`), which a GET form submits for empty fields. */
export function hasEmptyValue(search: URLSearchParams): boolean {
  for (const [, value] of search) if (value.trim() === "") return true;
  return false;
}
