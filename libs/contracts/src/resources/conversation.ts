/** Part 2.8 (conversation detail) and the extension spec part 4 (start, message, analysis). */
import { type Static, Type } from "@sinclair/typebox";
import { Body, DateTime, FreeObject, LiteralUnion, Nullable, Page, PageQueryProperties, Query } from "../builders.ts";
import { HISTORY_ROLES } from "./history.ts";

export const CONVERSATION_STATUSES = ["active", "ended", "failed"] as const;
export const ConversationStatus = LiteralUnion(CONVERSATION_STATUSES);
export type ConversationStatus = Static<typeof ConversationStatus>;

export const CONVERSATION_SOURCES = ["test_chat", "widget", "api", "channel", "agent_test"] as const;
export const ConversationSource = LiteralUnion(CONVERSATION_SOURCES);
export type ConversationSource = Static<typeof ConversationSource>;

/** A caller may not claim `agent_test`: only simulation runs start such conversations. */
export const CONVERSATION_START_SOURCES = ["test_chat", "api", "widget", "channel"] as const;
export const ConversationStartSource = LiteralUnion(CONVERSATION_START_SOURCES);
export type ConversationStartSource = Static<typeof ConversationStartSource>;

export const ANALYSIS_STATUSES = ["pending", "processing", "done", "skipped", "failed"] as const;
export const AnalysisStatus = LiteralUnion(ANALYSIS_STATUSES);
export type AnalysisStatus = Static<typeof AnalysisStatus>;

export const CRITERIA_RESULTS = ["success", "failure", "unknown"] as const;
export const CriteriaResultValue = LiteralUnion(CRITERIA_RESULTS);
export type CriteriaResultValue = Static<typeof CriteriaResultValue>;

export const TranscriptEntry = Type.Object({
  role: LiteralUnion(HISTORY_ROLES),
  seq: Type.Integer(),
  text: Type.String(),
});
export type TranscriptEntry = Static<typeof TranscriptEntry>;

/** A record of what happened in the conversation; data, not a notification (part 6). */
export const ConversationEvent = Type.Object({
  created_at: DateTime(),
  payload: FreeObject(),
  seq: Type.Integer(),
  type: Type.String(),
});
export type ConversationEvent = Static<typeof ConversationEvent>;

/** One `platform_settings.evaluation.criteria` item's outcome (extension spec part 4). */
export const CriteriaResult = Type.Object({
  criteria_id: Type.String(),
  result: CriteriaResultValue,
  rationale: Type.String(),
});
export type CriteriaResult = Static<typeof CriteriaResult>;

export const SENTIMENT_LABELS = ["positive", "neutral", "negative"] as const;
export const Sentiment = Type.Object({
  label: LiteralUnion(SENTIMENT_LABELS),
  score: Type.Number({ minimum: -1, maximum: 1 }),
});
export type Sentiment = Static<typeof Sentiment>;

/** One `platform_settings.data_collection` field's outcome: `value` is null when it does not fit the field's type. */
export const CollectedValue = Type.Object({
  value: Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]),
  rationale: Type.String(),
});
export type CollectedValue = Static<typeof CollectedValue>;

/** Why the latest analysis run failed; the results of the run before it stay beside it. */
export const AnalysisError = Type.Object({ code: Type.String(), message: Type.String() });
export type AnalysisError = Static<typeof AnalysisError>;

/**
 * The inner shape of `analysis` is "not shown" in part 2.8; the extension spec part 4 names its
 * members. All optional and the object open, so an analysis that adds a section later is not
 * stripped from responses (and a failed first run carries only `error`).
 */
export const ConversationAnalysis = Type.Object(
  {
    criteria_results: Type.Optional(Type.Array(CriteriaResult)),
    data_collection: Type.Optional(Type.Record(Type.String(), CollectedValue)),
    sentiment: Type.Optional(Nullable(Sentiment)),
    topics: Type.Optional(Nullable(Type.Array(Type.String()))),
    summary: Type.Optional(Type.String()),
    analyzed_at: Type.Optional(DateTime()),
    error: Type.Optional(AnalysisError),
  },
  { additionalProperties: true },
);
export type ConversationAnalysis = Static<typeof ConversationAnalysis>;

