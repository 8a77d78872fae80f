import "server-only";

/**
 * The code that runs each kind of durable job (kinds.ts), in one map: the runner (runner.ts) finds a
 * stored job's handler here. Handlers are loaded when a job
 * of their kind first runs (they reach the database, mail, payments), so loading the runner loads none
 * of the domains that enqueue jobs. Every handler must be idempotent: a job may run twice when its
 * process dies between the work and the `done` mark.
 */
import type { JobKind, JobPayload } from "./kinds";

export type JobHandler = (payload: JobPayload) => Promise<void>;

export const JOB_HANDLERS = {
  /** The buyer's e-mail after payment. */
  "mail.order_paid": async (payload) => (await import("./handlers")).sendOrderPaidMail(payload),
  /** A staff decision on a business account, to its owners. */
  "mail.organization_decision": async (payload) => (await import("@/lib/organizations/mail")).mailOrganizationDecision(payload),
  /** A workspace invitation. */
  "mail.workspace_invitation": async (payload) => (await import("@/lib/organizations/mail")).mailWorkspaceInvitation(payload),
  /** Returns a capture no order can take (docs/buying-api.md, "Money that is never lost or kept twice"). */
  "payment.refund": async (payload) => (await import("@/lib/payments/service")).refundPayment(Number(payload.paymentId)),
  /** Expires the provider session of a cancelled payment; a capture that beat it is settled. */
  "payment.expire_session": async (payload) => (await import("@/lib/payments/service")).expirePaymentSession(Number(payload.paymentId)),
  /** The 640 and 960 px copies of an offer image uploaded before they existed. */
  "offer_image.image16x9_copies": async (payload) => (await import("@/lib/supplier-offers/image-backfill")).runImageCopiesJob(payload),
} satisfies Record<JobKind, JobHandler>;

/** The handler of a stored job's kind; null for a kind this version does not know. */
export function jobHandler(kind: string): JobHandler | null {
  return Object.hasOwn(JOB_HANDLERS, kind) ? JOB_HANDLERS[kind as JobKind] : null;
}
