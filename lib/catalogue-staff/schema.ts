import { z } from "zod";
import { RESERVED_TOP_SEGMENTS } from "@/lib/catalogue/reserved";
import { isCountryCode } from "@/lib/profiles/countries";
import { ATTRIBUTE_KEY, ATTRIBUTE_TYPES, ATTRIBUTE_VALUES_MAX, ATTRIBUTES_MAX, RESERVED_ATTRIBUTE_KEYS, type ProductAttribute } from "@/lib/catalogue/attribute-schema";

/**
 * Staff catalogue upkeep inputs (spec section 3: categories, products with slug, is_active and
 * category, product_options; data centers). One schema per operation, shared by the route
 * handlers, the staff forms and the OpenAPI document. Messages are English texts; ./texts.ts gives
 * their Russian wording. A missing field answers the spec's "This field is required" (section 5).
 */

export const SLUG_MAX = 80;
export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const OPTION_KEY_MAX = 60;
export const OPTION_VALUES_MAX = 50;
export const OPTION_PRICE_MAX_CENTS = 100_000_000;
export const POSITION_MAX = 100_000;

/** Keys of the cart's own configuration fields (lib/cart/configuration.ts): an option may not take them. */
export const RESERVED_OPTION_KEYS: ReadonlySet<string> = new Set(["hostname", "ssh_key", "hours", "instance", "values"]);

export const MSG = {
  required: "This field is required",
  slug: "Use 1–80 lower-case letters, digits and single hyphens (like linux-vps)",
  reservedSlug: "This slug is taken by a fixed page of the site",
  text: "Enter a text",
  name: "Enter 1–120 characters on one line",
  description: "Enter at most 2000 characters",
  localized: "Give both an English (en) and a Russian (ru) text",
  boolean: "Must be true or false",
  position: "Must be a whole number from 0 to 100000",
  optionKey: "Use 1–60 lower-case letters, digits and underscores, starting with a letter (like os or ipv4)",
  reservedKey: "This key is used by the cart itself (hostname, ssh_key, hours)",
  values: "Give 1–50 values",
  value: "Use 1–60 letters, digits, dots, hyphens and underscores (like ubuntu-24-04)",
  duplicateValue: "Each value may appear only once",
  priceCents: "Must be a whole number of euro cents from 0 to 100000000",
  country: "Must be an ISO country code of two capital letters (like DE)",
  city: "Enter 1–100 characters on one line",
  dcName: "Enter 1–200 characters on one line",
  tier: "Must be a whole number from 1 to 4",
  unknownField: "Unknown field",
  noChange: "Give at least one field to change",
  query: "Must be at most 80 characters",
  page: "Must be a whole number of at least 1",
  size: "Must be a whole number from 1 to 100",
  attributes: "Give at most 40 attributes",
  attributeKey: "Use 1–40 lower-case letters, digits and underscores, starting with a letter (like ram_gb)",
  reservedAttributeKey: "country and provider are the listing's own filters",
  duplicateKey: "Each key may appear only once",
  attributeType: "Must be number, word or list",
  unit: "Enter at most 20 characters on one line",
  allowedValues: "Give at most 100 allowed values, each of 1–60 characters on one line",
  allowedNumber: "Allowed values of a number are positive numbers (like 16 or 2.5)",
} as const;

/** A missing value answers "required", a value of the wrong type `msg`. */
const typed = (msg: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? MSG.required : msg) });

const ONE_LINE = /^[^\r\n\t]*$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugSchema = z
  .string(typed(MSG.slug))
  .trim()
  .min(1, { error: MSG.required })
  .max(SLUG_MAX, { error: MSG.slug })
  .regex(SLUG, { error: MSG.slug });

/** A category slug is the first path segment of its pages: fixed pages' segments are refused. */
export const categorySlugSchema = slugSchema.refine((s) => !RESERVED_TOP_SEGMENTS.has(s), { error: MSG.reservedSlug });

