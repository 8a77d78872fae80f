/** Support requests' statuses, sides, limits and input messages (lib/resources/support.ts); not server-only: the forms check the same. */
export const SUPPORT_STATUSES = ["open", "answered", "closed"] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export type SupportSide = "buyer" | "supplier";

export const SUPPORT_LIMITS = {
  subjectMin: 3,
  subjectMax: 150,
  messageMax: 4000,
  /** Open or answered requests per resource: a buyer closes one before opening more. */
  openPerResource: 3,
  messagesPerRequest: 200,
  /** Requests listed per resource, newest first. */
  listed: 50,
} as const;

export const SUPPORT_MSG = {
  subject: `Enter a subject of ${SUPPORT_LIMITS.subjectMin}–${SUPPORT_LIMITS.subjectMax} characters on one line`,
  message: `Write a message of 1–${SUPPORT_LIMITS.messageMax} characters`,
} as const;
