"use client";

import { useEffect, useId, useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { answerText, issueMessages } from "@/components/api/answer-errors";
import { apiFetch, apiRequest, type ApiResult } from "@/components/api/client";
import { storeSignedInUser, type StoredUser } from "@/components/auth/browser-state";
import { buttonClass } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { safeNextPath } from "@/lib/auth/constants";
import { codeField, requestCodeSchema, VALIDATION } from "@/lib/auth/schema";
import { localizedPath, type Locale } from "@/lib/i18n/routing";
import { formatCountdown, holdResend, resendAvailableAt, retryAfterSeconds, useResendCountdown } from "./resend-timer";

/**
 * The sign-in dialog (spec section 2 "login/signup"; docs/accounts-api.md): step 1 asks for the
 * e-mail and sends a code, step 2 takes the 6-digit code and the terms. Loaded on first open only.
 */

const ACCESS = "/api/users/access";
const RESEND_FALLBACK_S = 60;

/** The code step's form: the shared code field plus the terms box, which must be ticked (spec section 5). */
const codeFormSchema = z.object({
  code: codeField,
  terms_accepted: z.boolean().refine(Boolean, { error: VALIDATION.terms }),
});

type EmailForm = z.input<typeof requestCodeSchema>;
type CodeForm = z.input<typeof codeFormSchema>;
type SignInAnswer = { user: StoredUser };

/** Spec section 5 texts of the shared schemas → keys of auth.validation, so forms speak the page language. */
const validationKeys: Record<string, string> = {
  [VALIDATION.email]: "invalidEmail",
  [VALIDATION.required]: "required",
  [VALIDATION.terms]: "termsRequired",
  "The code is 6 digits": "codeFormat",
};

/** The last 422 issue of a failed answer for `field` (loc `["body", field]`). */
const issueFor = (body: unknown, field: string): string | null => issueMessages(body)[field] ?? null;

/** Where to go after signing in: a same-site `next` of the current URL, or null. */
function nextFromUrl(): string | null {
  return safeNextPath(new URLSearchParams(window.location.search).get("next"));
}

export type LoginDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The forced-login wrapper: no close button, Escape and outside clicks do nothing, a note says why. */
  forced?: boolean;
  /** Where to go after sign-in when the URL has no `next`; without it the current page is refreshed. */
  fallbackPath?: string;
  /** Where focus goes on close when what opened the dialog is gone or was not a control. */
  returnFocus?: () => HTMLElement | null;
};

