/**
 * Part 2.7: the agent configuration. Every member is optional, and every object is closed
 * (`additionalProperties: false`) so that an unknown key anywhere is a 422 with its path, except
 * the two the specification leaves free-form: the items of `procedures`, and `workflow`.
 * `platform_settings.data_collection`, free-form in part 2.7, has the shape the extension spec
 * (part 4) gives it: fields keyed by id, each `{type, description}`.
 *
 * Note for HTTP handlers: Elysia's default `normalize` strips unknown keys before validating, which
 * would silently accept them. Check a config with `Value.Check`/`Value.Errors` (or turn
 * normalisation off for the route) to get the 422 the extension spec asks for.
 */
import { type ObjectOptions, type Static, type TOptional, type TProperties, Type } from "@sinclair/typebox";
import { Described, FreeObject, LiteralUnion, Nullable } from "../builders.ts";

/** Bounds of the numeric settings: wide enough for any real agent, narrow enough to refuse nonsense. */
export const MAX_RETRIEVED_RAG_CHUNKS = 20;
export const MAX_DOCUMENTS_LENGTH = 1_000_000;
export const MAX_REPLY_TOKENS = 128_000;
export const MAX_CONVERSATION_SECONDS = 86_400;
export const MAX_GUARDRAIL_HISTORY_MESSAGES = 100;

const closed: ObjectOptions = { additionalProperties: false };
function Closed<T extends TProperties>(properties: T) {
  return Type.Object(properties, closed);
}

export const LANGUAGES = ["id", "en"] as const;
export const Language = LiteralUnion(LANGUAGES, {
  description: "The language the agent answers in, whatever language the user writes in: `id` (Indonesian) or `en`.",
});
export type Language = Static<typeof Language>;

export const AGENT_LLMS = [
  "vendor-a-5-mini",
  "vendor-a-5",
  "vendor-b-v4-flash",
  "vendor-c-haiku-4-5",
  "vendor-c-sonnet-4-5",
  "vendor-d-2.5-flash",
] as const;
export const AgentLlm = LiteralUnion(AGENT_LLMS, {
  description: "The model that writes the agent's replies; `LLM_DEFAULT_MODEL` (`vendor-a-5-mini`) when absent.",
});
export type AgentLlm = Static<typeof AgentLlm>;

export const ANALYSIS_LLMS = ["vendor-a-5-mini", "vendor-a-5"] as const;
export const AnalysisLlm = LiteralUnion(ANALYSIS_LLMS, {
  description: "The model that analyses ended conversations; `vendor-a-5-mini` when absent.",
});
export type AnalysisLlm = Static<typeof AnalysisLlm>;

export const KNOWLEDGE_DOCUMENT_TYPES = ["text", "file", "url"] as const;
export const KnowledgeDocumentType = LiteralUnion(KNOWLEDGE_DOCUMENT_TYPES, {
  description: "Where a knowledge document came from: `text`, `file` or `url`.",
});
export type KnowledgeDocumentType = Static<typeof KnowledgeDocumentType>;

export const KNOWLEDGE_USAGE_MODES = ["auto", "prompt"] as const;
export const KnowledgeUsageMode = LiteralUnion(KNOWLEDGE_USAGE_MODES, {
  description:
    "`prompt`: the whole document goes into the prompt (up to `rag.max_documents_length` characters in all); `auto` (the default): its best chunks are retrieved for each user message when `rag.enabled`.",
});
export type KnowledgeUsageMode = Static<typeof KnowledgeUsageMode>;

export const GUARDRAIL_VERSIONS = ["1"] as const;
export const GuardrailVersion = Type.Literal("1", { description: "The guardrails' version: `1`." });
export type GuardrailVersion = Static<typeof GuardrailVersion>;

export const GUARDRAIL_CATEGORIES = [
  "harassment",
  "medical_and_legal_information",
  "profanity",
  "religion_or_politics",
  "self_harm",
  "sexual",
  "violence",
] as const;
export type GuardrailCategory = (typeof GUARDRAIL_CATEGORIES)[number];

export const GUARDRAIL_THRESHOLDS = ["low", "medium", "high"] as const;
export const GuardrailThreshold = LiteralUnion(GUARDRAIL_THRESHOLDS, {
  description: "How sensitive the category's check is: `low`, `medium` or `high`.",
});
export type GuardrailThreshold = Static<typeof GuardrailThreshold>;

