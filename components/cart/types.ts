/**
 * The cart as the buying API answers it (docs/buying-api.md, spec sections 3 and 7). Only what the
 * cart islands read is typed; money is integer cents with a currency code.
 */

export type BillingPeriod = "hour" | "month" | "year";

export type IssueCode = "offer_hidden" | "out_of_stock" | "insufficient_stock" | "price_changed";

export type CartIssue = { code: IssueCode | (string & {}); msg: string };

export type FieldError = { field: string; msg: string };

export type OptionValue = { value: string; label: string; price_cents: number };

/** One setting of an instance, in the answer language. */
export type ConfigField =
  | { key: string; label: string; kind: "select"; required: boolean; values: OptionValue[] }
  | { key: string; label: string; kind: "hostname"; required: boolean }
  | { key: string; label: string; kind: "ssh_key"; required: boolean }
  | { key: string; label: string; kind: "hours"; required: boolean; min: number; max: number };

export type InstanceConfiguration = Record<string, string | number>;

export type CartItem = {
  id: string;
  offer: {
    uid: string;
    name: string;
    /** Unprefixed path of the offer page. */
    href: string;
    category_slug: string;
    product_slug: string;
    country: string;
    price_cents: number;
    currency: string;
    billing_period: BillingPeriod;
    status: string;
    availability: string;
    stock: number | null;
  };
  organization: { uid: string; name: string; slug: string };
  count: number;
  price: {
    net_cents: number;
    vat_rate_bp: number;
    vat_cents: number;
    gross_cents: number;
    currency: string;
    accepted_price_cents: number;
    accepted_period: BillingPeriod;
  };
  configurations: InstanceConfiguration[];
  fields: ConfigField[];
  instances: { instance: number; net_cents: number; errors: FieldError[] }[];
  issues: CartIssue[];
  blocked: boolean;
};

export type CartPage = { total: number; page: number; size: number; pages: number; items: CartItem[] };

export type CartSummary = {
  total_price: number;
  total_net: number;
  total_vat: number;
  total_count: number;
  items_count: number;
  currency: string;
  payment_reference: string;
  vat_rate_source?: string | null;
  vat_estimated?: boolean;
  blocked: boolean;
  invalid: boolean;
};

export type CartValidity = {
  valid: boolean;
  items: { id: string; name: string; instances: { instance: number; errors: FieldError[] }[]; issues: CartIssue[] }[];
};

/** Issues a buyer can accept (the current price, the count lowered to the stock); the others only allow removal. */
export const ACCEPTABLE_ISSUES: ReadonlySet<string> = new Set(["price_changed", "insufficient_stock"]);
