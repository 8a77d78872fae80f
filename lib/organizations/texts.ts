import type { IssueDetail } from "@/lib/api/errors";
import { fillMessage } from "@/lib/api/messages";
import type { Locale } from "@/lib/i18n/routing";
import enBusiness from "@/messages/en/business.json";
import ruBusiness from "@/messages/ru/business.json";
import type { OrganizationStatus } from "./status";

/** The organisation API's own texts, in the answer language. */
const texts = {
  en: {
    noOrganization: "You have no business account yet",
    alreadyMember: "You already belong to a business account",
    organizationNotFound: "Organisation {id} was not found",
    forbidden: "Your workspace role does not allow this",
    notEditable: "The organisation cannot be changed while it is {status}",
    created: "Business account created",
    saved: "Changes saved",
    savedNeedsVerification: "Changes saved. Send them for verification: staff check them again",
    documentNotFound: "Document {id} was not found",
    documentDeleted: "Document deleted",
    documentUploaded: "Document uploaded",
    workflowNotFound: "Request {id} was not found",
    notSubmittable: "The organisation cannot be sent for verification while it is {status}",
    missingFields: "Fill in these fields first: {fields}",
    missingDocuments: "Upload at least one document first",
    submitted: "Sent for verification",
    memberNotFound: "Member {id} was not found",
    invitationNotFound: "Invitation {id} was not found",
    alreadyInvited: "{email} is already invited",
    alreadyInWorkspace: "{email} is already a member",
    invited: "Invitation sent to {email}",
    invitationRevoked: "Invitation revoked",
    joined: "You joined {name}",
    declined: "Invitation declined",
    roleChanged: "Role changed",
    memberRemoved: "Member removed",
    ownerOnly: "Only an owner may grant, change or remove the owner role",
    lastOwner: "The last owner cannot leave or be demoted: make another member owner first",
    staffOnly: "This is for marketplace staff only",
    decisionNotAllowed: "This decision is not possible while the organisation is {status}",
    decided: "Decision saved",
    notSupplier: "The supplier interface is for members of an approved business account",
    workspaceFull: "A workspace holds at most {max} members and invitations",
    inviteNeedsApproval: "Invitations can be sent once staff have approved your business account",
    tooManyInvitations: "Too many invitations sent from this workspace. Try again in {minutes} min",
    tooManyInvitationsTo: "Too many invitations were sent to this e-mail. Try again in {minutes} min",
  },
  ru: {
    noOrganization: "У вас ещё нет бизнес-аккаунта",
    alreadyMember: "Вы уже состоите в бизнес-аккаунте",
    organizationNotFound: "Организация {id} не найдена",
    forbidden: "Ваша роль в рабочем пространстве этого не позволяет",
    notEditable: "Организацию нельзя изменить, пока её статус — {status}",
    created: "Бизнес-аккаунт создан",
    saved: "Изменения сохранены",
    savedNeedsVerification: "Изменения сохранены. Отправьте их на проверку: сотрудники проверят их снова",
    documentNotFound: "Документ {id} не найден",
    documentDeleted: "Документ удалён",
    documentUploaded: "Документ загружен",
    workflowNotFound: "Запрос {id} не найден",
    notSubmittable: "Организацию нельзя отправить на проверку, пока её статус — {status}",
    missingFields: "Сначала заполните поля: {fields}",
    missingDocuments: "Сначала загрузите хотя бы один документ",
    submitted: "Отправлено на проверку",
    memberNotFound: "Участник {id} не найден",
    invitationNotFound: "Приглашение {id} не найдено",
    alreadyInvited: "{email} уже приглашён",
    alreadyInWorkspace: "{email} уже участник",
    invited: "Приглашение отправлено на {email}",
    invitationRevoked: "Приглашение отозвано",
    joined: "Вы присоединились к {name}",
    declined: "Приглашение отклонено",
    roleChanged: "Роль изменена",
    memberRemoved: "Участник удалён",
    ownerOnly: "Только владелец может назначать, менять или снимать роль владельца",
    lastOwner: "Последний владелец не может уйти или сменить роль: сначала назначьте владельцем другого участника",
    staffOnly: "Только для сотрудников маркетплейса",
    decisionNotAllowed: "Это решение невозможно, пока статус организации — {status}",
    decided: "Решение сохранено",
    notSupplier: "Интерфейс поставщика доступен участникам одобренного бизнес-аккаунта",
    workspaceFull: "В рабочем пространстве не больше {max} участников и приглашений",
    inviteNeedsApproval: "Приглашать можно после того, как сотрудники одобрят ваш бизнес-аккаунт",
    tooManyInvitations: "Слишком много приглашений из этого рабочего пространства. Повторите через {minutes} мин",
    tooManyInvitationsTo: "На этот e-mail отправлено слишком много приглашений. Повторите через {minutes} мин",
  },
} as const;

export type OrgTextKey = keyof (typeof texts)["en"];

export const STATUS_LABELS: Record<Locale, Record<OrganizationStatus, string>> = {
  en: { new: "New", approving: "Verification in process", approved: "Approved", changed: "Changes requested", blocked: "Blocked" },
  ru: { new: "Новая", approving: "На проверке", approved: "Одобрена", changed: "Требуются изменения", blocked: "Заблокирована" },
};

export function orgText(locale: Locale, key: OrgTextKey, params: Record<string, string> = {}): string {
  return fillMessage(texts[locale][key], params);
}

const fieldErrors: Record<Locale, Record<string, string>> = { en: enBusiness.business.errors, ru: ruBusiness.business.errors };

/** 422 issues of an organisation body with their message keys replaced by the text in `locale`. */
export function translateOrgIssues(issues: IssueDetail[], locale: Locale, region: unknown): IssueDetail[] {
  return issues.map((issue) => {
    if (!issue.msg.startsWith("errors.")) return issue;
    const key = issue.msg.slice("errors.".length);
    return { ...issue, msg: fillMessage(fieldErrors[locale][key] ?? issue.msg, { region: typeof region === "string" ? region.toUpperCase() : "" }) };
  });
}
