"use client";

import type { toast as sonnerToast } from "sonner";
import { answerText } from "@/components/api/answer-errors";
import { successTextFromBody } from "@/lib/api/error-text";

/**
 * The toast library loads on the first toast, not with the page (catalogue pages have a first-load
 * JavaScript budget). The host (AppProviders) mounts the toaster when asked and resolves `ready`.
 */
type Toast = typeof sonnerToast;
let ready: Promise<Toast> | null = null;
let requestMount: ((resolve: (toast: Toast) => void) => void) | null = null;

/** Called once by the toast host with a function that mounts the toaster and resolves with `toast`. */
export function registerToastHost(mount: (resolve: (toast: Toast) => void) => void) {
  requestMount = mount;
  ready = null;
}

function loadToast(): Promise<Toast> {
  if (!ready) {
    ready = new Promise<Toast>((resolve) => {
      if (requestMount) requestMount(resolve);
      else import("sonner").then((m) => resolve(m.toast));
    });
  }
  return ready;
}

/** Shows the negative toast for a failed answer (or a network failure when `body` is undefined). */
export async function notifyFailure(body: unknown, genericText: string) {
  const text = answerText(body, genericText);
  (await loadToast()).error(text);
}

/** Shows the positive toast when a success answer carries `response_message`. */
export async function notifySuccess(body: unknown) {
  const text = successTextFromBody(body);
  if (text) (await loadToast()).success(text);
}
