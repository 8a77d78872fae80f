"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, apiRequest } from "@/components/api/client";
import { storeSignedInUser } from "@/components/auth/browser-state";
import { isIdentityRequired } from "@/components/profiles/identity";
import { ProfilesSection } from "@/components/profiles/profiles-section";
import { buttonClass } from "@/components/ui/button";
import { emailChangeRequestSchema, emailChangeSchema, updateUserSchema } from "@/lib/auth/schema";
import type { UserDto } from "@/lib/auth/users";
import { IdentityLockProvider, useIdentityLock } from "./identity-lock";
import { LockStatus } from "./lock-status";
import { SectionCard } from "./section-card";
import { TextField } from "./text-field";
import { codeInputProps, codeRegisterOptions } from "./unlock-dialog";
import { useFieldError } from "./use-field-error";

/**
 * settings/profile: user information, the sign-in e-mail and billing profiles. The e-mail and the
 * billing profiles are sensitive: locked until identity confirmation (spec section 6).
 */
export function ProfileSettings({ user: initial }: { user: UserDto }) {
  const [user, setUser] = useState(initial);
  const saved = (next: UserDto) => {
    setUser(next);
    // The header's account menu shows the stored user.
    storeSignedInUser(next);
  };
  return (
    <IdentityLockProvider initialUnlockedUntil={initial.unlocked_until} email={user.email}>
      <div className="space-y-6">
        <UserInformation user={user} onSaved={saved} />
        <EmailSection email={user.email} onChanged={saved} />
        <BillingProfiles />
      </div>
    </IdentityLockProvider>
  );
}

const nameSchema = updateUserSchema.pick({ first_name: true, last_name: true });

function UserInformation({ user, onSaved }: { user: UserDto; onSaved: (user: UserDto) => void }) {
  const t = useTranslations("settings.profile");
  const fieldError = useFieldError();
  const form = useForm({ resolver: zodResolver(nameSchema), defaultValues: { first_name: user.first_name, last_name: user.last_name } });
  const save = useMutation({
    mutationFn: (body: { first_name?: string; last_name?: string }) => apiFetch<UserDto>("/api/users/profile", { method: "PATCH", body }),
    onSuccess: (result) => {
      if (result === false) return;
      onSaved(result);
      form.reset({ first_name: result.first_name, last_name: result.last_name });
    },
  });
  const errors = form.formState.errors;
  return (
    <SectionCard id="settings-user-info" title={t("userInfo")}>
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t("firstName")} registration={form.register("first_name")} error={fieldError(errors.first_name)} autoComplete="given-name" maxLength={100} />
          <TextField label={t("lastName")} registration={form.register("last_name")} error={fieldError(errors.last_name)} autoComplete="family-name" maxLength={100} />
        </div>
        <button type="submit" className={buttonClass("primary")} disabled={save.isPending}>
          {save.isPending ? t("saving") : t("save")}
        </button>
      </form>
    </SectionCard>
  );
}

/** The code step of the e-mail change (the address was checked in the first step). */
const emailCodeSchema = emailChangeSchema.pick({ code: true });

function EmailSection({ email, onChanged }: { email: string; onChanged: (user: UserDto) => void }) {
  const t = useTranslations("settings.email");
  const fieldError = useFieldError();
  const { locked, relock } = useIdentityLock();
  /** The new address a code was sent to; the code step shows while set. */
  const [pending, setPending] = useState<string | null>(null);
  const addressForm = useForm({ resolver: zodResolver(emailChangeRequestSchema), defaultValues: { email: "" } });
  const codeForm = useForm({ resolver: zodResolver(emailCodeSchema), defaultValues: { code: "" } });

  const requestCode = useMutation({
    mutationFn: async (newEmail: string) => {
      const result = await apiRequest<unknown>("/api/users/profile/email/confirmation_action", { method: "POST", body: { email: newEmail } });
      if (!result.ok && isIdentityRequired(result.status, result.body)) relock();
      return result.ok ? newEmail : null;
    },
    onSuccess: (sentTo) => {
      if (!sentTo) return;
      codeForm.reset();
      setPending(sentTo);
    },
  });
  const change = useMutation({
    mutationFn: async (body: { email: string; code: string }) => {
      const result = await apiRequest<UserDto>("/api/users/profile/email", { method: "POST", body });
      if (!result.ok && isIdentityRequired(result.status, result.body)) relock();
      return result.ok ? result.data : null;
    },
    onSuccess: (user) => {
      if (!user) return;
      onChanged(user);
      setPending(null);
      addressForm.reset();
      codeForm.reset();
    },
  });

  return (
    <SectionCard id="settings-email" title={t("title")} description={t("hint")} actions={<LockStatus />}>
      <dl className="mb-4 text-sm">
        <dt className="font-medium text-slate-800">{t("current")}</dt>
        <dd className="mt-1 text-slate-900" data-testid="current-email">
          {email}
        </dd>
      </dl>
      <fieldset disabled={locked} aria-describedby={locked ? "settings-email-locked" : undefined} className="space-y-4 disabled:opacity-70">
        <legend className="sr-only">{t("change")}</legend>
        {locked && (
          <p id="settings-email-locked" className="text-sm text-slate-700">
            {t("lockedHint")}
          </p>
        )}
        {pending === null ? (
          <form onSubmit={addressForm.handleSubmit(({ email: next }) => requestCode.mutate(next))} noValidate className="space-y-4">
            <TextField
              label={t("newEmail")}
              registration={addressForm.register("email")}
              error={fieldError(addressForm.formState.errors.email)}
              type="email"
              autoComplete="email"
              maxLength={254}
            />
            <button type="submit" className={buttonClass("primary")} disabled={locked || requestCode.isPending}>
              {requestCode.isPending ? t("sending") : t("sendCode")}
            </button>
          </form>
        ) : (
          <form onSubmit={codeForm.handleSubmit(({ code }) => change.mutate({ email: pending, code }))} noValidate className="space-y-4">
            <TextField
              label={t("code")}
              hint={t("codeSent", { email: pending })}
              registration={codeForm.register("code", codeRegisterOptions)}
              error={fieldError(codeForm.formState.errors.code)}
              {...codeInputProps}
            />
            <div className="flex flex-wrap gap-2">
              <button type="submit" className={buttonClass("primary")} disabled={locked || change.isPending}>
                {change.isPending ? t("changing") : t("confirm")}
              </button>
              <button type="button" className={buttonClass("secondary")} onClick={() => setPending(null)}>
                {t("cancel")}
              </button>
            </div>
          </form>
        )}
      </fieldset>
    </SectionCard>
  );
}

function BillingProfiles() {
  const { locked, requestUnlock, relock } = useIdentityLock();
  return <ProfilesSection locked={locked} onUnlockRequest={requestUnlock} onLocked={relock} />;
}
