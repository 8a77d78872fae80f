import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * One normalised price (1 month = 730
 * hours) orders a GPU listing with hourly and monthly offers; each price shows both units; the
 * compare form refuses a 5th tick and explains an empty selection, with JavaScript and without.
 */

type OfferDto = { uid: string; price: { amount_cents: number; billing_period: "hour" | "month" | "year" } };

/** A GPU product whose first page (cheapest 50 per month) holds both hourly and monthly offers. */
async function mixedGpuProduct(request: APIRequestContext): Promise<string> {
  const categories = (await (await request.get("/api/catalog/categories")).json()) as {
    categories: { slug: string; products: { slug: string; is_active: boolean; offer_count: number }[] }[];
  };
  const gpu = categories.categories.find((c) => c.slug === "gpu-servers")!;
  for (const p of gpu.products.filter((x) => x.is_active && x.offer_count > 0)) {
    const body = (await (await request.get(`/api/offers?product_slug=${p.slug}&size=50&sort=price_desc`)).json()) as { items: OfferDto[] };
    const periods = new Set(body.items.map((o) => o.price.billing_period));
    if (periods.has("hour") && periods.has("month")) return p.slug;
  }
  throw new Error("no GPU product with hourly and monthly offers on one page");
}

/** "€2,898" → 289800 cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[€,]/g, "")) * 100);

/** The monthly price each row shows: its own "/month" price, or the "≈ …/month" of an hourly offer. */
async function monthlyPricesOnPage(page: Page): Promise<{ uid: string; text: string; monthly: number }[]> {
  const rows = page.locator("tr[data-offer-uid]:visible");
  await expect(rows.first()).toBeVisible();
  const out: { uid: string; text: string; monthly: number }[] = [];
  for (const row of await rows.all()) {
    const cell = row.locator("[data-monthly-cents]");
    const text = ((await cell.textContent()) ?? "").replace(/\s+/g, " ").trim();
    const match = /(€[\d,]+(?:\.\d+)?)\/month/.exec(text);
    expect(match, `a monthly price in "${text}"`).not.toBeNull();
    out.push({ uid: (await row.getAttribute("data-offer-uid"))!, text, monthly: cents(match![1]) });
  }
  return out;
}

test("a GPU listing sorts hourly and monthly offers by the monthly price, and shows both units", async ({ page, request }) => {
  const slug = await mixedGpuProduct(request);
  await page.goto("/gpu-servers");
  await page.locator(`main a[href="/gpu-servers/${slug}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/gpu-servers/${slug}$`));
  const form = page.getByRole("search", { name: "Filter offers" });
  await expect(form.getByRole("group", { name: "Price, € per month" })).toBeVisible();
  await expect(form.getByText("Monthly prices: 1 month = 730 hours")).toBeVisible();

  // High to low, then low to high, as a buyer would pick them.
  await form.getByLabel("Sort").selectOption({ label: "Price: high to low" });
  await form.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/sort=price_desc/);
  const desc = await monthlyPricesOnPage(page);
  // Rounded to whole euros for hourly offers: allow one euro of rounding between neighbours.
  for (let i = 1; i < desc.length; i++) expect(desc[i].monthly, `${desc[i - 1].text} before ${desc[i].text}`).toBeLessThanOrEqual(desc[i - 1].monthly + 100);

  await form.getByLabel("Sort").selectOption({ label: "Price: low to high" });
  await form.getByRole("button", { name: "Apply" }).click();
  await expect(page).not.toHaveURL(/sort=price_desc/);
  const asc = await monthlyPricesOnPage(page);
  for (let i = 1; i < asc.length; i++) expect(asc[i].monthly, `${asc[i - 1].text} before ${asc[i].text}`).toBeGreaterThanOrEqual(asc[i - 1].monthly - 100);

  // Both units in every price cell: hourly offers "€x/hour ≈ €y/month", monthly ones "€y/month ≈ €x/hour".
  const all = [...desc, ...asc];
  const hourly = all.filter((r) => /^€[\d,.]+\/hour ≈ €[\d,]+\/month/.test(r.text));
  const monthly = all.filter((r) => /^€[\d,.]+\/month ≈ €[\d,.]+\/hour/.test(r.text));
  expect(hourly.length, "hourly offers on the page").toBeGreaterThan(0);
  expect(monthly.length, "monthly offers on the page").toBeGreaterThan(0);
  expect(hourly.length + monthly.length).toBe(all.length);
  // And the unit price of a GPU listing.
  for (const r of all) expect(r.text).toMatch(/€[\d.,]+\/GPU-hour/);
  // An hourly offer is sorted by its monthly equivalent, not its raw figure: e.g. €3.97/hour sits among ~€2,898/month.
  const h = hourly[0];
  expect(h.monthly).toBeGreaterThan(cents(/^(€[\d,.]+)\/hour/.exec(h.text)![1]) * 100);

  // The GPU-hour sort is offered here and applies.
  await form.getByLabel("Sort").selectOption({ label: "Price per GPU-hour: low to high" });
  await form.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/sort=gpu_hour_asc/);
  if (process.env.PRICES_SCREENSHOTS) await page.screenshot({ path: "test-results/listing.png", fullPage: false });
  const perGpu = await page.locator("tr[data-offer-uid]:visible [data-unit-price='gpu_hour']").allTextContents();
  const values = perGpu.map((t) => cents(/€[\d,.]+/.exec(t)![0]));
  for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThanOrEqual(values[i - 1] - 1);
  await expect(form.getByLabel("Sort").locator("option", { hasText: "vCPU" })).toHaveCount(0);
});

