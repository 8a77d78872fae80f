/**
 * The business account API's answers (docs/organizations.md), typed by their schemas
 * (lib/organizations/api-views.ts). The statuses are listed again here because
 * lib/organizations/status.ts is server-only; the API judges every transition.
 */

export const ORGANIZATION_STATUSES = ["new", "approving", "approved", "changed", "blocked"] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

/** Statuses in which the details and documents may be edited (lib/organizations/status.ts EDITABLE_STATUSES). */
export const EDITABLE_STATUSES: readonly OrganizationStatus[] = ["new", "changed", "approved"];
/** Statuses from which the organisation can be sent for verification. */
export const SUBMITTABLE_STATUSES: readonly OrganizationStatus[] = ["new", "changed"];

export type { Invitation, Organization, OrganizationDocument, DocumentsPage, WorkflowItem } from "@/lib/organizations/api-views";
import type { Organization } from "@/lib/organizations/api-views";

/** What the caller's role allows, from the answer's `permissions` (the API checks again). */
export function allows(org: Pick<Organization, "permissions"> | null | undefined, action: string): boolean {
  return Boolean(org?.permissions?.includes(action));
}

/** Known status, or "new" (the spec's fallback for an unknown value). */
export function statusOf(value: unknown): OrganizationStatus {
  return (ORGANIZATION_STATUSES as readonly unknown[]).includes(value) ? (value as OrganizationStatus) : "new";
}
