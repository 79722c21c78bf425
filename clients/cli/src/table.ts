/** Plain-text tables: columns padded to their widest cell, numbers right-aligned where asked. */
export function table(rows: string[][], rightAligned: readonly number[] = []): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => row[i]!.length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, i) => (rightAligned.includes(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

export function percent(rate: number | null): string {
  return rate === null ? "-" : `${Math.round(rate * 100)}%`;
}

export function yesNo(value: boolean | null): string {
  return value === null ? "-" : value ? "yes" : "no";
}
