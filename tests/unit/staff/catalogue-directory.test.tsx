/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiRequest } from "@/components/api/client";
import { StaffCategories } from "@/components/staff/catalogue-categories";
import { StaffDataCenters } from "@/components/staff/catalogue-data-centers";
import { fakeApi, ok, renderStaff } from "./render";

jest.mock("@/components/api/client", () => ({ apiRequest: jest.fn() }));

const category = { id: 3, slug: "vpn", name: { en: "VPN", ru: "VPN" }, description: { en: "Private networks", ru: "Частные сети" }, position: 4, products_count: 2 };
const dc = { uid: "fra1", name: "Frankfurt One", country: "DE", city: "Frankfurt", tier: 3, offers_count: 12 };

beforeEach(() => jest.mocked(apiRequest).mockReset());

it("lists categories, edits one and creates another", async () => {
  const api = fakeApi({
    "GET /api/staff/catalogue/categories": ok({ items: [category] }),
    "PATCH /api/staff/catalogue/categories/3": ok({ ...category, position: 9 }),
    "POST /api/staff/catalogue/categories": ok({ ...category, id: 4, slug: "proxies" }, 201),
  });
  jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
  renderStaff(<StaffCategories />);
  const table = await screen.findByRole("table", { name: "Categories with slug, position and products" });
  fireEvent.click(within(table).getByRole("button", { name: "Edit VPN" }));
  const edit = screen.getByRole("form", { name: "Edit category vpn" });
  fireEvent.change(within(edit).getByLabelText("Position (smaller first)"), { target: { value: "9" } });
  fireEvent.click(within(edit).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(api.calls.find((c) => c.method === "PATCH")?.body).toEqual({ slug: "vpn", name: category.name, description: category.description, position: 9 }));
  const create = screen.getByRole("form", { name: "New category" });
  fireEvent.change(within(create).getByLabelText("Slug"), { target: { value: "proxies" } });
  fireEvent.change(within(create).getByLabelText("Name (English)"), { target: { value: "Proxies" } });
  fireEvent.change(within(create).getByLabelText("Name (Russian)"), { target: { value: "Прокси" } });
  fireEvent.click(within(create).getByRole("button", { name: "Create category" }));
  await waitFor(() => expect(api.calls.find((c) => c.method === "POST")?.body).toMatchObject({ slug: "proxies", name: { en: "Proxies", ru: "Прокси" }, position: 0 }));
});

it("lists, searches, edits and creates data centers", async () => {
  const api = fakeApi({
    "GET /api/staff/catalogue/data-centers": ok({ items: [dc], total: 1, page: 1, size: 50, pages: 1 }),
    "PATCH /api/staff/catalogue/data-centers/fra1": ok({ ...dc, tier: 4 }),
    "POST /api/staff/catalogue/data-centers": ok({ ...dc, uid: "new1" }, 201),
  });
  jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
  renderStaff(<StaffDataCenters />);
  const table = await screen.findByRole("table", { name: "Data centers with country, city, tier and offers" });
  expect(within(table).getByText("Germany")).toBeTruthy();
  fireEvent.change(screen.getByLabelText("Name, city or id"), { target: { value: "frank" } });
  fireEvent.click(screen.getByRole("button", { name: "Search" }));
  await waitFor(() => expect(api.calls.some((c) => c.path === "/api/staff/catalogue/data-centers?page=1&size=50&q=frank")).toBe(true));
  fireEvent.click(within(await screen.findByRole("table")).getByRole("button", { name: "Edit Frankfurt One" }));
  const edit = screen.getByRole("form", { name: "Edit Frankfurt One" });
  fireEvent.change(within(edit).getByLabelText("Tier"), { target: { value: "4" } });
  fireEvent.click(within(edit).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(api.calls.find((c) => c.method === "PATCH")?.body).toEqual({ name: "Frankfurt One", country: "DE", city: "Frankfurt", tier: 4 }));
  const create = screen.getByRole("form", { name: "New data center" });
  fireEvent.change(within(create).getByLabelText("Name"), { target: { value: "Riga 2" } });
  fireEvent.change(within(create).getByLabelText("Country"), { target: { value: "lv" } });
  fireEvent.change(within(create).getByLabelText("City"), { target: { value: "Riga" } });
  fireEvent.click(within(create).getByRole("button", { name: "Create data center" }));
  await waitFor(() => expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ name: "Riga 2", country: "LV", city: "Riga", tier: 3 }));
});
