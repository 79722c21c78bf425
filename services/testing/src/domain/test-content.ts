import {
  type AgentTest,
  type AgentTestFolder,
  type AgentTestKindFields,
  type AgentTestType,
  emptyAgentTestKindFields,
  SIMULATION_MAX_TURNS_DEFAULT,
} from "@cx/contracts";

/**
 * What a test is, apart from where it sits, who may edit it and which revision it is: every field
 * of part 2.3 that a kind may use. One shape for all kinds, because every item carries every field
 * (extension spec part 3); a kind's foreign fields hold their empty value. A revision freezes
 * exactly this.
 */
export type TestContent = Required<
  Omit<AgentTest, keyof AgentTestFolder | "access" | "access_role" | "current_revision_id" | "revision_created_at">
>;

type KindField = keyof AgentTestKindFields;

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

export const ALL_KIND_FIELDS = Object.keys(emptyAgentTestKindFields()) as KindField[];

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
