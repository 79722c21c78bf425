import { type MantineBreakpoint, Table, type TableProps, type TableThProps, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { LocalTime } from "./local-time.tsx";

/** A column of a table of records: its heading (`title`) and what its heading cell takes (width, breakpoint). */
export type Column = Omit<TableThProps, "title" | "children"> & { title?: ReactNode };

/**
 * A table of records named `label`: a heading row from `columns`, then the rows given as children.
 * Laid out by the columns' widths and striped unless told otherwise.
 */
export function RecordTable({
  label,
  columns,
  children,
  ...table
}: TableProps & { label: string; columns: Column[]; children: ReactNode }) {
  return (
    <Table aria-label={label} layout="fixed" striped {...table}>
      <Table.Thead>
        <Table.Tr>
          {columns.map(({ title, ...heading }, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed positions.
            <Table.Th key={index} {...heading}>
              {title}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}

/** A record's time (created, updated, joined) in its cell, dimmed beside the record's name unless told otherwise. */
export function TimeCell({
  value,
  visibleFrom,
  dimmed = true,
}: {
  value: string | null | undefined;
  visibleFrom?: MantineBreakpoint;
  dimmed?: boolean;
}) {
  return (
    <Table.Td visibleFrom={visibleFrom}>
      <Text size="sm" c={dimmed ? "dimmed" : undefined}>
        <LocalTime value={value} />
      </Text>
    </Table.Td>
  );
}
