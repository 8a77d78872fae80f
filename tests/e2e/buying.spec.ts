import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { expectFits, PHONE } from "./support/phone";
import { codeFromMailbox, signInByCode, signInWithOpenDialog, uniqueEmail } from "./support/sign-in";

/**
 * Buying (docs/buying-api.md, README "Trying each role"): a guest's "Add to cart" through the sign-in
 * dialog, a cart of two suppliers configured in its forms, the order stepper with an inline billing
 * profile, the demo payment page (paid, declined, issuer unreachable), the order, its invoice PDF and
 * "Repeat order"; the stepper's checks (an unconfigured server, the unfinished-order prompt); and axe on
 * the cart and the stepper in English and Russian. Clicking what a person clicks.
 */

const VPS_LISTING = "/virtual-servers/linux-vps";
const GPU_LISTING = "/gpu-servers/nvidia-h100";
const CARD_OK = "4242 4242 4242 4242";
const CARD_DECLINED = "4000 0000 0000 0002";
const CARD_UNREACHABLE = "4000 0000 0000 0119";

type Lang = "en" | "ru";

const texts = {
  en: {
    prefix: "",
    addToCart: "Add to cart",
    cart: (n: number) => (n === 1 ? "Cart, 1 item" : `Cart, ${n} items`),
    hostName: "Host name",
    hours: "Prepaid hours",
    save: "Save",
    configured: (n: number) => (n === 1 ? "1 instance configured" : `${n} instances configured`),
    checkout: "Checkout",
    step: (n: number, name: string) => `Step ${n} of 5: ${name}`,
    steps: { configuration: "Order configuration", billing: "Billing account", payment: "Payment", review: "Review", finished: "Finished" },
    next: "Next",
    place: "Place order and pay",
    createProfile: "Create a profile",
    newProfile: "New billing profile",
    identity: { title: "Confirm your identity", send: "Send code", code: "Confirmation code", confirm: "Confirm", subject: /Confirm it is you/ },
    profile: { first: "First name", last: "Last name", email: "E-mail", country: "Country", phone: "Phone number", city: "City", zip: "ZIP code", address: "Address" },
    demoTitle: "Demo payment",
    demoBanner: "Demo payment provider — no real money moves.",
    card: { number: "Card number", expiry: "Expiry date (MM/YY)", cvc: "CVC", name: "Name on the card" },
    pay: /^Pay /,
    declinedHere: "Your card was declined. Try another card.",
    unreachable: "We cannot connect with your bank issuer. Payment can not be processed",
  },
  ru: {
    prefix: "/ru",
    addToCart: "В корзину",
    cart: (n: number) => `Корзина, ${n} ${n === 1 ? "товар" : n < 5 ? "товара" : "товаров"}`,
    hostName: "Имя хоста",
    hours: "Оплаченные часы",
    save: "Сохранить",
    configured: (n: number) => `${n} ${n === 1 ? "экземпляр настроен" : "экземпляра настроены"}`,
    checkout: "Оформить заказ",
    step: (n: number, name: string) => `Шаг ${n} из 5: ${name}`,
    steps: { configuration: "Конфигурация заказа", billing: "Платёжный аккаунт", payment: "Оплата", review: "Проверка", finished: "Готово" },
    next: "Далее",
    place: "Оформить и оплатить",
    createProfile: "Создать профиль",
    newProfile: "Новый платёжный профиль",
    identity: { title: "Подтвердите личность", send: "Отправить код", code: "Код подтверждения", confirm: "Подтвердить", subject: /Подтвердите, что это вы/ },
    profile: { first: "Имя", last: "Фамилия", email: "E-mail", country: "Страна", phone: "Номер телефона", city: "Город", zip: "Почтовый индекс", address: "Адрес" },
    demoTitle: "Демонстрационная оплата",
    demoBanner: "Демонстрационный платёжный провайдер — реальные деньги не списываются.",
    card: { number: "Номер карты", expiry: "Срок действия (ММ/ГГ)", cvc: "CVC", name: "Имя на карте" },
    pay: /^Оплатить /,
    declinedHere: "Ваша карта отклонена. Попробуйте другую карту.",
    // The spec's wording (section 8), as the API answers it in Russian.
    unreachable: "Не удаётся связаться с банком-эмитентом. Платёж не может быть обработан",
  },
} as const;

