import type { StoredDocument } from "@cx/store";
import type { InvocationDocument } from "./run-documents.ts";

/** What a test's runs in one invocation came to, once all of them are terminal. */
export interface FinalResult {
  passed: number;
  failed: number;
  interrupted: number;
  /** The newest `completed_at` of a passed run; null when none passed. */
  last_passed_at: string | null;
  last_failed_at: string | null;
}

/**
 * One test of one invocation, for the test's history: where it ran and, once the invocation is
 * settled, what its runs came to. `_id` is the invocation item's id. Written with the runs when the
 * invocation starts; `final` is set once by the settling, so a history of finished invocations
 * reads one small document per invocation, not each of its runs.
 */
export interface TestResultDocument extends StoredDocument {
  workspace_id: string;
  test_id: string;
  invocation_id: string;
  agent_id: string;
  branch_id: string;
  version_id: string;
  created_at: string;
  /** The test's runs in the invocation (its `repeat_count`). */
  runs: number;
  final: FinalResult | null;
}

/** One per test, for its history; settled with the invocation (`HistoryRepository.settle`). */
export function resultsOf(invocation: InvocationDocument): TestResultDocument[] {
  return invocation.items.map((item) => ({
    _id: item.invocation_item_id,
    workspace_id: invocation.workspace_id,
    test_id: item.test_id,
    invocation_id: invocation._id,
    agent_id: invocation.agent_id,
    branch_id: invocation.branch_id,
    version_id: invocation.version_id,
    created_at: invocation.created_at,
    runs: invocation.repeat_count,
    final: null,
  }));
}
