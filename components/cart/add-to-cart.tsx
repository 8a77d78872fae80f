"use client";

import { useEffect } from "react";
import { AUTH_EVENT, hasSessionHint, requestLogin } from "@/components/auth/browser-state";
import { announceCartChanged } from "./events";
import { rememberPendingOffer, takePendingOffer } from "./pending";

/** The call helper loads on the first click, not with the catalogue page (first-load budget, ADR 0004). */
const loadClient = () => import("@/components/api/client");

/** The "Add to cart" buttons the server renders: `<button name="add" value="<offer uid>">`. */
const BUTTON = 'button[name="add"]';

function buttonOf(offer: string): HTMLButtonElement | null {
  return [...document.querySelectorAll<HTMLButtonElement>(BUTTON)].find((b) => b.value === offer) ?? null;
}

/**
 * The one "Add to cart" island of a catalogue page (listing or offer), by event delegation: the rows
 * carry only a plain submit button (without JavaScript it sends the form to /cart?add=<uid>, which
 * signs a guest in first and then adds the offer). A signed-in buyer's click posts the offer and the
 * call helper shows the answer's toast; a guest's click remembers the offer and opens the sign-in
 * dialog, and the offer is added once the session appears on this page. Renders nothing: the
 * cached page's HTML is the same for everyone.
 */
export function AddToCartIsland() {
  useEffect(() => {
    const busy = new Set<string>();

    const add = async (offer: string) => {
      if (busy.has(offer)) return;
      busy.add(offer);
      const button = buttonOf(offer);
      button?.setAttribute("aria-busy", "true");
      try {
        const { apiRequest } = await loadClient();
        const result = await apiRequest("/api/cart", { method: "POST", body: { offer, count: 1 } });
        if (result.ok) announceCartChanged();
        else if (result.status === 401) {
          // The session ended meanwhile (the helper made the visitor a guest): sign in, then add.
          rememberPendingOffer(offer);
          requestLogin();
        }
      } finally {
        busy.delete(offer);
        button?.removeAttribute("aria-busy");
      }
    };

    const addPending = () => {
      if (!hasSessionHint()) return;
      const offer = takePendingOffer();
      if (offer) void add(offer);
    };

    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest<HTMLButtonElement>(BUTTON);
      if (!button?.value || button.disabled) return;
      event.preventDefault();
      if (hasSessionHint()) {
        void add(button.value);
      } else {
        rememberPendingOffer(button.value);
        // Safari does not focus a clicked button: the dialog returns focus to what was focused.
        button.focus();
        requestLogin();
      }
    };

    document.addEventListener("click", onClick);
    window.addEventListener(AUTH_EVENT, addPending);
    addPending();
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener(AUTH_EVENT, addPending);
    };
  }, []);
  return null;
}
