"use client";

import { useEffect } from "react";
import { AUTH_EVENT, hasSessionHint, readStoredUser } from "@/components/auth/browser-state";

type IntercomIdentity = { hash: string; user_id: string; app_id: string | null };

type IntercomWindow = Window & {
  intercomSettings?: Record<string, unknown>;
  Intercom?: ((...args: unknown[]) => void) & { q?: unknown[] };
};

/** The third-party host the chat-support widget loads from (spec section 7). */
export const INTERCOM_WIDGET_HOST = "https://widget.intercom.io";

function loadWidget(identity: IntercomIdentity & { app_id: string }, email: string | undefined) {
  const w = window as IntercomWindow;
  w.intercomSettings = { app_id: identity.app_id, user_id: identity.user_id, user_hash: identity.hash, ...(email ? { email } : {}) };
  if (document.querySelector(`script[data-chat-widget]`)) {
    w.Intercom?.("update", w.intercomSettings);
    return;
  }
  // The loader's queue: calls made before the script arrives are replayed by it.
  const queue: unknown[] = [];
  const stub = ((...args: unknown[]) => void queue.push(args)) as NonNullable<IntercomWindow["Intercom"]>;
  stub.q = queue;
  w.Intercom = stub;
  const script = document.createElement("script");
  script.async = true;
  script.src = `${INTERCOM_WIDGET_HOST}/widget/${encodeURIComponent(identity.app_id)}`;
  script.dataset.chatWidget = "intercom";
  document.head.appendChild(script);
}

function shutdownWidget() {
  const w = window as IntercomWindow;
  w.Intercom?.("shutdown");
  delete w.intercomSettings;
}

/**
 * Starts the chat-support widget for a signed-in user only, and only when the server has an
 * Intercom app id configured; the identity hash comes from GET /api/integrations/intercom.
 */
export function ChatWidget() {
  useEffect(() => {
    let cancelled = false;
    async function sync() {
      if (!hasSessionHint()) {
        shutdownWidget();
        return;
      }
      // The call helper loads only for signed-in visitors (catalogue pages have a JavaScript budget).
      const { apiFetch } = await import("@/components/api/client");
      const identity = await apiFetch<IntercomIdentity>("/api/integrations/intercom", { silent: true });
      if (cancelled || !identity || !identity.app_id) return;
      loadWidget({ ...identity, app_id: identity.app_id }, readStoredUser()?.email);
    }
    void sync();
    window.addEventListener(AUTH_EVENT, sync);
    return () => {
      cancelled = true;
      window.removeEventListener(AUTH_EVENT, sync);
    };
  }, []);
  return null;
}
