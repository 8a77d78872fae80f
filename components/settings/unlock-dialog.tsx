"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/components/api/client";
import { buttonClass } from "@/components/ui/button";
import { identityCodeSchema } from "@/lib/auth/schema";
import { Modal } from "@/components/ui/modal";
import { TextField } from "./text-field";
import { useFieldError } from "./use-field-error";

/** Props of the 6-digit code input: numeric keyboard and one-time-code autofill. */
export const codeInputProps = { inputMode: "numeric", autoComplete: "one-time-code", maxLength: 11, className: "font-mono tracking-widest" } as const;

/** People paste "123 456" or "123-456": the separators are dropped before the schema checks the digits. */
export const codeRegisterOptions = { setValueAs: (value: unknown) => String(value ?? "").replace(/[\s-]/g, "") };

/**
 * Identity confirmation (docs/accounts-api.md): a code is e-mailed to the signed-in address, and
 * entering it unlocks the sensitive forms for 10 minutes.
 */
export function UnlockDialog({ open, onOpenChange, email, onUnlocked }: { open: boolean; onOpenChange: (open: boolean) => void; email: string; onUnlocked: (until: string) => void }) {
  const t = useTranslations("identity");
  const tCommon = useTranslations("settings");
  const fieldError = useFieldError();
  const [codeSent, setCodeSent] = useState(false);
  const form = useForm({ resolver: zodResolver(identityCodeSchema), defaultValues: { code: "" } });

  const changeOpen = (next: boolean) => {
    if (!next) {
      setCodeSent(false);
      form.reset();
    }
    onOpenChange(next);
  };

  const sendCode = useMutation({
    mutationFn: () => apiFetch<{ response_message?: string }>("/api/users/access/identity/confirmation_action", { method: "POST", body: {} }),
    onSuccess: (result) => {
      if (result === false) return;
      form.reset();
      setCodeSent(true);
    },
  });
  const confirm = useMutation({
    mutationFn: (code: string) => apiFetch<{ unlocked_until: string }>("/api/users/access/identity", { method: "POST", body: { code } }),
    onSuccess: (result) => {
      if (result === false) return;
      onUnlocked(result.unlocked_until);
      changeOpen(false);
    },
  });

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title={t("title")}
      description={codeSent ? t("codeSent", { email }) : t("intro", { email })}
      closeLabel={tCommon("close")}
    >
      {!codeSent ? (
        <div className="flex justify-end">
          <button type="button" className={buttonClass("primary")} onClick={() => sendCode.mutate()} disabled={sendCode.isPending}>
            {sendCode.isPending ? t("sending") : t("sendCode")}
          </button>
        </div>
      ) : (
        <form onSubmit={form.handleSubmit(({ code }) => confirm.mutate(code))} noValidate className="space-y-4">
          <TextField label={t("code")} registration={form.register("code", codeRegisterOptions)} error={fieldError(form.formState.errors.code)} {...codeInputProps} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <button type="button" className={buttonClass("link")} onClick={() => sendCode.mutate()} disabled={sendCode.isPending}>
              {t("resend")}
            </button>
            <button type="submit" className={buttonClass("primary")} disabled={confirm.isPending}>
              {confirm.isPending ? t("confirming") : t("confirm")}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
