import type { IssueDetail } from "@/lib/api/errors";
import type { Locale } from "@/lib/i18n/routing";
import { serverText, type TextKey } from "@/lib/i18n/server-text";
import { supplierOfferErrorText } from "./error-texts";

/** The supplier offers API's texts (messages api.supplierOffers) in the answer language. */
export type SupplierOfferTextKey = TextKey<"api.supplierOffers">;

export function supplierOfferText(locale: Locale, key: SupplierOfferTextKey, params: Record<string, string> = {}): string {
  return serverText(locale, "api.supplierOffers", { clip: 100 })(key, params);
}

export { supplierOfferErrorText };

/** 422 issues of a supplier offer input with their keys replaced by the text in `locale`. */
export function translateSupplierOfferIssues(issues: IssueDetail[], locale: Locale): IssueDetail[] {
  return issues.map((issue) => ({ ...issue, msg: supplierOfferErrorText(locale, issue.msg) }));
}
