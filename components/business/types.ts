import { organizationStatus, type OrganizationStatus } from "@/lib/organizations/status-names";

/**
 * The business account API's answers (docs/organizations.md), typed by their schemas
 * (lib/organizations/api-views.ts). The statuses come from lib/organizations/status-names.ts; the
 * API judges every transition.
 */

export { EDITABLE_STATUSES, ORGANIZATION_STATUSES, SUBMITTABLE_STATUSES, type OrganizationStatus } from "@/lib/organizations/status-names";

export type { Invitation, Organization, OrganizationDocument, DocumentsPage, WorkflowItem } from "@/lib/organizations/api-views";
import type { Organization } from "@/lib/organizations/api-views";

/** What the caller's role allows, from the answer's `permissions` (the API checks again). */
export function allows(org: Pick<Organization, "permissions"> | null | undefined, action: string): boolean {
  return Boolean(org?.permissions?.includes(action));
}

/** Known status, or "new" (the spec's fallback for an unknown value). */
export function statusOf(value: unknown): OrganizationStatus {
  return organizationStatus(value);
}
