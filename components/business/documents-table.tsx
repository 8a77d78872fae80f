"use client";

import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiRequest } from "@/components/api/client";
import { StateTablePager } from "@/components/ui/state-pager";
import { tablePagerLabels } from "@/components/ui/table-pager";
import { DEFAULT_TABLE_ROWS, TABLE_ROW_OPTIONS } from "@/components/settings/preferences";
import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";
import { ConfirmDialog } from "@/components/ui/modal";
import { formatBytes } from "@/lib/format";
import { LoadingState } from "@/components/ui/loading-state";
import { useDateFormat } from "@/components/ui/when";
import { useDocuments, useRefreshBusiness } from "./queries";
import type { OrganizationDocument } from "./types";
import { ErrorState } from "@/components/ui/error-state";

const TYPE_NAMES: Record<string, string> = { "image/png": "PNG", "image/jpeg": "JPG", "application/pdf": "PDF" };

/** "PNG", "JPG", "PDF" for the types the API accepts; anything else as the API wrote it. */
export function documentType(contentType: string): string {
  return TYPE_NAMES[contentType.toLowerCase()] ?? contentType;
}

export const documentUrl = (uid: string) => `/api/documents/${encodeURIComponent(uid)}`;

/**
 * The organisation's documents (GET /api/documents, 10 a page by default, spec section 9): name, type,
 * size (B to PB), upload date and uploader, a download link, and a delete button when `canDelete`
 * (the role may write documents and the status allows edits; the API checks both again).
 */
export function DocumentsTable({ canDelete }: { canDelete: boolean }) {
  const t = useTranslations("business.documents");
  const tBusiness = useTranslations("business");
  const tTables = useTranslations("tables");
  const { date } = useDateFormat();
  const refresh = useRefreshBusiness();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(DEFAULT_TABLE_ROWS);
  const [toDelete, setToDelete] = useState<OrganizationDocument | null>(null);
  const list = useDocuments(page, size, true);

  const remove = useMutation({
    mutationFn: (doc: OrganizationDocument) => apiRequest(documentUrl(doc.uid), { method: "DELETE" }),
    onSuccess: (result) => {
      if (!result.ok) return;
      // The last row of a later page gone: show the page before it.
      if (page > 1 && list.data?.items.length === 1) setPage(page - 1);
      setToDelete(null);
      refresh();
    },
  });

  if (list.isPending) return <LoadingState label={t("loading")} />;
  if (list.isError) return <ErrorState text={t("loadError")} onRetry={() => void list.refetch()} retryLabel={tBusiness("retry")} />;
  const { items, total } = list.data;

  return (
    <div>
      {items.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">{page > 1 ? tTables("noData") : t("empty")}</p>
      ) : (
        <TableContainer label={t("table")}>
          <Table caption={t("table")}>
            <thead>
              <tr>
                <Th>{t("name")}</Th>
                <Th>{t("type")}</Th>
                <Th>{t("size")}</Th>
                <Th>{t("uploaded")}</Th>
                <Th>{t("uploadedBy")}</Th>
                <Th>
                  <span className="sr-only">{t("actions")}</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {items.map((doc) => (
                <tr key={doc.uid}>
                  <Th scope="row" className="break-all">
                    {doc.name}
                  </Th>
                  <Td>{documentType(doc.content_type)}</Td>
                  <Td className="whitespace-nowrap">{formatBytes(doc.size)}</Td>
                  <Td className="whitespace-nowrap">
                    <time dateTime={doc.created_at}>{date(doc.created_at)}</time>
                  </Td>
                  <Td className="break-all">{doc.uploaded_by ?? "—"}</Td>
                  <Td>
                    <div className="flex flex-wrap items-center gap-3">
                      <a href={documentUrl(doc.uid)} download={doc.name} aria-label={t("downloadLabel", { name: doc.name })}>
                        {t("download")}
                      </a>
                      {canDelete && (
                        <button
                          type="button"
                          className="text-sm text-red-700 underline underline-offset-2 hover:text-red-900"
                          onClick={() => setToDelete(doc)}
                          aria-label={t("deleteLabel", { name: doc.name })}
                        >
                          {t("delete")}
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
      <StateTablePager
        className="mt-4"
        page={page}
        size={size}
        total={total}
        sizes={TABLE_ROW_OPTIONS}
        labels={{ ...tablePagerLabels(tTables), nav: tTables("pagination") }}
        onPage={setPage}
        onSize={(next) => {
          setSize(next);
          setPage(1);
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t("deleteTitle")}
        description={t("deleteText", { name: toDelete?.name ?? "" })}
        confirmLabel={remove.isPending ? t("deleting") : t("delete")}
        cancelLabel={t("cancel")}
        closeLabel={t("close")}
        pending={remove.isPending}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete);
        }}
      />
    </div>
  );
}
