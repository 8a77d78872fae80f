"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/components/api/client";
import { isNotFound } from "@/components/api/query";
import { Link } from "@/components/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";
import { StatusChip, useBuyingFormat, usePeriodLabel } from "./common";
import { LoadingState } from "@/components/ui/loading-state";
import { NotFoundState } from "@/components/ui/not-found-state";
import { Facts, Panel } from "@/components/ui/panel";
import { When } from "@/components/ui/when";
import { announceCartChanged } from "@/components/cart/events";
import { cartKeys, useOrder } from "./queries";
import { lineSupplier, supplierKey, supplierName, type OrderDetail, type OrderLine, type RepeatAnswer } from "./types";
import { usePayAgain } from "./use-pay-again";
import { ErrorState } from "@/components/ui/error-state";

/** An instance's configuration as "Label: value" pairs; known keys are named, others shown as sent. */
function ConfigurationText({ configuration }: { configuration: Record<string, string | number> }) {
  const t = useTranslations("orders.detail.config");
  const entries = Object.entries(configuration).filter(([, v]) => v !== "" && v !== null && v !== undefined);
  if (entries.length === 0) return <span className="text-slate-600">{t("none")}</span>;
  return (
    <>
      {entries.map(([key, value], i) => (
        <span key={key}>
          {i > 0 && "; "}
          {t.has(`keys.${key}`) ? t(`keys.${key}`) : key}: {key === "hours" ? t("hours", { count: Number(value) }) : String(value)}
        </span>
      ))}
    </>
  );
}

