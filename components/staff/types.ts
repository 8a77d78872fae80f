import { decisionSchema, type Decision } from "@/lib/organizations/schema";
import type { StaffOrganization } from "@/lib/organizations/api-views";

/**
 * Shapes of the staff review API (GET /api/staff/organizations, GET /api/staff/organizations/{uid},
 * POST …/decision; docs/organizations.md). The statuses come from lib/organizations/status-names.ts;
 * the API is the judge of every transition.
 */

export { ORGANIZATION_STATUSES, type OrganizationStatus } from "@/lib/organizations/status-names";

/** The queue's status filter: one status or all of them; "approving" (waiting for staff) by default. */
export const QUEUE_FILTERS = ["approving", "changed", "approved", "blocked", "new", "all"] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];
export const DEFAULT_QUEUE_FILTER: QueueFilter = "approving";

export function isQueueFilter(value: unknown): value is QueueFilter {
  return typeof value === "string" && (QUEUE_FILTERS as readonly string[]).includes(value);
}

/** The review API's answers, typed by their schemas (lib/organizations/api-views.ts). */
export type { QueueItem, QueuePage, StaffOrganization } from "@/lib/organizations/api-views";
export type StaffDocument = StaffOrganization["documents"][number];
export type WorkflowItem = StaffOrganization["workflow"][number];
export type StatusChange = StaffOrganization["history"][number];

export { DECISIONS, type Decision } from "@/lib/organizations/schema";

/**
 * Decisions whose comment the API requires (the owner is told why), read from the API's own schema
 * so the form and the route handler cannot disagree.
 */
export function commentRequired(decision: Decision): boolean {
  return !decisionSchema.safeParse({ action: decision, comment: "" }).success;
}

/**
 * Which decisions apply to an organisation in `status` (lib/organizations/status.ts transitions):
 * approve and request changes only while it waits for staff, block from anything but blocked,
 * unblock only when blocked. The buttons of the others are disabled.
 */
export function decisionAllowed(decision: Decision, status: string): boolean {
  switch (decision) {
    case "approve":
    case "request_changes":
      return status === "approving";
    case "block":
      return status !== "blocked";
    case "unblock":
      return status === "blocked";
  }
}
