import { readFileSync } from "node:fs";
import path from "node:path";
import { can, OWNER_RULES, PERMISSIONS, permissionTableMarkdown, ROLES } from "@/lib/organizations/permissions";
import { ORGANIZATION_STATUSES, ORGANIZATION_TRANSITIONS } from "@/lib/organizations/status";

const doc = readFileSync(path.join(process.cwd(), "docs/organizations.md"), "utf8");

describe("the workspace permission table", () => {
  it("docs/organizations.md prints exactly the code's table and rules", () => {
    expect(doc).toContain(permissionTableMarkdown());
    for (const rule of OWNER_RULES) expect(doc).toContain(rule);
  });

  it("owners and admins may do everything, a viewer only reads, a manager works on offers and delivery", () => {
    expect(PERMISSIONS.owner.length).toBe(PERMISSIONS.admin.length);
    expect(PERMISSIONS.viewer.every((a) => a.endsWith(".read"))).toBe(true);
    expect(can("manager", "offers.write")).toBe(true);
    expect(can("manager", "earnings.read")).toBe(false);
    expect(can("manager", "documents.read")).toBe(false);
    expect(can("viewer", "members.invite")).toBe(false);
    expect(can("nobody", "organization.read")).toBe(false);
    expect(ROLES).toEqual(["owner", "admin", "manager", "viewer"]);
  });
});

describe("organisation statuses", () => {
  it("every status has its row in docs/organizations.md and every move lands on a known status", () => {
    for (const s of ORGANIZATION_STATUSES) {
      expect(doc).toMatch(new RegExp(`^\\| ${s} \\|`, "m"));
      for (const to of ORGANIZATION_TRANSITIONS[s]) expect(ORGANIZATION_STATUSES).toContain(to);
    }
    expect(ORGANIZATION_TRANSITIONS.blocked).toEqual(["approved", "new"]);
  });
});

describe("who may sell", () => {
  it("an unknown stored status reads as new; selling needs an approval once and no block", async () => {
    const { canSell, organizationStatus } = await import("@/lib/organizations/status");
    expect(organizationStatus("weird")).toBe("new");
    expect(organizationStatus("changed")).toBe("changed");
    const approvedAt = new Date();
    expect(canSell({ status: "approved", approvedAt })).toBe(true);
    expect(canSell({ status: "changed", approvedAt })).toBe(true);
    expect(canSell({ status: "approving", approvedAt: null })).toBe(false);
    expect(canSell({ status: "blocked", approvedAt })).toBe(false);
  });
});
