import "server-only";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { ApiError, notFound } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { newUid } from "@/lib/auth/tokens";
import { getDb, type Db } from "@/lib/db/client";
import { notifications, organizationDocuments, organizationMembers, organizations, workflowItems } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/routing";
import { enqueueJob, kickJobs } from "@/lib/jobs/queue";
import { toE164 } from "@/lib/profiles/phone";
import { membershipOf, requireMembership, requireStaff, type Membership, type OrganizationRow } from "./access";
import { expireOrganizationPages } from "./cache";
import { PERMISSIONS, type Action } from "./permissions";
import { REQUIRED_FOR_VERIFICATION, type OrganizationInput, type OrganizationUpdate } from "./schema";
import { canSell, EDITABLE_STATUSES, moveOrganization, ORGANIZATION_STATUSES, organizationStatus, recordOrganizationRegistered, SUBMITTABLE_STATUSES, type OrganizationStatus } from "./status";
import { orgText, STATUS_LABELS, translateOrgIssues } from "./texts";

/**
 * Business accounts (spec sections 2–4, docs/organizations.md): registration, edits, sending for
 * verification through workflow items. Every function starts from the caller's own membership
 * (lib/organizations/access.ts), so another organisation's ids are never looked up at all.
 */

const conflict = (code: string, msg: string) => new ApiError(409, code, { msg, code });

export type WorkflowItemRow = typeof workflowItems.$inferSelect;

export function workflowDto(w: WorkflowItemRow) {
  return {
    uid: w.uid,
    comment: w.comment,
    model_uid: w.modelUid,
    model_namespace: w.modelNamespace,
    parent_uid: w.parentUid,
    changed_attributes: w.changedAttributes,
    is_processed: w.isProcessed,
    assigned_to: w.assignedTo,
    resolution: w.resolution,
    created_at: w.createdAt.toISOString(),
    processed_at: w.processedAt?.toISOString() ?? null,
  };
}

/** The organisation's fields as the API answers them (spec section 3). */
export function organizationFields(org: OrganizationRow, locale: Locale) {
  const status = organizationStatus(org.status);
  return {
    uid: org.uid,
    name: org.name,
    first_name: org.firstName,
    middle_name: org.middleName,
    last_name: org.lastName,
    company_number: org.companyNumber,
    finance_identification_number: org.financeIdentificationNumber,
    country: org.country,
    state: org.state,
    city: org.city,
    zip_code: org.zipCode,
    address: org.address,
    email: org.email,
    website: org.website,
    phone_number: org.phoneNumber,
    phone_region: org.phoneRegion,
    status,
    status_label: STATUS_LABELS[locale][status],
    processing_comment: org.processingComment,
    approved_at: org.approvedAt?.toISOString() ?? null,
    can_sell: canSell(org),
    slug: org.slug,
    created_at: org.createdAt.toISOString(),
    updated_at: org.updatedAt.toISOString(),
  };
}

async function openSupplierRequests(db: Db, orgId: number): Promise<WorkflowItemRow[]> {
  return db
    .select()
    .from(workflowItems)
    .where(and(eq(workflowItems.organizationId, orgId), eq(workflowItems.isProcessed, false), eq(workflowItems.assignedTo, "supplier")))
    .orderBy(desc(workflowItems.createdAt), desc(workflowItems.id));
}

async function organizationView(db: Db, m: Membership, locale: Locale) {
  const [[{ n }], open] = await Promise.all([
    db.select({ n: count() }).from(organizationDocuments).where(eq(organizationDocuments.organizationId, m.org.id)),
    openSupplierRequests(db, m.org.id),
  ]);
  return {
    ...organizationFields(m.org, locale),
    role: m.role,
    permissions: PERMISSIONS[m.role] as readonly Action[],
    documents_count: n,
    open_requests: open.map(workflowDto),
  };
}
export type OrganizationView = Awaited<ReturnType<typeof organizationView>>;

/** GET /api/organizations/my. */
export async function myOrganization(caller: Caller, locale: Locale) {
  const db = await getDb();
  const m = await requireMembership(caller, locale, "organization.read", db);
  return organizationView(db, m, locale);
}

