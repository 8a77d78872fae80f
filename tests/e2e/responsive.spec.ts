import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { expectFits, PHONE } from "./support/phone";
import { signInByCode, uniqueEmail } from "./support/sign-in";

/**
 * Phones, the header and dialogs: no page of the catalogue or the account
 * area is wider than a 360 px phone; the listing shows its offers as cards with a "Filters" drawer;
 * the header folds behind a "Menu" button; focus returns to what opened a dialog. In English and
 * Russian, clicking what a person clicks.
 */

const LISTING = "/gpu-servers/nvidia-h100";

const texts = {
  en: {
    prefix: "",
    menu: "Menu",
    mainMenu: "Main menu",
    nav: { search: "Search", providers: "Providers", dataCenters: "Data centers", articles: "Articles" },
    searchLabel: "Search the marketplace",
    compareSelected: "Compare selected",
    compareOffer: /^Compare /,
    filters: "Filters",
    filtersForm: "Filter offers",
    apply: "Apply",
    signIn: "Sign in",
    signInDialog: "Sign in",
    accountMenu: "Account menu",
  },
  ru: {
    prefix: "/ru",
    menu: "Меню",
    mainMenu: "Главное меню",
    nav: { search: "Поиск", providers: "Провайдеры", dataCenters: "Дата-центры", articles: "Статьи" },
    searchLabel: "Поиск по маркетплейсу",
    compareSelected: "Сравнить выбранные",
    compareOffer: /^Сравнить: /,
    filters: "Фильтры",
    filtersForm: "Фильтр предложений",
    apply: "Применить",
    signIn: "Войти",
    signInDialog: "Вход",
    accountMenu: "Меню аккаунта",
  },
} as const;

async function expectNoSeriousA11yViolations(page: Page, include: string) {
  const results = await new AxeBuilder({ page }).include(include).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function openMenuItem(page: Page, t: (typeof texts)["en" | "ru"], name: string) {
  const menu = page.getByRole("button", { name: t.menu, exact: true });
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("navigation", { name: t.mainMenu }).getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("navigation", { name: t.mainMenu })).toBeHidden();
}

