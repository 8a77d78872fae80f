import { DEFAULT_TABLE_ROWS, isTableRows, TABLE_ROW_OPTIONS } from "@/components/settings/preferences";

type Query = Record<string, string | string[] | undefined>;

function positiveInt(value: string | string[] | undefined): number | null {
  const n = typeof value === "string" && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  return n >= 1 ? n : null;
}

/**
 * Page and rows per page of an account table: `?page=` and `?size=` of the link, else the user's saved
 * rows preference (settings), else 10 (spec section 9).
 */
export function tablePaging(query: Query, savedRows: unknown) {
  const defaultSize = isTableRows(savedRows) ? savedRows : DEFAULT_TABLE_ROWS;
  const requested = positiveInt(query.size);
  const size = isTableRows(requested) ? requested : defaultSize;
  return { page: positiveInt(query.page) ?? 1, size, defaultSize, sizes: TABLE_ROW_OPTIONS };
}
