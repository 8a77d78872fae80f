import type { Role } from "@/lib/organizations/permissions";
import type { OrganizationStatus } from "@/lib/organizations/status-names";

/** GET /api/organizations/my (docs/organizations.md): the caller's business account and their role in it. */
export type MyOrganization = {
  uid: string;
  name: string;
  country: string;
  email: string;
  status: OrganizationStatus;
  status_label: string;
  processing_comment: string | null;
  approved_at: string | null;
  can_sell: boolean;
  role: Role;
  permissions: string[];
  documents_count: number;
};

export type Member = { uid: string; email: string; first_name: string; last_name: string; role: Role; joined_at: string; you: boolean };
export type Invitation = { uid: string; email: string; role: Role; created_at: string; expires_at: string };
export type MembersAnswer = { members: Member[]; invitations: Invitation[] };
