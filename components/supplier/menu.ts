import { can, type Action } from "@/lib/organizations/permissions";
import { supplierPaths, type SupplierSection } from "./paths";

/**
 * The supplier menu (spec section 2, /supplier layout) and the permission each item needs
 * (lib/organizations/permissions.ts). Items the role may not use are not shown; their pages say so
 * too, and the API refuses them whatever the menu shows.
 */
export const SUPPLIER_MENU: readonly { section: SupplierSection; action: Action }[] = [
  { section: "overview", action: "organization.read" },
  { section: "offers", action: "offers.read" },
  { section: "delivery", action: "delivery.read" },
  { section: "support", action: "delivery.read" },
  { section: "earnings", action: "earnings.read" },
  { section: "integrations", action: "integrations.manage" },
  { section: "members", action: "members.read" },
];

export type SupplierMenuItem = { section: SupplierSection; href: string; action: Action };

/** The menu items `role` may use, in menu order. */
export function supplierMenu(role: string): SupplierMenuItem[] {
  return SUPPLIER_MENU.filter((item) => can(role, item.action)).map((item) => ({ ...item, href: supplierPaths[item.section] }));
}

/** The permission a section's page needs. */
export function sectionAction(section: SupplierSection): Action {
  return SUPPLIER_MENU.find((item) => item.section === section)!.action;
}
