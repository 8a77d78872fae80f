import type { Locale } from "@/lib/i18n/routing";
import { serverText } from "@/lib/i18n/server-text";
import enApi from "@/messages/en/api.json";

/** The kinds of stored notification: one title and body each in messages api.notifications. */
export type NotificationKind = keyof typeof enApi.api.notifications;

const isKind = (kind: string): kind is NotificationKind => Object.hasOwn(enApi.api.notifications, kind);

/** Title and body of a stored notification in `locale`, with its parameters filled in. */
export function notificationText(locale: Locale, kind: string, params: Record<string, string>): { title: string; body: string } {
  if (!isKind(kind)) return { title: kind, body: "" };
  const t = serverText(locale, "api.notifications");
  return { title: t(`${kind}.title`, params), body: t(`${kind}.body`, params) };
}
