/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiFetch, apiRequest } from "@/components/api/client";
import { leaveTo } from "@/components/order/navigate";
import { NewOrder } from "@/components/order/new-order";
import type { CartItem, Draft } from "@/components/order/types";
import type { Profile } from "@/lib/profiles/schema";
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

const item = (id: string, name: string, org: string, errors: { field: string; msg: string }[] = []): CartItem => ({
  id,
  offer: { uid: `o-${id}`, name, href: `/gpu/x/o-${id}`, category_slug: "gpu", product_slug: "x", product_name: "X", country: "DE", price_cents: 397, currency: "EUR", billing_period: "hour", status: "public", availability: "in_stock", stock: 10 },
  organization: { uid: `org-${org}`, name: org, slug: org.toLowerCase() },
  count: 1,
  price: { net_cents: 9528, vat_rate_bp: 1900, vat_cents: 1810, gross_cents: 11338, currency: "EUR", accepted_price_cents: 397, accepted_period: "hour" },
  configurations: [{ os: "debian-12", hostname: errors.length ? "" : "gpu-1", hours: 24 }],
  fields: [
    { key: "os", label: "Operating system", kind: "select", required: true, values: [{ value: "debian-12", label: "Debian 12", price_cents: 0 }] },
    { key: "hostname", label: "Hostname", kind: "hostname", required: true },
    { key: "hours", label: "Hours", kind: "hours", required: true, min: 1, max: 730 },
  ],
  instances: [{ instance: 1, units: 24, net_cents: 9528, errors }],
  issues: [],
  blocked: false,
  added_at: "2026-01-10T09:00:00.000Z",
});

const anna: Profile = {
  uid: "aaaaaaaaaaaaaaaaaaaaaaaa",
  first_name: "Anna",
  last_name: "Schmidt",
  email: "anna@example.com",
  phone_number: "+493012345678",
  phone_region: "DE",
  city: "Berlin",
  zip_code: "10115",
  address: "Invalidenstraße 1",
  state: "",
  country: "DE",
  vat_id: "",
  company_name: "",
  created_at: "2025-01-01T00:00:00.000Z",
  updated_at: "2025-01-01T00:00:00.000Z",
};

const draft = (step: Draft["step"], profile: string | null = null): Draft => ({
  uid: "d1",
  step,
  profile_uid: profile,
  created_at: "2026-03-02T10:30:00.000Z",
  updated_at: "2026-03-02T10:45:00.000Z",
});

const h100 = item("c1", "8× NVIDIA H100", "Kestrel Cloud", [{ field: "hostname", msg: "This field is required" }]);
const vps = item("c2", "VPS Small", "Nordlight", [{ field: "hostname", msg: "This field is required" }]);
const summary = { total_price: 22676, total_net: 19056, total_vat: 3620, total_count: 2, items_count: 2, currency: "EUR", payment_reference: "PR-2026-ABC", blocked: false, invalid: false };

function setup(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({
    "GET /api/cart": ok({ total: 2, page: 1, size: 10, pages: 1, items: [h100, vps] }),
    "GET /api/cart/summary": ok(summary),
    "GET /api/cart/configuration/valid": ok({ valid: true, items: [] }),
    "GET /api/users/profile/profiles_list": ok({ items: [anna] }),
    "PATCH /api/orders/draft": (call) => ok({ ...draft("configuration"), ...(call.body as object) }),
    ...routes,
  });
  jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
  jest.mocked(apiFetch).mockImplementation((async (path: string, options?: object) => {
    const result = await api.impl(path, options);
    return result.ok ? result.data : false;
  }) as typeof apiFetch);
  renderIsland(<NewOrder provider="demo" marketplaceCountry="DE" email="anna@example.com" unlockedUntil={null} finishedOrder={null} />);
  return api;
}

beforeEach(() => {
  jest.mocked(apiRequest).mockReset();
  jest.mocked(apiFetch).mockReset();
  jest.mocked(leaveTo).mockReset();
  sessionStorage.clear();
});

