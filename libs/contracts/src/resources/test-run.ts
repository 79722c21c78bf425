/** Part 2.12: run summaries, and the part 4.9 list. */
import { type Static, Type } from "@sinclair/typebox";
import { DateTime, FreeObject, LiteralUnion, Nullable, Page, PageQueryProperties, Query } from "../builders.ts";
import { TOOL_TYPES } from "./tool-call-parameters.ts";

export const TEST_RUN_STATUSES = ["pending", "running", "passed", "failed", "interrupted"] as const;
export const TestRunStatus = LiteralUnion(TEST_RUN_STATUSES);
export type TestRunStatus = Static<typeof TestRunStatus>;

/** Statuses a run never leaves. */
export const TERMINAL_TEST_RUN_STATUSES = ["passed", "failed", "interrupted"] as const;

export const EVALUATION_STATUSES = ["success", "failure"] as const;
export const EvaluationStatus = LiteralUnion(EVALUATION_STATUSES);
export type EvaluationStatus = Static<typeof EvaluationStatus>;

export const RUN_FAILURE_CODES = [
  "evaluator_error",
  "mock_not_matched",
  "quota_exceeded",
  "runtime_error",
  "tool_unavailable",
] as const;
export const RunFailureCode = LiteralUnion(RUN_FAILURE_CODES);
export type RunFailureCode = Static<typeof RunFailureCode>;

export const RUN_CALL_ORIGINS = ["llm", "workflow", "built_in", "transition"] as const;
export const RunCallOrigin = LiteralUnion(RUN_CALL_ORIGINS);
export type RunCallOrigin = Static<typeof RunCallOrigin>;

/** The tool types of part 2.5 plus `workflow_transition`, which only a run's calls report. */
export const RUN_CALL_TOOL_TYPES = [...TOOL_TYPES, "workflow_transition"] as const;
export const RunCallToolType = LiteralUnion(RUN_CALL_TOOL_TYPES);
export type RunCallToolType = Static<typeof RunCallToolType>;

export const Evaluation = Type.Object({
  rationale: Type.String(),
  status: EvaluationStatus,
});
export type Evaluation = Static<typeof Evaluation>;

export const RunCall = Type.Object({
  name: Type.String(),
  tool_id: Type.String(),
  arguments: Nullable(FreeObject()),
  arguments_raw: Type.Optional(Nullable(Type.String())),
  origin: RunCallOrigin,
  tool_type: RunCallToolType,
});
export type RunCall = Static<typeof RunCall>;

export const ParameterResult = Type.Object({
  matched: Type.Boolean(),
  reason: Type.String(),
  error: Type.Optional(Nullable(Type.String())),
});
export type ParameterResult = Static<typeof ParameterResult>;

/**
 * The result has five kinds (simulation, next-reply, tool-invocation, failure, pending) but which
 * kind carries which field is "not shown". Every kind carries the three required fields (empty
 * when foreign to it); the others appear where they mean something: `conversation_id` for a
 * simulation, `evaluation` for a next reply, `parameter_results` for a tool invocation,
 * `failure_code` for a failure, `passed` null while pending.
 */
export const TestRunResult = Type.Object({
  conversation_id: Type.Optional(Nullable(Type.String())),
  evaluations: Type.Array(Evaluation),
  evaluation: Type.Optional(Nullable(Evaluation)),
  failure_code: Type.Optional(Nullable(RunFailureCode)),
  response: Type.String(),
  passed: Type.Optional(Nullable(Type.Boolean())),
  calls: Type.Array(RunCall),
  parameter_results: Type.Optional(Nullable(Type.Array(ParameterResult))),
});
export type TestRunResult = Static<typeof TestRunResult>;

/** Transcripts and frozen test definitions are deliberately absent (part 2.12). */
export const TestRunSummary = Type.Object({
  id: Type.String(),
  invocation_item_id: Type.String(),
  repeat_index: Type.Integer({ minimum: 0 }),
  status: TestRunStatus,
  allows_real_tools: Type.Boolean(),
  started_at: Nullable(DateTime()),
  completed_at: Nullable(DateTime()),
  updated_at: DateTime(),
  cost_usd: Type.Number(),
  input_tokens: Type.Integer(),
  output_tokens: Type.Integer(),
  result: TestRunResult,
});
export type TestRunSummary = Static<typeof TestRunSummary>;

export const TestRunListPage = Page(TestRunSummary);
export type TestRunListPage = Static<typeof TestRunListPage>;

/** `updated_after` is strict (later than), so a poller passes the last `updated_at` it saw. */
export const TestRunListQuery = Query({
  ...PageQueryProperties,
  updated_after: Type.Optional(DateTime()),
});
export type TestRunListQuery = Static<typeof TestRunListQuery>;
