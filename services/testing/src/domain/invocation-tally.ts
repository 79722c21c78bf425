/** Counts, totals, status and the per-test summary of an invocation, added up from its runs. */
import type { InvocationCounts, InvocationStatus, InvocationSummaryEntry, TestRunStatus } from "@cx/contracts";

export interface TallyRun {
  invocation_item_id: string;
  status: TestRunStatus;
  cost_usd: number;
  input_tokens: number;
  output_tokens: number;
  completed_at: string | null;
  updated_at: string;
}

export interface TallyItem {
  invocation_item_id: string;
  test_id: string;
  test_name: string;
}

export interface InvocationTally {
  counts: InvocationCounts;
  status: InvocationStatus;
  cost_usd: number;
  input_tokens: number;
  output_tokens: number;
  updated_at: string;
  completed_at: string | null;
  summary: InvocationSummaryEntry[];
  /** The entries with `flaky: true`. */
  flaky_count: number;
}

// Costs are fractions of a cent; adding them as integers of 1e-9 USD keeps float noise out.
const COST_SCALE = 1e9;

export function isTerminal(status: TestRunStatus): boolean {
  return status === "passed" || status === "failed" || status === "interrupted";
}

/**
 * Extension spec part 10: a test is flaky in an invocation when its terminal runs disagree, one
 * passed and one failed. `interrupted` runs say nothing about the test, so they count for neither;
 * with no passed or failed run yet there is nothing to agree on: null.
 */
export function flakyOf(counts: { passed: number; failed: number }): boolean | null {
  if (counts.passed + counts.failed === 0) return null;
  return counts.passed > 0 && counts.failed > 0;
}

export function tallyInvocation(
  invocation: { created_at: string; cancelled_at: string | null; repeat_count: number },
  items: readonly TallyItem[],
  runs: readonly TallyRun[],
): InvocationTally {
  const counts: InvocationCounts = { pending: 0, running: 0, passed: 0, failed: 0, interrupted: 0 };
  let cost = 0;
  let input = 0;
  let output = 0;
  let updatedAt = invocation.created_at;
  let completedAt: string | null = null;
  const perItem = new Map<string, { runs: number; passed: number; failed: number; terminal: number }>();
  for (const item of items) perItem.set(item.invocation_item_id, { runs: 0, passed: 0, failed: 0, terminal: 0 });
  for (const run of runs) {
    counts[run.status]++;
    cost += Math.round(run.cost_usd * COST_SCALE);
    input += run.input_tokens;
    output += run.output_tokens;
    if (run.updated_at > updatedAt) updatedAt = run.updated_at;
    if (run.completed_at && (completedAt === null || run.completed_at > completedAt)) completedAt = run.completed_at;
    const entry = perItem.get(run.invocation_item_id);
    if (!entry) continue;
    entry.runs++;
    if (run.status === "passed") entry.passed++;
    if (run.status === "failed") entry.failed++;
    if (isTerminal(run.status)) entry.terminal++;
  }
  const finished = counts.pending === 0 && counts.running === 0;
  // Only a cancel interrupts runs. Deciding by the runs, not by the cancel's mark, keeps a cancel
  // that came after the last run finished from turning a completed invocation into a cancelled one.
  const status: InvocationStatus = !finished ? "running" : counts.interrupted > 0 ? "cancelled" : "completed";
  const summary = items.map((item): InvocationSummaryEntry => {
    const entry = perItem.get(item.invocation_item_id)!;
    return {
      invocation_item_id: item.invocation_item_id,
      test_id: item.test_id,
      test_name: item.test_name,
      runs: entry.runs,
      passed: entry.passed,
      failed: entry.failed,
      pass_rate: entry.terminal === 0 ? null : entry.passed / entry.terminal,
      pass_all: entry.terminal < invocation.repeat_count ? null : entry.passed === invocation.repeat_count,
      flaky: flakyOf(entry),
    };
  });
  return {
    counts,
    status,
    cost_usd: cost / COST_SCALE,
    input_tokens: input,
    output_tokens: output,
    updated_at: updatedAt,
    completed_at: finished ? (completedAt ?? invocation.cancelled_at) : null,
    summary,
    flaky_count: summary.filter((entry) => entry.flaky === true).length,
  };
}
