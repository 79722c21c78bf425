import type {
  AgentConfig,
  ConversationAnalysis,
  ConversationDetail,
  ConversationEvent,
  ConversationSummary,
} from "@cx/contracts";
import { durationSeconds } from "../domain/lifecycle.ts";
import { costUsdText } from "../domain/money.ts";
import type { ConversationRecord, StoredEvent } from "../store/records.ts";

export function configOf(record: ConversationRecord): AgentConfig {
  return JSON.parse(record.config_json) as AgentConfig;
}

export function analysisOf(record: ConversationRecord): ConversationAnalysis | null {
  return record.analysis_json ? (JSON.parse(record.analysis_json) as ConversationAnalysis) : null;
}

export function eventOf(stored: StoredEvent): ConversationEvent {
  return {
    created_at: stored.created_at,
    payload: JSON.parse(stored.payload_json) as Record<string, unknown>,
    seq: stored.seq,
    type: stored.type,
  };
}

export function summaryOf(record: ConversationRecord, now: Date): ConversationSummary {
  const config = configOf(record);
  return {
    id: record._id,
    agent_id: record.agent_id,
    agent_name: record.agent_name,
    branch_name: record.branch_name,
    version_id: record.version_id,
    cost_usd: costUsdText(record.cost_nanos),
    branch_id: record.branch_id,
    end_reason: record.end_reason,
    external_user_id: record.external_user_id,
    title: record.title,
    status: record.status,
    source: record.source,
    analysis_status: record.analysis_status,
    is_draft_run: record.is_draft_run,
    call_successful: record.call_successful,
    started_at: record.started_at,
    ended_at: record.ended_at,
    duration_seconds: durationSeconds(record.started_at, record.ended_at, now),
    turn_count: record.turn_count,
    input_tokens: record.input_tokens,
    output_tokens: record.output_tokens,
    workflow: (config.workflow as Record<string, unknown> | null | undefined) ?? null,
    procedures: (config.procedures as Record<string, unknown>[] | undefined) ?? [],
    pending_tool_calls: record.pending_tool_calls,
  };
}

/** Part 2.8, every field, plus the client tool calls the agent waits for. */
export function detailOf(record: ConversationRecord, now: Date): ConversationDetail {
  return {
    ...summaryOf(record, now),
    transcript: record.transcript,
    events: record.events.map(eventOf),
    analysis: analysisOf(record),
  };
}
