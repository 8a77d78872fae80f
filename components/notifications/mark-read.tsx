"use client";

import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/components/api/client";
import { useRouter } from "@/components/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import { announceNotificationsChanged } from "./events";

/** Marks notifications read (all of them without `uids`), then renders the page again from the server. */
function useMarkRead() {
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const mark = async (uids?: string[]) => {
    setSending(true);
    const result = await apiFetch<{ unread: number }>("/api/notifications/read", { method: "POST", body: uids ? { uids } : {} });
    setSending(false);
    if (result === false) return;
    announceNotificationsChanged();
    startRefresh(() => router.refresh());
  };
  return { mark, busy: sending || refreshing };
}

export function MarkAllReadButton() {
  const t = useTranslations("notificationsPage");
  const { mark, busy } = useMarkRead();
  return (
    <button type="button" className={buttonClass("secondary")} onClick={() => void mark()} disabled={busy}>
      {t("markAllRead")}
    </button>
  );
}

export function MarkReadButton({ uid, title }: { uid: string; title: string }) {
  const t = useTranslations("notificationsPage");
  const { mark, busy } = useMarkRead();
  return (
    <button type="button" className={buttonClass("link", "text-sm")} onClick={() => void mark([uid])} disabled={busy} aria-label={t("markReadOf", { title })}>
      {t("markRead")}
    </button>
  );
}
