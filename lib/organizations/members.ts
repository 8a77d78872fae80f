import "server-only";
import { and, asc, count, desc, eq, gt, isNull } from "drizzle-orm";
import { ApiError, notFound } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { consumeRates, type RateLimit } from "@/lib/auth/rate-limit";
import { newUid } from "@/lib/auth/tokens";
import { getDb, type Db } from "@/lib/db/client";
import { notifications, organizationInvitations, organizationMembers, organizations, users } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/routing";
import { enqueueJob, kickJobs } from "@/lib/jobs/queue";
import { membershipOf, requireMembership, type Membership } from "./access";
import { can, type Role } from "./permissions";
import { canSell } from "./status";
import { orgText } from "./texts";

/**
 * Workspace users (spec section 6: "create a separate access"): the owner or an admin invites by
 * e-mail, the invitee signs in with that address and accepts. Roles follow permissions.ts; only an
 * owner touches the owner role, and the last owner can neither leave nor be demoted.
 */

export const INVITATION_DAYS = 14;
/** Members plus open invitations per workspace. */
export const MAX_WORKSPACE_SEATS = 50;

/**
 * Every invitation is an e-mail to an address the inviter chooses, so invitations are limited like
 * sign-in codes (lib/auth/rate-limit.ts): per workspace, so one organisation cannot mail many
 * people, and per recipient, so many workspaces cannot bury one person in invitations. Both are
 * checked together and spent only when both pass.
 */
export const INVITATION_LIMITS = {
  perOrganization: { bucket: "invite_org", limit: 20, windowS: 3600 },
  perRecipient: { bucket: "invite_email", limit: 3, windowS: 3600 },
} satisfies Record<string, RateLimit>;

const conflict = (code: string, msg: string) => new ApiError(409, code, { msg, code });
const forbidden = (msg: string) => new ApiError(403, "forbidden", { msg, code: "forbidden" });

async function ownerCount(db: Db, orgId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(organizationMembers).where(and(eq(organizationMembers.organizationId, orgId), eq(organizationMembers.role, "owner")));
  return n;
}

const openInvitation = (orgId: number) => and(eq(organizationInvitations.organizationId, orgId), isNull(organizationInvitations.acceptedAt), isNull(organizationInvitations.revokedAt), gt(organizationInvitations.expiresAt, new Date()));

