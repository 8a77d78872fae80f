import Link from "next/link";
import type { ReactNode } from "react";
import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";

export type CompareColumn = { uid: string; name: string; href: string; removeHref: string | null; removeLabel: string };
export type CompareRow = { label: string; cells: ReactNode[] };

/** Offers side by side: one column per offer, one row per parameter (fixed rows, then attributes). */
export function CompareTable({
  caption,
  corner,
  columns,
  rows,
  removeText,
}: {
  caption: string;
  corner: string;
  columns: CompareColumn[];
  rows: CompareRow[];
  removeText: string;
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
            <tr key={r.label}>
              <Th scope="row">{r.label}</Th>
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
