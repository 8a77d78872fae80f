"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch, apiRequest } from "@/components/api/client";
import { Link, useRouter } from "@/components/i18n/navigation";
import { NotificationsBell } from "@/components/notifications/notifications-bell";
import { becomeGuest, storeSignedInUser, type StoredUser } from "./browser-state";

/**
 * The signed-in half of the header's account island: the notifications bell and a disclosure with
 * the e-mail, Settings, Orders, Invoices, Notifications, Business account and Sign out. Loaded only for signed-in visitors.
 */
export default function UserMenu({ email }: { email: string }) {
  const t = useTranslations("account");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // Each page load refreshes the saved profile; a 401 there refreshes the session or signs out (client.ts).
  useEffect(() => {
    const controller = new AbortController();
    void apiFetch<StoredUser>("/api/users/profile", { silent: true, signal: controller.signal }).then((user) => {
      if (user && typeof user.email === "string") storeSignedInUser(user);
    });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  async function signOut() {
    setOpen(false);
    const result = await apiRequest("/api/users/access/logout", { method: "POST" });
    // A 401 means the session was already gone: the browser becomes a guest all the same.
    if (!result.ok && result.status !== 401) return;
    becomeGuest();
    router.push("/");
  }

  const item = "block w-full rounded px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100";
  return (
    <>
      <NotificationsBell />
      <div ref={root} className="relative min-w-0">
        <button
          ref={button}
          type="button"
          data-account-button
          aria-expanded={open}
          aria-controls="account-menu-panel"
          aria-label={`${t("menu")}: ${email || t("account")}`}
          onClick={() => setOpen((o) => !o)}
          className="max-w-full truncate rounded-md lg:max-w-56 border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 hover:bg-slate-100"
        >
          {email || t("account")}
        </button>
        {open && (
          <div id="account-menu-panel" className="absolute right-0 z-30 mt-1 w-60 max-w-[calc(100vw-2rem)] rounded-md border border-slate-200 bg-white p-1 shadow-lg">
            {email && (
              <p className="truncate px-3 py-2 text-xs text-slate-600">
                {t("signedInAs")} <span className="font-medium text-slate-900">{email}</span>
              </p>
            )}
            <ul>
              <li>
                <Link href="/settings" className={item} onClick={() => setOpen(false)}>
                  {t("settings")}
                </Link>
              </li>
              <li>
                <Link href="/orders" className={item} onClick={() => setOpen(false)}>
                  {t("orders")}
                </Link>
              </li>
              <li>
                <Link href="/resources" className={item} onClick={() => setOpen(false)}>
                  {t("resources")}
                </Link>
              </li>
              <li>
                <Link href="/invoices" className={item} onClick={() => setOpen(false)}>
                  {t("invoices")}
                </Link>
              </li>
              <li>
                <Link href="/notifications" className={item} onClick={() => setOpen(false)}>
                  {t("notifications")}
                </Link>
              </li>
              <li>
                <Link href="/business-account" className={item} onClick={() => setOpen(false)}>
                  {t("businessAccount")}
                </Link>
              </li>
              <li>
                <button type="button" className={item} onClick={signOut}>
                  {t("signOut")}
                </button>
              </li>
            </ul>
          </div>
        )}
      </div>
    </>
  );
}
