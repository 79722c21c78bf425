import type {
  AnalysisStatus,
  ConversationSource,
  ConversationStatus,
  PendingToolCall,
  TranscriptEntry,
} from "@cx/contracts";

/**
 * A conversation event as stored: its payload as JSON text, because payloads carry keys chosen by
 * models and users (tool arguments) that a document store may not accept as field names.
 */
export interface StoredEvent {
  seq: number;
  type: string;
  created_at: string;
  payload_json: string;
}

/**
 * One conversation, whole: the detail's fields, what the runtime needs to go on (history, the
 * continuation of a reply waiting for client tools), and two leases, each a token with an expiry:
 * the turn in progress (one message at a time, across replicas) and the analysis run.
 */
export interface ConversationRecord {
  _id: string;
  workspace_id: string;
  agent_id: string;
  agent_name: string;
  branch_id: string | null;
  branch_name: string;
  version_id: string;
  /** The config the conversation runs (the version's, or the draft's at start), as JSON text. */
  config_json: string;
  is_draft_run: boolean;
  /**
   * The deployment chose the branch (started without `branch_id`): only these count for
   * automatic rollback. Missing on conversations stored before it was recorded.
   */
  routed_by_deployment?: boolean;
  source: ConversationSource;
  status: ConversationStatus;
  end_reason: string | null;
  external_user_id: string | null;
  dynamic_variables_json: string;
  title: string | null;
  call_successful: boolean | null;
  analysis_status: AnalysisStatus;
  analysis_json: string | null;
  started_at: string;
  ended_at: string | null;
  input_tokens: number;
  output_tokens: number;
  /** Nano-dollars (see `domain/money.ts`). */
  cost_nanos: number;
  turn_count: number;
  transcript: TranscriptEntry[];
  events: StoredEvent[];
  /** What the runtime reads back as history on the next reply. */
  history_json: string;
  /** A reply waiting for client tool results (`ReplyContinuation`), as JSON text. */
  continuation_json: string | null;
  pending_tool_calls: PendingToolCall[];
  /** Bumped by every write of content: appends are conditional on it, so `seq` never repeats. */
  revision: number;
  turn_token: string | null;
  turn_until: string | null;
  analysis_token: string | null;
  analysis_until: string | null;
  /** Analysis runs claimed since the last request; a job that keeps dying is failed. */
  analysis_runs: number;
  analysis_queued_at: string | null;
  /** The test run that recorded it (`source: "agent_test"`). */
  run_id: string | null;
}
