import { paginationWindow } from "@/lib/catalogue/listing-state";

export type PaginationLabels = { nav: string; previous: string; next: string; page: (n: number) => string };

/** The labels from a `listing` namespace translator (product listings and provider pages). */
export function listingPaginationLabels(t: (key: string, values?: Record<string, number>) => string): PaginationLabels {
  return { nav: t("pagination"), previous: t("previous"), next: t("next"), page: (n) => t("pageLabel", { page: n }) };
}

/**
 * Previous / next and numbered page links: plain `<a>` elements, crawlable and usable without
 * JavaScript, and loaded as documents: a listing's page lives in its query string, which Next's client
 * router does not tell apart behind the proxy's rewrite (ADR 0002, addendum).
 */
export function Pagination({
  current,
  pages,
  hrefFor,
  labels,
}: {
  current: number;
  pages: number;
  hrefFor: (page: number) => string;
  labels: PaginationLabels;
}) {
  if (pages <= 1) return null;
  const item = "inline-flex min-w-9 items-center justify-center rounded-md border px-3 py-1.5 text-sm";
  const link = `${item} border-slate-300 bg-white text-brand-700 hover:bg-slate-100`;
  const muted = `${item} border-slate-200 bg-slate-50 text-slate-600`;
  return (
    <nav aria-label={labels.nav} className="mt-4">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {current > 1 ? (
            <a href={hrefFor(current - 1)} rel="prev" className={link}>
              {labels.previous}
            </a>
          ) : (
            <span className={muted} aria-disabled="true">
              {labels.previous}
            </span>
          )}
        </li>
        {paginationWindow(current, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={p}>
              {p === current ? (
                <span aria-current="page" className={`${item} border-brand-700 bg-brand-700 font-semibold text-white`}>
                  <span className="sr-only">{labels.page(p)}</span>
                  <span aria-hidden="true">{p}</span>
                </span>
              ) : (
                <a href={hrefFor(p)} className={link}>
                  <span className="sr-only">{labels.page(p)}</span>
                  <span aria-hidden="true">{p}</span>
                </a>
              )}
            </li>
          ),
        )}
        <li>
          {current < pages ? (
            <a href={hrefFor(current + 1)} rel="next" className={link}>
              {labels.next}
            </a>
          ) : (
            <span className={muted} aria-disabled="true">
              {labels.next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
