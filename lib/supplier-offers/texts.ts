import type { IssueDetail } from "@/lib/api/errors";
import { fillMessage } from "@/lib/api/messages";
import type { Locale } from "@/lib/i18n/routing";
import type { SupplierOfferErrorKey } from "./schema";

/**
 * The supplier offers API's texts in both languages. Validation messages of ./schema.ts are keys
 * (`errors.<key>`), so the same schema serves the form (which renders them with its own messages)
 * and the API (which answers them here in the Accept-Language language). "This field is required"
 * is the spec's text (section 5).
 */
const errors: Record<Locale, Record<SupplierOfferErrorKey, string>> = {
  en: {
    required: "This field is required",
    invalid: "This value is not valid",
    name: "Enter a name of 1 to 200 characters",
    price: "Enter the price in whole euro cents, from 1 to 100,000,000",
    currency: "Prices are in EUR only",
    billingPeriod: "Choose hour, month or year",
    country: "Enter a two-letter ISO country code such as DE",
    dataCenter: "There is no such data center",
    stock: "Enter a whole number from 0 to 100,000",
    delivery: "Enter the delivery time in whole minutes, from 1 to 43,200 (30 days)",
    status: "Choose public or hidden",
    product: "There is no such product in the catalogue",
    attributes: "Attributes are a list of facet keys and values",
    unknownAttribute: "This attribute is not part of the product's attribute schema",
    number: "Enter a positive number (up to 1,000,000, at most 3 decimals)",
    list: "Enter up to 10 values, each of 1 to 60 characters without control characters",
    word: "Enter 1 to 60 characters without control characters or line breaks",
    allowedValue: "Choose one of the values allowed for this attribute",
    uids: "Select from 1 to 500 offers",
    uid: "Malformed offer id",
    action: "Choose publish, hide, delete or update",
    priceMode: "Choose percent or absolute",
    percent: "Enter a change from -90 to 1000 percent, at most 2 decimals",
    updateNeedsChange: "Give a price change or a stock to update",
    priceTooHigh: "The new price would be above 100,000,000 cents",
    query: "This filter value is not valid",
  },
  ru: {
    required: "Это поле обязательно",
    invalid: "Недопустимое значение",
    name: "Введите название длиной от 1 до 200 символов",
    price: "Введите цену в целых евроцентах, от 1 до 100 000 000",
    currency: "Цены указываются только в евро (EUR)",
    billingPeriod: "Выберите час, месяц или год",
    country: "Введите двухбуквенный код страны ISO, например DE",
    dataCenter: "Такого дата-центра нет",
    stock: "Введите целое число от 0 до 100 000",
    delivery: "Введите срок поставки в целых минутах, от 1 до 43 200 (30 дней)",
    status: "Выберите «публичное» или «скрытое»",
    product: "Такого продукта в каталоге нет",
    attributes: "Атрибуты — это ключи фасетов и их значения",
    unknownAttribute: "Этого атрибута нет в схеме атрибутов продукта",
    number: "Введите положительное число (до 1 000 000, не более 3 знаков после запятой)",
    list: "Введите до 10 значений, каждое от 1 до 60 символов без управляющих символов",
    word: "Введите от 1 до 60 символов без управляющих символов и переводов строки",
    allowedValue: "Выберите одно из значений, разрешённых для этого атрибута",
    uids: "Выберите от 1 до 500 предложений",
    uid: "Неверный идентификатор предложения",
    action: "Выберите publish, hide, delete или update",
    priceMode: "Выберите percent или absolute",
    percent: "Введите изменение от -90 до 1000 процентов, не более 2 знаков после запятой",
    updateNeedsChange: "Укажите изменение цены или остаток",
    priceTooHigh: "Новая цена превысила бы 100 000 000 центов",
    query: "Недопустимое значение фильтра",
  },
};

const texts = {
  en: {
    offerNotFound: "Offer {id} was not found",
    notWritable: "Offer {id} is {status} and cannot be changed",
    created: "Offer created",
    saved: "Offer saved",
    deleted: "Offer deleted",
    archived: "The offer has orders, so it was archived: orders keep their lines",
    bulkPublish: "{count} offers published",
    bulkHide: "{count} offers hidden",
    bulkDelete: "{count} offers deleted, {archived} of them archived because they have orders",
    bulkUpdate: "{count} offers updated",
    importInvalid: "The file has errors: nothing was changed. Fix the rows listed and import it again",
    imported: "Import done: {created} created, {changed} changed, {removed} removed",
    ipBlockAdded: "IP block {cidr} attached. Staff verify it before it is reserved for you and used",
    ipBlockRemoved: "IP block removed",
    ipBlockVerified: "IP block {cidr} verified",
    ipBlockRejected: "IP block {cidr} rejected",
  },
  ru: {
    offerNotFound: "Предложение {id} не найдено",
    notWritable: "Предложение {id} в статусе {status} и не может быть изменено",
    created: "Предложение создано",
    saved: "Предложение сохранено",
    deleted: "Предложение удалено",
    archived: "По предложению есть заказы, поэтому оно перенесено в архив: заказы сохраняют свои строки",
    bulkPublish: "Опубликовано предложений: {count}",
    bulkHide: "Скрыто предложений: {count}",
    bulkDelete: "Удалено предложений: {count}, из них в архив перенесено (есть заказы): {archived}",
    bulkUpdate: "Обновлено предложений: {count}",
    importInvalid: "В файле есть ошибки: ничего не изменено. Исправьте указанные строки и импортируйте снова",
    imported: "Импорт выполнен: создано {created}, изменено {changed}, удалено {removed}",
    ipBlockAdded: "IP-блок {cidr} привязан. Сотрудники проверят его, прежде чем он будет закреплён за вами и использован",
    ipBlockRemoved: "IP-блок удалён",
    ipBlockVerified: "IP-блок {cidr} проверен",
    ipBlockRejected: "IP-блок {cidr} отклонён",
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type SupplierOfferTextKey = keyof (typeof texts)["en"];

export function supplierOfferText(locale: Locale, key: SupplierOfferTextKey, params: Record<string, string> = {}): string {
  return fillMessage(texts[locale][key], params);
}

/** The text of a validation key (`errors.<key>` or a bare key) in `locale`; other texts pass through. */
export function supplierOfferErrorText(locale: Locale, msg: string): string {
  const key = (msg.startsWith("errors.") ? msg.slice("errors.".length) : msg) as SupplierOfferErrorKey;
  return errors[locale][key] ?? errors.en[key] ?? msg;
}

/** 422 issues of a supplier offer input with their keys replaced by the text in `locale`. */
export function translateSupplierOfferIssues(issues: IssueDetail[], locale: Locale): IssueDetail[] {
  return issues.map((issue) => ({ ...issue, msg: supplierOfferErrorText(locale, issue.msg) }));
}
