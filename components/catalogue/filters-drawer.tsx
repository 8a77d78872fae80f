"use client";

import { useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { FiltersDialogProps } from "./filters-dialog";

/**
 * The phone and tablet way to the listing filters. The filters stay one server-rendered GET
 * form in the page (`FiltersSlot`, the section `#filters`); below 1,024 px that section comes after
 * the offers and `FiltersButton` at the top of the results is a link to it, which is all a browser
 * without JavaScript needs. With JavaScript it is a button opening the same form in a drawer: the slot moves
 * its children into a Radix dialog (loaded on first use, outside the first-load budget of ADR 0004)
 * and back when it closes, so the form exists once in the page.
 */

type State = { open: boolean; Dialog: ComponentType<FiltersDialogProps> | null };

let state: State = { open: false, Dialog: null };
const listeners = new Set<() => void>();
const set = (next: Partial<State>) => {
  state = { ...state, ...next };
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const serverState: State = { open: false, Dialog: null };
const useDrawer = () => useSyncExternalStore(subscribe, () => state, () => serverState);

const loadDialog = () => import("./filters-dialog");
/** The width from which the filters are a sidebar (Tailwind's `lg`, the listing's grid). */
const SIDEBAR_QUERY = "(min-width: 64rem)";

export function FiltersButton({ label, className }: { label: string; className?: string }) {
  const { open } = useDrawer();
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href="#filters" className={className}>
        {label}
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      className={className}
      onClick={() => void loadDialog().then((m) => set({ Dialog: m.default, open: true }))}
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
    >
      {label}
    </button>
  );
}

export function FiltersSlot({ title, closeLabel, children }: { title: string; closeLabel: string; children: ReactNode }) {
  const { open, Dialog } = useDrawer();

  useEffect(() => {
    if (!open) return;
    // Widened to the sidebar layout (a rotated tablet): the filters are in the page again.
    const wide = window.matchMedia(SIDEBAR_QUERY);
    const onChange = () => wide.matches && set({ open: false });
    onChange();
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [open]);

  // Leaving the page (another listing, client navigation) closes the drawer.
  useEffect(() => () => set({ open: false }), []);

  // The dialog stays mounted once loaded (Radix then returns focus to the button on close); its
  // content, and so the form, exists only while it is open.
  const inDrawer = open && Dialog !== null;
  return (
    <>
      {inDrawer ? null : children}
      {Dialog ? (
        <Dialog open={open} title={title} closeLabel={closeLabel} onOpenChange={(next) => set({ open: next })}>
          {children}
        </Dialog>
      ) : null}
    </>
  );
}
