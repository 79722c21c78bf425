/** Part 2.4: one entry of a test's `chat_history`. */
import { type Static, Type } from "@sinclair/typebox";
import { FreeObject, LiteralUnion, Nullable } from "../builders.ts";

export const HISTORY_ROLES = ["user", "agent"] as const;
export const HistoryRole = LiteralUnion(HISTORY_ROLES);
export type HistoryRole = Static<typeof HistoryRole>;

/**
 * Open on purpose (part 9): a tool call may carry typed detail this version does not know yet,
 * and it must survive storage and responses. `additionalProperties: true` also tells Elysia's
 * response normaliser to keep those keys.
 */
export const ToolCall = Type.Object(
  {
    params_as_json: Type.String(),
    request_id: Type.String(),
    tool_has_been_called: Type.Boolean(),
    tool_name: Type.String(),
    tool_details: Type.Optional(Nullable(FreeObject())),
    type: Type.Optional(Nullable(Type.String())),
  },
  { additionalProperties: true },
);
export type ToolCall = Static<typeof ToolCall>;

export const ToolResult = Type.Object({
  is_error: Type.Boolean(),
  request_id: Type.String(),
  result_value: Type.String(),
  tool_has_been_called: Type.Boolean(),
  tool_name: Type.String(),
  type: Type.String(),
  is_blocked: Type.Optional(Type.Boolean()),
  tool_latency_secs: Type.Optional(Type.Number()),
});
export type ToolResult = Static<typeof ToolResult>;

export const HistoryEntry = Type.Object({
  role: HistoryRole,
  message: Type.Optional(Nullable(Type.String())),
  tool_calls: Type.Optional(Type.Array(ToolCall)),
  tool_results: Type.Optional(Type.Array(ToolResult)),
});
export type HistoryEntry = Static<typeof HistoryEntry>;
