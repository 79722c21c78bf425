/** Part 2.12: run summaries, and the part 4.9 list. */
import { type Static, Type } from "@sinclair/typebox";
import { DateTime, FreeObject, LiteralUnion, Nullable, Page, PageQueryProperties, Query } from "../builders.ts";
import { TOOL_TYPES } from "./tool-call-parameters.ts";

export const TEST_RUN_STATUSES = ["pending", "running", "passed", "failed", "interrupted"] as const;
export const TestRunStatus = LiteralUnion(TEST_RUN_STATUSES, {
  description:
    "`pending` → `running` → `passed` or `failed`, or `interrupted` by a cancel. A run is `passed` exactly when `result.passed` is true.",
});
export type TestRunStatus = Static<typeof TestRunStatus>;

/** Statuses a run never leaves. */
export const TERMINAL_TEST_RUN_STATUSES = ["passed", "failed", "interrupted"] as const;

export const EVALUATION_STATUSES = ["success", "failure"] as const;
export const EvaluationStatus = LiteralUnion(EVALUATION_STATUSES, {
  description: "The verdict: `success` or `failure`.",
});
export type EvaluationStatus = Static<typeof EvaluationStatus>;

export const RUN_FAILURE_CODES = [
  "evaluator_error",
  "mock_not_matched",
  "quota_exceeded",
  "runtime_error",
  "tool_unavailable",
] as const;
export const RunFailureCode = LiteralUnion(RUN_FAILURE_CODES, {
  description:
    "Why the run failed without a verdict: `quota_exceeded` (the provider kept answering 429), `runtime_error` (the provider failed otherwise, or the version cannot run), `evaluator_error` (the verdict was not valid), `mock_not_matched`, `tool_unavailable`.",
});
export type RunFailureCode = Static<typeof RunFailureCode>;

export const RUN_CALL_ORIGINS = ["llm", "workflow", "built_in", "transition"] as const;
export const RunCallOrigin = LiteralUnion(RUN_CALL_ORIGINS, {
  description: "What made the call: the model (`llm`), a workflow, a built-in tool or a transition.",
});
export type RunCallOrigin = Static<typeof RunCallOrigin>;

/** The tool types of part 2.5 plus `workflow_transition`, which only a run's calls report. */
export const RUN_CALL_TOOL_TYPES = [...TOOL_TYPES, "workflow_transition"] as const;
export const RunCallToolType = LiteralUnion(RUN_CALL_TOOL_TYPES, {
  description: "The kind of tool called; the built-in `end_call` is `system`.",
});
export type RunCallToolType = Static<typeof RunCallToolType>;

export const Evaluation = Type.Object({
  rationale: Type.String({ description: "Why, in the evaluation model's words." }),
  status: EvaluationStatus,
});
export type Evaluation = Static<typeof Evaluation>;

export const RunCall = Type.Object({
  name: Type.String({ description: "The name of the tool called." }),
  tool_id: Type.String({ description: "The tool's id (`end_call` for the built-in tool)." }),
  arguments: Nullable(FreeObject(), { description: "The call's arguments; null when they were not a JSON object." }),
  arguments_raw: Type.Optional(Nullable(Type.String(), { description: "The arguments as the model wrote them." })),
  origin: RunCallOrigin,
  tool_type: RunCallToolType,
});
export type RunCall = Static<typeof RunCall>;

export const ParameterResult = Type.Object({
  matched: Type.Boolean({ description: "Whether the argument met the condition." }),
  reason: Type.String({ description: "Why it did or did not." }),
  error: Type.Optional(Nullable(Type.String(), { description: "What went wrong checking it, if anything." })),
});
export type ParameterResult = Static<typeof ParameterResult>;

/**
 * The result has five kinds (simulation, next-reply, tool-invocation, failure, pending) but which
 * kind carries which field is "not shown". Every kind carries the three required fields (empty
 * when foreign to it); the others appear where they mean something: `conversation_id` for a
 * simulation, `evaluation` for a next reply, `parameter_results` for a tool invocation,
 * `failure_code` for a failure, `passed` null while pending.
 */
export const TestRunResult = Type.Object(
  {
    conversation_id: Type.Optional(
      Nullable(Type.String(), { description: "A simulation's conversation, readable with get conversation." }),
    ),
    evaluations: Type.Array(Evaluation, {
      description: "The verdicts: one per success condition (simulation), `[evaluation]` (next reply), else empty.",
    }),
    evaluation: Type.Optional(Nullable(Evaluation, { description: "A next reply's verdict." })),
    failure_code: Type.Optional(Nullable(RunFailureCode, { description: "Why a failed run has no verdict." })),
    response: Type.String({
      description:
        "The agent's reply (its last message in a simulation); a readable reason on a failure; empty while pending.",
    }),
    passed: Type.Optional(
      Nullable(Type.Boolean(), { description: "The outcome; null while the run is not terminal." }),
    ),
    calls: Type.Array(RunCall, { description: "The tool calls the agent made, in order." }),
    parameter_results: Type.Optional(
      Nullable(Type.Array(ParameterResult), {
        description: "A tool invocation's parameter checks, one per condition of `parameters`, in order.",
      }),
    ),
  },
  {
    description:
      'What the run found: pending `{evaluations: [], response: "", calls: [], passed: null}`; next reply `{evaluation, evaluations, response, calls, passed}`; tool invocation `{parameter_results, evaluations: [], response, calls, passed}`; simulation `{conversation_id, evaluations, response, calls, passed}`; failure `{failure_code, evaluations: [], response, calls, passed: false}`.',
  },
);
export type TestRunResult = Static<typeof TestRunResult>;

/** Transcripts and frozen test definitions are deliberately absent (part 2.12). */
export const TestRunSummary = Type.Object({
  id: Type.String({ description: "The run's id (`run_...`)." }),
  invocation_item_id: Type.String({ description: "The invocation summary entry of the run's test." }),
  repeat_index: Type.Integer({ minimum: 0, description: "Which repeat it is, from 0 to `repeat_count` - 1." }),
  status: TestRunStatus,
  allows_real_tools: Type.Boolean({ description: "Whether calls that are not mocked may call the real tools." }),
  started_at: Nullable(DateTime(), { description: "When a worker started it; null while pending." }),
  completed_at: Nullable(DateTime(), { description: "When it became terminal; null before." }),
  updated_at: DateTime({ description: "When it last changed; the runs list is ordered by it." }),
  cost_usd: Type.Number({
    description: "What every model call made for it cost, in USD (agent, simulated user and evaluator).",
  }),
  input_tokens: Type.Integer({ description: "The input tokens of those calls." }),
  output_tokens: Type.Integer({ description: "The output tokens of those calls." }),
  result: TestRunResult,
});
export type TestRunSummary = Static<typeof TestRunSummary>;

export const TestRunListPage = Page(TestRunSummary);
export type TestRunListPage = Static<typeof TestRunListPage>;

/** `updated_after` is strict (later than), so a poller passes the last `updated_at` it saw. */
export const TestRunListQuery = Query({
  ...PageQueryProperties,
  updated_after: Type.Optional(
    DateTime({ description: "Only runs whose `updated_at` is strictly later: poll with the last `updated_at` seen." }),
  ),
});
export type TestRunListQuery = Static<typeof TestRunListQuery>;
