import type { ConversationEvent } from "./transcript-items.ts";

/** A conversation as the API answers it, as far as finding a reply's place in its transcript needs. */
export interface ConversationLike {
  id: string;
  events: unknown[];
  transcript: { seq: number; role: "user" | "agent"; text: string }[];
}

/**
 * The transcript `seq` of the agent message an `agent.message` event recorded: the nth such event
 * is the nth agent entry of the transcript.
 */
export function transcriptSeqOf(conversation: ConversationLike, eventSeq: number): number | null {
  const events = conversation.events as ConversationEvent[];
  const nth = events.filter((e) => e.type === "agent.message" && e.seq <= eventSeq).length - 1;
  const entry = conversation.transcript.filter((t) => t.role === "agent")[nth];
  return nth >= 0 && entry ? entry.seq : null;
}
