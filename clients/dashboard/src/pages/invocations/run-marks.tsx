/**
 * One row per test of a live invocation, with a mark per repeat. A thousand marks redraw often
 * while the invocation runs: each row is memoised on its own list of runs (which the live
 * updates replace only for the tests that changed) and each mark is one plain button.
 */
import { Table, Text } from "@mantine/core";
import { type CSSProperties, memo } from "react";
import { percent, yesNo } from "./format.ts";
import type { RunStatus, RunSummary } from "./invocation-queries.ts";
import { tally } from "./run-tally.ts";

export const STATUS_COLOR: Record<RunStatus, string> = {
  pending: "var(--mantine-color-gray-2)",
  running: "var(--mantine-color-blue-3)",
  passed: "var(--mantine-color-green-7)",
  failed: "var(--mantine-color-red-7)",
  interrupted: "var(--mantine-color-gray-6)",
};

const MARK_SIZE = 18;
const MARK_GAP = 4;
/** Marks on one line before they wrap. */
const MARKS_A_LINE = 10;
/** The cell's padding, Mantine's `xs` spacing on either side. */
const CELL_PADDING = 2 * 10;

/** The marks of `repeats` runs, in lines of up to ten: their size, known before they are laid out. */
function marksSize(repeats: number): { width: number; height: number } {
  const perLine = Math.max(1, Math.min(repeats, MARKS_A_LINE));
  const lines = Math.max(1, Math.ceil(repeats / MARKS_A_LINE));
  return { width: perLine * MARK_SIZE + (perLine - 1) * MARK_GAP, height: lines * MARK_SIZE + (lines - 1) * MARK_GAP };
}

/** The width of the repeats column: a line of marks, and at least its heading's. */
export function marksCellWidth(repeats: number): number {
  return Math.max(88, marksSize(repeats).width + CELL_PADDING);
}

/**
 * Off screen, a row's marks are neither styled, laid out nor painted (`content-visibility:
 * auto`), their size given ahead: of a thousand marks, an update costs only those in view.
 */
function marksStyle(repeats: number): CSSProperties {
  const { width, height } = marksSize(repeats);
  return {
    display: "flex",
    flexWrap: "wrap",
    gap: MARK_GAP,
    width,
    contentVisibility: "auto",
    containIntrinsicSize: `${width}px ${height}px`,
  };
}

const MARK: CSSProperties = {
  width: MARK_SIZE,
  height: MARK_SIZE,
  padding: 0,
  border: "1px solid var(--mantine-color-gray-5)",
  borderRadius: 3,
  cursor: "pointer",
};

export interface TestRowProps {
  itemId: string;
  name: string;
  expected: number;
  runs: readonly RunSummary[] | undefined;
  onOpen: (runId: string) => void;
}

export const TestRow = memo(function TestRow({ name, expected, runs = [], onOpen }: TestRowProps) {
  const t = tally(runs, expected);
  const marks = [];
  for (let repeat = 0; repeat < expected; repeat++) {
    const run = runs.find((r) => r.repeat_index === repeat);
    const status: RunStatus = run?.status ?? "pending";
    const label = `${name}, repeat ${repeat + 1}: ${status}`;
    marks.push(
      <button
        key={repeat}
        type="button"
        data-status={status}
        aria-label={label}
        title={label}
        disabled={!run}
        onClick={run ? () => onOpen(run.id) : undefined}
        style={{ ...MARK, background: STATUS_COLOR[status] }}
      />,
    );
  }
  return (
    <Table.Tr data-test={name}>
      <Table.Td style={{ wordBreak: "break-word" }}>{name}</Table.Td>
      <Table.Td>
        <div style={marksStyle(expected)}>{marks}</div>
      </Table.Td>
      <Table.Td>
        {t.passed}/{t.runs}
      </Table.Td>
      <Table.Td>{percent(t.passRate)}</Table.Td>
      <Table.Td>{yesNo(t.passAll)}</Table.Td>
      <Table.Td>
        {t.flaky ? (
          <Text span c="grape.9" fw={600} size="sm">
            flaky
          </Text>
        ) : (
          yesNo(t.flaky)
        )}
      </Table.Td>
    </Table.Tr>
  );
});
