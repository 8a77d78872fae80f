/**
 * First path segments that belong to fixed pages, never to a category slug. Seeded and created
 * category slugs must avoid them.
 */
export const RESERVED_TOP_SEGMENTS: ReadonlySet<string> = new Set([
  "about", "terms", "privacy-policy", "refund", "articles", "search", "data-center", "provider",
  "compare", "health", "server-not-available", "force-login", "settings", "orders", "offers",
  "resources", "delivery", "invoices", "recurring-invoices", "supplier_invoices", "webhooks", "events",
  "supplier", "user", "business-account", "cart", "api", "ru", "en", "_not-found-page", "mailbox",
  "notifications", "login", "account", "startup-revalidate", "pay", "staff", "not-found-view",
]);
