"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/navigation";
import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";
import { tablePagerLabels, TablePagerView } from "@/components/site/table-pager-view";
import { ErrorState, LoadingState, StatusChip, useBuyingFormat, When } from "./common";
import type { ListPaging } from "./order-list";
import { getJson, invoiceKeys } from "./queries";
import { supplierName, type Invoice, type Paged } from "./types";

/** InvoicesList (spec sections 2 and 3, Invoice), paginated like every table (section 9). */
export function InvoiceList({ page, size, defaultSize, sizes }: ListPaging) {
  const t = useTranslations("invoices.list");
  const tBuying = useTranslations("buying");
  const tTables = useTranslations("tables");
  const f = useBuyingFormat();
  const list = useQuery({
    queryKey: invoiceKeys.list(page, size),
    queryFn: ({ signal }) => getJson<Paged<Invoice>>(`/api/invoices?page=${page}&size=${size}`, signal),
    placeholderData: (previous) => previous,
  });

  if (list.isPending) return <LoadingState label={t("loading")} />;
  if (list.isError) return <ErrorState text={tBuying("loadError")} onRetry={() => void list.refetch()} />;
  const { items, total } = list.data;

  return (
    <>
      {items.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">{page > 1 ? tBuying("noData") : t("empty")}</p>
      ) : (
        <TableContainer label={t("caption")}>
          <Table caption={t("caption")}>
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
          </Table>
        </TableContainer>
      )}
      <TablePagerView basePath="/invoices" page={page} size={size} total={total} sizes={sizes} defaultSize={defaultSize} labels={tablePagerLabels(tTables)} />
    </>
  );
}
