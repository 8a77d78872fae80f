"use client";

import { useTranslations } from "next-intl";
import { useBuyingFormat } from "@/components/order/common";
import { formatBytes } from "@/lib/format";
import { documentUrl } from "./queries";
import type { StaffDocument } from "./types";

const linkClass = "text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** How a document can be shown in the page: the API serves only PNG, JPEG and PDF, judged by their bytes. */
export function previewKind(contentType: string): "image" | "pdf" | null {
  const type = contentType.toLowerCase();
  if (type === "image/png" || type === "image/jpeg" || type === "image/jpg") return "image";
  if (type === "application/pdf") return "pdf";
  return null;
}

/**
 * One verification document from GET /api/staff/documents/{uid}: an image is shown in the page, a
 * PDF opens inline in a new tab (pages frame nothing); both can be downloaded.
 */
export function DocumentPreview({ doc }: { doc: StaffDocument }) {
  const t = useTranslations("staff.detail");
  const f = useBuyingFormat();
  const kind = previewKind(doc.content_type);
  const src = documentUrl(doc.uid);
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <p className="font-medium break-words text-slate-900">{doc.name}</p>
      <p className="text-sm text-slate-700">{t("documentMeta", { type: doc.content_type, size: formatBytes(doc.size), date: f.date(doc.created_at) })}</p>
      <div className="mt-3">
        {kind === "image" ? (
          // eslint-disable-next-line @next/next/no-img-element -- the API's bytes, behind the staff session: not for the image optimiser
          <img src={src} alt={t("preview", { name: doc.name })} loading="lazy" className="max-h-[32rem] max-w-full rounded border border-slate-200 object-contain" />
        ) : kind === "pdf" ? (
          // The site's CSP allows no frames (frame-src 'none', ADR 0006): a PDF opens in its own tab, inline.
          <p className="text-sm text-slate-700">{t("pdfPreview")}</p>
        ) : (
          <p className="text-sm text-slate-700">{t("noPreview")}</p>
        )}
      </div>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href={src} target="_blank" rel="noopener" className={linkClass}>
          {t("openDocument")}
          <span className="sr-only">: {doc.name}</span>
        </a>
        <a href={documentUrl(doc.uid, true)} download className={linkClass}>
          {t("download")}
          <span className="sr-only">: {doc.name}</span>
        </a>
      </p>
    </li>
  );
}
