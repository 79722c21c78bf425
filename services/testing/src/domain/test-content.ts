import {
  type AgentTestType,
  type ConversationInitiationSource,
  type FromConversationMetadata,
  type HistoryEntry,
  SIMULATION_MAX_TURNS_DEFAULT,
  type ToolCallParameters,
  type ToolMockConfig,
} from "@cx/contracts";

/**
 * What a test is, apart from where it sits and who may edit it: every field of part 2.3 that a
 * kind may use. One shape for all kinds, because every item carries every field (extension spec
 * part 3); a kind's foreign fields hold their empty value. A revision freezes exactly this.
 */
export interface TestContent {
  type: AgentTestType;
  agent_id: string | null;
  chat_history: HistoryEntry[];
  conversation_initiation_source: ConversationInitiationSource;
  dynamic_variables: Record<string, unknown>;
  evaluation_model: string;
  simulated_user_model: string;
  simulation_max_turns: number;
  simulation_scenario: string;
  success_conditions: string[];
  success_condition: string;
  success_examples: string[];
  failure_examples: string[];
  check_any_tool_matches: boolean;
  tool_mock_overrides: Record<string, unknown>;
  tool_mock_config: ToolMockConfig;
  from_conversation_metadata: FromConversationMetadata | null;
  tool_call_parameters: ToolCallParameters | null;
}

type KindField = Exclude<
  keyof TestContent,
  "type" | "agent_id" | "conversation_initiation_source" | "from_conversation_metadata"
>;

/** The fields each kind takes (extension spec part 3); the rest of `KindField` are foreign to it. */
export const KIND_FIELDS: Record<AgentTestType, readonly KindField[]> = {
  simulation: [
    "simulation_scenario",
    "simulation_max_turns",
    "success_conditions",
    "simulated_user_model",
    "evaluation_model",
    "chat_history",
    "dynamic_variables",
    "tool_mock_config",
    "tool_mock_overrides",
  ],
  next_reply: [
    "chat_history",
    "success_condition",
    "success_examples",
    "failure_examples",
    "evaluation_model",
    "dynamic_variables",
    "tool_mock_config",
    "tool_mock_overrides",
  ],
  tool_invocation: [
    "chat_history",
    "tool_call_parameters",
    "check_any_tool_matches",
    "tool_mock_config",
    "tool_mock_overrides",
    "dynamic_variables",
    "evaluation_model",
  ],
};

/** Every kind field with its empty value (`[]`, `{}`, `""`, `false`, `null`, `0`). */
export function emptyKindFields(): Omit<
  TestContent,
  "type" | "agent_id" | "conversation_initiation_source" | "from_conversation_metadata"
> {
  return {
    chat_history: [],
    dynamic_variables: {},
    evaluation_model: "",
    simulated_user_model: "",
    simulation_max_turns: 0,
    simulation_scenario: "",
    success_conditions: [],
    success_condition: "",
    success_examples: [],
    failure_examples: [],
    check_any_tool_matches: false,
    tool_mock_overrides: {},
    tool_mock_config: {},
    tool_call_parameters: null,
  };
}

export const ALL_KIND_FIELDS = Object.keys(emptyKindFields()) as KindField[];

/** Defaults for fields a kind takes but the body left out. */
export function kindDefaults(type: AgentTestType): Partial<TestContent> {
  return type === "simulation" ? { simulation_max_turns: SIMULATION_MAX_TURNS_DEFAULT } : {};
}

/** Whether `value` is the empty value of a kind field, so a read-back item can be sent again. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === "" || value === false || value === 0) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.keys(value as object).length === 0;
  return false;
}
