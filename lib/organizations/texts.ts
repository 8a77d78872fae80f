import type { IssueDetail } from "@/lib/api/errors";
import type { Locale } from "@/lib/i18n/routing";
import { serverText, type TextKey } from "@/lib/i18n/server-text";
import type { OrganizationStatus } from "./status";

/** The organisation API's own texts (messages api.organizations), in the answer language. */
export type OrgTextKey = Exclude<TextKey<"api.organizations">, `status.${string}`>;

const statusLabels = (locale: Locale): Record<OrganizationStatus, string> => {
  const t = serverText(locale, "api.organizations.status");
  return { new: t("new"), approving: t("approving"), approved: t("approved"), changed: t("changed"), blocked: t("blocked") };
};

export const STATUS_LABELS: Record<Locale, Record<OrganizationStatus, string>> = { en: statusLabels("en"), ru: statusLabels("ru") };

export function orgText(locale: Locale, key: OrgTextKey, params: Record<string, string> = {}): string {
  return serverText(locale, "api.organizations", { clip: 100 })(key, params);
}

/** 422 issues of an organisation body with their message keys replaced by the text in `locale` (the form's own, business.errors). */
export function translateOrgIssues(issues: IssueDetail[], locale: Locale, region: unknown): IssueDetail[] {
  const t = serverText(locale, "business.errors", { clip: 100 });
  return issues.map((issue) => {
    if (!issue.msg.startsWith("errors.")) return issue;
    const key = issue.msg.slice("errors.".length);
    return { ...issue, msg: t.has(key) ? t(key, { region: typeof region === "string" ? region.toUpperCase() : "" }) : issue.msg };
  });
}
