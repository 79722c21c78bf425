/**
 * Another service reads conversations of a workspace over the bus (request and reply): the testing
 * service compares the simulated conversations of two runs and makes a test from a reply. Only
 * conversations of `workspace_id` are answered; the others are left out, as missing ones are.
 */
import { type Static, Type } from "@sinclair/typebox";
import { DateTime, FreeObject, Nullable } from "../builders.ts";
import { ConversationEvent, TranscriptEntry } from "./conversation.ts";
import { ToolCall, ToolResult } from "./history.ts";

export const READ_CONVERSATIONS_MAX = 100;

export const ReadConversationsRequest = Type.Object({
  workspace_id: Type.String({ minLength: 1 }),
  conversation_ids: Type.Array(Type.String({ minLength: 1 }), { minItems: 1, maxItems: READ_CONVERSATIONS_MAX }),
  /** With events and the tool calls and results the conversation kept; the transcript alone otherwise. */
  detail: Type.Boolean(),
});
export type ReadConversationsRequest = Static<typeof ReadConversationsRequest>;

export const ConversationReading = Type.Object({
  id: Type.String(),
  agent_id: Type.String(),
  title: Nullable(Type.String()),
  started_at: DateTime(),
  dynamic_variables: FreeObject(),
  transcript: Type.Array(TranscriptEntry),
  /** Empty without `detail`. */
  events: Type.Array(ConversationEvent),
  /**
   * The tool calls and results as the conversation's history kept them (results carry their values,
   * which events do not); empty without `detail`, and for a conversation a test run recorded.
   */
  tool_calls: Type.Array(ToolCall),
  tool_results: Type.Array(ToolResult),
});
export type ConversationReading = Static<typeof ConversationReading>;

export const ReadConversationsReply = Type.Object({
  conversations: Type.Array(ConversationReading),
});
export type ReadConversationsReply = Static<typeof ReadConversationsReply>;
