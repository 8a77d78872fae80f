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
    notAuthenticated: "The user identification failed. Please login again into the platform.",
    identityRequired: "Confirm your identity to change this: request a code and enter it",
    csrfToken: "Request refused: the cross-site request token (X-CSRF-Token header and application-csrf cookie) is missing or invalid",
    csrfOrigin: "Request refused: it comes from another site",
    invalidEmail: "Please enter correct email",
    required: "This field is required",
    termsRequired: "Required to agreed",
    codeSent: "We sent a 6-digit code to {email}",
    codeInvalid: "The code is wrong. Check the latest e-mail and try again",
    codeExpired: "The code has expired. Request a new one",
    codeExhausted: "Too many wrong tries for this code. Request a new one",
    tooManyCodes: "Too many codes requested for this e-mail. Try again in {minutes} min",
    tooManyCodesIp: "Too many codes requested from your network. Try again in {minutes} min",
    tooManyAttempts: "Too many sign-in attempts from your network. Try again in {minutes} min",
    mailFailed: "We could not send the e-mail right now. Please try again in a minute",
    refreshFailed: "Your session has expired. Please sign in again",
    signedIn: "You are signed in",
    signedOut: "You are signed out",
    signedOutAll: "Signed out of {count} session(s)",
    sessionNotFound: "Session '{id}' not found",
    unlocked: "Editing is unlocked for 10 minutes",
    emailChanged: "Your sign-in e-mail is now {email}",
    emailTaken: "This e-mail belongs to another account",
    emailSame: "This is already your e-mail",
    profileSaved: "Saved",
    notificationsRead: "Marked as read",
    oidcOff: "Google sign-in is not configured",
    profileNotFound: "Profile '{uid}' not found",
    profileDeleted: "Profile deleted",
    profileLimit: "You can keep at most {max} billing profiles: delete one to add another",
    bodyTooLarge: "The request body is too large: at most {limit} bytes",
    bodyNotJson: "The request body must be JSON (Content-Type: application/json)",
    bodyNotUtf8: "The request body must be UTF-8 encoded JSON",
    badPath: "Bad request: the address is not correctly percent-encoded",
    controlCharacter: "Control characters are not allowed in {field}",
    unknownParameter: "Unknown parameter '{name}'",
    forbiddenKey: "The key '{key}' is not allowed: use another name",
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
    notAuthenticated: "Не удалось идентифицировать пользователя. Пожалуйста, войдите в платформу снова.",
    identityRequired: "Чтобы изменить это, подтвердите личность: запросите код и введите его",
    csrfToken: "Запрос отклонён: нет действительного токена межсайтовых запросов (заголовок X-CSRF-Token и cookie application-csrf)",
    csrfOrigin: "Запрос отклонён: он отправлен с другого сайта",
    invalidEmail: "Введите корректный e-mail",
    required: "Это поле обязательно",
    termsRequired: "Необходимо согласие",
    codeSent: "Мы отправили 6-значный код на {email}",
    codeInvalid: "Неверный код. Проверьте последнее письмо и попробуйте снова",
    codeExpired: "Срок действия кода истёк. Запросите новый",
    codeExhausted: "Слишком много неверных попыток для этого кода. Запросите новый",
    tooManyCodes: "Слишком много кодов для этого e-mail. Повторите через {minutes} мин",
    tooManyCodesIp: "Слишком много кодов запрошено из вашей сети. Повторите через {minutes} мин",
    tooManyAttempts: "Слишком много попыток входа из вашей сети. Повторите через {minutes} мин",
    mailFailed: "Сейчас не удалось отправить письмо. Попробуйте через минуту",
    refreshFailed: "Сеанс истёк. Пожалуйста, войдите снова",
    signedIn: "Вы вошли",
    signedOut: "Вы вышли",
    signedOutAll: "Закрыто сеансов: {count}",
    sessionNotFound: "Сеанс «{id}» не найден",
    unlocked: "Редактирование разблокировано на 10 минут",
    emailChanged: "Теперь ваш e-mail для входа: {email}",
    emailTaken: "Этот e-mail принадлежит другому аккаунту",
    emailSame: "Это уже ваш e-mail",
    profileSaved: "Сохранено",
    notificationsRead: "Отмечено как прочитанное",
    oidcOff: "Вход через Google не настроен",
    profileNotFound: "Профиль «{uid}» не найден",
    profileDeleted: "Профиль удалён",
    profileLimit: "Можно хранить не более {max} платёжных профилей: удалите один, чтобы добавить новый",
    bodyTooLarge: "Тело запроса слишком большое: не более {limit} байт",
    bodyNotJson: "Тело запроса должно быть в формате JSON (Content-Type: application/json)",
    bodyNotUtf8: "Тело запроса должно быть JSON в кодировке UTF-8",
    badPath: "Неверный запрос: адрес закодирован неправильно",
    controlCharacter: "Управляющие символы недопустимы в поле {field}",
    unknownParameter: "Неизвестный параметр «{name}»",
    forbiddenKey: "Ключ «{key}» недопустим: используйте другое имя",
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type MessageKey = keyof (typeof messages)["en"];

/** The API text `key` in `locale`, with `{name}` placeholders filled (values cut to 100 characters). */
export function apiMessage(locale: Locale, key: MessageKey, params: Record<string, string> = {}): string {
  return fillMessage(messages[locale][key], params);
}

/** `template` with its `{name}` placeholders filled (values cut to 100 characters). */
export function fillMessage(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => (params[name] ?? "").slice(0, 100));
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

/** The spec's validation texts (section 5) in Russian; other texts pass through unchanged. */
const validationRu: Record<string, string> = {
  "Please enter correct email": messages.ru.invalidEmail,
  "This field is required": messages.ru.required,
  "Required to agreed": messages.ru.termsRequired,
  "The code is 6 digits": "Код состоит из 6 цифр",
};

/** A zod issue message in the answer language, where it is one of the spec's validation texts. */
export function translateValidation(locale: Locale, msg: string): string {
  return locale === "ru" ? (validationRu[msg] ?? msg) : msg;
}
