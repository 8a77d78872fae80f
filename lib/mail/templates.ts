import type { Locale } from "@/lib/i18n/routing";
import { PRODUCT_NAME } from "@/lib/seo/metadata";
import type { Mail } from "./mailer";

type CodePurpose = "sign_in" | "identity" | "email_change";

const texts = {
  en: {
    subject: { sign_in: "Your sign-in code", identity: "Confirm it is you", email_change: "Confirm your new e-mail address" },
    intro: {
      sign_in: "Use this code to sign in:",
      identity: "Use this code to unlock editing of your account data:",
      email_change: "Use this code to confirm this address as your new sign-in e-mail:",
    },
    validity: "The code is valid for 10 minutes and works once.",
    ignore: "If you did not ask for it, ignore this message: nothing changes without the code.",
    newDeviceSubject: "New sign-in to your account",
    newDevice: "Someone signed in to your account from a new device: {device}, IP {ip}. If it was not you, sign out of all sessions in Settings → Access.",
    emailInUseSubject: "Someone tried to use your e-mail address",
    emailInUse:
      "Someone signed in to another account asked to make {email} the sign-in e-mail of that account. It is the address of your account, so nothing was changed and no code was sent. If it was you, sign in with this address instead. Otherwise you need not do anything.",
  },
  ru: {
    subject: { sign_in: "Код для входа", identity: "Подтвердите, что это вы", email_change: "Подтвердите новый адрес e-mail" },
    intro: {
      sign_in: "Код для входа:",
      identity: "Код для разблокировки редактирования данных аккаунта:",
      email_change: "Код для подтверждения этого адреса как нового e-mail для входа:",
    },
    validity: "Код действует 10 минут и только один раз.",
    ignore: "Если вы не запрашивали код, просто проигнорируйте письмо: без кода ничего не изменится.",
    newDeviceSubject: "Новый вход в ваш аккаунт",
    newDevice: "В ваш аккаунт вошли с нового устройства: {device}, IP {ip}. Если это были не вы, выйдите из всех сеансов в Настройки → Доступ.",
    emailInUseSubject: "Кто-то пытался использовать ваш адрес e-mail",
    emailInUse:
      "Из другого аккаунта попросили сделать {email} адресом для входа в тот аккаунт. Это адрес вашего аккаунта, поэтому ничего не изменилось и код не отправлялся. Если это были вы, войдите с этим адресом. Иначе ничего делать не нужно.",
  },
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The e-mail carrying a 6-digit code, in the reader's language. */
export function codeMail(locale: Locale, purpose: CodePurpose, to: string, code: string): Mail {
  const t = texts[locale];
  const subject = `${t.subject[purpose]}: ${code} – ${PRODUCT_NAME}`;
  const text = `${t.intro[purpose]}\n\n${code}\n\n${t.validity}\n${t.ignore}\n\n${PRODUCT_NAME}`;
  const html =
    `<p>${escapeHtml(t.intro[purpose])}</p>` +
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>` +
    `<p>${escapeHtml(t.validity)}<br>${escapeHtml(t.ignore)}</p><p>${escapeHtml(PRODUCT_NAME)}</p>`;
  return { to, subject, text, html };
}

/** The warning sent (when the user wants it) after a sign-in from a device not seen before. */
export function newDeviceMail(locale: Locale, to: string, device: string, ip: string): Mail {
  const t = texts[locale];
  const body = t.newDevice.replace("{device}", device).replace("{ip}", ip);
  return { to, subject: `${t.newDeviceSubject} – ${PRODUCT_NAME}`, text: body, html: `<p>${escapeHtml(body)}</p>` };
}

/**
 * The notice to the owner of an address another account asked to move to: the e-mail-change
 * request answers as for a free address (no enumeration), and the owner learns of it here.
 */
export function emailInUseMail(locale: Locale, to: string): Mail {
  const t = texts[locale];
  const body = t.emailInUse.replace("{email}", to);
  return { to, subject: `${t.emailInUseSubject} – ${PRODUCT_NAME}`, text: `${body}\n\n${PRODUCT_NAME}`, html: `<p>${escapeHtml(body)}</p><p>${escapeHtml(PRODUCT_NAME)}</p>` };
}
