import type { Organization } from "@/lib/organizations/api-views";

/** The workspace members answer (docs/organizations.md), typed by its schema (lib/organizations/api-views.ts). */
export type { Member, MembersAnswer, WorkspaceInvitation as Invitation } from "@/lib/organizations/api-views";

/** The part of GET /api/organizations/my the supplier area reads. */
export type MyOrganization = Pick<
  Organization,
  "uid" | "name" | "country" | "email" | "status" | "status_label" | "processing_comment" | "approved_at" | "can_sell" | "role" | "permissions" | "documents_count"
>;
