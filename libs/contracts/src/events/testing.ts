import { type Static, Type } from "@sinclair/typebox";
import { LiteralUnion } from "../builders.ts";
import { TERMINAL_TEST_RUN_STATUSES } from "../resources/test-run.ts";
import { EventPayload } from "./base.ts";

export const InvocationStartedEvent = EventPayload({
  invocation_id: Type.String(),
  agent_id: Type.String(),
  branch_id: Type.String(),
  version_id: Type.String(),
  test_ids: Type.Array(Type.String()),
  repeat_count: Type.Integer({ minimum: 1 }),
  run_count: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type InvocationStartedEvent = Static<typeof InvocationStartedEvent>;

/**
 * Work for a run worker. The run already froze its test revision and agent version; the ids say
 * which, so a redelivered message runs the same thing. `attempt` counts executions of the run
 * (a worker that died mid-run leaves it to be requested again).
 */
export const RunRequestedEvent = EventPayload({
  invocation_id: Type.String(),
  run_id: Type.String(),
  test_id: Type.String(),
  test_revision_id: Type.Optional(Type.String()),
  agent_id: Type.String(),
  version_id: Type.String(),
  repeat_index: Type.Integer({ minimum: 0 }),
  allows_real_tools: Type.Boolean(),
  attempt: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type RunRequestedEvent = Static<typeof RunRequestedEvent>;

export const RunCompletedEvent = EventPayload({
  invocation_id: Type.String(),
  run_id: Type.String(),
  test_id: Type.String(),
  status: LiteralUnion(TERMINAL_TEST_RUN_STATUSES),
  cost_usd: Type.Number({ minimum: 0 }),
  input_tokens: Type.Integer({ minimum: 0 }),
  output_tokens: Type.Integer({ minimum: 0 }),
});
export type RunCompletedEvent = Static<typeof RunCompletedEvent>;

/** The terminal statuses of an invocation: every run ended, or a cancel interrupted some. */
export const INVOCATION_OUTCOMES = ["completed", "cancelled"] as const;

/**
 * The invocation became terminal (`completed`, or `cancelled` when a cancel interrupted a run),
 * recorded on it by the one write that stores its final status: exactly once per invocation,
 * however many of its runs end at once. Webhooks deliver it as `test_invocation.completed`.
 */
export const InvocationCompletedEvent = EventPayload({
  invocation_id: Type.String(),
  agent_id: Type.String(),
  branch_id: Type.String(),
  version_id: Type.String(),
  status: LiteralUnion(INVOCATION_OUTCOMES),
});
export type InvocationCompletedEvent = Static<typeof InvocationCompletedEvent>;
