import type { Locale } from "@/lib/i18n/routing";
import { serverText, type TextKey } from "@/lib/i18n/server-text";

/**
 * Texts of the offer CSV import (spec section 5, messages api.csvImport) in both languages.
 * Placeholders: {row}, {column}, {limit}, {count}, {name}, {names}.
 */
export type CsvTextKey = TextKey<"api.csvImport">;

/** The text of `key` in `locale` with its placeholders filled (a header name from the file cut to 60 characters). */
export function csvText(locale: Locale, key: CsvTextKey, params: Record<string, string | number> = {}): string {
  // Numbers as plain digits, as the import's messages always gave them (no grouping).
  const values = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));
  if (values.name !== undefined && values.name.length > 60) values.name = `${values.name.slice(0, 60)}…`;
  return serverText(locale, "api.csvImport")(key, values);
}
