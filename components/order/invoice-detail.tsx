"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiRequest } from "@/components/api/client";
import { getJson, isNotFound } from "@/components/api/query";
import { Link } from "@/components/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";
import { notifyFailure } from "@/components/ui/notify";
import { StatusChip, useBuyingFormat, usePeriodLabel } from "./common";
import { LoadingState } from "@/components/ui/loading-state";
import { NotFoundState } from "@/components/ui/not-found-state";
import { Facts, Panel } from "@/components/ui/panel";
import { When } from "@/components/ui/when";
import { invoiceKeys } from "./queries";
import { supplierName, type InvoiceDetail, type InvoiceParty } from "./types";
import { ErrorState } from "@/components/ui/error-state";

/**
 * GET /api/invoices/{uid}/pdf through the call helper (which renews an expired session once) as a
 * blob, saved under the invoice number. Returns false on any failure; the caller shows the toast.
 */
export async function downloadInvoicePdf(uid: string, fileName: string): Promise<boolean> {
  const result = await apiRequest<Blob>(`/api/invoices/${encodeURIComponent(uid)}/pdf`, { file: { accept: "application/pdf" }, silent: true });
  if (!result.ok || !(result.data instanceof Blob) || result.data.size === 0) return false;
  try {
    const url = URL.createObjectURL(result.data);
    const link = document.createElement("a");
    link.href = url;
    link.download = `${fileName.replace(/[^\w.-]+/g, "_")}.pdf`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    // Revoked on the next turn: the click has started the download by then.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
    return true;
  } catch {
    return false;
  }
}

