/** The summary printed at the end of `cx test run`, and its JSON form (`--json`). */
import { judgedOffline, OFFLINE_VERDICTS_NOTE } from "./offline-verdicts.ts";
import { formatCost, type TestOutcome } from "./outcomes.ts";
import type { Invocation } from "./shapes.ts";

const number = new Intl.NumberFormat("en-US");

export function summaryText(invocation: Invocation, outcomes: TestOutcome[]): string {
  const rows = outcomes.map((o) => [
    o.name,
    `${o.passed}/${o.total}`,
    o.passAll ? "yes" : "no",
    formatCost(o.costUsd),
    `${number.format(o.inputTokens)} / ${number.format(o.outputTokens)}`,
  ]);
  const header = ["Test", "Passed", "pass^k", "Cost", "Tokens in / out"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join("  ")
      .trimEnd();
  const runs = outcomes.reduce((sum, o) => sum + o.total, 0);
  const passed = outcomes.reduce((sum, o) => sum + o.passed, 0);
  const failing = outcomes.filter((o) => !o.passAll).length;
  return [
    line(header),
    ...rows.map(line),
    "",
    `${passed}/${runs} runs passed; ${outcomes.length - failing}/${outcomes.length} tests passed every run (pass^k)` +
      ` · ${formatCost(invocation.cost_usd)} · ${number.format(invocation.input_tokens)} in / ` +
      `${number.format(invocation.output_tokens)} out tokens`,
    ...(judgedOfflineAny(outcomes) ? [OFFLINE_VERDICTS_NOTE] : []),
    `Invocation ${invocation.id} ${invocation.status}.`,
  ].join("\n");
}

function judgedOfflineAny(outcomes: TestOutcome[]): boolean {
  return outcomes.some((o) => o.runs.some(judgedOffline));
}

export function summaryJson(invocation: Invocation, outcomes: TestOutcome[], passed: boolean) {
  return {
    passed,
    /** Whether any verdict came from the platform's offline engine. */
    offline_verdicts: judgedOfflineAny(outcomes),
    invocation,
    tests: outcomes.map((o) => ({
      test_id: o.testId,
      name: o.name,
      passed: o.passed,
      total: o.total,
      pass_all: o.passAll,
      cost_usd: o.costUsd,
      input_tokens: o.inputTokens,
      output_tokens: o.outputTokens,
      runs: o.runs,
    })),
  };
}
