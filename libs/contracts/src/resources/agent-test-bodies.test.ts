import { describe, expect, test } from "bun:test";
import { Value } from "@sinclair/typebox/value";
import { expectInvalidAt, expectValid } from "../test-helpers.ts";
import {
  AgentTestBody,
  AgentTestFolderCreateBody,
  AgentTestFolderPatchBody,
  AgentTestMoveBody,
  NextReplyTestBody,
  SimulationTestBody,
  ToolInvocationTestBody,
} from "./agent-test-bodies.ts";

const simulation = {
  name: "Refund flow",
  type: "simulation",
  simulation_scenario: "A customer asks for a refund of order A1.",
  simulation_max_turns: 8,
  success_conditions: ["The agent explains the refund policy."],
  simulated_user_model: "vendor-a-5-mini",
  evaluation_model: "vendor-a-5",
  chat_history: [{ role: "user", message: "Hi" }],
  dynamic_variables: { customer_name: "Ana" },
  tool_mock_config: { mocking_strategy: "all" },
  tool_mock_overrides: {},
};

const nextReply = {
  name: "Asks for order number",
  type: "next_reply",
  parent_folder_id: "tfd_1",
  agent_id: "agt_1",
  chat_history: [{ role: "user", message: "I want a refund" }],
  success_condition: "The agent asks for the order number.",
  success_examples: ["May I have your order number?"],
  failure_examples: [],
  evaluation_model: "vendor-a-5",
  dynamic_variables: {},
};

const toolInvocation = {
  name: "Looks the order up",
  type: "tool_invocation",
  parent_folder_id: null,
  chat_history: [{ role: "user", message: "Where is order A1?" }],
  tool_call_parameters: {
    referenced_tool: { id: "tool_1", type: "webhook" },
    parameters: [{ path: "order_id", eval: { type: "regex", pattern: "^A1$" } }],
  },
  check_any_tool_matches: false,
  tool_mock_config: { fallback_strategy: "call_real_tool" },
  tool_mock_overrides: {},
};

describe("test create/replace bodies (extension spec part 3)", () => {
  test("a body of each kind validates, against its own schema and the union", () => {
    expectValid(SimulationTestBody, simulation);
    expectValid(NextReplyTestBody, nextReply);
    expectValid(ToolInvocationTestBody, toolInvocation);
    for (const body of [simulation, nextReply, toolInvocation]) expectValid(AgentTestBody, body);
  });

  test("the kind decides which fields are mandatory", () => {
    expectInvalidAt(AgentTestBody, { ...simulation, success_conditions: [] }, "/success_conditions");
    expectInvalidAt(
      AgentTestBody,
      { name: "x", type: "simulation", success_conditions: ["c"] },
      "/simulation_scenario",
    );
    expectInvalidAt(
      AgentTestBody,
      { name: "x", type: "next_reply", chat_history: [{ role: "user" }] },
      "/success_condition",
    );
    expectInvalidAt(AgentTestBody, { ...nextReply, chat_history: [] }, "/chat_history");
    expectInvalidAt(
      AgentTestBody,
      { name: "x", type: "tool_invocation", chat_history: [{ role: "user" }] },
      "/tool_call_parameters",
    );
    // A simulation needs no chat history; a next-reply test does.
    const { chat_history: _, ...simulationWithoutHistory } = simulation;
    expectValid(AgentTestBody, simulationWithoutHistory);
  });

  test("simulation_max_turns is 1..50 with default 5", () => {
    expectInvalidAt(AgentTestBody, { ...simulation, simulation_max_turns: 0 }, "/simulation_max_turns");
    expectInvalidAt(AgentTestBody, { ...simulation, simulation_max_turns: 51 }, "/simulation_max_turns");
    expectValid(AgentTestBody, { ...simulation, simulation_max_turns: 50 });
    const { simulation_max_turns: _, ...rest } = simulation;
    expect((Value.Default(SimulationTestBody, rest) as typeof simulation).simulation_max_turns).toBe(5);
  });

  test("name and type are required, and only the three kinds exist", () => {
    const { name: _, ...unnamed } = nextReply;
    expectInvalidAt(AgentTestBody, unnamed, "/name");
    expectInvalidAt(AgentTestBody, { ...nextReply, name: "" }, "/name");
    expect(Value.Check(AgentTestBody, { ...nextReply, type: "folder" })).toBe(false);
  });
});

describe("folder and move bodies", () => {
  test("folder create (part 4.4): parent absent, null or an id", () => {
    expectValid(AgentTestFolderCreateBody, { name: "Checkout" });
    expectValid(AgentTestFolderCreateBody, { name: "Checkout", parent_folder_id: null });
    expectValid(AgentTestFolderCreateBody, { name: "Checkout", parent_folder_id: "tfd_1" });
    expectInvalidAt(AgentTestFolderCreateBody, {}, "/name");
    expectInvalidAt(AgentTestFolderCreateBody, { name: "x", parent_folder_id: 4 }, "/parent_folder_id");
  });

  test("folder patch renames, moves or both, but is never empty", () => {
    expectValid(AgentTestFolderPatchBody, { name: "Renamed" });
    expectValid(AgentTestFolderPatchBody, { parent_folder_id: null });
    expect(Value.Check(AgentTestFolderPatchBody, {})).toBe(false);
  });

  test("move takes ids and a destination (null = root)", () => {
    expectValid(AgentTestMoveBody, { entity_ids: ["tst_1", "tfd_2"], parent_folder_id: null });
    expectInvalidAt(AgentTestMoveBody, { entity_ids: [], parent_folder_id: null }, "/entity_ids");
    expectInvalidAt(AgentTestMoveBody, { entity_ids: ["tst_1"] }, "/parent_folder_id");
  });
});
