import Link from "next/link";
import type { ReactNode } from "react";
import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";

export type CompareColumn = { uid: string; name: string; href: string; removeHref: string | null; removeLabel: string };
/** `differs`: the offers are not the same in this row; the row is highlighted and its header says so. */
export type CompareRow = { label: string; cells: ReactNode[]; differs?: boolean };

/**
 * Offers side by side: one column per offer, one row per parameter (fixed rows, then attributes).
 * Rows where the offers differ are tinted and their header carries a visible "Differs" marker, which
 * screen readers announce with the row header (`data-differs` for tests and styling).
 */
export function CompareTable({
  caption,
  corner,
  columns,
  rows,
  removeText,
  differsText,
}: {
  caption: string;
  corner: string;
  columns: CompareColumn[];
  rows: CompareRow[];
  removeText: string;
  differsText: string;
}) {
  return (
    <TableContainer label={caption}>
      <Table caption={caption}>
        <thead>
          <tr>
            <Th className="w-48">{corner}</Th>
            {columns.map((c) => (
              <Th key={c.uid} className="min-w-52 normal-case! tracking-normal!">
                <Link href={c.href} className="text-sm text-brand-700 underline-offset-2 hover:underline" prefetch={false}>
                  {c.name}
                </Link>
                {c.removeHref ? (
                  <Link href={c.removeHref} className="mt-1 block text-xs font-normal text-slate-700 underline" prefetch={false}>
                    <span aria-hidden="true">{removeText}</span>
                    <span className="sr-only">{c.removeLabel}</span>
                  </Link>
                ) : null}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label} data-differs={r.differs ? "true" : undefined} className={r.differs ? "bg-amber-50" : undefined}>
              <Th scope="row">
                {r.label}
                {r.differs ? (
                  <span className="ml-2 inline-block rounded bg-amber-200 px-1.5 py-0.5 text-xs font-medium normal-case tracking-normal text-amber-950">
                    {differsText}
                  </span>
                ) : null}
              </Th>
              {r.cells.map((cell, i) => (
                <Td key={columns[i].uid}>{cell}</Td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableContainer>
  );
}
