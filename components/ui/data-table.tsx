import type { ReactNode, ThHTMLAttributes, TdHTMLAttributes } from "react";

/**
 * Table bits with consistent spacing. The wrapper scrolls sideways on narrow screens; it is a
 * labelled, focusable region so keyboard users can scroll it too. It is `relative` so that visually
 * hidden (`sr-only`, absolutely positioned) text in cells stays inside it rather than widening the page.
 */
export function TableContainer({ label, children, className = "" }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`relative overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600 ${className}`}
    >
      {children}
    </div>
  );
}

/**
 * Cell styles are set once on the table (descendant variants) rather than on every cell: a listing
 * page has hundreds of cells, and each class list would be sent twice (HTML and RSC payload).
 */
const tableLook = [
  "w-full border-collapse text-left text-sm",
  "[&_td]:border-b [&_td]:border-slate-200 [&_td]:px-2.5 [&_td]:py-2 [&_td]:align-top [&_td]:text-slate-800",
  "[&_th]:border-b [&_th]:border-slate-200 [&_th]:px-2.5 [&_th]:py-2 [&_th]:align-top",
  "[&_thead_th]:bg-slate-100 [&_thead_th]:text-xs [&_thead_th]:font-semibold [&_thead_th]:uppercase [&_thead_th]:tracking-wide [&_thead_th]:text-slate-800",
  "[&_tbody_th]:font-medium [&_tbody_th]:text-slate-900 [&_tbody_tr:hover]:bg-slate-50",
  "[&_tbody_a]:text-brand-700 [&_tbody_a]:underline-offset-2 [&_tbody_a:hover]:underline",
].join(" ");

export function Table({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <table className={tableLook}>
      <caption className="sr-only">{caption}</caption>
      {children}
    </table>
  );
}

export function Th({ scope = "col", ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope={scope} {...rest} />;
}

export function Td(props: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td {...props} />;
}
