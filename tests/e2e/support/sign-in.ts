import { expect, type BrowserContext, type Page } from "@playwright/test";

/**
 * Signing in through the UI for specs that need a signed-in user. The e2e server has no SMTP_URL,
 * so codes are read from the demo mailbox page (/mailbox), in a tab of its own, as a person trying
 * the demo would.
 */

/** A fresh address, so every spec starts with a new account. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * The code of the newest message to `email` whose subject matches `subject` (mailbox lists newest
 * first). Subjects carry the purpose: "Your sign-in code", "Confirm it is you", ...
 */
export async function codeFromMailbox(context: BrowserContext, email: string, subject: RegExp = /./): Promise<string> {
  const mailbox = await context.newPage();
  try {
    await mailbox.goto(`/mailbox?to=${encodeURIComponent(email)}`);
    const newest = mailbox.getByRole("article").filter({ has: mailbox.getByRole("heading", { name: subject }) }).first();
    await expect(newest).toContainText(email);
    const code = newest.getByRole("status");
    await expect(code).toHaveText(/^\d{6}$/);
    return (await code.textContent())!.trim();
  } finally {
    await mailbox.close();
  }
}

/**
 * Signs `email` in (creating the account, terms accepted) with the header's "Sign in" dialog on
 * `path`, and waits until the account menu shows the address.
 */
export async function signIn(page: Page, email: string, path = "/"): Promise<void> {
  await page.goto(path);
  await page.getByRole("button", { name: "Sign in" }).click();
  await signInWithOpenDialog(page, email);
}

/**
 * Completes the English "Sign in" dialog that is already open (the header's button, or what opened
 * it for a guest: "Add to cart"), creating the account with the mailbox code; waits until the
 * account menu shows the address.
 */
export async function signInWithOpenDialog(page: Page, email: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Sign in" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(dialog.getByLabel("Code from the e-mail")).toBeVisible();
  const code = await codeFromMailbox(page.context(), email, /sign-in code|Код для входа/);
  await dialog.getByLabel("Code from the e-mail").fill(code);
  await dialog.getByRole("checkbox", { name: /I accept the Terms of service/ }).check();
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: `Account menu: ${email}` })).toBeVisible();
}

/**
 * Signs `email` in (creating the account, terms accepted) with the same e-mailed code, through the
 * API instead of the dialog: for specs about something else. The browser context's own request
 * client sends the calls, so the session cookies land in the context; the code is read from the
 * demo mailbox's HTML. Then opens `path` and waits until the account menu shows the address, as
 * signIn() does. The dialog itself is what sign-in.spec.ts and the guest flows test.
 */
export async function signInByCode(page: Page, email: string, path = "/"): Promise<void> {
  const request = page.context().request;
  const csrf = async () => {
    const answer = await request.get("/api/users/access/csrf");
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { csrf_token: string }).csrf_token;
  };
  const sent = await request.post("/api/users/access/confirmation_action", { data: { email }, headers: { "X-CSRF-Token": await csrf() } });
  expect(sent.status(), await sent.text()).toBe(200);
  // The mailbox lists the newest message first: the first sign-in code on the page is this one.
  const mailbox = await request.get(`/mailbox?to=${encodeURIComponent(email)}`);
  expect(mailbox.status()).toBe(200);
  const code = /<h2[^>]*>(?:Your sign-in code|Код для входа)[^<]*<\/h2>[\s\S]*?<output[^>]*>(\d{6})<\/output>/i.exec(await mailbox.text())?.[1];
  expect(code, `a sign-in code for ${email} in the demo mailbox`).toMatch(/^\d{6}$/);
  const token = await request.post("/api/users/access/token", { data: { email, code, terms_accepted: true }, headers: { "X-CSRF-Token": await csrf() } });
  expect(token.status(), await token.text()).toBe(200);
  await page.goto(path);
  await expect(page.getByRole("button", { name: `Account menu: ${email}` })).toBeVisible();
}
