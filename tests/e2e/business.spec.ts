import { expect, test, type Browser, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { expectFits, PHONE } from "./support/phone";
import { signInByCode, uniqueEmail } from "./support/sign-in";

/**
 * Business accounts (docs/organizations.md), clicking what people click: a new user
 * registers a company, uploads a PDF and sends it for verification; staff ask for a change; the
 * supplier fixes it and sends again; staff approve; the owner opens the supplier interface and
 * invites a manager, who signs in, accepts, and sees only what a manager may. The stepper in Russian,
 * and axe on the stepper and the review queue.
 */

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

async function expectNoSeriousViolations(page: Page, label: string) {
  // The toast of the step just saved fades in (sonner): scanned mid-animation, its text fails the
  // contrast check by the animation's opacity, not by its colours. The page under test is the stepper.
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A second person in their own browser context, signed in. */
async function personOf(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: ownAddress() });
  const page = await context.newPage();
  await signInByCode(page, email);
  return page;
}

const step = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 2, name });

// Each person of these specs browses from a loopback address of their own (the e2e server trusts one
// proxy hop): their sign-ins do not use up the per-network budget of the rest of the suite.
let nextAddress = 10;
const ownAddress = () => ({ "X-Forwarded-For": `127.0.0.${nextAddress++}` });
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "127.0.0.2" } });

test("register → upload → verify → changes asked → resent → approved → supplier interface → a manager joins", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const company = `E2E Hosting ${Date.now()}`;
  const owner = uniqueEmail("owner");
  await signInByCode(page, owner);

  // Step 1: company information.
  await page.goto("/business-account");
  await expect(page.getByRole("heading", { level: 1, name: "Business account" })).toBeVisible();
  const stepper = page.getByRole("list").filter({ hasText: "Company information" }).first();
  await expect(stepper.getByText("Upload documents")).toBeVisible();
  await expect(step(page, /Step 1 of 5: Company information/)).toBeVisible();
  await page.getByRole("button", { name: "Create business account" }).click();
  await expect(page.getByText("This field is required").first()).toBeVisible();
  await page.getByLabel("Company name", { exact: true }).fill(company);
  await page.getByLabel("Company registration number", { exact: true }).fill("HRB 98765");
  await page.getByLabel("Company e-mail", { exact: true }).fill("office@e2e-hosting.example.com");
  await page.getByLabel("First name", { exact: true }).fill("Ada");
  await page.getByLabel("Last name", { exact: true }).fill("Lovelace");
  await page.getByLabel("Country", { exact: true }).selectOption("DE");
  await page.getByLabel("Phone number region", { exact: true }).selectOption("DE");
  await page.getByLabel("Phone number", { exact: true }).pressSequentially("030123456");
  await page.getByLabel("City", { exact: true }).fill("Berlin");
  await page.getByLabel("ZIP code", { exact: true }).fill("10115");
  await page.getByLabel("Address", { exact: true }).fill("Unter den Linden 1");
  await page.getByRole("button", { name: "Create business account" }).click();

  // Step 2: a PDF scan.
  await expect(step(page, /Step 2 of 5: Upload documents/)).toBeVisible();
  await expectNoSeriousViolations(page, "stepper");
  await page.locator('input[type="file"]').setInputFiles({ name: "register-extract.pdf", mimeType: "application/pdf", buffer: PDF });
  const documents = page.getByRole("table", { name: /Uploaded documents/ });
  await expect(documents.getByRole("cell", { name: "register-extract.pdf" })).toBeVisible();
  await expect(page.getByText(/1–1 of 1/)).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();

  // Step 3: send for verification.
  await expect(step(page, /Step 3 of 5: Start verification/)).toBeVisible();
  await page.getByLabel(/Comment for the reviewer/).fill("Our register extract is attached.");
  await page.getByRole("button", { name: "Send for verification" }).click();
  await expect(step(page, /Step 4 of 5: Verification in process/)).toBeVisible();

  // Staff: the queue, the review, "Ask for changes" with a comment.
  const staff = await personOf(browser, "staff@example.com");
  await staff.goto("/staff/organizations");
  await expect(staff.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(staff, "review queue");
  await staff.getByRole("link", { name: `Review ${company}` }).click();
  await expect(staff.getByText("register-extract.pdf").first()).toBeVisible();
  await staff.getByRole("button", { name: "Ask for changes" }).click();
  const ask = staff.getByRole("dialog", { name: `Ask ${company} for changes` });
  await ask.getByRole("button", { name: "Ask for changes" }).click();
  await expect(ask.getByText("This field is required")).toBeVisible();
  await ask.getByLabel(/Comment for the business account/).fill("Please add the ZIP code of your registered office: 10117.");
  await ask.getByRole("button", { name: "Ask for changes" }).click();
  await expect(ask).toBeHidden();
  await expect(staff.getByText("Changes requested").first()).toBeVisible();

  // The supplier sees the request, fixes the ZIP code, and sends again.
  await page.reload();
  await expect(page.getByText("Staff asked for changes")).toBeVisible();
  await expect(page.getByText("Please add the ZIP code of your registered office: 10117.")).toBeVisible();
  await expect(step(page, /Step 1 of 5: Company information/)).toBeVisible();
  await page.getByLabel("ZIP code", { exact: true }).fill("10117");
  await page.getByRole("button", { name: /^Save/ }).click();
  await expect(step(page, /Step 2 of 5: Upload documents/)).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Send for verification" }).click();
  await expect(step(page, /Step 4 of 5: Verification in process/)).toBeVisible();

  // Staff approve.
  await staff.reload();
  await staff.getByRole("button", { name: "Approve" }).click();
  const approve = staff.getByRole("dialog", { name: `Approve ${company}` });
  await approve.getByRole("button", { name: "Approve" }).click();
  await expect(approve).toBeHidden();
  await expect(staff.getByText("Approved").first()).toBeVisible();

  // The owner switches to the supplier interface and invites a manager.
  await page.reload();
  await expect(step(page, /Step 5 of 5: Approved/)).toBeVisible();
  await page.getByRole("link", { name: "Open the supplier interface" }).click();
  await expect(page).toHaveURL(/\/supplier$/);
  const menu = page.getByRole("navigation", { name: "Supplier sections" });
  await expect(menu.getByRole("link", { name: "Earnings" })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("is_supplier_interface"))).toBe("true");
  await menu.getByRole("link", { name: "Workspace users" }).click();
  const manager = uniqueEmail("manager");
  await page.getByLabel("E-mail", { exact: true }).fill(manager);
  await page.getByLabel("Role", { exact: true }).selectOption("manager");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("table", { name: /Invitations not accepted yet/ }).getByRole("cell", { name: manager })).toBeVisible();

  // The manager signs in, accepts, and sees only a manager's sections.
  const mgr = await personOf(browser, manager);
  await mgr.goto("/business-account");
  await mgr.getByRole("button", { name: `Accept the invitation to ${company}` }).click();
  await mgr.goto("/supplier");
  const mgrMenu = mgr.getByRole("navigation", { name: "Supplier sections" });
  await expect(mgrMenu.getByRole("link", { name: "Offers" })).toBeVisible();
  await expect(mgrMenu.getByRole("link", { name: "Delivery" })).toBeVisible();
  await expect(mgrMenu.getByRole("link", { name: "Earnings" })).toHaveCount(0);
  await expect(mgrMenu.getByRole("link", { name: "Integrations" })).toHaveCount(0);
  await mgrMenu.getByRole("link", { name: "Workspace users" }).click();
  await expect(mgr.getByRole("table", { name: /Members with their role/ }).getByRole("rowheader", { name: owner })).toBeVisible();
  await expect(mgr.getByRole("button", { name: "Send invitation" })).toHaveCount(0);
  await mgr.goto("/supplier/earnings");
  await expect(mgr.getByText("Not available for your role")).toBeVisible();
  await mgr.context().close();
  await staff.context().close();
});

