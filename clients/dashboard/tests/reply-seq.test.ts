import { describe, expect, it } from "bun:test";
import { transcriptSeqOf } from "../src/pages/conversations/reply-seq.ts";

const at = "2026-11-28T00:00:00.000Z";
const event = (seq: number, type: string) => ({ seq, type, created_at: at, payload: {} });

describe("the transcript seq of an agent reply", () => {
  const conversation = {
    id: "conv_1",
    // Tool events sit between the messages: event seqs and transcript seqs differ.
    events: [
      event(0, "conversation.started"),
      event(1, "agent.message"),
      event(2, "user.message"),
      event(3, "tool.called"),
      event(4, "tool.result"),
      event(5, "agent.message"),
    ],
    transcript: [
      { seq: 0, role: "agent" as const, text: "Hi!" },
      { seq: 1, role: "user" as const, text: "Where is my order?" },
      { seq: 2, role: "agent" as const, text: "It ships tomorrow." },
    ],
  };

  it("is the place of the reply among the messages, not its event's seq", () => {
    expect(transcriptSeqOf(conversation, 1)).toBe(0);
    expect(transcriptSeqOf(conversation, 5)).toBe(2);
  });

  it("is null for an event that is no agent reply the transcript has", () => {
    expect(transcriptSeqOf(conversation, 0)).toBeNull();
    expect(transcriptSeqOf({ ...conversation, transcript: [] }, 5)).toBeNull();
  });
});
