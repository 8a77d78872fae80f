import { decisionAllowed, ORGANIZATION_STATUSES as CLIENT_STATUSES } from "@/components/staff/types";
import { ORGANIZATION_STATUSES, ORGANIZATION_TRANSITIONS } from "@/lib/organizations/status";

describe("the staff interface's statuses follow lib/organizations/status.ts", () => {
  it("lists the same statuses", () => {
    expect([...CLIENT_STATUSES]).toEqual([...ORGANIZATION_STATUSES]);
  });

  it.each(ORGANIZATION_STATUSES.map((s) => [s]))("%s: a decision is offered only where its transition exists", (status) => {
    const targets = ORGANIZATION_TRANSITIONS[status] as readonly string[];
    expect(decisionAllowed("block", status)).toBe(targets.includes("blocked"));
    expect(decisionAllowed("unblock", status)).toBe(status === "blocked" && targets.length > 0);
    // Approve and ask for changes are staff's answers to a request for verification.
    expect(decisionAllowed("approve", status)).toBe(status === "approving" && targets.includes("approved"));
    expect(decisionAllowed("request_changes", status)).toBe(status === "approving" && targets.includes("changed"));
  });
});
