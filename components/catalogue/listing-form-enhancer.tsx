"use client";

import { useEffect, useRef } from "react";
import { cleanListingQuery } from "@/lib/catalogue/listing-form";

/**
 * The filter form's island (the form itself is a plain GET form that works without JavaScript):
 * - Apply navigates to the clean query (no `?sort=&price_min=`), as a document load (ADR 0002,
 *   addendum: listing states are never client-router navigations);
 * - changing the sort applies it at once;
 * - a page restored from the back/forward cache shows the form of its own URL again, not the boxes
 *   ticked before leaving it (`autocomplete="off"` on the form covers the form restoration of a reload).
 * Renders a hidden marker inside the form to find it, so the form may be rendered more than once.
 */
export function ListingFormEnhancer() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const form = marker.current?.closest("form");
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const entries: [string, string][] = [];
      for (const [key, value] of new FormData(form, event.submitter)) if (typeof value === "string") entries.push([key, value]);
      const query = cleanListingQuery(entries);
      const action = new URL(form.getAttribute("action") || window.location.pathname, window.location.href);
      window.location.assign(action.pathname + (query ? `?${query}` : ""));
    };
    const onChange = (event: Event) => {
      if (event.target instanceof HTMLSelectElement && event.target.name === "sort") form.requestSubmit();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) form.reset();
    };
    form.addEventListener("submit", onSubmit);
    form.addEventListener("change", onChange);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      form.removeEventListener("submit", onSubmit);
      form.removeEventListener("change", onChange);
      window.removeEventListener("pageshow", onPageShow);
    };
  }, []);
  return <span ref={marker} hidden />;
}
