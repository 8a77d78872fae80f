"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/navigation";
import { Td, Th } from "@/components/ui/data-table";
import { StatusChip, useBuyingFormat } from "./common";
import { When } from "@/components/ui/when";
import { PagedTable, type ListPaging } from "./paged-table";
import { orderKeys } from "./queries";
import type { Order } from "./types";

/**
 * OrderList (spec sections 2 and 3, Order): the buyer's orders, newest first, with "first–last of
 * total" and rows per page (section 9). The page and size come from the URL.
 */
export function OrderList(paging: ListPaging) {
  const t = useTranslations("orders.list");
  const f = useBuyingFormat();

  return (
    <PagedTable<Order>
      {...paging}
      basePath="/orders"
      queryKey={orderKeys.list(paging.page, paging.size)}
      loadingLabel={t("loading")}
      caption={t("caption")}
      emptyText={t("empty")}
      empty={(text) => (
        <div className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          <p>{text}</p>
          {paging.page === 1 && (
            <Link href="/" className="mt-2 inline-block text-brand-700 underline underline-offset-2">
              {t("browse")}
            </Link>
          )}
        </div>
      )}
    >
      {(items) => (
        <>
          <thead>
            <tr>
              <Th>{t("number")}</Th>
              <Th>{t("name")}</Th>
              <Th>{t("created")}</Th>
              <Th>{t("paid")}</Th>
              <Th>{t("uid")}</Th>
              <Th className="text-right">{t("resources")}</Th>
              <Th className="text-right">{t("totalPaid")}</Th>
              <Th className="text-right">{t("totalVat")}</Th>
              <Th>{t("status")}</Th>
              <Th>{t("email")}</Th>
              <Th>{t("vatId")}</Th>
            </tr>
          </thead>
          <tbody>
            {items.map((order) => (
              <tr key={order.uid}>
                <Th scope="row">
                  <Link href={`/orders/${encodeURIComponent(order.uid)}`} aria-label={t("open", { number: order.number })}>
                    {order.number}
                  </Link>
                </Th>
                <Td>{order.name}</Td>
                <Td>
                  <When iso={order.created_at} />
                </Td>
                <Td>
                  <When iso={order.paid_at} />
                </Td>
                <Td className="font-mono text-xs">{order.uid}</Td>
                <Td className="text-right tabular-nums">{order.resources_count}</Td>
                <Td className="text-right tabular-nums">{order.paid_at ? f.money(order.total_cents, order.currency) : "—"}</Td>
                <Td className="text-right tabular-nums">{f.money(order.total_vat_cents, order.currency)}</Td>
                <Td>
                  <StatusChip kind="order" status={order.status} />
                </Td>
                <Td className="break-all">{order.email || "—"}</Td>
                <Td>{order.vat_id || "—"}</Td>
              </tr>
            ))}
          </tbody>
        </>
      )}
    </PagedTable>
  );
}
