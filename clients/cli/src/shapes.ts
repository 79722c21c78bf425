/**
 * What the command line reads from the platform's answers. Resources the OpenAPI document names
 * come from the generated client's types; the rest (answers the document does not describe yet)
 * are the few fields read here, as part 2 and 3 of the API's specification define them.
 */
import type { Schema } from "@cx/client";

export type RunSummary = Schema<"TestRunSummary">;

export type InvocationSummaryEntry = Schema<"InvocationSummaryEntry">;

export type Invocation = Schema<"Invocation">;

export type TestHistory = Schema<"TestHistory">;

/** One side of a compared test: its terminal runs in that invocation. */
export interface ComparisonSide {
  runs: number;
  passed: number;
  failed: number;
  pass_rate: number | null;
  pass_all: boolean | null;
  flaky: boolean | null;
}

export type Change =
  | "regressed"
  | "fixed"
  | "flaky"
  | "still_failing"
  | "incomplete"
  | "added"
  | "removed"
  | "still_passing";

export interface ComparisonEntry {
  test_id: string;
  test_name: string;
  change: Change;
  invocation: ComparisonSide | null;
  baseline: ComparisonSide | null;
  pass_rate_delta: number | null;
  divergence:
    | {
        kind: "reply";
        same: boolean;
        invocation: { response: string; calls: unknown[] };
        baseline: { response: string; calls: unknown[] };
      }
    | {
        kind: "transcript";
        same: boolean;
        seq: number | null;
        invocation: { role: string; text: string } | null;
        baseline: { role: string; text: string } | null;
      }
    | null;
}

export interface InvocationRef {
  id: string;
  agent_id: string;
  branch_id: string;
  version_id: string;
  created_at: string;
  status: string;
}

/** `GET .../test-invocations/{id}/compare?baseline=` (part 10 of the extensions). */
export interface Comparison {
  invocation: InvocationRef;
  baseline: InvocationRef;
  tests: ComparisonEntry[];
  totals: Record<Change, number>;
  cost_usd: { invocation: number; baseline: number; delta: number };
  input_tokens: { invocation: number; baseline: number; delta: number };
  output_tokens: { invocation: number; baseline: number; delta: number };
}

export interface Agent {
  id: string;
  name: string;
  main_branch_id: string;
}

export interface Branch {
  id: string;
  name: string;
  tip_version_id: string;
}

export interface Version {
  id: string;
  config: { platform_settings?: { testing?: { attached_tests?: { test_id: string }[] } } };
}

export interface TestListItem {
  id: string;
  name: string;
  entity_type: "test" | "folder";
  type?: string;
  parent_folder_id: string | null;
}

export interface Page<T> {
  items: T[];
  next_cursor: string | null;
  has_more: boolean;
}
