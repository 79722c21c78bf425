/**
 * What an invocation came to, per test and per run: passed/total, pass^k (every repeat passed),
 * cost and tokens, and why each run that did not pass failed.
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
    const total = Math.max(invocation.repeat_count, testRuns.length);
    return {
      itemId,
      testId,
      name,
      runs: testRuns,
      passed,
      total,
      passAll: passed === total,
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

/** Why a run did not pass: its failure code and the evaluator's or runtime's reasons. */
export function failureOf(run: RunSummary): { code: string; rationale: string } | undefined {
  if (run.status === "passed") return undefined;
  if (run.status !== "failed") return { code: run.status, rationale: `The run was ${run.status}.` };
  const result = run.result;
  const reasons = [
    ...result.evaluations.filter((e) => e.status === "failure").map((e) => e.rationale),
    ...(result.parameter_results ?? []).filter((p) => !p.matched).map((p) => p.reason),
  ].filter((reason) => reason.trim() !== "");
  if (result.failure_code) return { code: result.failure_code, rationale: result.response || reasons.join("; ") };
  return { code: "evaluation_failed", rationale: reasons.join("; ") || result.response };
}

/** `Greets the caller`, or `Greets the caller (2/3)` for the second of three repeats. */
export function runLabel(name: string, run: RunSummary, repeatCount: number): string {
  return repeatCount > 1 ? `${name} (${run.repeat_index + 1}/${repeatCount})` : name;
}

export function formatCost(usd: number): string {
  return `$${usd.toFixed(4)}`;
}
