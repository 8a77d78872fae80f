"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiRequest } from "@/components/api/client";
import { buttonClass } from "@/components/ui/button";
import { useDateFormat } from "@/components/ui/when";
import { businessKeys, useInvitations, useRefreshBusiness } from "./queries";
import type { Invitation, Organization } from "./types";

const path = (uid: string) => `/api/organizations/invitations/${encodeURIComponent(uid)}`;

/**
 * Open invitations to join a business account, for someone who has none yet: Accept joins it
 * (the page then shows that account), Decline drops the invitation. Nothing shows without any.
 */
export function PendingInvitations() {
  const t = useTranslations("business.invitations");
  const tRoles = useTranslations("business.roles");
  const { date } = useDateFormat();
  const client = useQueryClient();
  const refresh = useRefreshBusiness();
  const list = useInvitations(true);

  const accept = useMutation({
    mutationFn: (inv: Invitation) => apiRequest<Organization>(`${path(inv.uid)}/accept`, { method: "POST" }),
    onSuccess: (result) => {
      if (result.ok) refresh(result.data);
      else void client.invalidateQueries({ queryKey: businessKeys.invitations });
    },
  });
  const decline = useMutation({
    mutationFn: (inv: Invitation) => apiRequest(path(inv.uid), { method: "DELETE" }),
    onSuccess: () => void client.invalidateQueries({ queryKey: businessKeys.invitations }),
  });
  const busy = accept.isPending || decline.isPending;

  const items = list.data ?? [];
  if (!items.length) return null;
  return (
    <section aria-labelledby="business-invitations" className="rounded-lg border border-brand-100 bg-brand-50 p-5">
      <h2 id="business-invitations" className="text-lg font-semibold text-slate-900">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("text")}</p>
      <ul className="mt-3 space-y-3">
        {items.map((inv) => (
          <li key={inv.uid} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 bg-white p-3">
            <div className="min-w-0 text-sm">
              <p className="font-medium break-words text-slate-900">{t("item", { name: inv.organization.name, role: tRoles(inv.role) })}</p>
              <p className="text-slate-700">
                {inv.invited_by ? `${t("invitedBy", { email: inv.invited_by })} · ` : ""}
                {t("expires", { date: date(inv.expires_at) })}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <button type="button" className={buttonClass("primary")} disabled={busy} onClick={() => accept.mutate(inv)} aria-label={t("acceptLabel", { name: inv.organization.name })}>
                {t("accept")}
              </button>
              <button type="button" className={buttonClass("secondary")} disabled={busy} onClick={() => decline.mutate(inv)} aria-label={t("declineLabel", { name: inv.organization.name })}>
                {t("decline")}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-700">{t("orRegister")}</p>
    </section>
  );
}
