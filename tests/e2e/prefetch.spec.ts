import { expect, test, type Route } from "@playwright/test";
import { signInByCode, uniqueEmail } from "./support/sign-in";

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

const ACCESS_COOKIE = "application_user_access";
const SIGN_IN_REQUIRED = /^\/(ru\/)?(settings|notifications)(\/|$)/;

/** An access token whose `exp` has passed (the proxy reads `exp` only; the API would refuse it anyway). */
function expiredToken(): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: "HS256", typ: "JWT" })}.${part({ sub: "x", iat: now - 3600, exp: now - 60 })}.expired`;
}

/**
 * With an expired access token, the router's prefetches of sign-in-required pages
 * (links in the account menu, in view and hovered) must not rotate the refresh token in the proxy;
 * the click that follows loads the page as a document, and only that load refreshes.
 * The page's own API helper would refresh through /api/users/access/refresh on its first 401: that
 * request is held until the end, so only the proxy could rotate the token meanwhile.
 */
test("prefetches of sign-in-required pages never rotate the refresh token; the navigation does", async ({ page, context }) => {
  await signInByCode(page, uniqueEmail("prefetch"));
  const cookie = (await context.cookies()).find((c) => c.name === ACCESS_COOKIE)!;
  const tokens = JSON.parse(decodeURIComponent(cookie.value)) as { access_token: string; refresh_token: string };
  await context.addCookies([{ ...cookie, value: encodeURIComponent(JSON.stringify({ ...tokens, access_token: expiredToken() })) }]);

  const held: Route[] = [];
  await page.route("**/api/users/access/refresh", (route) => void held.push(route));

  type Seen = { path: string; rsc: boolean; document: boolean; status: number; rotated: boolean };
  const seen: Seen[] = [];
  page.on("response", async (response) => {
    const url = new URL(response.url());
    if (!SIGN_IN_REQUIRED.test(url.pathname)) return;
      const setCookie = (await response.headerValue("set-cookie")) ?? "";
    seen.push({ path: url.pathname, rsc: url.searchParams.has("_rsc"), document: response.request().isNavigationRequest(), status: response.status(), rotated: setCookie.includes(`${ACCESS_COOKIE}=`) });
  });

  await page.goto("/");
  await page.getByRole("button", { name: /^Account menu:/ }).click();
  const settings = page.locator("#account-menu-panel").getByRole("link", { name: "Settings" });
  await settings.hover();
  await page.waitForTimeout(2500);

  const prefetches = seen.filter((s) => s.rsc);
  expect(prefetches.length, "the router prefetched the menu's sign-in-required pages").toBeGreaterThan(0);
  expect(prefetches.filter((p) => p.rotated), "no prefetch answer sets a new session cookie").toEqual([]);
  expect(prefetches.every((p) => p.status === 204), JSON.stringify(prefetches.map((p) => `${p.status} ${p.path}`))).toBe(true);
  const now = JSON.parse(decodeURIComponent((await context.cookies()).find((c) => c.name === ACCESS_COOKIE)!.value)) as typeof tokens;
  expect(now.refresh_token, "the refresh token is the one the sign-in issued").toBe(tokens.refresh_token);

  // The click: the router's fetch is refused too, the page loads as a document, and that load refreshes.
  await settings.click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const loads = seen.filter((s) => s.document);
  expect(loads.map((l) => `${l.status} ${l.path} rotated=${l.rotated}`)).toEqual(["200 /settings rotated=true"]);
  const after = JSON.parse(decodeURIComponent((await context.cookies()).find((c) => c.name === ACCESS_COOKIE)!.value)) as typeof tokens;
  expect(after.refresh_token).not.toBe(tokens.refresh_token);
  await page.unrouteAll({ behavior: "ignoreErrors" });
});
