/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { apiRequest } from "@/components/api/client";
import { OfferEditor } from "@/components/supplier/offers/offer-form";
import { OffersView } from "@/components/supplier/offers/offers-view";
import type { CatalogueAttribute, SupplierOffer } from "@/components/supplier/offers/types";
import { defaultAttributeSchema } from "@/lib/catalogue/attribute-schema";
import type { Role } from "@/lib/organizations/permissions";
import { fail, fakeApi, ok, renderInArea } from "./render";

const push = jest.fn();
jest.mock("@/components/api/client", () => ({ apiRequest: jest.fn() }));
jest.mock("@/components/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ push }),
}));

/** The product's attribute schema as GET /api/catalog/categories gives it: the vpn category's default, plus a word with allowed values. */
const vpnAttributes: CatalogueAttribute[] = [
  ...defaultAttributeSchema("vpn").map((a) => ({ key: a.key, label: a.label.en, type: a.type, unit: a.unit ?? null, required: a.required, values: null, filter: true })),
  { key: "client_app", label: "Client app", type: "word", unit: null, required: true, values: ["Desktop", "Mobile"], filter: false },
];
const categories = ok({ categories: [{ slug: "vpn", name: "VPN", products: [{ slug: "vpn-basic", name: "VPN Basic", is_active: true, attributes: vpnAttributes }] }] });
const LIST = "GET /api/supplier/offers?category_slug=vpn&product_slug=vpn-basic&page=1&size=25";

function offer(uid: string, over: Partial<SupplierOffer> = {}): SupplierOffer {
  return {
    uid,
    name: `Offer ${uid}`,
    status: "public",
    product: { slug: "vpn-basic", name: "VPN Basic" },
    category_slug: "vpn",
    price_cents: 990,
    currency: "EUR",
    billing_period: "month",
    country: "DE",
    data_center: null,
    stock: 12,
    availability: "in_stock",
    delivery_minutes: 15,
    attributes: { protocols: ["OpenVPN", "WireGuard"], devices: 5, bandwidth_gbps: 1, client_app: "Desktop" },
    url: `/vpn/vpn-basic/${uid}`,
    created_at: "2026-03-01T10:00:00.000Z",
    updated_at: "2026-03-02T10:00:00.000Z",
    ...over,
  };
}

const page = ok({ items: [offer("o1"), offer("o2", { status: "hidden", stock: 0, availability: "out_of_stock" }), offer("o3", { status: "archived" })], total: 30, page: 1, size: 25, pages: 2 });

function setupList(role: Role, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ "GET /api/catalog/categories": categories, [LIST]: page, ...routes });
  jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
  renderInArea(<OffersView category="vpn" product="vpn-basic" />, role);
  return api;
}

const offersTable = async () => within(await screen.findByRole("table", { name: "Your offers with product, status, price, stock, availability and last change" }));

beforeEach(() => {
  jest.mocked(apiRequest).mockReset();
  push.mockReset();
});

