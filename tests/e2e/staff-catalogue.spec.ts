import { expect, test } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { signIn, uniqueEmail } from "./support/sign-in";

/**
 * Staff upkeep of the catalogue (issue 11): staff add a required option to a product in
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

  await signIn(page, "staff@example.com");
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
  await signIn(buyer, uniqueEmail("option-buyer"));
  const found = await buyer.request.get("/api/offers?product_slug=personal-vpn&size=1");
  const offer = ((await found.json()) as { items: { url: string; name: string }[] }).items[0];
  await buyer.goto(offer.url);
  await buyer.getByRole("main").getByRole("button", { name: "Add to cart" }).click();
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
