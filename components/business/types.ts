import type { Role } from "@/lib/organizations/permissions";
import { organizationStatus, type OrganizationStatus } from "@/lib/organizations/status-names";

/**
 * Shapes of the business account API (GET /api/organizations/my, /api/documents, /api/workflow,
 * /api/organizations/invitations; docs/organizations.md). The statuses come from
 * lib/organizations/status-names.ts; the API judges every transition.
 */

export { EDITABLE_STATUSES, ORGANIZATION_STATUSES, SUBMITTABLE_STATUSES, type OrganizationStatus } from "@/lib/organizations/status-names";

export type WorkflowItem = {
  uid: string;
  comment: string;
  model_uid: string;
  model_namespace: string;
  parent_uid: string | null;
  changed_attributes: Record<string, unknown> | null;
  is_processed: boolean;
  assigned_to: "staff" | "supplier";
  resolution: string | null;
  created_at: string;
  processed_at: string | null;
};

export type Organization = {
  uid: string;
  name: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  company_number: string;
  finance_identification_number: string | null;
  country: string;
  state: string | null;
  city: string;
  zip_code: string;
  address: string;
  email: string;
  website: string | null;
  /** E.164. */
  phone_number: string;
  phone_region: string;
  status: OrganizationStatus;
  status_label: string;
  processing_comment: string | null;
  approved_at: string | null;
  can_sell: boolean;
  created_at: string;
  updated_at: string;
  role: Role;
  permissions: string[];
  documents_count: number;
  open_requests: WorkflowItem[];
};

export type OrganizationDocument = { uid: string; name: string; content_type: string; size: number; created_at: string; uploaded_by: string | null };
export type DocumentsPage = { items: OrganizationDocument[]; total: number; page: number; size: number; pages: number };

export type Invitation = { uid: string; organization: { uid: string; name: string }; role: Role; invited_by: string | null; expires_at: string };

/** What the caller's role allows, from the answer's `permissions` (the API checks again). */
export function allows(org: Pick<Organization, "permissions"> | null | undefined, action: string): boolean {
  return Boolean(org?.permissions?.includes(action));
}

/** Known status, or "new" (the spec's fallback for an unknown value). */
export function statusOf(value: unknown): OrganizationStatus {
  return organizationStatus(value);
}
