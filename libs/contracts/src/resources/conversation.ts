/** Part 2.8 (conversation detail) and the extension spec part 4 (start, message, analysis). */
import { type Static, Type } from "@sinclair/typebox";
import {
  Body,
  DateTime,
  Described,
  FreeObject,
  LiteralUnion,
  Nullable,
  Page,
  PageQueryProperties,
  Query,
} from "../builders.ts";
import { DYNAMIC_VARIABLES_RULE } from "./agent-config.ts";
import { HISTORY_ROLES } from "./history.ts";

export const CONVERSATION_STATUSES = ["active", "ended", "failed"] as const;
export const ConversationStatus = LiteralUnion(CONVERSATION_STATUSES, {
  description: "`active` while it takes messages, then `ended`, or `failed` after a model failure.",
});
export type ConversationStatus = Static<typeof ConversationStatus>;

export const CONVERSATION_SOURCES = ["test_chat", "widget", "api", "channel", "agent_test"] as const;
export const ConversationSource = LiteralUnion(CONVERSATION_SOURCES, {
  description: "Where the conversation came from; `agent_test` for those of simulation test runs.",
});
export type ConversationSource = Static<typeof ConversationSource>;

/** A caller may not claim `agent_test`: only simulation runs start such conversations. */
export const CONVERSATION_START_SOURCES = ["test_chat", "api", "widget", "channel"] as const;
export const ConversationStartSource = LiteralUnion(CONVERSATION_START_SOURCES, {
  description: "Where the conversation comes from; `api` when absent (`agent_test` is reserved for test runs).",
});
export type ConversationStartSource = Static<typeof ConversationStartSource>;

export const ANALYSIS_STATUSES = ["pending", "processing", "done", "skipped", "failed"] as const;
export const AnalysisStatus = LiteralUnion(ANALYSIS_STATUSES, {
  description:
    "`pending` → `processing` → `done` or `failed`; `skipped` when the agent asks for no criteria, data collection, sentiment or topics.",
});
export type AnalysisStatus = Static<typeof AnalysisStatus>;

export const CRITERIA_RESULTS = ["success", "failure", "unknown"] as const;
export const CriteriaResultValue = LiteralUnion(CRITERIA_RESULTS, {
  description: "Whether the conversation met the criterion: `success`, `failure` or `unknown`.",
});
export type CriteriaResultValue = Static<typeof CriteriaResultValue>;

export const TranscriptEntry = Type.Object({
  role: LiteralUnion(HISTORY_ROLES, { description: "Who said it: `user` or `agent`." }),
  seq: Type.Integer({ description: "Its position, from 0 without gaps." }),
  text: Type.String({ description: "What was said." }),
});
export type TranscriptEntry = Static<typeof TranscriptEntry>;

/** A record of what happened in the conversation; data, not a notification (part 6). */
export const ConversationEvent = Type.Object({
  created_at: DateTime({ description: "When it happened." }),
  payload: FreeObject({ description: "What happened, by type (see `docs/api/conversations.md`)." }),
  seq: Type.Integer({ description: "Its position, from 0 without gaps." }),
  type: Type.String({
    description:
      "`conversation.started`, `user.message`, `agent.message`, `tool.called`, `tool.result`, `knowledge.retrieved`, `llm.failed`, `conversation.ended`, `analysis.completed` or `analysis.failed`.",
  }),
});
export type ConversationEvent = Static<typeof ConversationEvent>;

/** One `platform_settings.evaluation.criteria` item's outcome (extension spec part 4). */
export const CriteriaResult = Type.Object({
  criteria_id: Type.String({ description: "The criterion's `id` in `platform_settings.evaluation.criteria`." }),
  result: CriteriaResultValue,
  rationale: Type.String({ description: "Why, in the analysis model's words." }),
});
export type CriteriaResult = Static<typeof CriteriaResult>;

