import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { organizationInvitations, organizationMembers, organizations, users } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/routing";
import { sendMail, type Mail } from "@/lib/mail/mailer";
import { organizationDecisionMail, workspaceInvitationMail, type OrganizationDecision } from "@/lib/mail/templates";
import { PRODUCT_NAME } from "@/lib/seo/metadata";

/** The organisation e-mails (jobs, CONVENTIONS 20), in each recipient's language; templates in lib/mail/templates.ts. */

async function send(mail: Mail) {
  const sent = await sendMail(mail);
  if (!sent) throw new Error("the SMTP server refused or was unreachable");
}

/** A staff decision, to every owner of the organisation. */
export async function mailOrganizationDecision(payload: Record<string, unknown>): Promise<void> {
  const db = await getDb();
  const action = String(payload.action) as OrganizationDecision;
  const comment = String(payload.comment ?? "");
  const [org] = await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.id, Number(payload.organizationId)));
  if (!org) return;
  const owners = await db
    .select({ email: users.email, locale: users.locale })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.organizationId, org.id), eq(organizationMembers.role, "owner")));
  for (const owner of owners) {
    const locale: Locale = owner.locale === "ru" ? "ru" : "en";
    await send(organizationDecisionMail(locale, owner.email, { action, name: org.name, comment }));
  }
}

/** A workspace invitation, in the inviting user's language (the invitee may have no account yet). */
export async function mailWorkspaceInvitation(payload: Record<string, unknown>): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ inv: organizationInvitations, name: organizations.name, by: users.email, locale: users.locale })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .leftJoin(users, eq(users.id, organizationInvitations.invitedBy))
    .where(eq(organizationInvitations.id, Number(payload.invitationId)));
  if (!row || row.inv.revokedAt || row.inv.acceptedAt) return;
  const [invitee] = await db.select({ locale: users.locale }).from(users).where(eq(users.email, row.inv.email));
  const locale: Locale = (invitee?.locale ?? row.locale) === "ru" ? "ru" : "en";
  await send(workspaceInvitationMail(locale, row.inv.email, { name: row.name, by: row.by ?? PRODUCT_NAME, role: row.inv.role }));
}
