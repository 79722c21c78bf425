import { type Static, Type } from "@sinclair/typebox";
import { DateTime, LiteralUnion, Nullable } from "../builders.ts";
import { ConversationSource } from "../resources/conversation.ts";
import { EventPayload } from "./base.ts";

export const ConversationEndedEvent = EventPayload({
  conversation_id: Type.String(),
  agent_id: Type.String(),
  branch_id: Nullable(Type.String()),
  version_id: Type.String(),
  source: Type.Optional(ConversationSource),
  end_reason: Type.Optional(Nullable(Type.String())),
  ended_at: Type.Optional(DateTime()),
});
export type ConversationEndedEvent = Static<typeof ConversationEndedEvent>;

/**
 * The conversation was removed for good (extension spec part 11): whoever keeps anything of it
 * (the agents service's rollback outcomes) forgets it.
 */
export const ConversationDeletedEvent = EventPayload({
  conversation_id: Type.String(),
  agent_id: Type.String(),
});
export type ConversationDeletedEvent = Static<typeof ConversationDeletedEvent>;

/** `ended` after a conversation ends, `rerun` for part 4.6. */
export const ANALYSIS_TRIGGERS = ["ended", "rerun"] as const;
export const AnalysisRequestedEvent = EventPayload({
  conversation_id: Type.String(),
  agent_id: Type.Optional(Type.String()),
  version_id: Type.String(),
  trigger: Type.Optional(LiteralUnion(ANALYSIS_TRIGGERS)),
});
export type AnalysisRequestedEvent = Static<typeof AnalysisRequestedEvent>;

/** Only the final outcomes: `pending` and `processing` never complete anything. */
export const ANALYSIS_OUTCOMES = ["done", "skipped", "failed"] as const;
export const AnalysisCompletedEvent = EventPayload({
  conversation_id: Type.String(),
  agent_id: Type.Optional(Type.String()),
  analysis_status: LiteralUnion(ANALYSIS_OUTCOMES),
  call_successful: Type.Optional(Nullable(Type.Boolean())),
  /** What automatic rollback (extension spec part 11) needs to count the conversation, or not. */
  branch_id: Type.Optional(Type.String()),
  source: Type.Optional(ConversationSource),
  is_draft_run: Type.Optional(Type.Boolean()),
  /** The deployment chose the branch (no `branch_id` at the start). */
  routed: Type.Optional(Type.Boolean()),
  started_at: Type.Optional(DateTime()),
});
export type AnalysisCompletedEvent = Static<typeof AnalysisCompletedEvent>;
