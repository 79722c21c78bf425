import type { MessageBus } from "@cx/bus";
import { type EventPayloadOf, Topics } from "@cx/contracts";
import { type NewEvent, pendingEvent } from "@cx/outbox";
import type { ConversationRecord } from "../store/records.ts";

/**
 * `conversations.conversation.ended`, recorded on the conversation by the write that ends it
 * (`@cx/outbox`); `record` is the conversation as that write leaves it. One end per
 * conversation, so its id (the message id) is `<conversation>:ended`.
 */
export function conversationEnded(record: ConversationRecord): NewEvent {
  const payload: EventPayloadOf<typeof Topics.CONVERSATIONS_CONVERSATION_ENDED> = {
    workspace_id: record.workspace_id,
    conversation_id: record._id,
    agent_id: record.agent_id,
    branch_id: record.branch_id,
    version_id: record.version_id,
    source: record.source,
    end_reason: record.end_reason,
    ended_at: record.ended_at ?? undefined,
    occurred_at: record.ended_at ?? new Date().toISOString(),
  };
  return { ...pendingEvent(Topics.CONVERSATIONS_CONVERSATION_ENDED, payload), id: `${record._id}:ended` };
}

/**
 * `conversations.analysis.completed`, recorded on the conversation by the write that stores the
 * analysis outcome at `at`; `record` is the conversation as that write leaves it.
 */
export function analysisCompleted(record: ConversationRecord, at: string): NewEvent {
  const status = record.analysis_status;
  if (status !== "done" && status !== "failed" && status !== "skipped") {
    throw new Error(`conversation ${record._id} has no analysis outcome to announce`);
  }
  const payload: EventPayloadOf<typeof Topics.CONVERSATIONS_ANALYSIS_COMPLETED> = {
    workspace_id: record.workspace_id,
    conversation_id: record._id,
    agent_id: record.agent_id,
    analysis_status: status,
    call_successful: record.call_successful,
    ...(record.branch_id ? { branch_id: record.branch_id } : {}),
    source: record.source,
    is_draft_run: record.is_draft_run,
    routed: record.routed_by_deployment ?? false,
    started_at: record.started_at,
    occurred_at: at,
  };
  return { ...pendingEvent(Topics.CONVERSATIONS_ANALYSIS_COMPLETED, payload), id: `${record._id}:${at}` };
}

/** An analysis job (`conversations.analysis.requested`): whoever of the workers takes it first claims its lease. */
export function analysisRequestedJob(
  record: ConversationRecord,
  trigger: "ended" | "rerun",
): EventPayloadOf<typeof Topics.CONVERSATIONS_ANALYSIS_REQUESTED> {
  return {
    workspace_id: record.workspace_id,
    conversation_id: record._id,
    agent_id: record.agent_id,
    version_id: record.version_id,
    trigger,
    occurred_at: record.analysis_queued_at ?? new Date().toISOString(),
  };
}

/**
 * The analysis jobs, published straight to the bus: a job lost to a crash is queued again by the
 * analysis job's sweeper (`@cx/jobs`), since a job waiting is a state of the conversation itself
 * (its analysis `pending`). The service's announcements go through the outbox instead (above).
 */
export class ConversationEvents {
  constructor(private readonly bus: MessageBus) {}

  analysisRequested(record: ConversationRecord, trigger: "ended" | "rerun"): Promise<void> {
    // Not held while the broker is away: the analysis sweeper sends the job again.
    return this.bus.publish(Topics.CONVERSATIONS_ANALYSIS_REQUESTED, analysisRequestedJob(record, trigger), {
      waitForBrokerMs: 0,
    });
  }
}
