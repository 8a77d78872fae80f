"use client";

import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiRequest } from "@/components/api/client";
import { isNotFound } from "@/components/api/query";
import { Link } from "@/components/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import { Stepper } from "@/components/ui/stepper";
import { LoadingState } from "@/components/ui/loading-state";
import { NotFoundState } from "@/components/ui/not-found-state";
import { CHECKOUT_STEPS, useCheckoutSteps } from "./checkout";
import { groupBySupplier, OrderSummary } from "./order-summary";
import { orderKeys, useOrder } from "./queries";
import { lineSupplier, supplierKey, supplierName, type OrderDetail, type PaymentCheck } from "./types";
import { usePayAgain } from "./use-pay-again";
import { ErrorState } from "@/components/ui/error-state";

/** How often the return page asks the provider, through the API, what became of the payment. */
export const PAYMENT_POLL_MS = 1500;

type CheckState =
  | { kind: "checked"; data: PaymentCheck }
  | { kind: "unavailable" }
  | { kind: "not_found" };

const FAILED_PAYMENTS = new Set(["failed", "expired", "cancelled"]);

/** True when polling can stop: paid, a failed payment, an order that can no longer be paid, or no provider. */
export function isFinalCheck(state: CheckState | undefined): boolean {
  if (!state) return false;
  if (state.kind !== "checked") return true;
  const { status, payment } = state.data;
  return status === "paid" || status === "cancelled" || status === "refunded" || FAILED_PAYMENTS.has(payment?.status ?? "");
}

async function checkPayment(uid: string): Promise<CheckState> {
  const result = await apiRequest<PaymentCheck>(`/api/orders/${encodeURIComponent(uid)}/payment/check`, { method: "POST", silent: true });
  if (result.ok) return result.data.unavailable ? { kind: "unavailable" } : { kind: "checked", data: result.data };
  if (result.status === 503) return { kind: "unavailable" };
  if (result.status === 404) return { kind: "not_found" };
  // No answer or a passing failure: the next poll asks again.
  throw new Error(`payment check answered ${result.status}`);
}

export function orderSummaryProps(order: OrderDetail) {
  return {
    groups: groupBySupplier(
      order.lines,
      (l) => supplierKey(lineSupplier(l)),
      (l) => supplierName(lineSupplier(l)),
      (l) => ({
        key: l.uid ?? `${l.name}-${supplierKey(lineSupplier(l))}`,
        name: l.name,
        count: l.count,
        period: l.billing_period,
        netCents: l.net_cents,
        vatRateBp: l.vat_rate_bp,
        vatCents: l.vat_cents,
        grossCents: l.gross_cents,
      }),
    ),
    totals: { netCents: order.net_cents, vatCents: order.total_vat_cents, totalCents: order.total_cents, currency: order.currency },
    paymentReference: order.payment_reference,
  };
}

/**
 * Step 5 (`/orders/new?step=finished&order=<uid>`), where the payment provider returns the buyer:
 * asks POST /api/orders/{uid}/payment/check every 1.5 s until the order is paid or the payment failed
 * (spec section 4, "after payment the status is checked with the payment provider"; section 8 texts).
 */
