import { describe, expect, test } from "bun:test";
import { Value } from "@sinclair/typebox/value";
import { expectEnumAt, expectInvalidAt, expectValid } from "../test-helpers.ts";
import { PARAMETER_EVAL_TYPES, ParameterEval, TOOL_TYPES, ToolCallParameters } from "./tool-call-parameters.ts";

describe("tool-call parameters (part 2.5)", () => {
  test("the four eval kinds of the extension spec validate", () => {
    const evals = [
      { type: "anything" },
      { type: "exact", expected_value: "A1" },
      { type: "exact", expected_value: { nested: [1, 2] } },
      { type: "regex", pattern: "^A\\d+$" },
      { type: "llm", description: "A plausible order number" },
    ];
    for (const evaluation of evals) expectValid(ParameterEval, evaluation);
    expect(new Set(evals.map((e) => e.type))).toEqual(new Set(PARAMETER_EVAL_TYPES));
    expectValid(ToolCallParameters, {
      parameters: evals.map((evaluation, i) => ({ path: `p${i}`, eval: evaluation })),
      referenced_tool: { id: "tool_1", type: "code" },
      verify_absence: true,
      workflow_node_transition: { agent_id: "agt_1", target_node_id: "node_2", type: "node_id" },
    });
    expectValid(ToolCallParameters, {});
    expectValid(ToolCallParameters, { referenced_tool: null, workflow_node_transition: null });
  });

  test("each kind needs its own member, and unknown kinds are refused", () => {
    expect(Value.Check(ParameterEval, { type: "exact" })).toBe(false);
    expect(Value.Check(ParameterEval, { type: "regex" })).toBe(false);
    expect(Value.Check(ParameterEval, { type: "llm" })).toBe(false);
    expect(Value.Check(ParameterEval, { type: "fuzzy" })).toBe(false);
    expectInvalidAt(
      ToolCallParameters,
      { parameters: [{ path: "x", eval: { type: "regex" } }] },
      "/parameters/0/eval/pattern",
    );
    expectInvalidAt(ToolCallParameters, { parameters: [{ eval: { type: "anything" } }] }, "/parameters/0/path");
  });

  test("referenced tool types and the transition type", () => {
    expectEnumAt(
      ToolCallParameters,
      TOOL_TYPES,
      (v) => ({ referenced_tool: { id: "t", type: v } }),
      "/referenced_tool/type",
    );
    expectInvalidAt(
      ToolCallParameters,
      { workflow_node_transition: { agent_id: "a", target_node_id: "n", type: "edge" } },
      "/workflow_node_transition/type",
    );
    expectInvalidAt(
      ToolCallParameters,
      { workflow_node_transition: { agent_id: "a" } },
      "/workflow_node_transition/target_node_id",
    );
  });
});
