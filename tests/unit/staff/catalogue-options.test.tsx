/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiRequest } from "@/components/api/client";
import type { StaffProductDetail } from "@/components/staff/catalogue-api";
import { ProductEditor } from "@/components/staff/catalogue-product-editor";
import { fail, fakeApi, ok, renderStaff, type Call } from "./render";

jest.mock("@/components/api/client", () => ({ apiRequest: jest.fn() }));
jest.mock("@/components/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ push: jest.fn() }),
}));

const os = {
  id: 11,
  key: "os",
  name: { en: "Operating system", ru: "Операционная система" },
  required: true,
  position: 0,
  values: [
    { value: "debian-12", label: { en: "Debian 12", ru: "Debian 12" }, price_cents: 0 },
    { value: "windows", label: { en: "Windows Server", ru: "Windows Server" }, price_cents: 2900 },
  ],
};
const product: StaffProductDetail = {
  id: 5,
  slug: "linux-vps",
  is_active: true,
  name: { en: "Linux VPS", ru: "Linux VPS" },
  description: { en: "Virtual servers", ru: "Виртуальные серверы" },
  position: 0,
  category: { id: 1, slug: "virtual-servers", name: { en: "Virtual servers", ru: "Виртуальные серверы" } },
  attribute_schema: [],
  options_count: 1,
  offers_count: 10,
  options: [os],
};

function setup(routes: Record<string, ReturnType<typeof ok> | ((call: Call) => ReturnType<typeof ok>)> = {}) {
  const api = fakeApi({
    "GET /api/staff/catalogue/products/5": ok(product),
    "GET /api/staff/catalogue/categories": ok({ items: [{ id: 1, slug: "virtual-servers", name: product.category.name, description: { en: "", ru: "" }, position: 0, products_count: 1 }] }),
    ...routes,
  });
  jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
  renderStaff(<ProductEditor id={5} />);
  return api;
}

beforeEach(() => jest.mocked(apiRequest).mockReset());

it("edits an option's values in the cart's shape (value, label en/ru, price_cents)", async () => {
  const api = setup({ "PATCH /api/staff/catalogue/products/5/options/os": ok(os) });
  const form = await screen.findByRole("form", { name: "Option os" });
  expect((within(form).getByLabelText("Key") as HTMLInputElement).value).toBe("os");
  expect(within(form).getAllByRole("group", { name: /^Value \d$/ })).toHaveLength(2);
  fireEvent.click(within(form).getByRole("button", { name: "Add a value" }));
  const third = within(form).getByRole("group", { name: "Value 3" });
  fireEvent.change(within(third).getByLabelText("Value"), { target: { value: "alma-9" } });
  fireEvent.change(within(third).getByLabelText("Label (English)"), { target: { value: "AlmaLinux 9" } });
  fireEvent.change(within(third).getByLabelText("Label (Russian)"), { target: { value: "AlmaLinux 9" } });
  fireEvent.change(within(third).getByLabelText("Extra price (euro cents)"), { target: { value: "150" } });
  fireEvent.click(within(form).getByRole("button", { name: "Remove value 1" }));
  fireEvent.click(within(form).getByRole("button", { name: "Save option" }));
  await waitFor(() => expect(api.calls.some((c) => c.method === "PATCH")).toBe(true));
  expect(api.calls.find((c) => c.method === "PATCH")!.body).toEqual({
    key: "os",
    name: os.name,
    required: true,
    position: 0,
    values: [os.values[1], { value: "alma-9", label: { en: "AlmaLinux 9", ru: "AlmaLinux 9" }, price_cents: 150 }],
  });
});