export function FinishedStep({ uid }: { uid: string }) {
  const t = useTranslations("checkout");
  const tBuying = useTranslations("buying");
  const steps = useCheckoutSteps();
  const queryClient = useQueryClient();
  const order = useOrder(uid);
  const check = useQuery({
    queryKey: orderKeys.check(uid),
    queryFn: () => checkPayment(uid),
    refetchInterval: (query) => (isFinalCheck(query.state.data) ? false : PAYMENT_POLL_MS),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: false,
    staleTime: 0,
    gcTime: 0,
  });
  const state = check.data;
  const paid = state?.kind === "checked" && state.data.status === "paid";
  const failedPayment = state?.kind === "checked" && FAILED_PAYMENTS.has(state.data.payment?.status ?? "") && !paid ? state.data.payment : null;
  const { pay, pending: paying } = usePayAgain(uid, failedPayment?.uid ?? "none");

  // Paid: the order now has its number's invoice and resources.
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: orderKeys.detail(uid) });
  }, [paid, queryClient, uid]);

  if ((order.isError && isNotFound(order.error)) || state?.kind === "not_found") {
    return <NotFoundState title={t("finished.notFoundTitle")} text={t("finished.notFoundText")} backHref="/orders" backLabel={t("finished.toOrders")} />;
  }

  const detail = order.data;
  let panel;
  if (paid) {
    panel = (
      <div role="status" className="rounded-md border border-green-300 bg-green-50 p-4 text-green-950">
        <p className="text-lg font-semibold">{t("finished.paid", { number: detail?.number ?? (state?.kind === "checked" ? (state.data.number ?? "") : "") })}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          <Link href={`/orders/${encodeURIComponent(uid)}`} className={buttonClass("primary")}>
            {t("finished.viewOrder")}
          </Link>
          {detail?.invoice ? (
            <Link href={`/invoices/${encodeURIComponent(detail.invoice.uid)}`} className={buttonClass("secondary")}>
              {t("finished.viewInvoice")}
            </Link>
          ) : (
            <Link href="/invoices" className={buttonClass("secondary")}>
              {t("finished.viewInvoices")}
            </Link>
          )}
        </div>
      </div>
    );
  } else if (state?.kind === "unavailable") {
    panel = (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="font-medium">{t("finished.unavailable")}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          <button type="button" className={buttonClass("secondary")} onClick={() => void check.refetch()} disabled={check.isFetching}>
            {t("finished.checkAgain")}
          </button>
          <Link href={`/orders/${encodeURIComponent(uid)}`} className={buttonClass("link")}>
            {t("finished.viewOrder")}
          </Link>
        </div>
      </div>
    );
  } else if (state?.kind === "checked" && (failedPayment || state.data.status === "cancelled" || state.data.status === "refunded")) {
    const reason = failedPayment?.failure_reason;
    const text =
      failedPayment?.status === "expired"
        ? t("finished.expired")
        : reason === "issuer_unreachable"
          ? t("finished.issuerUnreachable")
          : reason === "declined"
            ? t("finished.declined")
            : state.data.status === "cancelled"
              ? t("finished.cancelled")
              : t("finished.failed");
    const canRetry = Boolean(failedPayment) && state.data.status === "awaiting_payment";
    panel = (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="font-medium">{text}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          {canRetry && (
            <button type="button" className={buttonClass("primary")} onClick={pay} disabled={paying}>
              {paying ? t("finished.redirecting") : t("finished.tryAgain")}
            </button>
          )}
          <Link href={`/orders/${encodeURIComponent(uid)}`} className={buttonClass("secondary")}>
            {t("finished.viewOrder")}
          </Link>
        </div>
      </div>
    );
  } else {
    panel = (
      <div className="space-y-3">
        <p role="status" className="flex items-center gap-2 text-slate-800">
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" />
          {t("finished.checking")}
        </p>
        <p className="text-sm text-slate-700">
          {t("finished.checkingHint")}{" "}
          <Link href={`/orders/${encodeURIComponent(uid)}`} className={buttonClass("link")}>
            {t("finished.viewOrder")}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <Stepper steps={steps} current={CHECKOUT_STEPS.length - 1} label={t("progress")} doneLabel={t("done")} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="checkout-step-title" className="rounded-lg border border-slate-200 bg-white p-5">
          <h2 id="checkout-step-title" className="mb-4 text-xl font-semibold text-slate-900">
            {t("stepHeading", { n: CHECKOUT_STEPS.length, total: CHECKOUT_STEPS.length, name: steps[steps.length - 1].label })}
          </h2>
          {panel}
        </section>
        {detail ? (
          <OrderSummary {...orderSummaryProps(detail)} />
        ) : order.isError ? (
          <ErrorState text={t("finished.orderFailed")} retryLabel={tBuying("retry")} onRetry={() => void order.refetch()} />
        ) : (
          <LoadingState label={t("finished.loadingOrder")} />
        )}
      </div>
    </div>
  );
}
