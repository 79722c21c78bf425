/** Test invocations (extension spec part 3): one run per test per repeat. */
import { type Static, Type } from "@sinclair/typebox";
import { Body, DateTime, LiteralUnion, Nullable } from "../builders.ts";

export const INVOCATION_STATUSES = ["running", "completed", "cancelled"] as const;
export const InvocationStatus = LiteralUnion(INVOCATION_STATUSES);
export type InvocationStatus = Static<typeof InvocationStatus>;

export const INVOCATION_TEST_IDS_MAX = 100;
export const REPEAT_COUNT_MAX = 10;

/** `branch_id` absent (or null) runs against `main`. */
export const InvocationCreateBody = Body({
  test_ids: Type.Array(Type.String(), { minItems: 1, maxItems: INVOCATION_TEST_IDS_MAX }),
  branch_id: Type.Optional(Nullable(Type.String())),
  repeat_count: Type.Optional(Type.Integer({ minimum: 1, maximum: REPEAT_COUNT_MAX, default: 1 })),
  allow_real_tools: Type.Optional(Type.Boolean({ default: false })),
});
export type InvocationCreateBody = Static<typeof InvocationCreateBody>;

export const InvocationCounts = Type.Object({
  pending: Type.Integer({ minimum: 0 }),
  running: Type.Integer({ minimum: 0 }),
  passed: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0 }),
  interrupted: Type.Integer({ minimum: 0 }),
});
export type InvocationCounts = Static<typeof InvocationCounts>;

/**
 * One entry per test of the invocation, in `test_ids` order. `pass_rate`: passed / terminal runs
 * (null while none is terminal); `pass_all` (pass^k): every one of the test's `repeat_count` runs
 * passed (null until all are terminal).
 */
export const InvocationSummaryEntry = Type.Object({
  invocation_item_id: Type.String(),
  test_id: Type.String(),
  test_name: Type.String(),
  runs: Type.Integer({ minimum: 0 }),
  passed: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0 }),
  pass_rate: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
  pass_all: Nullable(Type.Boolean()),
});
export type InvocationSummaryEntry = Static<typeof InvocationSummaryEntry>;

/** `cost_usd` is a number, like the run summaries it adds up (part 2.12). */
export const Invocation = Type.Object({
  id: Type.String(),
  agent_id: Type.String(),
  branch_id: Type.String(),
  version_id: Type.String(),
  test_ids: Type.Array(Type.String()),
  repeat_count: Type.Integer(),
  status: InvocationStatus,
  counts: InvocationCounts,
  cost_usd: Type.Number(),
  input_tokens: Type.Integer(),
  output_tokens: Type.Integer(),
  created_at: DateTime(),
  updated_at: DateTime(),
  completed_at: Nullable(DateTime()),
  allow_real_tools: Type.Boolean(),
  summary: Type.Array(InvocationSummaryEntry),
});
export type Invocation = Static<typeof Invocation>;
