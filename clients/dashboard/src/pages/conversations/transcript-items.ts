/**
 * A conversation's transcript as the page shows it, read from its events: the messages, and each
 * tool call where it happened with its result (`tool.result` names its call by `request_id`).
 */
export interface ConversationEvent {
  seq: number;
  type: string;
  created_at: string;
  payload: Record<string, unknown>;
}

export interface ToolOutcome {
  isError: boolean;
  latencyMs: number;
}

export type TranscriptItem =
  | {
      kind: "message";
      /** The event's `seq`. */
      seq: number;
      role: "user" | "agent";
      text: string;
      at: string;
    }
  | {
      kind: "tool";
      /** The event's `seq`. */
      seq: number;
      toolName: string;
      origin: string;
      /** The arguments as the model gave them, or null when they were not a JSON object. */
      arguments: string | null;
      at: string;
      /** Null while a client tool's answer has not come back. */
      result: ToolOutcome | null;
    };

export function transcriptItems(events: readonly ConversationEvent[]): TranscriptItem[] {
  const results = new Map<string, ToolOutcome>();
  for (const e of events) {
    if (e.type !== "tool.result") continue;
    results.set(String(e.payload.request_id), {
      isError: e.payload.is_error === true,
      latencyMs: Number(e.payload.latency_ms ?? 0),
    });
  }
  const items: TranscriptItem[] = [];
  for (const e of events) {
    if (e.type === "user.message" || e.type === "agent.message") {
      items.push({
        kind: "message",
        seq: e.seq,
        role: e.type === "user.message" ? "user" : "agent",
        text: String(e.payload.text ?? ""),
        at: e.created_at,
      });
    } else if (e.type === "tool.called") {
      const args = e.payload.arguments;
      items.push({
        kind: "tool",
        seq: e.seq,
        toolName: String(e.payload.tool_name ?? ""),
        origin: String(e.payload.origin ?? ""),
        arguments: args === null || args === undefined ? null : JSON.stringify(args, null, 2),
        at: e.created_at,
        result: results.get(String(e.payload.request_id)) ?? null,
      });
    }
  }
  return items;
}