export const SENTIMENT_LABELS = ["positive", "neutral", "negative"] as const;
export const Sentiment = Type.Object({
  label: LiteralUnion(SENTIMENT_LABELS, { description: "`positive`, `neutral` or `negative`." }),
  score: Type.Number({ minimum: -1, maximum: 1, description: "From -1 (negative) to 1 (positive)." }),
});
export type Sentiment = Static<typeof Sentiment>;

/** One `platform_settings.data_collection` field's outcome: `value` is null when it does not fit the field's type. */
export const CollectedValue = Type.Object({
  value: Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()], {
    description: "The value extracted, of the field's `type`; null when not said or when it does not fit the type.",
  }),
  rationale: Type.String({ description: "Where it was found, in the analysis model's words." }),
});
export type CollectedValue = Static<typeof CollectedValue>;

/** Why the latest analysis run failed; the results of the run before it stay beside it. */
export const AnalysisError = Type.Object({
  code: Type.String({ description: "Why it failed (`quota_exceeded`, `runtime_error`, ...)." }),
  message: Type.String({ description: "A readable explanation." }),
});
export type AnalysisError = Static<typeof AnalysisError>;

/**
 * The inner shape of `analysis` is "not shown" in part 2.8; the extension spec part 4 names its
 * members. All optional and the object open, so an analysis that adds a section later is not
 * stripped from responses (and a failed first run carries only `error`).
 */
export const ConversationAnalysis = Type.Object(
  {
    criteria_results: Type.Optional(
      Type.Array(CriteriaResult, {
        description: "One result per criterion of `platform_settings.evaluation.criteria`.",
      }),
    ),
    data_collection: Type.Optional(
      Type.Record(Type.String(), CollectedValue, {
        description: "One `{value, rationale}` per field of `platform_settings.data_collection`, keyed by its id.",
      }),
    ),
    sentiment: Type.Optional(
      Nullable(Sentiment, { description: "The user's sentiment; null unless `sentiment_analysis` is enabled." }),
    ),
    topics: Type.Optional(
      Nullable(Type.Array(Type.String()), {
        description: "The conversation's topics; null unless `topic_discovery` is enabled.",
      }),
    ),
    summary: Type.Optional(Type.String({ description: "A short summary of the conversation." })),
    analyzed_at: Type.Optional(DateTime({ description: "When this analysis was made." })),
    error: Type.Optional(
      Described(AnalysisError, "Set when the latest analysis failed; the previous results stay beside it."),
    ),
  },
  {
    additionalProperties: true,
    description: "What the analysis of the ended conversation found, with the `platform_settings.analysis_llm` model.",
  },
);
export type ConversationAnalysis = Static<typeof ConversationAnalysis>;

/** A call of a `client` tool the agent waits for (extension spec part 4); answered by `tool_results`. */
export const PendingToolCall = Type.Object({
  request_id: Type.String({ description: "The call's id; the tool result names it." }),
  tool_name: Type.String({ description: "The client tool called." }),
  params_as_json: Type.String({ description: "The call's arguments, as JSON text." }),
});
export type PendingToolCall = Static<typeof PendingToolCall>;

