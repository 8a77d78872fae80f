"use client";

import { useEffect, useState, type ComponentType } from "react";
import type { ToasterProps } from "sonner";
import { useTranslations } from "next-intl";
import { ChatWidget } from "@/components/support/chat-widget";
import { registerToastHost } from "./notify";
import { TopLoader } from "./top-loader";

/** Spec section 9: notifications at the bottom, 5000 ms, with a close button. */
export const TOAST_DURATION_MS = 5000;

export function AppProviders() {
  const t = useTranslations("toast");
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  const [onMounted, setOnMounted] = useState<(() => void) | null>(null);

  useEffect(() => {
    registerToastHost((resolve) => {
      void import("sonner").then((m) => {
        setToaster(() => m.Toaster);
        setOnMounted(() => () => resolve(m.toast));
      });
    });
  }, []);

  // Toasts are raised only once the toaster listens, so none is lost.
  useEffect(() => {
    if (Toaster && onMounted) onMounted();
  }, [Toaster, onMounted]);

  return (
    <>
      <TopLoader />
      <ChatWidget />
      {Toaster && (
        <Toaster
          position="bottom-center"
          closeButton
          duration={TOAST_DURATION_MS}
          // Sonner's rich colours fail WCAG contrast (axe: color-contrast); these pairs are above 7:1.
          toastOptions={{
            closeButtonAriaLabel: t("close"),
            classNames: {
              error: "!border-red-300 !bg-red-50 !text-red-900",
              success: "!border-green-300 !bg-green-50 !text-green-900",
            },
          }}
        />
      )}
    </>
  );
}
