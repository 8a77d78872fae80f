import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { organizationDocuments, organizations, statusChanges, users, workflowItems } from "@/lib/db/schema";
import type { Caller } from "@/lib/auth/caller";
import type { Locale } from "@/lib/i18n/routing";
import { requireStaff } from "./access";
import { organizationFields, workflowDto } from "./service";
import { orgText } from "./texts";

/**
 * What staff review (GET /api/staff/organizations/{uid}): the organisation's fields, documents,
 * workflow history and status history with who did what. Staff only, checked here again.
 */
export async function staffOrganization(staff: Caller, uid: string, locale: Locale) {
  requireStaff(staff, locale);
  const db = await getDb();
  const [org] = await db.select().from(organizations).where(eq(organizations.uid, uid)).limit(1);
  if (!org) throw notFound(orgText(locale, "organizationNotFound", { id: uid }));
  const [documents, workflow, history] = await Promise.all([
    db.select().from(organizationDocuments).where(eq(organizationDocuments.organizationId, org.id)).orderBy(desc(organizationDocuments.createdAt), desc(organizationDocuments.id)),
    db
      .select({ item: workflowItems, author: users.email })
      .from(workflowItems)
      .leftJoin(users, eq(users.id, workflowItems.createdBy))
      .where(eq(workflowItems.organizationId, org.id))
      .orderBy(desc(workflowItems.createdAt), desc(workflowItems.id)),
    db
      .select()
      .from(statusChanges)
      .where(and(eq(statusChanges.entity, "organization"), eq(statusChanges.entityId, org.id)))
      .orderBy(desc(statusChanges.createdAt), desc(statusChanges.id))
      .limit(100),
  ]);
  const actorUids = [...new Set(history.map((h) => h.actor).filter((a) => a.startsWith("user:")).map((a) => a.slice(5)))];
  const emails = new Map(actorUids.length ? (await db.select({ uid: users.uid, email: users.email }).from(users).where(inArray(users.uid, actorUids))).map((u) => [u.uid, u.email]) : []);
  return {
    ...organizationFields(org, locale),
    documents: documents.map((d) => ({ uid: d.uid, name: d.name, content_type: d.contentType, size: d.size, created_at: d.createdAt.toISOString() })),
    workflow: workflow.map((w) => ({ ...workflowDto(w.item), author_email: w.author })),
    history: history.map((h) => ({ from: h.fromStatus, to: h.toStatus, actor: h.actor.startsWith("user:") ? (emails.get(h.actor.slice(5)) ?? h.actor) : h.actor, reason: h.reason, created_at: h.createdAt.toISOString() })),
  };
}