/** `cost_usd` is a decimal string here, unlike the numbers of test runs (part 2.8). */
export const ConversationDetail = Type.Object(
  {
    id: Type.String({ description: "The conversation's id (`conv_...`)." }),
    agent_id: Type.String({ description: "The agent." }),
    agent_name: Type.String({ description: "The agent's name." }),
    branch_name: Type.String({ description: "The name of the branch it runs on." }),
    version_id: Type.String({ description: "The version it runs (a draft run: the draft's base version)." }),
    cost_usd: Type.String({
      description:
        'What its model calls cost, in USD, as a decimal string with 6 fractional digits (`"0.000420"`); analysis excluded.',
    }),
    branch_id: Nullable(Type.String(), { description: "The branch it runs on." }),
    end_reason: Nullable(Type.String(), {
      description: "Why it ended: `api`, `agent` (the `end_call` tool), `max_duration` or `error`; null while active.",
    }),
    external_user_id: Nullable(Type.String(), { description: "The caller's id for the user, as given at the start." }),
    title: Nullable(Type.String(), { description: "A short title, written by the analysis; null before." }),
    status: ConversationStatus,
    source: ConversationSource,
    analysis_status: AnalysisStatus,
    is_draft_run: Type.Boolean({ description: "Whether it runs the branch's draft rather than a published version." }),
    call_successful: Nullable(Type.Boolean(), {
      description:
        "From the analysis: false when any criterion failed, true when at least one succeeded and none failed, null otherwise.",
    }),
    started_at: DateTime({ description: "When it started." }),
    ended_at: Nullable(DateTime(), { description: "When it ended; null while active." }),
    duration_seconds: Type.Integer({ description: "From `started_at` to `ended_at` (to now while active)." }),
    turn_count: Type.Integer({ description: "The number of user messages." }),
    input_tokens: Type.Integer({ description: "The input tokens of its model calls, analysis excluded." }),
    output_tokens: Type.Integer({ description: "The output tokens of its model calls, analysis excluded." }),
    transcript: Type.Array(TranscriptEntry, { description: "What was said, in order (the first message is entry 0)." }),
    events: Type.Array(ConversationEvent, { description: "What happened, in order." }),
    analysis: Nullable(ConversationAnalysis, { description: "The latest analysis; null before the first one." }),
    workflow: Nullable(FreeObject(), { description: "The workflow of the config it runs." }),
    procedures: Type.Array(FreeObject(), { description: "The procedures of the config it runs." }),
    pending_tool_calls: Type.Array(PendingToolCall, {
      description: "Client tool calls the agent waits for, answered by a message with `tool_results`; empty otherwise.",
    }),
  },
  {
    examples: [
      {
        id: "conv_6y2u8i4o0p3a9s5d1f7g3h9j",
        agent_id: "agt_4m2k8x1q9w3e7r5t0y6u2i8o",
        agent_name: "Support agent",
        branch_name: "main",
        version_id: "ver_2b8n4m1k7j3h9g5f0d6s2a8p",
        cost_usd: "0.000420",
        branch_id: "br_7c3n1v9b2m6x4z8a0s5d3f1g",
        end_reason: "api",
        external_user_id: "customer-1842",
        title: "Late order 4521",
        status: "ended",
        source: "api",
        analysis_status: "done",
        is_draft_run: false,
        call_successful: true,
        started_at: "2026-11-22T10:00:00.000Z",
        ended_at: "2026-11-22T10:01:30.000Z",
        duration_seconds: 90,
        turn_count: 1,
        input_tokens: 512,
        output_tokens: 64,
        transcript: [
          { role: "agent", seq: 0, text: "Hello Budi, how can I help?" },
          { role: "user", seq: 1, text: "Where is order 4521?" },
          { role: "agent", seq: 2, text: "Order 4521 ships tomorrow." },
        ],
        events: [
          {
            seq: 0,
            type: "conversation.started",
            payload: {
              source: "api",
              branch_id: "br_7c3n1v9b2m6x4z8a0s5d3f1g",
              version_id: "ver_2b8n4m1k7j3h9g5f0d6s2a8p",
              is_draft_run: false,
            },
            created_at: "2026-11-22T10:00:00.000Z",
          },
        ],
        analysis: {
          criteria_results: [{ criteria_id: "resolved", result: "success", rationale: "The user got a date." }],
          data_collection: { order_number: { value: 4521, rationale: "The user gave it." } },
          sentiment: { label: "neutral", score: 0.1 },
          topics: ["shipping"],
          summary: "The user asked about order 4521; the agent said it ships tomorrow.",
          analyzed_at: "2026-11-22T10:01:35.000Z",
        },
        workflow: null,
        procedures: [],
        pending_tool_calls: [],
      },
    ],
  },
);
export type ConversationDetail = Static<typeof ConversationDetail>;

