import { demoMailboxStartProblem, isLoopbackOrigin, type DemoMailboxSettings } from "@/lib/mail/demo-mailbox";
import { providerIdOf } from "@/lib/payments/provider-id";
import type { ProviderId } from "@/lib/payments/types";

/**
 * What must be true before the server starts as a deployment. A deployment is a server whose public
 * origin (SITE_URL) is not the machine itself: there, the demo parts that make `npm start` work with
 * nothing set (CONVENTIONS 8, 21) would hand strangers sign-in codes, free orders or readable
 * credentials, so each must be replaced by the real part or allowed on purpose.
 *
 * Pure functions of the settings (no server-only): scripts/start.ts, scripts/serve.ts and
 * instrumentation.ts (a bare `next start`) refuse with the same texts, and unit tests call them.
 */

export type StartSettings = DemoMailboxSettings & {
  SITE_URL?: string;
  PAYMENT_PROVIDER?: ProviderId;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  ALLOW_DEMO_PAYMENTS?: "0" | "1";
  CREDENTIAL_KEYS?: string;
  TEST_DATABASE_FINGERPRINT_API?: "0" | "1";
  TEST_CLOCK_FILE?: string;
};

/** True when SITE_URL names a public origin (not localhost, *.localhost or a loopback IP). */
export function isDeployment(settings: { SITE_URL?: string }): boolean {
  return Boolean(settings.SITE_URL) && !isLoopbackOrigin(settings.SITE_URL!);
}

/** Demo payments in a deployment: anyone would "pay" with the test card 4242… and get real servers. */
export function demoPaymentsStartProblem(settings: StartSettings): string | null {
  const provider = providerIdOf(settings);
  if (provider === "stripe" && (!settings.STRIPE_SECRET_KEY || !settings.STRIPE_WEBHOOK_SECRET)) {
    return "Payments through Stripe need both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (docs/deploy.md).";
  }
  if (!isDeployment(settings) || provider !== "demo" || settings.ALLOW_DEMO_PAYMENTS === "1") return null;
  return [
    `SITE_URL is ${settings.SITE_URL}, a public address, but no payment provider is configured: checkout would use the demo provider,`,
    "where the test card 4242 4242 4242 4242 pays for real orders. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET",
    "(docs/deploy.md), or, for a throw-away demo where nothing is really sold, set ALLOW_DEMO_PAYMENTS=1.",
  ].join("\n");
}

/** Generated credential keys in a deployment: one machine's file, lost with it, unknown to the others. */
export function credentialKeysStartProblem(settings: StartSettings): string | null {
  if (!isDeployment(settings) || settings.CREDENTIAL_KEYS) return null;
  return [
    `SITE_URL is ${settings.SITE_URL}, a public address, but CREDENTIAL_KEYS is unset: delivered access data would be encrypted`,
    "with a key generated on this machine, which a lost disk or a second instance would not have. Set CREDENTIAL_KEYS=1:<key>,",
    "a base64 key of 32 random bytes, kept apart from the database's backups, e.g. from",
    `node -e "console.log('1:' + require('crypto').randomBytes(32).toString('base64'))"`,
    "(a demo key already in use: npm run credentials:rekey moves its records to the configured key; docs/deploy.md).",
  ].join("\n");
}

/** The test-only fingerprint of whole tables, and the movable clock of holds and payments, must never be on in a deployment. */
export function testApiStartProblem(settings: StartSettings): string | null {
  if (!isDeployment(settings)) return null;
  const set = [settings.TEST_DATABASE_FINGERPRINT_API === "1" ? "TEST_DATABASE_FINGERPRINT_API=1" : null, settings.TEST_CLOCK_FILE ? "TEST_CLOCK_FILE" : null].filter(Boolean);
  if (!set.length) return null;
  return `SITE_URL is ${settings.SITE_URL}, a public address, but ${set.join(" and ")} ${set.length > 1 ? "are" : "is"} set: for the test runner only. Unset ${set.length > 1 ? "them" : "it"}.`;
}

/** Every reason not to start, empty when none. */
export function startProblems(settings: StartSettings): string[] {
  return [demoMailboxStartProblem(settings), demoPaymentsStartProblem(settings), credentialKeysStartProblem(settings), testApiStartProblem(settings)].filter((p): p is string => p !== null);
}

/** Throws "Refusing to start." with every problem, one paragraph each. */
export function assertStartable(settings: StartSettings): void {
  const problems = startProblems(settings);
  if (problems.length) throw new Error(`Refusing to start.\n${problems.join("\n\n")}`);
}
