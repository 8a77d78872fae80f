import "server-only";
import { eq } from "drizzle-orm";
import { ApiError, notFound } from "@/lib/api/errors";
import type { Caller, StaffCaller } from "@/lib/auth/caller";
import { getDb, type Db } from "@/lib/db/client";
import { organizationMembers, organizations } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/routing";
import { can, type Action, type Role } from "./permissions";
import { canSell } from "./status";
import { orgText } from "./texts";

export type OrganizationRow = typeof organizations.$inferSelect;
export type Membership = { org: OrganizationRow; memberId: number; memberUid: string; role: Role };

/** The caller's organisation and role, or null (one organisation per user). */
export async function membershipOf(db: Db, userId: number): Promise<Membership | null> {
  const [row] = await db
    .select({ org: organizations, memberId: organizationMembers.id, memberUid: organizationMembers.uid, role: organizationMembers.role })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    .limit(1);
  return row ? { ...row, role: row.role as Role } : null;
}

/**
 * The caller's membership, allowed `action` by the permission table (CONVENTIONS 15): 404 without
 * an organisation, 403 when the role may not. Every organisation, document, workflow and member
 * operation starts here, so the table is checked next to the query.
 */
export async function requireMembership(caller: Caller, locale: Locale, action: Action, db?: Db): Promise<Membership> {
  const m = await membershipOf(db ?? (await getDb()), caller.user.id);
  if (!m) throw notFound(orgText(locale, "noOrganization"));
  if (!can(m.role, action)) throw new ApiError(403, "forbidden", { msg: orgText(locale, "forbidden"), code: "forbidden" });
  return m;
}

/** A member of an organisation that may sell (approved once, not blocked): the supplier interface's gate. */
export async function requireSupplier(caller: Caller, locale: Locale, action: Action): Promise<Membership> {
  const m = await requireMembership(caller, locale, action);
  if (!canSell(m.org)) throw new ApiError(403, "not_supplier", { msg: orgText(locale, "notSupplier"), code: "not_supplier" });
  return m;
}

/**
 * Marketplace staff only (users.is_staff, granted with `npm run admin -- grant EMAIL`): the staff
 * operations' access, and the check every staff lib function repeats next to its query.
 */
export function requireStaff(caller: Caller, locale: Locale): asserts caller is StaffCaller {
  if (!caller.user.isStaff) throw new ApiError(403, "staff_only", { msg: orgText(locale, "staffOnly"), code: "staff_only" });
}
