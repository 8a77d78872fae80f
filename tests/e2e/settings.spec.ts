import { expect, test, type Page } from "@playwright/test";
import { signInByCode, uniqueEmail } from "./support/sign-in";

/**
 * The signed-in settings area: language and interface preferences, identity confirmation
 * unlocking the sensitive forms (a billing profile's phone follows its region's mask), the sessions
 * list with "Sign out of all sessions", and the notifications bell and page.
 */

/** A toast (sonner lists them in its own labelled region at the bottom). */
const toast = (page: Page, text: string | RegExp) => page.getByRole("region", { name: /alt\+T/ }).getByRole("listitem").filter({ hasText: text });

test("settings: the language is saved and the same page opens in Russian; interface preferences are kept", async ({ page, context }) => {
  // The supplier-interface switch is offered to members of an approved business account:
  // the demo owner of a seeded supplier.
  const email = "owner@kestrel-cloud.example.com";
  await signInByCode(page, email);

  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Settings sections" });
  await expect(tabs.getByRole("link", { name: "Main" })).toHaveAttribute("aria-current", "page");
  await expect(page).toHaveTitle(/^Settings – /);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  // Interface preferences: rows per page (also the tables cookie) and the supplier interface (also local storage).
  const prefs = page.getByRole("region", { name: "Interface" });
  await prefs.getByLabel("Rows per page in tables").selectOption("25");
  await prefs.getByRole("switch", { name: "Use the supplier interface" }).check();
  await prefs.getByRole("button", { name: "Save preferences" }).click();
  await expect(toast(page, "Saved")).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === "application-tables"))
    .toMatchObject({ value: encodeURIComponent('{"rows":25}'), sameSite: "Strict", path: "/" });
  expect(await page.evaluate(() => window.localStorage.getItem("is_supplier_interface"))).toBe("true");
  // The setting says where it applies.
  await expect(prefs.getByLabel("Rows per page in tables")).toHaveAccessibleDescription(/tables of your account.*Catalogue listings keep the rows per page chosen on the listing/);

  // The language: saved on the account, and the same page in Russian.
  const language = page.getByRole("region", { name: "Language" });
  await language.getByRole("radio", { name: "Русский" }).check();
  await language.getByRole("button", { name: "Save language" }).click();
  await expect(page).toHaveURL(/\/ru\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Настройки" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Разделы настроек" }).getByRole("link", { name: "Основные" })).toHaveAttribute("aria-current", "page");

  // After a reload everything is still as saved.
  await page.reload();
  await expect(page.getByRole("region", { name: "Язык" }).getByRole("radio", { name: "Русский" })).toBeChecked();
  const prefsRu = page.getByRole("region", { name: "Интерфейс" });
  await expect(prefsRu.getByLabel("Строк на странице в таблицах")).toHaveValue("25");
  await expect(prefsRu.getByRole("switch", { name: "Использовать интерфейс поставщика" })).toBeChecked();
  await expect(prefsRu.getByRole("switch", { name: "Сообщать на e-mail о входе с нового устройства" })).not.toBeChecked();
});

