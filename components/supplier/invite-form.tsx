"use client";

import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { apiRequest } from "@/components/api/client";
import { Panel } from "@/components/ui/panel";
import { errorClass, fieldClass, labelClass } from "@/components/settings/section-card";
import { buttonClass } from "@/components/ui/button";
import { inviteSchema } from "@/lib/organizations/schema";
import type { Role } from "@/lib/organizations/permissions";
import { supplierKeys } from "./queries";
import { grantableRoles } from "./roles";

type InviteInput = z.input<typeof inviteSchema>;
type Invite = z.output<typeof inviteSchema>;

/**
 * "Create a separate access" (spec section 6): invite a colleague by e-mail with a role
 * (POST /api/organizations/my/members), validated with the API's own schema. Only the owner may
 * grant the owner role.
 */
export function InviteForm({ myRole }: { myRole: Role }) {
  const t = useTranslations("supplier");
  const queryClient = useQueryClient();
  const id = useId();
  const form = useForm<InviteInput, unknown, Invite>({ resolver: zodResolver(inviteSchema), defaultValues: { email: "", role: "viewer" } });
  const invite = useMutation({
    mutationFn: (body: Invite) => apiRequest("/api/organizations/my/members", { method: "POST", body }),
    onSuccess: (result) => {
      if (!result.ok) return;
      form.reset({ email: "", role: form.getValues("role") });
      void queryClient.invalidateQueries({ queryKey: supplierKeys.members });
    },
  });
  const emailError = form.formState.errors.email ? (form.getValues("email").trim() ? t("members.invalidEmail") : t("members.required")) : null;
  const emailId = `${id}-email`;
  const roleId = `${id}-role`;
  return (
    <Panel id="supplier-invite" title={t("members.inviteTitle")}>
      <p className="mb-3 text-sm text-slate-700">{t("members.inviteText")}</p>
      <form onSubmit={form.handleSubmit((values) => invite.mutate(values))} noValidate className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor={emailId} className={labelClass}>
            {t("members.inviteEmail")}
          </label>
          <input
            id={emailId}
            type="email"
            autoComplete="off"
            inputMode="email"
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${emailId}-error` : undefined}
            className={fieldClass}
            {...form.register("email")}
          />
          {emailError && (
            <p id={`${emailId}-error`} className={errorClass}>
              {emailError}
            </p>
          )}
        </div>
        <div className="basis-40">
          <label htmlFor={roleId} className={labelClass}>
            {t("members.inviteRole")}
          </label>
          <select id={roleId} className={fieldClass} {...form.register("role")}>
            {grantableRoles(myRole).map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="basis-full sm:basis-auto sm:pt-6">
          <button type="submit" disabled={invite.isPending} className={buttonClass("primary", "disabled:opacity-60")}>
            {invite.isPending ? t("members.inviteSending") : t("members.inviteSubmit")}
          </button>
        </div>
      </form>
    </Panel>
  );
}
