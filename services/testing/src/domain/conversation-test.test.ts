import { describe, expect, it } from "bun:test";
import { type ConversationReading, DEFAULT_FROM_CONVERSATION_CONDITION, type HistoryEntry } from "@cx/contracts";
import { defaultTestName, eventsOfEntries, replySeqError, testFromConversation } from "./conversation-test.ts";
import { historyErrors } from "./history-rules.ts";

const at = (second: number) => `2026-11-22T10:00:${String(second).padStart(2, "0")}.000Z`;

/** The first tool call and its result, as the conversation's history kept them. */
const KEPT_CALL = {
  request_id: "call_1",
  tool_name: "lookup_order",
  params_as_json: '{"id": 42}',
  tool_has_been_called: true,
  type: "webhook",
};
const KEPT_RESULT = {
  request_id: "call_1",
  tool_name: "lookup_order",
  result_value: '{"status":"shipping"}',
  is_error: false,
  tool_has_been_called: true,
  type: "webhook",
  tool_latency_secs: 0.12,
};

/**
 * A conversation as the conversations service records one: a first message, a question answered
 * after a tool call (the reply says something at each of its two steps), a question answered
 * after a client tool, and a last question answered plainly.
 */
function conversation(overrides: Partial<ConversationReading> = {}): ConversationReading {
  const events: [string, Record<string, unknown>][] = [
    ["conversation.started", { source: "api" }],
    ["agent.message", { text: "Hi Budi!" }],
    ["user.message", { text: "Where is order 42?" }],
    ["knowledge.retrieved", { chunks: [] }],
    ["agent.message", { text: "Let me look." }],
    [
      "tool.called",
      { request_id: "call_1", tool_id: "tool_orders", tool_name: "lookup_order", arguments: { id: 42 }, origin: "llm" },
    ],
    ["tool.result", { request_id: "call_1", is_error: false, latency_ms: 120 }],
    ["agent.message", { text: "It ships tomorrow." }],
    ["user.message", { text: "Open the tracking page." }],
    [
      "tool.called",
      { request_id: "call_2", tool_id: "tool_page", tool_name: "open_page", arguments: null, origin: "llm" },
    ],
    ["tool.result", { request_id: "call_2", is_error: true, latency_ms: 40 }],
    ["agent.message", { text: "I could not open it." }],
    ["user.message", { text: "Thanks" }],
    ["agent.message", { text: "You're welcome." }],
  ];
  return {
    id: "conv_1",
    agent_id: "agt_1",
    title: "Order 42",
    started_at: at(0),
    dynamic_variables: { customer_name: "Budi" },
    transcript: [
      { role: "agent", seq: 0, text: "Hi Budi!" },
      { role: "user", seq: 1, text: "Where is order 42?" },
      { role: "agent", seq: 2, text: "Let me look.\n\nIt ships tomorrow." },
      { role: "user", seq: 3, text: "Open the tracking page." },
      { role: "agent", seq: 4, text: "I could not open it." },
      { role: "user", seq: 5, text: "Thanks" },
      { role: "agent", seq: 6, text: "You're welcome." },
    ],
    events: events.map(([type, payload], seq) => ({ seq, type, payload, created_at: at(seq) })),
    // The history kept the first call's result; the client tool's was not kept (a recorded simulation keeps none).
    // Copies, so that a test made from it cannot change what the expectations compare with.
    tool_calls: [{ ...KEPT_CALL }],
    tool_results: [{ ...KEPT_RESULT }],
    ...overrides,
  };
}

describe("which reply a test can be made from", () => {
  it.each([
    [0, "an agent message that follows no user message"],
    [1, "a user message"],
    [7, "not a transcript position"],
  ])("refuses seq %d: %s", (seq, words) => {
    const error = replySeqError(conversation(), seq);
    expect(error?.path).toBe("/seq");
    expect(error?.message).toContain(words);
  });

  it("takes an agent reply after a user message", () => {
    expect(replySeqError(conversation(), 2)).toBeNull();
    expect(replySeqError(conversation(), 6)).toBeNull();
  });
});

describe("the events of each transcript entry", () => {
  it("finds a reply's last step's agent.message, its texts joined as the runtime joins them", () => {
    const found = eventsOfEntries(conversation());
    expect([0, 1, 2, 3, 4, 5, 6].map((seq) => found.get(seq)?.seq)).toEqual([1, 2, 7, 8, 11, 12, 13]);
  });
});

