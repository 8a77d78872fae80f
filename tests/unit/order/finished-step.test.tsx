/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { apiFetch, apiRequest } from "@/components/api/client";
import { FinishedStep, PAYMENT_POLL_MS } from "@/components/order/finished-step";
import { leaveTo } from "@/components/order/navigate";
import type { OrderDetail, PaymentCheck } from "@/components/order/types";
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

const order: OrderDetail = {
  uid: "o1",
  number: 1042,
  name: "8× NVIDIA H100",
  status: "awaiting_payment",
  created_at: "2026-03-02T10:30:00.000Z",
  placed_at: "2026-03-02T10:31:00.000Z",
  paid_at: null,
  resources_count: 0,
  total_cents: 11338,
  total_vat_cents: 1810,
  net_cents: 9528,
  currency: "EUR",
  email: "anna@example.com",
  vat_id: "",
  payment_reference: "PR-2026-ABC",
  lines: [
    {
      uid: "l1",
      name: "8× NVIDIA H100",
      offer_uid: "offer1",
      href: "/gpu-servers/nvidia-h100/offer1",
      organization: { uid: "org1", name: "Kestrel Cloud", slug: "kestrel-cloud" },
      count: 1,
      billing_period: "hour",
      unit_price_cents: 397,
      instances: [{ instance: 1, units: 24, configuration: { hours: 24 }, summary: [], net_cents: 9528, resource_uid: null }],
      net_cents: 9528,
      vat_cents: 1810,
      gross_cents: 11338,
      vat_rate_bp: 1900,
    },
  ],
  payments: [],
  invoice: null,
  resources: [],
  vat_kind: "domestic",
  buyer: null,
  reserved_until: null,
  supplier_orders: [],
};

type PaymentPart = Partial<NonNullable<PaymentCheck["payment"]>> & { uid: string; status: string };
/** A payment as the answer gives it, from the fields a test cares about. */
const payment = (p: PaymentPart) => ({ provider: "demo", failure_reason: null, redirect_url: null, amount_cents: 11338, currency: "EUR", ...p });
const check = (status: string, p: PaymentPart | null, extra: Partial<PaymentCheck> = {}): ReturnType<typeof ok> =>
  ok({ status, number: 1042, payment: p && payment(p), final: false, message: null, unavailable: false, ...extra });

function setup(checks: ReturnType<typeof ok>[] | ReturnType<typeof ok>, more: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ "GET /api/orders/o1": ok(order), "POST /api/orders/o1/payment/check": checks, ...more });
  jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
  jest.mocked(apiFetch).mockImplementation((async (path: string, options?: object) => {
    const result = await api.impl(path, options);
    return result.ok ? result.data : false;
  }) as typeof apiFetch);
  renderIsland(<FinishedStep uid="o1" />);
  return api;
}

beforeEach(() => {
  jest.mocked(apiRequest).mockReset();
  jest.mocked(leaveTo).mockReset();
  sessionStorage.clear();
});

describe("the finished step maps the payment check to the spec's texts (section 8)", () => {
  it("issuer_unreachable", async () => {
    setup(check("awaiting_payment", { uid: "p1", status: "failed", failure_reason: "issuer_unreachable" }));
    expect((await screen.findByRole("alert")).textContent).toContain("We cannot connect with your bank issuer. Payment can not be processed");
  });

  it("declined, with Try again opening a new payment with a new Idempotency-Key", async () => {
    const api = setup(check("awaiting_payment", { uid: "p1", status: "failed", failure_reason: "declined" }), {
      "POST /api/orders/o1/payment": ok({ payment: { uid: "p2", status: "pending", redirect_url: "/pay/demo/demo_cs_2" } }),
    });
    expect((await screen.findByRole("alert")).textContent).toContain("Your card was declined");
    const retry = screen.getByRole("button", { name: "Try again" });
    await act(async () => fireEvent.click(retry));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith("/pay/demo/demo_cs_2"));
    const pay = api.calls.find((c) => c.path === "/api/orders/o1/payment");
    expect(pay?.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("payments unavailable (the answer's flag)", async () => {
    setup(check("awaiting_payment", { uid: "p1", status: "pending" }, { unavailable: true }));
    expect((await screen.findByRole("alert")).textContent).toContain("Payments is unavailable at this moment");
  });

  it("payments unavailable (503)", async () => {
    setup(fail(503, { detail: "Payments is unavailable at this moment" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Payments is unavailable at this moment");
  });

  it(
    "polls every 1.5 s while pending, then shows the paid order with links to it and its invoice",
    async () => {
      const api = setup([check("awaiting_payment", { uid: "p1", status: "pending" }), check("paid", { uid: "p1", status: "paid" }, { number: 1042 })], {
        "GET /api/orders/o1": [ok(order), ok({ ...order, status: "paid", invoice: { uid: "i1", number: "INV-2026-000001" } })],
      });
      expect(await screen.findByText("Checking your payment…")).toBeTruthy();
      expect(await screen.findByText("Your order 1042 is paid", {}, { timeout: PAYMENT_POLL_MS * 3 })).toBeTruthy();
      expect(api.calls.filter((c) => c.path === "/api/orders/o1/payment/check")).toHaveLength(2);
      expect(screen.getByRole("link", { name: "View the order" }).getAttribute("href")).toBe("/orders/o1");
      await waitFor(() => expect(screen.getByRole("link", { name: "View the invoice" }).getAttribute("href")).toBe("/invoices/i1"));
    },
    10_000,
  );

  it("an unknown order is the not-found state", async () => {
    setup(fail(404, { detail: "Order not found" }), { "GET /api/orders/o1": fail(404, { detail: "Order not found" }) });
    expect(await screen.findByRole("heading", { name: "Order not found" })).toBeTruthy();
  });
});

it("in Russian too", async () => {
  const api = fakeApi({ "GET /api/orders/o1": ok(order), "POST /api/orders/o1/payment/check": check("awaiting_payment", { uid: "p1", status: "failed", failure_reason: "issuer_unreachable" }) });
  jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
  renderIsland(<FinishedStep uid="o1" />, "ru");
  expect((await screen.findByRole("alert")).textContent).toContain("Не удаётся связаться с банком-эмитентом");
  expect(screen.getByRole("list", { name: "Ход оформления заказа" }).querySelector('[aria-current="step"]')?.textContent).toContain("Готово");
});
