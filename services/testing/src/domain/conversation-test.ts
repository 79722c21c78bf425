/**
 * A next-reply test made from a reply of a conversation (extension spec part 10): which reply,
 * the history before it with its tool calls and results, and where it came from. No I/O.
 */
import {
  type AgentTestFromConversationBody,
  type ConversationReading,
  DEFAULT_FROM_CONVERSATION_CONDITION,
  type FromConversationMetadata,
  type HistoryEntry,
  hasControlCharacters,
  type ToolCall,
  type ToolResult,
} from "@cx/contracts";
import type { FieldError } from "@cx/errors";

/** How the runtime joins the texts of one reply's steps into its transcript entry. */
const STEP_TEXT_SEPARATOR = "\n\n";

const NAME_MAX_LENGTH = 256;

type ReadEvent = ConversationReading["events"][number];

/** Why `seq` cannot be the reply a test is made from, or null when it can. */
export function replySeqError(conversation: ConversationReading, seq: number): FieldError | null {
  const index = conversation.transcript.findIndex((entry) => entry.seq === seq);
  const entry = conversation.transcript[index];
  if (!entry) return { path: "/seq", message: "is not a transcript position of the conversation" };
  if (entry.role !== "agent") return { path: "/seq", message: "is a user message, not an agent reply" };
  if (!conversation.transcript.slice(0, index).some((before) => before.role === "user")) {
    return { path: "/seq", message: "is an agent message that follows no user message" };
  }
  return null;
}

const textOf = (event: ReadEvent): string => (typeof event.payload.text === "string" ? event.payload.text : "");

/**
 * The `user.message` event of each user entry and the `agent.message` event of each agent entry,
 * by transcript position. A user entry is the next `user.message`. An agent entry is the last of
 * the `agent.message` events after the previous entry's whose texts, joined as the runtime joins a
 * reply's steps, make its text (a reply that called tools says something at each step); failing
 * that, the first of them.
 */
export function eventsOfEntries(conversation: ConversationReading): Map<number, ReadEvent> {
  const events = [...conversation.events].sort((a, b) => a.seq - b.seq);
  const found = new Map<number, ReadEvent>();
  let next = 0;
  for (const entry of conversation.transcript) {
    if (entry.role === "user") {
      const at = events.findIndex((event, i) => i >= next && event.type === "user.message");
      if (at < 0) break;
      found.set(entry.seq, events[at] as ReadEvent);
      next = at + 1;
      continue;
    }
    const texts: string[] = [];
    let first = -1;
    let match = -1;
    for (let i = next; i < events.length; i++) {
      const event = events[i] as ReadEvent;
      if (event.type === "user.message") break;
      if (event.type !== "agent.message") continue;
      if (first < 0) first = i;
      texts.push(textOf(event));
      const joined = texts.join(STEP_TEXT_SEPARATOR);
      if (joined === entry.text) {
        match = i;
        break;
      }
      if (!entry.text.startsWith(joined)) break;
    }
    const at = match >= 0 ? match : first;
    if (at < 0) continue;
    found.set(entry.seq, events[at] as ReadEvent);
    next = at + 1;
  }
  return found;
}

function argumentsText(payload: Record<string, unknown>): string {
  return JSON.stringify(payload.arguments ?? {});
}

/**
 * The history up to and including `lastUser` (an event), from the events: each message, and the
 * tool calls and results recorded between them, values taken from what the conversation kept
 * (`tool_calls` / `tool_results`) when it kept them. Consecutive calls (or results) make one
 * entry, as the runtime records one step's; calls join the agent message said with them.
 */
