import type { Invocation, TestRunResult, TestRunSummary } from "@cx/contracts";
import { type InvocationTally, type RunTotals, tallyInvocation, tallyOfTotals } from "../domain/invocation-tally.ts";
import type { InvocationDocument, RunDocument } from "../store/run-documents.ts";
import type { RunTally } from "../store/runs-repository.ts";

/** Part 2.12: no transcript, no frozen definition. */
export function presentRun(run: RunDocument): TestRunSummary {
  return {
    id: run._id,
    invocation_item_id: run.invocation_item_id,
    repeat_index: run.repeat_index,
    status: run.status,
    allows_real_tools: run.allows_real_tools,
    started_at: run.started_at,
    completed_at: run.completed_at,
    updated_at: run.updated_at,
    cost_usd: run.cost_usd,
    input_tokens: run.input_tokens,
    output_tokens: run.output_tokens,
    result: JSON.parse(run.result_json) as TestRunResult,
  };
}

export function presentInvocation(invocation: InvocationDocument, runs: readonly RunTally[]): Invocation {
  return presentTally(invocation, tallyInvocation(invocation, invocation.items, runs));
}

/** A settled invocation, from the totals stored with its status: no run is read. */
export function presentSettledInvocation(invocation: InvocationDocument, totals: RunTotals): Invocation {
  return presentTally(invocation, tallyOfTotals(invocation, invocation.items, totals));
}

function presentTally(invocation: InvocationDocument, tally: InvocationTally): Invocation {
  return {
    id: invocation._id,
    agent_id: invocation.agent_id,
    branch_id: invocation.branch_id,
    version_id: invocation.version_id,
    test_ids: invocation.test_ids,
    attached: invocation.attached ?? false,
    repeat_count: invocation.repeat_count,
    status: tally.status,
    counts: tally.counts,
    cost_usd: tally.cost_usd,
    input_tokens: tally.input_tokens,
    output_tokens: tally.output_tokens,
    created_at: invocation.created_at,
    updated_at: tally.updated_at,
    completed_at: tally.completed_at,
    allow_real_tools: invocation.allow_real_tools,
    summary: tally.summary,
    flaky_count: tally.flaky_count,
  };
}
