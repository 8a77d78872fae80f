/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiRequest } from "@/components/api/client";
import { DeliveryListView, DeliveryResourceView } from "@/components/supplier/delivery/delivery-views";
import type { DeliveryResource } from "@/components/supplier/delivery/queries";
import type { Role } from "@/lib/organizations/permissions";
import { fail, fakeApi, ok, renderInArea } from "./render";

jest.mock("@/components/api/client", () => ({ apiRequest: jest.fn() }));
jest.mock("@/components/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ push: jest.fn() }),
}));

function resource(uid: string, over: Partial<DeliveryResource> = {}): DeliveryResource {
  return {
    uid,
    name: `VPN ${uid}`,
    status: "waiting",
    status_name: "waiting for delivery",
    status_reason: "",
    category_slug: "vpn",
    product_slug: "business-vpn",
    offer_title: "Team VPN",
    order_number: 1042,
    instance: 1,
    configuration: { sso: "okta" },
    paid_at: "2026-11-25T10:00:00.000Z",
    period_end: "2026-12-25T10:00:00.000Z",
    delivered_at: null,
    delivery_minutes: null,
    access_fields: [],
    required_access: [["vpn_config"]],
    offered_access: ["vpn_config", "host", "username", "password", "panel_link"],
    support_open: 0,
    ...over,
  };
}
const LIST = "GET /api/supplier/resources?category_slug=vpn&product_slug=business-vpn&page=1&size=25";
const page = ok({ items: [resource("r1"), resource("r2", { status: "delivered", delivered_at: "2026-11-25T10:12:00.000Z", delivery_minutes: 12, access_fields: ["vpn_config"] })], total: 2, page: 1, size: 25, pages: 1 });

function setup(role: Role, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ [LIST]: page, ...routes });
  jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
  renderInArea(<DeliveryListView category="vpn" product="business-vpn" />, role);
  return api;
}

beforeEach(() => jest.mocked(apiRequest).mockReset());

it("lists the queue with statuses and the buyer's configuration; Deliver opens the access dialog, checks it, and sends the fields", async () => {
  const api = setup("owner", { "POST /api/supplier/resources/r1/deliver": ok(resource("r1", { status: "delivered" })) });
  const table = within(await screen.findByRole("table", { name: "Resources of business-vpn" }));
  expect(table.getByText("Waiting for delivery")).toBeTruthy();
  expect(table.getAllByText("okta")).toHaveLength(2);
  expect(table.queryByRole("button", { name: "Deliver VPN r2 (order 1042, instance 1)" })).toBeNull();
  fireEvent.click(table.getByRole("button", { name: "Deliver VPN r1 (order 1042, instance 1)" }));
  const dialog = within(await screen.findByRole("dialog"));
  fireEvent.change(dialog.getByLabelText("Panel link"), { target: { value: "javascript:alert(1)" } });
  await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Deliver" })));
  expect(dialog.getByText("Url address is invalid")).toBeTruthy();
  expect(dialog.getByText("This field is required")).toBeTruthy();
  expect(api.calls.some((c) => c.method === "POST")).toBe(false);
  fireEvent.change(dialog.getByLabelText("VPN configuration file (required)"), { target: { value: "[Interface]\nPrivateKey = abc\n" } });
  fireEvent.change(dialog.getByLabelText("Panel link"), { target: { value: "https://panel.example.com" } });
  await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Deliver" })));
  await waitFor(() => expect(api.calls.some((c) => c.method === "POST")).toBe(true));
  expect(api.calls.find((c) => c.method === "POST")!.body).toEqual({ vpn_config: "[Interface]\nPrivateKey = abc\n", panel_link: "https://panel.example.com" });
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
});

it("the API's 422 problems show under their fields, in the page's language", async () => {
  setup("manager", {
    "POST /api/supplier/resources/r1/deliver": fail(422, { detail: [{ loc: ["body", "host"], msg: "Введите имя хоста, например server1.example.com", type: "value_error" }] }),
  });
  fireEvent.click(within(await screen.findByRole("table")).getByRole("button", { name: "Deliver VPN r1 (order 1042, instance 1)" }));
  const dialog = within(await screen.findByRole("dialog"));
  fireEvent.change(dialog.getByLabelText("VPN configuration file (required)"), { target: { value: "[Interface]" } });
  await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Deliver" })));
  expect(await dialog.findByText("Введите имя хоста, например server1.example.com")).toBeTruthy();
  expect(dialog.getByLabelText("Host").getAttribute("aria-invalid")).toBe("true");
});

it("voids the selected delivered resources with a reason", async () => {
  const api = setup("owner", { "POST /api/supplier/resources/void": ok({ voided: 1 }) });
  const table = within(await screen.findByRole("table"));
  expect(table.queryByRole("checkbox", { name: "Select VPN r1 (order 1042, instance 1)" })).toBeNull();
  fireEvent.click(table.getByRole("checkbox", { name: "Select VPN r2 (order 1042, instance 1)" }));
  fireEvent.click(within(screen.getByRole("group", { name: "Actions on the selected resources" })).getByRole("button", { name: "Void access" }));
  const dialog = within(await screen.findByRole("alertdialog"));
  fireEvent.change(dialog.getByLabelText("Reason the buyers read"), { target: { value: "Keys rotated" } });
  await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Void access" })));
  await waitFor(() => expect(api.calls.find((c) => c.path === "/api/supplier/resources/void")?.body).toEqual({ uids: ["r2"], reason: "Keys rotated" }));
});

it("a viewer sees the queue but no Deliver button, checkboxes or void", async () => {
  setup("viewer");
  const table = within(await screen.findByRole("table"));
  expect(table.queryByRole("button", { name: /Deliver/ })).toBeNull();
  expect(table.queryByRole("checkbox")).toBeNull();
  expect(screen.queryByRole("group", { name: "Actions on the selected resources" })).toBeNull();
});

it("the detail shows the delivery time and, for a role that may, the access data on request", async () => {
  const done = resource("r2", { status: "delivered", delivered_at: "2026-11-25T10:12:00.000Z", delivery_minutes: 12, access_fields: ["vpn_config", "password"] });
  const api = fakeApi({ "GET /api/supplier/resources/r2": ok(done), "GET /api/supplier/resources/r2/access": ok({ uid: "r2", status: "delivered", delivered_at: done.delivered_at, access: { password: "pw-1" } }), "GET /api/supplier/resources/r2/support": ok({ items: [] }) });
  jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
  renderInArea(<DeliveryResourceView category="vpn" product="business-vpn" uid="r2" />, "owner");
  expect(await screen.findByText("12 min after payment")).toBeTruthy();
  expect(screen.getByText("VPN configuration file, Password")).toBeTruthy();
  expect(screen.queryByText("pw-1")).toBeNull();
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Show access data" })));
  expect(await screen.findByText("pw-1")).toBeTruthy();
  expect(api.calls.filter((c) => c.path.endsWith("/access"))).toHaveLength(1);
});
