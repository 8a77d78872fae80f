/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiFetch, apiRequest } from "@/components/api/client";
import { CART_EVENT } from "@/components/cart/events";
import { leaveTo } from "@/components/order/navigate";
import { OrderDetailView } from "@/components/order/order-detail";
import type { OrderDetail } from "@/components/order/types";
import { fail, fakeApi, ok, renderIsland } from "./render";

jest.mock("@/components/api/client", () => ({ apiFetch: jest.fn(), apiRequest: jest.fn() }));
jest.mock("@/components/ui/notify", () => ({ notifySuccess: jest.fn(async () => {}), notifyFailure: jest.fn(async () => {}) }));
jest.mock("@/components/order/navigate", () => ({ leaveTo: jest.fn() }));
jest.mock("@/components/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const line = (uid: string, name: string, org: string): OrderDetail["lines"][number] => ({
  uid,
  name,
  offer_uid: `offer-${uid}`,
  href: `/servers/vps/offer-${uid}`,
  organization: { uid: `org-${org}`, name: org, slug: org.toLowerCase() },
  count: 1,
  billing_period: "month",
  unit_price_cents: 5000,
  instances: [{ instance: 1, units: 1, configuration: { os: "debian-12" }, summary: [{ label: "Operating system", value: "Debian 12" }], net_cents: 5000, resource_uid: null }],
  net_cents: 5000,
  vat_cents: 950,
  gross_cents: 5950,
  vat_rate_bp: 1900,
});

const order: OrderDetail = {
  uid: "o1",
  number: 1042,
  name: "Two servers",
  status: "awaiting_payment",
  created_at: "2026-03-02T10:30:00.000Z",
  placed_at: "2026-03-02T10:31:00.000Z",
  paid_at: null,
  resources_count: 0,
  total_cents: 11900,
  total_vat_cents: 1900,
  net_cents: 10000,
  currency: "EUR",
  email: "anna@example.com",
  vat_id: "",
  payment_reference: "PR-2026-ABC",
  lines: [line("l1", "VPS Small", "Nordlight"), line("l2", "Dedicated XL", "Kestrel Cloud")],
  payments: [{ uid: "p1", provider: "demo", status: "failed", failure_reason: "declined", redirect_url: null, amount_cents: 11900, currency: "EUR", created_at: "2026-03-02T10:31:00.000Z", paid_at: null, expires_at: "2026-03-02T11:31:00.000Z", refunded_at: null }],
  invoice: null,
  resources: [],
  vat_kind: "domestic",
  buyer: null,
  reserved_until: null,
  supplier_orders: [],
};

function setup(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
  jest.mocked(apiFetch).mockImplementation((async (path: string, options?: object) => {
    const result = await api.impl(path, options);
    return result.ok ? result.data : false;
  }) as typeof apiFetch);
  renderIsland(<OrderDetailView uid="o1" />);
  return api;
}

beforeEach(() => {
  jest.mocked(apiRequest).mockReset();
  jest.mocked(apiFetch).mockReset();
  jest.mocked(leaveTo).mockReset();
  sessionStorage.clear();
});

it("shows the lines grouped by supplier with each instance's configuration, and the payments", async () => {
  setup({ "GET /api/orders/o1": ok(order) });
  expect(await screen.findByRole("heading", { level: 1, name: /Order 1042/ })).toBeTruthy();
  expect(screen.getByRole("heading", { name: "Nordlight" })).toBeTruthy();
  const table = screen.getByRole("table", { name: "Items from Kestrel Cloud" });
  expect(within(table).getByText(/Operating system: Debian 12/)).toBeTruthy();
  expect(within(screen.getByRole("table", { name: "Payments of order 1042" })).getByText("Card declined")).toBeTruthy();
});

it("repeats the order and shows the answer's message, what was added and what is no longer available; the header's cart badge is told", async () => {
  const api = setup({
    "GET /api/orders/o1": ok(order),
    "POST /api/orders/o1/repeat": ok({ added: 1, total: 2, added_names: ["VPS S"], unavailable: ["Dedicated XL"], response_message: "1 of 2 items added to the cart" }),
  });
  const cartChanged = jest.fn();
  window.addEventListener(CART_EVENT, cartChanged);
  const repeat = await screen.findByRole("button", { name: "Repeat order" });
  await act(async () => fireEvent.click(repeat));
  expect(await screen.findByText("1 of 2 items added to the cart")).toBeTruthy();
  expect(screen.getByText("Added to the cart: VPS S")).toBeTruthy();
  expect(screen.getByText("No longer available: Dedicated XL")).toBeTruthy();
  expect(cartChanged).toHaveBeenCalled();
  window.removeEventListener(CART_EVENT, cartChanged);
  expect(screen.getByRole("link", { name: "Go to the cart" }).getAttribute("href")).toBe("/cart");
  expect(api.calls.some((c) => c.method === "POST" && c.path === "/api/orders/o1/repeat")).toBe(true);
});

it("pays an order awaiting payment through a new payment session", async () => {
  const api = setup({ "GET /api/orders/o1": ok(order), "POST /api/orders/o1/payment": ok({ payment: { uid: "p2", status: "pending", redirect_url: "https://checkout.stripe.com/c/pay/cs_test_1" } }) });
  const pay = await screen.findByRole("button", { name: "Pay now" });
  await act(async () => fireEvent.click(pay));
  await waitFor(() => expect(leaveTo).toHaveBeenCalledWith("https://checkout.stripe.com/c/pay/cs_test_1"));
  expect(api.calls.find((c) => c.path === "/api/orders/o1/payment")?.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
});

it("an unknown or foreign order is the not-found state", async () => {
  setup({ "GET /api/orders/o1": fail(404, { detail: "Order not found" }) });
  expect(await screen.findByRole("heading", { level: 1, name: "Order not found" })).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Repeat order" })).toBeNull();
});
