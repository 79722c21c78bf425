/** Building the stored parts of a conversation: events, the end of it, the analysis job. */
import type { WorkspaceId } from "@cx/ids";
import { asWorkspaceId } from "@cx/ids";
import type { ConversationRecord, StoredEvent } from "../store/records.ts";
import type { ConversationDeps } from "./deps.ts";

export function storedEvent(seq: number, type: string, payload: unknown, at: string): StoredEvent {
  return { seq, type, created_at: at, payload_json: JSON.stringify(payload ?? {}) };
}

/** What every end sets: the outcome, and the analysis queued (extension spec part 4). */
export function endingFields(status: "ended" | "failed", endReason: string, at: string) {
  return {
    status,
    end_reason: endReason,
    ended_at: at,
    continuation_json: null,
    pending_tool_calls: [],
    analysis_status: "pending" as const,
    analysis_token: null,
    analysis_until: null,
    analysis_runs: 0,
    analysis_queued_at: at,
  };
}

/**
 * Queues the analysis of a conversation that just ended (its `conversations.conversation.ended`
 * was recorded by the write that ended it, and relayed by the outbox). A publish that fails is
 * not the caller's failure: the sweeper queues a pending analysis again, and the end is recorded.
 */
export async function queueAnalysisOfEnd(deps: ConversationDeps, record: ConversationRecord): Promise<void> {
  await deps.events
    .analysisRequested(record, "ended")
    .catch((error: unknown) =>
      deps.logger.warn({ err: error, conversationId: record._id }, "analysis not queued yet; the sweeper will"),
    );
}

export function workspaceOf(record: ConversationRecord): WorkspaceId {
  return asWorkspaceId(record.workspace_id);
}
