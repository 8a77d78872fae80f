"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, apiRequest } from "@/components/api/client";
import { Link } from "@/components/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { Stepper } from "@/components/ui/stepper";
import { answerText } from "@/components/api/answer-errors";
import type { Profile } from "@/lib/profiles/schema";
import { BillingStep, fullName, ProfileAddress } from "./billing-step";
import { useBuyingFormat } from "./common";
import { LoadingState } from "@/components/ui/loading-state";
import { ConfigurationStep, invalidNames } from "./configuration-step";
import { forgetIdempotencyKey, idempotencyKey } from "./idempotency";
import { groupBySupplier, OrderSummary } from "./order-summary";
import { getJson } from "@/components/api/query";
import { cartKeys, orderKeys, safeRedirect, unwrapDraft, useCartItems, useCartSummary, useCartValidity, useProfiles } from "./queries";
import { leaveTo } from "./navigate";
import type { CartValidity, Draft, DraftStep, PlaceAnswer } from "./types";
import { cartLine, previewTreatment } from "./vat-preview";
import { ErrorState } from "@/components/ui/error-state";

export type PaymentProviderId = "demo" | "stripe";

/** The stepper's steps (spec section 4); the last one is the page the provider returns the buyer to. */
export const CHECKOUT_STEPS = ["configuration", "billing", "payment", "review", "finished"] as const;
const DRAFT_STEPS: readonly DraftStep[] = ["configuration", "billing", "payment", "review"];

function stepIndex(step: string | null | undefined): number {
  const i = DRAFT_STEPS.indexOf(step as DraftStep);
  return i < 0 ? 0 : i;
}

/** The key of one order placement: per draft and profile, so another body is another attempt. */
const placeScope = (draft: string, profile: string) => `place:${draft}:${profile}`;

/** The step names, in order, for the Stepper primitive. */
export function useCheckoutSteps() {
  const t = useTranslations("checkout.steps");
  return CHECKOUT_STEPS.map((id) => ({ id, label: t(id) }));
}

/**
 * orders/new (spec sections 2, 4, 5): the draft-order prompt, then configuration → billing account →
 * payment → review, with the order summary beside the steps. The draft keeps the step and the chosen
 * profile on the server (PATCH /api/orders/draft), so the order can be continued later.
 */