test("compare: a 5th tick is refused with a message, and none ticked says why", async ({ page }) => {
  await page.goto("/gpu-servers");
  await page.locator('main a[href^="/gpu-servers/"]').first().click();
  const rows = page.locator("tr[data-offer-uid]:visible");
  await expect(rows.nth(5)).toBeVisible();
  const status = page.getByTestId("compare-message");
  await expect(status).toHaveAttribute("data-ready", "true"); // the island is hydrated and listening

  // Nothing ticked: the form is not sent and the live region explains.
  await page.getByRole("button", { name: "Compare selected" }).click();
  await expect(status).toHaveText("Tick at least 2 offers to compare them.");
  await expect(status).toHaveAttribute("aria-live", "polite");
  expect(new URL(page.url()).pathname).not.toContain("/compare");

  const boxes = rows.getByRole("checkbox");
  for (let i = 0; i < 4; i++) await boxes.nth(i).check();
  await expect(status).toBeEmpty();
  await boxes.nth(4).click();
  await expect(boxes.nth(4)).not.toBeChecked();
  await expect(status).toHaveText("You can compare at most 4 offers. Untick one to choose another.");
  await expect(rows.locator("input[name=offers]:checked")).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);

  // Untick one, tick the 5th row instead: allowed, and the four go to the comparison.
  await boxes.nth(0).uncheck();
  await boxes.nth(4).check();
  await expect(boxes.nth(4)).toBeChecked();
  await page.getByRole("button", { name: "Compare selected" }).click();
  await expect(page).toHaveURL(/\/compare\/[a-z0-9]{10}(,[a-z0-9]{10}){3}$/);
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveCount(5);
  // One period for all: every price cell is per month with the hourly equivalent.
  const priceRow = table.getByRole("row", { name: /^Price per month/ });
  await expect(priceRow.locator("[data-monthly-cents]")).toHaveCount(4);
  for (const cell of await priceRow.locator("[data-monthly-cents]").all()) await expect(cell).toHaveText(/€[\d,.]+\/month\s*≈ €[\d,.]+\/hour/);
  await expect(page.getByText("All prices are per month (1 month = 730 hours), with the hourly equivalent.")).toBeVisible();
  // Rows that differ say so to everyone: a visible marker inside the row header.
  const differing = table.locator("tr[data-differs=true]");
  expect(await differing.count()).toBeGreaterThan(0);
  await expect(differing.first().getByRole("rowheader")).toContainText("Differs");
  await expectNoSeriousA11yViolations(page);
  if (process.env.PRICES_SCREENSHOTS) await page.screenshot({ path: "test-results/compare.png", fullPage: true });
});

test("without JavaScript, 'Compare selected' with fewer than two ticks leads to a page that explains", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/gpu-servers");
  await page.locator('main a[href^="/gpu-servers/"]').first().click();
  await page.getByRole("button", { name: "Compare selected" }).click();
  await expect(page).toHaveURL(/\/compare\/pick$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose offers to compare");
  await expect(page.getByText(/Tick at least 2 offers of .+ in the list/)).toBeVisible();
  await page.getByRole("link", { name: /^Back to .+ offers$/ }).click();
  await expect(page.locator("tr[data-offer-uid]:visible").first()).toBeVisible();
  // Six ticks without JavaScript: the route keeps the first four.
  const boxes = page.locator("tr[data-offer-uid]:visible").getByRole("checkbox");
  for (let i = 0; i < 6; i++) await boxes.nth(i).check();
  await page.getByRole("button", { name: "Compare selected" }).click();
  await expect(page).toHaveURL(/\/compare\/[a-z0-9]{10}(,[a-z0-9]{10}){3}$/);
  await context.close();
});

test("'Compare with similar offers' picks the same GPU model, in Russian too", async ({ page }) => {
  await page.goto("/ru/gpu-servers");
  await page.locator('main a[href^="/ru/gpu-servers/"]').first().click();
  await page.locator("tr[data-offer-uid]:visible th a").first().click();
  await expect(page.getByTestId("offer-price")).toHaveText(/€\/(час|мес\.)\s*≈/);
  await expect(page.getByRole("article").getByText("Цены в месяц: 1 месяц = 730 часов")).toBeVisible();
  await page.getByRole("link", { name: "Сравнить с похожими" }).click();
  await expect(page).toHaveURL(/\/ru\/gpu-servers\/[a-z0-9-]+\/compare\/[a-z0-9,]+$/);
  const model = page.getByRole("row", { name: /^Модель GPU|^GPU model/ });
  await expect(model).toHaveCount(1);
  await expect(model).not.toHaveAttribute("data-differs", "true");
  await expect(page.getByRole("row", { name: /^Цена в месяц/ })).toBeVisible();
});
