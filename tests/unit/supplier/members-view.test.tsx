/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiRequest } from "@/components/api/client";
import { MembersView } from "@/components/supplier/members-view";
import type { MembersAnswer } from "@/components/supplier/types";
import { ACTIONS, type Role } from "@/lib/organizations/permissions";
import { fakeApi, ok, renderInArea } from "./render";

jest.mock("@/components/api/client", () => ({ apiRequest: jest.fn() }));
jest.mock("@/components/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const answer = (myRole: Role): MembersAnswer => ({
  role: myRole,
  members: [
    { uid: "m1", email: "me@nordlight.example", first_name: "Mia", last_name: "Meyer", role: myRole, joined_at: "2026-01-10T09:00:00.000Z", you: true },
    { uid: "m2", email: "boss@nordlight.example", first_name: "Olaf", last_name: "Owner", role: "owner", joined_at: "2026-01-01T09:00:00.000Z", you: false },
    { uid: "m3", email: "max@nordlight.example", first_name: "", last_name: "", role: "manager", joined_at: "2026-02-01T09:00:00.000Z", you: false },
  ],
  invitations: [{ uid: "i1", email: "new@nordlight.example", role: "viewer", created_at: "2026-03-01T09:00:00.000Z", expires_at: "2026-03-08T09:00:00.000Z" }],
});

function setup(role: Role, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ "GET /api/organizations/my/members": ok(answer(role)), ...routes });
  jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
  renderInArea(<MembersView />, role);
  return api;
}

const membersTable = async () => within(await screen.findByRole("table", { name: "Members with their role and the date they joined" }));
const options = (select: HTMLElement) => within(select).getAllByRole("option").map((o) => o.textContent);

beforeEach(() => jest.mocked(apiRequest).mockReset());

it("a viewer sees members, invitations and the permission table, but no invite form and no controls", async () => {
  setup("viewer");
  const table = await membersTable();
  expect(screen.getByRole("heading", { level: 1, name: "Workspace users" })).toBeTruthy();
  expect(table.queryAllByRole("combobox")).toHaveLength(0);
  expect(table.queryByRole("button", { name: /^Remove/ })).toBeNull();
  expect(table.getByRole("button", { name: "Leave Nordlight GmbH" })).toBeTruthy();
  expect(screen.queryByRole("region", { name: "Create a separate access" })).toBeNull();
  expect(screen.queryByRole("button", { name: "Send invitation" })).toBeNull();
  const invitations = within(screen.getByRole("table", { name: "Invitations not accepted yet, with role and expiry" }));
  expect(invitations.getByText("new@nordlight.example")).toBeTruthy();
  expect(invitations.queryByRole("button", { name: /Revoke/ })).toBeNull();
  expect(screen.getByRole("table", { name: "Workspace permissions by role" })).toBeTruthy();
});

it("an owner changes roles (owner included), removes members and revokes invitations", async () => {
  const api = setup("owner", {
    "PATCH /api/organizations/my/members/m3": ok({ uid: "m3", role: "admin", response_message: "Role changed" }),
    "DELETE /api/organizations/my/members/m3": ok({ response_message: "Member removed" }),
    "DELETE /api/organizations/my/invitations/i1": ok({ response_message: "Invitation revoked" }),
  });
  const table = await membersTable();
  const role = table.getByRole("combobox", { name: "Role of max@nordlight.example" });
  expect(options(role)).toEqual(["Owner", "Administrator", "Manager", "Viewer"]);
  expect(table.getByRole("combobox", { name: "Role of boss@nordlight.example" })).toBeTruthy();

  await act(async () => fireEvent.change(role, { target: { value: "admin" } }));
  expect(api.calls.find((c) => c.method === "PATCH")).toEqual({ path: "/api/organizations/my/members/m3", method: "PATCH", body: { role: "admin" } });

  fireEvent.click(table.getByRole("button", { name: "Remove max@nordlight.example" }));
  const dialog = within(await screen.findByRole("alertdialog", { name: "Remove max@nordlight.example?" }));
  await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Remove" })));
  expect(api.calls.some((c) => c.method === "DELETE" && c.path === "/api/organizations/my/members/m3")).toBe(true);

  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Revoke the invitation of new@nordlight.example" })));
  expect(api.calls.some((c) => c.method === "DELETE" && c.path === "/api/organizations/my/invitations/i1")).toBe(true);
});

