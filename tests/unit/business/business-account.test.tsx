/**
 * @jest-environment jsdom
 */
import type { ReactNode } from "react";
import { act, fireEvent, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { apiRequest } from "@/components/api/client";
import { BusinessAccount } from "@/components/business/business-account";
import type { Organization } from "@/components/business/types";
import { fail, fakeApi, ok, organization, renderBusiness } from "./render";

jest.mock("@/components/api/client", () => ({ apiFetch: jest.fn(), apiRequest: jest.fn() }));
jest.mock("@/components/i18n/navigation", () => ({
  // jsdom cannot navigate: the link runs its own click handler and goes nowhere.
  Link: ({ href, children, onClick, ...rest }: { href: string; children: ReactNode; onClick?: (e: React.MouseEvent) => void }) => (
    <a
      href={href}
      {...rest}
      onClick={(e) => {
        onClick?.(e);
        e.preventDefault();
      }}
    >
      {children}
    </a>
  ),
}));
const request = jest.mocked(apiRequest);

const emptyDocuments = ok({ items: [], total: 0, page: 1, size: 10, pages: 1 });
const oneDocument = ok({
  items: [{ uid: "d1", name: "register.pdf", content_type: "application/pdf", size: 2048, created_at: "2026-03-02T09:00:00.000Z", uploaded_by: "anna@nordlight.example" }],
  total: 1,
  page: 1,
  size: 10,
  pages: 1,
});

function serve(org: Organization | null, extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    "GET /api/organizations/my": org ? ok(org) : fail(404, { detail: { msg: "Not found", code: "not_found" } }),
    "GET /api/organizations/invitations": ok({ items: [] }),
    "GET /api/documents": org && org.documents_count ? oneDocument : emptyDocuments,
    ...extra,
  });
  request.mockImplementation(api.impl);
  return api;
}

const stepList = () => screen.getByRole("list", { name: "Registration progress" });
const currentStepLabel = () => within(stepList()).getAllByRole("listitem").find((li) => li.getAttribute("aria-current") === "step")?.textContent;

beforeEach(() => {
  request.mockReset();
  localStorage.clear();
});

