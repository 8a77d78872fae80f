import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

/** Raw bytes (PostgreSQL bytea), returned as a Node Buffer / Uint8Array by both drivers. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/** Texts kept in both interface languages. */
export type Localized = { en: string; ru: string };

export const offerStatus = pgEnum("offer_status", ["public", "hidden"]);
export const billingPeriod = pgEnum("billing_period", ["hour", "month", "year"]);
export const availability = pgEnum("availability", ["in_stock", "limited", "out_of_stock"]);

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  slug: varchar("slug", { length: 80 }).notNull().unique(),
  name: jsonb("name").$type<Localized>().notNull(),
  description: jsonb("description").$type<Localized>().notNull(),
  position: integer("position").notNull().default(0),
});

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    slug: varchar("slug", { length: 80 }).notNull().unique(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    name: jsonb("name").$type<Localized>().notNull(),
    description: jsonb("description").$type<Localized>().notNull(),
    isActive: boolean("is_active").notNull().default(true),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("products_category_idx").on(t.categoryId, t.position)],
);

/** One choice a buyer makes when configuring an offer of this product (OS, region, ...). */
export type ProductOptionValue = { value: string; label: Localized; price_cents: number };

export const productOptions = pgTable(
  "product_options",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    key: varchar("key", { length: 60 }).notNull(),
    name: jsonb("name").$type<Localized>().notNull(),
    kind: varchar("kind", { length: 20 }).notNull().default("select"),
    required: boolean("required").notNull().default(true),
    values: jsonb("values").$type<ProductOptionValue[]>().notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("product_options_product_key_idx").on(t.productId, t.key)],
);

export const providers = pgTable("providers", {
  id: serial("id").primaryKey(),
  uid: varchar("uid", { length: 32 }).notNull().unique(),
  slug: varchar("slug", { length: 80 }).notNull().unique(),
  name: text("name").notNull(),
  country: varchar("country", { length: 2 }).notNull(),
  website: text("website").notNull(),
  description: jsonb("description").$type<Localized>().notNull(),
  foundedYear: integer("founded_year").notNull(),
  logo: varchar("logo", { length: 32 }),
});

export const dataCenters = pgTable(
  "data_centers",
  {
    id: serial("id").primaryKey(),
    uid: varchar("uid", { length: 32 }).notNull().unique(),
    name: text("name").notNull(),
    country: varchar("country", { length: 2 }).notNull(),
    city: text("city").notNull(),
    tier: integer("tier").notNull().default(3),
  },
  (t) => [index("data_centers_country_idx").on(t.country)],
);

export const media = pgTable("media", {
  id: varchar("id", { length: 32 }).primaryKey(),
  contentType: varchar("content_type", { length: 100 }).notNull(),
  bytes: bytea("bytes").notNull(),
  width: integer("width"),
  height: integer("height"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type OfferAttribute = { name: string; value: string };

export const offers = pgTable(
  "offers",
  {
    id: serial("id").primaryKey(),
    uid: varchar("uid", { length: 32 }).notNull().unique(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    providerId: integer("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    dataCenterId: integer("data_center_id").references(() => dataCenters.id, { onDelete: "set null" }),
    country: varchar("country", { length: 2 }).notNull(),
    name: text("name").notNull(),
    status: offerStatus("status").notNull().default("public"),
    priceCents: integer("price_cents").notNull(),
    currency: varchar("currency", { length: 3 }).notNull().default("EUR"),
    billingPeriod: billingPeriod("billing_period").notNull().default("month"),
    /** Ordered name/value pairs, as shown on the offer page. */
    attributes: jsonb("attributes").$type<OfferAttribute[]>().notNull(),
    /** The same attributes keyed by facet key with normalised values, for filtering (GIN, @>). */
    facets: jsonb("facets").$type<Record<string, string | string[]>>().notNull(),
    availability: availability("availability").notNull().default("in_stock"),
    stock: integer("stock").notNull().default(0),
    deliveryMinutes: integer("delivery_minutes").notNull(),
    image1x1: varchar("image1x1", { length: 32 }),
    image4x3: varchar("image4x3", { length: 32 }),
    image16x9: varchar("image16x9", { length: 32 }),
    imageSocial: varchar("image_social", { length: 32 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("offers_listing_price_idx").on(t.productId, t.status, t.priceCents, t.id),
    index("offers_listing_country_idx").on(t.productId, t.status, t.country, t.priceCents),
    index("offers_provider_idx").on(t.providerId, t.status),
    index("offers_data_center_idx").on(t.dataCenterId),
    index("offers_status_idx").on(t.status, t.id),
    index("offers_facets_gin_idx").using("gin", sql`${t.facets} jsonb_path_ops`),
  ],
);

export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    slug: varchar("slug", { length: 120 }).notNull().unique(),
    title: jsonb("title").$type<Localized>().notNull(),
    excerpt: jsonb("excerpt").$type<Localized>().notNull(),
    body: jsonb("body").$type<Localized>().notNull(),
    image: varchar("image", { length: 32 }),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("articles_published_idx").on(t.publishedAt)],
);
