import type { IssueDetail } from "@/lib/api/errors";
import { fillMessage } from "@/lib/api/messages";
import type { Locale } from "@/lib/i18n/routing";
import { ACCESS_MSG } from "./access";
import { SUPPORT_MSG } from "./support-rules";
import type { ResourceStatus } from "./status-names";

/** The resource and delivery API's texts, in the answer language. */
const texts = {
  en: {
    resourceNotFound: "Resource {id} was not found",
    notDelivered: "The resource is still {status}: its access data is shown once it is delivered",
    noAccess: "The resource has no access data: the supplier voided it, new access will be delivered",
    notDeliverable: "A resource that is {status} cannot be delivered",
    notFailable: "A resource that is {status} cannot be marked as failed",
    notVoidable: "Resource {id} is {status}: only delivered access can be voided",
    credentialsUnreadable: "The access data cannot be read right now. Nothing was changed; please contact support",
    delivered: "Access delivered",
    failed: "Marked as failed",
    voided: "Access voided",
    actionPending: "A request about this resource is waiting for its supplier: wait for the answer",
    actionNotAllowed: "{action} is not possible while the resource is {status}",
    actionAnswered: "This request was answered already",
    actionRequested: "Request sent to the supplier",
    actionConfirmed: "Request confirmed",
    actionRejected: "Request rejected",
    notDeliverableWhileAction: "The buyer asked for something about this resource: confirm or reject the request first",
    action_reboot: "Reboot",
    action_stop: "Stop",
    action_suspend: "Suspend",
    action_resume: "Resume",
    supportNotFound: "Support request {id} was not found",
    supportClosed: "This support request is closed: open a new one if you need more help",
    supportTooMany: "This resource has {max} open support requests: close one before opening another",
    supportFull: "This support request has {max} messages: close it and open a new one",
    supportResourceGone: "A {status} resource takes no new support requests",
    supportOpened: "Support request sent to the supplier",
    supportSent: "Message sent",
    supportClosedDone: "Support request closed",
  },
  ru: {
    resourceNotFound: "Ресурс {id} не найден",
    notDelivered: "Ресурс всё ещё в статусе «{status}»: данные доступа показываются после передачи",
    noAccess: "У ресурса нет данных доступа: поставщик аннулировал их, будет передан новый доступ",
    notDeliverable: "Ресурс в статусе «{status}» нельзя передать",
    notFailable: "Ресурс в статусе «{status}» нельзя отметить как неудавшийся",
    notVoidable: "Ресурс {id} в статусе «{status}»: аннулировать можно только переданный доступ",
    credentialsUnreadable: "Данные доступа сейчас нельзя прочитать. Ничего не изменено; обратитесь в поддержку",
    delivered: "Доступ передан",
    failed: "Отмечено как неудавшееся",
    voided: "Доступ аннулирован",
    actionPending: "Запрос по этому ресурсу ждёт поставщика: дождитесь ответа",
    actionNotAllowed: "«{action}» невозможно, пока ресурс в статусе «{status}»",
    actionAnswered: "На этот запрос уже ответили",
    actionRequested: "Запрос отправлен поставщику",
    actionConfirmed: "Запрос подтверждён",
    actionRejected: "Запрос отклонён",
    notDeliverableWhileAction: "Покупатель отправил запрос по этому ресурсу: сначала подтвердите или отклоните его",
    action_reboot: "Перезагрузка",
    action_stop: "Остановка",
    action_suspend: "Приостановка",
    action_resume: "Возобновление",
    supportNotFound: "Обращение {id} не найдено",
    supportClosed: "Это обращение закрыто: откройте новое, если нужна помощь",
    supportTooMany: "По этому ресурсу открыто обращений: {max}. Закройте одно, прежде чем открыть новое",
    supportFull: "В этом обращении уже {max} сообщений: закройте его и откройте новое",
    supportResourceGone: "По ресурсу в статусе «{status}» нельзя открыть обращение",
    supportOpened: "Обращение отправлено поставщику",
    supportSent: "Сообщение отправлено",
    supportClosedDone: "Обращение закрыто",
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type ResourceTextKey = keyof (typeof texts)["en"];

export function resourceText(locale: Locale, key: ResourceTextKey, params: Record<string, string> = {}): string {
  return fillMessage(texts[locale][key], params);
}

const statusNames: Record<Locale, Record<ResourceStatus, string>> = {
  en: { waiting: "waiting for delivery", requested: "requested", processing: "processing", delivered: "delivered", failed: "failed", suspended: "suspended", deleted: "deleted", archived: "archived" },
  ru: { waiting: "ожидает передачи", requested: "запрошен", processing: "в обработке", delivered: "передан", failed: "не удался", suspended: "приостановлен", deleted: "удалён", archived: "в архиве" },
};

export const resourceStatusName = (locale: Locale, status: string): string => statusNames[locale][status as ResourceStatus] ?? status;

const validationRu: Record<string, string> = {
  [ACCESS_MSG.required]: "Это поле обязательно",
  [ACCESS_MSG.url]: "Неверный адрес URL",
  [ACCESS_MSG.text]: "Введите от 1 до 200 символов в одну строку",
  [ACCESS_MSG.name]: "Введите от 1 до 100 символов в одну строку",
  [ACCESS_MSG.hostname]: "Введите имя хоста, например server1.example.com",
  [ACCESS_MSG.ip]: "Введите адрес IPv4 или IPv6",
  [ACCESS_MSG.ipv4]: "Введите адрес IPv4, например 185.12.64.10",
  [ACCESS_MSG.ipv6]: "Введите адрес IPv6, например 2a01:4f8::1",
  [ACCESS_MSG.vpnConfig]: "Вставьте файл конфигурации VPN (не более 64 КБ текста)",
  [ACCESS_MSG.notForProduct]: "В доступе этого продукта нет такого поля",
  [ACCESS_MSG.unknownField]: "Неизвестное поле",
  [ACCESS_MSG.reason]: "Укажите причину от 3 до 500 символов",
  [ACCESS_MSG.uids]: "Выберите от 1 до 200 ресурсов",
  [SUPPORT_MSG.subject]: "Введите тему от 3 до 150 символов в одну строку",
  [SUPPORT_MSG.message]: "Напишите сообщение от 1 до 4000 символов",
};

export function translateResourceIssues(issues: IssueDetail[], locale: Locale): IssueDetail[] {
  return locale === "ru" ? issues.map((i) => ({ ...i, msg: validationRu[i.msg] ?? i.msg })) : issues;
}