const line = (max: number, msg: string) => z.string(typed(msg)).trim().min(1, { error: MSG.required }).max(max, { error: msg }).regex(ONE_LINE, { error: msg });

/** A name in both interface languages. */
export const localizedName = z.strictObject(
  { en: line(NAME_MAX, MSG.name), ru: line(NAME_MAX, MSG.name) },
  typed(MSG.localized),
);

/** A longer text in both languages; empty texts allowed. */
export const localizedText = z.strictObject(
  {
    en: z.string(typed(MSG.description)).trim().max(DESCRIPTION_MAX, { error: MSG.description }),
    ru: z.string(typed(MSG.description)).trim().max(DESCRIPTION_MAX, { error: MSG.description }),
  },
  typed(MSG.localized),
);

const bool = z.boolean(typed(MSG.boolean));
const position = z.number(typed(MSG.position)).int({ error: MSG.position }).min(0, { error: MSG.position }).max(POSITION_MAX, { error: MSG.position });
const unknownKeys = { error: (issue: { code?: string }) => (issue.code === "unrecognized_keys" ? MSG.unknownField : MSG.required) };

/* --------------------------------------------------------- attribute schema */

const attributeKey = z
  .string(typed(MSG.attributeKey))
  .trim()
  .regex(ATTRIBUTE_KEY, { error: MSG.attributeKey })
  .refine((k) => !RESERVED_ATTRIBUTE_KEYS.has(k), { error: MSG.reservedAttributeKey });

const allowedValue = z
  .string(typed(MSG.allowedValues))
  .trim()
  .min(1, { error: MSG.allowedValues })
  .max(60, { error: MSG.allowedValues })
  .regex(/^[^\u0000-\u001F\u007F]*$/, { error: MSG.allowedValues });

/** One attribute of a product's schema (lib/catalogue/attribute-schema.ts). */
export const attributeSchemaEntry = z
  .strictObject(
    {
      key: attributeKey.describe("The offers' attribute key; a filter of the listing when it is one of the category's filter keys"),
      label: localizedName.describe("Its name in English and Russian"),
      type: z.enum(ATTRIBUTE_TYPES, typed(MSG.attributeType)).describe("number, word or list"),
      unit: z
        .string(typed(MSG.unit))
        .trim()
        .max(20, { error: MSG.unit })
        .regex(ONE_LINE, { error: MSG.unit })
        .optional()
        .describe("Shown after a number (GB, Gbit/s); a filter key keeps its category's unit"),
      required: bool.default(false).describe("Every offer must give it"),
      values: z
        .array(allowedValue, typed(MSG.allowedValues))
        .max(ATTRIBUTE_VALUES_MAX, { error: MSG.allowedValues })
        .optional()
        .describe("The only values a supplier may use (for a list, per item); omit or [] for any"),
    },
    unknownKeys,
  )
  .superRefine((a, ctx) => {
    const seen = new Set<string>();
    a.values?.forEach((v, i) => {
      if (seen.has(v)) ctx.addIssue({ code: "custom", message: MSG.duplicateValue, path: ["values", i] });
      seen.add(v);
      if (a.type === "number" && !/^\d{1,7}(\.\d{1,3})?$/.test(v)) ctx.addIssue({ code: "custom", message: MSG.allowedNumber, path: ["values", i] });
    });
  })
  .transform((a): ProductAttribute => {
    const values = a.type === "number" ? a.values?.map((v) => String(Number(v))) : a.values;
    return {
      key: a.key,
      label: a.label,
      type: a.type,
      ...(a.unit ? { unit: a.unit } : {}),
      required: a.required,
      ...(values?.length ? { values } : {}),
    };
  });

/** A product's whole attribute schema, in display order: keys unique. */
export const attributeSchemaInput = z
  .array(attributeSchemaEntry, typed(MSG.attributes))
  .max(ATTRIBUTES_MAX, { error: MSG.attributes })
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((a, i) => {
      if (seen.has(a.key)) ctx.addIssue({ code: "custom", message: MSG.duplicateKey, path: [i, "key"] });
      seen.add(a.key);
    });
  });

