/** The supplier offers API's answers: one definition for the routes (lib/supplier-offers/service.ts) and the pages (components/supplier/offers). */

/** A supplier's offer as the supplier API answers it (docs: lib/supplier-offers/api-docs.ts). */
export type SupplierOffer = {
  uid: string;
  name: string;
  status: "public" | "hidden" | "suspended" | "archived";
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