describe("the test made from a reply", () => {
  it("has the history before the reply, tool calls and results in place, ending with the user's message", () => {
    const plan = testFromConversation(conversation(), { conversation_id: "conv_1", seq: 4 });
    if (!plan.ok) throw new Error(plan.error.message);
    const history = plan.body.chat_history as HistoryEntry[];
    expect(history).toEqual([
      { role: "agent", message: "Hi Budi!" },
      { role: "user", message: "Where is order 42?" },
      {
        role: "agent",
        message: "Let me look.",
        tool_calls: [KEPT_CALL],
      },
      {
        role: "agent",
        tool_results: [KEPT_RESULT],
      },
      { role: "agent", message: "It ships tomorrow." },
      { role: "user", message: "Open the tracking page." },
    ]);
    expect(historyErrors(history, "/chat_history")).toEqual([]);
  });

  it("drops what the agent did after the last user message, and builds unkept calls and results from their events", () => {
    const plan = testFromConversation(conversation(), { conversation_id: "conv_1", seq: 6 });
    if (!plan.ok) throw new Error(plan.error.message);
    const history = plan.body.chat_history as HistoryEntry[];
    expect(history.at(-1)).toEqual({ role: "user", message: "Thanks" });
    expect(history.at(-2)).toEqual({ role: "agent", message: "I could not open it." });
    expect(history.at(-4)).toEqual({
      role: "agent",
      tool_calls: [
        {
          request_id: "call_2",
          tool_name: "open_page",
          params_as_json: "{}",
          tool_has_been_called: true,
          type: null,
        },
      ],
    });
    expect(history.at(-3)?.tool_results).toEqual([
      {
        request_id: "call_2",
        tool_name: "open_page",
        result_value: "",
        is_error: true,
        tool_has_been_called: true,
        type: "unknown",
        tool_latency_secs: 0.04,
      },
    ]);
    expect(historyErrors(history, "/chat_history")).toEqual([]);
  });

  it("takes the original reply as its success example, the conversation's variables, agent and origin", () => {
    const plan = testFromConversation(conversation(), { conversation_id: "conv_1", seq: 2 });
    if (!plan.ok) throw new Error(plan.error.message);
    expect(plan.body).toMatchObject({
      type: "next_reply",
      name: "From Order 42 #2",
      agent_id: "agt_1",
      success_condition: DEFAULT_FROM_CONVERSATION_CONDITION,
      success_examples: ["Let me look.\n\nIt ships tomorrow."],
      dynamic_variables: { customer_name: "Budi" },
      from_conversation_metadata: {
        conversation_id: "conv_1",
        event_seq: 7,
        original_agent_response: "Let me look.\n\nIt ships tomorrow.",
        system__conversation_id: "conv_1",
        system__time_utc: at(7),
      },
    });
    expect(plan.body.chat_history).toEqual([
      { role: "agent", message: "Hi Budi!" },
      { role: "user", message: "Where is order 42?" },
    ]);
  });

  it("keeps the body's name, folder and condition", () => {
    const plan = testFromConversation(conversation(), {
      conversation_id: "conv_1",
      seq: 2,
      name: "Shipping date",
      parent_folder_id: "tfd_1",
      success_condition: "Says when it ships",
    });
    expect(plan.ok && plan.body).toMatchObject({
      name: "Shipping date",
      parent_folder_id: "tfd_1",
      success_condition: "Says when it ships",
    });
  });

  it("refuses a seq that is not an agent reply", () => {
    expect(testFromConversation(conversation(), { conversation_id: "conv_1", seq: 3 })).toEqual({
      ok: false,
      error: { path: "/seq", message: "is a user message, not an agent reply" },
    });
  });
});

describe("the default name", () => {
  it("is the title, or the id without one, with the reply's seq; a long or multi-line title fits a name", () => {
    expect(defaultTestName(conversation({ title: null }), 4)).toBe("From conv_1 #4");
    expect(defaultTestName(conversation({ title: "Line\none" }), 4)).toBe("From Line one #4");
    const long = defaultTestName(conversation({ title: "x".repeat(400) }), 12);
    expect(long.length).toBe(256);
    expect(long.endsWith("… #12")).toBe(true);
  });
});
