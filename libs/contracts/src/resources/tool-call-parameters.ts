/** Part 2.5: what a tool-invocation test expects of the agent's tool call. */
import { type Static, Type } from "@sinclair/typebox";
import { LiteralUnion, Nullable } from "../builders.ts";

/** Part 2.5 `referenced_tool.type`. */
export const TOOL_TYPES = [
  "system",
  "webhook",
  "vendor_sheets",
  "client",
  "workflow",
  "api_integration_webhook",
  "mcp",
  "code",
] as const;
export const ToolType = LiteralUnion(TOOL_TYPES);
export type ToolType = Static<typeof ToolType>;

export const PARAMETER_EVAL_TYPES = ["anything", "exact", "regex", "llm"] as const;
export type ParameterEvalType = (typeof PARAMETER_EVAL_TYPES)[number];

// The shapes of the four eval kinds are "not shown" in part 2.5; the extension spec (part 3)
// fixes them as below.
export const AnythingEval = Type.Object({ type: Type.Literal("anything") });
export type AnythingEval = Static<typeof AnythingEval>;

/** `expected_value` is any JSON value: a parameter may be a string, number, object... */
export const ExactEval = Type.Object({
  type: Type.Literal("exact"),
  expected_value: Type.Unknown(),
});
export type ExactEval = Static<typeof ExactEval>;

export const RegexEval = Type.Object({
  type: Type.Literal("regex"),
  pattern: Type.String({ minLength: 1 }),
});
export type RegexEval = Static<typeof RegexEval>;

export const LlmEval = Type.Object({
  type: Type.Literal("llm"),
  description: Type.String({ minLength: 1 }),
});
export type LlmEval = Static<typeof LlmEval>;

export const ParameterEval = Type.Union([AnythingEval, ExactEval, RegexEval, LlmEval]);
export type ParameterEval = Static<typeof ParameterEval>;

export const ParameterCondition = Type.Object({
  path: Type.String(),
  eval: ParameterEval,
});
export type ParameterCondition = Static<typeof ParameterCondition>;

export const ReferencedTool = Type.Object({
  id: Type.String(),
  type: ToolType,
});
export type ReferencedTool = Static<typeof ReferencedTool>;

export const WORKFLOW_NODE_TRANSITION_TYPES = ["node_id"] as const;
export const WorkflowNodeTransition = Type.Object({
  agent_id: Type.String(),
  target_node_id: Type.String(),
  type: Type.Optional(Type.Literal("node_id")),
});
export type WorkflowNodeTransition = Static<typeof WorkflowNodeTransition>;

export const ToolCallParameters = Type.Object({
  parameters: Type.Optional(Type.Array(ParameterCondition)),
  referenced_tool: Type.Optional(Nullable(ReferencedTool)),
  verify_absence: Type.Optional(Type.Boolean()),
  workflow_node_transition: Type.Optional(Nullable(WorkflowNodeTransition)),
});
export type ToolCallParameters = Static<typeof ToolCallParameters>;
