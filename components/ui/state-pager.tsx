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
