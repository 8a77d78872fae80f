import { serverText } from "@/lib/i18n/server-text";
import { allMessages } from "@/lib/i18n/messages";
import { apiMessage, translateValidation } from "@/lib/api/messages";
import { MSG } from "@/lib/catalogue-staff/schema";
import { translateCatalogueMessage } from "@/lib/catalogue-staff/texts";
import { ARTICLE_MSG } from "@/lib/articles/staff-schema";
import { ACCESS_MSG } from "@/lib/resources/access";
import { SUPPORT_MSG } from "@/lib/resources/support-rules";
import { csvText } from "@/lib/supplier-offers/csv-texts";
import { supplierOfferErrorText } from "@/lib/supplier-offers/error-texts";
import { notificationText } from "@/lib/notifications/texts";
import { codeMail, orderPaidMail, organizationDecisionMail, workspaceInvitationMail } from "@/lib/mail/templates";

describe("server texts (messages read through next-intl's translator)", () => {
  it("fills placeholders, keeps apostrophes around them and reads a missing value as empty", () => {
    expect(apiMessage("en", "productNotFound", { slug: "vps" })).toBe("Product 'vps' not found");
    expect(apiMessage("ru", "productNotFound", { slug: "vps" })).toBe("Продукт «vps» не найден");
    expect(apiMessage("en", "productNotFound")).toBe("Product '' not found");
    expect(serverText("en", "api.cart")("issuePrice", { old: "€1.00", new: "€2.00" })).toBe("The price changed from €1.00 to €2.00");
  });

  it("inserts a value as it is: no ICU syntax inside it, no cut unless asked", () => {
    const value = `{x} '{y}' ${"a".repeat(150)}`;
    expect(serverText("en", "api.cart")("orderInvalid", { items: value })).toBe(`The order is invalid, please check the configurations: ${value}`);
    expect(apiMessage("en", "unknownParameter", { name: value })).toBe(`Unknown parameter '${value.slice(0, 100)}'`);
  });

  it("CSV texts give numbers as plain digits and cut a header name to 60 characters", () => {
    expect(csvText("en", "too_many_rows", { limit: 10000 })).toBe("The file has more than 10000 offers: import at most 10000 at a time");
    expect(csvText("ru", "unknownHeader", { name: "n".repeat(70), names: "a, b" })).toBe(`Неизвестный столбец «${"n".repeat(60)}…»: допустимые столбцы — a, b`);
  });

  it("the English validation texts in messages are the schemas' own (one wording, the Russian keyed to it)", () => {
    const en = allMessages.en.api.catalogueStaff;
    for (const [key, text] of Object.entries(en.validation)) expect({ key, text }).toEqual({ key, text: MSG[key as keyof typeof MSG] });
    for (const [key, text] of Object.entries(en.articleValidation)) expect({ key, text }).toEqual({ key, text: ARTICLE_MSG[key as keyof typeof ARTICLE_MSG] });
    for (const [key, text] of Object.entries(ACCESS_MSG)) expect({ key, text: allMessages.en.supplier.delivery.errors[key as keyof typeof ACCESS_MSG] }).toEqual({ key, text });
    for (const [key, text] of Object.entries(SUPPORT_MSG)) expect({ key, text: allMessages.en.support.errors[key as keyof typeof SUPPORT_MSG] }).toEqual({ key, text });
  });

  it("translates schema messages to Russian and passes other texts through", () => {
    expect(translateCatalogueMessage("ru", MSG.required)).toBe("Это поле обязательно");
    expect(translateCatalogueMessage("en", MSG.required)).toBe(MSG.required);
    expect(translateCatalogueMessage("ru", "something else")).toBe("something else");
    expect(translateValidation("ru", "The code is 6 digits")).toBe("Код состоит из 6 цифр");
    expect(supplierOfferErrorText("ru", "errors.required")).toBe("Это поле обязательно");
    expect(supplierOfferErrorText("ru", "not a key")).toBe("not a key");
  });

  it("notifications have a title and a body per kind; an unknown kind shows its name", () => {
    for (const kind of Object.keys(allMessages.en.api.notifications)) for (const locale of ["en", "ru"] as const) expect(notificationText(locale, kind, {}).title).not.toBe("");
    expect(notificationText("ru", "order_paid", { number: "7", total: "€1.00", resources: "2", invoice: "I-1" })).toEqual({
      title: "Заказ 7 оплачен",
      body: "Получено €1.00. Ресурсов ожидают передачи поставщиком: 2; счёт I-1 — в разделе Оплата → Счета.",
    });
    expect(notificationText("en", "nope", {})).toEqual({ title: "nope", body: "" });
  });

  it("e-mails: fixed subjects, escaped HTML, links in the reader's language", () => {
    expect(codeMail("en", "sign_in", "a@b.c", "123456").subject).toBe("Your sign-in code: 123456 – Infra Market");
    const decision = organizationDecisionMail("ru", "o@x.y", { action: "block", name: "<Acme>", comment: "" });
    expect(decision.subject).toBe("Бизнес-аккаунт заблокирован – Infra Market");
    expect(decision.html).toContain("&#60;Acme&#62;");
    expect(decision.text).toMatch(/Открыть бизнес-аккаунт: http.*\/ru\/business-account\n/);
    expect(workspaceInvitationMail("ru", "i@x.y", { name: "Acme", by: "b@x.y", role: "viewer" }).text).toContain("с ролью наблюдатель");
    const paid = orderPaidMail("en", "b@x.y", { uid: "u1", number: "12", total: "€3.00", invoice: "INV-1", lines: [{ count: 2, title: "VPS", amount: "€3.00" }] });
    expect(paid.subject).toBe("Order 12 is paid – Infra Market");
    expect(paid.text.split("\n").slice(0, 3)).toEqual(["Thank you: we received €3.00 for order 12.", "", "2 × VPS — €3.00"]);
    expect(paid.text).toMatch(/Open the order: http[^\n]*\/orders\/u1\n/);
  });
});
