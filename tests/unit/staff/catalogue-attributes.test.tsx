/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiRequest } from "@/components/api/client";
import type { StaffProductDetail } from "@/components/staff/catalogue-api";
import { ProductEditor } from "@/components/staff/catalogue-product-editor";
import { defaultAttributeSchema } from "@/lib/catalogue/attribute-schema";
import { fail, fakeApi, ok, renderStaff } from "./render";

jest.mock("@/components/api/client", () => ({ apiRequest: jest.fn() }));
jest.mock("@/components/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ push: jest.fn() }),
}));

const schema = defaultAttributeSchema("vpn");
const product: StaffProductDetail = {
  id: 7,
  slug: "personal-vpn",
  is_active: true,
  name: { en: "Personal VPN", ru: "Личный VPN" },
  description: { en: "", ru: "" },
  position: 0,
  category: { id: 2, slug: "vpn", name: { en: "VPN", ru: "VPN" } },
  attribute_schema: schema,
  options_count: 0,
  offers_count: 3,
  options: [],
};

function setup(patch: ReturnType<typeof ok>) {
  const api = fakeApi({
    "GET /api/staff/catalogue/products/7": ok(product),
    "GET /api/staff/catalogue/categories": ok({ items: [] }),
    "PATCH /api/staff/catalogue/products/7": patch,
  });
  jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
  renderStaff(<ProductEditor id={7} />);
  return api;
}

beforeEach(() => jest.mocked(apiRequest).mockReset());

it("lists the schema with the category's filters marked, and saves it whole: reordered, one removed, one added with allowed values", async () => {
  const next = [schema[1], schema[0], { key: "client_app", label: { en: "Client app", ru: "Клиент" }, type: "word" as const, required: true, values: ["Desktop", "Mobile"] }];
  const api = setup(ok({ ...product, attribute_schema: next }));
  const form = await screen.findByRole("form", { name: "Attributes of its offers" });
  const groups = within(form).getAllByRole("group", { name: /^Attribute \d+:/ });
  expect(groups.map((g) => g.querySelector("legend")?.textContent)).toEqual(["Attribute 1: protocolsListing filter", "Attribute 2: devicesListing filter", "Attribute 3: bandwidth_gbpsListing filter"]);
  fireEvent.click(within(form).getByRole("button", { name: "Move devices up" }));
  fireEvent.click(within(form).getByRole("button", { name: "Remove bandwidth_gbps" }));
  fireEvent.click(within(form).getByRole("button", { name: "Add an attribute" }));
  const added = within(form).getByRole("group", { name: "Attribute 3: new" });
  fireEvent.change(within(added).getByLabelText("Key"), { target: { value: "client_app" } });
  fireEvent.change(within(added).getByLabelText("Label (English)"), { target: { value: "Client app" } });
  fireEvent.change(within(added).getByLabelText("Label (Russian)"), { target: { value: "Клиент" } });
  fireEvent.change(within(added).getByLabelText("Allowed values"), { target: { value: " Desktop, Mobile ,," } });
  fireEvent.click(within(added).getByLabelText("Required"));
  fireEvent.click(within(form).getByRole("button", { name: "Save attributes" }));
  await waitFor(() => expect(api.calls.some((c) => c.method === "PATCH")).toBe(true));
  expect(api.calls.find((c) => c.method === "PATCH")!.body).toEqual({ attribute_schema: next });
  expect(await within(form).findByRole("status")).toHaveProperty("textContent", "Attributes saved");
});

it("shows the API's problems at the attribute they concern, and a refusal over existing offers above the buttons", async () => {
  setup(
    fail(422, {
      detail: [
        { loc: ["body", "attribute_schema", 1, "type"], msg: "'devices' is a filter of this category: keep its type number", type: "value_error" },
        { loc: ["body", "attribute_schema"], msg: "Offers of this product that do not fit this schema: 2", type: "value_error" },
      ],
    }),
  );
  const form = await screen.findByRole("form", { name: "Attributes of its offers" });
  const devices = within(form).getByRole("group", { name: /^Attribute 2: devices/ });
  fireEvent.change(within(devices).getByLabelText("Type"), { target: { value: "word" } });
  fireEvent.click(within(form).getByRole("button", { name: "Save attributes" }));
  expect(await within(devices).findByText("'devices' is a filter of this category: keep its type number")).toBeTruthy();
  expect(within(devices).getByLabelText("Type").getAttribute("aria-invalid")).toBe("true");
  expect(within(form).getByRole("alert").textContent).toBe("Offers of this product that do not fit this schema: 2");
  expect(within(form).queryByRole("status")).toBeNull();
});
