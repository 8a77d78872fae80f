"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";

/** The id of the collapsible part of the header, and of its toggle (the sign-in dialog returns focus there). */
export const SITE_MENU_ID = "site-menu";
export const SITE_MENU_BUTTON_ID = "site-menu-button";

/**
 * The header's navigation, language and account below 1,024 px, behind a "Menu" button (issue 8). The
 * links themselves are server-rendered children, so cached pages stay cached. Before this island runs
 * (or without JavaScript) the toggle is a link to `#site-menu`, which the panel shows by `:target`;
 * afterwards it is a disclosure button. Escape, a click outside or following a link closes it.
 */
export function SiteMenu({ label, children }: { label: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    // A dialog opened from the menu (sign-in) handles its own Escape and outside clicks.
    const dialogOpen = () => document.querySelector('[role="dialog"],[role="alertdialog"]') !== null;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented || dialogOpen()) return;
      setOpen(false);
      button.current?.focus();
    };
    const onDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target) && !dialogOpen()) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onDown);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onDown);
    };
  }, [open]);

  const toggleClass =
    "inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden";
  const icon = (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M3 5h14M3 10h14M3 15h14" />
    </svg>
  );
  return (
    <>
      {hydrated ? (
        <button ref={button} id={SITE_MENU_BUTTON_ID} type="button" aria-expanded={open} aria-controls={SITE_MENU_ID} onClick={() => setOpen((o) => !o)} className={toggleClass}>
          {icon}
          {label}
        </button>
      ) : (
        <a id={SITE_MENU_BUTTON_ID} href={`#${SITE_MENU_ID}`} className={toggleClass}>
          {icon}
          {label}
        </a>
      )}
      <div
        ref={panel}
        id={SITE_MENU_ID}
        onClick={(e) => {
          if ((e.target as Element).closest("a[href]")) setOpen(false);
        }}
        className={`${open ? "flex" : "hidden"} basis-full flex-col gap-3 border-t border-slate-200 pt-3 target:flex lg:flex lg:min-w-0 lg:flex-1 lg:basis-auto lg:flex-row lg:items-center lg:justify-between lg:border-0 lg:pt-0`}
      >
        {children}
      </div>
    </>
  );
}
