/** User resource statuses (spec section 4); lib/resources/status.ts moves them. Not server-only: pages name them. */
export const RESOURCE_STATUSES = ["waiting", "requested", "processing", "delivered", "failed", "suspended", "deleted", "archived"] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];

/** Statuses a supplier delivers from (the open ones of the delivery queue). */
export const DELIVERABLE: readonly ResourceStatus[] = ["waiting", "requested", "processing"];