export const GUARDRAIL_EXECUTION_MODES = ["streaming", "blocking"] as const;
export const GuardrailExecutionMode = LiteralUnion(GUARDRAIL_EXECUTION_MODES, {
  description: "`streaming`: checked while the reply streams; `blocking`: checked before the reply is sent.",
});
export type GuardrailExecutionMode = Static<typeof GuardrailExecutionMode>;

export const GUARDRAIL_TRIGGER_ACTION_TYPES = ["end_call", "retry"] as const;
export const GuardrailTriggerActionType = LiteralUnion(GUARDRAIL_TRIGGER_ACTION_TYPES, {
  description: "What a triggered guardrail does: `end_call` ends the conversation, `retry` asks for another reply.",
});
export type GuardrailTriggerActionType = Static<typeof GuardrailTriggerActionType>;

/** How `{{name}}` placeholders are filled (extension spec part 4; `@cx/agent-runtime`'s variables). */
export const DYNAMIC_VARIABLES_RULE =
  "Dynamic variables: `{{name}}` is replaced by `dynamic_variables.name` of the conversation (or of the test); " +
  "`system__conversation_id`, `system__agent_id` and `system__time_utc` are always defined; an unknown name is " +
  "left as written.";

/** Part 8: the one default number the specification fixes. */
export const DEFAULT_MAX_RETRIEVED_RAG_CHUNKS = 5;

export const BuiltInEndCall = Type.Object(
  {
    description: Type.Optional(
      Type.String({
        description: "When the model should end the call; empty or absent for the built-in default sentence.",
      }),
    ),
  },
  {
    ...closed,
    description:
      "The built-in `end_call` tool, provided by the platform (no URL, no secret; customers cannot create such tools).",
  },
);
export type BuiltInEndCall = Static<typeof BuiltInEndCall>;

export const BuiltInTools = Closed({
  end_call: Type.Optional(
    Nullable(BuiltInEndCall, {
      description: "An object offers `end_call` to the model; null or absent switches it off. The only built-in tool.",
    }),
  ),
});
export type BuiltInTools = Static<typeof BuiltInTools>;

export const KnowledgeBaseEntry = Closed({
  id: Type.String({ description: "The knowledge document's id (`kdoc_...`), a document of the workspace." }),
  name: Type.Optional(
    Type.String({
      description:
        "The document's name, kept in the entry so that a stored version stays readable after the document is deleted.",
    }),
  ),
  type: Type.Optional(KnowledgeDocumentType),
  usage_mode: Type.Optional(KnowledgeUsageMode),
});
export type KnowledgeBaseEntry = Static<typeof KnowledgeBaseEntry>;

export const RagSettings = Closed({
  enabled: Type.Optional(
    Type.Boolean({ description: "Retrieve chunks of the `auto` documents for each user message." }),
  ),
  max_documents_length: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_DOCUMENTS_LENGTH,
      description: "The most characters the `prompt` documents put into the prompt, in all.",
    }),
  ),
  max_retrieved_rag_chunks_count: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_RETRIEVED_RAG_CHUNKS,
      default: DEFAULT_MAX_RETRIEVED_RAG_CHUNKS,
      description: "How many of the best chunks are retrieved for each user message (default 5).",
    }),
  ),
  // Cosine distance runs from 0 (same direction) to 2 (opposite).
  max_vector_distance: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 2,
      description: "Only chunks at most this cosine distance from the message are retrieved (0 to 2).",
    }),
  ),
});
export type RagSettings = Static<typeof RagSettings>;

export const PromptConfig = Closed({
  prompt: Type.Optional(
    Type.String({
      description: `The agent's system prompt, followed by the knowledge it is given. ${DYNAMIC_VARIABLES_RULE}`,
    }),
  ),
  llm: Type.Optional(AgentLlm),
  max_tokens: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_REPLY_TOKENS, description: "The most tokens of each reply." }),
  ),
  temperature: Type.Optional(
    Type.Number({ minimum: 0, maximum: 2, description: "The sampling temperature of the agent's model." }),
  ),
  ignore_default_personality: Type.Optional(
    Type.Boolean({
      description: "With `true`, the platform's default personality sentence is not added after the prompt.",
    }),
  ),
  tool_ids: Type.Optional(
    Type.Array(Type.String(), {
      description: "The workspace tools (`tool_...`) offered to the model; each must name a tool of the workspace.",
    }),
  ),
  built_in_tools: Type.Optional(
    Described(BuiltInTools, "The platform's built-in tools; a null entry means that tool is off."),
  ),
  knowledge_base: Type.Optional(
    Type.Array(KnowledgeBaseEntry, { description: "The knowledge documents attached to the agent, one per entry." }),
  ),
  rag: Type.Optional(Described(RagSettings, "How knowledge is retrieved for each user message.")),
});
export type PromptConfig = Static<typeof PromptConfig>;

