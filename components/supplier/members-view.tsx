"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiRequest } from "@/components/api/client";
import { LoadingState } from "@/components/ui/loading-state";
import { Panel } from "@/components/ui/panel";
import { When } from "@/components/ui/when";
import { buttonClass } from "@/components/ui/button";
import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";
import { ConfirmDialog } from "@/components/ui/modal";
import { can, type Role } from "@/lib/organizations/permissions";
import { setSupplierInterfaceFlag } from "./interface-flag";
import { InviteForm } from "./invite-form";
import { PermissionTable } from "./permission-table";
import { failedWith } from "@/components/api/query";
import { supplierKeys, useMembers } from "./queries";
import { grantableRoles, mayManageMember } from "./roles";
import { SectionGate } from "./section-gate";
import { useSupplierOrganization } from "./supplier-context";
import type { Invitation, Member } from "./types";
import { ErrorState } from "@/components/ui/error-state";

type Pending = { kind: "remove"; member: Member } | { kind: "leave"; member: Member } | { kind: "ownRole"; member: Member; role: Role };

const selectClass =
  "block rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:bg-slate-100";

function memberName(m: Member): string {
  return [m.first_name, m.last_name].filter((p) => p && p.trim()).join(" ");
}

function MembersTable({ members, onRole, onAsk, busy }: { members: Member[]; onRole: (m: Member, role: Role) => void; onAsk: (p: Pending) => void; busy: boolean }) {
  const t = useTranslations("supplier");
  const org = useSupplierOrganization();
  const canManage = can(org.role, "members.manage");
  return (
    <TableContainer label={t("members.membersCaption")}>
      <Table caption={t("members.membersCaption")}>
        <thead>
          <tr>
            <Th>{t("members.member")}</Th>
            <Th>{t("members.role")}</Th>
            <Th>{t("members.joined")}</Th>
            <Th>{t("members.actions")}</Th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => {
            const manageable = canManage && mayManageMember(org.role, m.role);
            const name = memberName(m);
            return (
              <tr key={m.uid}>
                <Th scope="row" className="font-normal">
                  {name && <span className="block font-medium text-slate-900">{name}</span>}
                  <span className="block break-all">{m.email}</span>
                  {m.you && <span className="text-xs text-slate-600">({t("members.you")})</span>}
                </Th>
                <Td>
                  {manageable ? (
                    <select
                      aria-label={t("members.roleOf", { email: m.email })}
                      value={m.role}
                      disabled={busy}
                      onChange={(e) => onRole(m, e.target.value as Role)}
                      className={selectClass}
                    >
                      {grantableRoles(org.role).map((role) => (
                        <option key={role} value={role}>
                          {t(`roles.${role}`)}
                        </option>
                      ))}
                    </select>
                  ) : (
                    t(`roles.${m.role}`)
                  )}
                </Td>
                <Td>
                  <When iso={m.joined_at} />
                </Td>
                <Td>
                  {m.you ? (
                    <button type="button" className={buttonClass("secondary", "px-3 py-1.5")} onClick={() => onAsk({ kind: "leave", member: m })} aria-label={t("members.leaveLabel", { name: org.name })}>
                      {t("members.leave")}
                    </button>
                  ) : manageable ? (
                    <button type="button" className={buttonClass("secondary", "px-3 py-1.5")} onClick={() => onAsk({ kind: "remove", member: m })} aria-label={t("members.removeLabel", { email: m.email })}>
                      {t("members.remove")}
                    </button>
                  ) : (
                    <span aria-hidden="true">—</span>
                  )}
                </Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableContainer>
  );
}

function InvitationsTable({ invitations, onRevoke, busy }: { invitations: Invitation[]; onRevoke: (i: Invitation) => void; busy: boolean }) {
  const t = useTranslations("supplier");
  const org = useSupplierOrganization();
  const canInvite = can(org.role, "members.invite");
  if (invitations.length === 0) return <p className="text-sm text-slate-700">{t("members.invitationsEmpty")}</p>;
  return (
    <TableContainer label={t("members.invitationsCaption")}>
      <Table caption={t("members.invitationsCaption")}>
        <thead>
          <tr>
            <Th>{t("members.email")}</Th>
            <Th>{t("members.role")}</Th>
            <Th>{t("members.sent")}</Th>
            <Th>{t("members.expires")}</Th>
            {canInvite && <Th>{t("members.actions")}</Th>}
          </tr>
        </thead>
        <tbody>
          {invitations.map((i) => (
            <tr key={i.uid}>
              <Th scope="row" className="font-normal break-all">
                {i.email}
              </Th>
              <Td>{t(`roles.${i.role}`)}</Td>
              <Td>
                <When iso={i.created_at} />
              </Td>
              <Td>
                <When iso={i.expires_at} />
              </Td>
              {canInvite && (
                <Td>
                  <button type="button" disabled={busy} className={buttonClass("secondary", "px-3 py-1.5 disabled:opacity-60")} onClick={() => onRevoke(i)} aria-label={t("members.revokeLabel", { email: i.email })}>
                    {t("members.revoke")}
                  </button>
                </Td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableContainer>
  );
}

/**
 * Workspace users (spec section 6, the roles menu, "create a separate access"): the members with
 * their roles (changeable with members.manage; the owner role only by owners), remove and leave,
 * pending invitations (revocable with members.invite), the invite form (members.invite) and the
 * permission table. Every call is checked again by the API, whose error texts the toasts show.
 */
export function MembersView() {
  const t = useTranslations("supplier");
  const org = useSupplierOrganization();
  const queryClient = useQueryClient();
  const list = useMembers();
  const [pending, setPending] = useState<Pending | null>(null);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: supplierKeys.members });
  const changeRole = useMutation({
    mutationFn: ({ member, role }: { member: Member; role: Role }) =>
      apiRequest(`/api/organizations/my/members/${encodeURIComponent(member.uid)}`, { method: "PATCH", body: { role } }),
    onSuccess: (result, { member }) => {
      refresh();
      // A new role of one's own changes the menu and what this page offers.
      if (result.ok && member.you) void queryClient.invalidateQueries({ queryKey: supplierKeys.organization });
    },
  });
  const removeMember = useMutation({
    mutationFn: (member: Member) => apiRequest(`/api/organizations/my/members/${encodeURIComponent(member.uid)}`, { method: "DELETE" }),
    onSuccess: (result, member) => {
      setPending(null);
      if (result.ok && member.you) {
        // Left the workspace: the supplier area is no longer this visitor's.
        setSupplierInterfaceFlag(false);
        void queryClient.invalidateQueries({ queryKey: supplierKeys.all });
        return;
      }
      refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (invitation: Invitation) => apiRequest(`/api/organizations/my/invitations/${encodeURIComponent(invitation.uid)}`, { method: "DELETE" }),
    onSuccess: refresh,
  });

  const onRole = (member: Member, role: Role) => {
    if (role === member.role) return;
    if (member.you) setPending({ kind: "ownRole", member, role });
    else changeRole.mutate({ member, role });
  };
  const confirm = () => {
    if (!pending) return;
    if (pending.kind === "ownRole") {
      changeRole.mutate({ member: pending.member, role: pending.role });
      setPending(null);
    } else {
      removeMember.mutate(pending.member);
    }
  };
  const dialog =
    pending?.kind === "remove"
      ? { title: t("members.removeTitle", { email: pending.member.email }), text: t("members.removeText", { name: org.name }), confirm: t("members.remove") }
      : pending?.kind === "leave"
        ? { title: t("members.leaveTitle", { name: org.name }), text: t("members.leaveText", { name: org.name }), confirm: t("members.leave") }
        : pending?.kind === "ownRole"
          ? { title: t("members.ownRoleTitle"), text: t("members.ownRoleText", { role: t(`roles.${pending.role}`), name: org.name }), confirm: t("members.ownRoleConfirm") }
          : null;

  return (
    <SectionGate section="members" title={t("members.title")}>
      <p className="mb-5 text-slate-700">{t("members.intro", { name: org.name })}</p>
      <div className="space-y-5">
        <Panel id="supplier-members" title={t("members.membersTitle")}>
          {list.isPending ? (
            <LoadingState label={t("members.loading")} />
          ) : list.isError ? (
            <ErrorState text={failedWith(list.error, 403) ? t("forbidden.title") : t("members.loadError")} onRetry={() => void list.refetch()} retryLabel={t("retry")} />
          ) : (
            <MembersTable members={list.data.members} onRole={onRole} onAsk={setPending} busy={changeRole.isPending || removeMember.isPending} />
          )}
        </Panel>
        {list.isSuccess && (
          <Panel id="supplier-invitations" title={t("members.invitationsTitle")}>
            <InvitationsTable invitations={list.data.invitations} onRevoke={(i) => revoke.mutate(i)} busy={revoke.isPending} />
          </Panel>
        )}
        {can(org.role, "members.invite") && <InviteForm myRole={org.role} />}
        <Panel id="supplier-permissions" title={t("members.permissionsTitle")}>
          <PermissionTable />
        </Panel>
      </div>
      <ConfirmDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={dialog?.title ?? ""}
        description={dialog?.text ?? ""}
        confirmLabel={dialog?.confirm ?? ""}
        cancelLabel={t("members.cancel")}
        closeLabel={t("members.close")}
        pending={removeMember.isPending}
        onConfirm={confirm}
      />
    </SectionGate>
  );
}
