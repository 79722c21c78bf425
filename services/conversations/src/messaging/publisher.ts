import type { MessageBus } from "@cx/bus";
import { type EventPayloadOf, Topics } from "@cx/contracts";
import type { ConversationRecord } from "../store/records.ts";

/** The conversations service's events, built from its own records. */
export class ConversationEvents {
  constructor(private readonly bus: MessageBus) {}

  ended(record: ConversationRecord): Promise<void> {
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
    return this.bus.publish(Topics.CONVERSATIONS_CONVERSATION_ENDED, payload, { messageId: `${record._id}:ended` });
  }

  /** The analysis job: whoever of the workers takes it first claims its lease. */
  analysisRequested(record: ConversationRecord, trigger: "ended" | "rerun"): Promise<void> {
    const payload: EventPayloadOf<typeof Topics.CONVERSATIONS_ANALYSIS_REQUESTED> = {
      workspace_id: record.workspace_id,
      conversation_id: record._id,
      agent_id: record.agent_id,
      version_id: record.version_id,
      trigger,
      occurred_at: record.analysis_queued_at ?? new Date().toISOString(),
    };
    return this.bus.publish(Topics.CONVERSATIONS_ANALYSIS_REQUESTED, payload);
  }

  analysisCompleted(record: ConversationRecord, at: string): Promise<void> {
    const status = record.analysis_status;
    if (status !== "done" && status !== "failed" && status !== "skipped") {
      return Promise.reject(new Error(`conversation ${record._id} has no analysis outcome to announce`));
    }
    const payload: EventPayloadOf<typeof Topics.CONVERSATIONS_ANALYSIS_COMPLETED> = {
      workspace_id: record.workspace_id,
      conversation_id: record._id,
      agent_id: record.agent_id,
      analysis_status: status,
      call_successful: record.call_successful,
      occurred_at: at,
    };
    return this.bus.publish(Topics.CONVERSATIONS_ANALYSIS_COMPLETED, payload, { messageId: `${record._id}:${at}` });
  }
}