describe("the draft-order prompt", () => {
  it("offers Continue, which goes to the draft's saved step", async () => {
    setup({ "GET /api/orders/draft": ok({ draft: draft("billing", anna.uid) }) });
    const dialog = await screen.findByRole("dialog", { name: "Unfinished order" });
    expect(dialog.textContent).toMatch(/You have an unfinished order from Mar 2, 2026.*Continue it or start a new order\?/);
    expect(within(dialog).getByRole("button", { name: "Start new" })).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Continue" })));
    expect(await screen.findByRole("heading", { name: "Step 2 of 5: Billing account" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(((await screen.findByRole("radio", { name: /Anna Schmidt/ })) as HTMLInputElement).checked).toBe(true);
    const current = screen.getByRole("list", { name: "Order progress" }).querySelector('[aria-current="step"]');
    expect(current?.textContent).toContain("Billing account");
  });

  it("offers Start new, which restarts the draft at the first step", async () => {
    const api = setup({
      "GET /api/orders/draft": ok({ draft: draft("review", anna.uid) }),
      "POST /api/orders/draft": ok(draft("configuration")),
    });
    const dialog = await screen.findByRole("dialog", { name: "Unfinished order" });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Start new" })));
    expect(await screen.findByRole("heading", { name: "Step 1 of 5: Order configuration" })).toBeTruthy();
    expect(api.calls.find((c) => c.method === "POST" && c.path === "/api/orders/draft")?.body).toEqual({ restart: true });
  });

  it("starts a draft without asking when there is none", async () => {
    const api = setup({ "GET /api/orders/draft": ok({ draft: null }), "POST /api/orders/draft": ok(draft("configuration")) });
    expect(await screen.findByRole("heading", { name: "Step 1 of 5: Order configuration" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.calls.filter((c) => c.method === "POST" && c.path === "/api/orders/draft")).toHaveLength(1);
  });
});

describe("the stepper's checks (spec section 5)", () => {
  it("lists each item's chosen values and errors, and 'Next' with invalid items names them", async () => {
    setup({
      "GET /api/orders/draft": ok({ draft: null }),
      "POST /api/orders/draft": ok(draft("configuration")),
      "GET /api/cart/configuration/valid": ok({
        valid: false,
        items: [
          { id: "c1", name: "8× NVIDIA H100", instances: [{ instance: 1, errors: [{ field: "hostname", msg: "This field is required" }] }], issues: [] },
          { id: "c2", name: "VPS Small", instances: [{ instance: 1, errors: [{ field: "hostname", msg: "This field is required" }] }], issues: [] },
        ],
      }),
    });
    const card = await screen.findByRole("listitem", { name: "8× NVIDIA H100" });
    expect(within(card).getByText("Debian 12")).toBeTruthy();
    expect(within(card).getByText("24 hours")).toBeTruthy();
    expect(within(card).getByText("Hostname: This field is required")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Edit in cart: 8× NVIDIA H100" }).getAttribute("href")).toBe("/cart");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Next" })));
    expect((await screen.findByRole("alert")).textContent).toBe("The order is invalid, please check the configurations: 8× NVIDIA H100, VPS Small");
    expect(screen.getByRole("heading", { name: "Step 1 of 5: Order configuration" })).toBeTruthy();
  });

  it("says 'Please select a profile' on 'Next' without a profile, and goes on once one is chosen", async () => {
    const api = setup({ "GET /api/orders/draft": ok({ draft: draft("billing") }) });
    const resume = await screen.findByRole("button", { name: "Continue" });
    await act(async () => fireEvent.click(resume));
    await screen.findByRole("radio", { name: /Anna Schmidt/ });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Next" })));
    expect((await screen.findByRole("alert")).textContent).toBe("Please select a profile");
    await act(async () => fireEvent.click(screen.getByRole("radio", { name: /Anna Schmidt/ })));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(api.calls.some((c) => c.method === "PATCH" && (c.body as { profile?: string }).profile === anna.uid)).toBe(true);
    // The summary now asks for the VAT of the chosen profile.
    await waitFor(() => expect(api.calls.some((c) => c.path === `/api/cart/summary?profile=${anna.uid}`)).toBe(true));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Next" })));
    expect(await screen.findByRole("heading", { name: "Step 3 of 5: Payment" })).toBeTruthy();
    expect(screen.getByText("Demo payments: no real money moves")).toBeTruthy();
  });
});

describe("placing the order", () => {
  it("sends the same Idempotency-Key when the place call is retried, then goes to the payment page", async () => {
    const api = setup({
      "GET /api/orders/draft": ok({ draft: draft("review", anna.uid) }),
      "POST /api/orders/place": [fail(0), ok({ order: { uid: "o1" }, payment: { uid: "p1", status: "pending", redirect_url: "/pay/demo/demo_cs_1" } }, 201)],
    });
    const resume = await screen.findByRole("button", { name: "Continue" });
    await act(async () => fireEvent.click(resume));
    const place = await screen.findByRole("button", { name: "Place order and pay" });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(place));
    expect(await screen.findByText(/No answer from the server/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Place order and pay" })));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith("/pay/demo/demo_cs_1"));
    const places = api.calls.filter((c) => c.path === "/api/orders/place");
    expect(places).toHaveLength(2);
    expect(places[0].body).toEqual({ profile: anna.uid });
    const key = places[0].headers["Idempotency-Key"];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(places[1].headers["Idempotency-Key"]).toBe(key);
  });

  it("shows the API's detail when placing is refused", async () => {
    setup({
      "GET /api/orders/draft": ok({ draft: draft("review", anna.uid) }),
      "POST /api/orders/place": fail(503, { detail: { msg: "Payments is unavailable at this moment", code: "payments_unavailable", order_uid: "o9" } }),
    });
    const resume = await screen.findByRole("button", { name: "Continue" });
    await act(async () => fireEvent.click(resume));
    const place = await screen.findByRole("button", { name: "Place order and pay" });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(place));
    expect(await screen.findByText("Payments is unavailable at this moment")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Pay later from the order's page" }).getAttribute("href")).toBe("/orders/o9");
    expect(leaveTo).not.toHaveBeenCalled();
  });
});
