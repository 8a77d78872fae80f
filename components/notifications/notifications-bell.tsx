"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch } from "@/components/api/client";
import { Link } from "@/components/i18n/navigation";
import { localeTags, type Locale } from "@/lib/i18n/routing";
import { NOTIFICATIONS_EVENT } from "./events";
import { relativeTime } from "./relative-time";
import type { NotificationsPage } from "./types";

/** How many of the latest notifications the panel lists. */
export const BELL_PAGE_SIZE = 5;
/** The unread count refreshes this often while the tab is visible. */
const POLL_MS = 60_000;

/** Background refreshes stay quiet: a failure here is not something the visitor asked for. */
function fetchLatest() {
  return apiFetch<NotificationsPage>(`/api/notifications?page=1&size=${BELL_PAGE_SIZE}`, { silent: true });
}

/**
 * The header's notifications button (signed-in visitors only): the unread count in its name and
 * badge, and a panel with the latest notifications and "Mark all as read". Deliberately without
 * TanStack Query: it ships with the header on every page.
 */
export function NotificationsBell() {
  const t = useTranslations("notifications");
  const locale = useLocale() as Locale;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [data, setData] = useState<NotificationsPage | null>(null);
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState(0);
  const [marking, setMarking] = useState(false);

  const load = useCallback(() => {
    void fetchLatest().then((result) => {
      if (result === false) return;
      setData(result);
      setNow(Date.now());
    });
  }, []);

  useEffect(() => {
    load();
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") load();
    }, POLL_MS);
    const onVisible = () => document.visibilityState === "visible" && load();
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener(NOTIFICATIONS_EVENT, load);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener(NOTIFICATIONS_EVENT, load);
    };
  }, [load]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close(true);
    const onPointer = (e: PointerEvent) => rootRef.current && !rootRef.current.contains(e.target as Node) && close(false);
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, close]);

  const toggle = () => {
    if (!open) load();
    setOpen(!open);
  };

  const markAllRead = async () => {
    setMarking(true);
    const result = await apiFetch<{ unread: number }>("/api/notifications/read", { method: "POST", body: {} });
    setMarking(false);
    if (result !== false) setData((d) => (d ? { ...d, unread: result.unread, items: d.items.map((n) => ({ ...n, read: true })) } : d));
  };

  const unread = data?.unread ?? 0;
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t("bell", { count: unread })}
        className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.73 21a2 2 0 0 1-3.46 0" />
        </svg>
        {unread > 0 && (
          <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white">
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </button>
      {open && (
        <div id={panelId} role="region" aria-label={t("title")} className="absolute right-0 z-30 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white shadow-lg">
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2">
            <h2 className="text-sm font-semibold text-slate-900">{t("title")}</h2>
            {unread > 0 && (
              <button type="button" onClick={() => void markAllRead()} disabled={marking} className="text-sm text-brand-700 underline-offset-2 hover:underline disabled:opacity-60">
                {t("markAllRead")}
              </button>
            )}
          </div>
          {!data ? (
            <p role="status" className="px-4 py-6 text-center text-sm text-slate-700">
              {t("loading")}
            </p>
          ) : data.items.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-slate-700">{t("empty")}</p>
          ) : (
            <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
              {data.items.map((n) => (
                <li key={n.uid} className={n.read ? "px-4 py-3" : "bg-brand-50 px-4 py-3"}>
                  <p className="text-sm font-medium text-slate-900">
                    {!n.read && <span className="sr-only">{t("unread")}: </span>}
                    {n.title}
                  </p>
                  {n.body && <p className="mt-0.5 text-sm text-slate-700">{n.body}</p>}
                  <time dateTime={n.created_at} title={new Date(n.created_at).toLocaleString(localeTags[locale])} className="mt-1 block text-xs text-slate-600">
                    {relativeTime(n.created_at, now, localeTags[locale])}
                  </time>
                </li>
              ))}
            </ul>
          )}
          <div className="border-t border-slate-200 px-4 py-2 text-right">
            <Link href="/notifications" onClick={() => close(false)} className="text-sm text-brand-700 underline-offset-2 hover:underline">
              {t("viewAll")}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
