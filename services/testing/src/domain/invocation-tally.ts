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

/**
 * What an invocation's runs add up to: all that its counts, status, costs and summary are made
 * of. A settled invocation stores it (its runs no longer change), so a list of finished
 * invocations reads no run.
 */
export interface RunTotals {
  counts: InvocationCounts;
  /** In 1e-9 USD, see `COST_SCALE`. */
  cost_nano_usd: number;
  input_tokens: number;
  output_tokens: number;
  /** The latest run `updated_at`, null without runs. */
  updated_at: string | null;
  completed_at: string | null;
  /** Per invocation item id. */
  items: Record<string, { runs: number; passed: number; failed: number; terminal: number }>;
}

export function totalsOf(items: readonly TallyItem[], runs: readonly TallyRun[]): RunTotals {
  const totals: RunTotals = {
    counts: { pending: 0, running: 0, passed: 0, failed: 0, interrupted: 0 },
    cost_nano_usd: 0,
    input_tokens: 0,
    output_tokens: 0,
    updated_at: null,
    completed_at: null,
    items: {},
  };
  for (const item of items) totals.items[item.invocation_item_id] = { runs: 0, passed: 0, failed: 0, terminal: 0 };
  for (const run of runs) {
    totals.counts[run.status]++;
    totals.cost_nano_usd += Math.round(run.cost_usd * COST_SCALE);
    totals.input_tokens += run.input_tokens;
    totals.output_tokens += run.output_tokens;
    if (totals.updated_at === null || run.updated_at > totals.updated_at) totals.updated_at = run.updated_at;
    if (run.completed_at && (totals.completed_at === null || run.completed_at > totals.completed_at))
      totals.completed_at = run.completed_at;
    const entry = totals.items[run.invocation_item_id];
    if (!entry) continue;
    entry.runs++;
    if (run.status === "passed") entry.passed++;
    if (run.status === "failed") entry.failed++;
    if (isTerminal(run.status)) entry.terminal++;
  }
  return totals;
}

export function tallyInvocation(
  invocation: { created_at: string; cancelled_at: string | null; repeat_count: number },
  items: readonly TallyItem[],
  runs: readonly TallyRun[],
): InvocationTally {
  return tallyOfTotals(invocation, items, totalsOf(items, runs));
}

export function tallyOfTotals(
  invocation: { created_at: string; cancelled_at: string | null; repeat_count: number },
  items: readonly TallyItem[],
  totals: RunTotals,
): InvocationTally {
  const { counts } = totals;
  const finished = counts.pending === 0 && counts.running === 0;
  // Only a cancel interrupts runs. Deciding by the runs, not by the cancel's mark, keeps a cancel
  // that came after the last run finished from turning a completed invocation into a cancelled one.
  const status: InvocationStatus = !finished ? "running" : counts.interrupted > 0 ? "cancelled" : "completed";
  const updatedAt =
    totals.updated_at !== null && totals.updated_at > invocation.created_at ? totals.updated_at : invocation.created_at;
  const summary = items.map((item): InvocationSummaryEntry => {
    const entry = totals.items[item.invocation_item_id] ?? { runs: 0, passed: 0, failed: 0, terminal: 0 };
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
    counts: { ...counts },
    status,
    cost_usd: totals.cost_nano_usd / COST_SCALE,
    input_tokens: totals.input_tokens,
    output_tokens: totals.output_tokens,
    updated_at: updatedAt,
    completed_at: finished ? (totals.completed_at ?? invocation.cancelled_at) : null,
    summary,
    flaky_count: summary.filter((entry) => entry.flaky === true).length,
  };
}
