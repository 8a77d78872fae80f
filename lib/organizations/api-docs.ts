import { z } from "zod";
import type { RouteDoc } from "@/lib/api/route-doc";
import { permissionTableMarkdown } from "./permissions";
import {
  decisionSchema,
  inviteSchema,
  organizationCreateSchema,
  organizationUpdateSchema,
  roleChangeSchema,
  staffQueueQuery,
  uidPathParams,
  workflowCreateSchema,
  workflowQuery,
} from "./schema";
import {
  doneResponse,
  invitationCreatedResponse,
  memberChangedResponse,
  membersResponse,
  myInvitationsResponse,
  organizationAnswer,
  staffOrganizationAnswer,
  staffQueueResponse,
  workflowCreatedResponse,
  workflowListResponse,
} from "./api-views";

// Each answer's schema by its component name (one schema per name: the document registers components by identity).
const answers = {
  Invitation: invitationCreatedResponse,
  Member: memberChangedResponse,
  Members: membersResponse,
  MyInvitations: myInvitationsResponse,
  Organization: organizationAnswer,
  Removed: doneResponse,
  StaffOrganization: staffOrganizationAnswer,
  StaffQueue: staffQueueResponse,
  WorkflowItem: workflowCreatedResponse,
  WorkflowList: workflowListResponse,
} satisfies Record<string, z.ZodType>;
/** A JSON answer: its component name in the OpenAPI document and its schema (./api-views.ts), and what it is. */
const r = (name: keyof typeof answers, description: string) => ({ name, schema: answers[name], description });
const own = "Acts on the caller's own organisation; another organisation's id answers 404 exactly like an unknown id.";
const roles = `Workspace permissions (403 when the role may not):\n\n${permissionTableMarkdown()}`;
const staff = "Marketplace staff only (users granted with `npm run admin -- grant EMAIL`): others get 403.";

type Doc = Omit<RouteDoc, "tag"> & { tag?: RouteDoc["tag"] };
const member = (d: Doc): RouteDoc => ({ tag: "organizations", ...d }) as RouteDoc;

/** Business accounts, workflow, workspace members and the staff review (lib/organizations). */
export const organizationRoutes: RouteDoc[] = [
  member({ path: "/api/organizations", method: "post", operationId: "createOrganization", summary: "Register a business account", description: "The caller becomes its owner (one organisation per user: 409 otherwise). Status new.", body: organizationCreateSchema as unknown as z.ZodObject, status: 201, response: r("Organization", "The organisation"), errors: [401, 409, 422] }),
  member({ path: "/api/organizations/my", method: "get", operationId: "getMyOrganization", summary: "The caller's organisation", description: `With the caller's role and permissions and the open requests from staff; 404 without one. ${roles}`, response: r("Organization", "The organisation"), errors: [401, 404] }),
  member({ path: "/api/organizations/my", method: "patch", operationId: "updateMyOrganization", summary: "Edit the organisation", description: "While new, changed or approved (409 otherwise). An approved organisation's edit moves it to changed: send it for verification again.", body: organizationUpdateSchema, response: r("Organization", "The organisation"), errors: [401, 403, 404, 409, 422] }),
  member({ path: "/api/organizations/my/members", method: "get", operationId: "listMembers", summary: "Workspace members and open invitations", response: r("Members", "Members and invitations"), errors: [401, 403, 404] }),
  member({ path: "/api/organizations/my/members", method: "post", operationId: "inviteMember", summary: "Invite a person by e-mail with a role", description: "'create a separate access'. Only an owner invites owners. Only a business account approved by staff (and not blocked) invites: 409 organization_not_approved otherwise. At most 20 invitations per workspace and 3 per recipient e-mail an hour (then 429 with Retry-After).", body: inviteSchema, status: 201, response: r("Invitation", "The invitation"), errors: [401, 403, 404, 409, 422, 429] }),
  member({ path: "/api/organizations/my/members/{id}", method: "patch", operationId: "changeMemberRole", summary: "Change a member's role", description: `${own} Only an owner touches the owner role; the last owner cannot be demoted (409).`, params: uidPathParams, body: roleChangeSchema, response: r("Member", "The member"), errors: [401, 403, 404, 409, 422] }),
  member({ path: "/api/organizations/my/members/{id}", method: "delete", operationId: "removeMember", summary: "Remove a member, or leave (your own member id)", description: `${own} The last owner cannot leave (409).`, params: uidPathParams, response: r("Removed", "Done"), errors: [401, 403, 404, 409, 422] }),
  member({ path: "/api/organizations/my/invitations/{id}", method: "delete", operationId: "revokeInvitation", summary: "Revoke an open invitation", description: own, params: uidPathParams, response: r("Removed", "Done"), errors: [401, 403, 404, 422] }),
  member({ path: "/api/organizations/invitations", method: "get", operationId: "listMyInvitations", summary: "Open invitations addressed to the caller's e-mail", response: r("MyInvitations", "Invitations"), errors: [401] }),
  member({ path: "/api/organizations/invitations/{id}", method: "delete", operationId: "declineInvitation", summary: "Decline an invitation", params: uidPathParams, response: r("Removed", "Done"), errors: [401, 404, 422] }),
  member({ path: "/api/organizations/invitations/{id}/accept", method: "post", operationId: "acceptInvitation", summary: "Accept an invitation and join the workspace", description: "409 when the caller already belongs to an organisation.", params: uidPathParams, response: r("Organization", "The organisation joined"), errors: [401, 404, 409, 422] }),
  member({ path: "/api/workflow", method: "get", operationId: "listWorkflow", summary: "The organisation's workflow items", description: "Open actions: is_processed=false&assigned_to=supplier (spec section 4).", query: workflowQuery, response: r("WorkflowList", "Items"), errors: [401, 403, 404, 422] }),
  member({ path: "/api/workflow", method: "post", operationId: "createWorkflowItem", summary: "Send the organisation for verification", description: "Needs the required fields and at least one document (422); new or changed only (409). Moves it to approving.", body: workflowCreateSchema, status: 201, response: r("WorkflowItem", "The request"), errors: [401, 403, 404, 409, 422] }),
  member({ tag: "staff", path: "/api/staff/organizations", method: "get", operationId: "staffListOrganizations", summary: "The review queue", description: staff, query: staffQueueQuery, response: r("StaffQueue", "One page"), errors: [401, 403, 422] }),
  member({ tag: "staff", path: "/api/staff/organizations/{id}", method: "get", operationId: "staffGetOrganization", summary: "An organisation under review", description: `${staff} Fields, documents, workflow and status history.`, params: uidPathParams, response: r("StaffOrganization", "The organisation"), errors: [401, 403, 404, 422] }),
  member({ tag: "staff", path: "/api/staff/organizations/{id}/decision", method: "post", operationId: "staffDecide", summary: "Approve, ask for changes, block or unblock", description: `${staff} A comment is required to ask for changes or to block. The owners are notified and e-mailed.`, params: uidPathParams, body: decisionSchema as unknown as z.ZodObject, response: r("StaffOrganization", "The organisation"), errors: [401, 403, 404, 409, 422] }),
];
