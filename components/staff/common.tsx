"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";

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
  return <ErrorState text={text} onRetry={onRetry} retryLabel={t("retry")} />;
}

/** The status filter's and history's status names in the page language; an unknown one as sent. */
export function useStatusName() {
  const t = useTranslations("staff.status");
  return (status: string) => (t.has(status) ? t(status) : status);
}
