import { expect, type Page } from "@playwright/test";

/** The phone of the width checks (no page wider than a 360 px viewport). */
export const PHONE = { width: 360, height: 740 };

/** The page is no wider than the phone; on failure the message names the elements that stick out. */
export async function expectFits(page: Page, what: string) {
  await page.waitForLoadState("load");
  const { scrollWidth, offenders } = await page.evaluate((limit) => {
    const root = document.documentElement;
    const out = [...document.querySelectorAll("body *")]
      .filter((e) => e.getBoundingClientRect().right > limit + 0.5)
      .slice(0, 6)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.getAttribute("class") ?? "").slice(0, 50)} (${Math.round(e.getBoundingClientRect().right)})`);
    return { scrollWidth: root.scrollWidth, offenders: out };
  }, PHONE.width);
  expect.soft(scrollWidth, `${what} (${page.url()}) is wider than ${PHONE.width} px: ${offenders.join(", ")}`).toBeLessThanOrEqual(PHONE.width);
}
