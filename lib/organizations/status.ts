import "server-only";
import { and, eq } from "drizzle-orm";
import { moveOffers } from "@/lib/catalogue/offer-status";
import type { Db } from "@/lib/db/client";
import { offers, organizations } from "@/lib/db/schema";
import { assertTransition, recordStatusChange, type Actor, type Transitions } from "@/lib/status/record";
import { EDITABLE_STATUSES, ORGANIZATION_STATUSES, organizationStatus, SUBMITTABLE_STATUSES, type OrganizationStatus } from "./status-names";

/**
 * Organisation statuses and their transitions, in one place (CONVENTIONS 14; the names and their
 * meaning in ./status-names.ts; docs/organizations.md).
 */
export { EDITABLE_STATUSES, ORGANIZATION_STATUSES, organizationStatus, SUBMITTABLE_STATUSES, type OrganizationStatus };

export const ORGANIZATION_TRANSITIONS: Transitions<OrganizationStatus> = {
  new: ["approving", "blocked"],
  approving: ["approved", "changed", "blocked"],
  approved: ["changed", "blocked"],
  changed: ["approving", "blocked"],
  // Unblocking returns to approved (verified before) or new (never verified).
  blocked: ["approved", "new"],
};

/**
 * Listed in the catalogue and allowed to sell: verified once, and not blocked (the catalogue's SQL
 * form of the rule: lib/catalogue/listed-organizations.ts).
 */
export function canSell(org: { status: string; approvedAt: Date | null }): boolean {
  return org.approvedAt !== null && org.status !== "blocked";
}

type OrgRef = { id: number; status: string };

/** Records the registration of an organisation (null → new) in the status history. */
export async function recordOrganizationRegistered(db: Db, orgId: number, actor: Actor): Promise<void> {
  await recordStatusChange(db, "organization", orgId, null, "new", actor, "registered");
}

/**
 * Moves an organisation from its current status to `to`, only if nobody moved it meanwhile
 * (conditional update), and records who, when and why: the one writer of organizations.status after
 * registration. Blocking suspends its public offers; unblocking makes them public again (both
 * through lib/catalogue/offer-status.ts, recorded there). False when it was no longer in `org.status`.
 */
export async function moveOrganization(db: Db, org: OrgRef, to: OrganizationStatus, actor: Actor, reason: string, set: Partial<Omit<typeof organizations.$inferInsert, "status">> = {}): Promise<boolean> {
  const from = organizationStatus(org.status);
  assertTransition("organization", ORGANIZATION_TRANSITIONS, from, to);
  const moved = await db
    .update(organizations)
    .set({ ...set, status: to, updatedAt: new Date() })
    .where(and(eq(organizations.id, org.id), eq(organizations.status, org.status)))
    .returning({ id: organizations.id });
  if (!moved.length) return false;
  await recordStatusChange(db, "organization", org.id, from, to, actor, reason);
  if (to === "blocked" || from === "blocked") {
    const [offerFrom, offerTo] = to === "blocked" ? (["public", "suspended"] as const) : (["suspended", "public"] as const);
    const affected = await db
      .select({ id: offers.id, status: offers.status })
      .from(offers)
      .where(and(eq(offers.providerId, org.id), eq(offers.status, offerFrom)))
      .for("update");
    await moveOffers(db, affected, offerTo, actor, to === "blocked" ? "organisation blocked" : "organisation unblocked");
  }
  return true;
}
