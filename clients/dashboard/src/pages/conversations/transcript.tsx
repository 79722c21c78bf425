/**
 * The transcript of a conversation. A long conversation (hundreds of turns) renders at once: each
 * entry is a few plain elements with shared styles rather than a tree of components, and the
 * browser skips laying out the entries off screen (`content-visibility: auto`).
 */
import { Text } from "@mantine/core";
import { type CSSProperties, memo, type ReactNode } from "react";
import { LocalTime } from "../../ui/local-time.tsx";
import { type ConversationEvent, type TranscriptItem, transcriptItems } from "./transcript-items.ts";

/** An agent message, as an action on that reply receives it. */
export interface AgentReply {
  /** The `seq` of the reply's `agent.message` event. */
  eventSeq: number;
  text: string;
}

const LIST: CSSProperties = {
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: 6,
};
const ENTRY: CSSProperties = {
  contentVisibility: "auto",
  containIntrinsicSize: "auto 64px",
  border: "1px solid var(--mantine-color-gray-3)",
  borderRadius: "var(--mantine-radius-md)",
  padding: "6px 10px",
  fontSize: "var(--mantine-font-size-sm)",
  overflowWrap: "anywhere",
};
const AGENT: CSSProperties = { ...ENTRY, maxWidth: "85%", background: "var(--mantine-color-gray-0)" };
const USER: CSSProperties = {
  ...ENTRY,
  maxWidth: "85%",
  marginLeft: "auto",
  background: "var(--mantine-color-indigo-0)",
};
const TOOL: CSSProperties = { ...ENTRY, background: "var(--mantine-color-yellow-0)" };
const HEADER: CSSProperties = { fontSize: "var(--mantine-font-size-xs)", fontWeight: 600 };
const BODY: CSSProperties = { whiteSpace: "pre-wrap" };
const ARGUMENTS: CSSProperties = {
  margin: "4px 0",
  padding: "4px 8px",
  whiteSpace: "pre-wrap",
  fontFamily: "var(--mantine-font-family-monospace)",
  fontSize: "var(--mantine-font-size-xs)",
  background: "var(--mantine-color-gray-0)",
  borderRadius: "var(--mantine-radius-sm)",
};
const FOOTER: CSSProperties = { display: "flex", flexWrap: "wrap", gap: 6, marginTop: 4 };

/**
 * `replyActions`, when given, renders the actions offered on each agent message (such as making
 * a test from that reply) under the message. Memoised: a conversation read again unchanged keeps
 * its `events` array (the query's structural sharing), so the transcript is not rendered again.
 */
export const Transcript = memo(function Transcript({
  events,
  replyActions,
}: {
  events: readonly ConversationEvent[];
  replyActions?: (reply: AgentReply) => ReactNode;
}) {
  const items = transcriptItems(events);
  if (items.length === 0) return <Text c="dimmed">No messages yet.</Text>;
  return (
    <ol aria-label="Transcript" style={LIST}>
      {items.map((item) => (
        <TranscriptEntry key={item.seq} item={item} replyActions={replyActions} />
      ))}
    </ol>
  );
});

function TranscriptEntry({
  item,
  replyActions,
}: {
  item: TranscriptItem;
  replyActions?: (reply: AgentReply) => ReactNode;
}) {
  if (item.kind === "tool") {
    const result = item.result;
    return (
      <li style={TOOL}>
        <div style={HEADER}>
          Tool call: {item.toolName} <span style={{ fontWeight: 400 }}>({item.origin})</span>
        </div>
        {item.arguments === null ? (
          <div>Arguments that were not a JSON object</div>
        ) : (
          <pre style={ARGUMENTS}>{item.arguments}</pre>
        )}
        <div style={result?.isError ? { color: "var(--mantine-color-red-9)" } : undefined}>
          {result
            ? `Result: ${result.isError ? "error" : "ok"} in ${result.latencyMs} ms`
            : "Result: waiting for the client's answer"}
        </div>
      </li>
    );
  }
  const agent = item.role === "agent";
  const actions = agent && replyActions ? replyActions({ eventSeq: item.seq, text: item.text }) : null;
  return (
    <li style={agent ? AGENT : USER}>
      <div style={HEADER}>
        {agent ? "Agent" : "User"} · <LocalTime value={item.at} />
      </div>
      <div style={BODY}>{item.text}</div>
      {actions ? <div style={FOOTER}>{actions}</div> : null}
    </li>
  );
}
