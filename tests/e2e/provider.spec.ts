import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

/** Provider pages: reached by clicking, and their listing controls show what their URL says. */

// Visible rows only: after a client navigation the router keeps earlier pages in the DOM, hidden (React Activity).
const rows = (page: Page) => page.locator("main tr[data-offer-uid]:visible");
const uids = (page: Page) => rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-offer-uid")));

test("offer page → its provider's page → page 2 → 10 rows per page → Back, each showing what its URL says", async ({ page }) => {
  await page.goto("/gpu-servers/nvidia-h100");
  const firstOffer = page.locator("main a[href^='/gpu-servers/nvidia-h100/']:not([href*='compare']):visible").first();
  await firstOffer.click();
  await expect(page).toHaveURL(/\/gpu-servers\/nvidia-h100\/[a-z0-9]{10}$/);

  // The supplier's name on the offer page links to the provider's page.
  const supplier = page.locator("main a[href^='/provider/']").first();
  const supplierName = (await supplier.textContent())!.trim();
  await supplier.click();
  await expect(page).toHaveURL(/\/provider\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(supplierName);
  await expect(page.getByRole("heading", { name: "About the provider", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Data centers", exact: true })).toBeVisible();
  await expect(rows(page)).toHaveCount(50);
  const range = page.getByText(/^1–50 of \d+$/).first();
  await expect(range).toBeVisible();
  const total = Number((await range.textContent())!.split(" of ")[1]);
  expect(total).toBeGreaterThan(50);
  const first = await uids(page);

  // Page 2 by its link.
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/provider\/[a-z0-9-]+\?page=2$/);
  await expect(page.getByText(new RegExp(`^51–${Math.min(100, total)} of ${total}$`)).first()).toBeVisible();
  const second = await uids(page);
  expect(second.length).toBe(Math.min(50, total - 50));
  expect(second.filter((u) => first.includes(u))).toEqual([]);

  // Rows per page: 10, back on page 1.
  await page.getByRole("navigation", { name: "Rows per page" }).getByRole("link", { name: "10", exact: true }).click();
  await expect(page).toHaveURL(/\/provider\/[a-z0-9-]+\?size=10$/);
  await expect(rows(page)).toHaveCount(10);
  expect(await uids(page)).toEqual(first.slice(0, 10));

  // Back shows page 2 again.
  await page.goBack();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(rows(page)).toHaveCount(second.length);
  expect(await uids(page)).toEqual(second);
});

test("the provider table links to provider pages (no serious axe violation); sorting and the country filter apply from the form", async ({ page }) => {
  await page.goto("/provider");
  const link = page.locator("main table a[href^='/provider/']").first();
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/provider\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(rows(page).first()).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  const form = page.getByRole("search", { name: "Filter offers" });
  await form.getByLabel("Sort by").selectOption("price_desc");
  const country = form.locator("input[type=checkbox][name=country]").first();
  const code = await country.getAttribute("value");
  await country.check();
  await form.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`country=${code}`));
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect(rows(page).first()).toBeVisible();
  // Every row is in the chosen country, and the form shows what the URL says.
  await expect(form.locator(`input[name=country][value=${code}]`)).toBeChecked();
  await expect(form.getByLabel("Sort by")).toHaveValue("price_desc");
  const countries = await page.evaluate(
    async ([slug, c]) => {
      const res = await fetch(`/api/offers?provider=${slug}&country=${c}&sort=price_desc&size=50`);
      const body = (await res.json()) as { items: { uid: string }[] };
      return body.items.map((o) => o.uid);
    },
    [new URL(page.url()).pathname.split("/")[2], code!],
  );
  expect(await uids(page)).toEqual(countries);
});
