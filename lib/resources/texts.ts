import type { IssueDetail } from "@/lib/api/errors";
import type { Locale } from "@/lib/i18n/routing";
import { serverText, type TextKey } from "@/lib/i18n/server-text";
import { keyOfText } from "@/lib/i18n/translate";
import { ACCESS_MSG } from "./access";
import { SUPPORT_MSG } from "./support-rules";

/** The resource and delivery API's texts (messages api.resources), in the answer language. */
export type ResourceTextKey = Exclude<TextKey<"api.resources">, `status.${string}`>;

export function resourceText(locale: Locale, key: ResourceTextKey, params: Record<string, string> = {}): string {
  return serverText(locale, "api.resources", { clip: 100 })(key, params);
}

export const resourceStatusName = (locale: Locale, status: string): string => {
  const t = serverText(locale, "api.resources.status");
  return t.has(status) ? t(status) : status;
};

/** The access and support schema messages by their English wording; their texts are the forms' own. */
const accessKey = keyOfText(ACCESS_MSG);
const supportKey = keyOfText(SUPPORT_MSG);

function translateResourceMessage(locale: Locale, msg: string): string {
  const access = accessKey(msg);
  if (access) return serverText(locale, "supplier.delivery.errors")(access);
  const support = supportKey(msg);
  return support ? serverText(locale, "support.errors")(support) : msg;
}

export function translateResourceIssues(issues: IssueDetail[], locale: Locale): IssueDetail[] {
  return locale === "ru" ? issues.map((i) => ({ ...i, msg: translateResourceMessage(locale, i.msg) })) : issues;
}
