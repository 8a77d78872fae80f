import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";

/**
 * Every control of a listing shows exactly what its URL says.
 * A buyer pages, changes rows per page, sorts, filters, goes Back and Forward, at a laptop's and a
 * phone's width, in English and Russian; after each step the rows (elements with `data-offer-uid`)
 * and the filter form (ticked boxes, sort, price bounds) must equal what a direct load of the same URL
 * shows. Rows are found only among visible elements (the phone layout shows cards); at small widths
 * the form may sit behind a "Filters" button, which the helpers open.
 */

const PRODUCT = "/gpu-servers/nvidia-h100";

type Lang = "en" | "ru";
type Listing = { pagination: string; next: string; pageLabel: string; rowsPerPage: string; apply: string; filtersForm: string; filters: string };
const messages = (lang: Lang) => (JSON.parse(readFileSync(`messages/${lang}.json`, "utf8")) as { listing: Listing }).listing;

type FormState = { sort: string; priceMin: string; priceMax: string; checked: string[] };
type View = { rows: string[]; forms: FormState[] };

/** At small widths the filters may be behind a "Filters" button: open them when it is there. */
async function openFilters(page: Page, L: Listing): Promise<Locator> {
  const form = page.locator(`form[aria-label="${L.filtersForm}"]:visible`).first();
  if (await form.isVisible()) return form;
  const button = page.getByRole("button", { name: L.filters, exact: true });
  if (await button.isVisible()) await button.click();
  await expect(form).toBeVisible();
  return form;
}

/** Closes the filters dialog if one is open (so that links behind it can be clicked). */
async function closeFilters(page: Page) {
  if (await page.getByRole("dialog").isVisible()) {
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  }
}

/** What the page shows: the visible offers in order and the state of every filter form on it. */
async function view(page: Page, L: Listing): Promise<View | null> {
  try {
    await page.waitForLoadState("load");
    const rows = await page
      .locator("[data-offer-uid]:visible")
      .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute("data-offer-uid") ?? ""))]);
    await openFilters(page, L);
    const forms = await page.locator(`form[aria-label="${L.filtersForm}"]`).evaluateAll((fs) =>
      (fs as HTMLFormElement[]).map((f) => ({
        sort: (f.querySelector('select[name="sort"]') as HTMLSelectElement | null)?.value ?? "",
        priceMin: (f.querySelector('input[name="price_min"]') as HTMLInputElement | null)?.value ?? "",
        priceMax: (f.querySelector('input[name="price_max"]') as HTMLInputElement | null)?.value ?? "",
        checked: [...f.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].filter((i) => i.checked).map((i) => `${i.name}=${i.value}`).sort(),
      })),
    );
    await closeFilters(page);
    return { rows, forms };
  } catch {
    return null; // a navigation under way: ask again
  }
}

/** A second page of the same context: the direct load of a URL, the reference of what it must show. */
function directLoads(reference: Page, L: Listing) {
  const seen = new Map<string, View>();
  return async (url: string): Promise<View> => {
    const known = seen.get(url);
    if (known) return known;
    await reference.goto(url);
    const v = await view(reference, L);
    expect(v, `direct load of ${url}`).not.toBeNull();
    expect(v!.rows.length, `direct load of ${url} lists offers`).toBeGreaterThan(0);
    seen.set(url, v!);
    return v!;
  };
}

/** The total of the range line ("1–10 of 37", "1–10 из 37"). */
async function total(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+–\d+ \S+ \d+$/).first().textContent();
  return Number(text!.trim().split(" ").at(-1));
}

/** A visible, unticked box whose count is above zero, of a facet other than `except`, with its count. */
async function pickBox(form: Locator, except: string[]): Promise<{ box: Locator; name: string; value: string; count: number }> {
  const boxes = form.locator('input[type="checkbox"]:visible');
  for (let i = 0; i < (await boxes.count()); i++) {
    const box = boxes.nth(i);
    const name = (await box.getAttribute("name"))!;
    if (except.includes(name) || (await box.isChecked())) continue;
    const id = (await box.getAttribute("id"))!;
    const count = Number(((await form.locator(`label[for="${id}"] span`).textContent()) ?? "").replace(/\D/g, ""));
    if (count > 0) return { box, name, value: (await box.getAttribute("value"))!, count };
  }
  throw new Error(`no box to tick outside ${except.join(", ")}`);
}

async function newPages(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 780 : 900 } });
  return { context, page: await context.newPage(), reference: await context.newPage() };
}

