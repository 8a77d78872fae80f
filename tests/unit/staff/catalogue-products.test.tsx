/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiRequest } from "@/components/api/client";
import type { StaffCategory, StaffProduct } from "@/components/staff/catalogue-api";
import { StaffProducts } from "@/components/staff/catalogue-products";
import { fail, fakeApi, ok, renderStaff, type Call } from "./render";

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

const categories: StaffCategory[] = [
  { id: 1, slug: "virtual-servers", name: { en: "Virtual servers", ru: "Виртуальные серверы" }, description: { en: "", ru: "" }, position: 0, products_count: 2 },
  { id: 2, slug: "vpn", name: { en: "VPN", ru: "VPN" }, description: { en: "", ru: "" }, position: 1, products_count: 1 },
];
const product = (id: number, active = true): StaffProduct => ({
  id,
  slug: `product-${id}`,
  is_active: active,
  name: { en: `Product ${id}`, ru: `Продукт ${id}` },
  description: { en: "", ru: "" },
  position: id,
  category: { id: 1, slug: "virtual-servers", name: categories[0].name },
  attribute_schema: [],
  options_count: 2,
  offers_count: 40 + id,
});

function setup(list = ok({ items: [product(1), product(2, false)], total: 2, page: 1, size: 50, pages: 1 }), extra: Record<string, ReturnType<typeof ok> | ((call: Call) => ReturnType<typeof ok>)> = {}) {
  const api = fakeApi({ "GET /api/staff/catalogue/products": list, "GET /api/staff/catalogue/categories": ok({ items: categories }), ...extra });
  jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
  return api;
}

beforeEach(() => {
  jest.mocked(apiRequest).mockReset();
  push.mockReset();
});

it("lists every product with its status, options and offers, each linking to its edit page", async () => {
  const api = setup();
  renderStaff(<StaffProducts />);
  const table = await screen.findByRole("table", { name: "Products with slug, category, status, options and offers" });
  expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Name", "Slug", "Category", "Status", "Options", "Offers"]);
  expect(within(table).getByRole("link", { name: "Edit Product 1" }).getAttribute("href")).toBe("/staff/catalogue/products/1");
  expect(within(table).getByText("Inactive")).toBeTruthy();
  expect(within(table).getByText("42")).toBeTruthy();
  expect(api.calls.map((c) => c.path)).toContain("/api/staff/catalogue/products?is_active=all&page=1&size=50");
  expect(screen.getByText("Page 1 of 1 (2 products)")).toBeTruthy();
});

it("filters by text, category and status", async () => {
  const api = setup();
  renderStaff(<StaffProducts />);
  await screen.findByRole("table");
  await screen.findAllByRole("option", { name: "VPN" });
  const filter = screen.getByRole("form", { name: "Filter products" });
  fireEvent.change(within(filter).getByLabelText("Slug or name"), { target: { value: "vps" } });
  fireEvent.change(within(filter).getByLabelText("Category"), { target: { value: "vpn" } });
  fireEvent.change(within(filter).getByLabelText("Status"), { target: { value: "false" } });
  fireEvent.click(within(filter).getByRole("button", { name: "Show" }));
  await waitFor(() => expect(api.calls.some((c) => c.path === "/api/staff/catalogue/products?q=vps&category=vpn&is_active=false&page=1&size=50")).toBe(true));
});

it("creates a product and opens it; shows the API's field errors", async () => {
  let attempt = 0;
  const api = setup(undefined, {
    "POST /api/staff/catalogue/products": () =>
      ++attempt === 1
        ? fail(422, { detail: [{ loc: ["body", "slug"], msg: "Another product already has the slug 'linux-vps'", type: "unique" }] })
        : ok({ ...product(7), options: [] }, 201),
  });
  renderStaff(<StaffProducts />);
  await screen.findAllByRole("option", { name: "VPN" });
  const form = screen.getByRole("region", { name: "New product" });
  fireEvent.change(within(form).getByLabelText("Slug"), { target: { value: "linux-vps" } });
  fireEvent.change(within(form).getByLabelText("Category"), { target: { value: "virtual-servers" } });
  fireEvent.change(within(form).getByLabelText("Name (English)"), { target: { value: "Linux VPS" } });
  fireEvent.change(within(form).getByLabelText("Name (Russian)"), { target: { value: "Linux VPS" } });
  fireEvent.click(within(form).getByRole("button", { name: "Create product" }));
  expect(await within(form).findByText("Another product already has the slug 'linux-vps'")).toBeTruthy();
  expect(within(form).getByLabelText("Slug").getAttribute("aria-invalid")).toBe("true");
  const post = api.calls.find((c) => c.method === "POST")!;
  expect(post.body).toEqual({ slug: "linux-vps", category: "virtual-servers", name: { en: "Linux VPS", ru: "Linux VPS" }, is_active: true, position: 0 });
  fireEvent.change(within(form).getByLabelText("Slug"), { target: { value: "linux-vps-2" } });
  fireEvent.click(within(form).getByRole("button", { name: "Create product" }));
  await waitFor(() => expect(push).toHaveBeenCalledWith("/staff/catalogue/products/7"));
});

it("shows a visitor without staff access the 'staff only' state", async () => {
  setup(fail(403, { detail: { msg: "This is for marketplace staff only", code: "staff_only" } }));
  renderStaff(<StaffProducts />);
  expect(await screen.findByRole("heading", { name: "For marketplace staff only" })).toBeTruthy();
  expect(screen.queryByRole("table")).toBeNull();
});

it("shows the Russian texts", async () => {
  setup();
  renderStaff(<StaffProducts />, "ru");
  expect(await screen.findByRole("link", { name: "Изменить Продукт 1" })).toBeTruthy();
  expect(within(screen.getByRole("table")).getByText("Неактивен")).toBeTruthy();
});
