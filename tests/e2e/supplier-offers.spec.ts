import { expect, test } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { paths } from "../../lib/catalogue/paths";
import { signInByCode } from "./support/sign-in";

/**
 * Suppliers' offers: the demo owner of a seeded supplier creates an offer in
 * the supplier interface, finds it public in the catalogue, and hides it in bulk: its public page is
 * gone at once. The same owner imports the product's offers from a CSV file built from the export: a
 * bad row is refused with its row and column, the fixed file creates an offer shown on the public
 * listing. axe on the list, the form and the import page.
 */

// A loopback address of its own (the e2e server trusts one proxy hop): the sign-in budget of the rest of the suite stays intact.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "127.0.0.40" } });

test("a supplier creates an offer, sees it public, and hides it in bulk", async ({ page }) => {
  test.setTimeout(90_000);
  const name = `E2E VPN ${Date.now()}`;
  await signInByCode(page, "owner@quietpath-vpn.example.com");
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
  await page.getByLabel("Protocols (optional)", { exact: true }).fill("WireGuard, OpenVPN");
  const formAxe = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  expect(formAxe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await page.getByRole("button", { name: "Save" }).click();

  // Back on the list: the new offer, public; its link opens the public offer page.
  await expect(page).toHaveURL(/\/supplier\/offers\/vpn\/personal-vpn$/);
  await page.getByLabel("Search by name").fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Public");
  // The gate's organisation, the categories and the table's first page are prefetched on the server:
  // the first HTML already holds the table with the new offer (newest first), not a spinner.
  const html = await (await page.request.get("/supplier/offers/vpn/personal-vpn")).text();
  expect(html).toContain("Your role");
  expect(html).toContain(name);
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

test("a supplier imports offers from CSV: a bad row blocks the commit, the fixed file creates a public offer", async ({ page }) => {
  test.setTimeout(120_000);
  // 1 cent a month: the cheapest offer, first on the listing's default order (price, lowest first).
  const name = `E2E CSV VPN ${Date.now()}`;
  await signInByCode(page, "owner@quietpath-vpn.example.com");
  await page.goto("/supplier/offers/vpn/personal-vpn");
  await expect(page.getByRole("table", { name: /Your offers/ })).toBeVisible();
  await page.getByRole("link", { name: "Import CSV" }).click();
  await expect(page).toHaveURL(/\/supplier\/offers\/vpn\/personal-vpn\/import$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Import offers: / })).toBeVisible();

  // The current offers from the page's export link: importing them unchanged changes nothing.
  const exportHref = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
  expect(exportHref).toBe("/api/supplier/offers/export?product_slug=personal-vpn");
  const exported = await page.request.get(exportHref!);
  expect(exported.status()).toBe(200);
  expect(exported.headers()["content-type"]).toContain("text/csv");
  const text = await exported.text();
  const headerEnd = text.indexOf("\n") + 1;
  const header = text.slice(0, headerEnd);
  expect(header).toBe("uid,name,price_cents,billing_period,country,data_center,stock,delivery_minutes,status,attributes\n");
  // The new offer is the first row after the header: row 2 of the file.
  const attributes = `"${JSON.stringify({ protocols: ["WireGuard", "OpenVPN"], devices: 5, bandwidth_gbps: 1 }).replace(/"/g, '""')}"`;
  const file = (priceCents: string) => `${header},${name},${priceCents},month,DE,,50,15,public,${attributes}\n${text.slice(headerEnd)}`;
  const chooser = page.getByLabel("Choose a CSV file");

  // A price that is not a number: the row's error with its row and column, and no commit.
  await chooser.setInputFiles({ name: "offers-bad.csv", mimeType: "text/csv", buffer: Buffer.from(file("abc"), "utf8") });
  await expect(page.getByText(/^Chosen: offers-bad\.csv/)).toBeVisible();
  await page.getByRole("button", { name: "Preview" }).click();
  const errors = page.getByRole("table", { name: "Errors in the file by row, column and message" });
  await expect(errors.getByRole("row")).toHaveCount(2);
  const errorRow = errors.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "2", exact: true }) });
  await expect(errorRow).toContainText("price_cents");
  await expect(errorRow).toContainText("Enter the price in whole euro cents");
  await expect(page.getByText(/^The file has 1 error/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Commit import" })).toBeDisabled();
  const axe = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  // The fixed file: one offer to create, the others unchanged; commit.
  await chooser.setInputFiles({ name: "offers.csv", mimeType: "text/csv", buffer: Buffer.from(file("1"), "utf8") });
  await expect(page.getByText(/^Chosen: offers\.csv/)).toBeVisible();
  await expect(errors).toBeHidden();
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByText(/^Preview ready: 1 to create, 0 to change, 0 to remove, \d+ unchanged\.$/)).toBeVisible();
  await expect(page.getByRole("table", { name: /^The file's rows/ }).getByRole("row").filter({ hasText: name })).toContainText("Create");
  const commit = page.getByRole("button", { name: "Commit import" });
  await expect(commit).toBeEnabled();
  await commit.click();
  await expect(page.getByText(/^Import done: 1 created, 0 changed, \d+ unchanged, 0 deleted, 0 archived\.$/)).toBeVisible();
  const done = page.getByRole("region", { name: "Import done" });
  await expect(done.getByRole("link", { name: "Back to the product's offers" })).toHaveAttribute("href", "/supplier/offers/vpn/personal-vpn");

  // On the product's public listing at once.
  const publicPage = await page.context().newPage();
  // As a reload does: past the front's 2-second micro-cache (ADR 0003); the app's caches are what the commit expires.
  await publicPage.setExtraHTTPHeaders({ "cache-control": "no-cache", "X-Forwarded-For": "127.0.0.40" });
  const listing = await publicPage.goto(paths.listing("vpn", "personal-vpn"), { waitUntil: "domcontentloaded" });
  expect(listing?.status()).toBe(200);
  await expect(publicPage.getByRole("rowheader", { name, exact: true })).toBeVisible();
  await publicPage.close();
});

test("a supplier attaches an IP block to a computing offer: a private range is refused with the reason, a public one is listed and removed", async ({ page }) => {
  test.setTimeout(90_000);
  const found = await page.request.get("/api/offers?product_slug=cpu-compute&size=1");
  const offer = ((await found.json()) as { items: { uid: string; supplier: { slug: string } }[] }).items[0];
  await signInByCode(page, `owner@${offer.supplier.slug}.example.com`);
  await page.goto(`/supplier/offers/computing/cpu-compute/${offer.uid}/update`);
  const section = page.getByRole("region", { name: "IP blocks" });
  await expect(section).toBeVisible();
  const field = section.getByLabel("Range (CIDR)");
  await field.fill("10.20.0.0/16");
  await section.getByRole("button", { name: "Attach range" }).click();
  await expect(section.getByRole("alert")).toContainText("not public unicast address space");
  const range = `185.${100 + Math.floor(Math.random() * 100)}.${Math.floor(Math.random() * 250)}.0/24`;
  await field.fill(range);
  await section.getByRole("button", { name: "Attach range" }).click();
  await expect(section.getByRole("cell", { name: range, exact: true })).toBeVisible();
  await expect(field).toHaveValue("");
  const axe = await new AxeBuilder({ page }).include("section").exclude("[data-sonner-toaster]").analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await section.getByRole("button", { name: `Remove ${range}` }).click();
  await expect(section.getByRole("cell", { name: range, exact: true })).toHaveCount(0);
});
