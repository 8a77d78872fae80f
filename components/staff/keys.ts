/**
 * Query keys and query strings of the staff area's reads, shared by the browser islands (which
 * fetch) and the staff pages (which prefetch the same keys on the server and hydrate them): a plain
 * module, importable on both sides.
 */
import { IP_BLOCK_STATUSES } from "@/lib/supplier-offers/ip-block-status-names";

export const ACTIVITY_FILTERS = ["all", "true", "false"] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];
export type ProductFilter = { q: string; category: string; active: ActivityFilter; page: number };
export const DEFAULT_PRODUCT_FILTER: ProductFilter = { q: "", category: "", active: "all", page: 1 };

export const PRODUCT_PAGE_SIZE = 50;
export const DATA_CENTER_PAGE_SIZE = 50;
/** The articles list shows the newest hundred (the API's largest page). */
export const ARTICLE_LIST_SIZE = 100;

export const catalogueKeys = {
  all: ["staff", "catalogue"] as const,
  products: ["staff", "catalogue", "products"] as const,
  productList: (f: ProductFilter) => ["staff", "catalogue", "products", "list", f] as const,
  product: (id: number) => ["staff", "catalogue", "products", "detail", id] as const,
  categories: ["staff", "catalogue", "categories"] as const,
  dataCenterLists: ["staff", "catalogue", "data-centers"] as const,
  dataCenters: (q: string, page: number) => ["staff", "catalogue", "data-centers", q, page] as const,
};

export const articleKeys = {
  all: ["staff", "articles"] as const,
  list: ["staff", "articles", "list"] as const,
  one: (id: number) => ["staff", "articles", id] as const,
};

/** The organisations' review queue and one organisation under review. */
export const staffKeys = {
  all: ["staff"] as const,
  lists: ["staff", "organizations", "list"] as const,
  queue: (status: string, page: number, size: number) => ["staff", "organizations", "list", status, page, size] as const,
  organization: (uid: string) => ["staff", "organizations", "detail", uid] as const,
};

/** The IP blocks to review, by status; the review page shows up to a hundred. */
export const ipBlockKeys = {
  all: ["staff", "ip-blocks"] as const,
  list: (status: string) => ["staff", "ip-blocks", status] as const,
};
export const IP_BLOCK_LIST_SIZE = 100;
export const IP_BLOCK_FILTERS = [...IP_BLOCK_STATUSES, "all"] as const;
export type IpBlockFilter = (typeof IP_BLOCK_FILTERS)[number];

/** The products list's query string (defaults left out). */
export function productQuery(f: ProductFilter): string {
  const q = new URLSearchParams();
  if (f.q.trim()) q.set("q", f.q.trim());
  if (f.category) q.set("category", f.category);
  q.set("is_active", f.active);
  q.set("page", String(f.page));
  q.set("size", String(PRODUCT_PAGE_SIZE));
  return q.toString();
}

/** The data centers list's query string: a search text (trimmed, left out when empty) and a page. */
export function dataCenterQuery(q: string, page: number): string {
  return new URLSearchParams({ page: String(page), size: String(DATA_CENTER_PAGE_SIZE), ...(q.trim() ? { q: q.trim() } : {}) }).toString();
}

/** A query string as the object a list schema parses (what the route handler reads from the URL). */
export const queryObject = (query: string) => Object.fromEntries(new URLSearchParams(query));
