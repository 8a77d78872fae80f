import "server-only";
import { and, eq, isNotNull, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { offers, organizations } from "@/lib/db/schema";
import { assertTransition, recordStatusChange, type Actor, type Transitions } from "@/lib/status/record";

/**
 * Organisation statuses and their transitions, in one place (CONVENTIONS 14; spec section 4;
 * docs/organizations.md).
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

export const ORGANIZATION_TRANSITIONS: Transitions<OrganizationStatus> = {
  new: ["approving", "blocked"],
  approving: ["approved", "changed", "blocked"],
  approved: ["changed", "blocked"],
  changed: ["approving", "blocked"],
  // Unblocking returns to approved (verified before) or new (never verified).
  blocked: ["approved", "new"],
};

/** The spec's fallback: an unknown stored value reads as `new`. */
export function organizationStatus(value: string): OrganizationStatus {
  return (ORGANIZATION_STATUSES as readonly string[]).includes(value) ? (value as OrganizationStatus) : "new";
}

/** Statuses in which the supplier may edit the organisation and its documents and send it (again). */
export const EDITABLE_STATUSES: readonly OrganizationStatus[] = ["new", "changed", "approved"];

/** Listed in the catalogue and allowed to sell: verified once, and not blocked. */
export function canSell(org: { status: string; approvedAt: Date | null }): boolean {
  return org.approvedAt !== null && org.status !== "blocked";
}

/** The same rule as SQL, for catalogue queries over organisations. */
export const listedOrganization: SQL = and(isNotNull(organizations.approvedAt), ne(organizations.status, "blocked"))!;

type OrgRef = { id: number; status: string };

/**
 * Moves an organisation from its current status to `to`, only if nobody moved it meanwhile
 * (conditional update), and records who, when and why. Blocking suspends its public offers;
 * unblocking makes them public again. False when it was no longer in `org.status`.
 */
export async function moveOrganization(db: Db, org: OrgRef, to: OrganizationStatus, actor: Actor, reason: string, set: Partial<typeof organizations.$inferInsert> = {}): Promise<boolean> {
  const from = organizationStatus(org.status);
  assertTransition("organization", ORGANIZATION_TRANSITIONS, from, to);
  const moved = await db
    .update(organizations)
    .set({ ...set, status: to, updatedAt: new Date() })
    .where(and(eq(organizations.id, org.id), eq(organizations.status, org.status)))
    .returning({ id: organizations.id });
  if (!moved.length) return false;
  await recordStatusChange(db, "organization", org.id, from, to, actor, reason);
  if (to === "blocked") {
    await db.update(offers).set({ status: "suspended", updatedAt: new Date() }).where(and(eq(offers.providerId, org.id), eq(offers.status, "public")));
  } else if (from === "blocked") {
    await db.update(offers).set({ status: sql`'public'::offer_status`, updatedAt: new Date() }).where(and(eq(offers.providerId, org.id), eq(offers.status, "suspended")));
  }
  return true;
}