export const AgentSection = Closed({
  first_message: Type.Optional(
    Type.String({
      description: `What the agent says first: transcript entry 0 of every conversation, when set. ${DYNAMIC_VARIABLES_RULE}`,
    }),
  ),
  language: Type.Optional(Language),
  prompt: Type.Optional(Described(PromptConfig, "The prompt, the model and what the agent may use to reply.")),
});
export type AgentSection = Static<typeof AgentSection>;

export const ConversationSettings = Closed({
  max_duration_seconds: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_CONVERSATION_SECONDS,
      description: 'A conversation that lasts longer is ended (`end_reason: "max_duration"`), checked at each message.',
    }),
  ),
  text_only: Type.Optional(Type.Boolean({ description: "The conversation is text only." })),
});
export type ConversationSettings = Static<typeof ConversationSettings>;

export const GuardrailTriggerAction = Type.Object(
  {
    type: Type.Optional(GuardrailTriggerActionType),
    feedback: Type.Optional(Type.String({ description: "The feedback given with the action." })),
  },
  { ...closed, description: "What happens when the guardrail is triggered." },
);
export type GuardrailTriggerAction = Static<typeof GuardrailTriggerAction>;

export const GuardrailCategorySettings = Type.Object(
  {
    is_enabled: Type.Optional(Type.Boolean({ description: "Whether the category is checked." })),
    threshold: Type.Optional(GuardrailThreshold),
  },
  { ...closed, description: "One content category's check." },
);
export type GuardrailCategorySettings = Static<typeof GuardrailCategorySettings>;

/** Optional settings for each category of `GUARDRAIL_CATEGORIES`. */
export const GuardrailCategories = Closed(
  Object.fromEntries(GUARDRAIL_CATEGORIES.map((category) => [category, Type.Optional(GuardrailCategorySettings)])) as {
    [C in GuardrailCategory]: TOptional<typeof GuardrailCategorySettings>;
  },
);
export type GuardrailCategories = Static<typeof GuardrailCategories>;

export const ContentGuardrail = Closed({
  categories: Type.Optional(Described(GuardrailCategories, "The content categories checked, each with its threshold.")),
  execution_mode: Type.Optional(GuardrailExecutionMode),
  trigger_action: Type.Optional(GuardrailTriggerAction),
});
export type ContentGuardrail = Static<typeof ContentGuardrail>;

export const CustomGuardrail = Closed({
  id: Type.String({ description: "The guardrail's id, unique in the list." }),
  execution_mode: Type.Optional(GuardrailExecutionMode),
  history_message_count: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_GUARDRAIL_HISTORY_MESSAGES,
      description: "How many of the latest messages the guardrail reads.",
    }),
  ),
  is_enabled: Type.Optional(Type.Boolean({ description: "Whether the guardrail is checked." })),
  model: Type.Optional(Type.String({ description: "The model that checks it." })),
  name: Type.Optional(Type.String({ description: "The guardrail's name." })),
  prompt: Type.Optional(Type.String({ description: "What the guardrail checks, as instructions to its model." })),
  trigger_action: Type.Optional(GuardrailTriggerAction),
});
export type CustomGuardrail = Static<typeof CustomGuardrail>;

export const Toggle = Closed({
  is_enabled: Type.Optional(Type.Boolean({ description: "Whether this guardrail is on." })),
});
export type Toggle = Static<typeof Toggle>;

export const GuardrailsConfig = Closed({
  version: Type.Optional(GuardrailVersion),
  content: Type.Optional(Described(ContentGuardrail, "Checks of the content of replies, by category.")),
  custom: Type.Optional(
    Type.Object(
      {
        configs: Type.Optional(
          Type.Array(CustomGuardrail, { description: "The custom guardrails, each with its own prompt." }),
        ),
      },
      { ...closed, description: "Guardrails written by the workspace." },
    ),
  ),
  focus: Type.Optional(Described(Toggle, "Keeps the agent on its subject.")),
  prompt_injection: Type.Optional(Described(Toggle, "Guards against prompt injection by the user.")),
});
export type GuardrailsConfig = Static<typeof GuardrailsConfig>;

