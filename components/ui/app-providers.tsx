"use client";

import NextTopLoader from "nextjs-toploader";
import { Toaster } from "sonner";
import { useTranslations } from "next-intl";

/** Spec section 9: notifications at the bottom, 5000 ms, with a close button. */
export const TOAST_DURATION_MS = 5000;

export function AppProviders() {
  const t = useTranslations("toast");
  return (
    <>
      <NextTopLoader color="#1d5fd6" showSpinner={false} height={3} />
      <Toaster
        position="bottom-center"
        closeButton
        duration={TOAST_DURATION_MS}
        richColors
        toastOptions={{ closeButtonAriaLabel: t("close") }}
      />
    </>
  );
}
