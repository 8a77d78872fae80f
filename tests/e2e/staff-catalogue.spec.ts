import { expect, test } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { signInByCode, uniqueEmail } from "./support/sign-in";

/**
 * Staff upkeep of the catalogue: staff add a required option to a product in
 * /staff/catalogue, and a buyer's cart then asks for it on every instance of an offer of that
 * product, with the values staff gave. axe on the product editor.
 */

// Loopback addresses of their own (the e2e server trusts one proxy hop): the suite's sign-in budget stays intact.
const STAFF_IP = "127.0.0.41";
const BUYER_IP = "127.0.0.42";
test.use({ extraHTTPHeaders: { "X-Forwarded-For": STAFF_IP } });

test("staff add a product option, and the buyer's cart asks for it", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const key = `e2e_${Date.now().toString(36)}`;
  const name = `Backup plan ${key}`;

  await signInByCode(page, "staff@example.com");
  await page.goto("/staff/catalogue/products");
  await page.getByRole("link", { name: "Edit Personal VPN" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Personal VPN" })).toBeVisible();
  const form = page.getByRole("form", { name: "New option" });
  await form.getByLabel("Key", { exact: true }).fill(key);
  await form.getByLabel("Name (English)", { exact: true }).fill(name);
  await form.getByLabel("Name (Russian)", { exact: true }).fill(`План резервного копирования ${key}`);
  await expect(form.getByLabel("Required", { exact: true })).toBeChecked();
  const first = form.getByRole("group", { name: "Value 1" });
  await first.getByLabel("Value", { exact: true }).fill("daily");
  await first.getByLabel("Label (English)", { exact: true }).fill("Daily");
  await first.getByLabel("Label (Russian)", { exact: true }).fill("Ежедневно");
  await form.getByRole("button", { name: "Add a value" }).click();
  const second = form.getByRole("group", { name: "Value 2" });
  await second.getByLabel("Value", { exact: true }).fill("weekly");
  await second.getByLabel("Label (English)", { exact: true }).fill("Weekly");
  await second.getByLabel("Label (Russian)", { exact: true }).fill("Еженедельно");
  await form.getByRole("button", { name: "Add option" }).click();
  await expect(page.getByRole("form", { name: `Option ${key}` })).toBeVisible();
  const axe = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  // A buyer adds an offer of the product: its instance form has the new field with staff's values.
  const buyerContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": BUYER_IP } });
  const buyer = await buyerContext.newPage();
  await signInByCode(buyer, uniqueEmail("option-buyer"));
  const found = await buyer.request.get("/api/offers?product_slug=personal-vpn&size=1");
  const offer = ((await found.json()) as { items: { url: string; name: string }[] }).items[0];
  await buyer.goto(offer.url);
  await buyer.getByRole("main").getByRole("button", { name: "Add to cart" }).click();
  // The add is done once the header's cart counts it; leaving earlier could cancel the request.
  await expect(buyer.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await buyer.goto("/cart");
  const item = buyer.getByRole("main").getByRole("listitem").filter({ has: buyer.getByRole("heading", { level: 3, name: offer.name, exact: true }) });
  // Valid as it stands (a required option starts at its first value), so the configuration is folded.
  await expect(item.getByText("1 instance configured", { exact: true })).toBeVisible();
  await item.getByRole("button", { name: `Configuration of ${offer.name}` }).click();
  const field = item.getByLabel(name);
  await expect(field).toBeVisible();
  await expect(field.locator("option")).toHaveText(["Daily", "Weekly"]);
  await field.selectOption("weekly");
  await item.getByRole("group").first().getByRole("button", { name: "Save", exact: true }).click();
  await expect(item.getByText("1 instance configured", { exact: true })).toBeVisible();
  await buyerContext.close();
});

test("staff add an attribute with allowed values; the supplier's form offers them and the offer page shows the choice", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const label = `Client app ${Date.now().toString(36)}`;

  await signInByCode(page, "staff@example.com");
  await page.goto("/staff/catalogue/products");
  await page.getByRole("link", { name: "Edit Personal VPN" }).click();
  const attributes = page.getByRole("form", { name: "Attributes of its offers" });
  await expect(attributes.getByRole("group", { name: /^Attribute 1: protocols/ })).toBeVisible();
  const count = await attributes.getByRole("group", { name: /^Attribute \d+:/ }).count();
  await attributes.getByRole("button", { name: "Add an attribute" }).click();
  await expect(attributes.getByRole("group", { name: `Attribute ${count + 1}: new` })).toBeVisible();
  // Its legend follows the key typed, so the group is found by position.
  const added = attributes.getByRole("group", { name: /^Attribute \d+:/ }).nth(count);
  await added.getByLabel("Key", { exact: true }).fill("client_app");
  await expect(added).toHaveAccessibleName(`Attribute ${count + 1}: client_app`);
  await added.getByLabel("Label (English)", { exact: true }).fill(label);
  await added.getByLabel("Label (Russian)", { exact: true }).fill("Клиент");
  await added.getByLabel("Type", { exact: true }).selectOption("word");
  await added.getByLabel("Allowed values", { exact: true }).fill("Desktop, Mobile");
  await attributes.getByRole("button", { name: "Save attributes" }).click();
  await expect(attributes.getByRole("status")).toHaveText("Attributes saved");
  await expect(attributes.getByRole("group", { name: `Attribute ${count + 1}: client_app` }).getByLabel("Allowed values", { exact: true })).toHaveValue("Desktop, Mobile");
  const axe = await new AxeBuilder({ page }).include("#product-attributes").analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  // The supplier's form: the new attribute is optional and a choice of staff's values.
  const supplierContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "127.0.0.43" } });
  const supplier = await supplierContext.newPage();
  await signInByCode(supplier, "owner@quietpath-vpn.example.com");
  await supplier.goto("/supplier/offers/vpn/personal-vpn/create");
  const choice = supplier.getByLabel(`${label} (optional)`, { exact: true });
  await expect(choice.locator("option")).toHaveText(["Choose…", "Desktop", "Mobile"]);
  const name = `E2E VPN with a client ${Date.now()}`;
  await supplier.getByLabel("Name", { exact: true }).fill(name);
  await supplier.getByLabel("Price in EUR", { exact: true }).fill("3.50");
  await supplier.getByLabel("Country", { exact: true }).selectOption("NL");
  await supplier.getByLabel("Devices", { exact: true }).fill("3");
  await supplier.getByLabel("Bandwidth (Gbit/s)", { exact: true }).fill("1");
  await choice.selectOption("Mobile");
  await supplier.getByRole("button", { name: "Save" }).click();
  await expect(supplier).toHaveURL(/\/supplier\/offers\/vpn\/personal-vpn$/);
  await supplier.getByLabel("Search by name").fill(name);
  await supplier.getByRole("button", { name: "Search" }).click();
  const href = await supplier.getByRole("row").filter({ hasText: name }).getByRole("link", { name, exact: true }).getAttribute("href");
  await supplier.goto(href!);
  const specs = supplier.getByRole("main");
  await expect(specs.getByText(label, { exact: true })).toBeVisible();
  await expect(specs.getByText("Mobile", { exact: true })).toBeVisible();
  await supplierContext.close();
});
