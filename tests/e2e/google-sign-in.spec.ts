import { expect, test, type Page } from "@playwright/test";
import { readE2eSeed } from "../support/e2e-server";

/**
 * "Continue with Google" in the browser. The e2e server points the button at a loopback
 * OpenID Connect issuer (tests/support/oidc-issuer.ts) whose development login page takes any login:
 * `name` signs in as name@oidc.test.
 */

const uniqueLogin = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Opens the login dialog from the header and clicks the Google button: the browser goes to the issuer. */
async function continueWithGoogle(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: /google/i }).click();
  await expect(page).toHaveURL(new RegExp(`^${escape(readE2eSeed().oidc.issuer)}/interaction/`));
}

/** The issuer's development pages: sign in as `login`, then allow the app to read the e-mail and profile. */
async function signInAtIssuer(page: Page, login: string) {
  await expect(page.getByRole("heading", { name: "Sign-in" })).toBeVisible();
  await page.getByPlaceholder("Enter any login").fill(login);
  await page.getByPlaceholder("and password").fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await expect(page.getByRole("heading", { name: "Authorize" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
}

async function expectSignedInAs(page: Page, email: string) {
  const menu = page.getByRole("banner").getByRole("button", { name: `Account menu: ${email}` });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveText(email);
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toHaveCount(0);
}

test("a guest signs in with Google from a catalogue page and comes back to it, signed in", async ({ page, context }) => {
  const login = uniqueLogin("google");
  await page.goto("/data-center");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await continueWithGoogle(page);
  await signInAtIssuer(page, login);

  await expect(page).toHaveURL(/\/data-center$/);
  await expectSignedInAs(page, `${login}@oidc.test`);
  // The session cookie is HttpOnly and SameSite=Strict, and the one-time flow cookie is gone.
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === "application_user_access");
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Strict");
  expect(cookies.find((c) => c.name === "application-oidc")).toBeUndefined();

  // Signed in for real: a page that needs an account opens.
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/settings$/);
  await expectSignedInAs(page, `${login}@oidc.test`);
});

test("a guest sent to sign in on a Russian page lands where they were going, in Russian", async ({ page }) => {
  const login = uniqueLogin("google-ru");
  await page.goto("/ru/settings");
  await expect(page).toHaveURL(/\/ru\/?\?(.*&)?next=/);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: /google/i }).click();
  await signInAtIssuer(page, login);

  await expect(page).toHaveURL(/\/ru\/settings$/);
  await expect(page.getByRole("banner").getByRole("button", { name: new RegExp(escape(`${login}@oidc.test`)) })).toBeVisible();
});

test("cancelling at Google brings the guest back with a message, still signed out", async ({ page }) => {
  await page.goto("/data-center");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await continueWithGoogle(page);
  await page.getByRole("link", { name: "[ Cancel ]" }).click();

  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await expect(page.getByText("Google sign-in failed. Please try again or sign in with your e-mail.")).toBeVisible();
  await expect(page).not.toHaveURL(/login=failed/);
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
});
