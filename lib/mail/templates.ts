import { siteUrl } from "@/lib/env";
import { localizedPath, type Locale } from "@/lib/i18n/routing";
import { serverText } from "@/lib/i18n/server-text";
import { PRODUCT_NAME } from "@/lib/seo/metadata";
import type { Mail } from "./mailer";

/**
 * Every e-mail the marketplace sends: the texts are messages/<locale>/mail.json (namespace mail),
 * the structure (subject line, plain text and HTML) is here. Subjects are fixed texts and never
 * carry what users typed (an organisation's or inviter's name): a subject is what a mail client
 * shows before anyone opens the message, so a name such as "Your account is suspended, call
 * +1..." would read as the marketplace's own words. The body may name them, HTML-escaped.
 */

type CodePurpose = "sign_in" | "identity" | "email_change";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An absolute link to `path` of the site in `locale`. */
const link = (locale: Locale, path: string) => `${siteUrl}${localizedPath(locale, path)}`;

/** Paragraphs, then a link, then the product's name: the layout of the notices below. */
function noticeMail(to: string, subject: string, paragraphs: string[], action: { label: string; href: string }): Mail {
  const text = [...paragraphs, "", `${action.label}: ${action.href}`, "", PRODUCT_NAME].join("\n");
  const html = `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}<p><a href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a></p><p>${escapeHtml(PRODUCT_NAME)}</p>`;
  return { to, subject: `${subject} – ${PRODUCT_NAME}`, text, html };
}

/** The e-mail carrying a 6-digit code, in the reader's language. */
export function codeMail(locale: Locale, purpose: CodePurpose, to: string, code: string): Mail {
  const t = serverText(locale, "mail.code");
  const [intro, validity, ignore] = [t(`intro.${purpose}`), t("validity"), t("ignore")];
  const subject = `${t(`subject.${purpose}`)}: ${code} – ${PRODUCT_NAME}`;
  const text = `${intro}\n\n${code}\n\n${validity}\n${ignore}\n\n${PRODUCT_NAME}`;
  const html =
    `<p>${escapeHtml(intro)}</p>` +
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>` +
    `<p>${escapeHtml(validity)}<br>${escapeHtml(ignore)}</p><p>${escapeHtml(PRODUCT_NAME)}</p>`;
  return { to, subject, text, html };
}

/** The warning sent (when the user wants it) after a sign-in from a device not seen before. */
export function newDeviceMail(locale: Locale, to: string, device: string, ip: string): Mail {
  const t = serverText(locale, "mail.newDevice");
  const body = t("body", { device, ip });
  return { to, subject: `${t("subject")} – ${PRODUCT_NAME}`, text: body, html: `<p>${escapeHtml(body)}</p>` };
}

/**
 * The notice to the owner of an address another account asked to move to: the e-mail-change
 * request answers as for a free address (no enumeration), and the owner learns of it here.
 */
export function emailInUseMail(locale: Locale, to: string): Mail {
  const t = serverText(locale, "mail.emailInUse");
  const body = t("body", { email: to });
  return { to, subject: `${t("subject")} – ${PRODUCT_NAME}`, text: `${body}\n\n${PRODUCT_NAME}`, html: `<p>${escapeHtml(body)}</p><p>${escapeHtml(PRODUCT_NAME)}</p>` };
}

export type OrganizationDecision = "approve" | "request_changes" | "block" | "unblock";

/** A staff decision on a business account, to one of its owners. */
export function organizationDecisionMail(locale: Locale, to: string, decision: { action: OrganizationDecision; name: string; comment: string }): Mail {
  const t = serverText(locale, "mail.organizationDecision");
  const paragraphs = [t(`${decision.action}.body`, { name: decision.name }), ...(decision.comment ? [`${t("comment")} ${decision.comment}`] : [])];
  return noticeMail(to, t(`${decision.action}.subject`), paragraphs, { label: t("open"), href: link(locale, "/business-account") });
}

/** A workspace invitation; `by` is the inviting user's e-mail and `role` one of the workspace roles. */
export function workspaceInvitationMail(locale: Locale, to: string, invitation: { name: string; by: string; role: string }): Mail {
  const t = serverText(locale, "mail.workspaceInvitation");
  const roleKey = `roles.${invitation.role}`;
  const role = t.has(roleKey) ? t(roleKey) : invitation.role;
  const body = t("body", { name: invitation.name, by: invitation.by, role, email: to });
  return noticeMail(to, t("subject"), [body], { label: t("open"), href: link(locale, "/business-account") });
}

/** The buyer's e-mail after payment: each line as "count × title — amount", amounts formatted already. */
export function orderPaidMail(
  locale: Locale,
  to: string,
  order: { uid: string; number: string; total: string; invoice: string; lines: { count: number; title: string; amount: string }[] },
): Mail {
  const t = serverText(locale, "mail.orderPaid");
  const p = { number: order.number, total: order.total, invoice: order.invoice };
  const href = link(locale, `/orders/${order.uid}`);
  const items = order.lines.map((l) => `${l.count} × ${l.title} — ${l.amount}`);
  const [intro, wait, invoice, open] = [t("intro", p), t("wait"), t("invoice", p), t("open")];
  const subject = `${t("subject", p)} – ${PRODUCT_NAME}`;
  const text = [intro, "", ...items, "", wait, invoice, "", `${open}: ${href}`, "", PRODUCT_NAME].join("\n");
  const html =
    `<p>${escapeHtml(intro)}</p><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>` +
    `<p>${escapeHtml(wait)}<br>${escapeHtml(invoice)}</p><p><a href="${escapeHtml(href)}">${escapeHtml(open)}</a></p><p>${escapeHtml(PRODUCT_NAME)}</p>`;
  return { to, subject, text, html };
}
