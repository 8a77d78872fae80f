"use client";

import { useEffect, useRef, useState } from "react";

type Props = {
  /** The `action` attribute of the listing's compare form (the form stays server-rendered). */
  formAction: string;
  max: number;
  min: number;
  /** Translated messages (passed in: no client message bundle needed). */
  tooMany: string;
  tooFew: string;
};

/**
 * The compare form's rules in the browser: a tick beyond `max` is undone and a polite live region
 * says why; "Compare selected" with fewer than `min` ticks is not sent and the region says so.
 * Without JavaScript the compare route keeps the first `max` and explains the minimum itself.
 * The region sticks to the top of the viewport while the table scrolls, so the message is seen
 * wherever the tick was.
 */
export function CompareLimit({ formAction, max, min, tooMany, tooFew }: Props) {
  const [message, setMessage] = useState<{ text: string; n: number } | null>(null);
  const counter = useRef(0);
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const form = [...document.querySelectorAll<HTMLFormElement>("form")].find((f) => f.getAttribute("action") === formAction);
    if (!form) return;
    const ticked = () => form.querySelectorAll<HTMLInputElement>('input[name="offers"]:checked').length;
    const say = (text: string | null) => setMessage(text ? { text, n: ++counter.current } : null);
    const onChange = (event: Event) => {
      const box = event.target;
      if (!(box instanceof HTMLInputElement) || box.name !== "offers") return;
      if (box.checked && ticked() > max) {
        box.checked = false;
        say(tooMany);
      } else say(null);
    };
    const onSubmit = (event: SubmitEvent) => {
      if (ticked() >= min) return;
      event.preventDefault();
      say(tooFew);
    };
    form.addEventListener("change", onChange);
    form.addEventListener("submit", onSubmit);
    // A marker that the rules are live (tests wait for it; nothing is styled by it).
    region.current?.setAttribute("data-ready", "true");
    return () => {
      form.removeEventListener("change", onChange);
      form.removeEventListener("submit", onSubmit);
    };
  }, [formAction, max, min, tooMany, tooFew]);

  return (
    <div role="status" aria-live="polite" ref={region} data-testid="compare-message" className="sticky top-2 z-10">
      {message ? (
        <p key={message.n} className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 shadow-sm">
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
