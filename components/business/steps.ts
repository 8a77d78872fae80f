import type { OrganizationStatus } from "./types";

/**
 * The registration flow of spec section 4: company information, documents, start verification,
 * verification in process, approved. Steps are numbered 1–5 as the spec's stored step is (default 1).
 */
export const BUSINESS_STEPS = ["company", "documents", "verification", "inProcess", "approved"] as const;
export type BusinessStepId = (typeof BUSINESS_STEPS)[number];
export type StepNumber = 1 | 2 | 3 | 4 | 5;

/** Spec section 9 browser storage key prefix; the organisation's uid follows it directly. */
export const REGISTRATION_KEY_PREFIX = "ORGANISATION_REGISTRATION";

export function registrationKey(uid: string): string {
  return `${REGISTRATION_KEY_PREFIX}${uid}`;
}

/** The step kept for the organisation in this browser, or null (none, unreadable, storage disabled). */
export function readStoredStep(uid: string): number | null {
  try {
    const raw = window.localStorage.getItem(registrationKey(uid));
    const n = raw === null ? NaN : Number(JSON.parse(raw));
    return Number.isInteger(n) ? n : null;
  } catch {
    return null;
  }
}

export function storeStep(uid: string, step: StepNumber): void {
  try {
    window.localStorage.setItem(registrationKey(uid), String(step));
  } catch {
    // Storage can be disabled (private mode): the step then follows the status alone.
  }
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * The step to show: the server's status always wins over the stored step. Approving → 4, approved →
 * 5, changed (staff asked for changes, or an approved account was edited) → 1; new and blocked → the
 * stored step within 1–3 (default 1). No business account yet → 1 (the registration form).
 */
export function chooseStep(status: OrganizationStatus | null, stored: number | null): StepNumber {
  switch (status) {
    case null:
      return 1;
    case "approving":
      return 4;
    case "approved":
      return 5;
    case "changed":
      return 1;
    default:
      return clamp(stored !== null && Number.isInteger(stored) ? stored : 1, 1, 3) as StepNumber;
  }
}

/**
 * The step chosen by the user in this visit holds only while the status it was chosen under lasts:
 * once the server reports another status, the status decides again.
 */
export type StepChoice = { status: OrganizationStatus; step: StepNumber } | null;

export function currentStep(status: OrganizationStatus | null, stored: number | null, choice: StepChoice): StepNumber {
  if (status !== null && choice && choice.status === status) return choice.step;
  return chooseStep(status, stored);
}
