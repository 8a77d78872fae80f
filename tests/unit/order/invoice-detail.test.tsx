/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiRequest } from "@/components/api/client";
import { InvoiceDetailView } from "@/components/order/invoice-detail";
import type { InvoiceDetail } from "@/components/order/types";
import { notifyFailure } from "@/components/ui/notify";
import { fail, fakeApi, ok, renderIsland } from "./render";

// Every call, the PDF's too, goes through the (mocked) call helper; its refresh on 401 is tested with it.
jest.mock("@/components/api/client", () => ({ apiRequest: jest.fn(), apiFetch: jest.fn() }));
jest.mock("@/components/ui/notify", () => ({ notifySuccess: jest.fn(async () => {}), notifyFailure: jest.fn(async () => {}) }));
jest.mock("@/components/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const invoice: InvoiceDetail = {
  uid: "i1",
  number: "INV-2026-000042",
  status: "paid",
  created_at: "2026-03-02T10:40:00.000Z",
  paid_at: "2026-03-02T10:40:00.000Z",
  due_at: "2026-03-16T10:40:00.000Z",
  amount_cents: 11338,
  paid_cents: 11338,
  vat_cents: 1810,
  net_cents: 9528,
  currency: "EUR",
  period_start: "2026-03-02T10:40:00.000Z",
  period_end: "2026-03-03T10:40:00.000Z",
  supplier: "Infra Market GmbH",
  name: "8× NVIDIA H100",
  order_uid: "o1",
  order_number: 1042,
  payment_reference: "PR-2026-ABC",
  seller: { name: "Infra Market GmbH", addressLines: ["Friedrichstraße 1", "10117 Berlin", "Germany"], vatId: "DE123456789", email: null, companyNumber: null },
  buyer: { name: "Anna Schmidt", addressLines: ["Invalidenstraße 1", "10115 Berlin"], vatId: null, email: null, companyNumber: null },
  lines: [{ uid: "l1", name: "8× NVIDIA H100", supplier: "Kestrel Cloud", count: 1, billing_period: "hour", unit_price_cents: 397, net_cents: 9528, vat_rate_bp: 1900, vat_cents: 1810, gross_cents: 11338, instances: [{ units: 24, net_cents: 9528 }] }],
  vat_kind: "reverse_charge",
  note: "Reverse charge: VAT to be accounted for by the recipient under Article 196 of Council Directive 2006/112/EC.",
};

beforeEach(() => {
  jest.mocked(apiRequest).mockReset();
  jest.mocked(notifyFailure).mockClear();
});

function setup(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ "GET /api/invoices/i1": ok(invoice), ...routes });
  jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
  renderIsland(<InvoiceDetailView uid="i1" />);
  return api;
}

it("shows the lines, seller, buyer and the VAT note", async () => {
  setup();
  expect(await screen.findByRole("heading", { level: 1, name: /Invoice INV-2026-000042/ })).toBeTruthy();
  const seller = screen.getByRole("region", { name: "Seller" });
  expect(within(seller).getByText("VAT ID: DE123456789")).toBeTruthy();
  expect(within(screen.getByRole("region", { name: "Buyer" })).getByText("Anna Schmidt")).toBeTruthy();
  expect(screen.getByRole("rowheader", { name: "8× NVIDIA H100" })).toBeTruthy();
  expect(screen.getByText("19 %")).toBeTruthy();
  expect(screen.getByRole("note").textContent).toContain("Article 196");
});

it("shows the spec's negative toast when the PDF download fails (section 8)", async () => {
  const api = setup({ "GET /api/invoices/i1/pdf": fail(500, { detail: "boom" }) });
  const download = await screen.findByRole("button", { name: "Download PDF" });
  await act(async () => fireEvent.click(download));
  await waitFor(() => expect(notifyFailure).toHaveBeenCalledWith(undefined, "Error during PDF download. Please, contact support on this problem."));
  const call = api.calls.find((c) => c.path === "/api/invoices/i1/pdf");
  expect(call?.options).toMatchObject({ file: { accept: "application/pdf" }, silent: true });
});

it("also when the network fails", async () => {
  setup({ "GET /api/invoices/i1/pdf": fail(0) });
  const download = await screen.findByRole("button", { name: "Download PDF" });
  await act(async () => fireEvent.click(download));
  await waitFor(() => expect(notifyFailure).toHaveBeenCalledWith(undefined, "Error during PDF download. Please, contact support on this problem."));
});

it("saves the PDF under the invoice number", async () => {
  const pdf = new Blob(["%PDF-1.7"], { type: "application/pdf" });
  setup({ "GET /api/invoices/i1/pdf": ok(pdf) });
  const created = jest.fn(() => "blob:pdf");
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
  const clicked: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  const download = await screen.findByRole("button", { name: "Download PDF" });
  await act(async () => fireEvent.click(download));
  await waitFor(() => expect(clicked).toEqual(["INV-2026-000042.pdf"]));
  expect(created).toHaveBeenCalledWith(pdf);
  expect(notifyFailure).not.toHaveBeenCalled();
  click.mockRestore();
});

it("an unknown or foreign invoice is the not-found state", async () => {
  setup({ "GET /api/invoices/i1": fail(404, { detail: "Invoice not found" }) });
  expect(await screen.findByRole("heading", { level: 1, name: "Invoice not found" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "Back to invoices" }).getAttribute("href")).toBe("/invoices");
});