export const EvaluationCriterion = Closed({
  id: Type.String({ description: "The criterion's id; the analysis's `criteria_results` name it." }),
  name: Type.String({ description: "The criterion's name." }),
  conversation_goal_prompt: Type.String({
    description: "What the conversation should achieve; the analysis judges it `success`, `failure` or `unknown`.",
  }),
});
export type EvaluationCriterion = Static<typeof EvaluationCriterion>;

export const AttachedTest = Closed({
  test_id: Type.String({
    description:
      "An agent test (`tst_...`) or a test folder (`tfd_...`, every test in it and its subfolders) of the workspace.",
  }),
  workflow_node_id: Type.Optional(
    Nullable(Type.String(), { description: "The workflow node the test is attached to; null for the whole agent." }),
  ),
});
export type AttachedTest = Static<typeof AttachedTest>;

function Enabled(description: string) {
  return Type.Object(
    { enabled: Type.Optional(Type.Boolean({ description: "Whether it is on; off when absent." })) },
    { ...closed, description },
  );
}

/** The types a data-collection field's value may have (extension spec part 4). */
export const DATA_COLLECTION_TYPES = ["string", "number", "integer", "boolean"] as const;
export const DataCollectionType = LiteralUnion(DATA_COLLECTION_TYPES, {
  description: "The type of the value the analysis extracts; a value that does not fit it is null.",
});
export type DataCollectionType = Static<typeof DataCollectionType>;

/** One value the analysis extracts from each conversation. */
export const DataCollectionField = Closed({
  type: DataCollectionType,
  description: Type.String({ description: "What to extract, in words the analysis model is given." }),
});
export type DataCollectionField = Static<typeof DataCollectionField>;

export const PlatformSettings = Closed({
  analysis_llm: Type.Optional(AnalysisLlm),
  data_collection: Type.Optional(
    Type.Record(Type.String(), DataCollectionField, {
      description:
        "The values the analysis extracts from each conversation, keyed by field id: each `{type, description}`. " +
        "The analysis's `data_collection` answers one `{value, rationale}` per id.",
      examples: [{ order_number: { type: "integer", description: "The order number the user gave" } }],
    }),
  ),
  evaluation: Type.Optional(
    Type.Object(
      {
        criteria: Type.Optional(
          Type.Array(EvaluationCriterion, { description: "The criteria each ended conversation is judged on." }),
        ),
      },
      { ...closed, description: "How ended conversations are judged." },
    ),
  ),
  sentiment_analysis: Type.Optional(Enabled("Whether the analysis rates the user's sentiment.")),
  topic_discovery: Type.Optional(Enabled("Whether the analysis lists the conversation's topics.")),
  testing: Type.Optional(
    Type.Object(
      {
        attached_tests: Type.Optional(Type.Array(AttachedTest, { description: "The tests attached to the agent." })),
      },
      { ...closed, description: "The agent's tests." },
    ),
  ),
});
export type PlatformSettings = Static<typeof PlatformSettings>;

export const AgentConfig = Type.Object(
  {
    agent: Type.Optional(Described(AgentSection, "What the agent says and how it replies.")),
    conversation: Type.Optional(Described(ConversationSettings, "Limits of each conversation.")),
    guardrails: Type.Optional(Described(GuardrailsConfig, "Checks applied to the agent's replies.")),
    platform_settings: Type.Optional(
      Described(PlatformSettings, "The analysis of ended conversations and the agent's tests."),
    ),
    procedures: Type.Optional(Type.Array(FreeObject(), { description: "The agent's procedures; free-form objects." })),
    workflow: Type.Optional(
      Nullable(FreeObject(), {
        description: "The agent's workflow, a free-form object; the workflow runtime is not part of the platform yet.",
      }),
    ),
  },
  {
    ...closed,
    description:
      "An agent configuration (part 2.7 of the specification): every member optional, every object closed " +
      "(an unknown key anywhere is 422) except `workflow` and the items of `procedures`.",
  },
);
export type AgentConfig = Static<typeof AgentConfig>;
