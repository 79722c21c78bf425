import { describe, expect, it } from "bun:test";
import { formatDuration } from "../src/pages/conversations/duration.ts";
import { type ConversationEvent, transcriptItems } from "../src/pages/conversations/transcript-items.ts";

const at = "2026-11-28T00:00:00.000Z";
const event = (seq: number, type: string, payload: Record<string, unknown>): ConversationEvent => ({
  seq,
  type,
  created_at: at,
  payload,
});

describe("a conversation's transcript from its events", () => {
  it("puts each tool call between the messages where it happened, with the result that names it", () => {
    const items = transcriptItems([
      event(0, "conversation.started", { source: "api" }),
      event(1, "agent.message", { text: "Hi!" }),
      event(2, "user.message", { text: "Where is order 7781?" }),
      event(3, "tool.called", {
        request_id: "r2",
        tool_name: "track",
        arguments: { id: 7781 },
        origin: "llm",
      }),
      event(4, "tool.called", { request_id: "r1", tool_name: "lookup", arguments: null, origin: "llm" }),
      event(5, "tool.result", { request_id: "r1", is_error: true, latency_ms: 12 }),
      event(6, "agent.message", { text: "It is packed." }),
      event(7, "conversation.ended", { end_reason: "api" }),
    ]);
    expect(items.map((i) => (i.kind === "message" ? `${i.role}:${i.text}` : `tool:${i.toolName}`))).toEqual([
      "agent:Hi!",
      "user:Where is order 7781?",
      "tool:track",
      "tool:lookup",
      "agent:It is packed.",
    ]);
    const [track, lookup] = items.filter((i) => i.kind === "tool");
    expect(track).toMatchObject({ seq: 3, arguments: '{\n  "id": 7781\n}', result: null });
    expect(lookup).toMatchObject({ seq: 4, arguments: null, result: { isError: true, latencyMs: 12 } });
  });

  it("is empty for a conversation without messages", () => {
    expect(transcriptItems([event(0, "conversation.started", {})])).toEqual([]);
  });
});

describe("a conversation's duration", () => {
  it("reads in seconds, then minutes, then hours", () => {
    expect([0, 59.6, 65, 3599, 3720].map(formatDuration)).toEqual([
      "0 s",
      "1 min 00 s",
      "1 min 05 s",
      "59 min 59 s",
      "1 h 02 min",
    ]);
  });
});