for (const lang of ["en", "ru"] as const) {
  const t = texts[lang];

  test(`${lang}: no catalogue page is wider than a 360 px phone`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(PHONE);
    await page.goto(`${t.prefix}/`);
    await expectFits(page, "home");
    // The header is one row: the logo and the menu button, the navigation folded.
    await expect(page.getByRole("navigation", { name: t.mainMenu })).toBeHidden();
    expect((await page.locator("body > header, header").first().boundingBox())!.height).toBeLessThan(80);

    await page.locator(`main a[href="${t.prefix}/gpu-servers"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/gpu-servers$`));
    await expectFits(page, "category");

    await page.locator(`main a[href="${t.prefix}${LISTING}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}${LISTING}$`));
    await expect(page.locator("[data-offer-uid]").first()).toBeVisible();
    await expectFits(page, "listing");

    // Compare two offers ticked on their cards.
    const cards = page.locator("[data-offer-uid]");
    await cards.nth(0).getByRole("checkbox", { name: t.compareOffer }).check();
    await cards.nth(1).getByRole("checkbox", { name: t.compareOffer }).check();
    await page.getByRole("button", { name: t.compareSelected }).click();
    await expect(page).toHaveURL(/\/compare\//);
    await expectFits(page, "compare");
    await page.goBack();

    const firstName = page.locator("[data-offer-uid]").first().getByRole("link").first();
    await firstName.click();
    await expect(page).toHaveURL(new RegExp(`${LISTING}/[a-z0-9]{10}$`));
    await expectFits(page, "offer");

    await openMenuItem(page, t, t.nav.search);
    await page.getByLabel(t.searchLabel).first().fill("h100");
    await page.getByLabel(t.searchLabel).first().press("Enter");
    await expect(page).toHaveURL(/q=h100/);
    await expectFits(page, "search");

    await openMenuItem(page, t, t.nav.providers);
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/provider$`));
    await expectFits(page, "providers");
    await page.locator(`main a[href^="${t.prefix}/provider/"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/provider/[a-z0-9-]+$`));
    await expect(page.locator("[data-offer-uid]").first()).toBeVisible();
    await expectFits(page, "provider");

    await openMenuItem(page, t, t.nav.dataCenters);
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/data-center$`));
    await expectFits(page, "data centers");

    await openMenuItem(page, t, t.nav.articles);
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/articles$`));
    await expectFits(page, "articles");
    await page.locator(`main a[href^="${t.prefix}/articles/"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/articles/[a-z0-9-]+$`));
    await expectFits(page, "article");
  });

  test(`${lang}: on a phone the listing shows offer cards first and the filters in a drawer`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${t.prefix}${LISTING}`);
    const first = page.locator("[data-offer-uid]").first();
    await expect(first).toBeVisible();
    // The first offer and its price are on the first screen, not below the filters.
    const box = (await first.boundingBox())!;
    expect(box.y).toBeLessThan(PHONE.height);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expect(first.getByRole("link").first()).toBeVisible();
    await expect(first).toContainText("€");
    await expect(first.getByRole("checkbox", { name: t.compareOffer })).toBeVisible();
    // The table's column headers are for screen readers only.
    await expect(page.getByRole("columnheader").first()).not.toBeInViewport();
    await expectNoSeriousA11yViolations(page, "form:has([data-offer-uid])");

    // "Filters" opens the filters form in a drawer; Escape closes it and focus returns to the button.
    const button = page.getByRole("button", { name: t.filters, exact: true });
    await button.click();
    const drawer = page.getByRole("dialog", { name: t.filters });
    const form = drawer.getByRole("search", { name: t.filtersForm });
    await expect(form).toBeVisible();
    const drawerBox = (await drawer.boundingBox())!;
    expect(drawerBox.x + drawerBox.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();

    // Filtering from the drawer applies to the listing and the button counts the filter.
    await button.click();
    const box1 = form.getByRole("checkbox").first();
    await box1.check();
    await form.getByRole("button", { name: t.apply }).click();
    await expect(page).toHaveURL(/\?.+=/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: `${t.filters} (1)` })).toBeVisible();
    await expect(page.locator("[data-offer-uid]").first()).toBeVisible();
    await expectFits(page, "filtered listing");
  });

  test(`${lang}: at 1,280 px the offers table fits beside the filters and key specs add to the title`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${t.prefix}${LISTING}`);
    const table = page.locator("table:has([data-offer-uid])");
    await expect(table).toBeVisible();
    // No column clipped: the table is no wider than its scrolling container, every header in view.
    const fit = await table.evaluate((el) => {
      const region = el.parentElement!;
      return { table: el.scrollWidth, region: region.clientWidth };
    });
    expect(fit.table).toBeLessThanOrEqual(fit.region);
    for (const header of await table.getByRole("columnheader").all()) await expect(header).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("button", { name: t.filters, exact: true })).toBeHidden();
    await expect(page.getByRole("search", { name: t.filtersForm })).toBeInViewport();

    // "Key specs" says what the offer's name does not: no line repeats a value of the title.
    const rows = await page.locator("tr[data-offer-uid]").all();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows.slice(0, 10)) {
      const title = (await row.getByRole("rowheader").textContent())!.toLowerCase();
      const specs = (await row.locator("td").nth(2).innerText()).split("\n").filter(Boolean);
      expect(specs.length).toBeGreaterThan(0);
      for (const line of specs) {
        const value = line.slice(line.indexOf(":") + 1).trim().toLowerCase();
        expect(title, `"${line}" repeats the title`).not.toMatch(new RegExp(`(^|[^\\p{L}\\p{N}])${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}\\p{N}])`, "u"));
      }
    }
  });

  test(`${lang}: no account page is wider than a 360 px phone, and a long e-mail is cut short`, async ({ page }) => {
    test.slow();
    const email = uniqueEmail(`responsive-${lang}-with-a-rather-long-address`);
    await signInByCode(page, email);
    await page.setViewportSize(PHONE);
    for (const path of ["/", "/settings", "/settings/profile", "/settings/access", "/notifications"]) {
      await page.goto(`${t.prefix}${path}`);
      await expect(page.locator("main")).toBeVisible();
      await expectFits(page, `account ${path}`);
    }
    // The e-mail button sits in the folded menu, inside the screen, its text cut with an ellipsis.
    await page.getByRole("button", { name: t.menu, exact: true }).click();
    const account = page.getByRole("button", { name: `${t.accountMenu}: ${email}` });
    await expect(account).toBeVisible();
    const box = (await account.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await account.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expectFits(page, "open menu, signed in");
    // Its menu opens inside the screen too.
    await account.click();
    const panel = page.locator("#account-menu-panel");
    await expect(panel).toBeVisible();
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.x).toBeGreaterThanOrEqual(0);
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(PHONE.width);
  });
}

test("the header menu works on a phone, and without JavaScript", async ({ page, browser }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main menu" });
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await menu.click();
  await expect(nav).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Language" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  // Escape folds it and leaves focus on the button.
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();

  // A menu opened before hydration (the link's #site-menu) is the button's open state afterwards, and folds.
  await page.goto("/about#site-menu");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(nav).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
  await menu.click();
  await expect(nav).toBeHidden();

  // At 1,280 px there is no menu button: everything is in the header row.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu).toBeHidden();
  await expect(nav).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const noJs = await context.newPage();
  await noJs.goto("/");
  const navNoJs = noJs.getByRole("navigation", { name: "Main menu" });
  await expect(navNoJs).toBeHidden();
  await noJs.getByRole("link", { name: "Menu", exact: true }).click();
  await expect(navNoJs).toBeVisible();
  await navNoJs.getByRole("link", { name: "Data centers" }).click();
  await expect(noJs).toHaveURL(/\/data-center$/);

  // The listing's "Filters" is a link to the filters form further down the page.
  await noJs.goto(LISTING);
  await expect(noJs.locator("[data-offer-uid]").first()).toBeInViewport();
  await noJs.getByRole("link", { name: "Filters", exact: true }).click();
  await expect(noJs).toHaveURL(/#filters$/);
  await expect(noJs.getByRole("search", { name: "Filter offers" })).toBeInViewport();
  await context.close();
});

test("focus returns to what opened the sign-in dialog", async ({ page }) => {
  await page.goto("/");
  const opener = page.getByRole("button", { name: "Sign in", exact: true });
  const dialog = page.getByRole("dialog", { name: "Sign in" });
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Sign in");
  // The next Tab goes on from the header, not from the top of the page.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).not.toBeFocused();

  // Closed with its ✕ button.
  await opener.click();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Opened by the address (?login=1): nothing opened it, focus goes to the account button.
  await page.goto("/?login=1");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // On a phone the button is inside the menu; by the address, the menu button takes focus.
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await page.goto("/?login=1");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeFocused();
});
