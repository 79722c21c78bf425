import { describe, expect, test } from "bun:test";
import { Value } from "@sinclair/typebox/value";
import { expectEnumAt, expectInvalidAt, expectValid, jsonRoundTrip, T0, T1 } from "../test-helpers.ts";
import {
  AGENT_TEST_LIST_TYPES,
  AGENT_TEST_SHARING_MODES,
  AGENT_TEST_SORT_MODES,
  AGENT_TEST_TYPES,
  AgentTest,
  AgentTestFolder,
  AgentTestListItem,
  AgentTestListPage,
  AgentTestListQuery,
  CONVERSATION_INITIATION_SOURCES,
  emptyAgentTestKindFields,
  TEST_ACCESS_ROLES,
  TEST_SHARE_ROLES,
  TOOL_MOCK_FALLBACK_STRATEGIES,
  TOOL_MOCKING_STRATEGIES,
} from "./agent-test.ts";
import { HISTORY_ROLES, HistoryEntry, ToolCall } from "./history.ts";

const folder = {
  id: "tfd_1",
  name: "Checkout",
  entity_type: "folder",
  parent_folder_id: null,
  created_by: "usr_1",
  created_at: T0,
  updated_at: T1,
  breadcrumbs: [],
};

const toolCall = {
  params_as_json: '{"order_id":"A1"}',
  request_id: "req_1",
  tool_has_been_called: true,
  tool_name: "lookup_order",
  tool_details: null,
  type: "webhook",
};

const toolResult = {
  is_error: false,
  request_id: "req_1",
  result_value: '{"status":"shipped"}',
  tool_has_been_called: true,
  tool_name: "lookup_order",
  type: "webhook",
  is_blocked: false,
  tool_latency_secs: 0.42,
};

/** A test item as the extension spec describes it: every 2.3 field, foreign ones empty. */
function testItem(overrides: Record<string, unknown> = {}) {
  return {
    id: "tst_1",
    name: "Refund flow",
    entity_type: "test",
    parent_folder_id: "tfd_1",
    created_by: "usr_1",
    created_at: T0,
    updated_at: T1,
    breadcrumbs: [{ id: "tfd_1", name: "Checkout" }],
    type: "simulation",
    access: [{ role: "editor", user_id: "usr_2" }],
    access_role: "creator",
    conversation_initiation_source: "unknown",
    current_revision_id: "rev_1",
    revision_created_at: T1,
    from_conversation_metadata: null,
    ...emptyAgentTestKindFields(),
    evaluation_model: "vendor-a-5-mini",
    simulated_user_model: "vendor-a-5-mini",
    simulation_max_turns: 5,
    simulation_scenario: "A customer asks for a refund.",
    success_conditions: ["The agent explains the refund policy."],
    ...overrides,
  };
}

const conversationMetadata = {
  conversation_id: "conv_1",
  event_seq: 3,
  original_agent_response: null,
  system__conversation_id: "conv_1",
  system__time_utc: T0,
};

const nextReply = testItem({
  type: "next_reply",
  simulation_scenario: "",
  simulation_max_turns: 0,
  success_conditions: [],
  success_condition: "The agent asks for the order number.",
  success_examples: ["May I have your order number?"],
  failure_examples: ["Refund done."],
  chat_history: [{ role: "user", message: "I want a refund" }],
  from_conversation_metadata: conversationMetadata,
});

const toolInvocation = testItem({
  type: "tool_invocation",
  chat_history: [
    { role: "user", message: "Where is order A1?" },
    { role: "agent", message: null, tool_calls: [toolCall], tool_results: [toolResult] },
    { role: "user", message: "And order B2?" },
  ],
  check_any_tool_matches: true,
  tool_mock_config: { fallback_strategy: "raise_error", mocked_tool_ids: ["tool_1"], mocking_strategy: "selected" },
  tool_mock_overrides: { tool_1: { result: "{}" } },
  tool_call_parameters: {
    parameters: [{ path: "order_id", eval: { type: "exact", expected_value: "B2" } }],
    referenced_tool: { id: "tool_1", type: "webhook" },
    verify_absence: false,
    workflow_node_transition: null,
  },
});

