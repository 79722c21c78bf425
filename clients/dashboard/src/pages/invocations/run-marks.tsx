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

const MARKS: CSSProperties = { display: "flex", flexWrap: "wrap", gap: 4 };
const MARK: CSSProperties = {
  width: 18,
  height: 18,
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
        <div style={MARKS}>{marks}</div>
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