function PartyBlock({ id, title, party }: { id: string; title: string; party: InvoiceParty | null | undefined }) {
  const t = useTranslations("invoices.detail");
  return (
    <Panel id={id} title={title}>
      {party ? (
        <address className="text-sm text-slate-800 not-italic">
          <span className="block font-medium text-slate-900">{party.name}</span>
          {party.addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          {party.vatId && <span className="block">{t("vatId", { id: party.vatId })}</span>}
          {party.companyNumber && <span className="block">{t("companyNumber", { number: party.companyNumber })}</span>}
          {party.email && <span className="block">{party.email}</span>}
        </address>
      ) : (
        <p className="text-sm text-slate-700">—</p>
      )}
    </Panel>
  );
}

/** InvoiceDetail (spec section 2, invoices/:uid): lines, seller, buyer, the VAT note and the PDF. */
export function InvoiceDetailView({ uid }: { uid: string }) {
  const t = useTranslations("invoices.detail");
  const tBuying = useTranslations("buying");
  const f = useBuyingFormat();
  const periodLabel = usePeriodLabel();
  const [downloading, setDownloading] = useState(false);
  const invoice = useQuery({
    queryKey: invoiceKeys.detail(uid),
    queryFn: ({ signal }) => getJson<InvoiceDetail>(`/api/invoices/${encodeURIComponent(uid)}`, signal),
  });

  const pageTitle = <h1 className="sr-only">{t("pageTitle")}</h1>;
  if (invoice.isPending) {
    return (
      <>
        {pageTitle}
        <LoadingState label={t("loading")} />
      </>
    );
  }
  if (invoice.isError) {
    if (isNotFound(invoice.error)) return <NotFoundState level="h1" title={t("notFoundTitle")} text={t("notFoundText")} backHref="/invoices" backLabel={t("backToInvoices")} />;
    return (
      <>
        {pageTitle}
        <ErrorState text={tBuying("loadError")} retryLabel={tBuying("retry")} onRetry={() => void invoice.refetch()} />
      </>
    );
  }
  const inv = invoice.data;

  const download = async () => {
    setDownloading(true);
    const ok = await downloadInvoicePdf(inv.uid, inv.number);
    setDownloading(false);
    // Spec section 8.
    if (!ok) void notifyFailure(undefined, t("pdfError"));
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold text-slate-900 sm:text-3xl">
            {t("title", { number: inv.number })}
            <StatusChip kind="invoice" status={inv.status} />
          </h1>
          {inv.name && <p className="mt-1 text-slate-700">{inv.name}</p>}
        </div>
        <button type="button" className={buttonClass("primary")} onClick={() => void download()} disabled={downloading} aria-busy={downloading}>
          {downloading ? t("downloading") : t("download")}
        </button>
      </div>

      <Panel id="invoice-facts" title={t("facts")}>
        <Facts
          items={[
            [t("created"), <When key="c" iso={inv.created_at} />],
            [t("dueAt"), <When key="d" iso={inv.due_at} />],
            [t("paidAt"), <When key="p" iso={inv.paid_at} />],
            [t("period"), f.period(inv.period_start, inv.period_end)],
            [t("amount"), f.money(inv.amount_cents, inv.currency)],
            [t("paidAmount"), f.money(inv.paid_cents, inv.currency)],
            [t("supplier"), supplierName(inv.supplier) || "—"],
            [
              t("order"),
              <Link key="o" href={`/orders/${encodeURIComponent(inv.order_uid)}`} className={buttonClass("link")}>
                {t("viewOrder")}
              </Link>,
            ],
          ]}
        />
      </Panel>

      <div className="grid gap-6 md:grid-cols-2">
        <PartyBlock id="invoice-seller" title={t("seller")} party={inv.seller} />
        <PartyBlock id="invoice-buyer" title={t("buyer")} party={inv.buyer} />
      </div>

      <Panel id="invoice-lines" title={t("lines")}>
        <TableContainer label={t("linesCaption", { number: inv.number })}>
          <Table caption={t("linesCaption", { number: inv.number })}>
            <thead>
              <tr>
                <Th>{t("description")}</Th>
                <Th>{t("supplier")}</Th>
                <Th>{t("periodLabel")}</Th>
                <Th className="text-right">{t("quantity")}</Th>
                <Th className="text-right">{t("unitPrice")}</Th>
                <Th className="text-right">{tBuying("net")}</Th>
                <Th className="text-right">{t("vatRate")}</Th>
                <Th className="text-right">{tBuying("vat")}</Th>
                <Th className="text-right">{tBuying("gross")}</Th>
              </tr>
            </thead>
            <tbody>
              {inv.lines.map((line, i) => (
                <tr key={line.uid ?? `${line.name}-${i}`}>
                  <Th scope="row">{line.name}</Th>
                  <Td>{supplierName(line.supplier) || "—"}</Td>
                  <Td>{line.billing_period ? periodLabel(line.billing_period) : "—"}</Td>
                  <Td className="text-right tabular-nums">{line.count}</Td>
                  <Td className="text-right tabular-nums">{line.unit_price_cents !== undefined ? f.money(line.unit_price_cents, inv.currency) : "—"}</Td>
                  <Td className="text-right tabular-nums">{f.money(line.net_cents, inv.currency)}</Td>
                  <Td className="text-right tabular-nums">{f.rate(line.vat_rate_bp)}</Td>
                  <Td className="text-right tabular-nums">{f.money(line.vat_cents, inv.currency)}</Td>
                  <Td className="text-right tabular-nums">{f.money(line.gross_cents, inv.currency)}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableContainer>
        <div className="mt-4 ml-auto max-w-xs">
          <Facts
            items={[
              [tBuying("net"), f.money(inv.net_cents ?? inv.lines.reduce((sum, l) => sum + l.net_cents, 0), inv.currency)],
              [tBuying("vat"), f.money(inv.vat_cents, inv.currency)],
              [tBuying("total"), <strong key="t">{f.money(inv.amount_cents, inv.currency)}</strong>],
            ]}
          />
        </div>
        {inv.note && (
          <p role="note" className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
            {inv.note}
          </p>
        )}
      </Panel>
    </div>
  );
}
