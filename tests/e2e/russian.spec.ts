import { expect, test } from "@playwright/test";

/**
 * The catalogue's own vocabulary — composed offer titles,
 * attribute names, units and enumerated values, places and countries, filter words — reads in
 * Russian on /ru pages, reached the way a buyer gets there (the language switch, then clicks), while
 * the English pages keep their English. Cover images carry no words.
 */

/** Words of the catalogue's English vocabulary that must not show on a Russian page. */
const englishVocabulary = /\b(cores|RAM|GB|TB|Gbit\/s|GHz|per GPU|Unlimited|No logs|Sticky|GPU model|Bandwidth|Traffic|Disk)\b/;

test("a Russian GPU listing and offer page show Russian titles, attribute names and values", async ({ page, request }) => {
  await page.goto("/gpu-servers/nvidia-h100");
  const main = page.getByRole("main");
  // English first: the same listing in English keeps the stored English text.
  await expect(main.getByRole("link", { name: /^\d+× H100 .* · \d+ cores · .* RAM$/ }).first()).toBeVisible();
  await expect(main).toContainText("GPU model: NVIDIA H100");

  await page.getByRole("link", { name: "Русский" }).click();
  await expect(page).toHaveURL(/\/ru\/gpu-servers\/nvidia-h100$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/NVIDIA H100/);

  const titles = main.getByRole("link", { name: /^\d+× H100/ });
  await expect(titles.first()).toBeVisible();
  const names = await titles.allTextContents();
  expect(names.length).toBeGreaterThan(3);
  for (const name of names) {
    expect(name).toMatch(/^\d+× H100 (SXM5|PCIe) · \d+ (ядро|ядра|ядер) · \d+ (ГБ|ТБ) ОЗУ$/);
    expect(name).not.toMatch(englishVocabulary);
  }
  await expect(main).toContainText("Модель GPU: NVIDIA H100");
  await expect(main).toContainText("Видеопамять: 80 ГБ");
  // Countries by their Russian names, with ё where Russian writes it (CLDR drops it).
  await expect(page.getByRole("search")).toContainText("Соединённые Штаты");
  await expect(page.getByRole("search")).not.toContainText("Соединенные Штаты");

  // The offer page, reached by clicking the first offer.
  const first = names[0];
  await titles.first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first);
  await expect(page).toHaveURL(/\/ru\/gpu-servers\/nvidia-h100\/[a-z0-9]{10}$/);
  await expect(page.getByRole("rowheader", { name: "Видеопамять" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Видеопамять/ })).toContainText(/80 ГБ HBM\S* на каждый GPU/);
  await expect(page.getByRole("row", { name: /Скорость канала/ })).toContainText(/\d+ Гбит\/с/);
  await expect(page.getByRole("row", { name: /Оперативная память/ })).toContainText(/\d+ (ГБ|ТБ) DDR5 ECC/);
  const specs = page.getByRole("table", { name: /^Характеристики/ });
  await expect(specs).toBeVisible();
  expect(await specs.innerText()).not.toMatch(englishVocabulary);

  // The cover image has no words baked in.
  const src = await page.getByRole("main").locator("img").first().getAttribute("src");
  expect(src).toMatch(/^\/api\/media\//);
  const svg = await (await request.get(src!)).text();
  expect(svg).toMatch(/^<svg/);
  expect(svg).not.toMatch(/<text|<title/);
});

test("Russian VPN and proxy pages translate the common values and the filter words", async ({ page }) => {
  await page.goto("/ru/vpn/personal-vpn");
  const main = page.getByRole("main");
  const offer = main.getByRole("link", { name: /VPN · \d+ устройств?[оа]?/ }).first();
  await expect(offer).toBeVisible();
  await offer.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/VPN · \d+ устройств?[оа]?/);
  await expect(page.getByRole("row", { name: /Трафик/ })).toContainText("Без ограничений");
  await expect(page.getByRole("row", { name: /Хранение логов/ })).toContainText("Логи не ведутся");
  expect(await page.getByRole("table", { name: /^Характеристики/ }).innerText()).not.toMatch(englishVocabulary);

  await page.goto("/ru/proxies/residential-proxies");
  const filters = page.getByRole("search");
  const rotation = filters.locator("details").filter({ has: page.getByText("Ротация", { exact: true }) });
  if ((await rotation.getAttribute("open")) === null) await rotation.getByText("Ротация", { exact: true }).click();
  await expect(filters.getByText("Удержание IP 30 мин")).toBeVisible();
  await expect(filters.getByText("Резидентные с ротацией")).toBeVisible();
  // Ticking a translated word filters by the value as stored (the URL keeps the English value).
  await filters.getByLabel(/Удержание IP 30 мин/).check();
  await filters.getByRole("button", { name: /Применить|Показать/ }).click();
  await expect(page).toHaveURL(/rotation=Sticky(\+|%20)30(\+|%20)min/);
  const rows = page.getByRole("main").getByRole("link", { name: /^Резидентные прокси с ротацией · / });
  await expect(rows.first()).toBeVisible();
  expect(await page.getByRole("main").getByRole("table").last().innerText()).not.toMatch(/Sticky|Rotating|ports/);
});
