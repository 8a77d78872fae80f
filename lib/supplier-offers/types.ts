/** The supplier offers API's answers: one definition for the routes (lib/supplier-offers/service.ts) and the pages (components/supplier/offers). */
import type { OfferStatus } from "@/lib/catalogue/offer-status-names";

/** A supplier's offer as the supplier API answers it (docs: lib/supplier-offers/api-docs.ts). */
export type SupplierOffer = {
  uid: string;
  name: string;
  status: OfferStatus;
  product: { slug: string; name: string };
  category_slug: string;
  price_cents: number;
  currency: string;
  billing_period: "hour" | "month" | "year";
  country: string;
  data_center: { uid: string; name: string } | null;
  stock: number;
  availability: "in_stock" | "limited" | "out_of_stock";
  delivery_minutes: number;
  attributes: Record<string, string | number | string[]>;
  /** The public offer page (unprefixed path; shown only while public). */
  url: string;
  created_at: string;
  updated_at: string;
};

export type SupplierOfferPage = { items: SupplierOffer[]; total: number; page: number; size: number; pages: number };

/**
 * POST /api/supplier/offers/import/preview (docs/supplier-offers.md, CSV): what a commit of the file
 * would do, and every row's errors (at most 500); it writes nothing.
 */
export type ImportPlan = {
  product_slug: string;
  rows: number;
  create: number;
  change: number;
  remove: number;
  unchanged: number;
  errors: { row: number; column: string | null; message: string }[];
  /** What each row does (at most 200 listed). */
  items: { row: number; action: "create" | "change" | "unchanged"; uid: string | null; name: string; fields?: string[] }[];
  /** Current offers the import removes (deleted, or archived when ordered). */
  removed: { uid: string; name: string }[];
};

/** POST /api/supplier/offers/import/commit: what the import did (the route adds `response_message`). */
export type ImportResult = { created: number; changed: number; unchanged: number; deleted: number; archived: number };