test("settings: saving Russian moves the buyer to the Russian pages, saving English back to the unprefixed ones", async ({ page }) => {
  await signInByCode(page, uniqueEmail("settings-locale"));
  await page.goto("/settings");
  // A buyer without a business account is not offered the supplier interface.
  await expect(page.getByRole("region", { name: "Interface" }).getByLabel("Rows per page in tables")).toBeVisible();
  await expect(page.getByRole("switch", { name: "Use the supplier interface" })).toHaveCount(0);
  const language = page.getByRole("region", { name: "Language" });
  await language.getByRole("radio", { name: "Русский" }).check();
  await language.getByRole("button", { name: "Save language" }).click();
  await expect(page).toHaveURL(/\/ru\/settings$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");

  // The site's own links now lead to the Russian pages.
  const menu = page.getByRole("navigation", { name: "Главное меню" });
  await menu.getByRole("link", { name: "Вычисления" }).click();
  await expect(page).toHaveURL(/\/ru\/computing$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Вычисления");
  await menu.getByRole("link", { name: "Главная" }).click();
  await expect(page).toHaveURL(/\/ru$/);

  // And back: English is served unprefixed.
  await page.goto("/ru/settings");
  const languageRu = page.getByRole("region", { name: "Язык" });
  await expect(languageRu.getByRole("radio", { name: "Русский" })).toBeChecked();
  await languageRu.getByRole("radio", { name: "English" }).check();
  await languageRu.getByRole("button", { name: "Сохранить язык" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Computing" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/computing$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Computing");
});

test("settings/profile: a fresh code sign-in unlocks the sensitive forms, so the first billing profile needs no second code; its phone follows the mask", async ({ page }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("settings-unlock");
  await signInByCode(page, email);
  await page.goto("/settings/profile");

  // User information is not sensitive.
  const info = page.getByRole("region", { name: "User information" });
  await info.getByLabel("First name").fill("Ada");
  await info.getByLabel("Last name").fill("Lovelace");
  await info.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Saved")).toBeVisible();

  // The sign-in by e-mail code a moment ago counts as identity confirmation: the e-mail
  // form and billing profiles are open for 10 minutes with no second code. (Locked forms and the
  // unlock dialog: tests/unit/settings/identity-lock.test.tsx and the PostgreSQL API run.)
  const emailSection = page.getByRole("region", { name: "Sign-in e-mail" });
  await expect(emailSection.getByText(email)).toBeVisible();
  await expect(emailSection.getByRole("status")).toContainText(/Unlocked until \d\d:\d\d/);
  await expect(emailSection.getByLabel("New e-mail")).toBeEnabled();
  const profiles = page.getByRole("region", { name: "Billing profiles" });

  // The new e-mail is checked before a code is sent.
  await emailSection.getByLabel("New e-mail").fill("not-an-email");
  await emailSection.getByRole("button", { name: "Send code" }).click();
  await expect(emailSection.getByText("Please enter correct email")).toBeVisible();

  // A billing profile: the phone number takes the United States mask as it is typed.
  await profiles.getByRole("button", { name: "Add profile" }).click();
  const add = page.getByRole("dialog", { name: "New billing profile" });
  await add.getByLabel("First name").fill("Ada");
  await add.getByLabel("Last name").fill("Lovelace");
  await add.getByLabel("E-mail").fill("billing@example.com");
  await add.getByLabel("Country").selectOption("US");
  await add.getByLabel("Phone number", { exact: true }).pressSequentially("2015550123");
  await expect(add.getByLabel("Phone number", { exact: true })).toHaveValue("(201) 555-0123");
  await add.getByLabel("City").fill("New York");
  await add.getByLabel("ZIP code").fill("10001");
  await add.getByLabel("Address").fill("1 Main Street");
  await add.getByRole("button", { name: "Save" }).click();
  await expect(add).toBeHidden();
  const card = profiles.getByRole("listitem").filter({ hasText: "Ada Lovelace" });
  await expect(card).toContainText("+12015550123");

  // Editing the phone: the new number gets the mask too and is stored in E.164.
  await card.getByRole("button", { name: "Edit the profile of Ada Lovelace" }).click();
  const edit = page.getByRole("dialog", { name: "Edit billing profile" });
  const phone = edit.getByLabel("Phone number", { exact: true });
  await expect(phone).toHaveValue("(201) 555-0123");
  await phone.fill("");
  await phone.pressSequentially("2125550199");
  await expect(phone).toHaveValue("(212) 555-0199");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText("+12125550199");
});

test("settings/access lists this device; the bell and /notifications show notices; signing out of all sessions leaves a guest", async ({ page }) => {
  const email = uniqueEmail("settings-access");
  await signInByCode(page, email);

  // A new account has its welcome notice.
  const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole("region", { name: "Notifications", exact: true });
  await expect(panel.getByText("Welcome to Infra Market")).toBeVisible();
  await panel.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByRole("button", { name: "Notifications, no unread" })).toBeVisible();
  await panel.getByRole("link", { name: "All notifications" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Notifications, newest first" }).getByRole("heading", { name: "Welcome to Infra Market" })).toBeVisible();
  await expect(page.getByText("1–1 of 1")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Rows per page" })).toBeVisible();

  await page.goto("/settings/access");
  const table = page.getByRole("table", { name: /Signed-in devices/ });
  const mine = table.getByRole("row").filter({ hasText: "This device" });
  await expect(mine).toHaveCount(1);
  // Playwright's "Desktop Chrome" poses as Chrome on Windows.
  await expect(mine.getByRole("rowheader")).toContainText("Chrome on Windows");

  await page.getByRole("button", { name: "Sign out of all sessions" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Sign out of all sessions?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Sign out of all sessions" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Account menu/ })).toHaveCount(0);
  // The session is gone on the server too: settings sends the guest to sign in.
  await page.goto("/settings/access");
  await expect(page).toHaveURL(/next=/);
  await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
});