function columnsOf(input: OrganizationUpdate): Partial<typeof organizations.$inferInsert> {
  const set: Partial<typeof organizations.$inferInsert> = {};
  const map: Record<string, keyof typeof organizations.$inferInsert> = {
    name: "name",
    first_name: "firstName",
    middle_name: "middleName",
    last_name: "lastName",
    company_number: "companyNumber",
    finance_identification_number: "financeIdentificationNumber",
    country: "country",
    state: "state",
    city: "city",
    zip_code: "zipCode",
    address: "address",
    email: "email",
    website: "website",
    phone_number: "phoneNumber",
    phone_region: "phoneRegion",
  };
  for (const [key, column] of Object.entries(map)) {
    const value = (input as Record<string, unknown>)[key];
    if (value !== undefined) (set as Record<string, unknown>)[column] = value ?? "";
  }
  return set;
}

/** A URL slug for a new organisation's public page: its name, then a short random suffix (unique). */
function slugFor(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${base || "supplier"}-${newUid().slice(0, 6)}`;
}

/** POST /api/organizations: the caller registers a business account and becomes its owner. */
export async function createOrganization(caller: Caller, input: OrganizationInput, locale: Locale) {
  const db = await getDb();
  const phone = toE164(input.phone_number, input.phone_region) ?? input.phone_number;
  const created = await db.transaction(async (tx) => {
    // One organisation per user: the unique index on members.user_id settles a race.
    if (await membershipOf(tx, caller.user.id)) throw conflict("already_member", orgText(locale, "alreadyMember"));
    const [org] = await tx
      .insert(organizations)
      .values({ uid: newUid(), slug: slugFor(input.name), description: { en: "", ru: "" }, website: "", ...columnsOf(input), name: input.name, country: input.country, phoneNumber: phone, status: "new" })
      .returning();
    const inserted = await tx
      .insert(organizationMembers)
      .values({ uid: newUid(), organizationId: org.id, userId: caller.user.id, role: "owner" })
      .onConflictDoNothing()
      .returning({ id: organizationMembers.id, uid: organizationMembers.uid });
    if (!inserted.length) throw conflict("already_member", orgText(locale, "alreadyMember"));
    await recordOrganizationRegistered(tx, org.id, `user:${caller.user.uid}`);
    return { org, memberId: inserted[0].id, memberUid: inserted[0].uid, role: "owner" as const };
  });
  return organizationView(db, created, locale);
}

/**
 * PATCH /api/organizations/my. Allowed while new, changed or approved. An approved organisation's
 * edit moves it to `changed`: staff verify the new details once the owner sends them (it keeps
 * selling meanwhile, see status.ts). `needsVerification` tells the route which message to answer.
 */
export async function updateOrganization(caller: Caller, input: OrganizationUpdate, locale: Locale) {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const m = await requireMembership(caller, locale, "organization.update", tx);
    const [org] = await tx.select().from(organizations).where(eq(organizations.id, m.org.id)).for("update");
    const status = organizationStatus(org.status);
    if (!EDITABLE_STATUSES.includes(status)) throw conflict("not_editable", orgText(locale, "notEditable", { status: STATUS_LABELS[locale][status] }));
    const set = columnsOf(input);
    const region = input.phone_region ?? org.phoneRegion;
    const phoneInput = input.phone_number ?? (input.phone_region ? org.phoneNumber : undefined);
    if (phoneInput !== undefined) {
      const e164 = toE164(phoneInput, region);
      if (!e164) {
        throw new ApiError(422, "validation_error", translateOrgIssues([{ loc: ["body", "phone_number"], msg: "errors.phone", type: "custom" }], locale, region));
      }
      set.phoneNumber = e164;
    }
    const changed = Object.entries(set).filter(([k, v]) => (org as Record<string, unknown>)[k] !== v);
    if (!changed.length) return { m: { ...m, org }, needsVerification: false };
    const [saved] = await tx
      .update(organizations)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(organizations.id, org.id))
      .returning();
    let needsVerification = false;
    if (status === "approved") {
      await moveOrganization(tx, saved, "changed", `user:${caller.user.uid}`, `details edited: ${changed.map(([k]) => k).join(", ")}`);
      needsVerification = true;
    }
    const [fresh] = await tx.select().from(organizations).where(eq(organizations.id, org.id));
    return { m: { ...m, org: fresh }, needsVerification };
  });
  if (result.m.org.approvedAt) expireOrganizationPages(result.m.org.slug);
  return { view: await organizationView(db, result.m, locale), needsVerification: result.needsVerification };
}

/**
 * POST /api/workflow (spec section 4): "send for verification". Needs the required fields and at
 * least one document; answers the open request named by `parent_uid` (or every open one); the new
 * item is assigned to staff and the organisation moves to approving.
 */
export async function submitForVerification(
  caller: Caller,
  input: { comment: string; model_uid: string; model_namespace: "organization"; parent_uid?: string | null; changed_attributes: Record<string, string> },
  locale: Locale,
) {
  const db = await getDb();
  const item = await db.transaction(async (tx) => {
    const m = await requireMembership(caller, locale, "organization.submit", tx);
    if (m.org.uid !== input.model_uid) throw notFound(orgText(locale, "organizationNotFound", { id: input.model_uid }));
    const [org] = await tx.select().from(organizations).where(eq(organizations.id, m.org.id)).for("update");
    const status = organizationStatus(org.status);
    if (!SUBMITTABLE_STATUSES.includes(status)) throw conflict("not_submittable", orgText(locale, "notSubmittable", { status: STATUS_LABELS[locale][status] }));
    const fieldOf: Record<string, keyof OrganizationRow> = { name: "name", first_name: "firstName", last_name: "lastName", company_number: "companyNumber", country: "country", city: "city", zip_code: "zipCode", address: "address", email: "email", phone_number: "phoneNumber", phone_region: "phoneRegion" };
    const missing = REQUIRED_FOR_VERIFICATION.filter((f) => !String(org[fieldOf[f]] ?? "").trim());
    if (missing.length) throw new ApiError(422, "incomplete", { msg: orgText(locale, "missingFields", { fields: missing.join(", ") }), code: "incomplete", fields: missing });
    const [{ n }] = await tx.select({ n: count() }).from(organizationDocuments).where(eq(organizationDocuments.organizationId, org.id));
    if (n === 0) throw new ApiError(422, "documents_missing", { msg: orgText(locale, "missingDocuments"), code: "documents_missing" });
    const open = await openSupplierRequests(tx, org.id);
    if (input.parent_uid && !open.some((w) => w.uid === input.parent_uid)) throw notFound(orgText(locale, "workflowNotFound", { id: input.parent_uid }));
    if (open.length) {
      await tx
        .update(workflowItems)
        .set({ isProcessed: true, resolution: "resubmitted", processedBy: caller.user.id, processedAt: new Date() })
        .where(inArray(workflowItems.id, open.map((w) => w.id)));
    }
    const [created] = await tx
      .insert(workflowItems)
      .values({
        uid: newUid(),
        organizationId: org.id,
        modelNamespace: "organization",
        modelUid: org.uid,
        parentUid: input.parent_uid ?? open[0]?.uid ?? null,
        comment: input.comment,
        changedAttributes: { status: "approved", ...input.changed_attributes },
        assignedTo: "staff",
        createdBy: caller.user.id,
      })
      .returning();
    await moveOrganization(tx, org, "approving", `user:${caller.user.uid}`, input.comment || "sent for verification");
    return created;
  });
  return workflowDto(item);
}

/** GET /api/workflow: the caller's organisation's workflow items, filtered as spec section 7 lists. */
export async function listWorkflow(caller: Caller, locale: Locale, q: { model_uid?: string; model_namespace?: string; is_processed?: boolean; assigned_to?: string }) {
  const db = await getDb();
  const m = await requireMembership(caller, locale, "workflow.read", db);
  if (q.model_uid && q.model_uid !== m.org.uid) return { items: [], total: 0 };
  const where = [eq(workflowItems.organizationId, m.org.id)];
  if (q.model_namespace) where.push(eq(workflowItems.modelNamespace, q.model_namespace));
  if (q.is_processed !== undefined) where.push(eq(workflowItems.isProcessed, q.is_processed));
  if (q.assigned_to) where.push(eq(workflowItems.assignedTo, q.assigned_to));
  const rows = await db
    .select()
    .from(workflowItems)
    .where(and(...where))
    .orderBy(desc(workflowItems.createdAt), desc(workflowItems.id))
    .limit(200);
  return { items: rows.map(workflowDto), total: rows.length };
}

// ---------------------------------------------------------------- staff decisions

export const DECISION_MOVES: Record<"approve" | "request_changes" | "block" | "unblock", { from: readonly OrganizationStatus[] }> = {
  approve: { from: ["approving"] },
  request_changes: { from: ["approving"] },
  block: { from: ORGANIZATION_STATUSES.filter((s) => s !== "blocked") },
  unblock: { from: ["blocked"] },
};

/**
 * A staff decision on an organisation (POST /api/staff/organizations/{uid}/decision): moves its
 * status, processes the open request assigned to staff, adds a request assigned to the supplier when
 * staff ask for changes, and notifies and e-mails the owners (a job, in the same transaction).
 */
export async function decideOrganization(staff: Caller, uid: string, action: keyof typeof DECISION_MOVES, comment: string, locale: Locale) {
  requireStaff(staff, locale);
  const db = await getDb();
  const orgId = await db.transaction(async (tx) => {
    const [org] = await tx.select().from(organizations).where(eq(organizations.uid, uid)).for("update");
    if (!org) throw notFound(orgText(locale, "organizationNotFound", { id: uid }));
    const status = organizationStatus(org.status);
    if (!DECISION_MOVES[action].from.includes(status)) throw conflict("decision_not_allowed", orgText(locale, "decisionNotAllowed", { status: STATUS_LABELS[locale][status] }));
    const actor = `user:${staff.user.uid}`;
    const now = new Date();
    const to: OrganizationStatus = action === "approve" ? "approved" : action === "request_changes" ? "changed" : action === "block" ? "blocked" : org.approvedAt ? "approved" : "new";
    await moveOrganization(tx, org, to, actor, comment || action, { processingComment: comment, ...(action === "approve" && !org.approvedAt ? { approvedAt: now } : {}) });
    const openForStaff = await tx
      .select({ id: workflowItems.id, uid: workflowItems.uid })
      .from(workflowItems)
      .where(and(eq(workflowItems.organizationId, org.id), eq(workflowItems.isProcessed, false), eq(workflowItems.assignedTo, "staff")));
    if (openForStaff.length && action !== "unblock") {
      await tx
        .update(workflowItems)
        .set({ isProcessed: true, resolution: action, processedBy: staff.user.id, processedAt: now })
        .where(inArray(workflowItems.id, openForStaff.map((w) => w.id)));
    }
    if (action === "request_changes") {
      await tx.insert(workflowItems).values({
        uid: newUid(),
        organizationId: org.id,
        modelNamespace: "organization",
        modelUid: org.uid,
        parentUid: openForStaff[0]?.uid ?? null,
        comment,
        changedAttributes: {},
        assignedTo: "supplier",
        createdBy: staff.user.id,
      });
    }
    const owners = await tx
      .select({ userId: organizationMembers.userId })
      .from(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, org.id), eq(organizationMembers.role, "owner")));
    const kind = `organization_${action === "approve" ? "approved" : action === "request_changes" ? "changes_requested" : action === "block" ? "blocked" : "unblocked"}`;
    if (owners.length) await tx.insert(notifications).values(owners.map((o) => ({ uid: newUid(), userId: o.userId, kind, params: { name: org.name, comment } })));
    await enqueueJob(tx, "mail.organization_decision", { organizationId: org.id, action, comment });
    return org.id;
  });
  const [org] = await db.select().from(organizations).where(eq(organizations.id, orgId));
  if (action === "block" || action === "unblock" || action === "approve") expireOrganizationPages(org.slug, true);
  void kickJobs();
  return org;
}

/** The review queue: organisations in `status` (or all), the latest sent for verification first. */
export async function staffQueue(staff: Caller, locale: Locale, status: OrganizationStatus | "all", page: number, size: number) {
  requireStaff(staff, locale);
  const db = await getDb();
  const where = status === "all" ? undefined : eq(organizations.status, status);
  const [{ total }] = await db.select({ total: count() }).from(organizations).where(where);
  const docs = db
    .select({ orgId: organizationDocuments.organizationId, n: count().as("n") })
    .from(organizationDocuments)
    .groupBy(organizationDocuments.organizationId)
    .as("docs");
  const submitted = db
    .select({ orgId: workflowItems.organizationId, at: sql<Date>`max(${workflowItems.createdAt})`.as("at") })
    .from(workflowItems)
    .where(eq(workflowItems.assignedTo, "staff"))
    .groupBy(workflowItems.organizationId)
    .as("submitted");
  const rows = await db
    .select({ org: organizations, documents: docs.n, submittedAt: submitted.at })
    .from(organizations)
    .leftJoin(docs, eq(docs.orgId, organizations.id))
    .leftJoin(submitted, eq(submitted.orgId, organizations.id))
    .where(where)
    .orderBy(sql`${submitted.at} desc nulls last`, desc(organizations.updatedAt), desc(organizations.id))
    .limit(size)
    .offset((page - 1) * size);
  return {
    items: rows.map((r) => {
      const s = organizationStatus(r.org.status);
      return {
        uid: r.org.uid,
        name: r.org.name,
        country: r.org.country,
        status: s,
        status_label: STATUS_LABELS[locale][s],
        documents_count: Number(r.documents ?? 0),
        updated_at: r.org.updatedAt.toISOString(),
        submitted_at: r.submittedAt ? new Date(r.submittedAt).toISOString() : null,
      };
    }),
    total,
    page,
    size,
    pages: Math.max(1, Math.ceil(total / size)),
  };
}

