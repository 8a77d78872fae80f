"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/navigation";
import { LoadingState } from "@/components/ui/loading-state";
import { When } from "@/components/ui/when";
import { supportKeys } from "@/components/resources/support-threads";
import { fieldClass, labelClass } from "@/components/settings/section-card";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";
import { StatePager } from "@/components/ui/state-pager";
import { SUPPORT_STATUSES, type SupportSide, type SupportStatus } from "@/lib/resources/support-rules";
import { getJson } from "@/components/api/query";
import { SectionGate } from "../section-gate";
import { deliveryPaths } from "./paths";
import { ErrorState } from "@/components/ui/error-state";

type SupportItem = { uid: string; subject: string; status: SupportStatus; created_at: string; updated_at: string; messages: number; last_side: SupportSide; resource: { uid: string; name: string; category_slug: string; product_slug: string } };
type SupportPage = { items: SupportItem[]; total: number; page: number; size: number; pages: number };

const TONES: Record<SupportStatus, BadgeTone> = { open: "warning", answered: "info", closed: "neutral" };
const PAGE_SIZE = 25;

/** /supplier/support: the organisation's support requests, waiting ones first; each leads to its resource's thread. */
export function SupportRequestsView() {
  const t = useTranslations("supplier.support");
  const ts = useTranslations("support");
  const [status, setStatus] = useState<"" | SupportStatus>("");
  const [page, setPage] = useState(1);
  const q = new URLSearchParams({ page: String(page), size: String(PAGE_SIZE) });
  if (status) q.set("status", status);
  const list = useQuery({
    queryKey: [...supportKeys.all, "organization", status, page],
    queryFn: ({ signal }) => getJson<SupportPage>(`/api/supplier/support?${q.toString()}`, signal),
    placeholderData: (previous) => previous,
  });
  let body: React.ReactNode;
  if (list.isPending) body = <LoadingState label={t("loading")} />;
  else if (list.isError)
    body = (
      <ErrorState text={ts("loadError")} onRetry={() => void list.refetch()} retryLabel={ts("retry")} />
    );
  else if (!list.data.items.length) body = <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-800">{t("empty")}</p>;
  else
    body = (
      <TableContainer label={t("tableLabel")}>
        <Table caption={t("tableLabel")}>
          <thead>
            <tr>
              <Th>{t("columns.subject")}</Th>
              <Th>{t("columns.resource")}</Th>
              <Th>{t("columns.status")}</Th>
              <Th>{t("columns.messages")}</Th>
              <Th>{t("columns.updated")}</Th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((r) => (
              <tr key={r.uid}>
                <Td>
                  <Link href={`${deliveryPaths.resource(r.resource.category_slug, r.resource.product_slug, r.resource.uid)}#support`} className="font-medium break-words text-brand-700 underline">
                    {r.subject}
                  </Link>
                </Td>
                <Td>
                  {r.resource.name}
                  <div className="text-xs text-slate-600">
                    {r.resource.category_slug} / {r.resource.product_slug}
                  </div>
                </Td>
                <Td>
                  <Badge tone={TONES[r.status]}>{ts(`statuses.${r.status}`)}</Badge>
                </Td>
                <Td>{r.messages}</Td>
                <Td>
                  <When iso={r.updated_at} withTime />
                  <div className="text-xs text-slate-600">{ts(`sides.${r.last_side}`)}</div>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableContainer>
    );
  return (
    <SectionGate section="support" title={t("title")}>
      <p className="mb-4 text-slate-700">{t("intro")}</p>
      <div className="mb-3">
        <label htmlFor="support-status" className={labelClass}>
          {t("statusFilter")}
        </label>
        <select
          id="support-status"
          className={fieldClass}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as "" | SupportStatus);
            setPage(1);
          }}
        >
          <option value="">{t("all")}</option>
          {SUPPORT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ts(`statuses.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {body}
      {list.data && <StatePager className="mt-3" page={page} pages={list.data.pages} onPage={setPage} labels={{ nav: t("pagination"), previous: t("previous"), next: t("next"), pageOf: t("pageOf", { page, pages: list.data.pages }) }} />}
    </SectionGate>
  );
}
