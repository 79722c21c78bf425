import { describe, expect, test } from "bun:test";
import { Type } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { AgentConfig } from "./resources/agent-config.ts";
import { AgentTestBody } from "./resources/agent-test-bodies.ts";
import { DeploymentBranchInput } from "./resources/deployment.ts";
import { fieldErrors } from "./validation.ts";

describe("fieldErrors", () => {
  test("a valid value has no field errors", () => {
    expect(fieldErrors(AgentConfig, { agent: { language: "en" } })).toEqual([]);
  });

  test("an unknown key inside a nullable object is reported at its own path", () => {
    const config = { agent: { prompt: { built_in_tools: { end_call: { description: "", url: "x" } } } } };
    // Plain Value.Errors stops at the union: the reason for this helper.
    expect([...Value.Errors(AgentConfig, config)].map((e) => e.path)).toEqual([
      "/agent/prompt/built_in_tools/end_call",
    ]);
    expect(fieldErrors(AgentConfig, config).map((e) => e.path)).toEqual(["/agent/prompt/built_in_tools/end_call/url"]);
  });

  test("an enumeration names its allowed values", () => {
    expect(fieldErrors(AgentConfig, { agent: { language: "fr" } })).toEqual([
      { path: "/agent/language", message: "must be one of: id, en" },
    ]);
  });

  test("a wrong type where object-or-null is allowed stays on the field itself", () => {
    const errors = fieldErrors(AgentConfig, { workflow: 3 });
    expect(errors.map((e) => e.path)).toEqual(["/workflow"]);
  });

  test("a per-kind body is judged against the kind its `type` names", () => {
    const errors = fieldErrors(AgentTestBody, { type: "simulation", name: "S", simulation_scenario: "x" });
    expect(errors.map((e) => e.path)).toEqual(["/success_conditions"]);
  });

  test("errors of several items are all reported", () => {
    const errors = fieldErrors(Type.Object({ branches: Type.Array(DeploymentBranchInput) }), {
      branches: [
        { branch_id: 1, percentage: 50 },
        { branch_id: "b", percentage: true },
      ],
    });
    expect(errors.map((e) => e.path)).toEqual(["/branches/0/branch_id", "/branches/1/percentage"]);
  });

  test("a schema's x-message replaces whatever its own failure would say", () => {
    const schema = Type.Object({
      size: Type.String({ pattern: "^[0-9]$", "x-message": "must be one digit" }),
      mode: Type.Union([Type.Literal("a"), Type.Literal("b")], { "x-message": "must be a or b" }),
    });
    expect(fieldErrors(schema, { size: "12", mode: "c" })).toEqual([
      { path: "/size", message: "must be one digit" },
      { path: "/mode", message: "must be a or b" },
    ]);
  });

  test("an object's x-unknown-message names what an unknown member is", () => {
    const query = Type.Object({}, { additionalProperties: false, "x-unknown-message": "is not a parameter" });
    expect(fieldErrors(query, { junk: "1" })).toEqual([{ path: "/junk", message: "is not a parameter" }]);
  });

  test("works for any schema, including a plain string", () => {
    expect(fieldErrors(Type.String(), 1)).toEqual([{ path: "", message: "must be a string" }]);
  });
});