it("adds a new required option and shows the API's errors at the value's field", async () => {
  let attempt = 0;
  const api = setup({
    "POST /api/staff/catalogue/products/5/options": () =>
      ++attempt === 1
        ? fail(422, { detail: [{ loc: ["body", "values", 0, "price_cents"], msg: "Must be a whole number of euro cents from 0 to 100000000", type: "too_small" }] })
        : ok({ ...os, id: 12, key: "backup" }, 201),
  });
  const form = await screen.findByRole("form", { name: "New option" });
  fireEvent.change(within(form).getByLabelText("Key"), { target: { value: "backup" } });
  fireEvent.change(within(form).getByLabelText("Name (English)"), { target: { value: "Backups" } });
  fireEvent.change(within(form).getByLabelText("Name (Russian)"), { target: { value: "Резервные копии" } });
  const first = within(form).getByRole("group", { name: "Value 1" });
  fireEvent.change(within(first).getByLabelText("Value"), { target: { value: "daily" } });
  fireEvent.change(within(first).getByLabelText("Label (English)"), { target: { value: "Daily" } });
  fireEvent.change(within(first).getByLabelText("Label (Russian)"), { target: { value: "Ежедневно" } });
  fireEvent.change(within(first).getByLabelText("Extra price (euro cents)"), { target: { value: "-5" } });
  expect((within(form).getByLabelText("Required") as HTMLInputElement).checked).toBe(true);
  fireEvent.click(within(form).getByRole("button", { name: "Add option" }));
  expect(await within(form).findByText("Must be a whole number of euro cents from 0 to 100000000")).toBeTruthy();
  expect(api.calls.find((c) => c.method === "POST")!.body).toEqual({
    key: "backup",
    name: { en: "Backups", ru: "Резервные копии" },
    required: true,
    values: [{ value: "daily", label: { en: "Daily", ru: "Ежедневно" }, price_cents: -5 }],
  });
  fireEvent.change(within(first).getByLabelText("Extra price (euro cents)"), { target: { value: "500" } });
  fireEvent.click(within(form).getByRole("button", { name: "Add option" }));
  await waitFor(() => expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(2));
  await waitFor(() => expect(api.calls.filter((c) => c.path === "/api/staff/catalogue/products/5").length).toBeGreaterThan(1));
});

it("deletes an option after a confirmation", async () => {
  const api = setup({ "DELETE /api/staff/catalogue/products/5/options/os": ok({ key: "os" }) });
  const form = await screen.findByRole("form", { name: "Option os" });
  fireEvent.click(within(form).getByRole("button", { name: "Delete option" }));
  expect(within(form).getByText("Delete the option os? Carts stop asking for it.")).toBeTruthy();
  expect(api.calls.some((c) => c.method === "DELETE")).toBe(false);
  fireEvent.click(within(form).getByRole("button", { name: "Yes, delete" }));
  await waitFor(() => expect(api.calls.some((c) => c.method === "DELETE")).toBe(true));
});

it("saves the product's fields, deactivating it", async () => {
  const api = setup({ "PATCH /api/staff/catalogue/products/5": ok({ ...product, is_active: false }) });
  const form = await screen.findByRole("region", { name: "Product" });
  expect(screen.getByText("Active: listed in the catalogue, its listing and offer pages and the sitemap.")).toBeTruthy();
  fireEvent.click(within(form).getByLabelText("Active: listed in the catalogue"));
  fireEvent.click(within(form).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(api.calls.some((c) => c.method === "PATCH")).toBe(true));
  expect(api.calls.find((c) => c.method === "PATCH")!.body).toMatchObject({ slug: "linux-vps", category: "virtual-servers", is_active: false, name: product.name });
  expect(await screen.findByText(/Inactive: out of the catalogue/)).toBeTruthy();
});

it("says so for an unknown product, and shows the Russian texts", async () => {
  const api = fakeApi({ "GET /api/staff/catalogue/products/5": fail(404, { detail: "Product 5 was not found" }), "GET /api/staff/catalogue/categories": ok({ items: [] }) });
  jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
  renderStaff(<ProductEditor id={5} />, "ru");
  expect(await screen.findByRole("heading", { name: "Продукт не найден" })).toBeTruthy();
});
