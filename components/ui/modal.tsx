"use client";

import { useRef, type ReactNode } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { buttonClass } from "./button";

/**
 * The one modal dialog, on Radix (focus trap, Escape, focus return, aria-modal).
 * `role="alertdialog"` for confirmations of destructive actions; `wide` for long forms (it scrolls
 * within the viewport); `dismissable={false}` for a dialog that only its own action closes (no
 * close button, Escape and outside clicks ignored); `drawer` for a panel sliding in from the side.
 *
 * Focus returns to what opened the dialog. Radix returns it only to a `Dialog.Trigger`, and our
 * dialogs are opened from state (lazy-loaded islands, a URL flag), so without this the focus fell to
 * the document and the next Tab landed on the skip link. The opener is the element focused when the
 * dialog opened; if it is gone (the "Sign in" button after signing in), hidden, or there was none
 * (opened by `?login=1`), `returnFocus` names where focus goes instead.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  role = "dialog",
  wide = false,
  dismissable = true,
  drawer = false,
  returnFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** Accessible name of the ✕ button, in the page language. */
  closeLabel: string;
  role?: "dialog" | "alertdialog";
  wide?: boolean;
  dismissable?: boolean;
  drawer?: boolean;
  /** Where focus goes on close when the opener is gone or was not a control (e.g. the account button). */
  returnFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}) {
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  };
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    const previous = opener.current;
    opener.current = null;
    // Gone, or hidden meanwhile (inside a menu that folded): the fallback.
    const target = previous?.isConnected && previous.getClientRects().length > 0 ? previous : returnFocus?.();
    target?.focus();
  };
  const keepOpen = (event: Event) => {
    if (!dismissable) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (!dismissable && !next ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          role={role}
          // Without a description Radix would warn; the title names the dialog.
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={restoreFocus}
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          className={
            drawer
              ? "fixed inset-y-0 left-0 z-50 w-[min(22rem,calc(100%-2.5rem))] overflow-y-auto bg-white p-5 shadow-xl focus:outline-none"
              : `fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none ${wide ? "max-w-2xl" : "max-w-md"}`
          }
        >
          <Dialog.Title className="pr-8 text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          {description && <Dialog.Description className="mt-2 text-sm text-slate-700">{description}</Dialog.Description>}
          <div className="mt-4">{children}</div>
          {dismissable && (
            <Dialog.Close
              className="absolute top-3 right-3 rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label={closeLabel}
            >
              <span aria-hidden="true">✕</span>
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A button that closes the surrounding modal. */
export const ModalClose = Dialog.Close;

/** Asks before a destructive action; `onConfirm` runs only on the explicit confirm button. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  closeLabel,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  pending?: boolean;
  onConfirm: () => void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={description} closeLabel={closeLabel} role="alertdialog">
      <div className="flex flex-wrap justify-end gap-2">
        <ModalClose className={buttonClass("secondary")}>{cancelLabel}</ModalClose>
        <button type="button" onClick={onConfirm} disabled={pending} className={buttonClass("danger")}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
