/**
 * A simulation test run hands its finished conversation to the conversations service over the
 * bus (request and reply), so that it is stored and readable like any other (`source:
 * "agent_test"`) by the time the run is terminal. The run chooses the conversation id, so that a
 * retried request records the conversation once.
 */
import { type Static, Type } from "@sinclair/typebox";
import { DateTime, FreeObject, Nullable } from "../builders.ts";
import { ConversationEvent, TranscriptEntry } from "./conversation.ts";

export const ConversationRequestTopics = {
  RECORD_SIMULATION: "conversations.simulations.record",
  READ_CONVERSATIONS: "conversations.conversations.read",
  READ_DETAIL: "conversations.details.read",
} as const;

export const RecordSimulationRequest = Type.Object({
  workspace_id: Type.String(),
  conversation_id: Type.String(),
  agent_id: Type.String(),
  branch_id: Nullable(Type.String()),
  version_id: Type.String(),
  /** The test run that produced it, for the reader's orientation. */
  run_id: Type.String(),
  dynamic_variables: FreeObject(),
  transcript: Type.Array(TranscriptEntry),
  events: Type.Array(ConversationEvent),
  started_at: DateTime(),
  ended_at: DateTime(),
  /** `agent` (end_call), `simulated_user`, `max_turns`, or `error`. */
  end_reason: Type.String(),
  status: Type.Union([Type.Literal("ended"), Type.Literal("failed")]),
  input_tokens: Type.Integer({ minimum: 0 }),
  output_tokens: Type.Integer({ minimum: 0 }),
  /** USD, the agent's model calls only (simulated user and evaluator excluded, as analysis is). */
  cost_usd: Type.Number({ minimum: 0 }),
});
export type RecordSimulationRequest = Static<typeof RecordSimulationRequest>;

export const RecordSimulationReply = Type.Object({ conversation_id: Type.String() });
export type RecordSimulationReply = Static<typeof RecordSimulationReply>;
