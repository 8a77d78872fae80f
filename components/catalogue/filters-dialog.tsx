"use client";

import type { ReactNode } from "react";
import { Modal } from "@/components/ui/modal";

export type FiltersDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
};

/**
 * The listing filters in a side drawer (loaded on first use by filters-drawer.tsx). Submitting the
 * form (Apply, or a control that submits by itself) closes the drawer once the submission is under
 * way; closing it synchronously would take the form out of the page before the browser sends it.
 */
export default function FiltersDialog({ open, onOpenChange, title, closeLabel, children }: FiltersDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} closeLabel={closeLabel} drawer>
      <div onSubmit={() => window.setTimeout(() => onOpenChange(false), 0)}>{children}</div>
    </Modal>
  );
}
