import { ACTIONS, OWNER_RULES, ROLES } from "@/lib/organizations/permissions";
import { ORGANIZATION_STATUSES, QUEUE_FILTERS } from "@/components/staff/types";
import { STATUS_LABELS } from "@/lib/organizations/texts";
import en from "@/messages/en/supplier.json";
import ru from "@/messages/ru/supplier.json";
import enStaff from "@/messages/en/staff.json";
import ruStaff from "@/messages/ru/staff.json";

function at(tree: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), tree);
}

describe("supplier and staff texts", () => {
  it("the English action texts are the permission table's own (docs and UI from one source)", () => {
    for (const [action, description] of Object.entries(ACTIONS)) expect({ action, text: at(en.supplier.actions, action) }).toEqual({ action, text: description });
    expect([en.supplier.members.ownerRules.grant, en.supplier.members.ownerRules.last]).toEqual([...OWNER_RULES]);
  });

  it.each([["en", en], ["ru", ru]] as const)("%s: every action, role and menu item has a text", (_locale, messages) => {
    for (const action of Object.keys(ACTIONS)) expect({ action, ok: typeof at(messages.supplier.actions, action) === "string" }).toEqual({ action, ok: true });
    for (const role of ROLES) expect(typeof at(messages.supplier.roles, role)).toBe("string");
  });

  it.each([["en", enStaff], ["ru", ruStaff]] as const)("%s: every status and queue filter has a label", (_locale, messages) => {
    for (const status of [...ORGANIZATION_STATUSES, ...QUEUE_FILTERS]) expect({ status, ok: typeof at(messages.staff.status, status) === "string" }).toEqual({ status, ok: true });
  });

  it("the staff area names statuses as the API's status_label does", () => {
    expect(ORGANIZATION_STATUSES.map((s) => enStaff.staff.status[s])).toEqual(ORGANIZATION_STATUSES.map((s) => STATUS_LABELS.en[s]));
    expect(ORGANIZATION_STATUSES.map((s) => ruStaff.staff.status[s])).toEqual(ORGANIZATION_STATUSES.map((s) => STATUS_LABELS.ru[s]));
  });

  it("keeps the texts the brief names", () => {
    expect(en.supplier.gate.text).toBe("The supplier interface is for members of an approved business account");
    expect(en.supplier.menu).toMatchObject({ overview: "Overview", offers: "Offers", delivery: "Delivery", earnings: "Earnings", integrations: "Integrations", members: "Workspace users" });
    expect(enStaff.staff.onlyStaff.title).toBe("For marketplace staff only");
  });
});
