"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/navigation";
import { buttonClass } from "@/components/ui/button";

/** What a signed-in visitor without staff access sees: the staff API answered 403. */
export function StaffOnlyState() {
  const t = useTranslations("staff.onlyStaff");
  return (
    <section aria-labelledby="staff-only-title" className="rounded-lg border border-amber-200 bg-amber-50 p-6">
      <h2 id="staff-only-title" className="text-xl font-semibold text-slate-900">
        {t("title")}
      </h2>
      <p className="mt-2 text-slate-800">{t("text")}</p>
      <Link href="/" className={`${buttonClass("secondary")} mt-4`}>
        {t("back")}
      </Link>
    </section>
  );
}

/** A failed read with a retry button. */
export function StaffErrorState({ text, onRetry }: { text: string; onRetry: () => void }) {
  const t = useTranslations("staff");
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <span>{text}</span>
      <button type="button" className={buttonClass("secondary")} onClick={onRetry}>
        {t("retry")}
      </button>
    </div>
  );
}

/** The status filter's and history's status names in the page language; an unknown one as sent. */
export function useStatusName() {
  const t = useTranslations("staff.status");
  return (status: string) => (t.has(status) ? t(status) : status);
}
