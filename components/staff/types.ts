import { decisionSchema, type Decision } from "@/lib/organizations/schema";

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

export type QueueItem = {
  uid: string;
  name: string;
  country: string;
  status: string;
  status_label: string;
  documents_count: number;
  updated_at: string;
  submitted_at: string | null;
};

export type QueuePage = { items: QueueItem[]; total: number; page: number; size: number; pages: number };

export type StaffDocument = { uid: string; name: string; content_type: string; size: number; created_at: string };

export type WorkflowItem = {
  uid: string;
  comment: string;
  assigned_to: string;
  is_processed: boolean;
  resolution: string | null;
  created_at: string;
  processed_at: string | null;
  author_email: string | null;
};

export type StatusChange = { from: string; to: string; actor: string; reason: string; created_at: string };

export type StaffOrganization = {
  uid: string;
  name: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  company_number: string;
  finance_identification_number: string;
  country: string;
  state: string;
  city: string;
  zip_code: string;
  address: string;
  email: string;
  website: string;
  phone_number: string;
  phone_region: string;
  status: string;
  status_label: string;
  processing_comment: string | null;
  approved_at: string | null;
  can_sell: boolean;
  documents_count?: number;
  documents: StaffDocument[];
  workflow: WorkflowItem[];
  history: StatusChange[];
};

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