test("the stepper in Russian, with axe", async ({ page }) => {
  await signInByCode(page, uniqueEmail("owner-ru"));
  await page.goto("/ru/business-account");
  await expect(page.getByRole("heading", { level: 1, name: "Бизнес-аккаунт" })).toBeVisible();
  for (const name of ["Сведения о компании", "Загрузка документов", "Отправка на проверку", "Идёт проверка", "Одобрено"]) await expect(page.getByText(name).first()).toBeVisible();
  await expect(step(page, /Шаг 1 из 5: Сведения о компании/)).toBeVisible();
  await page.getByRole("button", { name: "Создать бизнес-аккаунт" }).click();
  await expect(page.getByText("Это поле обязательно").first()).toBeVisible();
  await expectNoSeriousViolations(page, "stepper ru");
});

test("on a 360 px phone: the stepper, the supplier interface and the review queue fit the screen", async ({ page, browser }) => {
  // Signed in at the desktop width (the phone folds "Sign in" into its menu), then the phone.
  await signInByCode(page, "owner@tessera-compute.example.com");
  await page.setViewportSize(PHONE);
  await page.goto("/business-account");
  await expect(step(page, /Step 5 of 5: Approved/)).toBeVisible();
  await expectFits(page, "business account, approved");
  await page.getByRole("link", { name: "Open the supplier interface" }).click();
  await expect(page.getByRole("navigation", { name: "Supplier sections" })).toBeVisible();
  await expectFits(page, "supplier overview");
  await page.goto("/supplier/members");
  await expect(page.getByRole("button", { name: "Send invitation" })).toBeVisible();
  await expectFits(page, "workspace users");
  const staff = await browser.newContext({ extraHTTPHeaders: ownAddress() });
  const staffPage = await staff.newPage();
  await signInByCode(staffPage, "staff@example.com");
  await staffPage.setViewportSize(PHONE);
  await staffPage.goto("/staff/organizations?status=approved");
  await expect(staffPage.getByRole("link", { name: /^Review / }).first()).toBeVisible();
  await expectFits(staffPage, "review queue");
  await staff.close();
});
