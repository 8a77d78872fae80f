import type { Locale } from "@/lib/i18n/routing";

export type NotificationKind = "welcome" | "new_device_sign_in" | "email_changed" | "signed_out_everywhere" | "order_paid" | "payment_refunded" | "organization_approved" | "organization_changes_requested" | "organization_blocked" | "organization_unblocked" | "workspace_invitation" | "resource_delivered" | "resource_failed" | "resource_access_voided" | "resource_action_done" | "resource_action_rejected" | "support_request_opened" | "support_buyer_wrote" | "support_closed_by_buyer" | "support_supplier_wrote" | "support_closed_by_supplier";

const texts: Record<Locale, Record<NotificationKind, { title: string; body: string }>> = {
  en: {
    welcome: { title: "Welcome to Infra Market", body: "Your account is ready. Add a billing profile in Settings → Profile before your first order." },
    new_device_sign_in: { title: "Sign-in from a new device", body: "{device}, IP {ip}. If it was not you, sign out of all sessions in Settings → Access." },
    email_changed: { title: "Sign-in e-mail changed", body: "Your sign-in e-mail is now {email}." },
    signed_out_everywhere: { title: "Signed out everywhere", body: "Every session of your account was closed." },
    order_paid: { title: "Order {number} is paid", body: "{total} received. {resources} resources wait for delivery by the supplier; invoice {invoice} is in Billing → Invoices." },
    payment_refunded: { title: "{total} refunded for order {number}", body: "The payment arrived when the order was already cancelled (its stock hold had ended) or already paid. The full amount was returned to your card; banks take 5–10 days to show it." },
    organization_approved: { title: "{name} is approved", body: "Your business account is verified: switch to the supplier interface from the business account page. {comment}" },
    organization_changes_requested: { title: "{name}: changes requested", body: "Staff ask for changes before approval: {comment}" },
    organization_blocked: { title: "{name} is blocked", body: "Its offers are out of the catalogue. {comment}" },
    organization_unblocked: { title: "{name} is unblocked", body: "{comment}" },
    workspace_invitation: { title: "Invitation to {name}", body: "You are invited as {role}: accept it on the business account page." },
    resource_delivered: { title: "{name} is delivered", body: "{supplier} delivered its access: open it under Resources." },
    resource_failed: { title: "{name} could not be delivered", body: "{supplier}: {reason}" },
    resource_access_voided: { title: "Access to {name} was voided", body: "{supplier} voided its access data: {reason} New access will be delivered." },
    resource_action_done: { title: "{name}: {action} done", body: "{supplier} confirmed your request." },
    resource_action_rejected: { title: "{name}: {action} rejected", body: "{supplier}: {reason}" },
    support_request_opened: { title: "Support request about {name}", body: "“{subject}”: the buyer waits for your answer under Support requests." },
    support_buyer_wrote: { title: "{name}: the buyer wrote", body: "“{subject}”: answer it under Support requests." },
    support_closed_by_buyer: { title: "{name}: support request closed", body: "The buyer closed “{subject}”." },
    support_supplier_wrote: { title: "{name}: {supplier} answered", body: "“{subject}”: read the answer on the resource's page under Resources." },
    support_closed_by_supplier: { title: "{name}: support request closed", body: "{supplier} closed “{subject}”. Open a new request on the resource's page if you need more help." },
  },
  ru: {
    welcome: { title: "Добро пожаловать в Infra Market", body: "Аккаунт готов. Добавьте платёжный профиль в Настройки → Профиль перед первым заказом." },
    new_device_sign_in: { title: "Вход с нового устройства", body: "{device}, IP {ip}. Если это были не вы, выйдите из всех сеансов в Настройки → Доступ." },
    email_changed: { title: "E-mail для входа изменён", body: "Теперь ваш e-mail для входа: {email}." },
    signed_out_everywhere: { title: "Выход на всех устройствах", body: "Все сеансы вашего аккаунта закрыты." },
    order_paid: { title: "Заказ {number} оплачен", body: "Получено {total}. Ресурсов ожидают передачи поставщиком: {resources}; счёт {invoice} — в разделе Оплата → Счета." },
    payment_refunded: { title: "Возврат {total} по заказу {number}", body: "Оплата пришла, когда заказ был уже отменён (резерв товара истёк) или уже оплачен. Вся сумма возвращена на карту; банк покажет её через 5–10 дней." },
    organization_approved: { title: "{name}: аккаунт одобрен", body: "Бизнес-аккаунт проверен: перейдите в интерфейс поставщика со страницы бизнес-аккаунта. {comment}" },
    organization_changes_requested: { title: "{name}: требуются изменения", body: "Сотрудники просят внести изменения перед одобрением: {comment}" },
    organization_blocked: { title: "{name}: аккаунт заблокирован", body: "Его предложения скрыты из каталога. {comment}" },
    organization_unblocked: { title: "{name}: аккаунт разблокирован", body: "{comment}" },
    workspace_invitation: { title: "Приглашение в {name}", body: "Вас пригласили с ролью {role}: примите приглашение на странице бизнес-аккаунта." },
    resource_delivered: { title: "{name}: доступ передан", body: "{supplier} передал доступ: откройте его в разделе Ресурсы." },
    resource_failed: { title: "{name}: передача не удалась", body: "{supplier}: {reason}" },
    resource_access_voided: { title: "{name}: доступ аннулирован", body: "{supplier} аннулировал данные доступа: {reason} Будет передан новый доступ." },
    resource_action_done: { title: "{name}: {action} выполнено", body: "{supplier} подтвердил ваш запрос." },
    resource_action_rejected: { title: "{name}: {action} отклонено", body: "{supplier}: {reason}" },
    support_request_opened: { title: "Обращение по ресурсу {name}", body: "«{subject}»: покупатель ждёт ответа в разделе «Обращения»." },
    support_buyer_wrote: { title: "{name}: покупатель написал", body: "«{subject}»: ответьте в разделе «Обращения»." },
    support_closed_by_buyer: { title: "{name}: обращение закрыто", body: "Покупатель закрыл «{subject}»." },
    support_supplier_wrote: { title: "{name}: {supplier} ответил", body: "«{subject}»: ответ — на странице ресурса в разделе «Ресурсы»." },
    support_closed_by_supplier: { title: "{name}: обращение закрыто", body: "{supplier} закрыл «{subject}». Если нужна помощь, откройте новое обращение на странице ресурса." },
  },
};

/** Title and body of a stored notification in `locale`, with its parameters filled in. */
export function notificationText(locale: Locale, kind: string, params: Record<string, string>): { title: string; body: string } {
  const entry = texts[locale][kind as NotificationKind];
  if (!entry) return { title: kind, body: "" };
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? "");
  return { title: fill(entry.title), body: fill(entry.body) };
}