/** GET /api/organizations/my/members. */
export async function listMembers(caller: Caller, locale: Locale) {
  const db = await getDb();
  const m = await requireMembership(caller, locale, "members.read", db);
  const [members, invitations] = await Promise.all([
    db
      .select({ uid: organizationMembers.uid, role: organizationMembers.role, joinedAt: organizationMembers.createdAt, userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(eq(organizationMembers.organizationId, m.org.id))
      .orderBy(asc(organizationMembers.createdAt), asc(organizationMembers.id)),
    can(m.role, "members.invite")
      ? db.select().from(organizationInvitations).where(openInvitation(m.org.id)).orderBy(desc(organizationInvitations.createdAt))
      : Promise.resolve([]),
  ]);
  return {
    role: m.role,
    members: members.map((x) => ({ uid: x.uid, email: x.email, first_name: x.firstName, last_name: x.lastName, role: x.role, joined_at: x.joinedAt.toISOString(), you: x.userId === caller.user.id })),
    invitations: invitations.map((i) => ({ uid: i.uid, email: i.email, role: i.role, created_at: i.createdAt.toISOString(), expires_at: i.expiresAt.toISOString() })),
  };
}

/**
 * POST /api/organizations/my/members: invites `email` with `role`; the invitee is told by
 * notification (if they have an account) and e-mail. Only an organisation that may sell (approved
 * by staff, not blocked: status.ts canSell) invites, 409 `organization_not_approved` otherwise, and
 * INVITATION_LIMITS answer 429 with Retry-After.
 */
export async function inviteMember(caller: Caller, input: { email: string; role: Role }, locale: Locale) {
  const db = await getDb();
  const member = await requireMembership(caller, locale, "members.invite", db);
  if (input.role === "owner" && member.role !== "owner") throw forbidden(orgText(locale, "ownerOnly"));
  // Only a business account staff have verified sends e-mail in its name to other people.
  if (!canSell(member.org)) throw conflict("organization_not_approved", orgText(locale, "inviteNeedsApproval"));
  const rate = await consumeRates([
    [INVITATION_LIMITS.perOrganization, String(member.org.id)],
    [INVITATION_LIMITS.perRecipient, input.email],
  ]);
  if (!rate.ok) {
    const minutes = String(Math.max(1, Math.ceil(rate.retryAfterS / 60)));
    const [code, key] = rate.rule === INVITATION_LIMITS.perOrganization ? (["rate_invitations", "tooManyInvitations"] as const) : (["rate_invitee", "tooManyInvitationsTo"] as const);
    throw new ApiError(429, code, { msg: orgText(locale, key, { minutes }), code }, { "Retry-After": String(rate.retryAfterS) });
  }
  const invitation = await db.transaction(async (tx) => {
    const m = await requireMembership(caller, locale, "members.invite", tx);
    if (input.role === "owner" && m.role !== "owner") throw forbidden(orgText(locale, "ownerOnly"));
    if (m.org.id !== member.org.id || !canSell(m.org)) throw conflict("organization_not_approved", orgText(locale, "inviteNeedsApproval"));
    // One invitation at a time per workspace: the organisation row is the lock.
    await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, m.org.id)).for("update");
    const [existing] = await tx
      .select({ id: organizationMembers.id })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(and(eq(organizationMembers.organizationId, m.org.id), eq(users.email, input.email)));
    if (existing) throw conflict("already_member", orgText(locale, "alreadyInWorkspace", { email: input.email }));
    const [pending] = await tx.select({ id: organizationInvitations.id }).from(organizationInvitations).where(and(openInvitation(m.org.id), eq(organizationInvitations.email, input.email)));
    if (pending) throw conflict("already_invited", orgText(locale, "alreadyInvited", { email: input.email }));
    const [[{ members }], [{ invites }]] = await Promise.all([
      tx.select({ members: count() }).from(organizationMembers).where(eq(organizationMembers.organizationId, m.org.id)),
      tx.select({ invites: count() }).from(organizationInvitations).where(openInvitation(m.org.id)),
    ]);
    if (members + invites >= MAX_WORKSPACE_SEATS) throw conflict("workspace_full", orgText(locale, "workspaceFull", { max: String(MAX_WORKSPACE_SEATS) }));
    const [row] = await tx
      .insert(organizationInvitations)
      .values({ uid: newUid(), organizationId: m.org.id, email: input.email, role: input.role, invitedBy: caller.user.id, expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000) })
      .returning();
    const [invitee] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (invitee) await tx.insert(notifications).values({ uid: newUid(), userId: invitee.id, kind: "workspace_invitation", params: { name: m.org.name, role: input.role } });
    await enqueueJob(tx, "mail.workspace_invitation", { invitationId: row.id });
    return row;
  });
  void kickJobs();
  return { uid: invitation.uid, email: invitation.email, role: invitation.role, created_at: invitation.createdAt.toISOString(), expires_at: invitation.expiresAt.toISOString() };
}

/** DELETE /api/organizations/my/invitations/{uid}. */
export async function revokeInvitation(caller: Caller, uid: string, locale: Locale): Promise<void> {
  const db = await getDb();
  const m = await requireMembership(caller, locale, "members.invite", db);
  const gone = await db
    .update(organizationInvitations)
    .set({ revokedAt: new Date() })
    .where(and(openInvitation(m.org.id), eq(organizationInvitations.uid, uid)))
    .returning({ id: organizationInvitations.id });
  if (!gone.length) throw notFound(orgText(locale, "invitationNotFound", { id: uid }));
}

async function memberOfOrg(db: Db, m: Membership, uid: string, locale: Locale) {
  const [row] = await db
    .select()
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, m.org.id), eq(organizationMembers.uid, uid)))
    .for("update");
  if (!row) throw notFound(orgText(locale, "memberNotFound", { id: uid }));
  return row;
}