/** A call of a `client` tool the agent waits for (extension spec part 4); answered by `tool_results`. */
export const PendingToolCall = Type.Object({
  request_id: Type.String(),
  tool_name: Type.String(),
  params_as_json: Type.String(),
});
export type PendingToolCall = Static<typeof PendingToolCall>;

/** `cost_usd` is a decimal string here, unlike the numbers of test runs (part 2.8). */
export const ConversationDetail = Type.Object({
  id: Type.String(),
  agent_id: Type.String(),
  agent_name: Type.String(),
  branch_name: Type.String(),
  version_id: Type.String(),
  cost_usd: Type.String(),
  branch_id: Nullable(Type.String()),
  end_reason: Nullable(Type.String()),
  external_user_id: Nullable(Type.String()),
  title: Nullable(Type.String()),
  status: ConversationStatus,
  source: ConversationSource,
  analysis_status: AnalysisStatus,
  is_draft_run: Type.Boolean(),
  call_successful: Nullable(Type.Boolean()),
  started_at: DateTime(),
  ended_at: Nullable(DateTime()),
  duration_seconds: Type.Integer(),
  turn_count: Type.Integer(),
  input_tokens: Type.Integer(),
  output_tokens: Type.Integer(),
  transcript: Type.Array(TranscriptEntry),
  events: Type.Array(ConversationEvent),
  analysis: Nullable(ConversationAnalysis),
  workflow: Nullable(FreeObject()),
  procedures: Type.Array(FreeObject()),
  /** Empty unless the agent waits for the client's tool results. */
  pending_tool_calls: Type.Array(PendingToolCall),
});
export type ConversationDetail = Static<typeof ConversationDetail>;

/** A list item: the detail without its heavy parts (transcript, events, analysis), as part 4 says. */
export const ConversationSummary = Type.Omit(ConversationDetail, ["transcript", "events", "analysis"]);
export type ConversationSummary = Static<typeof ConversationSummary>;

export const ConversationListPage = Page(ConversationSummary);
export type ConversationListPage = Static<typeof ConversationListPage>;

export const ConversationListQuery = Query({
  ...PageQueryProperties,
  agent_id: Type.Optional(Type.String({ pattern: "^[A-Za-z0-9_-]{1,64}$", "x-message": "is not an id" })),
  branch_id: Type.Optional(Type.String({ pattern: "^[A-Za-z0-9_-]{1,64}$", "x-message": "is not an id" })),
  status: Type.Optional(ConversationStatus),
  source: Type.Optional(ConversationSource),
});
export type ConversationListQuery = Static<typeof ConversationListQuery>;

/** Without `branch_id` the deployment routes the conversation (extension spec part 2). */
export const ConversationStartBody = Body({
  source: Type.Optional(ConversationStartSource),
  branch_id: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  /** With `branch_id`: run the branch's draft config rather than its tip (`is_draft_run`). */
  draft: Type.Optional(Type.Boolean()),
  external_user_id: Type.Optional(Nullable(Type.String({ maxLength: 256 }))),
  dynamic_variables: Type.Optional(FreeObject()),
});
export type ConversationStartBody = Static<typeof ConversationStartBody>;

/** Most characters of one user message (extension spec part 4). */
export const MAX_MESSAGE_LENGTH = 10_000;

export const ClientToolResultBody = Body({
  request_id: Type.String({ minLength: 1, maxLength: 128 }),
  result_value: Type.String({ maxLength: 100_000 }),
  is_error: Type.Optional(Type.Boolean()),
});
export type ClientToolResultBody = Static<typeof ClientToolResultBody>;

/**
 * Either a user message (`text`) or the answers to the pending client tool calls
 * (`tool_results`), exactly one of them: the service checks that, so each field keeps its own
 * precise validation message.
 */
export const ConversationMessageBody = Body({
  text: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_MESSAGE_LENGTH })),
  tool_results: Type.Optional(Type.Array(ClientToolResultBody, { minItems: 1, maxItems: 64 })),
});
export type ConversationMessageBody = Static<typeof ConversationMessageBody>;
