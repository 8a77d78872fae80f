import { z } from "zod";

/**
 * Every environment variable the app reads, parsed once. Defaults make `npm start` work with nothing
 * set: embedded PGlite in DATA_DIR, the site served at http://localhost:PORT.
 * The README's configuration table mirrors this file.
 */
const schema = z.object({
  /** HTTP port of `npm start` / `next start`. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Folder of the embedded PGlite database (used when DATABASE_URL is unset). */
  DATA_DIR: z.string().min(1).default("./.data"),
  /** PostgreSQL connection string; when set, node-postgres is used instead of PGlite. */
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Public origin used in canonical URLs, sitemaps, Open Graph and JSON-LD. */
  SITE_URL: z.string().url().optional(),
  /**
   * Set by scripts/serve.ts for the Next.js process behind the front: the front's PORT, so that with
   * SITE_URL unset every absolute URL names the port visitors use, not Next's internal one.
   */
  FRONT_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * Set by scripts/serve.ts for the Next.js process, a new random value per start: the one call that
   * expires what `next build` prerendered (it baked the build's origin) is made with it (app/startup-revalidate).
   */
  STARTUP_REVALIDATE_SECRET: z.string().min(32).optional(),
  /**
   * Redis shared by every app instance (docs/deploy.md): Next.js's page cache and "use cache" entries
   * with their tag invalidation (lib/cache/redis), and the concurrent refresh window of sessions.
   * Unset: all of it lives in the one process.
   */
  REDIS_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Namespace of this deployment's keys in Redis (the build id is appended by scripts/serve.ts). */
  REDIS_KEY_PREFIX: z.string().regex(/^[\w.:-]{1,64}$/).default("marketplace"),
  /**
   * Next.js processes behind the front of `npm start`. Default: one per core when DATABASE_URL and
   * REDIS_URL are both set, else 1 (the embedded database is one process's; without Redis each
   * process would keep its own cache). More than 1 needs both (scripts/serve.ts refuses otherwise).
   */
  APP_PROCESSES: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * V8's heap growth of each Next.js process, % over the live heap after a full collection (the
   * `--heap-growing-percent` flag); 0 leaves V8's own factor (up to 4×). ADR 0015, memory soak.
   */
  APP_HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(300).default(100),
  /**
   * Buffer pool of the embedded database (PGlite's `shared_buffers`, used when DATABASE_URL is unset),
   * a PostgreSQL size such as `32MB`. It lives in the app process's WebAssembly memory and becomes
   * resident as pages are read; below it, reads go to the operating system's file cache.
   */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9]\d{0,5}(kB|MB|GB)$/, { message: "PGLITE_SHARED_BUFFERS must be a size such as 32MB (kB, MB or GB)" })
    .default("32MB"),
  /** Size of the node-postgres pool. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Offers in the demo catalogue seeded on first start. */
  SEED_OFFERS: z.coerce.number().int().min(0).max(1_000_000).default(1200),
  /** How long the front of `npm start` serves a cached page or public API answer before refreshing it; 0 turns the micro-cache off. */
  MICRO_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  /** Entries the micro-cache keeps. */
  MICRO_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  /** Bytes (bodies and headers) the micro-cache keeps; least recently used entries go first. */
  MICRO_CACHE_MAX_BYTES: z.coerce.number().int().min(1024 * 1024).max(16 * 1024 ** 3).default(64 * 1024 * 1024),
  /** Requests of a URL before the micro-cache keeps its answer: 2 keeps nothing a crawler asks for once; 1 keeps every answer. */
  MICRO_CACHE_MIN_USES: z.coerce.number().int().min(1).max(100).default(2),
  /**
   * Tests only: `1` turns on GET /api/internal/database/fingerprint (a hash of whole tables, for the
   * API fuzz test; tests/run-api.ts sets it). Unset it answers 404; a deployment (a public SITE_URL)
   * refuses to start with it set.
   */
  TEST_DATABASE_FINGERPRINT_API: z.enum(["0", "1"]).optional().or(z.literal("").transform(() => undefined)),
  /** Bearer token of the staff catalogue-upkeep API (/api/internal/*); unset turns that API off. */
  INTERNAL_API_TOKEN: z.string().min(24, { message: "INTERNAL_API_TOKEN must be at least 24 characters" }).optional(),
  /**
   * Keys that encrypt delivered access data (lib/crypto/credentials.ts): `version:base64key` pairs
   * (32-byte keys) separated by commas. Unset (a local demo only; a deployment refuses to start
   * without them): one key is generated into CREDENTIAL_KEYS_DIR, never into the database's folder.
   */
  CREDENTIAL_KEYS: z.string().min(1).optional().or(z.literal("").transform(() => undefined)),
  /**
   * Folder of the generated demo key file (credential-keys.json) while CREDENTIAL_KEYS is unset.
   * Default: DATA_DIR's sibling `<DATA_DIR>-keys` (./.data-keys), so a copy of the database folder
   * holds no key.
   */
  CREDENTIAL_KEYS_DIR: z.string().min(1).optional().or(z.literal("").transform(() => undefined)),
  /** The key version new access data is encrypted with (default: the highest in CREDENTIAL_KEYS). */
  CREDENTIAL_KEY_VERSION: z.coerce.number().int().min(0).max(999_999).optional(),
  /** Secret that signs access tokens, cross-site request tokens and code hashes (32+ characters); unset: one is generated and kept in the database. */
  AUTH_SECRET: z.string().min(32, { message: "AUTH_SECRET must be at least 32 characters" }).optional(),
  /** SMTP server for outgoing e-mail, e.g. smtp://user:pass@127.0.0.1:2525; unset: the demo mailbox page (/mailbox) shows what was "sent". */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, { message: "SMTP_URL must start with smtp:// or smtps://" }).optional().or(z.literal("").transform(() => undefined)),
  /**
   * Who may read the demo mailbox (/mailbox, only while SMTP_URL is unset): `loopback` (default) only
   * browsers on the server's own machine; `public` everyone (a throw-away demo anyone may sign in to as anyone).
   */
  DEMO_MAILBOX: z.enum(["loopback", "public"]).default("loopback").or(z.literal("").transform(() => "loopback" as const)),
  /** Sender of outgoing e-mail. */
  MAIL_FROM: z.string().min(3).default("Infra Marketplace <no-reply@marketplace.local>"),
  /** OAuth client id for "Sign in with Google"; unset hides the button. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional().or(z.literal("").transform(() => undefined)),
  /** OAuth client secret for "Sign in with Google". */
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional().or(z.literal("").transform(() => undefined)),
  /** OpenID Connect issuer of the Google button (a loopback provider in tests). */
  OIDC_ISSUER: z.string().url().default("https://accounts.google.com"),
  /** Intercom app id of the chat-support widget; unset: no widget. */
  INTERCOM_APP_ID: z.string().min(1).optional().or(z.literal("").transform(() => undefined)),
  /** Intercom identity-verification secret; unset: one is generated and kept in the database. */
  INTERCOM_IDENTITY_SECRET: z.string().min(16).optional().or(z.literal("").transform(() => undefined)),
  /** Proxies in front of `npm start` whose X-Forwarded-For entries are trusted when finding the client IP (rate limits, sessions). */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  /** Absolute lifetime of a sign-in session in days: after it the session can no longer refresh, however often its refresh token rotated. */
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /**
   * Payment provider of checkout: `demo` (default; a hosted payment page inside the app with test
   * cards, marked as a demo) or `stripe` (Checkout Sessions and their signed webhook; needs STRIPE_SECRET_KEY
   * and STRIPE_WEBHOOK_SECRET). Unset: stripe when STRIPE_SECRET_KEY is set, else demo.
   */
  PAYMENT_PROVIDER: z.enum(["demo", "stripe"]).optional().or(z.literal("").transform(() => undefined)),
  /**
   * `1` lets a deployment (a public SITE_URL) run with the demo payment provider, whose test cards
   * "pay" for real orders: only for a throw-away public demo. Without it such a start is refused.
   */
  ALLOW_DEMO_PAYMENTS: z.enum(["0", "1"]).optional().or(z.literal("").transform(() => undefined)),
  /** Stripe secret API key (sk_test_... or sk_live_...). */
  STRIPE_SECRET_KEY: z.string().min(8).optional().or(z.literal("").transform(() => undefined)),
  /** Signing secret of the Stripe webhook endpoint /api/payments/webhook/stripe (whsec_...). */
  STRIPE_WEBHOOK_SECRET: z.string().min(8).optional().or(z.literal("").transform(() => undefined)),
  /**
   * Tests only: a file holding milliseconds the app's clock runs ahead (lib/clock.ts), so a test can
   * let a stock hold or a payment session run out without waiting. Unset in every deployment.
   */
  TEST_CLOCK_FILE: z.string().min(1).optional().or(z.literal("").transform(() => undefined)),
  /** Tests only: base URL of a loopback server answering Stripe's API shapes instead of api.stripe.com. */
  STRIPE_API_URL: z.string().url().optional().or(z.literal("").transform(() => undefined)),
  /** ISO country of the marketplace (the seller of record): decides domestic VAT and reverse charge (ADR 0010). */
  MARKETPLACE_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, { message: "MARKETPLACE_COUNTRY must be two upper-case letters" })
    .default("DE"),
  /** The marketplace's legal identity printed as the seller on invoices (demo values by default; set them for a real deployment). */
  MARKETPLACE_LEGAL_NAME: z.string().min(2).default("Infra Market GmbH (demo)"),
  MARKETPLACE_ADDRESS: z.string().min(2).default("Friedrichstraße 68|10117 Berlin"),
  MARKETPLACE_VAT_ID: z.string().min(4).default("DE000000000"),
  MARKETPLACE_COMPANY_NUMBER: z.string().default("HRB 000000 B (demo)"),
  MARKETPLACE_EMAIL: z.string().email().default("billing@marketplace.local"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /**
   * S3-compatible storage of uploaded files (organisation documents; lib/files/storage.ts): set all
   * four of S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or none (then files
   * are kept in DATA_DIR/files). Path-style addressing (ENDPOINT/BUCKET/KEY) works with AWS, MinIO,
   * Ceph, Garage and Cloudflare R2.
   */
  S3_BUCKET: z.string().min(1).optional().or(z.literal("").transform(() => undefined)),
  /** Base URL of the S3 API, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000. */
  S3_ENDPOINT: z.string().url({ message: "S3_ENDPOINT must be a URL, e.g. https://s3.eu-central-1.amazonaws.com" }).optional().or(z.literal("").transform(() => undefined)),
  S3_ACCESS_KEY_ID: z.string().min(1).optional().or(z.literal("").transform(() => undefined)),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional().or(z.literal("").transform(() => undefined)),
  /** Region the requests are signed for (default us-east-1; R2 takes `auto`). */
  S3_REGION: z.string().min(1).optional().or(z.literal("").transform(() => undefined)),
}).superRefine((value, ctx) => {
  // All-or-nothing: half an S3 configuration would silently keep files on the local disk.
  const s3 = ["S3_BUCKET", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
  const set = s3.filter((name) => value[name] !== undefined);
  if (set.length > 0 && set.length < s3.length) {
    for (const name of s3.filter((n) => value[n] === undefined)) {
      ctx.addIssue({ code: "custom", path: [name], message: `${name} is required when ${set.join(", ")} ${set.length === 1 ? "is" : "are"} set (S3 storage needs S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or none of them)` });
    }
  }
});

export type Env = z.infer<typeof schema>;

function parseEnv(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export const env: Env = parseEnv();

/**
 * Origin of the public site, without a trailing slash: SITE_URL, else the port visitors reach (the
 * front's, inside the Next.js process that scripts/serve.ts starts behind it) on localhost.
 */
export const siteUrl: string = (env.SITE_URL ?? `http://localhost:${env.FRONT_PORT ?? env.PORT}`).replace(/\/$/, "");
