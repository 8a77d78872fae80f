import { supplierMenu } from "@/components/supplier/menu";
import { grantableRoles, mayManageMember } from "@/components/supplier/roles";

const sections = (role: string) => supplierMenu(role).map((item) => item.section);

describe("the supplier menu per workspace role (lib/organizations/permissions.ts)", () => {
  it("owner and admin see every section", () => {
    for (const role of ["owner", "admin"]) expect(sections(role)).toEqual(["overview", "offers", "delivery", "support", "earnings", "integrations", "members"]);
  });
  it("a manager sees Offers and Delivery but not Earnings or Integrations", () => {
    expect(sections("manager")).toEqual(["overview", "offers", "delivery", "support", "members"]);
  });
  it("a viewer sees the same sections, read only", () => {
    expect(sections("viewer")).toEqual(["overview", "offers", "delivery", "support", "members"]);
  });
  it("an unknown role sees nothing", () => {
    expect(sections("guest")).toEqual([]);
  });
  it("links each section under /supplier", () => {
    expect(supplierMenu("owner").map((item) => item.href)).toEqual([
      "/supplier",
      "/supplier/offers",
      "/supplier/delivery",
      "/supplier/support",
      "/supplier/earnings",
      "/supplier/integrations",
      "/supplier/members",
    ]);
  });
});

describe("owner rules", () => {
  it("only an owner grants the owner role", () => {
    expect(grantableRoles("owner")).toEqual(["owner", "admin", "manager", "viewer"]);
    expect(grantableRoles("admin")).toEqual(["admin", "manager", "viewer"]);
  });
  it("only an owner changes or removes an owner", () => {
    expect(mayManageMember("admin", "owner")).toBe(false);
    expect(mayManageMember("owner", "owner")).toBe(true);
    expect(mayManageMember("admin", "manager")).toBe(true);
  });
});
