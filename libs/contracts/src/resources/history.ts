/** Part 2.4: one entry of a test's `chat_history`. */
import { type Static, Type } from "@sinclair/typebox";
import { FreeObject, LiteralUnion, Nullable } from "../builders.ts";

export const HISTORY_ROLES = ["user", "agent"] as const;
export const HistoryRole = LiteralUnion(HISTORY_ROLES, { description: "Who said it: `user` or `agent`." });
export type HistoryRole = Static<typeof HistoryRole>;

/**
 * Open on purpose (part 9): a tool call may carry typed detail this version does not know yet,
 * and it must survive storage and responses. `additionalProperties: true` also tells Elysia's
 * response normaliser to keep those keys.
 */
export const ToolCall = Type.Object(
  {
    params_as_json: Type.String({ description: "The call's arguments, as JSON text." }),
    request_id: Type.String({ description: "The call's id; its result names it." }),
    tool_has_been_called: Type.Boolean({ description: "Whether the tool was actually called." }),
    tool_name: Type.String({ description: "The name of the tool called." }),
    tool_details: Type.Optional(
      Nullable(FreeObject(), { description: "More typed detail of the call, kept as sent." }),
    ),
    type: Type.Optional(Nullable(Type.String(), { description: "The kind of tool called." })),
  },
  {
    additionalProperties: true,
    description: "A tool call the agent made; extra typed detail inside it is preserved.",
  },
);
export type ToolCall = Static<typeof ToolCall>;

export const ToolResult = Type.Object({
  is_error: Type.Boolean({ description: "Whether the call failed." }),
  request_id: Type.String({ description: "The id of the call this answers." }),
  result_value: Type.String({ description: "What the tool answered, as text." }),
  tool_has_been_called: Type.Boolean({ description: "Whether the tool was actually called." }),
  tool_name: Type.String({ description: "The name of the tool called." }),
  type: Type.String({ description: "The kind of tool called." }),
  is_blocked: Type.Optional(Type.Boolean({ description: "Whether the call was blocked." })),
  tool_latency_secs: Type.Optional(Type.Number({ description: "How long the call took, in seconds." })),
});
export type ToolResult = Static<typeof ToolResult>;

export const HistoryEntry = Type.Object({
  role: HistoryRole,
  message: Type.Optional(
    Nullable(Type.String(), { description: "What was said; null or absent for tool calls alone." }),
  ),
  tool_calls: Type.Optional(Type.Array(ToolCall, { description: "The tool calls the agent made in this turn." })),
  tool_results: Type.Optional(Type.Array(ToolResult, { description: "The results of those tool calls." })),
});
export type HistoryEntry = Static<typeof HistoryEntry>;
