import { expect, test } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { signIn } from "./support/sign-in";

/**
 * Suppliers' offers (issue 11, first part): the demo owner of a seeded supplier creates an offer in
 * the supplier interface, finds it public in the catalogue, and hides it in bulk: its public page is
 * gone at once. axe on the list and the form.
 */

// A loopback address of its own (the e2e server trusts one proxy hop): the sign-in budget of the rest of the suite stays intact.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "127.0.0.40" } });

test("a supplier creates an offer, sees it public, and hides it in bulk", async ({ page }) => {
  test.setTimeout(90_000);
  const name = `E2E VPN ${Date.now()}`;
  await signIn(page, "owner@quietpath-vpn.example.com");
  await page.goto("/supplier/offers/vpn/personal-vpn");
  await expect(page.getByRole("table", { name: /Your offers/ })).toBeVisible();
  const axe = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  await page.getByRole("link", { name: "Create offer" }).click();
  await expect(page).toHaveURL(/\/supplier\/offers\/vpn\/personal-vpn\/create$/);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Price in EUR", { exact: true }).fill("4.90");
  await page.getByLabel("Billing period", { exact: true }).selectOption("month");
  await page.getByLabel("Country", { exact: true }).selectOption("DE");
  await page.getByLabel("Stock", { exact: true }).fill("50");
  await page.getByLabel("Estimated delivery in minutes", { exact: true }).fill("15");
  await page.getByLabel("Devices", { exact: true }).fill("5");
  await page.getByLabel("Bandwidth (Gbit/s)", { exact: true }).fill("1");
  await page.getByLabel("Protocols", { exact: true }).fill("WireGuard, OpenVPN");
  const formAxe = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  expect(formAxe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await page.getByRole("button", { name: "Save" }).click();

  // Back on the list: the new offer, public; its link opens the public offer page.
  await expect(page).toHaveURL(/\/supplier\/offers\/vpn\/personal-vpn$/);
  await page.getByLabel("Search by name").fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Public");
  const href = await row.getByRole("link", { name, exact: true }).getAttribute("href");
  expect(href).toMatch(/^\/vpn\/personal-vpn\//);
  const publicPage = await page.context().newPage();
  // As a reload does: past the front's 2-second micro-cache (ADR 0003); the app's caches are what the write expires.
  await publicPage.setExtraHTTPHeaders({ "cache-control": "no-cache", "X-Forwarded-For": "127.0.0.40" });
  const shown = await publicPage.goto(href!, { waitUntil: "domcontentloaded" });
  expect(shown?.status()).toBe(200);
  await expect(publicPage.getByRole("heading", { level: 1 })).toContainText(name);

  // Hide it in bulk: gone from the catalogue at once.
  await row.getByRole("checkbox", { name: `Select ${name}`, exact: true }).check();
  await page.getByRole("group", { name: "Actions on the selected offers" }).getByRole("button", { name: "Hide" }).click();
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Hidden");
  const gone = await publicPage.goto(href!, { waitUntil: "domcontentloaded" });
  expect(gone?.status()).toBe(404);
  await publicPage.close();
});
