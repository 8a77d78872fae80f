"use client";

import { useEffect, useState, type ReactNode } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { SITE_MENU_BUTTON_ID, SITE_MENU_ID } from "./site-menu-ids";

/**
 * The "Menu" toggle of the header below 1,024 px. The panel it folds (navigation, language,
 * account) is server-rendered by the header with id `site-menu`, so cached pages stay cached and this
 * island stays small (first-load budget, ADR 0004). Before it runs, or without JavaScript, the toggle
 * is a link to `#site-menu`, which the panel shows by `:target`; afterwards it is a disclosure button
 * setting `data-open` on the panel. Escape, a click outside or following a link folds it.
 */
export function SiteMenuToggle({ className, children }: { className: string; children: ReactNode }) {
  const hydrated = useHydrated();
  // A panel the link opened before hydration (or a URL ending in #site-menu) stays open as the button's
  // state (the button itself renders only after hydration, so this cannot mismatch the server's HTML).
  const [open, setOpen] = useState(() => typeof window !== "undefined" && window.location.hash === `#${SITE_MENU_ID}`);

  // Once the island runs it owns the panel: `:target` no longer shows it (`data-js`), and the hash goes.
  useEffect(() => {
    document.getElementById(SITE_MENU_ID)?.setAttribute("data-js", "");
    if (window.location.hash === `#${SITE_MENU_ID}`) history.replaceState(history.state, "", window.location.pathname + window.location.search);
  }, []);

  useEffect(() => {
    const panel = document.getElementById(SITE_MENU_ID);
    if (!panel) return;
    panel.toggleAttribute("data-open", open);
    if (!open) return;
    const button = document.getElementById(SITE_MENU_BUTTON_ID);
    // A dialog opened from the menu (sign-in) handles its own Escape and outside clicks.
    const dialogOpen = () => document.querySelector('[role="dialog"],[role="alertdialog"]') !== null;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented || dialogOpen()) return;
      setOpen(false);
      button?.focus();
    };
    const onDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panel.contains(target) && !button?.contains(target) && !dialogOpen()) setOpen(false);
    };
    const onClick = (e: MouseEvent) => {
      if ((e.target as Element).closest("a[href]")) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onDown);
    panel.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onDown);
      panel.removeEventListener("click", onClick);
    };
    // Re-run once hydrated: the button that replaces the pre-hydration link is a new element.
  }, [open, hydrated]);

  return hydrated ? (
    <button id={SITE_MENU_BUTTON_ID} type="button" aria-expanded={open} aria-controls={SITE_MENU_ID} onClick={() => setOpen((o) => !o)} className={className}>
      {children}
    </button>
  ) : (
    <a id={SITE_MENU_BUTTON_ID} href={`#${SITE_MENU_ID}`} className={className}>
      {children}
    </a>
  );
}