export function historyUpTo(conversation: ConversationReading, lastUser: ReadEvent): HistoryEntry[] {
  const keptCalls = new Map(conversation.tool_calls.map((call) => [call.request_id, call]));
  const keptResults = new Map(conversation.tool_results.map((result) => [result.request_id, result]));
  const calledNames = new Map<string, string>();
  const history: HistoryEntry[] = [];
  let previous: string | null = null;
  const events = [...conversation.events].sort((a, b) => a.seq - b.seq).filter((event) => event.seq <= lastUser.seq);
  for (const event of events) {
    const last = history.at(-1);
    if (event.type === "user.message" || event.type === "agent.message") {
      history.push({ role: event.type === "user.message" ? "user" : "agent", message: textOf(event) });
    } else if (event.type === "tool.called") {
      const requestId = String(event.payload.request_id ?? "");
      const toolName = String(event.payload.tool_name ?? "");
      calledNames.set(requestId, toolName);
      const call: ToolCall = keptCalls.get(requestId) ?? {
        request_id: requestId,
        tool_name: toolName,
        params_as_json: argumentsText(event.payload),
        tool_has_been_called: true,
        type: null,
      };
      const joinable =
        last?.role === "agent" &&
        (last.tool_results ?? []).length === 0 &&
        (previous === "tool.called" || (previous === "agent.message" && (last.tool_calls ?? []).length === 0));
      if (joinable && last) last.tool_calls = [...(last.tool_calls ?? []), call];
      else history.push({ role: "agent", tool_calls: [call] });
    } else if (event.type === "tool.result") {
      const requestId = String(event.payload.request_id ?? "");
      const toolName = calledNames.get(requestId);
      // A result of a call these events do not show would break the history's own rules.
      if (toolName === undefined) continue;
      const latency = typeof event.payload.latency_ms === "number" ? event.payload.latency_ms / 1000 : undefined;
      const result: ToolResult = keptResults.get(requestId) ?? {
        request_id: requestId,
        tool_name: toolName,
        result_value: "",
        is_error: event.payload.is_error === true,
        tool_has_been_called: true,
        type: "unknown",
        ...(latency !== undefined ? { tool_latency_secs: latency } : {}),
      };
      if (previous === "tool.result" && last) last.tool_results = [...(last.tool_results ?? []), result];
      else history.push({ role: "agent", tool_results: [result] });
    } else continue;
    previous = event.type;
  }
  return history;
}

/** A name holds no control character (see `Name` of the contracts): a title's line breaks become spaces. */
function withoutControls(text: string): string {
  return [...text].map((character) => (hasControlCharacters(character) ? " " : character)).join("");
}

/** `From <title or id> #<seq>`, the title shortened to fit a name. */
export function defaultTestName(conversation: ConversationReading, seq: number): string {
  const suffix = ` #${seq}`;
  const title = (conversation.title ? withoutControls(conversation.title).trim() : "") ?? "";
  const source = title === "" ? conversation.id : title;
  const room = NAME_MAX_LENGTH - "From ".length - suffix.length;
  const shown = source.length > room ? `${source.slice(0, room - 1)}…` : source;
  return `From ${shown}${suffix}`;
}

export type ConversationTestPlan =
  | { ok: false; error: FieldError }
  | {
      ok: true;
      /** A create body of kind `next_reply`, checked as any other. */
      body: Record<string, unknown>;
    };

/** The test body a conversation's reply at `request.seq` makes, or why it makes none. */
export function testFromConversation(
  conversation: ConversationReading,
  request: AgentTestFromConversationBody,
): ConversationTestPlan {
  const error = replySeqError(conversation, request.seq);
  if (error) return { ok: false, error };
  const reply = conversation.transcript.find((entry) => entry.seq === request.seq)!;
  const byEntry = eventsOfEntries(conversation);
  const before = conversation.transcript.filter((entry) => entry.seq < request.seq);
  const lastUser = before.findLast((entry) => entry.role === "user")!;
  const lastUserEvent = byEntry.get(lastUser.seq);
  const chatHistory = lastUserEvent
    ? historyUpTo(conversation, lastUserEvent)
    : // Without events (none recorded), the transcript's messages alone.
      before
        .slice(0, before.indexOf(lastUser) + 1)
        .map((entry): HistoryEntry => ({ role: entry.role, message: entry.text }));
  const replyEvent = byEntry.get(reply.seq);
  const metadata: FromConversationMetadata = {
    conversation_id: conversation.id,
    event_seq: replyEvent?.seq ?? reply.seq,
    original_agent_response: reply.text,
    system__conversation_id: conversation.id,
    system__time_utc: replyEvent?.created_at ?? conversation.started_at,
  };
  return {
    ok: true,
    body: {
      type: "next_reply",
      name: request.name ?? defaultTestName(conversation, request.seq),
      ...(request.parent_folder_id !== undefined ? { parent_folder_id: request.parent_folder_id } : {}),
      agent_id: conversation.agent_id,
      chat_history: chatHistory,
      success_condition: request.success_condition ?? DEFAULT_FROM_CONVERSATION_CONDITION,
      success_examples: [reply.text],
      dynamic_variables: conversation.dynamic_variables,
      from_conversation_metadata: metadata,
    },
  };
}
