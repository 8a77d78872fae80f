import { ACTION_RULES, allowedActions, isResourceAction, RESOURCE_ACTIONS } from "@/lib/resources/actions";
import { RESOURCE_STATUSES } from "@/lib/resources/status-names";

jest.mock("server-only", () => ({}));

describe("the actions a buyer may ask for", () => {
  it("reboot, stop and suspend from delivered; resume from suspended; nothing from other statuses", () => {
    expect(allowedActions("delivered")).toEqual(["reboot", "stop", "suspend"]);
    expect(allowedActions("suspended")).toEqual(["resume"]);
    for (const status of RESOURCE_STATUSES.filter((s) => s !== "delivered" && s !== "suspended")) expect(allowedActions(status)).toEqual([]);
    expect(isResourceAction("reboot")).toBe(true);
    expect(isResourceAction("format")).toBe(false);
  });

  it("every move an action makes is in the status table: from → processing → confirmedTo, and back on a rejection", async () => {
    const { RESOURCE_TRANSITIONS } = await import("@/lib/resources/status");
    for (const action of RESOURCE_ACTIONS) {
      const { from, confirmedTo } = ACTION_RULES[action];
      for (const status of from) {
        expect(RESOURCE_TRANSITIONS[status]).toContain("processing");
        expect(RESOURCE_TRANSITIONS.processing).toContain(status);
      }
      expect(RESOURCE_TRANSITIONS.processing).toContain(confirmedTo);
    }
  });
});