type Texts = (typeof texts)[Lang];

const cartLink = (page: Page, t: Texts, n: number) => page.getByRole("banner").getByRole("link", { name: t.cart(n), exact: true });

/** An offer row of a listing: its name, its supplier (the provider cell's first line) and its "Add to cart". */
async function offerRow(row: Locator) {
  const name = (await row.getByRole("rowheader").innerText()).trim();
  const supplier = (await row.getByRole("cell").nth(1).innerText()).split("\n")[0].trim();
  return { row, name, supplier };
}

/** The first row of the listing whose "Add to cart" is enabled (in stock) and which passes `accept`. */
async function pickOffer(page: Page, t: Texts, accept: (o: { name: string; supplier: string; text: string }) => boolean) {
  const rows = page.getByRole("table").first().getByRole("row").filter({ has: page.getByRole("button", { name: t.addToCart }) });
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    if (!(await row.getByRole("button", { name: t.addToCart }).isEnabled())) continue;
    const o = await offerRow(row);
    if (accept({ ...o, text: await row.innerText() })) return o;
  }
  throw new Error(`no offer on ${page.url()} passes the filter`);
}

/** The cart item of the offer `name`, its configuration forms unfolded. */
async function cartItem(page: Page, name: string) {
  const item = page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
  await expect(item).toBeVisible();
  return item;
}

/** Fills instance 1 of `name` in the cart (host name, and hours when given) and saves it. */
async function configure(page: Page, t: Texts, name: string, values: { host: string; hours?: number }) {
  const item = await cartItem(page, name);
  const form = item.getByRole("group").first();
  await expect(form.getByLabel(t.hostName)).toBeVisible();
  await form.getByLabel(t.hostName).fill(values.host);
  if (values.hours !== undefined) await form.getByLabel(t.hours).fill(String(values.hours));
  await form.getByRole("button", { name: t.save, exact: true }).click();
  await expect(item.getByText(t.configured(1), { exact: true })).toBeVisible();
  return item;
}

/** Signed in with an empty cart, adds the first in-stock Linux VPS from its listing; returns its row, name and supplier. */
async function addVps(page: Page, t: Texts) {
  await page.goto(`${t.prefix}${VPS_LISTING}`);
  const offer = await pickOffer(page, t, () => true);
  await offer.row.getByRole("button", { name: t.addToCart }).click();
  await expect(cartLink(page, t, 1)).toBeVisible();
  return offer;
}

