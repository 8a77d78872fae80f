import { z } from "zod";
import { ROLES } from "./permissions";
import { ORGANIZATION_STATUSES } from "./status-names";

/**
 * Answers of the business account API: the organisation, its members and invitations, workflow,
 * documents and the staff review (docs/organizations.md). The zod schemas are the contract: the
 * OpenAPI document is built from them, the browser reads their z.infer types and the API tests
 * parse every answer with them. No server import: components import this file.
 */

const page = { total: z.number().int(), page: z.number().int(), size: z.number().int(), pages: z.number().int() };
const message = { response_message: z.string().describe("What happened, in the answer language") };
/** Answers that are read alone and after a change: response_message says what the change did. */
const changed = { response_message: z.string().optional().describe("What happened, in the answer language (changes only)") };

export const organizationStatusDto = z.enum(ORGANIZATION_STATUSES);
const roleDto = z.enum(ROLES);

export const workflowItemDto = z.object({
  uid: z.string(),
  comment: z.string(),
  model_uid: z.string(),
  model_namespace: z.string(),
  parent_uid: z.string().nullable(),
  changed_attributes: z.record(z.string(), z.unknown()),
  is_processed: z.boolean(),
  assigned_to: z.string().describe("staff or supplier"),
  resolution: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
});
export type WorkflowItem = z.infer<typeof workflowItemDto>;

/** The organisation's own fields (spec section 3). */
export const organizationFieldsDto = z.object({
  uid: z.string(),
  name: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  company_number: z.string(),
  finance_identification_number: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  zip_code: z.string(),
  address: z.string(),
  email: z.string(),
  website: z.string(),
  phone_number: z.string().describe("E.164"),
  phone_region: z.string(),
  status: organizationStatusDto,
  status_label: z.string(),
  processing_comment: z.string(),
  approved_at: z.string().nullable(),
  can_sell: z.boolean(),
  slug: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const organizationDto = organizationFieldsDto.extend({
  role: roleDto.describe("The caller's role"),
  permissions: z.array(z.string()).describe("What the caller's role allows (lib/organizations/permissions.ts actions)"),
  documents_count: z.number().int(),
  open_requests: z.array(workflowItemDto),
});
export type Organization = z.infer<typeof organizationDto>;
/** GET /api/organizations/my; creation, edit and accepting an invitation add what happened. */
export const organizationAnswer = organizationDto.extend(changed);

export const memberDto = z.object({
  uid: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: roleDto,
  joined_at: z.string(),
  you: z.boolean(),
});
export type Member = z.infer<typeof memberDto>;
export const workspaceInvitationDto = z.object({ uid: z.string(), email: z.string(), role: roleDto, created_at: z.string(), expires_at: z.string() });
export type WorkspaceInvitation = z.infer<typeof workspaceInvitationDto>;
export const membersResponse = z.object({ role: roleDto, members: z.array(memberDto), invitations: z.array(workspaceInvitationDto) });
export type MembersAnswer = z.infer<typeof membersResponse>;
export const invitationCreatedResponse = workspaceInvitationDto.extend(message);
export const memberChangedResponse = z.object({ uid: z.string(), role: roleDto, ...message });
export const doneResponse = z.object(message);

export const myInvitationDto = z.object({
  uid: z.string(),
  organization: z.object({ uid: z.string(), name: z.string() }),
  role: roleDto,
  invited_by: z.string().nullable(),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof myInvitationDto>;
export const myInvitationsResponse = z.object({ items: z.array(myInvitationDto) });

export const workflowListResponse = z.object({ items: z.array(workflowItemDto), total: z.number().int() });
export const workflowCreatedResponse = workflowItemDto.extend(message);

export const documentDto = z.object({
  uid: z.string(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int().describe("Bytes"),
  created_at: z.string(),
  uploaded_by: z.string().nullable().describe("E-mail of the member who uploaded it"),
});
export type OrganizationDocument = z.infer<typeof documentDto>;
export const documentPageResponse = z.object({ items: z.array(documentDto), ...page });
export type DocumentsPage = z.infer<typeof documentPageResponse>;
export const documentUploadedResponse = documentDto.extend(message);
export const documentDeletedResponse = z.object({ uid: z.string(), ...message });

export const queueItemDto = z.object({
  uid: z.string(),
  name: z.string(),
  country: z.string(),
  status: organizationStatusDto,
  status_label: z.string(),
  documents_count: z.number().int(),
  updated_at: z.string(),
  submitted_at: z.string().nullable(),
});
export type QueueItem = z.infer<typeof queueItemDto>;
export const staffQueueResponse = z.object({ items: z.array(queueItemDto), ...page });
export type QueuePage = z.infer<typeof staffQueueResponse>;

export const staffDocumentDto = z.object({ uid: z.string(), name: z.string(), content_type: z.string(), size: z.number().int(), created_at: z.string() });
export const staffWorkflowItemDto = workflowItemDto.extend({ author_email: z.string().nullable() });
export const statusChangeDto = z.object({ from: z.string().nullable(), to: z.string(), actor: z.string(), reason: z.string(), created_at: z.string() });

export const staffOrganizationResponse = organizationFieldsDto.extend({
  documents: z.array(staffDocumentDto),
  workflow: z.array(staffWorkflowItemDto),
  history: z.array(statusChangeDto),
});
export type StaffOrganization = z.infer<typeof staffOrganizationResponse>;
/** GET /api/staff/organizations/{id}; the decision adds what happened. */
export const staffOrganizationAnswer = staffOrganizationResponse.extend(changed);
