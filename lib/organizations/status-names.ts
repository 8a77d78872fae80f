/**
 * Organisation statuses (spec section 4; docs/organizations.md); ./status.ts moves them. Not
 * server-only: the business account and staff pages name them from here.
 * - new: registered, not yet sent for verification (the default, and the fallback for an unknown value).
 * - approving: sent for verification; staff decide.
 * - approved: verified; its members may use the supplier interface and its offers are listed.
 * - changed: waits for the supplier to submit again: staff asked for changes, or the owner edited
 *   an approved organisation's details (which staff must verify again). An organisation approved
 *   before keeps selling meanwhile; one never approved cannot.
 * - blocked: staff blocked it; its offers are suspended (out of the catalogue) until unblocked.
 */
export const ORGANIZATION_STATUSES = ["new", "approving", "approved", "changed", "blocked"] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

/** The spec's fallback: an unknown stored value reads as `new`. */
export function organizationStatus(value: unknown): OrganizationStatus {
  return (ORGANIZATION_STATUSES as readonly unknown[]).includes(value) ? (value as OrganizationStatus) : "new";
}

/** Statuses in which the supplier may edit the organisation and its documents and send it (again). */
export const EDITABLE_STATUSES: readonly OrganizationStatus[] = ["new", "changed", "approved"];

/** Statuses from which the organisation may be sent for verification. */
export const SUBMITTABLE_STATUSES: readonly OrganizationStatus[] = ["new", "changed"];
