import { getCookie, setCookie, type HttpContext } from "cookies-next/client";
import { COOKIE_MAX_AGE_S, TABLES_COOKIE } from "@/lib/auth/constants";

/** Rows per page a table can show (spec section 9: a rows-per-page selector). */
export const TABLE_ROW_OPTIONS = [10, 25, 50, 100] as const;
export type TableRows = (typeof TABLE_ROW_OPTIONS)[number];
export const DEFAULT_TABLE_ROWS: TableRows = 10;

/** Spec section 9 browser storage key of the supplier interface flag. */
export const SUPPLIER_INTERFACE_KEY = "is_supplier_interface";

export function isTableRows(value: unknown): value is TableRows {
  return (TABLE_ROW_OPTIONS as readonly unknown[]).includes(value);
}

/**
 * The `application-tables` cookie (spec section 9: about 30 days, SameSite strict, secure) holds
 * `{"rows":N}`, URL-encoded because quotes and commas are not allowed in a cookie value: its
 * attributes.
 */
export function tablesCookieOptions(secure: boolean): HttpContext {
  return { path: "/", maxAge: COOKIE_MAX_AGE_S, sameSite: "strict", secure };
}

/** Rows per page saved in this browser's `application-tables` cookie, if any. */
export function savedTableRows(): TableRows | null {
  try {
    const raw = getCookie(TABLES_COOKIE);
    const rows = raw ? (JSON.parse(raw) as { rows?: unknown }).rows : null;
    return isTableRows(rows) ? rows : null;
  } catch {
    return null;
  }
}

/** Keeps the interface preferences the browser itself needs (tables cookie, supplier flag). */
export function storeInterfacePreferences(prefs: { tableRows: TableRows; supplierInterface: boolean }) {
  setCookie(TABLES_COOKIE, JSON.stringify({ rows: prefs.tableRows }), tablesCookieOptions(window.location.protocol === "https:"));
  try {
    window.localStorage.setItem(SUPPLIER_INTERFACE_KEY, JSON.stringify(prefs.supplierInterface));
  } catch {
    // Storage can be disabled (private mode); the server copy of the preference still holds.
  }
}