for (const lang of ["en", "ru"] as const) {
  for (const width of [1280, 360]) {
    test(`listing controls show what their URL says (${lang}, ${width} px)`, async ({ browser }) => {
      test.setTimeout(120_000);
      const L = messages(lang);
      const prefix = lang === "ru" ? "/ru" : "";
      const { context, page, reference } = await newPages(browser, width);
      const direct = directLoads(reference, L);
      const query = () => new URL(page.url()).searchParams;
      /** After each step: the URL says `expected`, and rows and form equal a direct load of it. */
      const matchesUrl = async (step: string, expected: (q: URLSearchParams) => boolean) => {
        await expect.poll(() => expected(query()), { message: `${step}: URL ${page.url()}` }).toBe(true);
        const want = await direct(page.url());
        await expect.poll(() => view(page, L), { message: `${step}: rows and form of ${page.url()}` }).toEqual(want);
      };

      await page.goto(`${prefix}${PRODUCT}`);
      await matchesUrl("plain listing", (q) => q.size === 0);
      expect(await total(page), "the product has more than two pages of 10").toBeGreaterThan(20);

      await page.getByRole("navigation", { name: L.rowsPerPage }).getByRole("link", { name: "10", exact: true }).click();
      await matchesUrl("rows per page 10", (q) => q.get("size") === "10" && !q.has("page"));

      const pages = page.getByRole("navigation", { name: L.pagination });
      await pages.getByRole("link", { name: L.pageLabel.replace("{page}", "2"), exact: true }).click();
      await matchesUrl("page 2", (q) => q.get("page") === "2" && q.get("size") === "10");

      await pages.getByRole("link", { name: L.next, exact: true }).click();
      await matchesUrl("Next", (q) => q.get("page") === "3" && q.get("size") === "10");

      // Sorting applies on change (no Apply), back to page 1, keeping the rows per page.
      let form = await openFilters(page, L);
      await form.locator('select[name="sort"]').selectOption("price_desc");
      await matchesUrl("sort", (q) => q.get("sort") === "price_desc" && !q.has("page") && q.get("size") === "10");
      const sortedUrl = page.url();

      // Filter: tick a box, Apply. The total is the count the box showed; no empty field in the URL.
      form = await openFilters(page, L);
      const first = await pickBox(form, []);
      await first.box.check();
      await form.getByRole("button", { name: L.apply }).click();
      await matchesUrl("filter 1", (q) => (q.get(first.name) ?? "").split(",").includes(first.value) && q.get("sort") === "price_desc");
      expect(page.url(), "no empty fields in the URL").not.toMatch(/=(&|$)/);
      expect(await total(page), "the count shown next to the value").toBe(first.count);
      const firstUrl = page.url();

      // A second box of another facet: its count followed the first filter (faceted counts).
      form = await openFilters(page, L);
      const second = await pickBox(form, [first.name]);
      await second.box.check();
      await form.getByRole("button", { name: L.apply }).click();
      await matchesUrl("filter 2", (q) => (q.get(second.name) ?? "").split(",").includes(second.value) && q.has(first.name));
      expect(await total(page), "the count shown next to the second value").toBe(second.count);
      const secondUrl = page.url();

      // Back and Forward: the form follows the URL (the second box is unticked again after Back).
      await page.goBack();
      await matchesUrl("Back to filter 1", () => page.url() === firstUrl);
      await page.goBack();
      await matchesUrl("Back to the sorted listing", () => page.url() === sortedUrl);
      await page.goForward();
      await matchesUrl("Forward to filter 1", () => page.url() === firstUrl);
      await page.goForward();
      await matchesUrl("Forward to filter 2", () => page.url() === secondUrl);

      if (width >= 768) {
        // Switching language keeps the filters: same offers, same form, in the other language.
        const other = lang === "en" ? "Русский" : "English";
        const rows = (await view(page, L))!.rows;
        const switchTo = page.getByRole("link", { name: other, exact: true });
        // The switcher learns the query in the browser (the page is cached and shared): wait for it.
        await expect(switchTo).toHaveAttribute("href", `${lang === "en" ? "/ru" : ""}${PRODUCT}${new URL(secondUrl).search}`);
        await switchTo.click();
        await expect.poll(() => page.url()).toBe(new URL(`${lang === "en" ? "/ru" : ""}${PRODUCT}${new URL(secondUrl).search}`, page.url()).href);
        await expect.poll(async () => (await view(page, messages(lang === "en" ? "ru" : "en")))?.rows).toEqual(rows);
      }
      await context.close();
    });
  }
}

test("with JavaScript off, paging and Apply show what their URL says", async ({ browser }) => {
  const L = messages("en");
  const reference = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const direct = directLoads(reference, L);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(PRODUCT);

  await page.getByRole("navigation", { name: L.pagination }).getByRole("link", { name: "Page 2", exact: true }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  expect(await view(page, L)).toEqual(await direct(page.url()));

  const form = page.getByRole("search", { name: L.filtersForm });
  const box = await pickBox(form, []);
  await box.box.check();
  await form.getByRole("button", { name: L.apply }).click();
  // The form sends its empty fields; the proxy redirects to the query without them.
  await expect(page).toHaveURL((url) => url.searchParams.get(box.name) === box.value && !/=(&|$)/.test(url.search));
  expect(await view(page, L)).toEqual(await direct(page.url()));
  expect(await total(page)).toBe(box.count);
  await context.close();
  await reference.close();
});

test("the country chips agree with the country filter and keep the other filters", async ({ page }) => {
  await page.goto(`${PRODUCT}?size=10`);
  const chips = page.getByRole("navigation", { name: "Offers by country" });
  await expect(chips.getByText(/^All countries/)).toHaveAttribute("aria-current", "page");
  const chip = chips.locator(`a[href^="${PRODUCT}-"]`).first();
  const href = (await chip.getAttribute("href"))!;
  expect(href, "a country chip keeps the rows per page").toMatch(new RegExp(`^${PRODUCT}-[A-Z]{2}\\?size=10$`));
  const code = href.slice(PRODUCT.length + 1, PRODUCT.length + 3);

  await page.goto(`${PRODUCT}?country=${code}&size=10`);
  await expect(chips.locator(`a[href="${href}"]`)).toHaveAttribute("aria-current", "true");
  await expect(chips.getByRole("link", { name: /^All countries/ })).not.toHaveAttribute("aria-current", /.*/);

  await chips.locator(`a[href="${href}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${href.replace("?", "\\?")}$`));
  await expect(chips.locator('[aria-current="page"]')).toHaveText(new RegExp(`\\(\\d+\\)$`));
  await expect(page.locator("[data-offer-uid]:visible")).toHaveCount(Math.min(10, await total(page)));
});
