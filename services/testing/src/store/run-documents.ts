import type { AgentTestType, InvocationStatus, TestRunStatus, TestRunSummary } from "@cx/contracts";
import type { StoredDocument } from "@cx/store";
import type { RunTotals } from "../domain/invocation-tally.ts";

/** One test of an invocation, frozen when the invocation starts. */
export interface InvocationItem {
  invocation_item_id: string;
  test_id: string;
  test_name: string;
  test_type: AgentTestType;
  test_revision_id: string;
}

/**
 * An invocation: what its runs execute (the agent version with its config, frozen), and the
 * clock that stamps its runs' `updated_at` (see `RunStamps`). Counts, costs and the summary are
 * added up from the runs when read, so a run counted twice is impossible by construction.
 */
export interface InvocationDocument extends StoredDocument {
  workspace_id: string;
  agent_id: string;
  branch_id: string;
  version_id: string;
  /** The version's config as JSON text (free-form members may hold keys a store refuses). */
  agent_config_json: string;
  test_ids: string[];
  /** Started with `attached: true`: `test_ids` are the attached tests, folders expanded then. Absent before. */
  attached?: boolean;
  items: InvocationItem[];
  repeat_count: number;
  allow_real_tools: boolean;
  created_by: string;
  created_at: string;
  /** Set once by a cancel. */
  cancelled_at: string | null;
  /**
   * `running` until the invocation is settled (`settleInvocation`): what the list's `status` filter
   * reads. The answers derive the status from the runs, so a settle that has not happened yet
   * (its process died) changes no answer but that filter, and the next read settles it.
   */
  status: InvocationStatus;
  /** What its runs add up to, stored with the settled status (they never change after). */
  totals: RunTotals | null;
  /** The newest stamp given to a run write, in epoch milliseconds. */
  clock_ms: number;
  /** Stamps given out whose run write may not be visible yet: `s<stamp>` → expiry (epoch ms). */
  in_flight: Record<string, number>;
}

/**
 * A run: its summary as part 2.12 answers it (`updated_at` from the invocation's clock, strictly
 * later than every earlier write of the invocation), and what it takes to execute it.
 */
export interface RunDocument extends StoredDocument, Omit<TestRunSummary, "id" | "result"> {
  workspace_id: string;
  invocation_id: string;
  /** The invocation's agent, branch and version, copied so that a test's runs can be filtered by them. */
  agent_id: string;
  branch_id: string;
  version_id: string;
  test_id: string;
  test_type: AgentTestType;
  test_revision_id: string;
  created_at: string;
  /** The result as JSON text: tool arguments may hold keys a store refuses. */
  result_json: string;
  /** Executions started (claims); the third that does not finish fails the run. */
  attempts: number;
  /** The worker executing it; null while nobody does. */
  lease_token: string | null;
  /**
   * When the sweeper next looks at the run: a running run's lease expiry, or when a pending (or
   * re-queued) run's request is sent again if nobody has claimed it.
   */
  lease_expires_at: string;
  /** Simulation runs: chosen at creation, so every attempt records the same conversation. */
  conversation_id: string | null;
}

export const NON_TERMINAL: TestRunStatus[] = ["pending", "running"];