it("changing one's own role asks first", async () => {
  const api = setup("owner", { "PATCH /api/organizations/my/members/m1": ok({ uid: "m1", role: "admin" }), "GET /api/organizations/my": ok({}) });
  const table = await membersTable();
  fireEvent.change(table.getByRole("combobox", { name: "Role of me@nordlight.example" }), { target: { value: "admin" } });
  const dialog = within(await screen.findByRole("alertdialog", { name: "Change your own role?" }));
  expect(api.calls.some((c) => c.method === "PATCH")).toBe(false);
  await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Change my role" })));
  expect(api.calls.find((c) => c.method === "PATCH")?.body).toEqual({ role: "admin" });
});

it("an administrator cannot grant, change or remove the owner role", async () => {
  setup("admin");
  const table = await membersTable();
  expect(table.queryByRole("combobox", { name: "Role of boss@nordlight.example" })).toBeNull();
  expect(table.queryByRole("button", { name: "Remove boss@nordlight.example" })).toBeNull();
  expect(options(table.getByRole("combobox", { name: "Role of max@nordlight.example" }))).toEqual(["Administrator", "Manager", "Viewer"]);
  expect(options(screen.getByLabelText("Role", { selector: "select" }))).toEqual(["Administrator", "Manager", "Viewer"]);
});

it("a manager sees members but may neither invite nor change roles", async () => {
  setup("manager");
  const table = await membersTable();
  expect(table.queryAllByRole("combobox")).toHaveLength(0);
  expect(screen.queryByRole("button", { name: "Send invitation" })).toBeNull();
});

it("invites by e-mail and role, checked with the API's schema first", async () => {
  const api = setup("owner", { "POST /api/organizations/my/members": ok({ uid: "i2", email: "ops@nordlight.example", role: "manager", response_message: "Invitation sent" }, 201) });
  await membersTable();
  const form = within(screen.getByRole("region", { name: "Create a separate access" }));
  const email = form.getByLabelText("E-mail");
  fireEvent.change(email, { target: { value: "not-an-address" } });
  await act(async () => fireEvent.click(form.getByRole("button", { name: "Send invitation" })));
  expect(await form.findByText("Please enter correct email")).toBeTruthy();
  expect(email.getAttribute("aria-invalid")).toBe("true");
  expect(api.calls.some((c) => c.method === "POST")).toBe(false);

  fireEvent.change(email, { target: { value: "Ops@Nordlight.example" } });
  fireEvent.change(form.getByLabelText("Role"), { target: { value: "manager" } });
  await act(async () => fireEvent.click(form.getByRole("button", { name: "Send invitation" })));
  await waitFor(() => expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ email: "ops@nordlight.example", role: "manager" }));
  await waitFor(() => expect((email as HTMLInputElement).value).toBe(""));
});

it("renders the permission table from ACTIONS and PERMISSIONS", async () => {
  setup("viewer");
  await membersTable();
  const table = within(screen.getByRole("table", { name: "Workspace permissions by role" }));
  expect(table.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Action", "Owner", "Administrator", "Manager", "Viewer"]);
  const rows = table.getAllByRole("row").slice(1);
  expect(rows).toHaveLength(Object.keys(ACTIONS).length);
  const earnings = within(table.getByRole("rowheader", { name: ACTIONS["earnings.read"] }).closest("tr")!);
  expect(earnings.getAllByRole("cell").map((c) => c.textContent)).toEqual(["✓Allowed", "✓Allowed", "—Not allowed", "—Not allowed"]);
});
