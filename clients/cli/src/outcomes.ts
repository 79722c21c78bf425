/**
 * What an invocation came to, per test and per run: passed/total, pass^k (every repeat passed),
 * cost and tokens (why a run did not pass is in `failures.ts`).
 */
import type { Invocation, RunSummary } from "./shapes.ts";

export interface TestOutcome {
  itemId: string;
  testId: string;
  name: string;
  runs: RunSummary[];
  passed: number;
  total: number;
  /** pass^k: true only when every one of the test's runs passed. */
  passAll: boolean;
  /** One of its runs passed and another failed; null while none has passed or failed. */
  flaky: boolean | null;
  costUsd: number;
  inputTokens: number;
  outputTokens: number;
}

export const TERMINAL = new Set(["passed", "failed", "interrupted"]);

/** Each test's runs, in the invocation's test order, repeats in order. */
export function outcomesOf(invocation: Invocation, runs: Iterable<RunSummary>): TestOutcome[] {
  const byItem = new Map<string, RunSummary[]>();
  for (const run of runs) byItem.set(run.invocation_item_id, [...(byItem.get(run.invocation_item_id) ?? []), run]);
  const entries =
    invocation.summary?.map((entry) => ({
      itemId: entry.invocation_item_id,
      testId: entry.test_id,
      name: entry.test_name,
    })) ??
    // Without the summary, runs are grouped by item, named by it.
    [...byItem.keys()].map((itemId) => ({ itemId, testId: itemId, name: itemId }));
  return entries.map(({ itemId, testId, name }) => {
    const testRuns = (byItem.get(itemId) ?? []).sort((a, b) => a.repeat_index - b.repeat_index);
    const passed = testRuns.filter((run) => run.status === "passed").length;
    const failed = testRuns.filter((run) => run.status === "failed").length;
    const total = Math.max(invocation.repeat_count, testRuns.length);
    return {
      itemId,
      testId,
      name,
      runs: testRuns,
      passed,
      total,
      passAll: passed === total,
      flaky: passed + failed === 0 ? null : passed > 0 && failed > 0,
      costUsd: testRuns.reduce((sum, run) => sum + run.cost_usd, 0),
      inputTokens: testRuns.reduce((sum, run) => sum + run.input_tokens, 0),
      outputTokens: testRuns.reduce((sum, run) => sum + run.output_tokens, 0),
    };
  });
}

/** Every run of every test passed, and the invocation ran to completion. */
export function allPassed(invocation: Invocation, outcomes: TestOutcome[]): boolean {
  return invocation.status === "completed" && outcomes.length > 0 && outcomes.every((outcome) => outcome.passAll);
}

/** `Greets the caller`, or `Greets the caller (2/3)` for the second of three repeats. */
export function runLabel(name: string, run: RunSummary, repeatCount: number): string {
  return repeatCount > 1 ? `${name} (${run.repeat_index + 1}/${repeatCount})` : name;
}

export function formatCost(usd: number): string {
  return `$${usd.toFixed(4)}`;
}