export default function LoginDialog({ open, onOpenChange, forced = false, fallbackPath, returnFocus }: LoginDialogProps) {
  const t = useTranslations("auth");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [step, setStep] = useState<"email" | "code">("email");
  const [email, setEmail] = useState("");
  const [google, setGoogle] = useState(false);
  const [timerVersion, setTimerVersion] = useState(0);
  const secondsLeft = useResendCountdown(email, timerVersion);
  const ids = useId();

  const emailForm = useForm<EmailForm, unknown, z.output<typeof requestCodeSchema>>({ resolver: zodResolver(requestCodeSchema), defaultValues: { email: "" } });
  const codeForm = useForm<CodeForm, unknown, z.output<typeof codeFormSchema>>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: "", terms_accepted: false },
  });

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    void apiFetch<{ google?: boolean }>(`${ACCESS}/methods`, { silent: true, signal: controller.signal }).then((m) => setGoogle(Boolean(m && m.google)));
    return () => controller.abort();
  }, [open]);

  const text = (message: string | undefined) => (message ? (validationKeys[message] ? t(`validation.${validationKeys[message]}`) : message) : undefined);

  /** Holds the resend timer of `address` from the answer (resend_after, or Retry-After of a 429). */
  function holdFrom(address: string, result: ApiResult<{ resend_after?: number }>) {
    if (result.ok) holdResend(address, result.data?.resend_after ?? RESEND_FALLBACK_S);
    else if (result.status === 429) holdResend(address, retryAfterSeconds(result.headers?.get("Retry-After"), RESEND_FALLBACK_S));
    setTimerVersion((v) => v + 1);
  }

  const submitEmail = emailForm.handleSubmit(async ({ email: address }) => {
    // A code sent to this address moments ago is still valid: go on to it and keep counting.
    if (resendAvailableAt(address)) {
      setEmail(address);
      setStep("code");
      return;
    }
    const result = await apiRequest<{ resend_after?: number }>(`${ACCESS}/confirmation_action`, { method: "POST", body: { email: address } });
    holdFrom(address, result);
    if (result.ok) {
      setEmail(address);
      codeForm.reset({ code: "", terms_accepted: codeForm.getValues("terms_accepted") });
      setStep("code");
    } else if (result.status === 422 || result.status === 429) {
      emailForm.setError("email", { message: issueFor(result.body, "email") ?? answerText(result.body, t("validation.invalidEmail")) });
    }
  });

  async function resend() {
    const result = await apiRequest<{ resend_after?: number }>(`${ACCESS}/confirmation_action`, { method: "POST", body: { email } });
    holdFrom(email, result);
    if (result.ok) codeForm.setValue("code", "");
  }

  const submitCode = codeForm.handleSubmit(async ({ code, terms_accepted }) => {
    const result = await apiRequest<SignInAnswer>(`${ACCESS}/token`, { method: "POST", body: { email, code, terms_accepted } });
    if (result.ok) {
      storeSignedInUser(result.data.user);
      onOpenChange(false);
      setStep("email");
      emailForm.reset({ email: "" });
      codeForm.reset({ code: "", terms_accepted: false });
      const target = nextFromUrl() ?? fallbackPath;
      if (target) router.push(target);
      else router.refresh();
      return;
    }
    if (result.status === 0) return;
    const terms = issueFor(result.body, "terms_accepted");
    if (terms) codeForm.setError("terms_accepted", { message: terms });
    else codeForm.setError("code", { message: issueFor(result.body, "code") ?? answerText(result.body, t("validation.codeFormat")) }, { shouldFocus: true });
  });

  function changeEmail() {
    setStep("email");
    emailForm.setValue("email", email);
  }

  const googleHref = () => {
    const here = new URL(window.location.href);
    here.searchParams.delete("login");
    here.searchParams.delete("next");
    const next = nextFromUrl() ?? fallbackPath ?? `${here.pathname}${here.search}`;
    return `${ACCESS}/google?next=${encodeURIComponent(next)}`;
  };

  const emailError = text(emailForm.formState.errors.email?.message);
  const codeError = text(codeForm.formState.errors.code?.message);
  const termsError = text(codeForm.formState.errors.terms_accepted?.message);
  const fieldClass = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-brand-600 aria-invalid:border-red-600";
  const linkClass = buttonClass("link");

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      description={step === "email" ? t("description") : t("codeSentTo", { email })}
      closeLabel={t("close")}
      dismissable={!forced}
      returnFocus={returnFocus}
    >
      {forced && (
        <p role="note" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t("forcedNote")}
        </p>
      )}

      {step === "email" ? (
        <form onSubmit={submitEmail} noValidate className="space-y-4">
          <div>
            <label htmlFor={`${ids}-email`} className="text-sm font-medium text-slate-900">
              {t("email")}
            </label>
            <input
              id={`${ids}-email`}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t("emailPlaceholder")}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${ids}-email-error` : undefined}
              className={fieldClass}
              {...emailForm.register("email")}
            />
            {emailError && (
              <p id={`${ids}-email-error`} role="alert" className="mt-1 text-sm text-red-700">
                {emailError}
              </p>
            )}
          </div>
          <button type="submit" className={buttonClass("primary", "w-full")} disabled={emailForm.formState.isSubmitting}>
            {t("continue")}
          </button>
          {google && (
            <>
              <p className="text-center text-sm text-slate-600">{t("or")}</p>
              <button type="button" className={buttonClass("secondary", "w-full")} onClick={() => window.location.assign(googleHref())}>
                {t("google")}
              </button>
            </>
          )}
        </form>
      ) : (
        <form onSubmit={submitCode} noValidate className="space-y-4">
          <div>
            <label htmlFor={`${ids}-code`} className="text-sm font-medium text-slate-900">
              {t("code")}
            </label>
            <input
              id={`${ids}-code`}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              autoFocus
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? `${ids}-code-error` : undefined}
              className={`${fieldClass} tracking-[0.4em]`}
              {...codeForm.register("code", {
                // People paste "123 456" or "123-456": keep the digits only.
                setValueAs: (v: string) => String(v ?? "").replace(/\D/g, "").slice(0, 6),
                onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
                  const digits = e.target.value.replace(/\D/g, "").slice(0, 6);
                  if (digits !== e.target.value) e.target.value = digits;
                },
              })}
            />
            {codeError && (
              <p id={`${ids}-code-error`} role="alert" className="mt-1 text-sm text-red-700">
                {codeError}
              </p>
            )}
          </div>
          <div>
            <div className="flex items-start gap-2">
              <input
                id={`${ids}-terms`}
                type="checkbox"
                className="mt-1 size-4"
                aria-invalid={termsError ? true : undefined}
                aria-describedby={termsError ? `${ids}-terms-error` : undefined}
                {...codeForm.register("terms_accepted")}
              />
              <label htmlFor={`${ids}-terms`} className="text-sm text-slate-800">
                {t.rich("terms", {
                  terms: (chunks) => (
                    <a href={localizedPath(locale, "/terms")} target="_blank" rel="noopener" className={linkClass}>
                      {chunks}
                    </a>
                  ),
                  privacy: (chunks) => (
                    <a href={localizedPath(locale, "/privacy-policy")} target="_blank" rel="noopener" className={linkClass}>
                      {chunks}
                    </a>
                  ),
                })}
              </label>
            </div>
            {termsError && (
              <p id={`${ids}-terms-error`} role="alert" className="mt-1 text-sm text-red-700">
                {termsError}
              </p>
            )}
          </div>
          <button type="submit" className={buttonClass("primary", "w-full")} disabled={codeForm.formState.isSubmitting}>
            {t("signIn")}
          </button>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <button type="button" className={linkClass} onClick={changeEmail}>
              {t("changeEmail")}
            </button>
            <button type="button" className={`${linkClass} disabled:text-slate-500 disabled:no-underline`} onClick={resend} disabled={secondsLeft > 0}>
              {t("resend")}
            </button>
          </div>
          {secondsLeft > 0 && <p className="text-sm text-slate-700">{t("resendIn", { time: formatCountdown(secondsLeft) })}</p>}
        </form>
      )}
    </Modal>
  );
}
