"use client";

import { toast } from "sonner";
import { errorTextFromBody, successTextFromBody } from "@/lib/api/error-text";

/** Shows the negative toast for a failed answer (or a network failure when `body` is undefined). */
export function notifyFailure(body: unknown, genericText: string) {
  toast.error(errorTextFromBody(body, genericText));
}

/** Shows the positive toast when a success answer carries `response_message`. */
export function notifySuccess(body: unknown) {
  const text = successTextFromBody(body);
  if (text) toast.success(text);
}
