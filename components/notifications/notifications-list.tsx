import { getTranslations } from "next-intl/server";
import { LocalTime } from "@/components/settings/local-time";
import type { Locale } from "@/lib/i18n/routing";
import { MarkAllReadButton, MarkReadButton } from "./mark-read";
import type { NotificationItem } from "./types";

/** The notifications page's list (server-rendered; marking read is a small client island). */
export async function NotificationsList({ locale, items, unread }: { locale: Locale; items: NotificationItem[]; unread: number }) {
  const t = await getTranslations({ locale, namespace: "notificationsPage" });
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">{t("unreadCount", { count: unread })}</p>
        {unread > 0 && <MarkAllReadButton />}
      </div>
      {items.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-8 text-center text-slate-700">{t("empty")}</p>
      ) : (
        <ul aria-label={t("listLabel")} className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {items.map((n) => (
            <li key={n.uid} className={`flex flex-wrap items-start justify-between gap-3 px-4 py-3 ${n.read ? "" : "bg-brand-50"}`}>
              <div className="min-w-0 flex-1">
                <h2 className="text-sm font-semibold text-slate-900">
                  {!n.read && (
                    <span className="mr-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">{t("new")}</span>
                  )}
                  {n.title}
                </h2>
                {n.body && <p className="mt-1 text-sm text-slate-700">{n.body}</p>}
                <p className="mt-1 text-xs text-slate-600">
                  <LocalTime iso={n.created_at} />
                </p>
              </div>
              {!n.read && <MarkReadButton uid={n.uid} title={n.title} />}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
