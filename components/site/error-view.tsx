"use client";

import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/navigation";

/**
 * The one translated error screen: every error.tsx re-exports it (CONVENTIONS 10). `retry`
 * re-fetches and re-renders the failed segment. Server errors arrive without their message in
 * production; the digest lets support match the server log.
 */
export function ErrorView({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations("errors");
  const digest = error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : null;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto max-w-xl py-12 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t("errorTitle")}</h1>
      <p className="mt-3 text-slate-700">{t("errorText")}</p>
      {digest && <p className="mt-2 text-sm text-slate-700">{t("errorReference", { digest })}</p>}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          {t("tryAgain")}
        </button>
        <Link href="/" className="rounded px-4 py-2 text-brand-700 underline-offset-2 hover:underline">
          {t("backHome")}
        </Link>
      </div>
    </div>
  );
}

export default ErrorView;