/* ---------------------------------------------------------------- products */

const productFields = {
  slug: slugSchema.describe("Unique across products: the listing is /{category}/{slug}"),
  category: slugSchema.describe("The category's slug"),
  name: localizedName.describe("The product's name in English and Russian"),
  description: localizedText.describe("The product's description in English and Russian"),
  is_active: bool.describe("An inactive product leaves the catalogue, its pages and the sitemap"),
  position: position.describe("Display order within the category (smaller first)"),
  attribute_schema: attributeSchemaInput.describe(
    "The typed attributes its offers carry, in order. A change is refused while offers of the product do not fit it (422 at attribute_schema); attributes taken out are removed from the offers' values",
  ),
};

export const productCreateSchema = z.strictObject(
  {
    slug: productFields.slug,
    category: productFields.category,
    name: productFields.name,
    description: productFields.description.default({ en: "", ru: "" }),
    is_active: productFields.is_active.default(true),
    position: productFields.position.default(0),
    attribute_schema: productFields.attribute_schema.optional().describe("Default: the category's filters (numbers and words required, lists optional)"),
  },
  unknownKeys,
);
export type ProductCreateInput = z.output<typeof productCreateSchema>;

export const productUpdateSchema = z
  .strictObject(
    {
      slug: productFields.slug.optional(),
      category: productFields.category.optional(),
      name: productFields.name.optional(),
      description: productFields.description.optional(),
      is_active: productFields.is_active.optional(),
      position: productFields.position.optional(),
      attribute_schema: productFields.attribute_schema.optional(),
    },
    unknownKeys,
  )
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: MSG.noChange });
export type ProductUpdateInput = z.output<typeof productUpdateSchema>;

const pageFields = {
  page: z.coerce.number({ error: MSG.page }).int({ error: MSG.page }).min(1, { error: MSG.page }).max(100_000, { error: MSG.page }).default(1),
  size: z.coerce.number({ error: MSG.size }).int({ error: MSG.size }).min(1, { error: MSG.size }).max(100, { error: MSG.size }).default(50),
};

export const productListQuery = z.object({
  q: z.string().trim().max(80, { error: MSG.query }).optional().describe("Part of the slug or of a name"),
  category: z.string().trim().max(80, { error: MSG.query }).optional().describe("Only this category's products"),
  is_active: z.enum(["true", "false", "all"]).default("all").describe("Active, inactive or all products"),
  ...pageFields,
});
export type ProductListQuery = z.output<typeof productListQuery>;

/** `{id}` of product routes: the product's numeric id. Anything else answers 404 like an unknown id. */
export const idPathParams = z.object({ id: z.string().describe("The numeric id") });
export const optionPathParams = z.object({ id: z.string().describe("The product's numeric id"), key: z.string().describe("The option's key") });
export const uidPathParams = z.object({ id: z.string().describe("The data center's uid") });

/* --------------------------------------------------------- product options */

export const optionValueSchema = z.strictObject(
  {
    value: z
      .string(typed(MSG.value))
      .trim()
      .min(1, { error: MSG.required })
      .max(60, { error: MSG.value })
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { error: MSG.value })
      .describe("Stored in the buyer's configuration"),
    label: localizedName.describe("What the buyer reads, in English and Russian"),
    price_cents: z
      .number(typed(MSG.priceCents))
      .int({ error: MSG.priceCents })
      .min(0, { error: MSG.priceCents })
      .max(OPTION_PRICE_MAX_CENTS, { error: MSG.priceCents })
      .describe("Added to the instance's price per billing period, in euro cents (0 for none)"),
  },
  unknownKeys,
);

const optionKey = z
  .string(typed(MSG.optionKey))
  .trim()
  .min(1, { error: MSG.required })
  .max(OPTION_KEY_MAX, { error: MSG.optionKey })
  .regex(/^[a-z][a-z0-9_]*$/, { error: MSG.optionKey })
  .refine((k) => !RESERVED_OPTION_KEYS.has(k), { error: MSG.reservedKey });

