import { expect, test } from "@playwright/test";

/**
 * Regression: with Next's optimistic routing, links behind the locale rewrite were prefetched with
 * the home page's route shape, answered 404 and re-requested forever (thousands of requests a second,
 * vercel/next.js#97244). Each link should be prefetched a bounded number of times.
 */
test("the home page prefetches its links a bounded number of times", async ({ page }) => {
  const prefetches: string[] = [];
  const failed: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (!url.searchParams.has("_rsc")) return;
    prefetches.push(url.pathname);
    // 404: a wrong route guess; 3xx: a link pointing at a redirect (e.g. /en/… instead of /…).
    if (response.status() === 404 || (response.status() >= 300 && response.status() < 400)) failed.push(`${response.status()} ${url.pathname}`);
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForTimeout(3000);
  const perPath = new Map<string, number>();
  for (const path of prefetches) perPath.set(path, (perPath.get(path) ?? 0) + 1);
  expect(failed, "no prefetch answers 404 or a redirect").toEqual([]);
  expect(Math.max(0, ...perPath.values()), JSON.stringify(Object.fromEntries(perPath))).toBeLessThanOrEqual(4);
});
