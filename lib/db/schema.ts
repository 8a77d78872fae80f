import { sql } from "drizzle-orm";
import type { ProductAttribute } from "../catalogue/attribute-schema";
import { monthlyPriceSql, unitPriceSql } from "../catalogue/pricing";
import { OFFER_STATUSES } from "../catalogue/offer-status-names";
import {
  bigint,
  cidr,
  boolean,
  customType,
  doublePrecision,
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

/** A full-text document (PostgreSQL tsvector); only ever read by the database itself. */
const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/** Raw bytes (PostgreSQL bytea), returned as a Node Buffer / Uint8Array by both drivers. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

import type { Localized } from "../i18n/localized";

export type { Localized };

/** Offer statuses: their meaning in lib/catalogue/offer-status-names.ts, their moves in lib/catalogue/offer-status.ts. */
export const offerStatus = pgEnum("offer_status", OFFER_STATUSES);
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
    /** The typed attributes its offers carry (lib/catalogue/attribute-schema.ts), edited by staff. */
    attributeSchema: jsonb("attribute_schema").$type<ProductAttribute[]>().notNull().default(sql`'[]'::jsonb`),
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

/**
 * Organisations (spec section 3): the suppliers. The catalogue's providers are the public face of
 * the same rows (ADR 0011: the SQL table keeps its name `providers`, and offers keep `provider_id`).
 * A registration starts as `new`; lib/organizations/status.ts moves `status`. An organisation is
 * listed in the catalogue once approved (`approved_at`) and while not blocked.
 */
export const organizations = pgTable(
  "providers",
  {
    id: serial("id").primaryKey(),
    uid: varchar("uid", { length: 32 }).notNull().unique(),
    slug: varchar("slug", { length: 80 }).notNull().unique(),
    name: text("name").notNull(),
    country: varchar("country", { length: 2 }).notNull(),
    website: text("website").notNull(),
    description: jsonb("description").$type<Localized>().notNull(),
    foundedYear: integer("founded_year"),
    logo: varchar("logo", { length: 32 }),
    firstName: varchar("first_name", { length: 100 }).notNull().default(""),
    middleName: varchar("middle_name", { length: 100 }).notNull().default(""),
    lastName: varchar("last_name", { length: 100 }).notNull().default(""),
    companyNumber: varchar("company_number", { length: 40 }).notNull().default(""),
    financeIdentificationNumber: varchar("finance_identification_number", { length: 40 }).notNull().default(""),
    state: varchar("state", { length: 100 }).notNull().default(""),
    city: varchar("city", { length: 100 }).notNull().default(""),
    zipCode: varchar("zip_code", { length: 20 }).notNull().default(""),
    address: text("address").notNull().default(""),
    email: varchar("email", { length: 254 }).notNull().default(""),
    phoneNumber: varchar("phone_number", { length: 40 }).notNull().default(""),
    phoneRegion: varchar("phone_region", { length: 2 }).notNull().default(""),
    /** lib/organizations/status-names.ts; moved by lib/organizations/status.ts only. */
    status: varchar("status", { length: 20 }).notNull().default("new"),
    /** The last decision's comment from staff (the spec's "processing comment"). */
    processingComment: text("processing_comment").notNull().default(""),
    /** First approval: from then on the organisation is listed and may sell (unless blocked). */
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("providers_status_idx").on(t.status)],
);
/** The catalogue's name for organisations (same table). */
export const providers = organizations;

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

/**
 * One line of an offer's specification. `name` and `value` are the text as written (the API
 * publishes them as they are). The catalogue's own vocabulary adds `key` (the attribute's name is
 * `vocabulary.attributes.<key>` in the page's language) and, for a value the catalogue composed,
 * `valueKey` and `params` (`vocabulary.values.<valueKey>`). A supplier's own attribute has neither and
 * shows as typed. docs/catalogue-vocabulary.md.
 */
export type OfferAttribute = {
  name: string;
  value: string;
  /** The line's name in both languages, when staff named the attribute (lib/supplier-offers/attributes.ts). */
  label?: Localized;
  key?: string;
  valueKey?: string;
  params?: Record<string, string | number>;
};

/** A composed offer name: `vocabulary.titles.<id>` with `params`, rendered in the page's language. */
export type OfferNameTemplate = { id: string; params: Record<string, string | number> };

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
    /** How the catalogue composed `name`, so pages show it in their language; null for a name as typed. */
    nameTemplate: jsonb("name_template").$type<OfferNameTemplate>(),
    status: offerStatus("status").notNull().default("public"),
    priceCents: integer("price_cents").notNull(),
    currency: varchar("currency", { length: 3 }).notNull().default("EUR"),
    billingPeriod: billingPeriod("billing_period").notNull().default("month"),
    /**
     * The comparable price (lib/catalogue/pricing.ts): cents per month, an hour counted 730 times.
     * Sorting, the price filter and "from" prices read it; the database keeps it in step.
     */
    monthlyPriceCents: bigint("monthly_price_cents", { mode: "number" }).generatedAlwaysAs(
      sql.raw(monthlyPriceSql("price_cents", "billing_period")),
    ),
    /** Unit prices in cents for the unit sorts (NULL where the offer does not state the size). */
    gpuHourPriceCents: doublePrecision("gpu_hour_price_cents").generatedAlwaysAs(
      sql.raw(unitPriceSql("gpu_hour", monthlyPriceSql("price_cents", "billing_period"), "facets")),
    ),
    vcpuMonthPriceCents: doublePrecision("vcpu_month_price_cents").generatedAlwaysAs(
      sql.raw(unitPriceSql("vcpu_month", monthlyPriceSql("price_cents", "billing_period"), "facets")),
    ),
    ramGbMonthPriceCents: doublePrecision("ram_gb_month_price_cents").generatedAlwaysAs(
      sql.raw(unitPriceSql("ram_gb_month", monthlyPriceSql("price_cents", "billing_period"), "facets")),
    ),
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
    /**
     * The 640 x 360 and 960 x 540 copies of an uploaded 16:9 image (the offer page's srcset).
     * NULL for the generated SVG covers, which scale, and for a photo uploaded before migration 0013
     * until its backfill job has run (lib/supplier-offers/image-backfill.ts): the page then offers
     * what there is, image16x9 alone at least.
     */
    image16x9Small: varchar("image16x9_small", { length: 32 }),
    image16x9Medium: varchar("image16x9_medium", { length: 32 }),
    imageSocial: varchar("image_social", { length: 32 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("offers_listing_monthly_price_idx").on(t.productId, t.status, t.monthlyPriceCents, t.id),
    index("offers_listing_country_idx").on(t.productId, t.status, t.country, t.monthlyPriceCents),
    index("offers_listing_gpu_hour_idx").on(t.productId, t.status, t.gpuHourPriceCents, t.id),
    index("offers_listing_vcpu_month_idx").on(t.productId, t.status, t.vcpuMonthPriceCents, t.id),
    index("offers_listing_ram_gb_month_idx").on(t.productId, t.status, t.ramGbMonthPriceCents, t.id),
    // The listing's other sorts (newest, fastest delivery): a page reads its rows in index order
    // instead of sorting every offer of the product (ADR 0015, proposal 4).
    index("offers_listing_newest_idx").on(t.productId, t.status, t.createdAt, t.id),
    index("offers_listing_delivery_idx").on(t.productId, t.status, t.deliveryMinutes, t.monthlyPriceCents, t.id),
    // delivery_minutes too: the offer page's claimed delivery (supplierDeliveryStats) reads the index alone.
    index("offers_provider_idx").on(t.providerId, t.status, t.deliveryMinutes),
    index("offers_data_center_idx").on(t.dataCenterId),
    index("offers_status_idx").on(t.status, t.id),
    index("offers_facets_gin_idx").using("gin", sql`${t.facets} jsonb_path_ops`),
  ],
);

/**
 * The site search document of each offer (ADR 0009): normalised words of its name, attributes,
 * product, category, provider, country and city in both languages (lib/catalogue/search-text.ts),
 * written with the offer, and their full-text vector ("simple" configuration), GIN-indexed. A table
 * of its own keeps the offers rows, which listings scan, as narrow as before.
 */
/**
 * IPv4/IPv6 ranges a supplier attaches to a computing offer (the spec's "IP-blocks"), stored
 * normalised as `cidr`. A new block is `pending` until staff verify it (lib/supplier-offers/status.ts
 * moves `status`); only `verified` blocks reserve their range: no two verified blocks anywhere on
 * the marketplace overlap, which the partial exclusion constraint `offer_ip_blocks_no_overlap`
 * (GiST, inet_ops, &&, WHERE status = 'verified'; written by hand in the migration) enforces even
 * when two decisions race (lib/supplier-offers/ip-blocks.ts).
 */
export const offerIpBlocks = pgTable(
  "offer_ip_blocks",
  {
    id: serial("id").primaryKey(),
    uid: varchar("uid", { length: 32 }).notNull().unique(),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    block: cidr("block").notNull(),
    /** pending | verified | rejected (lib/supplier-offers/status.ts). */
    status: varchar("status", { length: 16 }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("offer_ip_blocks_offer_idx").on(t.offerId, t.id), index("offer_ip_blocks_status_idx").on(t.status, t.id)],
);

export const offerSearch = pgTable(
  "offer_search",
  {
    offerId: integer("offer_id")
      .primaryKey()
      .references(() => offers.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    vector: tsvector("vector")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, text)`),
  },
  (t) => [index("offer_search_vector_gin_idx").using("gin", t.vector)],
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

/* ------------------------------------------------------------------------------------------------
 * Accounts (spec sections 3, 4, 6, 9): users, sign-in codes, sessions with rotating refresh tokens,
 * billing profiles, notifications, rate-limit events, the demo mailbox and server secrets.
 * ---------------------------------------------------------------------------------------------- */

/** Interface preferences kept per user (settings/main). */
export type UserPreferences = {
  /** Rows per page of tables (spec section 9: first-last of total with a rows-per-page selector). */
  tableRows?: 10 | 25 | 50 | 100;
  /** Show the supplier interface by default (spec: the supplier interface flag). */
  supplierInterface?: boolean;
  /** E-mail me when a sign-in from a new device happens. */
  emailOnNewDevice?: boolean;
};

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  uid: varchar("uid", { length: 32 }).notNull().unique(),
  /** Lower-cased; unique. */
  email: varchar("email", { length: 254 }).notNull().unique(),
  firstName: varchar("first_name", { length: 100 }).notNull().default(""),
  lastName: varchar("last_name", { length: 100 }).notNull().default(""),
  avatar: text("avatar"),
  /** True until the first completed sign-in (spec: User.guest, true by default). */
  guest: boolean("guest").notNull().default(true),
  locale: varchar("locale", { length: 2 }).notNull().default("en"),
  preferences: jsonb("preferences").$type<UserPreferences>().notNull().default({}),
  /** Marketplace staff (granted with `npm run admin -- grant EMAIL`): the review queue under /staff. */
  isStaff: boolean("is_staff").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A third-party sign-in linked to a user (Google's `sub`, or another OIDC issuer's). */
export const userIdentities = pgTable(
  "user_identities",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    issuer: text("issuer").notNull(),
    subject: varchar("subject", { length: 255 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_identities_issuer_subject_idx").on(t.issuer, t.subject)],
);

export const codePurpose = pgEnum("code_purpose", ["sign_in", "identity", "email_change"]);

/** One e-mailed 6-digit code, stored as an HMAC (never in clear). */
export const emailCodes = pgTable(
  "email_codes",
  {
    id: serial("id").primaryKey(),
    /** Where the code was sent (lower-cased). For email_change, the new address. */
    email: varchar("email", { length: 254 }).notNull(),
    purpose: codePurpose("purpose").notNull(),
    /** The signed-in user it was issued for (identity, email_change); null for sign-in. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    codeHash: varchar("code_hash", { length: 64 }).notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_codes_email_idx").on(t.email, t.purpose, t.createdAt)],
);

/** A signed-in device: one refresh-token family. */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    uid: varchar("uid", { length: 32 }).notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceId: varchar("device_id", { length: 64 }).notNull(),
    userAgent: text("user_agent").notNull().default(""),
    ip: varchar("ip", { length: 64 }).notNull().default(""),
    /** How the session was opened: email_code or the OIDC issuer. */
    method: varchar("method", { length: 40 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    /** Sensitive edit forms are unlocked until then (identity confirmation, 10 minutes). */
    unlockedUntil: timestamp("unlocked_until", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Why it was revoked: sign_out, sign_out_all, reuse_detected, email_changed. */
    revokedReason: varchar("revoked_reason", { length: 40 }),
  },
  (t) => [index("sessions_user_idx").on(t.userId, t.lastUsedAt)],
);

/** Refresh tokens, stored as SHA-256 of their 256 random bits; each is used once (rotation). */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: serial("id").primaryKey(),
    sessionId: integer("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when exchanged for a new pair; presenting it again revokes the whole session. */
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("refresh_tokens_session_idx").on(t.sessionId)],
);

/** A billing identity of a user (spec section 3, User profile). */
export const userProfiles = pgTable(
  "user_profiles",
  {
    id: serial("id").primaryKey(),
    uid: varchar("uid", { length: 32 }).notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: varchar("first_name", { length: 100 }).notNull(),
    lastName: varchar("last_name", { length: 100 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    /** E.164. */
    phoneNumber: varchar("phone_number", { length: 20 }).notNull(),
    /** ISO 3166-1 alpha-2 of the phone number's mask. */
    phoneRegion: varchar("phone_region", { length: 2 }).notNull(),
    city: varchar("city", { length: 100 }).notNull(),
    zipCode: varchar("zip_code", { length: 20 }).notNull(),
    address: varchar("address", { length: 255 }).notNull(),
    state: varchar("state", { length: 100 }).notNull().default(""),
    country: varchar("country", { length: 2 }).notNull(),
    vatId: varchar("vat_id", { length: 20 }).notNull().default(""),
    companyName: varchar("company_name", { length: 200 }).notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("user_profiles_user_idx").on(t.userId, t.createdAt)],
);

export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    uid: varchar("uid", { length: 32 }).notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** What happened, e.g. new_device_sign_in, email_changed; the text is translated when shown. */
    kind: varchar("kind", { length: 40 }).notNull(),
    params: jsonb("params").$type<Record<string, string>>().notNull().default({}),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.createdAt)],
);

/** Events counted by the sliding-window rate limits (bucket: e.g. code_verify_ip; key: the IP). */
export const rateLimitEvents = pgTable(
  "rate_limit_events",
  {
    id: serial("id").primaryKey(),
    bucket: varchar("bucket", { length: 40 }).notNull(),
    key: varchar("key", { length: 254 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rate_limit_events_idx").on(t.bucket, t.key, t.createdAt)],
);

/** What the app "sent" when no SMTP server is configured (the demo mailbox page shows it). */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: varchar("to", { length: 254 }).notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_created_idx").on(t.createdAt)],
);

/** Server secrets generated on first use when not given in the environment (signing keys). */
export const appSecrets = pgTable("app_secrets", {
  name: varchar("name", { length: 40 }).primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/* ------------------------------------------------------------------------------------------------
 * Buying (spec sections 3, 4, 7): the cart, orders split per supplier, payments, invoices, the
 * resources a paid order creates, idempotency keys, status history and the durable job table.
 * Statuses are plain strings moved only by lib/<domain>/status.ts (CONVENTIONS 14).
 * ---------------------------------------------------------------------------------------------- */

/** One instance's choices: product option values by key, plus hostname, ssh_key and hours where they apply. */
export type InstanceConfiguration = Record<string, string | number>;

/** The buyer's cart: one per user, carrying the payment reference the next order will quote. */
export const carts = pgTable("carts", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  paymentReference: varchar("payment_reference", { length: 24 }).notNull().unique(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An offer in a cart: `count` instances, each with its configuration (configurations.length = count). */
export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    uid: varchar("uid", { length: 32 }).notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    count: integer("count").notNull(),
    /** The offer's price and period the buyer saw when adding (or last confirmed): a change is flagged. */
    acceptedPriceCents: integer("accepted_price_cents").notNull(),
    acceptedPeriod: billingPeriod("accepted_period").notNull(),
    configurations: jsonb("configurations").$type<InstanceConfiguration[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("cart_items_user_offer_idx").on(t.userId, t.offerId), index("cart_items_user_idx").on(t.userId, t.id)],
);

/** The billing identity an order was placed with, copied from the billing profile at placement. */
export type OrderBuyer = {
  profileUid: string;
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phoneNumber: string;
  address: string;
  city: string;
  zipCode: string;
  state: string;
  country: string;
  vatId: string;
};

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    uid: varchar("uid", { length: 32 }).notNull().unique(),
    /** The number buyers and invoices quote ("Order 1042"). */
    number: serial("number").notNull().unique(),
    /** What the buyer reads in lists: the first line's title and how many more ("… and 2 more"), per language. */
    name: jsonb("name").$type<Localized>().notNull().default({ en: "", ru: "" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** lib/orders/status.ts: draft, awaiting_payment, paid, cancelled, refunded. */
    status: varchar("status", { length: 20 }).notNull(),
    /** The stepper's step while a draft (configuration, billing, payment, review). */
    step: varchar("step", { length: 20 }).notNull().default("configuration"),
    profileId: integer("profile_id").references(() => userProfiles.id, { onDelete: "set null" }),
    buyer: jsonb("buyer").$type<OrderBuyer>(),
    /** lib/money/vat.ts treatment: domestic, eu_consumer, reverse_charge, outside_eu. */
    vatKind: varchar("vat_kind", { length: 20 }),
    currency: varchar("currency", { length: 3 }).notNull().default("EUR"),
    netCents: bigint("net_cents", { mode: "number" }).notNull().default(0),
    vatCents: bigint("vat_cents", { mode: "number" }).notNull().default(0),
    totalCents: bigint("total_cents", { mode: "number" }).notNull().default(0),
    paymentReference: varchar("payment_reference", { length: 24 }).notNull(),
    locale: varchar("locale", { length: 2 }).notNull().default("en"),
    /** Stock is held for the order until then; an unpaid order is cancelled after it. */
    reservedUntil: timestamp("reserved_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    placedAt: timestamp("placed_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_status_reserved_idx").on(t.status, t.reservedUntil),
    // At most one draft per buyer: orders/new continues it or replaces it (the draft-order prompt).
    uniqueIndex("orders_one_draft_idx").on(t.userId).where(sql`status = 'draft'`),
  ],
);

/** What one supplier (provider) must deliver for an order and what it earns from it. */
export const supplierOrders = pgTable(
  "supplier_orders",
  {
    id: serial("id").primaryKey(),
    uid: varchar("uid", { length: 32 }).notNull().unique(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    providerId: integer("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "restrict" }),
    /** Follows its order: awaiting_payment, paid, cancelled, refunded. */
    status: varchar("status", { length: 20 }).notNull(),
    netCents: bigint("net_cents", { mode: "number" }).notNull(),
    commissionCents: bigint("commission_cents", { mode: "number" }).notNull(),
    earningsCents: bigint("earnings_cents", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("supplier_orders_order_provider_idx").on(t.orderId, t.providerId), index("supplier_orders_provider_idx").on(t.providerId, t.createdAt)],
);

/** One priced instance of an order line. */
export type PricedInstance = { configuration: InstanceConfiguration; units: number; netCents: number };

export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    uid: varchar("uid", { length: 32 }).notNull().unique(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    supplierOrderId: integer("supplier_order_id")
      .notNull()
      .references(() => supplierOrders.id, { onDelete: "cascade" }),
    offerId: integer("offer_id").references(() => offers.id, { onDelete: "set null" }),
    offerUid: varchar("offer_uid", { length: 32 }).notNull(),
    providerId: integer("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "restrict" }),
    /** The offer's title when bought, in both languages. */
    title: jsonb("title").$type<Localized>().notNull(),
    categorySlug: varchar("category_slug", { length: 80 }).notNull(),
    productSlug: varchar("product_slug", { length: 80 }).notNull(),
    count: integer("count").notNull(),
    billingPeriod: billingPeriod("billing_period").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    instances: jsonb("instances").$type<PricedInstance[]>().notNull(),
    netCents: bigint("net_cents", { mode: "number" }).notNull(),
    vatRateBp: integer("vat_rate_bp").notNull(),
    vatCents: bigint("vat_cents", { mode: "number" }).notNull(),
    grossCents: bigint("gross_cents", { mode: "number" }).notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId, t.position)],
);

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    uid: varchar("uid", { length: 32 }).notNull().unique(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: varchar("provider", { length: 20 }).notNull(),
    /** The provider's checkout session id, once it exists. */
    sessionId: varchar("session_id", { length: 255 }),
    redirectUrl: text("redirect_url"),
    /** lib/payments/status.ts: created, pending, paid, failed, expired, cancelled, review, refunding, refunded. */
    status: varchar("status", { length: 20 }).notNull(),
    failureReason: varchar("failure_reason", { length: 40 }),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    providerPaymentId: varchar("provider_payment_id", { length: 255 }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** What the provider reported when it differs from this row (amount, currency or session): the payment waits for staff. */
    reviewReason: text("review_reason"),
    /** The provider's id of the refund that returned this payment's money. */
    refundId: varchar("refund_id", { length: 255 }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [index("payments_order_idx").on(t.orderId), uniqueIndex("payments_provider_session_idx").on(t.provider, t.sessionId)],
);

/** Provider webhook events already handled (CONVENTIONS 17: deduplicated by event id). */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial("id").primaryKey(),
    provider: varchar("provider", { length: 20 }).notNull(),
    eventId: varchar("event_id", { length: 255 }).notNull(),
    sessionId: varchar("session_id", { length: 255 }).notNull(),
    state: varchar("state", { length: 20 }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payment_events_provider_event_idx").on(t.provider, t.eventId)],
);

/** Sessions of the built-in demo payment provider (its hosted page lives inside the app). */
export const demoPaymentSessions = pgTable("demo_payment_sessions", {
  id: varchar("id", { length: 40 }).primaryKey(),
  paymentUid: varchar("payment_uid", { length: 32 }).notNull().unique(),
  amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
  currency: varchar("currency", { length: 3 }).notNull(),
  description: text("description").notNull(),
  locale: varchar("locale", { length: 2 }).notNull(),
  /** open, complete, expired, refunded (complete, then its money returned). */
  status: varchar("status", { length: 20 }).notNull(),
  /** The last attempt's outcome: paid, declined, issuer_unreachable. */
  outcome: varchar("outcome", { length: 30 }),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The seller or buyer block of an invoice, as it was when issued. */
export type InvoicePartySnapshot = {
  name: string;
  addressLines: string[];
  vatId: string | null;
  email: string | null;
  companyNumber: string | null;
};

export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    uid: varchar("uid", { length: 32 }).notNull().unique(),
    /** INV-<year>-<6 digits>, consecutive within the year without gaps (invoice_counters). */
    number: varchar("number", { length: 24 }).notNull().unique(),
    orderId: integer("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "restrict" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** lib/invoices/status-names.ts: issued, paid, void. */
    status: varchar("status", { length: 20 }).notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    netCents: bigint("net_cents", { mode: "number" }).notNull(),
    vatCents: bigint("vat_cents", { mode: "number" }).notNull(),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    paidCents: bigint("paid_cents", { mode: "number" }).notNull().default(0),
    vatKind: varchar("vat_kind", { length: 20 }).notNull(),
    seller: jsonb("seller").$type<InvoicePartySnapshot>().notNull(),
    buyer: jsonb("buyer").$type<InvoicePartySnapshot>().notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [index("invoices_user_idx").on(t.userId, t.issuedAt)],
);

/** The last invoice number of each year, taken under a row lock in the transaction that issues the invoice. */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/** Something a buyer bought, one per ordered instance, delivered by the supplier (spec section 3, User resource). */
export const userResources = pgTable(
  "user_resources",
  {
    id: serial("id").primaryKey(),
    uid: varchar("uid", { length: 32 }).notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The supplier's organisation that delivers it. */
    providerId: integer("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "restrict" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "restrict" }),
    /** 1-based instance of its order line. */
    instance: integer("instance").notNull(),
    offerId: integer("offer_id").references(() => offers.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    /** lib/resources/status.ts: waiting, requested, delivered, failed, suspended, deleted, archived, processing. */
    status: varchar("status", { length: 20 }).notNull(),
    configuration: jsonb("configuration").$type<InstanceConfiguration>().notNull(),
    /** The paid period (renewals extend it). */
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    comment: text("comment").notNull().default(""),
    /** When the supplier last delivered its access (payment → delivered is the measured delivery time). */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** Why it failed, or why its access was voided: shown to the buyer. */
    statusReason: text("status_reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("user_resources_line_instance_idx").on(t.orderLineId, t.instance),
    index("user_resources_user_idx").on(t.userId, t.createdAt),
    index("user_resources_provider_idx").on(t.providerId, t.status),
  ],
);

/**
 * A delivered resource's access data, sealed by lib/crypto/credentials.ts (AES-256-GCM, the
 * resource's uid as additional data, the key's version and fingerprint): never plain text, the key never here.
 * `fields` names what it holds (never values), so pages can list it before a reveal.
 */
export const resourceCredentials = pgTable("resource_credentials", {
  resourceId: integer("resource_id")
    .primaryKey()
    .references(() => userResources.id, { onDelete: "cascade" }),
  keyVersion: integer("key_version").notNull(),
  /** The first 8 bytes of the key's SHA-256 (hex), never the key: a record sealed with another key of that version is told apart. Null: sealed before fingerprints were kept. */
  keyFingerprint: varchar("key_fingerprint", { length: 16 }),
  nonce: bytea("nonce").notNull(),
  ciphertext: bytea("ciphertext").notNull(),
  fields: jsonb("fields").$type<string[]>().notNull(),
  deliveredBy: integer("delivered_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A buyer's request about a resource (lib/resources/actions.ts: reboot, stop, suspend, resume): open
 * until the delivering organisation confirms or rejects it; at most one open per resource.
 */
export const resourceActions = pgTable(
  "resource_actions",
  {
    id: serial("id").primaryKey(),
    uid: varchar("uid", { length: 32 }).notNull().unique(),
    resourceId: integer("resource_id")
      .notNull()
      .references(() => userResources.id, { onDelete: "cascade" }),
    action: varchar("action", { length: 20 }).notNull(),
    /** lib/resources/action-status-names.ts; moved by lib/resources/action-status.ts only. */
    status: varchar("status", { length: 20 }).notNull().default("open"),
    /** The resource's status when asked: where a rejection returns it. */
    fromStatus: varchar("from_status", { length: 20 }).notNull(),
    requestedBy: integer("requested_by").references(() => users.id, { onDelete: "set null" }),
    answeredBy: integer("answered_by").references(() => users.id, { onDelete: "set null" }),
    answer: text("answer").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("resource_actions_one_open_idx").on(t.resourceId).where(sql`status = 'open'`), index("resource_actions_resource_idx").on(t.resourceId, t.createdAt)],
);

/**
 * Support requests: a buyer's thread about one of their resources with the delivering
 * organisation. open: waiting for the supplier; answered: the supplier replied last; closed: no more
 * messages (either side closes).
 */
export const supportRequests = pgTable(
  "support_requests",
  {
    id: serial("id").primaryKey(),
    uid: varchar("uid", { length: 32 }).notNull().unique(),
    resourceId: integer("resource_id")
      .notNull()
      .references(() => userResources.id, { onDelete: "cascade" }),
    /** The buyer who owns the resource (who may write on the buyer's side). */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The delivering organisation (whose members with delivery.write answer). */
    providerId: integer("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    subject: varchar("subject", { length: 150 }).notNull(),
    status: varchar("status", { length: 20 }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last message's time (or the closing): the lists' order. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [index("support_requests_provider_idx").on(t.providerId, t.status, t.updatedAt), index("support_requests_resource_idx").on(t.resourceId, t.createdAt)],
);

/** The messages of a support request, oldest first; `side` says who wrote (buyer or supplier). */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => supportRequests.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    side: varchar("side", { length: 10 }).notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("support_messages_request_idx").on(t.requestId, t.id)],
);

/** Every reveal of access data: whose resource, who saw it, from which side. */
export const credentialReveals = pgTable(
  "credential_reveals",
  {
    id: serial("id").primaryKey(),
    resourceId: integer("resource_id")
      .notNull()
      .references(() => userResources.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** buyer (the owner) or supplier (a member of the delivering organisation). */
    side: varchar("side", { length: 10 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("credential_reveals_resource_idx").on(t.resourceId, t.createdAt)],
);

/** Who moved which record from which status to which, when and why (CONVENTIONS 14). */
export const statusChanges = pgTable(
  "status_changes",
  {
    id: serial("id").primaryKey(),
    entity: varchar("entity", { length: 20 }).notNull(),
    entityId: integer("entity_id").notNull(),
    fromStatus: varchar("from_status", { length: 20 }),
    toStatus: varchar("to_status", { length: 20 }).notNull(),
    /** user:<uid>, system, provider:<id>. */
    actor: varchar("actor", { length: 80 }).notNull(),
    reason: text("reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("status_changes_entity_idx").on(t.entity, t.entityId, t.createdAt)],
);

/** Idempotency keys of operations that create orders or move money, kept 24 hours (CONVENTIONS 17). */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scope: varchar("scope", { length: 40 }).notNull(),
    key: varchar("key", { length: 255 }).notNull(),
    /** SHA-256 of the request body: the same key with another body answers 422. */
    requestHash: varchar("request_hash", { length: 64 }).notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("idempotency_keys_user_scope_key_idx").on(t.userId, t.scope, t.key), index("idempotency_keys_created_idx").on(t.createdAt)],
);

/** Durable background work (CONVENTIONS 20): e-mails now, webhook deliveries and renewals later. */
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    kind: varchar("kind", { length: 40 }).notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** queued, running, done, failed (gave up after its attempts). */
    status: varchar("status", { length: 20 }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("jobs_due_idx").on(t.status, t.runAt)],
);

/** A user's membership of an organisation, with its workspace role (lib/organizations/permissions.ts). One organisation per user. */
export const organizationMembers = pgTable(
  "organization_members",
  {
    id: serial("id").primaryKey(),
    uid: varchar("uid", { length: 32 }).notNull().unique(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** owner, admin, manager, viewer. */
    role: varchar("role", { length: 20 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("organization_members_user_idx").on(t.userId), index("organization_members_org_idx").on(t.organizationId, t.createdAt)],
);

/** An invitation to join a workspace ("create a separate access"): the invitee signs in with that e-mail and accepts. */
export const organizationInvitations = pgTable(
  "organization_invitations",
  {
    id: serial("id").primaryKey(),
    uid: varchar("uid", { length: 32 }).notNull().unique(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: varchar("email", { length: 254 }).notNull(),
    role: varchar("role", { length: 20 }).notNull(),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("organization_invitations_email_idx").on(t.email), index("organization_invitations_org_idx").on(t.organizationId, t.createdAt)],
);

/** An organisation's verification document (png, jpg or PDF, judged by its bytes); the bytes live in file storage (lib/files). */
export const organizationDocuments = pgTable(
  "organization_documents",
  {
    id: serial("id").primaryKey(),
    uid: varchar("uid", { length: 32 }).notNull().unique(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The uploaded file's name, cleaned (shown and offered as the download name). */
    name: text("name").notNull(),
    contentType: varchar("content_type", { length: 40 }).notNull(),
    size: integer("size").notNull(),
    /** Random storage key, never derived from the name. */
    storageKey: varchar("storage_key", { length: 80 }).notNull(),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("organization_documents_org_idx").on(t.organizationId, t.createdAt)],
);

/**
 * Workflow items (spec sections 3 and 4): a request on a model (an organisation) and who must act on
 * it. The supplier's "send for verification" is assigned to staff; staff's "please change" is
 * assigned to the supplier. Open = not processed.
 */
export const workflowItems = pgTable(
  "workflow_items",
  {
    id: serial("id").primaryKey(),
    uid: varchar("uid", { length: 32 }).notNull().unique(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    modelNamespace: varchar("model_namespace", { length: 40 }).notNull(),
    modelUid: varchar("model_uid", { length: 32 }).notNull(),
    parentUid: varchar("parent_uid", { length: 32 }),
    comment: text("comment").notNull().default(""),
    changedAttributes: jsonb("changed_attributes").$type<Record<string, unknown>>().notNull().default({}),
    isProcessed: boolean("is_processed").notNull().default(false),
    /** staff or supplier. */
    assignedTo: varchar("assigned_to", { length: 20 }).notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** approve, request_changes, block, resubmitted: what processed it. */
    resolution: varchar("resolution", { length: 20 }),
    processedBy: integer("processed_by").references(() => users.id, { onDelete: "set null" }),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("workflow_items_org_idx").on(t.organizationId, t.isProcessed, t.createdAt), index("workflow_items_open_idx").on(t.assignedTo, t.isProcessed, t.createdAt)],
);
