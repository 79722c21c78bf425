/**
 * Part 2.7: the agent configuration. Every member is optional, and every object is closed
 * (`additionalProperties: false`) so that an unknown key anywhere is a 422 with its path, except
 * the three the specification calls free-form: `platform_settings.data_collection`, the items of
 * `procedures`, and `workflow`.
 *
 * Note for HTTP handlers: Elysia's default `normalize` strips unknown keys before validating, which
 * would silently accept them. Check a config with `Value.Check`/`Value.Errors` (or turn
 * normalisation off for the route) to get the 422 the extension spec asks for.
 */
import { type ObjectOptions, type Static, type TOptional, type TProperties, Type } from "@sinclair/typebox";
import { FreeObject, LiteralUnion, Nullable } from "../builders.ts";

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
export const Language = LiteralUnion(LANGUAGES);
export type Language = Static<typeof Language>;

export const AGENT_LLMS = [
  "vendor-a-5-mini",
  "vendor-a-5",
  "vendor-b-v4-flash",
  "vendor-c-haiku-4-5",
  "vendor-c-sonnet-4-5",
  "vendor-d-2.5-flash",
] as const;
export const AgentLlm = LiteralUnion(AGENT_LLMS);
export type AgentLlm = Static<typeof AgentLlm>;

export const ANALYSIS_LLMS = ["vendor-a-5-mini", "vendor-a-5"] as const;
export const AnalysisLlm = LiteralUnion(ANALYSIS_LLMS);
export type AnalysisLlm = Static<typeof AnalysisLlm>;

export const KNOWLEDGE_DOCUMENT_TYPES = ["text", "file", "url"] as const;
export const KnowledgeDocumentType = LiteralUnion(KNOWLEDGE_DOCUMENT_TYPES);
export type KnowledgeDocumentType = Static<typeof KnowledgeDocumentType>;

export const KNOWLEDGE_USAGE_MODES = ["auto", "prompt"] as const;
export const KnowledgeUsageMode = LiteralUnion(KNOWLEDGE_USAGE_MODES);
export type KnowledgeUsageMode = Static<typeof KnowledgeUsageMode>;

export const GUARDRAIL_VERSIONS = ["1"] as const;
export const GuardrailVersion = Type.Literal("1");
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
export const GuardrailThreshold = LiteralUnion(GUARDRAIL_THRESHOLDS);
export type GuardrailThreshold = Static<typeof GuardrailThreshold>;

export const GUARDRAIL_EXECUTION_MODES = ["streaming", "blocking"] as const;
export const GuardrailExecutionMode = LiteralUnion(GUARDRAIL_EXECUTION_MODES);
export type GuardrailExecutionMode = Static<typeof GuardrailExecutionMode>;

export const GUARDRAIL_TRIGGER_ACTION_TYPES = ["end_call", "retry"] as const;
export const GuardrailTriggerActionType = LiteralUnion(GUARDRAIL_TRIGGER_ACTION_TYPES);
export type GuardrailTriggerActionType = Static<typeof GuardrailTriggerActionType>;

/** Part 8: the one default number the specification fixes. */
export const DEFAULT_MAX_RETRIEVED_RAG_CHUNKS = 5;

export const BuiltInEndCall = Closed({
  // Empty means the platform's default sentence is used.
  description: Type.Optional(Type.String()),
});
export type BuiltInEndCall = Static<typeof BuiltInEndCall>;

export const BuiltInTools = Closed({
  // null switches the tool off; end_call is the only built-in tool there is.
  end_call: Type.Optional(Nullable(BuiltInEndCall)),
});
export type BuiltInTools = Static<typeof BuiltInTools>;

export const KnowledgeBaseEntry = Closed({
  id: Type.String(),
  // Kept in the entry so that a stored version stays readable after the document is deleted.
  name: Type.Optional(Type.String()),
  type: Type.Optional(KnowledgeDocumentType),
  usage_mode: Type.Optional(KnowledgeUsageMode),
});
export type KnowledgeBaseEntry = Static<typeof KnowledgeBaseEntry>;

export const RagSettings = Closed({
  enabled: Type.Optional(Type.Boolean()),
  max_documents_length: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_DOCUMENTS_LENGTH })),
  max_retrieved_rag_chunks_count: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_RETRIEVED_RAG_CHUNKS, default: DEFAULT_MAX_RETRIEVED_RAG_CHUNKS }),
  ),
  // Cosine distance runs from 0 (same direction) to 2 (opposite).
  max_vector_distance: Type.Optional(Type.Number({ minimum: 0, maximum: 2 })),
});
export type RagSettings = Static<typeof RagSettings>;

