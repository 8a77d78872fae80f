/** Plain-text table: first column left-aligned, the others right-aligned (numbers). */
export function formatTable(headers: string[], rows: string[][], leftColumns = 1): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i < leftColumns ? (c ?? "").padEnd(widths[i]) : (c ?? "").padStart(widths[i])))
      .join("  ")
      .trimEnd();
  const rule = widths.map((w) => "-".repeat(w)).join("  ");
  return [line(headers), rule, ...rows.map(line)].join("\n");
}
