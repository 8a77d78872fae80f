/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, within } from "@testing-library/react";
import { apiRequest } from "@/components/api/client";
import { OrganizationReview } from "@/components/staff/organization-review";
import { decisionAllowed, DECISIONS, type StaffOrganization } from "@/components/staff/types";
import { fail, fakeApi, ok, renderStaff } from "./render";

jest.mock("@/components/api/client", () => ({ apiRequest: jest.fn() }));
jest.mock("@/components/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const labels = { approving: "Verification in process", approved: "Approved", changed: "Changes requested", blocked: "Blocked", new: "New" } as const;

function organization(status: keyof typeof labels): StaffOrganization {
  return {
    uid: "org1",
    name: "Nordlight GmbH",
    first_name: "Anna",
    middle_name: "",
    last_name: "Berg",
    company_number: "HRB 12345",
    finance_identification_number: "DE123456789",
    country: "DE",
    state: "",
    city: "Berlin",
    zip_code: "10115",
    address: "Invalidenstraße 1",
    email: "office@nordlight.example",
    website: "https://nordlight.example",
    phone_number: "+49301234567",
    phone_region: "DE",
    status,
    status_label: labels[status],
    processing_comment: "",
    approved_at: null,
    can_sell: false,
    slug: "nordlight-gmbh",
    created_at: "2026-03-01T08:00:00.000Z",
    updated_at: "2026-03-01T09:10:00.000Z",
    documents: [
      { uid: "d1", name: "register.png", content_type: "image/png", size: 2048, created_at: "2026-03-01T09:00:00.000Z" },
      { uid: "d2", name: "statute.pdf", content_type: "application/pdf", size: 1536000, created_at: "2026-03-01T09:05:00.000Z" },
    ],
    workflow: [
      {
        uid: "w1",
        comment: "Please check our documents",
        model_uid: "org1",
        model_namespace: "organization",
        parent_uid: null,
        changed_attributes: {},
        assigned_to: "staff",
        is_processed: false,
        resolution: null,
        created_at: "2026-03-01T09:10:00.000Z",
        processed_at: null,
        author_email: "anna@nordlight.example",
      },
    ],
    history: [{ from: "new", to: "approving", actor: "anna@nordlight.example", reason: "Sent for verification", created_at: "2026-03-01T09:10:00.000Z" }],
  };
}

const buttonNames = { approve: "Approve", request_changes: "Ask for changes", block: "Block", unblock: "Unblock" } as const;

function setup(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
  renderStaff(<OrganizationReview uid="org1" />);
  return api;
}

beforeEach(() => jest.mocked(apiRequest).mockReset());

describe("decision buttons are enabled only where they apply", () => {
  it.each([
    ["approving", ["approve", "request_changes", "block"]],
    ["approved", ["block"]],
    ["changed", ["block"]],
    ["new", ["block"]],
    ["blocked", ["unblock"]],
  ] as const)("%s: %j", async (status, enabled) => {
    setup({ "GET /api/staff/organizations/org1": ok(organization(status)) });
    const panel = within(await screen.findByRole("region", { name: "Decision" }));
    for (const decision of DECISIONS) {
      const button = panel.getByRole("button", { name: buttonNames[decision] }) as HTMLButtonElement;
      expect({ decision, enabled: !button.disabled }).toEqual({ decision, enabled: (enabled as readonly string[]).includes(decision) });
      expect(decisionAllowed(decision, status)).toBe(!button.disabled);
    }
  });
});

it("shows every field, the documents inline with download links, and both histories", async () => {
  setup({ "GET /api/staff/organizations/org1": ok(organization("approving")) });
  expect(await screen.findByRole("heading", { level: 1, name: "Nordlight GmbH" })).toBeTruthy();
  const details = within(screen.getByRole("region", { name: "Company details" }));
  for (const text of ["Anna Berg", "HRB 12345", "DE123456789", "Germany", "Berlin", "10115", "Invalidenstraße 1", "+49301234567 (DE)"]) expect(details.getByText(text)).toBeTruthy();
  expect(details.getByRole("link", { name: "office@nordlight.example" }).getAttribute("href")).toBe("mailto:office@nordlight.example");

  const docs = within(screen.getByRole("region", { name: "Documents" }));
  expect(docs.getByRole("img", { name: "Preview of register.png" }).getAttribute("src")).toBe("/api/staff/documents/d1");
  // A PDF is not framed (the CSP frames nothing): it opens inline in a new tab.
  expect(docs.queryByTitle("Preview of statute.pdf")).toBeNull();
  expect(docs.getByRole("link", { name: /^Open in a new tab\s*: statute\.pdf$/ }).getAttribute("href")).toBe("/api/staff/documents/d2");
  expect(docs.getByRole("link", { name: /^Download\s*: statute\.pdf$/ }).getAttribute("href")).toBe("/api/staff/documents/d2?download=1");
  expect(docs.getByText("application/pdf, 1.5 MB, uploaded Mar 1, 2026")).toBeTruthy();

  const workflow = screen.getByRole("table", { name: "Verification requests, newest first" });
  expect(within(workflow).getByText("Please check our documents")).toBeTruthy();
  expect(within(workflow).getByText("Open")).toBeTruthy();
  const history = screen.getByRole("table", { name: "Status changes, newest first" });
  expect(within(history).getByText("New → Verification in process")).toBeTruthy();
  expect(within(history).getByText("Sent for verification")).toBeTruthy();
});

it("asks for changes only with a comment, then shows the new status", async () => {
  const api = setup({
    "GET /api/staff/organizations/org1": ok(organization("approving")),
    "POST /api/staff/organizations/org1/decision": ok({ ...organization("changed"), processing_comment: "Upload the register extract", response_message: "Decision saved" }),
  });
  fireEvent.click(await screen.findByRole("button", { name: "Ask for changes" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Ask Nordlight GmbH for changes" }));
  await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Ask for changes" })));
  expect(dialog.getByText("This field is required")).toBeTruthy();
  expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(0);

  fireEvent.change(dialog.getByLabelText(/Comment for the business account/), { target: { value: "Upload the register extract" } });
  await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Ask for changes" })));
  expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ action: "request_changes", comment: "Upload the register extract" });
  expect(await screen.findByText("Status: Changes requested")).toBeTruthy();
  expect(screen.queryByRole("dialog")).toBeNull();
  expect((screen.getByRole("button", { name: "Approve" }) as HTMLButtonElement).disabled).toBe(true);
  expect((screen.getByRole("button", { name: "Block" }) as HTMLButtonElement).disabled).toBe(false);
});

it("approves without a comment", async () => {
  const api = setup({
    "GET /api/staff/organizations/org1": ok(organization("approving")),
    "POST /api/staff/organizations/org1/decision": ok({ ...organization("approved"), can_sell: true, approved_at: "2026-03-03T10:00:00.000Z" }),
  });
  fireEvent.click(await screen.findByRole("button", { name: "Approve" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Approve Nordlight GmbH" }));
  expect(dialog.getByLabelText(/Comment for the business account \(optional\)/)).toBeTruthy();
  await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Approve" })));
  expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ action: "approve", comment: "" });
  expect(await screen.findByText("Status: Approved")).toBeTruthy();
});

it("blocking needs a comment too (an alert dialog)", async () => {
  setup({ "GET /api/staff/organizations/org1": ok(organization("approved")) });
  fireEvent.click(await screen.findByRole("button", { name: "Block" }));
  const dialog = within(await screen.findByRole("alertdialog", { name: "Block Nordlight GmbH" }));
  expect(dialog.getByLabelText(/Comment for the business account \(required\)/)).toBeTruthy();
  await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Block" })));
  expect(dialog.getByText("This field is required")).toBeTruthy();
});

it("shows a visitor without staff access the 'staff only' state", async () => {
  setup({ "GET /api/staff/organizations/org1": fail(403, { detail: { msg: "This is for marketplace staff only", code: "staff_only" } }) });
  expect(await screen.findByRole("heading", { name: "For marketplace staff only" })).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
});

it("shows an unknown organisation as not found", async () => {
  setup({ "GET /api/staff/organizations/org1": fail(404, { detail: { msg: "Organisation org1 was not found" } }) });
  expect(await screen.findByRole("heading", { level: 1, name: "Business account not found" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "Back to the queue" }).getAttribute("href")).toBe("/staff/organizations");
});
