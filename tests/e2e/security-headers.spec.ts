import { expect, test, type Page, type Response } from "@playwright/test";
import { signIn, uniqueEmail } from "./support/sign-in";

/**
 * The pages work in Chromium under the Content-Security-Policy the front sends
 * (ADR 0006): no violation is reported (event or console), and the pages hydrate (the login dialog
 * opens, client navigation works, the settings form answers after sign-in).
 */

type Violation = { directive: string; blocked: string; sample: string; source: string };

/** Collects CSP violations and the console's policy errors of `page`. */
function watch(page: Page): { problems: () => string[] } {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/Content[- ]Security[- ]Policy|Permissions-Policy|Refused to (execute|load|apply|connect|frame)/i.test(text)) consoleErrors.push(text);
  });
  return {
    problems: () => consoleErrors,
  };
}

async function violations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => (window as unknown as { __csp?: Violation[] }).__csp ?? []);
}

function expectPolicy(response: Response | null, label: string) {
  const headers = response?.headers() ?? {};
  expect(headers["content-security-policy"], label).toMatch(/frame-ancestors 'none'/);
  expect(headers["x-content-type-options"], label).toBe("nosniff");
}

test.beforeEach(async ({ page }) => {
  // Runs before any page script (and is not subject to the page's policy).
  await page.addInitScript(() => {
    const list: unknown[] = [];
    (window as unknown as { __csp: unknown[] }).__csp = list;
    document.addEventListener("securitypolicyviolation", (e) =>
      list.push({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample, source: `${e.sourceFile}:${e.lineNumber}` }),
    );
  });
});

test("home, a listing and an offer page run under the policy without a violation, and hydrate", async ({ page, request }) => {
  const log = watch(page);
  const offer = (await (await request.get("/api/offers?product_slug=linux-vps&size=1")).json()).items[0] as { url: string };
  const offerPath = new URL(offer.url, "http://x").pathname;
  const listingPath = offerPath.split("/").slice(0, -1).join("/");

  const home = await page.goto("/");
  expectPolicy(home, "home");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Hydrated: the header's button opens the login dialog.
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
  await page.keyboard.press("Escape");
  expect(await violations(page), "home").toEqual([]);

  for (const path of [listingPath, offerPath]) {
    // Twice: the second answer comes from the micro-cache.
    for (const round of [1, 2]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expectPolicy(response, `${path} #${round}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Hydration has run by then (not networkidle: viewport prefetches keep the network busy).
      await page.waitForLoadState("load");
      await page.waitForTimeout(1000);
      expect(await violations(page), `${path} #${round}`).toEqual([]);
    }
  }
  // A client-side navigation (RSC payload, no new document) still works.
  await page.goto(listingPath);
  await page.locator(`main table a[href^="${listingPath}/"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${listingPath}/[a-z0-9]+$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await violations(page), "after a client navigation").toEqual([]);
  expect(log.problems()).toEqual([]);
});

test("settings after sign-in run under the policy without a violation", async ({ page }) => {
  const log = watch(page);
  await signIn(page, uniqueEmail("csp"));
  expect(await violations(page), "home, signed in").toEqual([]);
  const settings = await page.goto("/settings");
  expectPolicy(settings, "settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await page.waitForLoadState("load");
  await page.waitForTimeout(1000);
  expect(await violations(page), "settings").toEqual([]);
  expect(log.problems()).toEqual([]);
});
