/**
 * Statuses of a buyer's request about a resource (./actions.ts: reboot, stop, suspend, resume);
 * ./action-status.ts moves them. Not server-only: pages may name them.
 * - open: asked by the buyer, waiting for the delivering organisation (at most one per resource).
 * - confirmed: the organisation did it; the resource moved to the action's status.
 * - rejected: the organisation refused with a reason; the resource went back to where it was.
 */
export const RESOURCE_ACTION_STATUSES = ["open", "confirmed", "rejected"] as const;
export type ResourceActionStatus = (typeof RESOURCE_ACTION_STATUSES)[number];

/** The statuses an answer moves a request to. */
export const RESOURCE_ACTION_ANSWERS = ["confirmed", "rejected"] as const satisfies readonly ResourceActionStatus[];
export type ResourceActionAnswer = (typeof RESOURCE_ACTION_ANSWERS)[number];