describe("agent-test folder (part 2.2)", () => {
  test("the folder validates, with or without breadcrumbs", () => {
    expectValid(AgentTestFolder, folder);
    const { breadcrumbs: _, ...withoutBreadcrumbs } = folder;
    expectValid(AgentTestFolder, withoutBreadcrumbs);
    expectValid(AgentTestFolder, { ...folder, breadcrumbs: null });
  });

  test("entity_type must be folder, dates must be date-times, breadcrumbs need id and name", () => {
    expectInvalidAt(AgentTestFolder, { ...folder, entity_type: "test" }, "/entity_type");
    expectInvalidAt(AgentTestFolder, { ...folder, created_at: "yesterday" }, "/created_at");
    expectInvalidAt(AgentTestFolder, { ...folder, breadcrumbs: [{ id: "x" }] }, "/breadcrumbs/0/name");
    const { parent_folder_id: _, ...noParent } = folder;
    expectInvalidAt(AgentTestFolder, noParent, "/parent_folder_id");
  });
});

describe("agent-test item (part 2.3)", () => {
  test("each kind validates", () => {
    expectValid(AgentTest, testItem());
    expectValid(AgentTest, nextReply);
    expectValid(AgentTest, toolInvocation);
  });

  test("every field listed by part 2.3 is required", () => {
    const required = [
      "type",
      "access",
      "access_role",
      "chat_history",
      "conversation_initiation_source",
      "current_revision_id",
      "revision_created_at",
      "dynamic_variables",
      "evaluation_model",
      "simulated_user_model",
      "simulation_max_turns",
      "simulation_scenario",
      "success_conditions",
      "success_condition",
      "success_examples",
      "failure_examples",
      "check_any_tool_matches",
      "tool_mock_overrides",
      "tool_mock_config",
      "from_conversation_metadata",
      "tool_call_parameters",
      "entity_type",
      "id",
      "name",
      "parent_folder_id",
      "created_by",
      "created_at",
      "updated_at",
    ];
    for (const field of required) {
      const item: Record<string, unknown> = testItem();
      delete item[field];
      expectInvalidAt(AgentTest, item, `/${field}`);
    }
    expect(AgentTest.required).toEqual(expect.arrayContaining(required));
  });

  test("enumerated values of a test item", () => {
    expectEnumAt(AgentTest, AGENT_TEST_TYPES, (v) => testItem({ type: v }), "/type");
    expectEnumAt(
      AgentTest,
      TEST_SHARE_ROLES,
      (v) => testItem({ access: [{ role: v, user_id: "u" }] }),
      "/access/0/role",
    );
    expectEnumAt(AgentTest, TEST_ACCESS_ROLES, (v) => testItem({ access_role: v }), "/access_role");
    expectEnumAt(
      AgentTest,
      CONVERSATION_INITIATION_SOURCES,
      (v) => testItem({ conversation_initiation_source: v }),
      "/conversation_initiation_source",
    );
    expectEnumAt(
      AgentTest,
      TOOL_MOCK_FALLBACK_STRATEGIES,
      (v) => testItem({ tool_mock_config: { fallback_strategy: v } }),
      "/tool_mock_config/fallback_strategy",
    );
    expectEnumAt(
      AgentTest,
      TOOL_MOCKING_STRATEGIES,
      (v) => testItem({ tool_mock_config: { mocking_strategy: v } }),
      "/tool_mock_config/mocking_strategy",
    );
    expectEnumAt(
      AgentTest,
      HISTORY_ROLES,
      (v) => testItem({ chat_history: [{ role: v, message: "hi" }] }),
      "/chat_history/0/role",
    );
  });

  test("from_conversation_metadata requires its three mandatory members", () => {
    for (const field of ["conversation_id", "event_seq", "system__time_utc"]) {
      const metadata: Record<string, unknown> = { ...conversationMetadata };
      delete metadata[field];
      expectInvalidAt(
        AgentTest,
        { ...nextReply, from_conversation_metadata: metadata },
        `/from_conversation_metadata/${field}`,
      );
    }
  });

  test("the list item is a folder or a test, and the page carries cursor fields", () => {
    expectValid(AgentTestListItem, folder);
    expectValid(AgentTestListItem, toolInvocation);
    expect(Value.Check(AgentTestListItem, { ...folder, entity_type: "document" })).toBe(false);
    const page = { items: [folder, testItem(), nextReply, toolInvocation], next_cursor: "c2", has_more: true };
    expectValid(AgentTestListPage, page);
    expectValid(AgentTestListPage, { items: [], next_cursor: null, has_more: false });
    expectInvalidAt(AgentTestListPage, { items: [], has_more: false }, "/next_cursor");
  });

  test("list query values (extension spec part 3)", () => {
    expectValid(AgentTestListQuery, {});
    expectEnumAt(AgentTestListQuery, AGENT_TEST_SORT_MODES, (v) => ({ sort_mode: v }), "/sort_mode");
    expectEnumAt(AgentTestListQuery, AGENT_TEST_SHARING_MODES, (v) => ({ sharing_mode: v }), "/sharing_mode");
    expectEnumAt(AgentTestListQuery, AGENT_TEST_LIST_TYPES, (v) => ({ "types[]": [v] }), "/types[]/0");
    expectValid(AgentTestListQuery, { page_size: "100", parent_folder_id: "root", search: "refund" });
    expectInvalidAt(AgentTestListQuery, { page_size: "0" }, "/page_size");
    expectInvalidAt(AgentTestListQuery, { page_size: "101" }, "/page_size");
    expectInvalidAt(AgentTestListQuery, { page_size: "2.5" }, "/page_size");
    expectInvalidAt(AgentTestListQuery, { parent_folder_id: "" }, "/parent_folder_id");
    expectInvalidAt(AgentTestListQuery, { folder: "root" }, "/folder");
  });
});

