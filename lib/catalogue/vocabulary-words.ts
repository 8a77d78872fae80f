/**
 * The enumerated values of the catalogue's own vocabulary that also serve as facet (filter) values,
 * by their English text: the key is their message in `vocabulary.values` (messages/<locale>/vocabulary.json).
 * The seed writes these keys into offer attributes; the filter panel translates facet values with the
 * same table. No dependencies, so the seed generator can import it.
 */
export const facetWords: Record<string, string> = {
  "Rotating residential": "rotatingResidential",
  "Static residential": "staticResidential",
  "Dedicated datacenter": "dedicatedDatacenter",
  "Shared datacenter": "sharedDatacenter",
  "5G mobile": "mobile5g",
  "4G mobile": "mobile4g",
  "Per request": "perRequest",
  "Sticky 10 min": "sticky10",
  "Sticky 30 min": "sticky30",
  Static: "static",
  "Every 5 min": "every5min",
  "Every 30 min": "every30min",
  "On demand": "onDemand",
};