export const PromptConfig = Closed({
  prompt: Type.Optional(Type.String()),
  llm: Type.Optional(AgentLlm),
  max_tokens: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_REPLY_TOKENS })),
  temperature: Type.Optional(Type.Number({ minimum: 0, maximum: 2 })),
  ignore_default_personality: Type.Optional(Type.Boolean()),
  tool_ids: Type.Optional(Type.Array(Type.String())),
  built_in_tools: Type.Optional(BuiltInTools),
  knowledge_base: Type.Optional(Type.Array(KnowledgeBaseEntry)),
  rag: Type.Optional(RagSettings),
});
export type PromptConfig = Static<typeof PromptConfig>;

export const AgentSection = Closed({
  first_message: Type.Optional(Type.String()),
  language: Type.Optional(Language),
  prompt: Type.Optional(PromptConfig),
});
export type AgentSection = Static<typeof AgentSection>;

export const ConversationSettings = Closed({
  max_duration_seconds: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_CONVERSATION_SECONDS })),
  text_only: Type.Optional(Type.Boolean()),
});
export type ConversationSettings = Static<typeof ConversationSettings>;

export const GuardrailTriggerAction = Closed({
  type: Type.Optional(GuardrailTriggerActionType),
  feedback: Type.Optional(Type.String()),
});
export type GuardrailTriggerAction = Static<typeof GuardrailTriggerAction>;

export const GuardrailCategorySettings = Closed({
  is_enabled: Type.Optional(Type.Boolean()),
  threshold: Type.Optional(GuardrailThreshold),
});
export type GuardrailCategorySettings = Static<typeof GuardrailCategorySettings>;

/** Optional settings for each category of `GUARDRAIL_CATEGORIES`. */
export const GuardrailCategories = Closed(
  Object.fromEntries(GUARDRAIL_CATEGORIES.map((category) => [category, Type.Optional(GuardrailCategorySettings)])) as {
    [C in GuardrailCategory]: TOptional<typeof GuardrailCategorySettings>;
  },
);
export type GuardrailCategories = Static<typeof GuardrailCategories>;

export const ContentGuardrail = Closed({
  categories: Type.Optional(GuardrailCategories),
  execution_mode: Type.Optional(GuardrailExecutionMode),
  trigger_action: Type.Optional(GuardrailTriggerAction),
});
export type ContentGuardrail = Static<typeof ContentGuardrail>;

export const CustomGuardrail = Closed({
  id: Type.String(),
  execution_mode: Type.Optional(GuardrailExecutionMode),
  history_message_count: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_GUARDRAIL_HISTORY_MESSAGES })),
  is_enabled: Type.Optional(Type.Boolean()),
  model: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  prompt: Type.Optional(Type.String()),
  trigger_action: Type.Optional(GuardrailTriggerAction),
});
export type CustomGuardrail = Static<typeof CustomGuardrail>;

export const Toggle = Closed({ is_enabled: Type.Optional(Type.Boolean()) });
export type Toggle = Static<typeof Toggle>;

export const GuardrailsConfig = Closed({
  version: Type.Optional(GuardrailVersion),
  content: Type.Optional(ContentGuardrail),
  custom: Type.Optional(Closed({ configs: Type.Optional(Type.Array(CustomGuardrail)) })),
  focus: Type.Optional(Toggle),
  prompt_injection: Type.Optional(Toggle),
});
export type GuardrailsConfig = Static<typeof GuardrailsConfig>;

export const EvaluationCriterion = Closed({
  id: Type.String(),
  name: Type.String(),
  conversation_goal_prompt: Type.String(),
});
export type EvaluationCriterion = Static<typeof EvaluationCriterion>;

export const AttachedTest = Closed({
  test_id: Type.String(),
  workflow_node_id: Type.Optional(Nullable(Type.String())),
});
export type AttachedTest = Static<typeof AttachedTest>;

const Enabled = Closed({ enabled: Type.Optional(Type.Boolean()) });

export const PlatformSettings = Closed({
  analysis_llm: Type.Optional(AnalysisLlm),
  data_collection: Type.Optional(FreeObject()),
  evaluation: Type.Optional(Closed({ criteria: Type.Optional(Type.Array(EvaluationCriterion)) })),
  sentiment_analysis: Type.Optional(Enabled),
  topic_discovery: Type.Optional(Enabled),
  testing: Type.Optional(Closed({ attached_tests: Type.Optional(Type.Array(AttachedTest)) })),
});
export type PlatformSettings = Static<typeof PlatformSettings>;

export const AgentConfig = Closed({
  agent: Type.Optional(AgentSection),
  conversation: Type.Optional(ConversationSettings),
  guardrails: Type.Optional(GuardrailsConfig),
  platform_settings: Type.Optional(PlatformSettings),
  procedures: Type.Optional(Type.Array(FreeObject())),
  workflow: Type.Optional(Nullable(FreeObject())),
});
export type AgentConfig = Static<typeof AgentConfig>;