describe("history entry (part 2.4)", () => {
  test("tool calls and results validate; their required members are required", () => {
    expectValid(HistoryEntry, { role: "agent", tool_calls: [toolCall], tool_results: [toolResult] });
    expectValid(HistoryEntry, { role: "user" });
    for (const field of ["params_as_json", "request_id", "tool_has_been_called", "tool_name"]) {
      const call: Record<string, unknown> = { ...toolCall };
      delete call[field];
      expectInvalidAt(HistoryEntry, { role: "agent", tool_calls: [call] }, `/tool_calls/0/${field}`);
    }
    for (const field of ["is_error", "request_id", "result_value", "tool_has_been_called", "tool_name", "type"]) {
      const result: Record<string, unknown> = { ...toolResult };
      delete result[field];
      expectInvalidAt(HistoryEntry, { role: "agent", tool_results: [result] }, `/tool_results/0/${field}`);
    }
  });

  test("a tool call with extra typed detail validates and keeps it through round trips", () => {
    expect(ToolCall.additionalProperties).toBe(true);
    const detailed = {
      ...toolCall,
      tool_details: { type: "webhook", method: "POST", url: "https://api.example.com/orders" },
      type: "webhook",
      mcp_details: { server: "orders", approval: { policy: "auto", approved_at: T0 } },
    };
    const entry = { role: "agent", message: null, tool_calls: [detailed] };
    expectValid(HistoryEntry, entry);
    const item = testItem({ type: "tool_invocation", chat_history: [entry] });
    expectValid(AgentTest, item);

    const stored = jsonRoundTrip(item);
    expectValid(AgentTest, stored);
    const returned = jsonRoundTrip(stored) as AgentTest;
    const call: Record<string, unknown> | undefined = returned.chat_history[0]?.tool_calls?.[0];
    expect(call).toEqual(detailed);
    expect(call?.mcp_details).toEqual({
      server: "orders",
      approval: { policy: "auto", approved_at: T0 },
    });
    // The extra detail is no reason to refuse the call, yet the known members are still typed.
    expectInvalidAt(HistoryEntry, { ...entry, tool_calls: [{ ...detailed, tool_name: 7 }] }, "/tool_calls/0/tool_name");
  });
});