describe("/business-account", () => {
  it("without a business account: the five steps, at company information, with the registration form", async () => {
    const api = serve(null);
    renderBusiness(<BusinessAccount />);
    expect(await screen.findByRole("heading", { name: "Step 1 of 5: Company information" })).toBeTruthy();
    const items = within(stepList()).getAllByRole("listitem");
    expect(stepList().tagName).toBe("OL");
    expect(items.map((li) => li.textContent?.replace(/^\d/, ""))).toEqual(["Company information", "Upload documents", "Start verification", "Verification in process", "Approved"]);
    expect(currentStepLabel()).toContain("Company information");
    expect(screen.getByRole("button", { name: "Create business account" })).toBeTruthy();
    expect(api.calls.map((c) => c.path)).toContain("/api/organizations/invitations");
  });

  it("shows pending invitations above the form; accepting one opens that business account", async () => {
    const joined = organization({ role: "viewer", permissions: ["organization.read", "members.read"], status: "approved", can_sell: true, approved_at: "2026-03-03T10:00:00.000Z" });
    let member = false;
    const api = serve(null, {
      "GET /api/organizations/my": () => (member ? ok(joined) : fail(404)),
      "GET /api/organizations/invitations": ok({ items: [{ uid: "inv1", organization: { uid: "org1", name: "Nordlight GmbH" }, role: "viewer", invited_by: "anna@nordlight.example", expires_at: "2026-04-01T10:00:00.000Z" }] }),
      "POST /api/organizations/invitations/inv1/accept": () => ((member = true), ok(joined)),
    });
    renderBusiness(<BusinessAccount />);
    const invitations = await screen.findByRole("region", { name: "Invitations" });
    expect(invitations.textContent).toContain("Nordlight GmbH invites you as Viewer");
    expect(invitations.compareDocumentPosition(screen.getByRole("button", { name: "Create business account" })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await act(async () => fireEvent.click(within(invitations).getByRole("button", { name: "Accept the invitation to Nordlight GmbH" })));
    expect(api.calls.some((c) => c.method === "POST" && c.path === "/api/organizations/invitations/inv1/accept")).toBe(true);
    expect(await screen.findByRole("heading", { name: "Step 5 of 5: Approved" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Invitations" })).toBeNull();
  });

  it("a new account opens at the step stored for it in this browser (ORGANISATION_REGISTRATION + uid)", async () => {
    localStorage.setItem("ORGANISATION_REGISTRATIONorg1", "2");
    serve(organization());
    renderBusiness(<BusinessAccount />);
    expect(await screen.findByRole("heading", { name: "Step 2 of 5: Upload documents" })).toBeTruthy();
    expect(currentStepLabel()).toContain("Upload documents");
    expect(screen.getByText("New")).toBeTruthy();
    expect(screen.getByLabelText("Choose files").getAttribute("accept")).toBe(".png,.jpg,.jpeg,.pdf");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: "Step 3 of 5: Start verification" })).toBeTruthy();
    expect(localStorage.getItem("ORGANISATION_REGISTRATIONorg1")).toBe("3");
  });

  it("changes asked by staff: step 1, with their comment shown first; sending answers the open request", async () => {
    localStorage.setItem("ORGANISATION_REGISTRATIONorg1", "3");
    const org = organization({
      status: "changed",
      documents_count: 1,
      open_requests: [
        { uid: "wf9", comment: "Please upload the trade register extract.", model_uid: "org1", model_namespace: "organization", parent_uid: "wf1", changed_attributes: {}, is_processed: false, assigned_to: "supplier", resolution: null, created_at: "2026-03-04T10:00:00.000Z", processed_at: null },
      ],
    });
    const api = serve(org, { "POST /api/workflow": ok({ uid: "wf10" }, 201) });
    renderBusiness(<BusinessAccount />);
    expect(await screen.findByRole("heading", { name: "Step 1 of 5: Company information" })).toBeTruthy();
    const requests = screen.getByRole("region", { name: "Staff asked for changes" });
    expect(requests.textContent).toContain("Please upload the trade register extract.");
    expect(screen.getByText("Changes requested")).toBeTruthy();

    // Nothing edited: on to the documents without a PATCH.
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save and continue" })));
    expect(await screen.findByRole("heading", { name: "Step 2 of 5: Upload documents" })).toBeTruthy();
    expect(api.calls.some((c) => c.method === "PATCH")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.change(await screen.findByLabelText(/Comment for the reviewer/), { target: { value: "Uploaded the extract." } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send for verification" })));
    expect(api.calls.find((c) => c.method === "POST" && c.path === "/api/workflow")?.body).toEqual({
      comment: "Uploaded the extract.",
      model_uid: "org1",
      model_namespace: "organization",
      parent_uid: "wf9",
    });
  });

  it("while staff verify it: step 4, whatever was stored", async () => {
    localStorage.setItem("ORGANISATION_REGISTRATIONorg1", "2");
    serve(organization({ status: "approving", documents_count: 1 }));
    renderBusiness(<BusinessAccount />);
    expect(await screen.findByRole("heading", { name: "Step 4 of 5: Verification in process" })).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Download register.pdf" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Delete/ })).toBeNull();
  });

  it("approved: step 5 with the way into the supplier interface, which sets is_supplier_interface", async () => {
    serve(organization({ status: "approved", can_sell: true, approved_at: "2026-03-03T10:00:00.000Z", documents_count: 1 }));
    renderBusiness(<BusinessAccount />);
    expect(await screen.findByRole("heading", { name: "Step 5 of 5: Approved" })).toBeTruthy();
    const link = screen.getByRole("link", { name: "Open the supplier interface" });
    expect(link.getAttribute("href")).toBe("/supplier");
    fireEvent.click(link);
    expect(localStorage.getItem("is_supplier_interface")).toBe("true");

    // Editing an approved account warns that it goes to verification again.
    fireEvent.click(screen.getByRole("button", { name: "Edit company information" }));
    expect(await screen.findByRole("heading", { name: "Step 1 of 5: Company information" })).toBeTruthy();
    expect(screen.getByText(/sends it for verification again/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("heading", { name: "Step 5 of 5: Approved" })).toBeTruthy();
  });

  it("blocked: says so with staff's reason, and nothing can be edited", async () => {
    serve(organization({ status: "blocked", processing_comment: "Documents did not match the register." }));
    renderBusiness(<BusinessAccount />);
    const blocked = await screen.findByRole("region", { name: "This business account is blocked" });
    expect(blocked.textContent).toContain("Documents did not match the register.");
    expect(screen.getByLabelText("Company name").matches(":disabled")).toBe(true);
    expect(screen.queryByRole("button", { name: /Save/ })).toBeNull();
  });

  it("a role without organization.update sees the form locked", async () => {
    serve(organization({ role: "manager", permissions: ["organization.read", "members.read", "offers.read", "offers.write", "delivery.read", "delivery.write"] }));
    renderBusiness(<BusinessAccount />);
    expect(await screen.findByText("Your role (Manager) cannot edit the company information.")).toBeTruthy();
    expect(screen.getByLabelText("Company name").matches(":disabled")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Your role (Manager) cannot see the documents.")).toBeTruthy();
  });

  const seriousViolations = async (container: HTMLElement) => {
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`);
  };

  it("has no serious or critical axe violations at each step (colour contrast is checked in the browser)", async () => {
    const states: [string, Organization | null, string | null, string][] = [
      ["registration with an invitation", null, null, "Step 1 of 5: Company information"],
      ["changes requested", organization({ status: "changed", documents_count: 1 }), null, "Step 1 of 5: Company information"],
      ["documents", organization({ documents_count: 1 }), "2", "Step 2 of 5: Upload documents"],
      ["start verification", organization({ documents_count: 1 }), "3", "Step 3 of 5: Start verification"],
      ["approved", organization({ status: "approved", can_sell: true, approved_at: "2026-03-03T10:00:00.000Z", documents_count: 1 }), null, "Step 5 of 5: Approved"],
    ];
    for (const [name, org, stored, heading] of states) {
      localStorage.clear();
      if (stored) localStorage.setItem("ORGANISATION_REGISTRATIONorg1", stored);
      serve(org, {
        "GET /api/organizations/invitations": ok({ items: [{ uid: "inv1", organization: { uid: "org2", name: "Skyline Ltd" }, role: "manager", invited_by: null, expires_at: "2026-04-01T10:00:00.000Z" }] }),
      });
      const { container, unmount } = renderBusiness(<BusinessAccount />);
      await screen.findByRole("heading", { name: heading });
      // What loads after the organisation: the invitations, or the documents table of steps 2 and 5.
      if (!org) await screen.findByRole("region", { name: "Invitations" });
      if (heading.includes("Upload documents") || heading.includes("Approved")) await screen.findByRole("table", { name: "Uploaded documents" });
      await act(async () => {});
      expect({ name, violations: await seriousViolations(container) }).toEqual({ name, violations: [] });
      unmount();
    }
    // Six full axe runs in jsdom: ~2 s alone, past jest's 5 s default when the machine is busy.
  }, 30_000);
});