describe("offers table", () => {
  it("lists the product's offers with status, price per period, stock and the pagination text", async () => {
    setupList("owner");
    const table = await offersTable();
    expect(screen.getByRole("heading", { level: 1, name: "Offers: VPN Basic" })).toBeTruthy();
    expect(table.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["", "Name", "Product", "Status", "Price", "Stock", "Availability", "Updated", "Actions"]);
    const row = within(table.getByRole("rowheader", { name: "Offer o1" }).closest("tr")!);
    expect(row.getByRole("link", { name: "Offer o1" }).getAttribute("href")).toBe("/vpn/vpn-basic/o1");
    expect(row.getByText("Public")).toBeTruthy();
    expect(row.getByText("€9.90 / month")).toBeTruthy();
    expect(row.getByText("In stock")).toBeTruthy();
    expect(row.getByRole("link", { name: "Edit Offer o1" }).getAttribute("href")).toBe("/supplier/offers/vpn/vpn-basic/o1/update");
    expect(screen.getByText("1–25 of 30")).toBeTruthy();
    expect(screen.getByText("Page 1 of 2")).toBeTruthy();
    expect((screen.getByLabelText("Rows per page") as HTMLSelectElement).value).toBe("25");
    expect(screen.getByRole("link", { name: "Create offer" }).getAttribute("href")).toBe("/supplier/offers/vpn/vpn-basic/create");
  });

  it("asks the API for the next page, another page size, a status and a search", async () => {
    const api = setupList("owner", {
      "GET /api/supplier/offers?category_slug=vpn&product_slug=vpn-basic&page=2&size=25": ok({ items: [offer("o26")], total: 30, page: 2, size: 25, pages: 2 }),
      "GET /api/supplier/offers?category_slug=vpn&product_slug=vpn-basic&page=1&size=10": ok({ items: [offer("o1")], total: 30, page: 1, size: 10, pages: 3 }),
      "GET /api/supplier/offers?category_slug=vpn&product_slug=vpn-basic&status=hidden&page=1&size=10": ok({ items: [offer("o2", { status: "hidden" })], total: 1, page: 1, size: 10, pages: 1 }),
      "GET /api/supplier/offers?category_slug=vpn&product_slug=vpn-basic&status=hidden&q=fast&page=1&size=10": ok({ items: [], total: 0, page: 1, size: 10, pages: 0 }),
    });
    await offersTable();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Next" })));
    expect(await screen.findByText("26–30 of 30")).toBeTruthy();
    await act(async () => fireEvent.change(screen.getByLabelText("Rows per page"), { target: { value: "10" } }));
    expect(await screen.findByText("1–10 of 30")).toBeTruthy();
    await act(async () => fireEvent.change(screen.getByLabelText("Status"), { target: { value: "hidden" } }));
    expect(await screen.findByText("1–1 of 1")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Search by name"), { target: { value: " fast " } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Search" })));
    expect(await screen.findByText("No offers match these filters.")).toBeTruthy();
    expect(api.calls.at(-1)?.path).toContain("q=fast");
  });

  it("a viewer sees the offers but no checkboxes, bulk bar or create button", async () => {
    setupList("viewer");
    const table = await offersTable();
    expect(table.queryAllByRole("checkbox")).toHaveLength(0);
    expect(screen.queryByRole("group", { name: "Actions on the selected offers" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Create offer" })).toBeNull();
    expect(table.getByRole("link", { name: "View Offer o1" })).toBeTruthy();
  });

  it("selecting rows and Hide sends { uids, action: hide } and refetches", async () => {
    const api = setupList("manager", {
      "POST /api/supplier/offers/bulk": ok({ action: "hide", uids: ["o1", "o2"], deleted: 0, archived: 0, items: [], response_message: "2 offers hidden" }),
    });
    const table = await offersTable();
    expect(screen.queryByRole("group", { name: "Actions on the selected offers" })).toBeNull();
    expect((table.getByRole("checkbox", { name: "Select Offer o3" }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(table.getByRole("checkbox", { name: "Select Offer o1" }));
    fireEvent.click(table.getByRole("checkbox", { name: "Select Offer o2" }));
    const bar = within(screen.getByRole("group", { name: "Actions on the selected offers" }));
    expect(bar.getByText("2 offers selected")).toBeTruthy();
    const listCalls = api.calls.filter((c) => c.method === "GET" && c.path.startsWith("/api/supplier/offers?")).length;
    await act(async () => fireEvent.click(bar.getByRole("button", { name: "Hide" })));
    expect(api.calls.find((c) => c.method === "POST")).toEqual({ path: "/api/supplier/offers/bulk", method: "POST", body: { uids: ["o1", "o2"], action: "hide" } });
    await waitFor(() => expect(api.calls.filter((c) => c.method === "GET" && c.path.startsWith("/api/supplier/offers?")).length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(screen.queryByRole("group", { name: "Actions on the selected offers" })).toBeNull());
  });

  it("select all takes the page's changeable rows; Delete asks first and says ordered offers are archived", async () => {
    const api = setupList("owner", { "POST /api/supplier/offers/bulk": ok({ action: "delete", uids: ["o1", "o2"], deleted: 1, archived: 1, items: [], response_message: "2 offers deleted" }) });
    const table = await offersTable();
    fireEvent.click(table.getByRole("checkbox", { name: "Select all offers on this page" }));
    const bar = within(screen.getByRole("group", { name: "Actions on the selected offers" }));
    fireEvent.click(bar.getByRole("button", { name: "Delete" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Delete 2 offers?" }));
    expect(dialog.getByText(/Offers that have orders are archived instead/)).toBeTruthy();
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);
    await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Delete" })));
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ uids: ["o1", "o2"], action: "delete" });
  });

  it("the price dialog sends a percentage change (and refuses a bad one first)", async () => {
    const api = setupList("owner", { "POST /api/supplier/offers/bulk": ok({ action: "update", uids: ["o1"], deleted: 0, archived: 0, items: [], response_message: "1 offers updated" }) });
    const table = await offersTable();
    fireEvent.click(table.getByRole("checkbox", { name: "Select Offer o1" }));
    fireEvent.click(screen.getByRole("button", { name: "Update price and stock" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Update 1 offer" }));
    expect((dialog.getByRole("radio", { name: "Change by a percentage" }) as HTMLInputElement).checked).toBe(true);
    const value = dialog.getByLabelText("Change in % (for example -10 or 5)");
    fireEvent.change(value, { target: { value: "-95" } });
    await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Apply" })));
    expect(dialog.getByText("Enter a change from -90 to 1000 percent, at most 2 decimals")).toBeTruthy();
    expect(value.getAttribute("aria-invalid")).toBe("true");
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.change(value, { target: { value: "-10" } });
    await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Apply" })));
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ uids: ["o1"], action: "update", price: { mode: "percent", value: -10 } });
  });

  it("the price dialog sets an absolute price in cents and a stock", async () => {
    const api = setupList("owner", { "POST /api/supplier/offers/bulk": ok({ action: "update", uids: ["o1"], items: [] }) });
    const table = await offersTable();
    fireEvent.click(table.getByRole("checkbox", { name: "Select Offer o1" }));
    fireEvent.click(screen.getByRole("button", { name: "Update price and stock" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Update 1 offer" }));
    fireEvent.click(dialog.getByRole("radio", { name: "Set a new price" }));
    fireEvent.change(dialog.getByLabelText("New price in EUR"), { target: { value: "19,99" } });
    fireEvent.change(dialog.getByLabelText("New stock"), { target: { value: "7" } });
    await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Apply" })));
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ uids: ["o1"], action: "update", price: { mode: "absolute", value: 1999 }, stock: 7 });
  });
});

describe("offer form", () => {
  function setupForm(role: Role, routes: Parameters<typeof fakeApi>[0], uid?: string) {
    const api = fakeApi({ "GET /api/catalog/categories": categories, ...routes });
    jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
    renderInArea(<OfferEditor category="vpn" product="vpn-basic" uid={uid} />, role);
    return api;
  }

  it("builds the attributes from the product's schema and sends the price in cents", async () => {
    const api = setupForm("owner", { "POST /api/supplier/offers": ok({ ...offer("new"), response_message: "Offer created" }, 201) });
    const form = within(await screen.findByRole("form", { name: "New offer" }));
    expect(screen.getByRole("heading", { level: 1, name: "New offer of VPN Basic" })).toBeTruthy();
    // vpn: protocols (multi), devices (numeric), bandwidth (numeric, Gbit/s)
    expect(form.getByLabelText("Bandwidth (Gbit/s)")).toBeTruthy();
    fireEvent.change(form.getByLabelText("Name"), { target: { value: "Fast VPN" } });
    fireEvent.change(form.getByLabelText("Price in EUR"), { target: { value: "12,50" } });
    fireEvent.change(form.getByLabelText("Country"), { target: { value: "DE" } });
    fireEvent.change(form.getByLabelText("Stock"), { target: { value: "40" } });
    fireEvent.change(form.getByLabelText("Protocols (optional)"), { target: { value: "WireGuard, OpenVPN" } });
    fireEvent.change(form.getByLabelText("Devices"), { target: { value: "5" } });
    fireEvent.change(form.getByLabelText("Bandwidth (Gbit/s)"), { target: { value: "2.5" } });
    // Allowed values are a choice.
    const client = form.getByLabelText("Client app") as HTMLSelectElement;
    expect([...client.options].map((o) => o.textContent)).toEqual(["Choose…", "Desktop", "Mobile"]);
    fireEvent.change(client, { target: { value: "Mobile" } });
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Save" })));
    await waitFor(() => expect(api.calls.some((c) => c.method === "POST")).toBe(true));
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({
      product_slug: "vpn-basic",
      name: "Fast VPN",
      price_cents: 1250,
      billing_period: "month",
      country: "DE",
      stock: 40,
      delivery_minutes: 15,
      status: "public",
      attributes: { protocols: ["WireGuard", "OpenVPN"], devices: 5, bandwidth_gbps: 2.5, client_app: "Mobile" },
    });
    await waitFor(() => expect(push).toHaveBeenCalledWith("/supplier/offers/vpn/vpn-basic"));
  });

  it("checks the form with the API's schema before sending", async () => {
    const api = setupForm("owner", {});
    const form = within(await screen.findByRole("form", { name: "New offer" }));
    fireEvent.change(form.getByLabelText("Price in EUR"), { target: { value: "12.345" } });
    fireEvent.change(form.getByLabelText("Devices"), { target: { value: "many" } });
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Save" })));
    expect(await form.findByText("Enter the price in whole euro cents, from 1 to 100,000,000")).toBeTruthy();
    expect(form.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
    expect(form.getByText("Enter a positive number (up to 1,000,000, at most 3 decimals)")).toBeTruthy();
    expect(form.getByLabelText("Client app").getAttribute("aria-invalid")).toBe("true");
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("shows the server's 422 problems under their fields", async () => {
    setupForm("owner", {
      "POST /api/supplier/offers": fail(422, {
        detail: [
          { loc: ["body", "name"], msg: "An offer with this name exists", type: "value_error" },
          { loc: ["body", "attributes", "protocols"], msg: "Unknown protocol", type: "value_error" },
          { loc: ["body", "data_center"], msg: "There is no such data center", type: "value_error" },
        ],
      }),
    });
    const form = within(await screen.findByRole("form", { name: "New offer" }));
    fireEvent.change(form.getByLabelText("Name"), { target: { value: "Fast VPN" } });
    fireEvent.change(form.getByLabelText("Price in EUR"), { target: { value: "9" } });
    fireEvent.change(form.getByLabelText("Country"), { target: { value: "NL" } });
    fireEvent.change(form.getByLabelText("Protocols (optional)"), { target: { value: "Carrier pigeon" } });
    fireEvent.change(form.getByLabelText("Devices"), { target: { value: "1" } });
    fireEvent.change(form.getByLabelText("Bandwidth (Gbit/s)"), { target: { value: "1" } });
    fireEvent.change(form.getByLabelText("Client app"), { target: { value: "Desktop" } });
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Save" })));
    const name = form.getByLabelText("Name");
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(name.getAttribute("aria-describedby")!.split(" ")[0])?.textContent).toBe("An offer with this name exists");
    expect(form.getByLabelText("Protocols (optional)").getAttribute("aria-invalid")).toBe("true");
    expect(form.getByText("Unknown protocol")).toBeTruthy();
    expect(within(screen.getByRole("alert")).getByText("There is no such data center")).toBeTruthy();
    expect(push).not.toHaveBeenCalled();
  });

  it("an update starts from the offer and sends a PATCH with cents and the whole attribute set", async () => {
    const api = setupForm("owner", { "GET /api/supplier/offers/o1": ok(offer("o1")), "PATCH /api/supplier/offers/o1": ok({ ...offer("o1"), response_message: "Offer saved" }) }, "o1");
    const form = within(await screen.findByRole("form", { name: "Offer Offer o1" }));
    expect((form.getByLabelText("Price in EUR") as HTMLInputElement).value).toBe("9.90");
    expect((form.getByLabelText("Protocols (optional)") as HTMLInputElement).value).toBe("OpenVPN, WireGuard");
    fireEvent.change(form.getByLabelText("Price in EUR"), { target: { value: "10" } });
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Save" })));
    await waitFor(() => expect(api.calls.some((c) => c.method === "PATCH")).toBe(true));
    expect(api.calls.find((c) => c.method === "PATCH")?.body).toMatchObject({ price_cents: 1000, attributes: { protocols: ["OpenVPN", "WireGuard"], devices: 5, bandwidth_gbps: 1 } });
  });

  it("a viewer sees the update page read-only", async () => {
    setupForm("viewer", { "GET /api/supplier/offers/o1": ok(offer("o1")) }, "o1");
    const form = within(await screen.findByRole("form", { name: "Offer Offer o1" }));
    expect(screen.getByRole("heading", { level: 1, name: "Offer" })).toBeTruthy();
    expect((form.getByLabelText("Name") as HTMLInputElement).closest("fieldset")?.disabled).toBe(true);
    expect(form.queryByRole("button", { name: "Save" })).toBeNull();
    expect(form.getByText("Your role may see this offer but not change it.")).toBeTruthy();
  });
});

describe("accessibility", () => {
  const seriousViolations = async (container: HTMLElement) => {
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`);
  };

  it("the table with the bulk bar and the form have no serious or critical axe violations", async () => {
    const api = fakeApi({ "GET /api/catalog/categories": categories, [LIST]: page });
    jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
    const list = renderInArea(<OffersView category="vpn" product="vpn-basic" />, "owner");
    const table = await offersTable();
    fireEvent.click(table.getByRole("checkbox", { name: "Select Offer o1" }));
    expect(await seriousViolations(list.container)).toEqual([]);
    list.unmount();

    const form = renderInArea(<OfferEditor category="vpn" product="vpn-basic" />, "owner");
    await screen.findByRole("form", { name: "New offer" });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    await screen.findAllByText("This field is required");
    expect(await seriousViolations(form.container)).toEqual([]);
  });
});