/** PATCH /api/organizations/my/members/{uid}. */
export async function changeMemberRole(caller: Caller, uid: string, role: Role, locale: Locale) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const m = await requireMembership(caller, locale, "members.manage", tx);
    await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, m.org.id)).for("update");
    const target = await memberOfOrg(tx, m, uid, locale);
    if ((target.role === "owner" || role === "owner") && m.role !== "owner") throw forbidden(orgText(locale, "ownerOnly"));
    if (target.role === "owner" && role !== "owner" && (await ownerCount(tx, m.org.id)) <= 1) throw conflict("last_owner", orgText(locale, "lastOwner"));
    const [saved] = await tx.update(organizationMembers).set({ role }).where(eq(organizationMembers.id, target.id)).returning();
    return { uid: saved.uid, role: saved.role };
  });
}

/** DELETE /api/organizations/my/members/{uid}: removes a member, or the caller leaves (their own uid, any role). */
export async function removeMember(caller: Caller, uid: string, locale: Locale): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const m = await requireMembership(caller, locale, "organization.read", tx);
    await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, m.org.id)).for("update");
    const target = await memberOfOrg(tx, m, uid, locale);
    const leaving = target.id === m.memberId;
    if (!leaving && !can(m.role, "members.manage")) throw forbidden(orgText(locale, "forbidden"));
    if (!leaving && target.role === "owner" && m.role !== "owner") throw forbidden(orgText(locale, "ownerOnly"));
    if (target.role === "owner" && (await ownerCount(tx, m.org.id)) <= 1) throw conflict("last_owner", orgText(locale, "lastOwner"));
    await tx.delete(organizationMembers).where(eq(organizationMembers.id, target.id));
  });
}

/** GET /api/organizations/invitations: open invitations addressed to the caller's e-mail. */
export async function myInvitations(caller: Caller) {
  const db = await getDb();
  const rows = await db
    .select({ inv: organizationInvitations, orgUid: organizations.uid, orgName: organizations.name, by: users.email })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .leftJoin(users, eq(users.id, organizationInvitations.invitedBy))
    .where(and(eq(organizationInvitations.email, caller.user.email), isNull(organizationInvitations.acceptedAt), isNull(organizationInvitations.revokedAt), gt(organizationInvitations.expiresAt, new Date())))
    .orderBy(desc(organizationInvitations.createdAt));
  return {
    items: rows.map((r) => ({ uid: r.inv.uid, organization: { uid: r.orgUid, name: r.orgName }, role: r.inv.role, invited_by: r.by, expires_at: r.inv.expiresAt.toISOString() })),
  };
}

async function myOpenInvitation(db: Db, caller: Caller, uid: string, locale: Locale) {
  const [inv] = await db
    .select()
    .from(organizationInvitations)
    .where(and(eq(organizationInvitations.uid, uid), eq(organizationInvitations.email, caller.user.email), isNull(organizationInvitations.acceptedAt), isNull(organizationInvitations.revokedAt), gt(organizationInvitations.expiresAt, new Date())))
    .for("update");
  if (!inv) throw notFound(orgText(locale, "invitationNotFound", { id: uid }));
  return inv;
}

/** POST /api/organizations/invitations/{uid}/accept: the caller joins (one organisation per user). */
export async function acceptInvitation(caller: Caller, uid: string, locale: Locale): Promise<string> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const inv = await myOpenInvitation(tx, caller, uid, locale);
    if (await membershipOf(tx, caller.user.id)) throw conflict("already_member", orgText(locale, "alreadyMember"));
    const added = await tx
      .insert(organizationMembers)
      .values({ uid: newUid(), organizationId: inv.organizationId, userId: caller.user.id, role: inv.role })
      .onConflictDoNothing()
      .returning({ id: organizationMembers.id });
    if (!added.length) throw conflict("already_member", orgText(locale, "alreadyMember"));
    await tx.update(organizationInvitations).set({ acceptedAt: new Date() }).where(eq(organizationInvitations.id, inv.id));
    const [org] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, inv.organizationId));
    return org.name;
  });
}

/** DELETE /api/organizations/invitations/{uid}: the invitee declines. */
export async function declineInvitation(caller: Caller, uid: string, locale: Locale): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const inv = await myOpenInvitation(tx, caller, uid, locale);
    await tx.update(organizationInvitations).set({ revokedAt: new Date() }).where(eq(organizationInvitations.id, inv.id));
  });
}