const optionValues = z
  .array(optionValueSchema, typed(MSG.values))
  .min(1, { error: MSG.values })
  .max(OPTION_VALUES_MAX, { error: MSG.values })
  .superRefine((values, ctx) => {
    const seen = new Set<string>();
    values.forEach((v, i) => {
      if (seen.has(v.value)) ctx.addIssue({ code: "custom", message: MSG.duplicateValue, path: [i, "value"] });
      seen.add(v.value);
    });
  });

const optionFields = {
  key: optionKey.describe("Unique per product; the cart's configuration field key"),
  name: localizedName.describe("The field's label in English and Russian"),
  required: bool.describe("The buyer must choose a value before ordering"),
  values: optionValues.describe("The choices, in order; a new cart instance starts with the first"),
  position: position.describe("Order among the product's options (smaller first)"),
};

export const optionCreateSchema = z.strictObject(
  {
    key: optionFields.key,
    name: optionFields.name,
    required: optionFields.required.default(true),
    values: optionFields.values,
    position: optionFields.position.optional(),
  },
  unknownKeys,
);
export type OptionCreateInput = z.output<typeof optionCreateSchema>;

export const optionUpdateSchema = z
  .strictObject(
    {
      key: optionFields.key.optional(),
      name: optionFields.name.optional(),
      required: optionFields.required.optional(),
      values: optionFields.values.optional(),
      position: optionFields.position.optional(),
    },
    unknownKeys,
  )
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: MSG.noChange });
export type OptionUpdateInput = z.output<typeof optionUpdateSchema>;

/* -------------------------------------------------------------- categories */

export const categoryCreateSchema = z.strictObject(
  {
    slug: categorySlugSchema.describe("Unique; the category page is /{slug} (fixed pages' segments are refused)"),
    name: localizedName.describe("The category's name in English and Russian"),
    description: localizedText.default({ en: "", ru: "" }).describe("The category's description in English and Russian"),
    position: position.default(0).describe("Display order (smaller first)"),
  },
  unknownKeys,
);
export type CategoryCreateInput = z.output<typeof categoryCreateSchema>;

export const categoryUpdateSchema = z
  .strictObject(
    {
      slug: categorySlugSchema.optional(),
      name: localizedName.optional(),
      description: localizedText.optional(),
      position: position.optional(),
    },
    unknownKeys,
  )
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: MSG.noChange });
export type CategoryUpdateInput = z.output<typeof categoryUpdateSchema>;

/* ------------------------------------------------------------ data centers */

const country = z
  .string(typed(MSG.country))
  .trim()
  .refine((c) => isCountryCode(c), { error: MSG.country });
const tier = z.number(typed(MSG.tier)).int({ error: MSG.tier }).min(1, { error: MSG.tier }).max(4, { error: MSG.tier });

export const dataCenterCreateSchema = z.strictObject(
  {
    name: line(200, MSG.dcName).describe("The data center's name"),
    country: country.describe("ISO 3166-1 alpha-2 code"),
    city: line(100, MSG.city).describe("The city"),
    tier: tier.default(3).describe("Uptime Institute tier, 1–4"),
  },
  unknownKeys,
);
export type DataCenterCreateInput = z.output<typeof dataCenterCreateSchema>;

export const dataCenterUpdateSchema = z
  .strictObject(
    {
      name: line(200, MSG.dcName).optional(),
      country: country.optional(),
      city: line(100, MSG.city).optional(),
      tier: tier.optional(),
    },
    unknownKeys,
  )
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: MSG.noChange });
export type DataCenterUpdateInput = z.output<typeof dataCenterUpdateSchema>;

export const dataCenterListQuery = z.object({
  q: z.string().trim().max(80, { error: MSG.query }).optional().describe("Part of the name or city"),
  ...pageFields,
});
export type DataCenterListQuery = z.output<typeof dataCenterListQuery>;
