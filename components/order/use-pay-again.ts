"use client";

import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/components/api/client";
import { forgetIdempotencyKey, idempotencyKey } from "./idempotency";
import { safeRedirect } from "./queries";
import { leaveTo } from "./navigate";
import type { PaymentSession } from "./types";

/**
 * A new payment session for an order awaiting payment (POST /api/orders/{uid}/payment), then off to
 * the provider's page. `attempt` names what is being retried (the failed payment's uid): the key is
 * the same for a double click or a retry after a timeout, and new for the next failed payment.
 */
export function usePayAgain(orderUid: string, attempt: string) {
  const scope = `pay:${orderUid}:${attempt}`;
  const [redirecting, setRedirecting] = useState(false);
  const mutation = useMutation({
    mutationFn: () =>
      apiRequest<{ payment: PaymentSession }>(`/api/orders/${encodeURIComponent(orderUid)}/payment`, {
        method: "POST",
        headers: { "Idempotency-Key": idempotencyKey(scope) },
      }),
    onSuccess: (result) => {
      if (!result.ok) {
        // A definite refusal (not a lost answer): the next click is a new attempt.
        if (result.status >= 400 && result.status < 500) forgetIdempotencyKey(scope);
        return;
      }
      const target = safeRedirect(result.data.payment?.redirect_url);
      if (!target) return;
      forgetIdempotencyKey(scope);
      setRedirecting(true);
      leaveTo(target);
    },
  });
  return { pay: () => mutation.mutate(), pending: mutation.isPending || redirecting };
}