/** A list item: the detail without its heavy parts (transcript, events, analysis), as part 4 says. */
export const ConversationSummary = Type.Omit(ConversationDetail, ["transcript", "events", "analysis"]);
export type ConversationSummary = Static<typeof ConversationSummary>;

export const ConversationListPage = Page(ConversationSummary);
export type ConversationListPage = Static<typeof ConversationListPage>;

export const ConversationListQuery = Query({
  ...PageQueryProperties,
  agent_id: Type.Optional(
    Type.String({ pattern: "^[A-Za-z0-9_-]{1,64}$", "x-message": "is not an id", description: "Only this agent's." }),
  ),
  branch_id: Type.Optional(
    Type.String({ pattern: "^[A-Za-z0-9_-]{1,64}$", "x-message": "is not an id", description: "Only this branch's." }),
  ),
  status: Type.Optional(Described(ConversationStatus, "Only conversations with this status.")),
  source: Type.Optional(Described(ConversationSource, "Only conversations from this source.")),
});
export type ConversationListQuery = Static<typeof ConversationListQuery>;

/** Without `branch_id` the deployment routes the conversation (extension spec part 2). */
export const ConversationStartBody = Body(
  {
    source: Type.Optional(ConversationStartSource),
    branch_id: Type.Optional(
      Nullable(Type.String({ maxLength: 64 }), {
        description: "The branch whose tip runs; without it the agent's deployment picks the branch.",
      }),
    ),
    draft: Type.Optional(
      Type.Boolean({
        description:
          "With `true` (and `branch_id`), the branch's saved draft runs instead of its tip (`is_draft_run`).",
      }),
    ),
    external_user_id: Type.Optional(
      Nullable(Type.String({ maxLength: 256 }), {
        description: "The caller's own id for the user, kept with the conversation.",
      }),
    ),
    dynamic_variables: Type.Optional(
      FreeObject({
        description:
          `Values for the \`{{name}}\` placeholders of the agent's prompt and first message, by name. ${DYNAMIC_VARIABLES_RULE} ` +
          "A string is put as is, a number, boolean or null as its text, an object or array as JSON text; the `system__` " +
          "names cannot be overridden.",
      }),
    ),
  },
  {
    examples: [
      {
        source: "api",
        branch_id: "br_7c3n1v9b2m6x4z8a0s5d3f1g",
        external_user_id: "customer-1842",
        dynamic_variables: { customer_name: "Budi", plan: "premium" },
      },
    ],
  },
);
export type ConversationStartBody = Static<typeof ConversationStartBody>;

/** Most characters of one user message (extension spec part 4). */
export const MAX_MESSAGE_LENGTH = 10_000;

export const ClientToolResultBody = Body({
  request_id: Type.String({
    minLength: 1,
    maxLength: 128,
    description: "The `request_id` of the pending call answered.",
  }),
  result_value: Type.String({ maxLength: 100_000, description: "What the tool answered, as text." }),
  is_error: Type.Optional(Type.Boolean({ description: "Whether the call failed." })),
});
export type ClientToolResultBody = Static<typeof ClientToolResultBody>;

/**
 * Either a user message (`text`) or the answers to the pending client tool calls
 * (`tool_results`), exactly one of them: the service checks that, so each field keeps its own
 * precise validation message.
 */
export const ConversationMessageBody = Body(
  {
    text: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: MAX_MESSAGE_LENGTH,
        description: `The user's message, 1 to ${MAX_MESSAGE_LENGTH} characters.`,
      }),
    ),
    tool_results: Type.Optional(
      Type.Array(ClientToolResultBody, {
        minItems: 1,
        maxItems: 64,
        description: "The answers to every pending client tool call, instead of `text`.",
      }),
    ),
  },
  {
    examples: [
      { text: "Where is order 4521?" },
      { tool_results: [{ request_id: "call_3f8g2h6j0k4l", result_value: "Order 4521 ships tomorrow." }] },
    ],
  },
);
export type ConversationMessageBody = Static<typeof ConversationMessageBody>;
