/**
 * Conversations read by another service over the bus (the testing service compares simulated
 * conversations and makes tests from replies): only the workspace's, as its routes answer them.
 */
import type {
  ConversationReading,
  HistoryEntry,
  ReadConversationDetailReply,
  ReadConversationDetailRequest,
  ReadConversationsReply,
  ReadConversationsRequest,
  ToolCall,
  ToolResult,
} from "@cx/contracts";
import { asWorkspaceId } from "@cx/ids";
import type { ConversationRecord } from "../store/records.ts";
import { type ConversationDeps, nowOf } from "./deps.ts";
import { detailOf, eventOf } from "./present.ts";

/** The tool calls and results the history kept: events name the calls but not what tools answered. */
function toolsOf(record: ConversationRecord): { calls: ToolCall[]; results: ToolResult[] } {
  const history = JSON.parse(record.history_json) as HistoryEntry[];
  return {
    calls: history.flatMap((entry) => entry.tool_calls ?? []),
    results: history.flatMap((entry) => entry.tool_results ?? []),
  };
}

function readingOf(record: ConversationRecord, detail: boolean): ConversationReading {
  const tools = detail ? toolsOf(record) : { calls: [], results: [] };
  return {
    id: record._id,
    agent_id: record.agent_id,
    title: record.title,
    started_at: record.started_at,
    dynamic_variables: JSON.parse(record.dynamic_variables_json) as Record<string, unknown>,
    transcript: record.transcript,
    events: detail ? record.events.map(eventOf) : [],
    tool_calls: tools.calls,
    tool_results: tools.results,
  };
}

export async function readConversations(
  deps: ConversationDeps,
  request: ReadConversationsRequest,
): Promise<ReadConversationsReply> {
  const records = await deps.conversations.findMany(asWorkspaceId(request.workspace_id), request.conversation_ids);
  return { conversations: records.map((record) => readingOf(record, request.detail)) };
}

/** One conversation as `GET .../conversations/{id}` answers it (the webhooks service delivers it); null when gone. */
export async function readConversationDetail(
  deps: ConversationDeps,
  request: ReadConversationDetailRequest,
): Promise<ReadConversationDetailReply> {
  const record = await deps.conversations.find(asWorkspaceId(request.workspace_id), request.conversation_id);
  return { conversation: record ? detailOf(record, nowOf(deps)) : null };
}
