"use client";

import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { getJson } from "@/components/api/query";
import { Table, TableContainer } from "@/components/ui/data-table";
import { tablePagerLabels, TablePagerView } from "@/components/ui/table-pager";
import { LoadingState } from "@/components/ui/loading-state";
import type { Paged } from "./types";
import { ErrorState } from "@/components/ui/error-state";

export type ListPaging = { page: number; size: number; defaultSize: number; sizes: readonly number[] };

/**
 * A paginated account table (spec section 9): loads `${basePath}` of the API for the page, shows the
 * loading, error and empty states, the rows of the caller, and the pager under them.
 */
export function PagedTable<T>({
  basePath,
  queryKey,
  page,
  size,
  defaultSize,
  sizes,
  loadingLabel,
  caption,
  emptyText,
  empty,
  children,
}: ListPaging & {
  /** Unprefixed path of the page, and of the API list after `/api`. */
  basePath: string;
  queryKey: readonly unknown[];
  loadingLabel: string;
  caption: string;
  /** What an empty first page says; past it, the shared "no data". */
  emptyText: string;
  /** The empty state around its text. */
  empty: (text: string) => ReactNode;
  /** The head and body of the table. */
  children: (items: T[]) => ReactNode;
}) {
  const tBuying = useTranslations("buying");
  const tTables = useTranslations("tables");
  const list = useQuery({
    queryKey,
    queryFn: ({ signal }) => getJson<Paged<T>>(`/api${basePath}?page=${page}&size=${size}`, signal),
    placeholderData: (previous) => previous,
  });

  if (list.isPending) return <LoadingState label={loadingLabel} />;
  if (list.isError) return <ErrorState text={tBuying("loadError")} retryLabel={tBuying("retry")} onRetry={() => void list.refetch()} />;
  const { items, total } = list.data;

  return (
    <>
      {items.length === 0 ? (
        empty(page > 1 ? tBuying("noData") : emptyText)
      ) : (
        <TableContainer label={caption}>
          <Table caption={caption}>{children(items)}</Table>
        </TableContainer>
      )}
      <TablePagerView basePath={basePath} page={page} size={size} total={total} sizes={sizes} defaultSize={defaultSize} labels={tablePagerLabels(tTables)} />
    </>
  );
}
