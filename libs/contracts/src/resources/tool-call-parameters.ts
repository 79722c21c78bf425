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
export const ToolType = LiteralUnion(TOOL_TYPES, {
  description: "The kind of tool; the built-in `end_call` is `system`.",
});
export type ToolType = Static<typeof ToolType>;

export const PARAMETER_EVAL_TYPES = ["anything", "exact", "regex", "llm"] as const;
export type ParameterEvalType = (typeof PARAMETER_EVAL_TYPES)[number];

// The shapes of the four eval kinds are "not shown" in part 2.5; the extension spec (part 3)
// fixes them as below.
export const AnythingEval = Type.Object({
  type: Type.Literal("anything", { description: "Matches when the path is present in the arguments." }),
});
export type AnythingEval = Static<typeof AnythingEval>;

/** `expected_value` is any JSON value: a parameter may be a string, number, object... */
export const ExactEval = Type.Object({
  type: Type.Literal("exact", { description: "Matches when the value is deep-equal to `expected_value`." }),
  expected_value: Type.Unknown({ description: "The value expected, any JSON value." }),
});
export type ExactEval = Static<typeof ExactEval>;

export const RegexEval = Type.Object({
  type: Type.Literal("regex", {
    description:
      "Matches when the value (as a string, or as JSON text when not a string) contains a match of `pattern`.",
  }),
  pattern: Type.String({ minLength: 1, description: "A regular expression." }),
});
export type RegexEval = Static<typeof RegexEval>;

export const LlmEval = Type.Object({
  type: Type.Literal("llm", { description: "The evaluation model judges the value against `description`." }),
  description: Type.String({ minLength: 1, description: "What the value should be, in words." }),
});
export type LlmEval = Static<typeof LlmEval>;

export const ParameterEval = Type.Union([AnythingEval, ExactEval, RegexEval, LlmEval], {
  description: "How the argument at `path` is checked: `anything`, `exact`, `regex` or `llm`.",
});
export type ParameterEval = Static<typeof ParameterEval>;

export const ParameterCondition = Type.Object({
  path: Type.String({ description: "Where in the call's arguments, dot form (`order.items.0.sku`)." }),
  eval: ParameterEval,
});
export type ParameterCondition = Static<typeof ParameterCondition>;

export const ReferencedTool = Type.Object({
  id: Type.String({ description: "The tool's id (`tool_...`, or `end_call` for the built-in tool)." }),
  type: ToolType,
});
export type ReferencedTool = Static<typeof ReferencedTool>;

export const WORKFLOW_NODE_TRANSITION_TYPES = ["node_id"] as const;
export const WorkflowNodeTransition = Type.Object({
  agent_id: Type.String({ description: "The agent whose workflow it is." }),
  target_node_id: Type.String({ description: "The workflow node the agent should move to." }),
  type: Type.Optional(Type.Literal("node_id", { description: "Always `node_id`." })),
});
export type WorkflowNodeTransition = Static<typeof WorkflowNodeTransition>;

export const ToolCallParameters = Type.Object(
  {
    parameters: Type.Optional(
      Type.Array(ParameterCondition, {
        description:
          "Conditions on the call's arguments, each checked in order; `result.parameter_results` answers each.",
      }),
    ),
    referenced_tool: Type.Optional(
      Nullable(ReferencedTool, { description: "The tool the agent should call (or not call, with `verify_absence`)." }),
    ),
    verify_absence: Type.Optional(
      Type.Boolean({ description: "With `true` the test passes exactly when the tool is not called." }),
    ),
    workflow_node_transition: Type.Optional(
      Nullable(WorkflowNodeTransition, {
        description:
          "An expected workflow transition; it needs the workflow runtime, so such a run fails with `runtime_error`.",
      }),
    ),
  },
  { description: "What a tool-invocation test expects of the agent's tool call." },
);
export type ToolCallParameters = Static<typeof ToolCallParameters>;
