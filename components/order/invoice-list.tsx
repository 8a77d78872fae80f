"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/navigation";
import { Td, Th } from "@/components/ui/data-table";
import { StatusChip, useBuyingFormat } from "./common";
import { When } from "@/components/ui/when";
import { PagedTable, type ListPaging } from "./paged-table";
import { invoiceKeys } from "./queries";
import { supplierName, type Invoice } from "./types";

/** InvoicesList (spec sections 2 and 3, Invoice), paginated like every table (section 9). */
export function InvoiceList(paging: ListPaging) {
  const t = useTranslations("invoices.list");
  const f = useBuyingFormat();

  return (
    <PagedTable<Invoice>
      {...paging}
      basePath="/invoices"
      queryKey={invoiceKeys.list(paging.page, paging.size)}
      loadingLabel={t("loading")}
      caption={t("caption")}
      emptyText={t("empty")}
      empty={(text) => <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">{text}</p>}
    >
      {(items) => (
        <>
          <thead>
            <tr>
              <Th>{t("number")}</Th>
              <Th>{t("paidAt")}</Th>
              <Th>{t("dueAt")}</Th>
              <Th>{t("created")}</Th>
              <Th>{t("status")}</Th>
              <Th className="text-right">{t("amount")}</Th>
              <Th className="text-right">{t("paidAmount")}</Th>
              <Th>{t("period")}</Th>
              <Th>{t("supplier")}</Th>
              <Th>{t("name")}</Th>
            </tr>
          </thead>
          <tbody>
            {items.map((invoice) => (
              <tr key={invoice.uid}>
                <Th scope="row">
                  <Link href={`/invoices/${encodeURIComponent(invoice.uid)}`} className="whitespace-nowrap">
                    {invoice.number}
                  </Link>
                </Th>
                <Td>
                  <When iso={invoice.paid_at} />
                </Td>
                <Td>
                  <When iso={invoice.due_at} />
                </Td>
                <Td>
                  <When iso={invoice.created_at} />
                </Td>
                <Td>
                  <StatusChip kind="invoice" status={invoice.status} />
                </Td>
                <Td className="text-right tabular-nums">{f.money(invoice.amount_cents, invoice.currency)}</Td>
                <Td className="text-right tabular-nums">{f.money(invoice.paid_cents, invoice.currency)}</Td>
                <Td className="whitespace-nowrap">{f.period(invoice.period_start, invoice.period_end)}</Td>
                <Td>{supplierName(invoice.supplier) || "—"}</Td>
                <Td>{invoice.name}</Td>
              </tr>
            ))}
          </tbody>
        </>
      )}
    </PagedTable>
  );
}
