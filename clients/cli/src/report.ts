/** The summary printed at the end of `cx test run`, and its JSON form (`--json`). */

import { failureOf, failureText } from "./failures.ts";
import { judgedOffline, OFFLINE_VERDICTS_NOTE } from "./offline-verdicts.ts";
import { formatCost, runLabel, type TestOutcome } from "./outcomes.ts";
import type { Invocation } from "./shapes.ts";

const number = new Intl.NumberFormat("en-US");

export function summaryText(invocation: Invocation, outcomes: TestOutcome[]): string {
  const rows = outcomes.map((o) => [
    o.name,
    `${o.passed}/${o.total}`,
    o.passAll ? "yes" : "no",
    o.flaky === null ? "-" : o.flaky ? "yes" : "no",
    formatCost(o.costUsd),
    `${number.format(o.inputTokens)} / ${number.format(o.outputTokens)}`,
  ]);
  const header = ["Test", "Passed", "pass^k", "Flaky", "Cost", "Tokens in / out"];
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
    ...failuresText(invocation, outcomes),
    `${passed}/${runs} runs passed; ${outcomes.length - failing}/${outcomes.length} tests passed every run (pass^k)` +
      ` · ${formatCost(invocation.cost_usd)} · ${number.format(invocation.input_tokens)} in / ` +
      `${number.format(invocation.output_tokens)} out tokens`,
    ...(judgedOfflineAny(outcomes) ? [OFFLINE_VERDICTS_NOTE] : []),
    `Invocation ${invocation.id} ${invocation.status}.`,
  ].join("\n");
}

/** Each run that did not pass, under its test's name, with why; nothing when every run passed. */
function failuresText(invocation: Invocation, outcomes: TestOutcome[]): string[] {
  const blocks = outcomes.flatMap((o) =>
    o.runs.flatMap((run) => {
      const failure = failureOf(run);
      if (!failure) return [];
      const why = failureText(failure).replaceAll("\n", "\n  ");
      return [`${runLabel(o.name, run, invocation.repeat_count)} (run ${run.id})\n  ${why}`];
    }),
  );
  return blocks.length > 0 ? ["Why runs did not pass:", ...blocks, ""] : [];
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
      flaky: o.flaky,
      cost_usd: o.costUsd,
      input_tokens: o.inputTokens,
      output_tokens: o.outputTokens,
      runs: o.runs,
    })),
  };
}
