import "server-only";
import { env } from "@/lib/env";
import { createDemoProvider } from "./demo";
import { providerIdOf } from "./provider-id";
import { createStripeProvider } from "./stripe";
import type { PaymentProvider, ProviderId } from "./types";

/** Which provider checkout uses: PAYMENT_PROVIDER, else Stripe when its key is set, else the demo. */
export function configuredProviderId(): ProviderId {
  return providerIdOf(env);
}

const cache = new Map<ProviderId, PaymentProvider>();

/** The provider of that id (a payment keeps the provider it was made with). */
export function paymentProvider(id: ProviderId = configuredProviderId()): PaymentProvider {
  const hit = cache.get(id);
  if (hit) return hit;
  let provider: PaymentProvider;
  if (id === "stripe") {
    if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) throw new Error("PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
    provider = createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL });
  } else {
    provider = createDemoProvider();
  }
  cache.set(id, provider);
  return provider;
}
