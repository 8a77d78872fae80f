import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { readE2eSeed } from "../support/e2e-server";
import type { SeedInfo } from "../support/server";

const seed = (): SeedInfo => readE2eSeed();

type JsonLd = { "@type": string; [key: string]: unknown };

async function jsonLd(page: Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((t) => {
    const parsed = JSON.parse(t) as JsonLd | JsonLd[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("home → category → listing → filter → country listing → offer, with structured data", async ({ page }) => {
  const home = await page.goto("/");
  expect(home?.status()).toBe(200);
  await expect(page).toHaveTitle(/Infra Market/);
  const homeLd = await jsonLd(page);
  expect(homeLd.map((d) => d["@type"])).toEqual(expect.arrayContaining(["WebSite", "Organization"]));
  const site = homeLd.find((d) => d["@type"] === "WebSite") as unknown as { potentialAction: { target: { urlTemplate: string } } };
  expect(site.potentialAction.target.urlTemplate).toContain("/search?q={search_term_string}");

  // Category page with product cards.
  await page.locator('main a[href="/virtual-servers"]').first().click();
  await expect(page).toHaveURL(/\/virtual-servers$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await jsonLd(page)).map((d) => d["@type"])).toEqual(expect.arrayContaining(["BreadcrumbList", "ItemList"]));

  // Listing of the first product.
  await page.locator('main a[href^="/virtual-servers/"]').first().click();
  await expect(page).toHaveURL(/\/virtual-servers\/[a-z0-9-]+$/);
  const listingUrl = new URL(page.url());
  const range = page.getByText(/^\d+–\d+ of \d+$/).first();
  await expect(range).toBeVisible();
  const total = Number((await range.textContent())!.split(" of ")[1]);
  expect(total).toBeGreaterThan(0);
  const listingLd = await jsonLd(page);
  expect(listingLd.map((d) => d["@type"])).toEqual(expect.arrayContaining(["BreadcrumbList", "ItemList"]));

  // Filter: tick the first facet value and apply; the state is in the URL and the total shrinks.
  const form = page.getByRole("search", { name: "Filter offers" });
  await form.getByRole("checkbox").first().check();
  await form.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\?.+=/);
  const filteredRange = page.getByText(/^\d+–\d+ of \d+$/).first();
  await expect(filteredRange).toBeVisible();
  const filteredTotal = Number((await filteredRange.textContent())!.split(" of ")[1]);
  expect(filteredTotal).toBeGreaterThan(0);
  expect(filteredTotal).toBeLessThanOrEqual(total);

  // The filtered page is a link: opening it afresh gives the same result.
  const filteredUrl = page.url();
  await page.goto(filteredUrl);
  await expect(page.getByText(`of ${filteredTotal}`).first()).toBeVisible();

  // Country listing: exactly two uppercase letters after the product slug.
  await page.goto(listingUrl.pathname);
  const countryLink = page.locator(`main a[href^="${listingUrl.pathname}-"]`).first();
  const countryHref = (await countryLink.getAttribute("href"))!;
  expect(countryHref).toMatch(/-[A-Z]{2}$/);
  await countryLink.click();
  await expect(page).toHaveURL(new RegExp(`${countryHref}$`));
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(new RegExp(`${countryHref}$`));
  const crumbs = (await jsonLd(page)).find((d) => d["@type"] === "BreadcrumbList") as unknown as { itemListElement: { item: string }[] };
  expect(crumbs.itemListElement.at(-1)!.item).toMatch(new RegExp(`${countryHref}$`));

  // Offer page.
  await page.locator(`main table a[href^="${listingUrl.pathname}/"]`).first().click();
  await expect(page).toHaveURL(/\/virtual-servers\/[a-z0-9-]+\/[a-z0-9]{10}$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const offerLd = await jsonLd(page);
  const product = offerLd.find((d) => d["@type"] === "Product") as unknown as {
    name: string;
    image: string[];
    offers: { "@type": string; price: string; priceCurrency: string; availability: string };
  };
  expect(product).toBeTruthy();
  expect(product.offers.priceCurrency).toBe("EUR");
  expect(Number(product.offers.price)).toBeGreaterThan(0);
  expect(product.offers.availability).toMatch(/^https:\/\/schema\.org\//);
  expect(product.image.length).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
  expect(offerLd.map((d) => d["@type"])).toContain("BreadcrumbList");
  await expect(page).toHaveTitle(/ – Infra Market$/);
});

test("the loading bar runs during a client navigation, and its CSS is no <style> element in the body", async ({ page }) => {
  await page.goto("/");
  expect(await page.locator("body style").count()).toBe(0);
  // Record whether nprogress's bar appears between the click and the new page.
  await page.evaluate(() => {
    const w = window as unknown as { sawBar: boolean };
    w.sawBar = false;
    new MutationObserver(() => {
      if (document.querySelector("#nprogress .bar")) w.sawBar = true;
    }).observe(document.documentElement, { childList: true, subtree: true });
  });
  await page.locator('main a[href="/virtual-servers"]').first().click();
  await expect(page).toHaveURL(/\/virtual-servers$/);
  expect(await page.evaluate(() => (window as unknown as { sawBar: boolean }).sawBar)).toBe(true);
  // Done once the router committed the URL: the bar is gone (nprogress removes it after its fade).
  await expect(page.locator("#nprogress")).toHaveCount(0);
  const bar = await page.evaluate(() => {
    const probe = document.createElement("div");
    probe.id = "nprogress";
    probe.innerHTML = '<div class="bar"></div>';
    document.body.append(probe);
    const style = getComputedStyle(probe.querySelector(".bar")!);
    const out = { position: style.position, height: style.height };
    probe.remove();
    return out;
  });
  expect(bar).toEqual({ position: "fixed", height: "3px" });
  expect(await page.locator("body style").count()).toBe(0);
});

test("pages have hreflang alternates and Russian lives under /ru", async ({ page }) => {
  await page.goto("/ru");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("link", { name: "Дата-центры" }).first()).toBeVisible();
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((els) =>
    Object.fromEntries(els.map((e) => [e.getAttribute("hreflang"), new URL(e.getAttribute("href")!).pathname])),
  );
  expect(alternates).toEqual({ en: "/", ru: "/ru", "x-default": "/" });

  await page.goto("/ru/data-center");
  // The switcher links the page's own URL in each language (English unprefixed: no redirect).
  await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("href", "/data-center");
  await expect(page.getByRole("link", { name: "Русский" })).toHaveAttribute("href", "/ru/data-center");
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/data-center$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

const UNKNOWN_PATHS = [
  ["/no-such-category", "Page not found"],
  ["/virtual-servers/no-such-product", "Page not found"],
  ["/virtual-servers/linux-vps-de", "Page not found"],
  ["/virtual-servers/linux-vps-DEU", "Page not found"],
  ["/virtual-servers/linux-vps/zzzzzzzzzz", "Page not found"],
  ["/a/b/c/d/e", "Page not found"],
  ["/ru/no-such-category", "Страница не найдена"],
] as const;

test("unknown paths get the translated 404 page, with noindex", async ({ page }) => {
  for (const [path, heading] of UNKNOWN_PATHS) {
    const response = await page.goto(path);
    expect({ path, status: response?.status() }).toEqual({ path, status: 404 });
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, "\\/")}$`));
  }
  // The page works after hydration: its search form and links lead on.
  await page.goto("/no-such-category");
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the 404 page reads without JavaScript, in both languages, status and noindex kept", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, heading] of UNKNOWN_PATHS) {
    const response = await page.goto(path);
    expect({ path, status: response?.status() }).toEqual({ path, status: 404 });
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
  }
  // The front's own copy of the page is nobody else's to open.
  expect((await page.goto("/not-found-view"))?.status()).toBe(404);
  await context.close();
});

test("an offer page read with JavaScript off shows its name, price and attributes", async ({ browser, request }) => {
  const listing = await request.get("/api/offers?product_slug=linux-vps&size=1");
  const offer = (await listing.json()).items[0] as { url: string; name: string; attributes: { name: string; value: string }[] };
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(offer.url);
  await expect(page.getByRole("heading", { level: 1, name: offer.name })).toBeVisible();
  await expect(page.getByText(/€\d/).first()).toBeVisible();
  for (const a of offer.attributes.slice(0, 3)) await expect(page.getByText(a.value, { exact: true }).first()).toBeVisible();
  await context.close();
});

test("the offer is listed in the sitemap index, hidden offers nowhere", async ({ page, request }) => {
  const offer = (await (await request.get("/api/offers?product_slug=linux-vps&size=1")).json()).items[0] as { url: string };
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  const parts = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(parts.length).toBeGreaterThan(0);
  const hidden = seed().hiddenOfferUid;
  expect(hidden).toMatch(/^[a-z0-9]{10}$/);
  let found = false;
  for (const part of parts) {
    const xml = await (await request.get(part)).text();
    if (xml.includes(`${offer.url}</loc>`)) found = true;
    expect(xml).not.toContain(`/${hidden}<`);
  }
  expect(found).toBe(true);
  // Nor is the hidden offer served anywhere else.
  expect((await request.get(`/api/offers/${hidden}`)).status()).toBe(404);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  await page.goto(offer.url);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("axe finds no serious or critical violation on home, listing and offer pages", async ({ page, request }) => {
  const offer = (await (await request.get("/api/offers?product_slug=linux-vps&size=1")).json()).items[0] as { url: string };
  for (const path of ["/", "/virtual-servers/linux-vps", offer.url]) {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
  }
});
