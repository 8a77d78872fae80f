"use client";

import { useId } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Link, useRouter } from "@/components/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import { formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { formatVatRate } from "./cart-item";
import type { CartSummary, CartValidity } from "./types";

/** Where "Checkout" leads: the order stepper (spec section 2, orders/new). */
export const CHECKOUT_PATH = "/orders/new";

/**
 * The cart's totals (spec section 3, cart summary): offers and instances, total net, VAT with where
 * its rate comes from, the total in a live region (a screen reader hears it change after each
 * change of the cart), the payment reference, and "Checkout", disabled with its reason while an
 * offer changed (`blocked`) or an instance is not configured (GET /api/cart/configuration/valid).
 */
export function CartSummaryBox({ summary, validity, vatRateBp }: { summary: CartSummary | undefined; validity: CartValidity | undefined; vatRateBp: number | null }) {
  const t = useTranslations("cart");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const headingId = useId();
  const reasonId = useId();
  const money = (cents: number | undefined) => (summary && cents !== undefined ? formatMoney(cents, summary.currency, locale) : "—");

  const invalidNames = validity?.items.map((i) => i.name).filter(Boolean) ?? [];
  const reason = !summary || !validity
    ? null
    : summary.blocked
      ? t("summary.blockedReason")
      : !validity.valid || summary.invalid
        ? invalidNames.length
          ? t("summary.invalidReason", { items: invalidNames.join(", ") })
          : t("summary.invalidGeneric")
        : null;
  const ready = !!summary && !!validity && reason === null && summary.items_count > 0;

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-5 lg:sticky lg:top-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t("summary.title")}
      </h2>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-700">{t("summary.offers")}</dt>
        <dd className="text-right text-slate-900">{summary ? t("summary.offersValue", { items: summary.items_count, count: summary.total_count }) : "—"}</dd>
        <dt className="text-slate-700">{t("summary.net")}</dt>
        <dd className="text-right text-slate-900">{money(summary?.total_net)}</dd>
        <dt className="text-slate-700">{vatRateBp === null ? t("summary.vat") : t("summary.vatWithRate", { rate: formatVatRate(vatRateBp, locale) })}</dt>
        <dd className="text-right text-slate-900">{money(summary?.total_vat)}</dd>
        <dt className="text-slate-700">{t("summary.reference")}</dt>
        <dd className="text-right font-mono break-all text-slate-900">{summary?.payment_reference || "—"}</dd>
      </dl>
      {/* A live region that exists before its text changes, so the new total is announced. */}
      <p role="status" aria-atomic="true" className="mt-3 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3 text-base font-semibold text-slate-900">
        <span>{t("summary.total")}</span> <span data-testid="cart-total">{money(summary?.total_price)}</span>
      </p>
      {summary && (summary.vat_rate_source || summary.vat_estimated) && (
        <div className="mt-2 space-y-1 text-xs text-slate-700">
          {summary.vat_estimated && (
            <p>
              {t.rich("summary.vatEstimated", {
                profile: (chunks) => (
                  <Link href="/settings/profile" className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          )}
          {summary.vat_rate_source && <p>{t("summary.vatSource", { source: summary.vat_rate_source })}</p>}
        </div>
      )}
      <button
        type="button"
        className={buttonClass("primary", "mt-4 w-full disabled:cursor-not-allowed disabled:opacity-60")}
        disabled={!ready}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => router.push(CHECKOUT_PATH)}
      >
        {t("summary.checkout")}
      </button>
      {reason && (
        <p id={reasonId} className="mt-2 text-sm text-red-700">
          {reason}
        </p>
      )}
    </section>
  );
}
