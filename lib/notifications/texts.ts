import type { Locale } from "@/lib/i18n/routing";

export type NotificationKind = "welcome" | "new_device_sign_in" | "email_changed" | "signed_out_everywhere" | "order_paid";

const texts: Record<Locale, Record<NotificationKind, { title: string; body: string }>> = {
  en: {
    welcome: { title: "Welcome to Infra Market", body: "Your account is ready. Add a billing profile in Settings → Profile before your first order." },
    new_device_sign_in: { title: "Sign-in from a new device", body: "{device}, IP {ip}. If it was not you, sign out of all sessions in Settings → Access." },
    email_changed: { title: "Sign-in e-mail changed", body: "Your sign-in e-mail is now {email}." },
    signed_out_everywhere: { title: "Signed out everywhere", body: "Every session of your account was closed." },
    order_paid: { title: "Order {number} is paid", body: "{total} received. {resources} resources wait for delivery by the supplier; invoice {invoice} is in Billing → Invoices." },
  },
  ru: {
    welcome: { title: "Добро пожаловать в Infra Market", body: "Аккаунт готов. Добавьте платёжный профиль в Настройки → Профиль перед первым заказом." },
    new_device_sign_in: { title: "Вход с нового устройства", body: "{device}, IP {ip}. Если это были не вы, выйдите из всех сеансов в Настройки → Доступ." },
    email_changed: { title: "E-mail для входа изменён", body: "Теперь ваш e-mail для входа: {email}." },
    signed_out_everywhere: { title: "Выход на всех устройствах", body: "Все сеансы вашего аккаунта закрыты." },
    order_paid: { title: "Заказ {number} оплачен", body: "Получено {total}. Ресурсов ожидают передачи поставщиком: {resources}; счёт {invoice} — в разделе Оплата → Счета." },
  },
};

/** Title and body of a stored notification in `locale`, with its parameters filled in. */
export function notificationText(locale: Locale, kind: string, params: Record<string, string>): { title: string; body: string } {
  const entry = texts[locale][kind as NotificationKind];
  if (!entry) return { title: kind, body: "" };
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? "");
  return { title: fill(entry.title), body: fill(entry.body) };
}
