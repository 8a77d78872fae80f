import { expect, test } from "@playwright/test";

const downPort = Number(process.env.E2E_PORT ?? 3210) + 1;
const down = `http://127.0.0.1:${downPort}`;

test("/health answers 200 with an empty page while the database is down", async ({ request }) => {
  const response = await request.get(`${down}/health`);
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe("");
});

test("catalogue pages show the server-not-available page (503) while the database is down", async ({ page, request }) => {
  const direct = await request.get(`${down}/server-not-available`, { maxRedirects: 0 });
  expect(direct.status()).toBe(503);

  await page.goto(`${down}/virtual-servers/linux-vps`);
  await expect(page).toHaveURL(/\/server-not-available$/);
  await expect(page.getByRole("heading", { name: "The service is temporarily unavailable" })).toBeVisible();

  await page.goto(`${down}/ru/virtual-servers`);
  await expect(page).toHaveURL(/\/ru\/server-not-available$/);
  await expect(page.getByRole("heading", { name: "Сервис временно недоступен" })).toBeVisible();
});

test("the API answers 503 with a detail while the database is down", async ({ request }) => {
  const response = await request.get(`${down}/api/offers?product_slug=linux-vps`);
  expect(response.status()).toBe(503);
  expect(typeof (await response.json()).detail).toBe("string");
});
