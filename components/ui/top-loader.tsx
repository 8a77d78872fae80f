"use client";

import { useEffect } from "react";
import NProgress from "nprogress";

/** True for a click that Next's Link turns into a navigation to another page of this site. */
function leavesPage(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.("a");
  if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  // The same page, or an anchor on it: nothing loads.
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/**
 * The thin loading bar at the top during client navigations (nprogress). It starts on a click that
 * leaves the page and ends when the router commits the new URL (history.pushState/replaceState), on
 * Back/Forward and when the page is left. Its CSS lives in app/globals.css, not in a `<style>`
 * element in the body (the W3C checker flags those).
 */
export function TopLoader() {
  useEffect(() => {
    // nprogress's own markup says role="bar", which is no ARIA role (axe: aria-roles, serious); the bar
    // is decoration, so it is hidden from assistive technology and found by its class instead.
    NProgress.configure({
      showSpinner: false,
      trickleSpeed: 200,
      minimum: 0.08,
      speed: 200,
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      barSelector: ".bar",
    });
    const done = () => NProgress.done();
    const onClick = (event: MouseEvent) => {
      if (leavesPage(event)) NProgress.start();
    };
    const { pushState, replaceState } = window.history;
    window.history.pushState = function (...args: Parameters<History["pushState"]>) {
      done();
      return pushState.apply(this, args);
    };
    window.history.replaceState = function (...args: Parameters<History["replaceState"]>) {
      done();
      return replaceState.apply(this, args);
    };
    document.addEventListener("click", onClick);
    window.addEventListener("popstate", done);
    window.addEventListener("pagehide", done);
    return () => {
      window.history.pushState = pushState;
      window.history.replaceState = replaceState;
      document.removeEventListener("click", onClick);
      window.removeEventListener("popstate", done);
      window.removeEventListener("pagehide", done);
    };
  }, []);
  return null;
}
