"use client";

import { apiRequest, type ApiResult } from "@/components/api/client";
import { answerText } from "@/components/api/answer-errors";
import type { ImportPlan, ImportResult } from "@/lib/supplier-offers/types";

/**
 * The browser side of the offers CSV (spec section 5, docs/supplier-offers.md): the export link, and
 * the preview and commit calls, which send the file's raw bytes through the one call helper
 * (`apiRequest`'s `raw`: device id, Accept-Language, cross-site request token, refresh on a 401).
 */

export type { ImportPlan, ImportResult };

/** The import's options, named as the API's query (defaults as the API's: lib/supplier-offers/csv.ts). */
export type CsvOptions = { quote: string; escape: string; skipEmptyLines: boolean; header: boolean };
export const DEFAULT_CSV_OPTIONS: CsvOptions = { quote: '"', escape: '"', skipEmptyLines: true, header: true };

/** What the file picker offers; the API judges the bytes. */
export const CSV_ACCEPT = ".csv,text/csv";

/** GET /api/supplier/offers/export?product_slug= (a download: Content-Disposition attachment). */
export const offerExportPath = (product: string) => `/api/supplier/offers/export?product_slug=${encodeURIComponent(product)}`;

/** POST /api/supplier/offers/import/{preview|commit} with every option in the query. */
export function offerImportPath(step: "preview" | "commit", product: string, options: CsvOptions): string {
  const q = new URLSearchParams({
    product_slug: product,
    quote: options.quote,
    escape: options.escape,
    skip_empty_lines: String(options.skipEmptyLines),
    header: String(options.header),
  });
  return `/api/supplier/offers/import/${step}?${q.toString()}`;
}

/**
 * The quote and escape characters the API accepts: one character, not a comma, a line break, NUL or
 * another control character (the API checks again and answers 422 csv_options).
 */
export function isCsvOptionChar(value: string): boolean {
  const chars = [...value];
  return chars.length === 1 && ![",", "\r", "\n", "\0"].includes(value) && value.charCodeAt(0) >= 0x20;
}

/** Sends the file as is (text/csv). The preview is silent: the page shows its answer or failure in place. */
export function sendOfferCsv<T extends ImportPlan | ImportResult>(step: "preview" | "commit", product: string, file: Blob, options: CsvOptions): Promise<ApiResult<T>> {
  return apiRequest<T>(offerImportPath(step, product, options), { method: "POST", raw: { data: file, type: "text/csv" }, silent: step === "preview" });
}

export type RowError = ImportPlan["errors"][number];

/** Why a preview or commit failed, as the page shows it. */
export type ImportFailure = {
  kind: "network" | "signedOut" | "forbidden" | "tooLarge" | "file" | "invalid" | "request" | "other";
  /** The API's text (its `detail`), or empty when the page's own text fits better. */
  text: string;
  /** 422 csv_*: the row the reading stopped at. */
  row?: number;
  /** 422 import_invalid: every row's errors. */
  errors?: RowError[];
};

type Detail = { msg?: unknown; code?: unknown; row?: unknown; errors?: unknown };

function rowErrors(value: unknown): RowError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter((e): e is Record<string, unknown> => !!e && typeof e === "object")
    .map((e) => ({ row: Number(e.row) || 0, column: typeof e.column === "string" ? e.column : null, message: typeof e.message === "string" ? e.message : "" }));
}

/**
 * A failed answer of the preview or commit (docs/supplier-offers.md): 413 too large, 422 `csv_*`
 * (with the row) or `import_invalid` (with every row's error), a 422 list of query problems, 403, 401.
 */
export function importFailure(result: Extract<ApiResult<unknown>, { ok: false }>): ImportFailure {
  const text = answerText(result.body, "");
  if (result.status === 0) return { kind: "network", text: "" };
  if (result.status === 401) return { kind: "signedOut", text: "" };
  if (result.status === 403) return { kind: "forbidden", text };
  if (result.status === 413) return { kind: "tooLarge", text };
  if (result.status === 422) {
    const detail = (result.body as { detail?: unknown } | null)?.detail;
    if (detail && typeof detail === "object" && !Array.isArray(detail)) {
      const d = detail as Detail;
      const code = typeof d.code === "string" ? d.code : "";
      if (code === "import_invalid") return { kind: "invalid", text, errors: rowErrors(d.errors) ?? [] };
      if (code.startsWith("csv_")) return { kind: "file", text, ...(typeof d.row === "number" ? { row: d.row } : {}) };
    }
    return { kind: "request", text };
  }
  return { kind: "other", text };
}