function LinesBySupplier({ order }: { order: OrderDetail }) {
  const t = useTranslations("orders.detail");
  const f = useBuyingFormat();
  const periodLabel = usePeriodLabel();
  const groups = new Map<string, { name: string; lines: OrderLine[] }>();
  for (const line of order.lines) {
    const key = supplierKey(lineSupplier(line));
    const group = groups.get(key) ?? { name: supplierName(lineSupplier(line)), lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  return (
    <div className="space-y-5">
      {[...groups.entries()].map(([key, group]) => (
        <div key={key}>
          <h3 className="mb-2 font-semibold text-slate-900">{group.name}</h3>
          <TableContainer label={t("linesOf", { supplier: group.name })}>
            <Table caption={t("linesOf", { supplier: group.name })}>
              <thead>
                <tr>
                  <Th>{t("item")}</Th>
                  <Th className="text-right">{t("quantity")}</Th>
                  <Th className="text-right">{t("net")}</Th>
                  <Th className="text-right">{t("vat")}</Th>
                  <Th className="text-right">{t("gross")}</Th>
                </tr>
              </thead>
              <tbody>
                {group.lines.map((line, i) => (
                  <tr key={line.uid ?? `${line.name}-${i}`}>
                    <Th scope="row">
                      {line.name}
                      <span className="block text-xs font-normal text-slate-600">{t("per", { period: periodLabel(line.billing_period) })}</span>
                      <ol className="mt-1 space-y-0.5 text-xs font-normal text-slate-700">
                        {line.instances.map((inst, n) => (
                          <li key={n}>
                            {t("instance", { n: inst.instance ?? n + 1 })}:{" "}
                            {inst.summary ? (
                              inst.summary.length ? inst.summary.map((s) => `${s.label}: ${s.value}`).join("; ") : t("config.none")
                            ) : (
                              <ConfigurationText configuration={inst.configuration} />
                            )}{" "}
                            ({f.money(inst.net_cents, order.currency)})
                          </li>
                        ))}
                      </ol>
                    </Th>
                    <Td className="text-right tabular-nums">{line.count}</Td>
                    <Td className="text-right tabular-nums">{f.money(line.net_cents, order.currency)}</Td>
                    <Td className="text-right tabular-nums">
                      {f.money(line.vat_cents, order.currency)}
                      <span className="block text-xs text-slate-600">{f.rate(line.vat_rate_bp)}</span>
                    </Td>
                    <Td className="text-right tabular-nums">{f.money(line.gross_cents, order.currency)}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableContainer>
        </div>
      ))}
    </div>
  );
}

/**
 * OrderDetail (spec section 2, orders/:uid): status, lines by supplier with each instance's
 * configuration, totals, payments, the invoice, the resources, "Repeat order" (section 2, order history
 * with repeat order) and "Pay now" while the order awaits payment. Unknown or another buyer's uid:
 * the API answers 404 and the page shows the not-found state.
 */
export function OrderDetailView({ uid }: { uid: string }) {
  const t = useTranslations("orders.detail");
  const tBuying = useTranslations("buying");
  const f = useBuyingFormat();
  const queryClient = useQueryClient();
  const order = useOrder(uid);
  const lastPayment = order.data?.payments.at(-1);
  const { pay, pending: paying } = usePayAgain(uid, lastPayment?.uid ?? "none");
  const repeat = useMutation({
    mutationFn: () => apiFetch<RepeatAnswer>(`/api/orders/${encodeURIComponent(uid)}/repeat`, { method: "POST" }),
    onSuccess: (answer) => {
      if (!answer) return;
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      // The header's cart badge lives outside this query client: it reads the summary again on the event.
      announceCartChanged();
    },
  });

  const pageTitle = <h1 className="sr-only">{t("pageTitle")}</h1>;
  if (order.isPending) {
    return (
      <>
        {pageTitle}
        <LoadingState label={t("loading")} />
      </>
    );
  }
  if (order.isError) {
    if (isNotFound(order.error)) return <NotFoundState level="h1" title={t("notFoundTitle")} text={t("notFoundText")} backHref="/orders" backLabel={t("backToOrders")} />;
    return (
      <>
        {pageTitle}
        <ErrorState text={tBuying("loadError")} retryLabel={tBuying("retry")} onRetry={() => void order.refetch()} />
      </>
    );
  }
  const o = order.data;
  const repeated = repeat.data || null;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold text-slate-900 sm:text-3xl">
            {t("title", { number: o.number })}
            <StatusChip kind="order" status={o.status} />
          </h1>
          {o.name && <p className="mt-1 text-slate-700">{o.name}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {o.status === "awaiting_payment" && (
            <button type="button" className={buttonClass("primary")} onClick={pay} disabled={paying}>
              {paying ? t("redirecting") : t("payNow")}
            </button>
          )}
          <button type="button" className={buttonClass("secondary")} onClick={() => repeat.mutate()} disabled={repeat.isPending}>
            {repeat.isPending ? t("repeating") : t("repeat")}
          </button>
        </div>
      </div>

      <div role="status" aria-live="polite">
        {repeated && (
          <div className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
            <p>{repeated.response_message || t("repeated", { count: repeated.added })}</p>
            {repeated.added_names && repeated.added_names.length > 0 && <p className="mt-1">{t("added", { names: repeated.added_names.join(", ") })}</p>}
            {repeated.unavailable.length > 0 && <p className="mt-1">{t("unavailable", { names: repeated.unavailable.join(", ") })}</p>}
            <Link href="/cart" className={`${buttonClass("link")} mt-2 inline-block`}>
              {t("toCart")}
            </Link>
          </div>
        )}
      </div>

      <Panel id="order-facts" title={t("facts")}>
        <Facts
          items={[
            [t("number"), o.number],
            [t("uid"), <span key="uid" className="font-mono text-xs">{o.uid}</span>],
            [t("created"), <When key="c" iso={o.created_at} withTime />],
            [t("placed"), <When key="p" iso={o.placed_at} withTime />],
            [t("paidAt"), <When key="pa" iso={o.paid_at} withTime />],
            [t("email"), o.email || "—"],
            [t("vatId"), o.vat_id || "—"],
            [t("paymentReference"), <span key="ref" className="font-mono">{o.payment_reference}</span>],
            ...(o.vat_kind ? ([[t("vatKind"), t.has(`vatKinds.${o.vat_kind}`) ? t(`vatKinds.${o.vat_kind}`) : o.vat_kind]] as [string, string][]) : []),
          ]}
        />
      </Panel>

      <Panel id="order-lines" title={t("lines")}>
        <LinesBySupplier order={o} />
        <div className="mt-4 ml-auto max-w-xs">
          <Facts
            items={[
              [tBuying("net"), f.money(o.net_cents, o.currency)],
              [tBuying("vat"), f.money(o.total_vat_cents, o.currency)],
              [tBuying("total"), <strong key="total">{f.money(o.total_cents, o.currency)}</strong>],
            ]}
          />
        </div>
      </Panel>

      <Panel id="order-payments" title={t("payments")}>
        {o.payments.length === 0 ? (
          <p className="text-sm text-slate-700">{t("noPayments")}</p>
        ) : (
          <TableContainer label={t("paymentsCaption", { number: o.number })}>
            <Table caption={t("paymentsCaption", { number: o.number })}>
              <thead>
                <tr>
                  <Th>{t("paymentDate")}</Th>
                  <Th className="text-right">{t("amount")}</Th>
                  <Th>{t("paymentStatus")}</Th>
                  <Th>{t("failureReason")}</Th>
                </tr>
              </thead>
              <tbody>
                {o.payments.map((p) => (
                  <tr key={p.uid}>
                    <Td>
                      <When iso={p.paid_at ?? p.created_at} withTime />
                    </Td>
                    <Td className="text-right tabular-nums">{p.amount_cents !== undefined ? f.money(p.amount_cents, p.currency ?? o.currency) : "—"}</Td>
                    <Td>
                      <StatusChip kind="payment" status={p.status} />
                    </Td>
                    <Td>{p.failure_reason ? (t.has(`failure.${p.failure_reason}`) ? t(`failure.${p.failure_reason}`) : p.failure_reason) : "—"}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableContainer>
        )}
      </Panel>

      <Panel id="order-invoice" title={t("invoice")}>
        {o.invoice ? (
          <Link href={`/invoices/${encodeURIComponent(o.invoice.uid)}`} className={buttonClass("link")}>
            {t("invoiceLink", { number: o.invoice.number })}
          </Link>
        ) : (
          <p className="text-sm text-slate-700">{t("noInvoice")}</p>
        )}
      </Panel>

      <Panel id="order-resources" title={t("resources")}>
        {o.resources.length === 0 ? (
          <p className="text-sm text-slate-700">{t("noResources")}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {o.resources.map((r) => (
              <li key={r.uid} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                {r.category_slug ? (
                  <Link href={`/resources/${encodeURIComponent(r.category_slug)}/${encodeURIComponent(r.product_slug)}/${encodeURIComponent(r.uid)}`} className="text-brand-700 underline">
                    {r.name}
                  </Link>
                ) : (
                  <span className="text-slate-900">{r.name}</span>
                )}
                <StatusChip kind="resource" status={r.status} />
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
