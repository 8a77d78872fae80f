"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { apiRequest } from "@/components/api/client";
import { Link } from "@/components/i18n/navigation";
import { When } from "@/components/ui/when";
import { LoadingState } from "@/components/ui/loading-state";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";
import { StaffErrorState, StaffOnlyState } from "./common";
import { IP_BLOCK_FILTERS, ipBlockKeys, IP_BLOCK_LIST_SIZE, type IpBlockFilter } from "./keys";
import { getJson } from "@/components/api/query";
import { isStaffOnly } from "./queries";
import { IP_BLOCKS_PATH, QUEUE_PATH } from "./paths";
import type { staffIpBlockDto } from "@/lib/supplier-offers/api-views";

export { IP_BLOCK_FILTERS, type IpBlockFilter } from "./keys";

/** A block as GET /api/staff/ip-blocks answers it. */
type StaffIpBlock = z.infer<typeof staffIpBlockDto>;

const tone = { pending: "warning", verified: "success", rejected: "danger" } as const;

/**
 * The IP blocks staff verify (GET /api/staff/ip-blocks), pending first: each with its offer,
 * organisation and the other blocks it overlaps, which only staff see (a supplier's answer never
 * says whether its range overlaps another organisation's). Verify makes the block reserve its range;
 * the server refuses it (409, shown as a toast) over another verified block.
 */
export function IpBlockReview({ status }: { status: IpBlockFilter }) {
  const t = useTranslations("staff.ipBlocks");
  const client = useQueryClient();
  const list = useQuery({
    queryKey: ipBlockKeys.list(status),
    queryFn: ({ signal }) => getJson<{ items: StaffIpBlock[]; total: number }>(`/api/staff/ip-blocks?status=${status}&size=${IP_BLOCK_LIST_SIZE}`, signal),
  });
  const decide = useMutation({
    mutationFn: async ({ uid, action }: { uid: string; action: "verify" | "reject" }) => {
      const result = await apiRequest(`/api/staff/ip-blocks/${encodeURIComponent(uid)}/decision`, { method: "POST", body: { action, comment: "" } });
      if (!result.ok) throw new Error("decision failed");
    },
    onSettled: () => void client.invalidateQueries({ queryKey: ipBlockKeys.all }),
  });

  if (list.isError && isStaffOnly(list.error)) return <StaffOnlyState />;
  return (
    <>
      <nav aria-label={t("filter")} className="mb-4 flex flex-wrap gap-2 text-sm">
        {IP_BLOCK_FILTERS.map((f) =>
          f === status ? (
            <span key={f} aria-current="page" className="rounded bg-brand-600 px-2 py-1 font-semibold text-white">
              {t(`filters.${f}`)}
            </span>
          ) : (
            <Link key={f} href={f === "pending" ? IP_BLOCKS_PATH : `${IP_BLOCKS_PATH}?status=${f}`} className="rounded px-2 py-1 text-brand-700 underline-offset-2 hover:underline">
              {t(`filters.${f}`)}
            </Link>
          ),
        )}
      </nav>
      {list.isPending ? (
        <LoadingState label={t("loading")} />
      ) : list.isError ? (
        <StaffErrorState text={t("loadError")} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">{t("empty")}</p>
      ) : (
        <TableContainer label={t("caption")}>
          <Table caption={t("caption")}>
            <thead>
              <tr>
                <Th>{t("cidr")}</Th>
                <Th>{t("organization")}</Th>
                <Th>{t("offer")}</Th>
                <Th>{t("status")}</Th>
                <Th>{t("overlaps")}</Th>
                <Th>{t("added")}</Th>
                <Th>
                  <span className="sr-only">{t("actions")}</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((b) => (
                <tr key={b.uid}>
                  <Th scope="row" className="font-mono">
                    {b.cidr}
                  </Th>
                  <Td>
                    <Link href={`${QUEUE_PATH}/${encodeURIComponent(b.organization.uid)}`}>{b.organization.name}</Link>
                  </Td>
                  <Td>{b.offer.name}</Td>
                  <Td>
                    <Badge tone={tone[b.status]}>{t(`filters.${b.status}`)}</Badge>
                  </Td>
                  <Td>
                    {b.overlaps.length === 0 ? (
                      t("noOverlap")
                    ) : (
                      <ul>
                        {b.overlaps.map((o) => (
                          <li key={o.uid}>{t("overlap", { cidr: o.cidr, organization: o.organization.name, status: t.has(`filters.${o.status}`) ? t(`filters.${o.status}`) : o.status })}</li>
                        ))}
                      </ul>
                    )}
                  </Td>
                  <Td>
                    <When iso={b.created_at} withTime />
                  </Td>
                  <Td>
                    <div className="flex gap-2">
                      {b.status === "pending" && (
                        <button type="button" className={buttonClass("primary")} disabled={decide.isPending} aria-label={t("verifyLabel", { cidr: b.cidr })} onClick={() => decide.mutate({ uid: b.uid, action: "verify" })}>
                          {t("verify")}
                        </button>
                      )}
                      {b.status !== "rejected" && (
                        <button type="button" className={buttonClass("secondary")} disabled={decide.isPending} aria-label={t("rejectLabel", { cidr: b.cidr })} onClick={() => decide.mutate({ uid: b.uid, action: "reject" })}>
                          {t("reject")}
                        </button>
                      )}
                    </div>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
