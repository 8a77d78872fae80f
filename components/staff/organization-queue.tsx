"use client";

import { useId, useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Link, useRouter } from "@/components/i18n/navigation";
import { When } from "@/components/ui/when";
import { LoadingState } from "@/components/ui/loading-state";
import { tablePagerLabels, TablePagerView } from "@/components/ui/table-pager";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";
import { countryName } from "@/lib/format";
import { localizedPath, type Locale } from "@/lib/i18n/routing";
import { StaffErrorState, StaffOnlyState } from "./common";
import { isStaffOnly, useQueue } from "./queries";
import { QUEUE_PATH, queueHref } from "./paths";
import { statusTone } from "./status-badge";
import { QUEUE_FILTERS, type QueueFilter } from "./types";

export type QueueProps = { status: QueueFilter; page: number; size: number; defaultSize: number; sizes: readonly number[] };

function StatusFilter({ status, size, defaultSize }: { status: QueueFilter; size: number; defaultSize: number }) {
  const t = useTranslations("staff");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState<QueueFilter>(status);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    router.push(queueHref(value, 1, size, defaultSize));
  };
  // A GET form: without JavaScript the browser sends ?status=… to the same page.
  return (
    <form method="get" action={localizedPath(locale, QUEUE_PATH)} onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-3" aria-label={t("queue.filterLegend")}>
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {t("queue.filterLabel")}
        </label>
        <select
          id={id}
          name="status"
          value={value}
          onChange={(e) => setValue(e.target.value as QueueFilter)}
          className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {QUEUE_FILTERS.map((f) => (
            <option key={f} value={f}>
              {t(`status.${f}`)}
            </option>
          ))}
        </select>
      </div>
      {size !== defaultSize && <input type="hidden" name="size" value={size} />}
      <button type="submit" className={buttonClass("secondary")}>
        {t("queue.apply")}
      </button>
    </form>
  );
}

/** "first–last of total", rows per page and previous / next, as links that keep the status filter. */
function QueuePager({ status, page, size, defaultSize, sizes, total }: QueueProps & { total: number }) {
  const labels = tablePagerLabels(useTranslations("tables"));
  const href = (p: number, s: number) => queueHref(status, p, s, defaultSize);
  return <TablePagerView basePath={QUEUE_PATH} page={page} size={size} total={total} sizes={sizes} defaultSize={defaultSize} href={href} labels={labels} />;
}

/**
 * The review queue (GET /api/staff/organizations): business accounts by status, "approving" first,
 * with "first–last of total" and rows per page (spec section 9). Filter, page and size live in the
 * URL. A visitor without staff access gets the translated "staff only" state (the API answers 403).
 */
export function OrganizationQueue(props: QueueProps) {
  const { status, page, size } = props;
  const t = useTranslations("staff.queue");
  const locale = useLocale() as Locale;
  const list = useQueue(status, page, size);

  if (list.isError && isStaffOnly(list.error)) return <StaffOnlyState />;

  return (
    <>
      <StatusFilter status={status} size={size} defaultSize={props.defaultSize} />
      {list.isPending ? (
        <LoadingState label={t("loading")} />
      ) : list.isError ? (
        <StaffErrorState text={t("loadError")} onRetry={() => void list.refetch()} />
      ) : (
        <div aria-busy={list.isPlaceholderData || undefined}>
          {list.data.items.length === 0 ? (
            <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">{page > 1 ? t("noData") : t("empty")}</p>
          ) : (
            <TableContainer label={t("caption")}>
              <Table caption={t("caption")}>
                <thead>
                  <tr>
                    <Th>{t("name")}</Th>
                    <Th>{t("country")}</Th>
                    <Th>{t("status")}</Th>
                    <Th className="text-right">{t("documents")}</Th>
                    <Th>{t("submitted")}</Th>
                    <Th>{t("updated")}</Th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.items.map((org) => {
                    const name = org.name || t("unnamed");
                    return (
                      <tr key={org.uid}>
                        <Th scope="row">
                          <Link href={`${QUEUE_PATH}/${encodeURIComponent(org.uid)}`} aria-label={t("open", { name })}>
                            {name}
                          </Link>
                        </Th>
                        <Td>{org.country ? countryName(org.country, locale) : "—"}</Td>
                        <Td>
                          <Badge tone={statusTone(org.status)}>{org.status_label || org.status}</Badge>
                        </Td>
                        <Td className="text-right tabular-nums">{org.documents_count}</Td>
                        <Td>
                          <When iso={org.submitted_at} withTime />
                        </Td>
                        <Td>
                          <When iso={org.updated_at} withTime />
                        </Td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            </TableContainer>
          )}
          <QueuePager {...props} total={list.data.total} />
        </div>
      )}
    </>
  );
}
