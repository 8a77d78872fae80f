"use client";

import type { ReactNode } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslations } from "next-intl";

/**
 * The modal of the profiles section on Radix (focus trap, Escape, focus return, aria-modal): wide
 * and scrollable for the form, `role="alertdialog"` for the delete confirmation.
 */
export function ProfileDialog({
  open,
  onOpenChange,
  title,
  description,
  role = "dialog",
  wide = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  role?: "dialog" | "alertdialog";
  wide?: boolean;
  children: ReactNode;
}) {
  const t = useTranslations("profiles");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          role={role}
          // Without a description Radix would warn; the title names the dialog.
          {...(description ? {} : { "aria-describedby": undefined })}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none ${wide ? "max-w-2xl" : "max-w-md"}`}
        >
          <Dialog.Title className="pr-8 text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          {description && <Dialog.Description className="mt-2 text-sm text-slate-700">{description}</Dialog.Description>}
          <div className="mt-4">{children}</div>
          <Dialog.Close
            className="absolute top-3 right-3 rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={t("close")}
          >
            <span aria-hidden="true">✕</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A button that closes the surrounding dialog. */
export const DialogClose = Dialog.Close;
