import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { codeFromMailbox, uniqueEmail } from "./support/sign-in";

/**
 * Sign-in by e-mail code in the browser. The e2e server has no SMTP_URL, so the codes are
 * read from the demo mailbox page (/mailbox) in a second tab, as a person trying the demo would.
 */


async function requestCode(page: Page, email: string) {
  const dialog = page.getByRole("dialog", { name: "Sign in" });
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(dialog.getByLabel("Code from the e-mail")).toBeVisible();
  return dialog;
}

test("a guest opening /settings signs in with a code from the mailbox and lands on /settings", async ({ page, context }) => {
  // The whole journey in one test: guard, validation, mailbox, wrong code, sign-in, reload, sign-out.
  test.slow();
  const email = uniqueEmail("guard");

  // The guard sends the guest home with the login popup and where to continue.
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/\?(.*&)?next=%2Fsettings|\/\?(.*&)?next=\/settings/);
  const dialog = page.getByRole("dialog", { name: "Sign in" });
  await expect(dialog).toBeVisible();
  // The popup flag is a flash: it leaves the address bar, `next` stays.
  await expect(page).not.toHaveURL(/login=1/);

  // Step 1: validation, then the code is sent and the resend timer runs.
  await dialog.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(dialog.getByText("This field is required")).toBeVisible();
  await dialog.getByLabel("E-mail").fill("not-an-email");
  await dialog.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(dialog.getByText("Please enter correct email")).toBeVisible();
  await requestCode(page, email);
  await expect(dialog.getByText(/You can request a new code in [01]:\d\d/)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Request code again" })).toBeDisabled();

  // The demo mailbox says why it exists and shows the code.
  const mailbox = await context.newPage();
  await mailbox.goto("/mailbox");
  await expect(mailbox.getByRole("heading", { level: 1, name: "Demo mailbox" })).toBeVisible();
  await expect(mailbox.getByRole("note")).toContainText("SMTP_URL is not set");
  await expectNoSeriousA11yViolations(mailbox);
  await mailbox.close();
  const code = await codeFromMailbox(context, email, /sign-in code/);

  // Terms are required.
  await dialog.getByLabel("Code from the e-mail").fill(code);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog.getByText("Required to agreed")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Terms of service" })).toHaveAttribute("href", "/terms");
  await expect(dialog.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy-policy");

  // A wrong code shows the server's error.
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  await dialog.getByLabel("Code from the e-mail").fill(wrong);
  await dialog.getByRole("checkbox", { name: /I accept the Terms of service/ }).check();
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog.getByRole("alert")).toContainText("The code is wrong");

  // The right one signs in and continues to /settings.
  await dialog.getByLabel("Code from the e-mail").fill(code);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: `Account menu: ${email}` })).toBeVisible();

  // Reloading keeps the session; the account menu offers Settings and Sign out.
  await page.reload();
  await expect(page).toHaveURL(/\/settings$/);
  const menu = page.getByRole("button", { name: `Account menu: ${email}` });
  await menu.click();
  await expect(page.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");

  // Signing out makes the browser a guest again, on the home page.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
  await page.goto("/settings");
  await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
});

test("the resend timer is kept per e-mail across reopening the dialog", async ({ page }) => {
  const email = uniqueEmail("timer");
  await page.goto("/");
  const signIn = page.getByRole("banner").getByRole("button", { name: "Sign in" });
  await signIn.click();
  const dialog = await requestCode(page, email);
  await expect(dialog.getByText(/You can request a new code in [01]:\d\d/)).toBeVisible();

  // A fresh page (the dialog state is gone): the same e-mail goes straight to its running timer.
  await page.reload();
  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(dialog.getByText(/You can request a new code in 0:[0-5]\d/)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Request code again" })).toBeDisabled();

  // Another e-mail has no timer of its own until a code is sent to it.
  await dialog.getByRole("button", { name: "Change e-mail" }).click();
  await expect(dialog.getByLabel("E-mail")).toHaveValue(email);
  await requestCode(page, uniqueEmail("other"));
  await expect(dialog.getByText(/You can request a new code in (1:00|0:5\d)/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("Russian: the guard keeps the language and the dialog speaks Russian", async ({ page }) => {
  await page.goto("/ru/settings");
  await expect(page).toHaveURL(/\/ru\?(.*&)?next=(%2Fru%2Fsettings|\/ru\/settings)/);
  const dialog = page.getByRole("dialog", { name: "Вход" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("E-mail").fill("nope");
  await dialog.getByRole("button", { name: "Продолжить", exact: true }).click();
  await expect(dialog.getByText("Введите корректный e-mail")).toBeVisible();
});

test("/force-login shows the home page behind a sign-in dialog that cannot be dismissed", async ({ page, context }) => {
  await page.goto("/force-login?next=/settings");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1, includeHidden: true })).toBeAttached();
  const dialog = page.getByRole("dialog", { name: "Sign in" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("note")).toContainText("This page needs an account");
  await expect(dialog.getByRole("button", { name: "Close" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  const email = uniqueEmail("forced");
  await requestCode(page, email);
  const code = await codeFromMailbox(context, email, /sign-in code/);
  await dialog.getByLabel("Code from the e-mail").fill(code);
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  const menu = page.getByRole("button", { name: `Account menu: ${email}` });
  await expect(menu).toBeVisible();
  await menu.click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
