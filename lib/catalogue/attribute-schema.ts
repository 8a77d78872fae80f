import type { Localized } from "@/lib/i18n/localized";
import { categoryFacets, commonFacets, type FacetDef } from "./facets";

/**
 * A product's attribute schema (docs/catalogue-staff.md, ADR 0014): the typed attributes
 * its offers carry, stored with the product (`products.attribute_schema`) and edited by staff.
 *
 * - `number`: a positive number (its text is stored, e.g. "16"); `word`: a short text; `list`: up to
 *   10 short texts.
 * - `values`, when given, are the only values a supplier may use (for a list, every item), so
 *   filtering never meets a value staff did not allow.
 * - `required`: an offer must give it.
 *
 * Which keys are *filters* of the public listing is the category's filter vocabulary
 * (lib/catalogue/facets.ts): listing URLs are canonicalised by the proxy and the front without a
 * database (ADR 0002), so a filter key, its type and its unit are code. A vocabulary key in the
 * schema is a filter, shown with the schema's label; any other key is a specification line of the
 * offer page and the API, checked the same way, but not a filter. Pure: the staff and supplier
 * forms run it too.
 */
export const ATTRIBUTE_TYPES = ["number", "word", "list"] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

export type ProductAttribute = {
  key: string;
  label: Localized;
  type: AttributeType;
  unit?: string;
  required: boolean;
  values?: string[];
};

export const ATTRIBUTES_MAX = 40;
export const ATTRIBUTE_VALUES_MAX = 100;
export const ATTRIBUTE_KEY = /^[a-z][a-z0-9_]{0,39}$/;
/** Keys of the listing's own filters (country, provider): an attribute may not take them. */
export const RESERVED_ATTRIBUTE_KEYS: ReadonlySet<string> = new Set(commonFacets.map((f) => f.key));

const typeOf = (def: FacetDef): AttributeType => (def.numeric ? "number" : def.multi ? "list" : "word");

/** The category's filter vocabulary entry for `key`, if the key is a filter there. */
export function vocabularyDef(categorySlug: string, key: string): FacetDef | undefined {
  return (categoryFacets[categorySlug] ?? []).find((d) => d.key === key);
}

/** A new product's schema: its category's filters, numbers and words required, lists optional. */
export function defaultAttributeSchema(categorySlug: string): ProductAttribute[] {
  return (categoryFacets[categorySlug] ?? []).map((def) => ({
    key: def.key,
    label: { ...def.label },
    type: typeOf(def),
    ...(def.unit ? { unit: def.unit } : {}),
    required: !def.multi,
  }));
}

/** An attribute as the listing code's facet definition. */
export function facetOf(attribute: ProductAttribute): FacetDef {
  return {
    key: attribute.key,
    label: attribute.label,
    ...(attribute.unit ? { unit: attribute.unit } : {}),
    ...(attribute.type === "number" ? { numeric: true } : {}),
    ...(attribute.type === "list" ? { multi: true } : {}),
  };
}

/**
 * The listing filters of a product: the schema's attributes that are filters of its category, in
 * the schema's order and with its labels, then country and provider.
 */
export function productFacets(categorySlug: string, schema: readonly ProductAttribute[]): FacetDef[] {
  return [...schema.filter((a) => vocabularyDef(categorySlug, a.key)).map(facetOf), ...commonFacets];
}

export type SchemaProblem = { index: number; field: "type" | "unit"; key: string; type: AttributeType; unit: string | null };

/**
 * Where a schema contradicts its category's filter vocabulary: a filter key keeps the type and unit
 * the listing (URL parsing, numeric ordering, unit prices) reads it with.
 */
export function vocabularyProblems(categorySlug: string, schema: readonly ProductAttribute[]): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  schema.forEach((a, index) => {
    const def = vocabularyDef(categorySlug, a.key);
    if (!def) return;
    const type = typeOf(def);
    const unit = def.unit ?? null;
    if (a.type !== type) problems.push({ index, field: "type", key: a.key, type, unit });
    else if ((a.unit ?? null) !== unit) problems.push({ index, field: "unit", key: a.key, type, unit });
  });
  return problems;
}

/** Whether an attribute's label is its filter's default (then the offer page names it from the vocabulary in both languages). */
export function hasDefaultLabel(categorySlug: string, attribute: ProductAttribute): boolean {
  const def = vocabularyDef(categorySlug, attribute.key);
  return !!def && def.label.en === attribute.label.en && def.label.ru === attribute.label.ru;
}
