import type { ProviderId } from "./types";

/**
 * Which payment provider checkout uses, from the settings alone: PAYMENT_PROVIDER, else Stripe when
 * its key is set, else the demo. Pure (no server-only): lib/payments/provider.ts, the demo pages and
 * routes, and the start-up checks of scripts/ share it.
 */
export function providerIdOf(settings: { PAYMENT_PROVIDER?: ProviderId; STRIPE_SECRET_KEY?: string }): ProviderId {
  if (settings.PAYMENT_PROVIDER) return settings.PAYMENT_PROVIDER;
  return settings.STRIPE_SECRET_KEY ? "stripe" : "demo";
}
