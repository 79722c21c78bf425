import { describe, expect, test } from "bun:test";
import type { HistoryEntry } from "@cx/contracts";
import {
  buildSystemMessage,
  DEFAULT_PERSONALITY,
  historyToMessages,
  languageInstruction,
  MISSING_RESULT,
} from "./prompt.ts";

const context = { conversationId: "conv_1", agentId: "agt_1", now: new Date("2026-11-22T10:00:00.000Z") };

describe("system message", () => {
  test("prompt with variables, then the default personality, the language and the knowledge", () => {
    const message = buildSystemMessage(
      { agent: { language: "id", prompt: { prompt: "You serve {{shop}} ({{system__agent_id}})." } } },
      { shop: "Toko" },
      context,
      [{ documentId: "kdoc_1", documentName: "Returns", text: "Returns within 30 days." }],
    );
    expect(message.startsWith("You serve Toko (agt_1).")).toBe(true);
    expect(message).toContain(DEFAULT_PERSONALITY);
    expect(message).toContain(languageInstruction("id"));
    expect(message).toContain("Indonesian");
    expect(message.indexOf("### Returns\nReturns within 30 days.")).toBeGreaterThan(
      message.indexOf(DEFAULT_PERSONALITY),
    );
  });

  test("ignore_default_personality leaves the personality out; no language, no language line", () => {
    const message = buildSystemMessage(
      { agent: { prompt: { prompt: "Only this.", ignore_default_personality: true } } },
      undefined,
      context,
      [],
    );
    expect(message).toBe("Only this.");
  });
});

describe("history as chat messages", () => {
  test("user, agent, tool calls and their results keep their order", () => {
    const history: HistoryEntry[] = [
      { role: "user", message: "Where is my order?" },
      {
        role: "agent",
        message: null,
        tool_calls: [{ request_id: "r1", tool_name: "lookup", params_as_json: '{"id":7}', tool_has_been_called: true }],
      },
      {
        role: "agent",
        tool_results: [
          {
            request_id: "r1",
            tool_name: "lookup",
            result_value: "shipped",
            is_error: false,
            tool_has_been_called: true,
            type: "webhook",
          },
        ],
      },
      { role: "agent", message: "It has shipped." },
    ];
    expect(historyToMessages(history)).toEqual([
      { role: "user", content: "Where is my order?" },
      { role: "assistant", content: null, toolCalls: [{ id: "r1", name: "lookup", arguments: '{"id":7}' }] },
      { role: "tool", toolCallId: "r1", content: "shipped" },
      { role: "assistant", content: "It has shipped." },
    ]);
  });

  test("a call without a result is answered, and an orphaned result gets its call", () => {
    const history: HistoryEntry[] = [
      {
        role: "agent",
        tool_calls: [{ request_id: "r1", tool_name: "lookup", params_as_json: "{}", tool_has_been_called: false }],
      },
      { role: "user", message: "hello?" },
      {
        role: "agent",
        tool_results: [
          {
            request_id: "r9",
            tool_name: "other",
            result_value: "x",
            is_error: true,
            tool_has_been_called: true,
            type: "webhook",
          },
        ],
      },
    ];
    expect(historyToMessages(history)).toEqual([
      { role: "assistant", content: null, toolCalls: [{ id: "r1", name: "lookup", arguments: "{}" }] },
      { role: "tool", toolCallId: "r1", content: MISSING_RESULT },
      { role: "user", content: "hello?" },
      { role: "assistant", content: null, toolCalls: [{ id: "r9", name: "other", arguments: "{}" }] },
      { role: "tool", toolCallId: "r9", content: "x" },
    ]);
  });
});
