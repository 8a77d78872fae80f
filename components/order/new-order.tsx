"use client";

import { IdentityLockProvider } from "@/components/settings/identity-lock";
import { Checkout, type PaymentProviderId } from "./checkout";
import { FinishedStep } from "./finished-step";

/**
 * The NewOrder island (spec section 2, orders/new): the stepper, or its last step when the payment
 * provider returned the buyer with `?step=finished&order=<uid>`. Creating a billing profile inside the
 * stepper needs identity confirmation like settings do (spec section 6).
 */
export function NewOrder({
  provider,
  marketplaceCountry,
  email,
  unlockedUntil,
  finishedOrder,
}: {
  provider: PaymentProviderId;
  marketplaceCountry: string;
  email: string;
  unlockedUntil: string | null;
  finishedOrder: string | null;
}) {
  if (finishedOrder) return <FinishedStep uid={finishedOrder} />;
  return (
    <IdentityLockProvider initialUnlockedUntil={unlockedUntil} email={email}>
      <Checkout provider={provider} marketplaceCountry={marketplaceCountry} />
    </IdentityLockProvider>
  );
}
