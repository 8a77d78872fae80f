/**
 * The cart as the buying API answers it (docs/buying-api.md, spec sections 3 and 7): the types come
 * from the answer schemas (lib/cart/api-views.ts), which the API tests check every answer against.
 */
export type {
  BillingPeriod,
  CartIssue,
  CartItem,
  CartPage,
  CartSummary,
  CartValidity,
  ConfigField,
  FieldError,
  InstanceConfiguration,
  IssueCode,
  OptionValue,
} from "@/lib/cart/api-views";

/** Issues a buyer can accept (the current price, the count lowered to the stock); the others only allow removal. */
export const ACCEPTABLE_ISSUES: ReadonlySet<string> = new Set(["price_changed", "insufficient_stock"]);
