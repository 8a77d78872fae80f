import "server-only";
import { ApiError, issuesFromZod, unprocessable } from "@/lib/api/errors";
import { queryObject, type ApiContext } from "@/lib/api/respond";
import { OFFER_CSV_LIMITS, type OfferCsvOptions } from "./csv";
import { csvText } from "./csv-texts";
import { offerCsvQuery } from "./schema";
import { translateSupplierOfferIssues } from "./texts";

/** The CSV query parsed (422 in the answer language) and a declared body over the limit refused at once (413). */
export function csvRequest(ctx: Pick<ApiContext<unknown>, "request" | "locale" | "body">): { productSlug: string; options: Partial<OfferCsvOptions>; body: ReadableStream<Uint8Array> | Uint8Array } {
  const parsed = offerCsvQuery.safeParse(queryObject(ctx.request));
  if (!parsed.success) throw unprocessable(translateSupplierOfferIssues(issuesFromZod(parsed.error, "query"), ctx.locale));
  const length = Number(ctx.request.headers.get("content-length") ?? "");
  if (Number.isFinite(length) && length > OFFER_CSV_LIMITS.bytes) {
    throw new ApiError(413, "csv_too_large", { msg: csvText(ctx.locale, "too_large", { limit: String(OFFER_CSV_LIMITS.bytes / 1024 / 1024) }), code: "csv_too_large" });
  }
  const q = parsed.data;
  return {
    productSlug: q.product_slug,
    options: { ...(q.quote ? { quote: q.quote } : {}), ...(q.escape ? { escape: q.escape } : {}), ...(q.skip_empty_lines !== undefined ? { skipEmptyLines: q.skip_empty_lines } : {}), ...(q.header !== undefined ? { header: q.header } : {}) },
    // Capped at the parser's own limit (the routes' bodyLimit), one chunk past it so the parser answers its own text.
    body: ctx.body.stream(),
  };
}
