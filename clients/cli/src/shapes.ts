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

export type ComparisonSide = Schema<"ComparisonSide">;

export type Change = Schema<"ComparisonChange">;

export type ComparisonEntry = Schema<"ComparisonEntry">;

/** `GET .../test-invocations/{id}/compare?baseline=` (part 10 of the extensions). */
export type Comparison = Schema<"InvocationComparison">;

/** What `PUT .../deployments` answers. */
export interface DeploymentUpdate {
  changed: boolean;
  deployment_id: string | null;
  distribution: { branch_id: string; percentage: string; basis_points: number }[];
}

/** One entry of `GET .../deployments/history`. */
export interface DeploymentHistoryEntry {
  deployment_id: string;
  distribution: { branch_id: string; percentage: string; basis_points: number }[];
  created_at: string;
  created_by: { type: "user" | "system"; id: string | null };
  reason: "created" | "manual" | "auto_rollback";
  forced: boolean;
  evidence: { branch_id: string; version_id: string; invocation_id: string }[];
  rollback: { branch_id: string; to_branch_id: string; failure_rate: number; conversations: number } | null;
}

/** A branch the deployment gate refused (`details.branches` of 409 `deployment_tests_required`). */
export interface RefusedBranch {
  branch_id: string;
  version_id: string;
  reason: "no_attached_tests" | "not_tested" | "tests_failing";
  invocation_id?: string;
  failing_tests?: { test_id: string; pass_rate: number }[];
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
