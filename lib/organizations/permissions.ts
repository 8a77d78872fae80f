/**
 * Workspace roles and what each may do, in one table (CONVENTIONS 15). The lib functions check it
 * next to their queries, the route × role test derives its expectations from it, and
 * docs/organizations.md prints it (tests/unit/organizations/permissions.test.ts keeps them equal).
 * Not "server-only": the supplier interface hides what a role may not do (the server still checks).
 */
export const ROLES = ["owner", "admin", "manager", "viewer"] as const;
export type Role = (typeof ROLES)[number];

export const ACTIONS = {
  "organization.read": "See the organisation, its status and the supplier interface",
  "organization.update": "Edit the organisation's details",
  "organization.submit": "Send the organisation for verification",
  "documents.read": "List and download verification documents",
  "documents.write": "Upload and delete verification documents",
  "workflow.read": "See staff requests (open workflow actions)",
  "members.read": "See the workspace's members and invitations",
  "members.invite": "Invite members and revoke invitations",
  "members.manage": "Change members' roles and remove members",
  "offers.read": "See the organisation's offers",
  "offers.write": "Create, edit, import and hide offers",
  "delivery.read": "See resources to deliver",
  "delivery.write": "Deliver access and change resources",
  "delivery.access": "See the access data delivered to buyers",
  "earnings.read": "See earnings and payouts",
  "integrations.manage": "Manage API keys and webhooks",
} as const;
export type Action = keyof typeof ACTIONS;

const ALL = Object.keys(ACTIONS) as Action[];

export const PERMISSIONS: Readonly<Record<Role, readonly Action[]>> = {
  owner: ALL,
  admin: ALL,
  manager: ["organization.read", "members.read", "offers.read", "offers.write", "delivery.read", "delivery.write", "delivery.access"],
  viewer: ["organization.read", "members.read", "offers.read", "delivery.read"],
};

/** Rules beyond the table: only an owner grants, changes or removes the owner role; the last owner can neither leave nor be demoted. */
export const OWNER_RULES = [
  "Only an owner may make someone an owner, or change or remove another owner.",
  "The last owner can neither leave nor be demoted: make another member owner first.",
] as const;

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function can(role: string, action: Action): boolean {
  return isRole(role) && PERMISSIONS[role].includes(action);
}

/** The permission table as Markdown (docs/organizations.md). */
export function permissionTableMarkdown(): string {
  const head = `| Action | ${ROLES.join(" | ")} |\n|---|${ROLES.map(() => ":-:").join("|")}|`;
  const rows = (Object.keys(ACTIONS) as Action[]).map((a) => `| ${ACTIONS[a]} (\`${a}\`) | ${ROLES.map((r) => (can(r, a) ? "yes" : "—")).join(" | ")} |`);
  return [head, ...rows].join("\n");
}
