import { PAGE_SIZE_CHOICES } from "@/lib/catalogue/schema";

/**
 * Spec section 9: tables show "first–last of total" with a rows-per-page selector. The selector is a
 * row of links (no JavaScript); size variants are not for search engines, hence nofollow. Plain `<a>`:
 * listing states load as documents (ADR 0002, addendum).
 */
export function ListingToolbar({
  range,
  size,
  sizeHref,
  labels,
}: {
  range: string;
  size: number;
  sizeHref: (size: number) => string;
  labels: { rowsPerPage: string };
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-800">
        {range}
      </p>
      <nav aria-label={labels.rowsPerPage} className="flex items-center gap-2">
        <span aria-hidden="true" className="text-slate-700">
          {labels.rowsPerPage}:
        </span>
        <ul className="flex gap-1">
          {PAGE_SIZE_CHOICES.map((n) => (
            <li key={n}>
              {n === size ? (
                <span aria-current="true" className="inline-block rounded-md bg-brand-700 px-2 py-1 font-semibold text-white">
                  {n}
                </span>
              ) : (
                <a href={sizeHref(n)} rel="nofollow" className="inline-block rounded-md px-2 py-1 text-brand-700 hover:bg-slate-100">
                  {n}
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
