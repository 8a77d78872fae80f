/**
 * Every kind of durable job (CONVENTIONS 20), named where it is enqueued; registry.ts maps each kind
 * to the code that runs it (and must name every kind here: typecheck refuses a missing one).
 */
export const JOB_KINDS = [
  /** The buyer's e-mail after payment. */
  "mail.order_paid",
  /** A staff decision on a business account, to its owners. */
  "mail.organization_decision",
  /** A workspace invitation. */
  "mail.workspace_invitation",
  /** Returns a capture no order can take (docs/buying-api.md, "Money that is never lost or kept twice"). */
  "payment.refund",
  /** Expires the provider session of a cancelled payment; a capture that beat it is settled. */
  "payment.expire_session",
  /** The 640 and 960 px copies of an offer image uploaded before they existed. */
  "offer_image.image16x9_copies",
] as const;

export type JobKind = (typeof JOB_KINDS)[number];

/** A job's payload: JSON, stored with the job. */
export type JobPayload = Record<string, unknown>;
