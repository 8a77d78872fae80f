import { ROLES, type Role } from "@/lib/organizations/permissions";

/** Roles `myRole` may give (invite with, or change to): the owner role only by an owner (OWNER_RULES). */
export function grantableRoles(myRole: Role): Role[] {
  return ROLES.filter((role) => role !== "owner" || myRole === "owner");
}

/** Whether `myRole`, allowed to manage members, may change or remove a member holding `theirRole`. */
export function mayManageMember(myRole: Role, theirRole: Role): boolean {
  return theirRole !== "owner" || myRole === "owner";
}
