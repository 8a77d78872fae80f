"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiRequest } from "@/components/api/client";
import { getJson, isNotFound } from "@/components/api/query";
import { TextField } from "@/components/settings/text-field";
import { buttonClass } from "@/components/ui/button";
import { useBuyingFormat } from "./common";
import { LoadingState } from "@/components/ui/loading-state";
import { Facts } from "@/components/ui/panel";
import { When } from "@/components/ui/when";
import { demoCardSchema, type DemoCard, type DemoCardInput } from "./demo-card-schema";
import { safeRedirect } from "./queries";
import { leaveTo } from "./navigate";
import type { DemoOutcome, DemoSession } from "./types";
import { ErrorState } from "@/components/ui/error-state";

const EMPTY: DemoCardInput = { card_number: "", expiry: "", cvc: "", name: "" };

/**
 * The demo payment provider's hosted page (CONVENTIONS 21: a real part with a banner). The session id
 * in the address is the capability: no sign-in. Test cards decide the outcome; a paid session sends
 * the buyer back to the shop, a declined card or an unreachable issuer stays here to try again.
 */
export function DemoPayment({ session }: { session: string }) {
  const t = useTranslations("demoPay");
  const tBuying = useTranslations("buying");
  const f = useBuyingFormat();
  const path = `/api/payments/demo/${encodeURIComponent(session)}`;
  const data = useQuery({ queryKey: ["payments", "demo", session], queryFn: ({ signal }) => getJson<DemoSession>(path, signal), refetchOnWindowFocus: false });
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<DemoCardInput, unknown, DemoCard>({ resolver: zodResolver(demoCardSchema), defaultValues: EMPTY, mode: "onTouched" });
  const errorOf = (message: string | undefined) => (message ? (t.has(`errors.${message}`) ? t(`errors.${message}`) : message) : null);

  const pay = useMutation({
    mutationFn: (card: DemoCard) => apiRequest<DemoOutcome>(path, { method: "POST", body: card }),
    onSuccess: (result) => {
      // The outcome normally comes with a 200; a refusal status carrying it is read the same way.
      const answer = (result.ok ? result.data : result.body) as Partial<DemoOutcome> | null;
      const outcome = answer?.outcome;
      // 409: the session closed meanwhile (paid in another tab, expired): show it as it is now.
      if (!result.ok && result.status === 409) void data.refetch();
      if (!outcome) return;
      const redirect_url = answer.redirect_url;
      if (outcome === "paid") {
        const target = safeRedirect(redirect_url);
        if (target) {
          setLeaving(true);
          leaveTo(target);
        }
        return;
      }
      setFailure(outcome === "issuer_unreachable" ? t("issuerUnreachable") : t("declined"));
    },
  });

  const banner = (
    <p role="note" className="rounded-lg border-2 border-amber-400 bg-amber-50 p-4 text-sm text-amber-950">
      <strong className="block text-base">{t("bannerTitle")}</strong>
      {t("banner")}
    </p>
  );

  if (data.isPending) return <LoadingState label={t("loading")} />;
  if (data.isError) {
    if (isNotFound(data.error)) {
      return (
        <div className="space-y-4">
          {banner}
          <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-800">{t("notFound")}</p>
        </div>
      );
    }
    return <ErrorState text={tBuying("loadError")} retryLabel={tBuying("retry")} onRetry={() => void data.refetch()} />;
  }

  const s = data.data;
  const cancelUrl = safeRedirect(s.cancel_url);
  const open = s.status === "open";
  const amount = f.money(s.amount_cents, s.currency);
  const errors = form.formState.errors;

  return (
    <div className="space-y-6">
      {banner}
      <section aria-labelledby="demo-pay-order" className="rounded-lg border border-slate-200 bg-white p-5">
        <h2 id="demo-pay-order" className="text-lg font-semibold text-slate-900">
          {t("orderTitle")}
        </h2>
        <div className="mt-3">
          <Facts
            items={[
              [t("item"), s.description],
              [t("amount"), <strong key="a">{amount}</strong>],
              [t("expires"), <When key="e" iso={s.expires_at} withTime />],
            ]}
          />
        </div>
      </section>

      <section aria-labelledby="demo-pay-card" className="rounded-lg border border-slate-200 bg-white p-5">
        <h2 id="demo-pay-card" className="text-lg font-semibold text-slate-900">
          {t("cardTitle")}
        </h2>
        {!open ? (
          <p className="mt-3 text-slate-800">{s.status === "complete" ? t("complete") : t("expired")}</p>
        ) : (
          <form
            className="mt-4 space-y-4"
            noValidate
            onSubmit={form.handleSubmit((card) => {
              setFailure(null);
              pay.mutate(card);
            })}
          >
            <TextField
              label={t("cardNumber")}
              registration={form.register("card_number")}
              error={errorOf(errors.card_number?.message)}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="4242 4242 4242 4242"
              maxLength={23}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t("expiry")}
                registration={form.register("expiry")}
                error={errorOf(errors.expiry?.message)}
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder={t("expiryPlaceholder")}
                maxLength={7}
              />
              <TextField label={t("cvc")} registration={form.register("cvc")} error={errorOf(errors.cvc?.message)} inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
            </div>
            <TextField label={t("name")} registration={form.register("name")} error={errorOf(errors.name?.message)} autoComplete="cc-name" maxLength={100} />
            {failure && (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
                {failure}
              </p>
            )}
            <button type="submit" className={buttonClass("primary", "w-full sm:w-auto")} disabled={pay.isPending || leaving}>
              {pay.isPending || leaving ? t("paying") : t("pay", { amount })}
            </button>
          </form>
        )}
        {cancelUrl && (
          <a href={cancelUrl} className={`${buttonClass("link")} mt-4 inline-block`}>
            {t("cancel")}
          </a>
        )}
      </section>
    </div>
  );
}
