/** Part 2.8 (conversation detail) and the extension spec part 4 (start, message, analysis). */
import { type Static, Type } from "@sinclair/typebox";
import { Body, DateTime, FreeObject, LiteralUnion, Nullable, Page, PageQueryProperties } from "../builders.ts";
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

/**
 * The inner shape of `analysis` is "not shown" in part 2.8; the extension spec names its contents
 * but not its keys. These keys are this project's choice. All optional and the object open, so an
 * analysis that adds a section later is not stripped from responses.
 */
export const ConversationAnalysis = Type.Object(
  {
    criteria_results: Type.Optional(Type.Array(CriteriaResult)),
    data_collection: Type.Optional(FreeObject()),
    sentiment: Type.Optional(Nullable(Type.String())),
    topics: Type.Optional(Nullable(Type.Array(Type.String()))),
    call_successful: Type.Optional(Nullable(Type.Boolean())),
    analyzed_at: Type.Optional(DateTime()),
  },
  { additionalProperties: true },
);
export type ConversationAnalysis = Static<typeof ConversationAnalysis>;

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
});
export type ConversationDetail = Static<typeof ConversationDetail>;

/** A list item: the detail without its heavy parts (transcript, events, analysis). */
export const ConversationSummary = Type.Omit(ConversationDetail, [
  "transcript",
  "events",
  "analysis",
  "workflow",
  "procedures",
]);
export type ConversationSummary = Static<typeof ConversationSummary>;

export const ConversationListPage = Page(ConversationSummary);
export type ConversationListPage = Static<typeof ConversationListPage>;

export const ConversationListQuery = Type.Object({
  ...PageQueryProperties,
  agent_id: Type.Optional(Type.String()),
  status: Type.Optional(ConversationStatus),
});
export type ConversationListQuery = Static<typeof ConversationListQuery>;

/** Without `branch_id` the deployment routes the conversation (extension spec part 2). */
export const ConversationStartBody = Body({
  source: Type.Optional(ConversationStartSource),
  branch_id: Type.Optional(Nullable(Type.String())),
  external_user_id: Type.Optional(Nullable(Type.String())),
  dynamic_variables: Type.Optional(FreeObject()),
});
export type ConversationStartBody = Static<typeof ConversationStartBody>;

export const ConversationMessageBody = Body({
  text: Type.String({ minLength: 1 }),
});
export type ConversationMessageBody = Static<typeof ConversationMessageBody>;
