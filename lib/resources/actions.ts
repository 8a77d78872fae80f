import type { ResourceStatus } from "./status-names";

/**
 * What a buyer can ask of a delivered resource (spec section 4: resume, stop, reboot, suspend, open
 * panel) and from which statuses, in one table. Each action is a request the supplier sees and
 * confirms (or rejects with a reason); meanwhile the resource is `processing`. Confirmed, it moves to
 * `confirmedTo`; rejected, back to where it was. "Open panel" is no request: the delivered access's
 * panel link opens in a new tab. Not server-only: the buyer's page offers only what is allowed.
 */
export const RESOURCE_ACTIONS = ["reboot", "stop", "suspend", "resume"] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];

export const ACTION_RULES: Readonly<Record<ResourceAction, { from: readonly ResourceStatus[]; confirmedTo: ResourceStatus }>> = {
  reboot: { from: ["delivered"], confirmedTo: "delivered" },
  stop: { from: ["delivered"], confirmedTo: "suspended" },
  suspend: { from: ["delivered"], confirmedTo: "suspended" },
  resume: { from: ["suspended"], confirmedTo: "delivered" },
};

/** The actions a resource in `status` allows (none while a request is open: it is processing then). */
export const allowedActions = (status: string): ResourceAction[] => RESOURCE_ACTIONS.filter((a) => (ACTION_RULES[a].from as readonly string[]).includes(status));

export const isResourceAction = (value: unknown): value is ResourceAction => typeof value === "string" && (RESOURCE_ACTIONS as readonly string[]).includes(value);
