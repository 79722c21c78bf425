import { describe, test } from "bun:test";
import { expectEnumAt, expectInvalidAt, expectValid, T0, T1 } from "../test-helpers.ts";
import {
  ANALYSIS_STATUSES,
  CONVERSATION_SOURCES,
  CONVERSATION_START_SOURCES,
  CONVERSATION_STATUSES,
  ConversationDetail,
  ConversationListPage,
  ConversationMessageBody,
  ConversationStartBody,
  CRITERIA_RESULTS,
} from "./conversation.ts";

const detail = {
  id: "conv_1",
  agent_id: "agt_1",
  agent_name: "Support",
  branch_name: "main",
  version_id: "ver_1",
  cost_usd: "0.0123",
  branch_id: "br_1",
  end_reason: "api",
  external_user_id: null,
  title: null,
  status: "ended",
  source: "api",
  analysis_status: "done",
  is_draft_run: false,
  call_successful: true,
  started_at: T0,
  ended_at: T1,
  duration_seconds: 300,
  turn_count: 2,
  input_tokens: 1200,
  output_tokens: 300,
  transcript: [
    { role: "agent", seq: 0, text: "Hello!" },
    { role: "user", seq: 1, text: "Where is my order?" },
  ],
  events: [{ created_at: T0, payload: { tool: "lookup_order" }, seq: 1, type: "tool_call" }],
  analysis: {
    criteria_results: [{ criteria_id: "c1", result: "success", rationale: "Resolved." }],
    data_collection: { order_id: { value: "A1", rationale: "The user gave it." } },
    sentiment: { label: "positive", score: 0.5 },
    topics: ["orders"],
    summary: "The order was located.",
    analyzed_at: T1,
  },
  workflow: null,
  procedures: [],
  pending_tool_calls: [],
};

describe("conversation detail (part 2.8)", () => {
  test("an ended, analysed conversation validates; so does an active one", () => {
    expectValid(ConversationDetail, detail);
    expectValid(ConversationDetail, {
      ...detail,
      status: "active",
      analysis_status: "pending",
      analysis: null,
      ended_at: null,
      end_reason: null,
      call_successful: null,
      branch_id: null,
      workflow: { nodes: {} },
      procedures: [{ any: "thing" }],
    });
  });

  test("every member is required, including the nullable ones", () => {
    for (const field of Object.keys(detail)) {
      const value: Record<string, unknown> = { ...detail };
      delete value[field];
      expectInvalidAt(ConversationDetail, value, `/${field}`);
    }
  });

  test("enumerations", () => {
    expectEnumAt(ConversationDetail, CONVERSATION_STATUSES, (v) => ({ ...detail, status: v }), "/status");
    expectEnumAt(ConversationDetail, CONVERSATION_SOURCES, (v) => ({ ...detail, source: v }), "/source");
    expectEnumAt(ConversationDetail, ANALYSIS_STATUSES, (v) => ({ ...detail, analysis_status: v }), "/analysis_status");
    expectEnumAt(
      ConversationDetail,
      ["user", "agent"],
      (v) => ({ ...detail, transcript: [{ role: v, seq: 0, text: "hi" }] }),
      "/transcript/0/role",
    );
    expectEnumAt(
      ConversationDetail,
      CRITERIA_RESULTS,
      (v) => ({ ...detail, analysis: { criteria_results: [{ criteria_id: "c", result: v, rationale: "" }] } }),
      "/analysis/criteria_results/0/result",
    );
  });

  test("cost_usd is a string; counters are integers; transcript and events are complete", () => {
    expectInvalidAt(ConversationDetail, { ...detail, cost_usd: 0.01 }, "/cost_usd");
    expectInvalidAt(ConversationDetail, { ...detail, turn_count: 1.5 }, "/turn_count");
    expectInvalidAt(ConversationDetail, { ...detail, transcript: [{ role: "user", seq: 0 }] }, "/transcript/0/text");
    expectInvalidAt(
      ConversationDetail,
      { ...detail, events: [{ seq: 1, type: "x", payload: {} }] },
      "/events/0/created_at",
    );
  });

  test("an analysis may carry sections this version does not know", () => {
    expectValid(ConversationDetail, { ...detail, analysis: { ...detail.analysis, keywords: ["order"] } });
    expectValid(ConversationDetail, {
      ...detail,
      analysis: { ...detail.analysis, error: { code: "runtime_error", message: "The model did not answer." } },
    });
    expectInvalidAt(
      ConversationDetail,
      { ...detail, analysis: { ...detail.analysis, sentiment: { label: "happy", score: 2 } } },
      "/analysis/sentiment/label",
    );
  });

  test("a list page carries summaries", () => {
    const { transcript: _t, events: _e, analysis: _a, ...summary } = detail;
    expectValid(ConversationListPage, { items: [summary], next_cursor: null, has_more: false });
    for (const field of ["workflow", "procedures", "pending_tool_calls"]) {
      const value: Record<string, unknown> = { ...summary };
      delete value[field];
      expectInvalidAt(
        ConversationListPage,
        { items: [value], next_cursor: null, has_more: false },
        `/items/0/${field}`,
      );
    }
  });
});

describe("conversation bodies (extension spec part 4)", () => {
  test("start: everything optional; a caller cannot claim agent_test", () => {
    expectValid(ConversationStartBody, {});
    expectValid(ConversationStartBody, {
      source: "widget",
      branch_id: "br_2",
      external_user_id: "crm-42",
      dynamic_variables: { customer_name: "Ana" },
    });
    expectEnumAt(ConversationStartBody, CONVERSATION_START_SOURCES, (v) => ({ source: v }), "/source");
    expectInvalidAt(ConversationStartBody, { source: "agent_test" }, "/source");
  });

  test("start: draft runs name a branch; ids and user ids are bounded", () => {
    expectValid(ConversationStartBody, { branch_id: "br_2", draft: true });
    expectInvalidAt(ConversationStartBody, { draft: "yes" }, "/draft");
    expectInvalidAt(ConversationStartBody, { external_user_id: "x".repeat(257) }, "/external_user_id");
  });

  test("message: non-empty text of at most 10,000 characters, or tool results", () => {
    expectValid(ConversationMessageBody, { text: "Hello" });
    expectValid(ConversationMessageBody, { text: "x".repeat(10_000) });
    expectInvalidAt(ConversationMessageBody, { text: "x".repeat(10_001) }, "/text");
    expectInvalidAt(ConversationMessageBody, { text: "" }, "/text");
    expectValid(ConversationMessageBody, { tool_results: [{ request_id: "call_1", result_value: "ok" }] });
    expectInvalidAt(ConversationMessageBody, { tool_results: [] }, "/tool_results");
    expectInvalidAt(ConversationMessageBody, { tool_results: [{ result_value: "ok" }] }, "/tool_results/0/request_id");
    expectInvalidAt(ConversationMessageBody, { texts: "Hello" }, "/texts");
  });
});