async function fillProfile(page: Page, t: Texts, lastName: string) {
  const dialog = page.getByRole("dialog", { name: t.newProfile });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(t.profile.first, { exact: true }).fill("Ada");
  await dialog.getByLabel(t.profile.last, { exact: true }).fill(lastName);
  await dialog.getByLabel(t.profile.email, { exact: true }).fill("billing@example.com");
  await dialog.getByLabel(t.profile.country, { exact: true }).selectOption("DE");
  await dialog.getByLabel(t.profile.phone, { exact: true }).pressSequentially("030123456");
  await dialog.getByLabel(t.profile.city, { exact: true }).fill("Berlin");
  await dialog.getByLabel(t.profile.zip, { exact: true }).fill("10115");
  await dialog.getByLabel(t.profile.address, { exact: true }).fill("Unter den Linden 1");
  await dialog.getByRole("button", { name: t.save, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * "Create a profile" on the billing step. A code sign-in a moment ago unlocks billing profiles for 10
 * minutes, so the form should open at once; should a confirmation code be asked all the same, it is
 * read from the mailbox as a person would, and the test notes it.
 */
async function createProfileInline(page: Page, t: Texts, email: string, lastName: string) {
  await page.getByRole("button", { name: t.createProfile }).click();
  const form = page.getByRole("dialog", { name: t.newProfile });
  const unlock = page.getByRole("dialog", { name: t.identity.title });
  await expect(form.or(unlock)).toBeVisible();
  if (await unlock.isVisible()) {
    test.info().annotations.push({ type: "issue", description: "a second code was asked right after a code sign-in" });
    await unlock.getByRole("button", { name: t.identity.send }).click();
    const code = await codeFromMailbox(page.context(), email, t.identity.subject);
    await unlock.getByLabel(t.identity.code).fill(code);
    await unlock.getByRole("button", { name: t.identity.confirm }).click();
    await expect(unlock).toBeHidden();
  }
  await fillProfile(page, t, lastName);
  await expect(page.getByRole("radio", { name: new RegExp(`Ada ${lastName}`) })).toBeChecked();
}

/** From the cart's "Checkout" to the review step, creating a billing profile on the way. */
async function checkoutToReview(page: Page, t: Texts, email: string, lastName = "Lovelace") {
  await page.getByRole("button", { name: t.checkout }).click();
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/orders/new$`));
  const heading = page.getByRole("heading", { level: 2, name: /^(Step|Шаг) / });
  await expect(heading).toHaveText(t.step(1, t.steps.configuration));
  await page.getByRole("button", { name: t.next, exact: true }).click();
  await expect(heading).toHaveText(t.step(2, t.steps.billing));
  await createProfileInline(page, t, email, lastName);
  await page.getByRole("button", { name: t.next, exact: true }).click();
  await expect(heading).toHaveText(t.step(3, t.steps.payment));
  await page.getByRole("button", { name: t.next, exact: true }).click();
  await expect(heading).toHaveText(t.step(4, t.steps.review));
}

/** Fills the demo payment page's card form with `card` and clicks "Pay …". */
async function payWith(page: Page, t: Texts, card: string) {
  await page.getByLabel(t.card.number).fill(card);
  await page.getByLabel(t.card.expiry).fill("12/34");
  await page.getByLabel(t.card.cvc).fill("123");
  await page.getByLabel(t.card.name).fill("Ada Lovelace");
  await page.getByRole("button", { name: t.pay }).click();
}

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("buying: a guest adds offers of two suppliers, signs in, configures, checks out with a new profile, pays on the demo page, gets the invoice PDF and repeats the order", async ({ page }) => {
  test.slow();
  const t = texts.en;
  const email = uniqueEmail("buying-main");

  // A guest's "Add to cart" opens the sign-in dialog; after signing in the offer is in the cart, on the same page.
  await page.goto(VPS_LISTING);
  const vps = await pickOffer(page, t, () => true);
  await vps.row.getByRole("button", { name: "Add to cart" }).click();
  await signInWithOpenDialog(page, email);
  await expect(page).toHaveURL(new RegExp(`${VPS_LISTING}$`));
  await expect(cartLink(page, t, 1)).toBeVisible();

  // An hourly H100 of another supplier, from its own offer page.
  await page.goto(GPU_LISTING);
  const gpu = await pickOffer(page, t, (o) => o.supplier !== vps.supplier && /\/hour\s*≈/.test(o.text));
  await gpu.row.getByRole("rowheader").getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: gpu.name })).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Add to cart" }).click();
  await expect(cartLink(page, t, 2)).toBeVisible();

  // The cart: both configured through their forms.
  await cartLink(page, t, 2).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("heading", { level: 2, name: "2 offers in your cart" })).toBeVisible();
  await configure(page, t, vps.name, { host: "web-1.example.com" });
  await configure(page, t, gpu.name, { host: "gpu-1.example.com", hours: 48 });

  // The stepper: no profile yet, so "Next" asks for one; one is created inline with no second code.
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/orders\/new$/);
  const heading = page.getByRole("heading", { level: 2, name: /^Step / });
  await expect(heading).toHaveText("Step 1 of 5: Order configuration");
  await expect(page.getByRole("list", { name: "Order progress" }).getByRole("listitem").first()).toHaveAttribute("aria-current", "step");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(heading).toHaveText("Step 2 of 5: Billing account");
  await expect(page.getByText("You have no billing profiles yet. Create one to continue.")).toBeVisible();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please select a profile" })).toBeVisible();
  await createProfileInline(page, t, email, "Lovelace");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(heading).toHaveText("Step 3 of 5: Payment");
  await expect(page.getByRole("note")).toHaveText("Demo payments: no real money moves");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(heading).toHaveText("Step 4 of 5: Review");
  const review = page.getByRole("region", { name: "Step 4 of 5: Review" });
  await expect(review.getByRole("listitem").filter({ hasText: `${vps.name} × 1 (${vps.supplier})` })).toBeVisible();
  await expect(review.getByRole("listitem").filter({ hasText: `${gpu.name} × 1 (${gpu.supplier})` })).toBeVisible();

  // The demo payment page, then back on the finished step.
  await page.getByRole("button", { name: "Place order and pay" }).click();
  await expect(page).toHaveURL(/\/pay\/demo\/demo_cs_[a-f0-9]{32}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Demo payment" })).toBeVisible();
  await expect(page.getByRole("note")).toContainText("Demo payment provider — no real money moves.");
  await payWith(page, t, CARD_OK);
  await expect(page).toHaveURL(/\/orders\/new\?step=finished&order=[a-f0-9]{24}$/);
  await expect(heading).toHaveText("Step 5 of 5: Finished");
  const paid = page.getByRole("status").filter({ hasText: /^Your order \S+ is paid/ });
  await expect(paid).toBeVisible();
  const number = /Your order (\S+) is paid/.exec(await paid.innerText())![1];

  // The order: paid, both suppliers' lines, resources waiting.
  await paid.getByRole("link", { name: "View the order" }).click();
  await expect(page).toHaveURL(/\/orders\/[a-f0-9]{24}$/);
  const orderUrl = page.url();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`^Order ${number.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*Paid$`));
  await expect(page.getByRole("table", { name: `Items from ${vps.supplier}` }).getByRole("rowheader")).toContainText(vps.name);
  await expect(page.getByRole("table", { name: `Items from ${gpu.supplier}` }).getByRole("rowheader")).toContainText(gpu.name);
  await expect(page.getByRole("table", { name: `Items from ${gpu.supplier}` }).getByRole("rowheader")).toContainText("Prepaid hours: 48");
  const resources = page.getByRole("region", { name: "Resources" }).getByRole("listitem");
  await expect(resources).toHaveCount(2);
  for (const r of await resources.all()) await expect(r).toContainText("Waiting for delivery");

  // The invoice and its PDF.
  await page.getByRole("link", { name: /^Invoice / }).click();
  await expect(page).toHaveURL(/\/invoices\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Invoice / })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // The orders list is prefetched on the server: its first HTML already names the order (no spinner).
  const listHtml = await (await page.request.get("/orders")).text();
  expect(listHtml).toContain(`Order ${number}`);
  const detailHtml = await (await page.request.get(orderUrl)).text();
  expect(detailHtml).toContain(number);

  // The orders list, and "Repeat order" puts both offers back in the cart.
  await page.goto("/orders");
  // Placing the order emptied the cart.
  await expect(page.getByRole("banner").getByRole("link", { name: "Cart, empty", exact: true })).toBeVisible();
  const row = page.getByRole("table", { name: "Your orders" }).getByRole("row").filter({ has: page.getByRole("link", { name: `Order ${number}` }) });
  await expect(row).toContainText("Paid");
  await row.getByRole("link", { name: `Order ${number}` }).click();
  await expect(page).toHaveURL(orderUrl);
  await page.getByRole("button", { name: "Repeat order" }).click();
  const message = page.getByRole("status").filter({ hasText: "2 of 2 offers are back in your cart" });
  await expect(message).toContainText("Added to the cart: ");
  await expect(message).toContainText(vps.name);
  await expect(message).toContainText(gpu.name);
  await expect(cartLink(page, t, 2)).toBeVisible();
});

/** Signed in (English dialog), one Linux VPS of `lang`'s listing in the cart, configured there; the cart page is open. */
async function buyerWithConfiguredVps(page: Page, lang: Lang, tag: string) {
  const t = texts[lang];
  const email = uniqueEmail(tag);
  await signInByCode(page, email);
  const vps = await addVps(page, t);
  await cartLink(page, t, 1).click();
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/cart$`));
  await configure(page, t, vps.name, { host: "web-1.example.com" });
  return { ...vps, email };
}

/** The review step's "Place order and pay", landing on the demo payment page. */
async function placeOrder(page: Page, t: Texts) {
  await page.getByRole("button", { name: t.place }).click();
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/pay/demo/demo_cs_[a-f0-9]{32}$`));
  await expect(page.getByRole("heading", { level: 1, name: t.demoTitle })).toBeVisible();
  await expect(page.getByRole("note")).toContainText(t.demoBanner);
}

test("buying: a declined card is said so on the payment page, which stays for another card; 4242… then pays the order", async ({ page }) => {
  const t = texts.en;
  const { email } = await buyerWithConfiguredVps(page, "en", "buying-declined");
  await checkoutToReview(page, t, email);
  await placeOrder(page, t);
  const demoUrl = page.url();

  await payWith(page, t, CARD_DECLINED);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(t.declinedHere);
  await expect(page).toHaveURL(demoUrl);
  await expect(page.getByLabel(t.card.number)).toBeVisible();

  await payWith(page, t, CARD_OK);
  await expect(page).toHaveURL(/\/orders\/new\?step=finished&order=[a-f0-9]{24}$/);
  await expect(page.getByRole("status").filter({ hasText: /^Your order \S+ is paid/ })).toBeVisible();
});

test("buying (ru): the issuer unreachable is said in Russian on the payment page and on the return page; «Попробовать снова» opens a new payment that 4242… pays", async ({ page }) => {
  test.slow();
  const t = texts.ru;
  const { email } = await buyerWithConfiguredVps(page, "ru", "buying-issuer");
  await checkoutToReview(page, t, email, "Лавлейс");
  await placeOrder(page, t);

  await payWith(page, t, CARD_UNREACHABLE);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(t.unreachable);
  await expect(page).toHaveURL(/\/ru\/pay\/demo\//);

  // Back to the shop: the return page says the same and offers a new attempt.
  await page.getByRole("link", { name: "Отменить и вернуться" }).click();
  await expect(page).toHaveURL(/\/ru\/orders\/new\?step=finished&order=[a-f0-9]{24}&cancelled=1$/);
  const failed = page.getByRole("alert").filter({ hasText: t.unreachable });
  await expect(failed).toBeVisible();
  await failed.getByRole("button", { name: "Попробовать снова" }).click();
  await expect(page).toHaveURL(/\/ru\/pay\/demo\/demo_cs_[a-f0-9]{32}$/);
  await payWith(page, t, CARD_OK);
  await expect(page).toHaveURL(/\/ru\/orders\/new\?step=finished&order=[a-f0-9]{24}$/);
  await expect(page.getByRole("status").filter({ hasText: /^Ваш заказ \S+ оплачен/ })).toBeVisible();
});

test("buying: an unconfigured server keeps Checkout disabled, and the stepper's Next names it as invalid", async ({ page }) => {
  const t = texts.en;
  await signInByCode(page, uniqueEmail("buying-invalid"));
  const vps = await addVps(page, t);
  await cartLink(page, t, 1).click();
  await expect(page.getByRole("button", { name: "Checkout" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Checkout" })).toHaveAccessibleDescription(`Complete the configuration of: ${vps.name}.`);

  await page.goto("/orders/new");
  const heading = page.getByRole("heading", { level: 2, name: /^Step / });
  await expect(heading).toHaveText("Step 1 of 5: Order configuration");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(`The order is invalid, please check the configurations: ${vps.name}`);
  await expect(heading).toHaveText("Step 1 of 5: Order configuration");
});

test("buying: leaving the stepper at «Billing account» and coming back asks «Unfinished order»: Continue returns there, Start new starts over", async ({ page }) => {
  await buyerWithConfiguredVps(page, "en", "buying-draft");
  await page.getByRole("button", { name: "Checkout" }).click();
  const heading = page.getByRole("heading", { level: 2, name: /^Step / });
  await expect(heading).toHaveText("Step 1 of 5: Order configuration");
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/orders/draft") && r.request().method() === "PATCH" && r.ok());
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(heading).toHaveText("Step 2 of 5: Billing account");
  await saved;

  await page.goto("/");
  await page.goto("/orders/new");
  const prompt = page.getByRole("dialog", { name: "Unfinished order" });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText(/You have an unfinished order from .+\. Continue it or start a new order\?/);
  await prompt.getByRole("button", { name: "Continue" }).click();
  await expect(prompt).toBeHidden();
  await expect(heading).toHaveText("Step 2 of 5: Billing account");

  await page.reload();
  await expect(prompt).toBeVisible();
  await prompt.getByRole("button", { name: "Start new" }).click();
  await expect(prompt).toBeHidden();
  await expect(heading).toHaveText("Step 1 of 5: Order configuration");
});

for (const lang of ["en", "ru"] as const) {
  test(`buying (${lang}): no serious axe violation on the cart with a configuration form open, nor on the stepper's review`, async ({ page }) => {
    test.slow();
    const t = texts[lang];
    const email = uniqueEmail(`buying-axe-${lang}`);
    await signInByCode(page, email);
    const vps = await addVps(page, t);
    await cartLink(page, t, 1).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/cart$`));
    const item = await cartItem(page, vps.name);
    await expect(item.getByLabel(t.hostName)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await configure(page, t, vps.name, { host: "web-1.example.com" });
    await checkoutToReview(page, t, email, lang === "ru" ? "Лавлейс" : "Lovelace");
    await expect(page.getByRole("button", { name: t.place })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });
}


test("buying on a 360 px phone: add to cart from a listing card, the cart through the menu, checkout, payment and the order pages fit the screen", async ({ page }) => {
  test.slow();
  const t = texts.en;
  const email = uniqueEmail("buying-phone");
  await signInByCode(page, email);
  await page.setViewportSize(PHONE);

  // The listing's offers are cards on a phone; each has its own "Add to cart".
  await page.goto(VPS_LISTING);
  const offer = await pickOffer(page, t, () => true);
  await offer.row.getByRole("button", { name: t.addToCart }).click();
  await expectFits(page, "listing");
  // The cart link sits in the folded header menu.
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await cartLink(page, t, 1).click();
  await expect(page).toHaveURL(/\/cart$/);
  await configure(page, t, offer.name, { host: "phone-1.example.com" });
  await expectFits(page, "cart with a configuration form");

  await checkoutToReview(page, t, email, "Phone");
  await expectFits(page, "review step");
  await placeOrder(page, t);
  await expectFits(page, "demo payment page");
  await payWith(page, t, CARD_OK);
  await expect(page.getByRole("status").filter({ hasText: /^Your order \S+ is paid/ })).toBeVisible();
  await expectFits(page, "finished step");

  await page.getByRole("link", { name: "View the order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Order / })).toBeVisible();
  await expectFits(page, "order page");
  for (const path of ["/orders", "/invoices"]) {
    await page.goto(path);
    await expect(page.getByRole("main").getByRole("table")).toBeVisible();
    await expectFits(page, path);
  }
});
