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
 * The `application-tables` cookie (spec section 9: about 30 days, SameSite strict, secure) holding
 * `{"rows":N}`, URL-encoded because quotes and commas are not allowed in a cookie value.
 */
export function tablesCookie(rows: TableRows, secure: boolean): string {
  const parts = [
    `${TABLES_COOKIE}=${encodeURIComponent(JSON.stringify({ rows }))}`,
    "Path=/",
    `Max-Age=${COOKIE_MAX_AGE_S}`,
    "SameSite=Strict",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** Rows per page saved in the `application-tables` cookie of a `document.cookie` string, if any. */
export function rowsFromCookies(cookieHeader: string): TableRows | null {
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== TABLES_COOKIE) continue;
    try {
      const rows = (JSON.parse(decodeURIComponent(rest.join("="))) as { rows?: unknown }).rows;
      return isTableRows(rows) ? rows : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** Keeps the interface preferences the browser itself needs (tables cookie, supplier flag). */
export function storeInterfacePreferences(prefs: { tableRows: TableRows; supplierInterface: boolean }) {
  document.cookie = tablesCookie(prefs.tableRows, window.location.protocol === "https:");
  try {
    window.localStorage.setItem(SUPPLIER_INTERFACE_KEY, JSON.stringify(prefs.supplierInterface));
  } catch {
    // Storage can be disabled (private mode); the server copy of the preference still holds.
  }
}
