import type { IssueDetail } from "@/lib/api/errors";
import { fillMessage } from "@/lib/api/messages";
import type { Locale } from "@/lib/i18n/routing";
import { ARTICLE_MSG } from "@/lib/articles/staff-schema";
import { MSG } from "./schema";

/** The staff catalogue API's own texts, in the answer language. */
const texts = {
  en: {
    productNotFound: "Product {id} was not found",
    optionNotFound: "The product has no option '{key}'",
    categoryNotFound: "Category {id} was not found",
    unknownCategory: "There is no category '{slug}'",
    dataCenterNotFound: "Data center {id} was not found",
    articleNotFound: "Article {id} was not found",
    articleSlugTaken: "Another article already has the slug '{slug}'",
    slugTaken: "Another product already has the slug '{slug}'",
    categorySlugTaken: "Another category already has the slug '{slug}'",
    keyTaken: "The product already has an option with the key '{key}'",
    filterType: "'{key}' is a filter of this category: keep its type {type}",
    filterUnit: "'{key}' is a filter of this category: keep its unit {unit}",
    offersDoNotFit: "Offers of this product that do not fit this schema: {count} (for example offer {uid}: {problem}). Change those offers first, or relax the schema",
    created: "Created",
    saved: "Changes saved",
    deleted: "Deleted",
  },
  ru: {
    productNotFound: "Продукт {id} не найден",
    optionNotFound: "У продукта нет параметра «{key}»",
    categoryNotFound: "Категория {id} не найдена",
    unknownCategory: "Категории «{slug}» нет",
    dataCenterNotFound: "Дата-центр {id} не найден",
    articleNotFound: "Статья {id} не найдена",
    articleSlugTaken: "Слаг «{slug}» уже занят другой статьей",
    slugTaken: "Слаг «{slug}» уже занят другим продуктом",
    categorySlugTaken: "Слаг «{slug}» уже занят другой категорией",
    keyTaken: "У продукта уже есть параметр с ключом «{key}»",
    filterType: "«{key}» — фильтр этой категории: сохраните его тип {type}",
    filterUnit: "«{key}» — фильтр этой категории: сохраните его единицу {unit}",
    offersDoNotFit: "Предложений продукта, не подходящих под эту схему: {count} (например, предложение {uid}: {problem}). Сначала измените эти предложения или ослабьте схему",
    created: "Создано",
    saved: "Изменения сохранены",
    deleted: "Удалено",
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type CatalogueTextKey = keyof (typeof texts)["en"];

export function catalogueText(locale: Locale, key: CatalogueTextKey, params: Record<string, string> = {}): string {
  return fillMessage(texts[locale][key], params);
}

/** Russian wording of the schema messages (./schema.ts MSG); English ones pass through. */
const validationRu: Record<string, string> = {
  [MSG.required]: "Это поле обязательно",
  [MSG.slug]: "Используйте 1–80 строчных латинских букв, цифр и одиночных дефисов (например, linux-vps)",
  [MSG.reservedSlug]: "Этот слаг занят постоянной страницей сайта",
  [MSG.text]: "Введите текст",
  [MSG.name]: "Введите от 1 до 120 символов в одну строку",
  [MSG.description]: "Введите не более 2000 символов",
  [MSG.localized]: "Укажите текст на английском (en) и русском (ru)",
  [MSG.boolean]: "Должно быть true или false",
  [MSG.position]: "Должно быть целым числом от 0 до 100000",
  [MSG.optionKey]: "Используйте 1–60 строчных латинских букв, цифр и подчёркиваний, начиная с буквы (например, os или ipv4)",
  [MSG.reservedKey]: "Этот ключ использует сама корзина (hostname, ssh_key, hours)",
  [MSG.values]: "Укажите от 1 до 50 значений",
  [MSG.value]: "Используйте 1–60 латинских букв, цифр, точек, дефисов и подчёркиваний (например, ubuntu-24-04)",
  [MSG.duplicateValue]: "Каждое значение может встречаться только один раз",
  [MSG.priceCents]: "Должно быть целым числом евроцентов от 0 до 100000000",
  [MSG.country]: "Должно быть кодом страны ISO из двух заглавных букв (например, DE)",
  [MSG.city]: "Введите от 1 до 100 символов в одну строку",
  [MSG.dcName]: "Введите от 1 до 200 символов в одну строку",
  [MSG.tier]: "Должно быть целым числом от 1 до 4",
  [MSG.unknownField]: "Неизвестное поле",
  [MSG.noChange]: "Укажите хотя бы одно поле для изменения",
  [MSG.query]: "Не более 80 символов",
  [MSG.page]: "Должно быть целым числом не меньше 1",
  [MSG.size]: "Должно быть целым числом от 1 до 100",
  [MSG.attributes]: "Укажите не более 40 атрибутов",
  [MSG.attributeKey]: "Используйте 1–40 строчных латинских букв, цифр и подчёркиваний, начиная с буквы (например, ram_gb)",
  [MSG.reservedAttributeKey]: "country и provider — собственные фильтры каталога",
  [MSG.duplicateKey]: "Каждый ключ может встречаться только один раз",
  [MSG.attributeType]: "Должно быть number, word или list",
  [MSG.unit]: "Введите не более 20 символов в одну строку",
  [MSG.allowedValues]: "Укажите не более 100 допустимых значений, каждое от 1 до 60 символов в одну строку",
  [MSG.allowedNumber]: "Допустимые значения числа — положительные числа (например, 16 или 2.5)",
  [ARTICLE_MSG.slug]: "Используйте 1–120 строчных латинских букв, цифр и дефисов",
  [ARTICLE_MSG.excerpt]: "Введите от 1 до 500 символов",
  [ARTICLE_MSG.body]: "Введите от 1 до 50000 символов",
  [ARTICLE_MSG.publishedAt]: "Укажите дату и время, например 2026-03-01T09:00:00Z",
};

export function translateCatalogueMessage(locale: Locale, msg: string): string {
  return locale === "ru" ? (validationRu[msg] ?? msg) : msg;
}

export function translateCatalogueIssues(issues: IssueDetail[], locale: Locale): IssueDetail[] {
  return issues.map((i) => ({ ...i, msg: translateCatalogueMessage(locale, i.msg) }));
}
