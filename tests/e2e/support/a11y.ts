import { expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

/**
 * Axe on the page once nothing moves, toasts included (their colours are ours, above 7:1). A toast
 * still fading in has a translucent background, which axe measures as a failing contrast: the check
 * waits for running CSS animations and transitions (the finite ones) to end first.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Endless ones (a spinner, a skeleton's pulse) never end and are not what axe trips on.
  const settled = () => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity);
  await page.waitForFunction(settled, undefined, { timeout: 10_000 });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
