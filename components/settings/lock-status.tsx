"use client";

import { useLocale, useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { localeTags, type Locale } from "@/lib/i18n/routing";
import { useIdentityLock } from "./identity-lock";
import { formatClock } from "./unlock";
import { useMounted } from "./use-mounted";

/** "Locked" with the Unlock button, or "Unlocked until 14:05" (the visitor's clock) while unlocked. */
export function LockStatus() {
  const t = useTranslations("settings.lock");
  const locale = useLocale() as Locale;
  const { locked, unlockedUntil, requestUnlock } = useIdentityLock();
  // The time is shown in the visitor's time zone, known only in the browser.
  const mounted = useMounted();
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 text-sm">
      {locked || !unlockedUntil ? (
        <>
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 font-medium text-amber-900">
            <LockIcon open={false} />
            {t("locked")}
          </span>
          <button type="button" className={buttonClass("secondary")} onClick={requestUnlock}>
            {t("unlock")}
          </button>
        </>
      ) : (
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-3 py-1 font-medium text-emerald-900">
          <LockIcon open />
          {mounted ? t("unlockedUntil", { time: formatClock(unlockedUntil, localeTags[locale]) }) : t("unlocked")}
        </span>
      )}
    </div>
  );
}

function LockIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d={open ? "M8 11V7a4 4 0 0 1 7.7-1.5" : "M8 11V7a4 4 0 0 1 8 0v4"} />
    </svg>
  );
}
