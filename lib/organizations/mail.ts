import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { organizationInvitations, organizationMembers, organizations, users } from "@/lib/db/schema";
import { siteUrl } from "@/lib/env";
import type { Locale } from "@/lib/i18n/routing";
import { sendMail } from "@/lib/mail/mailer";
import { PRODUCT_NAME } from "@/lib/seo/metadata";

/**
 * The organisation e-mails (jobs, CONVENTIONS 20), in each recipient's language. Subjects are fixed
 * texts of the tables below and never carry what users typed (an organisation's or inviter's
 * name): a subject is what a mail client shows before anyone opens the message, so a name such as
 * "Your account is suspended, call +1..." would read as the marketplace's own words. The body may
 * name them, HTML-escaped.
 */

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const fill = (s: string, p: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k: string) => p[k] ?? "");
const link = (locale: Locale, path: string) => `${siteUrl}${locale === "ru" ? "/ru" : ""}${path}`;

const decisionTexts = {
  en: {
    approve: { subject: "Your business account is approved", body: "Your business account {name} is verified. Members can now switch to the supplier interface." },
    request_changes: { subject: "Your business account: changes requested", body: "Staff ask for changes to your business account {name} before it can be approved." },
    block: { subject: "Your business account is blocked", body: "Your business account {name} is blocked; its offers are out of the catalogue." },
    unblock: { subject: "Your business account is unblocked", body: "Your business account {name} is unblocked." },
    comment: "Comment from staff:",
    open: "Open the business account",
  },
  ru: {
    approve: { subject: "Бизнес-аккаунт одобрен", body: "Бизнес-аккаунт {name} проверен. Участники могут перейти в интерфейс поставщика." },
    request_changes: { subject: "Бизнес-аккаунт: требуются изменения", body: "Сотрудники просят внести изменения в бизнес-аккаунт {name} перед одобрением." },
    block: { subject: "Бизнес-аккаунт заблокирован", body: "Бизнес-аккаунт {name} заблокирован; его предложения скрыты из каталога." },
    unblock: { subject: "Бизнес-аккаунт разблокирован", body: "Бизнес-аккаунт {name} разблокирован." },
    comment: "Комментарий сотрудников:",
    open: "Открыть бизнес-аккаунт",
  },
} as const;

type DecisionAction = "approve" | "request_changes" | "block" | "unblock";

/** Every subject an organisation e-mail may have: only the literal texts of the tables, never filled in. */
type Subject = (typeof decisionTexts)[Locale][DecisionAction]["subject"] | (typeof inviteTexts)[Locale]["subject"];

async function mail(to: string, subject: Subject, paragraphs: string[], action: { label: string; href: string }) {
  const text = [...paragraphs, "", `${action.label}: ${action.href}`, "", PRODUCT_NAME].join("\n");
  const html = `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}<p><a href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a></p><p>${escapeHtml(PRODUCT_NAME)}</p>`;
  const sent = await sendMail({ to, subject: `${subject} – ${PRODUCT_NAME}`, text, html });
  if (!sent) throw new Error("the SMTP server refused or was unreachable");
}

/** A staff decision, to every owner of the organisation. */
export async function mailOrganizationDecision(payload: Record<string, unknown>): Promise<void> {
  const db = await getDb();
  const action = String(payload.action) as DecisionAction;
  const comment = String(payload.comment ?? "");
  const [org] = await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.id, Number(payload.organizationId)));
  if (!org) return;
  const owners = await db
    .select({ email: users.email, locale: users.locale })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.organizationId, org.id), eq(organizationMembers.role, "owner")));
  for (const owner of owners) {
    const locale: Locale = owner.locale === "ru" ? "ru" : "en";
    const t = decisionTexts[locale];
    const p = { name: org.name };
    const paragraphs = [fill(t[action].body, p), ...(comment ? [`${t.comment} ${comment}`] : [])];
    await mail(owner.email, t[action].subject, paragraphs, { label: t.open, href: link(locale, "/business-account") });
  }
}

const inviteTexts = {
  en: { subject: "You are invited to a workspace", body: "{by} invites you to the {name} workspace as {role}. Sign in with this e-mail address ({email}) and accept the invitation on the business account page.", open: "Accept the invitation" },
  ru: { subject: "Приглашение в рабочее пространство", body: "{by} приглашает вас в рабочее пространство {name} с ролью {role}. Войдите с этим адресом ({email}) и примите приглашение на странице бизнес-аккаунта.", open: "Принять приглашение" },
} as const;
const roleNames = { en: { owner: "owner", admin: "admin", manager: "manager", viewer: "viewer" }, ru: { owner: "владелец", admin: "администратор", manager: "менеджер", viewer: "наблюдатель" } } as const;

/** A workspace invitation, in the inviting user's language (the invitee may have no account yet). */
export async function mailWorkspaceInvitation(payload: Record<string, unknown>): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ inv: organizationInvitations, name: organizations.name, by: users.email, locale: users.locale })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .leftJoin(users, eq(users.id, organizationInvitations.invitedBy))
    .where(eq(organizationInvitations.id, Number(payload.invitationId)));
  if (!row || row.inv.revokedAt || row.inv.acceptedAt) return;
  const [invitee] = await db.select({ locale: users.locale }).from(users).where(eq(users.email, row.inv.email));
  const locale: Locale = (invitee?.locale ?? row.locale) === "ru" ? "ru" : "en";
  const t = inviteTexts[locale];
  const p = { name: row.name, product: PRODUCT_NAME, by: row.by ?? PRODUCT_NAME, role: roleNames[locale][row.inv.role as keyof (typeof roleNames)["en"]] ?? row.inv.role, email: row.inv.email };
  await mail(row.inv.email, t.subject, [fill(t.body, p)], { label: t.open, href: link(locale, "/business-account") });
}
