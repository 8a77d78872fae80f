import type { Locale } from "@/lib/i18n/routing";

/**
 * The API's own error texts in both answer languages (Accept-Language picks one). Validation texts
 * that come from the shared zod schemas stay as the schemas word them.
 */
const messages = {
  en: {
    notFound: "Not found",
    methodNotAllowed: "Method not allowed",
    internal: "Internal server error",
    unavailable: "The catalogue is temporarily unavailable, please try again later",
    productNotFound: "Product '{slug}' not found",
    productOptionsNotFound: "No product '{product}' in category '{category}'",
    offerNotFound: "Offer '{id}' not found",
    mediaNotFound: "Media '{id}' not found",
    unauthorized: "A valid staff token is required",
    offersUpdated: "Offers updated",
  },
  ru: {
    notFound: "Не найдено",
    methodNotAllowed: "Метод не поддерживается",
    internal: "Внутренняя ошибка сервера",
    unavailable: "Каталог временно недоступен, попробуйте позже",
    productNotFound: "Продукт «{slug}» не найден",
    productOptionsNotFound: "В категории «{category}» нет продукта «{product}»",
    offerNotFound: "Предложение «{id}» не найдено",
    mediaNotFound: "Файл «{id}» не найден",
    unauthorized: "Нужен действующий токен сотрудника",
    offersUpdated: "Предложения обновлены",
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type MessageKey = keyof (typeof messages)["en"];

/** The API text `key` in `locale`, with `{name}` placeholders filled (values cut to 100 characters). */
export function apiMessage(locale: Locale, key: MessageKey, params: Record<string, string> = {}): string {
  return messages[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => (params[name] ?? "").slice(0, 100));
}

/**
 * Spec section 7: the client sends Accept-Language from the saved locale (default en-US). Any `ru`
 * range (ru, ru-RU) preferred over English answers in Russian; everything else in English.
 */
export function localeFromAcceptLanguage(header: string | null): Locale {
  if (!header) return "en";
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { lang: tag.trim().toLowerCase().split("-")[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.weight > 0 && (r.lang === "ru" || r.lang === "en"))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranges[0]?.lang === "ru" ? "ru" : "en";
}
