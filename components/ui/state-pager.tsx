import { useId } from "react";
import { formatRange } from "@/lib/format";
import { buttonClass } from "./button";

export type StatePagerLabels = { nav: string; previous: string; next: string; pageOf: string };

/**
 * Previous / page N of M / next for a table whose page lives in the island's state (a filter beside
 * it resets it), not in the URL like TablePagerView. Nothing when there is one page.
 */
export function StatePager({ page, pages, onPage, labels, className = "" }: { page: number; pages: number; onPage: (page: number) => void; labels: StatePagerLabels; className?: string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.nav} className={`flex items-center gap-2 ${className}`}>
      <button type="button" className={buttonClass("secondary", "px-3 py-1.5")} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </button>
      <span className="text-sm text-slate-700">{labels.pageOf}</span>
      <button type="button" className={buttonClass("secondary", "px-3 py-1.5")} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {labels.next}
      </button>
    </nav>
  );
}

export type StateTablePagerLabels = Omit<StatePagerLabels, "pageOf"> & { pageOf: (page: number, pages: number) => string; of: string; rowsPerPage: string };

const selectClass =
  "block rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600";

/**
 * Spec section 9 for a table paged in the island's state: "first–last of total", a rows-per-page
 * selector and the StatePager (TablePagerView is the same with links, for tables paged by URL).
 */
export function StateTablePager({
  page,
  size,
  total,
  sizes,
  labels,
  onPage,
  onSize,
  className = "",
}: {
  page: number;
  size: number;
  total: number;
  sizes: readonly number[];
  labels: StateTablePagerLabels;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  className?: string;
}) {
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <div className={`flex flex-wrap items-center justify-between gap-4 text-sm text-slate-700 ${className}`}>
      <p aria-live="polite">{formatRange(page, size, total, labels.of)}</p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId}>{labels.rowsPerPage}</label>
          <select id={sizeId} value={size} onChange={(e) => onSize(Number(e.target.value))} className={selectClass}>
            {sizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <StatePager page={page} pages={pages} onPage={onPage} labels={{ ...labels, pageOf: labels.pageOf(page, pages) }} />
      </div>
    </div>
  );
}