export function Checkout({ provider, marketplaceCountry }: { provider: PaymentProviderId; marketplaceCountry: string }) {
  const t = useTranslations("checkout");
  const tBuying = useTranslations("buying");
  const f = useBuyingFormat();
  const steps = useCheckoutSteps();
  const queryClient = useQueryClient();

  const existing = useQuery({
    queryKey: orderKeys.draft,
    queryFn: async ({ signal }) => unwrapDraft(await getJson<unknown>("/api/orders/draft", signal)),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  /** The draft being worked on, once the buyer continued it or a new one was started. */
  const [draft, setDraft] = useState<Draft | null>(null);
  const [step, setStep] = useState(0);
  const [profile, setProfile] = useState<string | null>(null);
  const [configError, setConfigError] = useState<string | null>(null);
  const [profileError, setProfileError] = useState<string | null>(null);

  const begin = (next: Draft, atStep: number, withProfile: string | null) => {
    setDraft(next);
    setStep(atStep);
    setProfile(withProfile);
  };

  const { mutate: startDraft, isPending: starting } = useMutation({
    mutationFn: async (restart: boolean) => unwrapDraft(await apiFetch<unknown>("/api/orders/draft", { method: "POST", body: restart ? { restart: true } : {} })),
    onSuccess: (created) => {
      if (created) begin(created, 0, created.profile_uid ?? null);
    },
  });

  // No draft yet: start one at once (no prompt). Once only, whatever the re-renders.
  const autoStarted = useRef(false);
  useEffect(() => {
    if (draft || autoStarted.current || !existing.isSuccess || existing.data) return;
    autoStarted.current = true;
    startDraft(false);
  }, [draft, existing.isSuccess, existing.data, startDraft]);

  const save = useMutation({
    mutationFn: (body: { step?: DraftStep; profile?: string }) => apiFetch<unknown>("/api/orders/draft", { method: "PATCH", body }),
  });

  // Focus follows a step change to the new step's heading (not on the first render).
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    if (!draft) return;
    // Leaving the review ends its visit: placing again later is a new attempt with a new key.
    if (step === 3 && next !== 3 && profile) forgetIdempotencyKey(placeScope(draft.uid, profile));
    moved.current = true;
    setStep(next);
    setConfigError(null);
    save.mutate({ step: DRAFT_STEPS[next] });
  };

  const items = useCartItems();
  const validity = useCartValidity();
  const profiles = useProfiles();
  const summary = useCartSummary(profile);
  const chosen: Profile | null = profiles.data?.find((p) => p.uid === profile) ?? null;
  const treatment = previewTreatment(chosen, marketplaceCountry);

  const choose = (uid: string) => {
    if (draft && profile && uid !== profile) forgetIdempotencyKey(placeScope(draft.uid, profile));
    setProfile(uid);
    setProfileError(null);
    save.mutate({ profile: uid });
  };

  const checkConfiguration = useMutation({
    mutationFn: () => queryClient.fetchQuery<CartValidity>({ queryKey: cartKeys.validity, queryFn: ({ signal }) => getJson<CartValidity>("/api/cart/configuration/valid", signal), staleTime: 0 }),
    onSuccess: (result) => {
      if (result.valid) return goTo(1);
      setConfigError(t("invalidOrder", { items: invalidNames(result).join(", ") }));
    },
    onError: () => setConfigError(t("checkFailed")),
  });

  const next = () => {
    if (step === 0) return checkConfiguration.mutate();
    // A profile deleted since the draft saved it counts as none.
    if (step === 1 && !chosen) return setProfileError(t("selectProfile"));
    goTo(step + 1);
  };

  /* ------------------------------------------------------------------ placing */
  const [placeError, setPlaceError] = useState<{ text: string; unavailable: boolean; orderUid?: string } | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const place = useMutation({
    mutationFn: ({ draftUid, profileUid }: { draftUid: string; profileUid: string }) =>
      apiRequest<PlaceAnswer>("/api/orders/place", {
        method: "POST",
        body: { profile: profileUid },
        headers: { "Idempotency-Key": idempotencyKey(placeScope(draftUid, profileUid)) },
      }),
    onSuccess: (result, { draftUid, profileUid }) => {
      if (result.ok) {
        forgetIdempotencyKey(placeScope(draftUid, profileUid));
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        const target = safeRedirect(result.data.payment?.redirect_url);
        if (target) {
          setRedirecting(true);
          leaveTo(target);
        }
        return;
      }
      // No answer (status 0): the order may exist; the same key asks again safely.
      if (result.status === 0) return setPlaceError({ text: t("placeNoAnswer"), unavailable: false });
      // 503: the order was placed and awaits payment; it is paid from its page.
      if (result.status === 503) forgetIdempotencyKey(placeScope(draftUid, profileUid));
      const orderUid = (result.body as { detail?: { order_uid?: unknown } } | null)?.detail?.order_uid;
      setPlaceError({
        text: answerText(result.body, t("placeFailed")),
        unavailable: result.status === 503,
        orderUid: typeof orderUid === "string" ? orderUid : undefined,
      });
    },
  });
  const placing = place.isPending || redirecting;

  /* ------------------------------------------------------------------ render */
  const promptOpen = !draft && Boolean(existing.data);
  const prompt = existing.data ? (
    <Modal
      open={promptOpen}
      onOpenChange={() => undefined}
      dismissable={false}
      title={t("draftPrompt.title")}
      description={t("draftPrompt.text", { date: f.dateTime(existing.data.created_at) })}
      closeLabel={t("close")}
      returnFocus={() => heading.current}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClass("secondary")} disabled={starting} onClick={() => startDraft(true)}>
          {t("draftPrompt.startNew")}
        </button>
        <button
          type="button"
          className={buttonClass("primary")}
          disabled={starting}
          onClick={() => existing.data && begin(existing.data, stepIndex(existing.data.step), existing.data.profile_uid ?? null)}
        >
          {t("draftPrompt.continue")}
        </button>
      </div>
    </Modal>
  ) : null;

  if (existing.isError) return <ErrorState text={t("draftFailed")} retryLabel={tBuying("retry")} onRetry={() => void existing.refetch()} />;
  if (!draft) {
    return (
      <>
        <LoadingState label={t("starting")} />
        {prompt}
      </>
    );
  }

  const cartItems = items.data ?? [];
  const groups = groupBySupplier(
    cartItems,
    (i) => i.organization.uid ?? i.organization.name,
    (i) => i.organization.name,
    (i) => cartLine(i, treatment),
  );
  const totals = summary.data ? { netCents: summary.data.total_net, vatCents: summary.data.total_vat, totalCents: summary.data.total_price, currency: summary.data.currency } : null;
  const vatNote = treatment ? t(`vatKind.${treatment.kind}`) : summary.data?.vat_estimated ? t("vatEstimated") : t("vatLatestProfile");
  const empty = items.isSuccess && cartItems.length === 0;
  const current = steps[step];

  return (
    <div className="space-y-6">
      <Stepper steps={steps} current={step} label={t("progress")} doneLabel={t("done")} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="checkout-step-title" className="rounded-lg border border-slate-200 bg-white p-5">
          <h2 id="checkout-step-title" ref={heading} tabIndex={-1} className="mb-4 text-xl font-semibold text-slate-900 focus:outline-none">
            {t("stepHeading", { n: step + 1, total: CHECKOUT_STEPS.length, name: current.label })}
          </h2>

          {step === 0 && (
            <ConfigurationStep
              items={items.data}
              validity={validity.data}
              loading={items.isPending}
              failed={items.isError}
              onRetry={() => {
                void items.refetch();
                void validity.refetch();
              }}
            />
          )}
          {step === 1 && <BillingStep selected={profile} onSelect={choose} error={profileError} />}
          {step === 2 && <PaymentMethod provider={provider} />}
          {step === 3 && (
            <div className="space-y-5">
              <ReviewBlock title={t("review.items")} onChange={() => goTo(0)} changeLabel={t("review.changeItems")}>
                <ul className="space-y-1 text-sm text-slate-800">
                  {cartItems.map((item) => (
                    <li key={item.id}>
                      {item.offer.name} × {item.count} <span className="text-slate-600">({item.organization.name})</span>
                    </li>
                  ))}
                </ul>
              </ReviewBlock>
              <ReviewBlock title={t("review.billing")} onChange={() => goTo(1)} changeLabel={t("review.changeBilling")}>
                {chosen ? (
                  <p className="text-sm">
                    <span className="block font-medium text-slate-900">{fullName(chosen)}</span>
                    <ProfileAddress profile={chosen} />
                  </p>
                ) : (
                  <p className="text-sm text-red-700">{t("selectProfile")}</p>
                )}
              </ReviewBlock>
              <ReviewBlock title={t("review.payment")} onChange={() => goTo(2)} changeLabel={t("review.changePayment")}>
                <p className="text-sm text-slate-800">{t(`payment.${provider}`)}</p>
                {provider === "demo" && <p className="mt-1 text-sm text-amber-900">{t("payment.demoNote")}</p>}
              </ReviewBlock>
              {placeError && (
                <div className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                  <p>{placeError.text}</p>
                  {placeError.unavailable && (
                    <Link href={placeError.orderUid ? `/orders/${encodeURIComponent(placeError.orderUid)}` : "/orders"} className={`${buttonClass("link")} mt-1 inline-block`}>
                      {t("review.payLater")}
                    </Link>
                  )}
                </div>
              )}
            </div>
          )}

          {configError && step === 0 && (
            <p role="alert" className="mt-4 text-sm font-medium text-red-700">
              {configError}
            </p>
          )}

          <div className="mt-6 flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-4">
            {step > 0 ? (
              <button type="button" className={buttonClass("secondary")} onClick={() => goTo(step - 1)} disabled={placing}>
                {t("back")}
              </button>
            ) : (
              <Link href="/cart" className={buttonClass("secondary")}>
                {t("backToCart")}
              </Link>
            )}
            {step < 3 ? (
              <button type="button" className={buttonClass("primary")} onClick={next} disabled={checkConfiguration.isPending || (step === 0 && (items.isPending || empty))}>
                {t("next")}
              </button>
            ) : (
              <button
                type="button"
                className={buttonClass("primary")}
                disabled={placing || !profile || empty || placeError?.unavailable === true}
                onClick={() => profile && place.mutate({ draftUid: draft.uid, profileUid: profile })}
              >
                {placing ? t("review.placing") : t("review.place")}
              </button>
            )}
          </div>
        </section>
        <OrderSummary
          groups={groups}
          totals={totals}
          paymentReference={summary.data?.payment_reference ?? null}
          note={vatNote}
          busy={summary.isFetching || items.isFetching}
        />
      </div>
      {prompt}
    </div>
  );
}

function ReviewBlock({ title, onChange, changeLabel, children }: { title: string; onChange: () => void; changeLabel: string; children: ReactNode }) {
  const t = useTranslations("checkout.review");
  return (
    <div className="rounded-md border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <button type="button" className={buttonClass("link")} onClick={onChange} aria-label={changeLabel}>
          {t("change")}
        </button>
      </div>
      <div className="mt-2">{children}</div>
    </div>
  );
}

/** Step 3: the payment method. Card through the configured provider; the demo one says so. */
function PaymentMethod({ provider }: { provider: PaymentProviderId }) {
  const t = useTranslations("checkout.payment");
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t("legend")}</legend>
        <label className="flex cursor-pointer gap-3 rounded-md border border-brand-700 bg-brand-50 p-4">
          <input type="radio" name="payment-method" value="card" checked readOnly className="mt-1 size-4 accent-brand-700" />
          <span>
            <span className="block font-semibold text-slate-900">{t("card")}</span>
            <span className="block text-sm text-slate-700">{t(provider)}</span>
          </span>
        </label>
      </fieldset>
      {provider === "demo" && (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {t("demoNote")}
        </p>
      )}
    </div>
  );
}
