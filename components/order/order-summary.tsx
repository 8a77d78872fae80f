"use client";

import { useTranslations } from "next-intl";
import { useBuyingFormat, usePeriodLabel } from "./common";

export type SummaryLine = {
  key: string;
  name: string;
  count: number;
  period?: string;
  netCents: number;
  vatRateBp: number;
  vatCents: number;
  grossCents: number;
};

export type SummaryGroup = { key: string; supplier: string; lines: SummaryLine[] };

export type SummaryTotals = { netCents: number; vatCents: number; totalCents: number; currency: string };

/** Lines in the order the answer gave them, grouped by supplier organisation (first appearance first). */
export function groupBySupplier<T>(items: readonly T[], keyOf: (item: T) => string, nameOf: (item: T) => string, toLine: (item: T) => SummaryLine): SummaryGroup[] {
  const groups = new Map<string, SummaryGroup>();
  for (const item of items) {
    const key = keyOf(item);
    let group = groups.get(key);
    if (!group) {
      group = { key, supplier: nameOf(item), lines: [] };
      groups.set(key, group);
    }
    group.lines.push(toLine(item));
  }
  return [...groups.values()];
}

/**
 * The order summary beside the stepper (spec section 2, "a stepper with order summary"; section 3,
 * cart summary): lines by supplier with net, VAT at its rate and gross, then the totals and the
 * payment reference.
 */
export function OrderSummary({
  groups,
  totals,
  paymentReference,
  note,
  busy = false,
}: {
  groups: SummaryGroup[];
  totals: SummaryTotals | null;
  paymentReference: string | null;
  /** A remark under the totals (how the VAT was estimated). */
  note?: string | null;
  /** True while the figures are being refetched. */
  busy?: boolean;
}) {
  const t = useTranslations("buying");
  const f = useBuyingFormat();
  const periodLabel = usePeriodLabel();
  return (
    <section aria-labelledby="order-summary-title" aria-busy={busy} className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="order-summary-title" className="text-lg font-semibold text-slate-900">
        {t("summary.title")}
      </h2>
      {groups.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t("summary.empty")}</p>
      ) : (
        groups.map((group) => (
          <div key={group.key} className="mt-4">
            <h3 className="text-sm font-semibold text-slate-800">{group.supplier}</h3>
            <ul className="mt-2 space-y-3">
              {group.lines.map((line) => (
                <li key={line.key} className="border-b border-slate-100 pb-3 text-sm last:border-b-0">
                  <p className="font-medium text-slate-900">
                    {line.name} <span className="font-normal text-slate-700">× {line.count}</span>
                    {line.period && <span className="font-normal text-slate-600"> · {t("summary.per", { period: periodLabel(line.period) })}</span>}
                  </p>
                  <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 text-slate-700">
                    <dt>{t("net")}</dt>
                    <dd className="text-right tabular-nums">{f.money(line.netCents, totals?.currency ?? "EUR")}</dd>
                    <dt>{t("vatWithRate", { rate: f.rate(line.vatRateBp) })}</dt>
                    <dd className="text-right tabular-nums">{f.money(line.vatCents, totals?.currency ?? "EUR")}</dd>
                    <dt className="font-medium text-slate-900">{t("gross")}</dt>
                    <dd className="text-right font-medium text-slate-900 tabular-nums">{f.money(line.grossCents, totals?.currency ?? "EUR")}</dd>
                  </dl>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
      {totals && (
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-slate-200 pt-3 text-sm">
          <dt className="text-slate-700">{t("net")}</dt>
          <dd className="text-right tabular-nums text-slate-900">{f.money(totals.netCents, totals.currency)}</dd>
          <dt className="text-slate-700">{t("vat")}</dt>
          <dd className="text-right tabular-nums text-slate-900">{f.money(totals.vatCents, totals.currency)}</dd>
          <dt className="font-semibold text-slate-900">{t("total")}</dt>
          <dd className="text-right font-semibold tabular-nums text-slate-900" data-testid="order-total">
            {f.money(totals.totalCents, totals.currency)}
          </dd>
          {paymentReference && (
            <>
              <dt className="text-slate-700">{t("paymentReference")}</dt>
              <dd className="text-right font-mono text-slate-900">{paymentReference}</dd>
            </>
          )}
        </dl>
      )}
      {note && <p className="mt-3 text-xs text-slate-600">{note}</p>}
    </section>
  );
}
