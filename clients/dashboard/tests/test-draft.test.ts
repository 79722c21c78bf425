import { describe, expect, it } from "bun:test";
import { bodyOf, draftOf, jsonOrText, localErrors, newDraft } from "../src/pages/tests/test-draft.ts";
import type { AgentTest } from "../src/pages/tests/test-queries.ts";

const read: AgentTest = {
  id: "tst_1",
  name: "Looks the order up",
  parent_folder_id: "tfd_1",
  created_by: "usr_1",
  created_at: "2026-11-22T10:00:00.000Z",
  updated_at: "2026-11-22T10:00:00.000Z",
  breadcrumbs: [{ id: "tfd_1", name: "Orders" }],
  entity_type: "test",
  type: "tool_invocation",
  agent_id: "agt_1",
  access: [{ user_id: "usr_2", role: "editor" }],
  access_role: "creator",
  chat_history: [{ role: "user", message: "Where is order 4521?" }],
  conversation_initiation_source: "unknown",
  current_revision_id: "trv_1",
  revision_created_at: "2026-11-22T10:00:00.000Z",
  dynamic_variables: { customer_name: "Budi", vip: true },
  evaluation_model: "",
  simulated_user_model: "",
  simulation_max_turns: 0,
  simulation_scenario: "",
  success_conditions: [],
  success_condition: "",
  success_examples: [],
  failure_examples: [],
  check_any_tool_matches: true,
  tool_mock_overrides: {
    tool_a: [
      { result: { status: "late" }, arguments: { order_id: 4521 } },
      { result: "not found", is_error: true },
    ],
  },
  tool_mock_config: { mocking_strategy: "selected", mocked_tool_ids: ["tool_a"], fallback_strategy: "call_real_tool" },
  from_conversation_metadata: null,
  tool_call_parameters: {
    referenced_tool: { id: "tool_a", type: "webhook" },
    parameters: [
      { path: "order_id", eval: { type: "exact", expected_value: 4521 } },
      { path: "note", eval: { type: "regex", pattern: "^late" } },
      { path: "reason", eval: { type: "llm", description: "a reason" } },
      { path: "x", eval: { type: "anything" } },
    ],
    verify_absence: false,
  },
};

describe("the test editor's draft", () => {
  it("gives back the kind's fields as read: checks, mocks with their arguments, variables, sharing", () => {
    const body = bodyOf(draftOf(read)) as Record<string, unknown>;
    expect(body.type).toBe("tool_invocation");
    expect(body.tool_call_parameters).toEqual({ ...read.tool_call_parameters });
    expect(body.tool_mock_overrides).toEqual(read.tool_mock_overrides);
    expect(body.tool_mock_config).toEqual(read.tool_mock_config);
    expect(body.dynamic_variables).toEqual(read.dynamic_variables);
    expect(body.check_any_tool_matches).toBe(true);
    expect(body.access).toEqual(read.access);
    expect(body.chat_history).toEqual(read.chat_history);
    expect("from_conversation_metadata" in body).toBe(false);
    // Another kind's fields are not sent.
    expect("success_condition" in body).toBe(false);
  });

  it("keeps where a test made from a conversation came from when it is replaced", () => {
    const origin = {
      conversation_id: "conv_1",
      event_seq: 4,
      original_agent_response: "Orders ship in two days.",
      system__time_utc: "2026-11-22T10:00:00.000Z",
    };
    const body = bodyOf(draftOf({ ...read, from_conversation_metadata: origin })) as Record<string, unknown>;
    expect(body.from_conversation_metadata).toEqual(origin);
  });

  it("sends a new simulation's scenario, turns and conditions, without the history fields of other kinds", () => {
    const draft = { ...newDraft("simulation", "tfd_1"), name: "Refund", scenario: "You want a refund.", maxTurns: "7" };
    const body = bodyOf(draft) as Record<string, unknown>;
    expect(body).toMatchObject({
      type: "simulation",
      parent_folder_id: "tfd_1",
      simulation_scenario: "You want a refund.",
      simulation_max_turns: 7,
      success_conditions: [""],
      chat_history: [],
    });
    expect("tool_call_parameters" in body).toBe(false);
  });

  it("reads typed values as JSON and anything else as text, and names mock arguments that are not an object", () => {
    expect(jsonOrText("4521")).toBe(4521);
    expect(jsonOrText('{"a":1}')).toEqual({ a: 1 });
    expect(jsonOrText("late order")).toBe("late order");
    const draft = newDraft("next_reply", null);
    draft.overrides = [{ toolId: "tool_a", mocks: [{ result: "ok", isError: false, args: "[1]" }] }];
    expect([...localErrors(draft).keys()]).toEqual(["0/0"]);
  });
});
