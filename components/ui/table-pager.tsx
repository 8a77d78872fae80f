import { Link } from "@/components/i18n/navigation";
import { formatRange } from "@/lib/format";

export type TablePagerLabels = {
  of: string;
  rowsPerPage: string;
  rowsPerPageOption: (count: number) => string;
  pagination: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
};

/** The labels from a `tables` namespace translator (server or client). */
export function tablePagerLabels(t: (key: string, values?: Record<string, number>) => string): TablePagerLabels {
  return {
    of: t("of"),
    rowsPerPage: t("rowsPerPage"),
    rowsPerPageOption: (count) => t("rowsPerPageOption", { count }),
    pagination: t("pagination"),
    previous: t("previous"),
    next: t("next"),
    pageOf: (page, pages) => t("pageOf", { page, pages }),
  };
}

export type TablePagerProps = {
  /** Unprefixed app path of the table page. */
  basePath: string;
  page: number;
  size: number;
  total: number;
  sizes: readonly number[];
  defaultSize: number;
  /** The URL of a page and size when the table's query holds more than those (a status filter). */
  href?: (page: number, size: number) => string;
};

/** A table page's URL for a page and size; the defaults stay out of the query. */
export function tablePageHref(basePath: string, page: number, size: number, defaultSize: number): string {
  const q = new URLSearchParams();
  if (size !== defaultSize) q.set("size", String(size));
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `${basePath}?${s}` : basePath;
}

/**
 * Spec section 9: "first–last of total" and a rows-per-page selector. The selector is a set of links
 * (`?size=`), so it works without JavaScript and every state has a URL. Renders on the server
 * (TablePager) and inside client islands whose total arrives with their data.
 */
export function TablePagerView({ basePath, page, size, total, sizes, defaultSize, href, labels }: TablePagerProps & { labels: TablePagerLabels }) {
  const pages = Math.max(1, Math.ceil(total / size));
  const pageHref = href ?? ((p: number, s: number) => tablePageHref(basePath, p, s, defaultSize));
  const linkClass = "rounded px-2 py-1 text-brand-700 underline-offset-2 hover:bg-brand-50 hover:underline";
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-4 text-sm text-slate-700">
      <p>{formatRange(page, size, total, labels.of)}</p>
      <div className="flex flex-wrap items-center gap-4">
        <nav aria-label={labels.rowsPerPage} className="flex items-center gap-1">
          <span aria-hidden="true">{labels.rowsPerPage}:</span>
          <ul className="flex gap-1">
            {sizes.map((s) => (
              <li key={s}>
                {s === size ? (
                  <span aria-current="true" className="rounded bg-brand-600 px-2 py-1 font-semibold text-white">
                    <span className="sr-only">{labels.rowsPerPageOption(s)}</span>
                    <span aria-hidden="true">{s}</span>
                  </span>
                ) : (
                  <Link href={pageHref(1, s)} className={linkClass} aria-label={labels.rowsPerPageOption(s)}>
                    {s}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {pages > 1 && (
          <nav aria-label={labels.pagination} className="flex items-center gap-2">
            {page > 1 ? (
              <Link href={pageHref(page - 1, size)} className={linkClass} rel="prev">
                {labels.previous}
              </Link>
            ) : (
              <span className="px-2 py-1 text-slate-600" aria-disabled="true">
                {labels.previous}
              </span>
            )}
            <span>{labels.pageOf(Math.min(page, pages), pages)}</span>
            {page < pages ? (
              <Link href={pageHref(page + 1, size)} className={linkClass} rel="next">
                {labels.next}
              </Link>
            ) : (
              <span className="px-2 py-1 text-slate-600" aria-disabled="true">
                {labels.next}
              </span>
            )}
          </nav>
        )}
      </div>
    </div>
  );
}
