/**
 * A test as the editor holds it, and the create/replace body made from it. Lists keep the API's
 * order so that a field error's path (`/chat_history/0/message`) names the row on screen; JSON
 * values (mock results, expected values) are edited as text and read back here.
 */
import type { Schema } from "@cx/client";
import type { AgentTest, TestType } from "./test-queries.ts";

export type HistoryEntry = Schema<"HistoryEntry">;
export type ToolCall = Schema<"ToolCall">;
export type ToolResult = Schema<"ToolResult">;
export type ParameterEvalType = "anything" | "exact" | "regex" | "llm";
export type MockingStrategy = "all" | "selected" | "none";
export type FallbackStrategy = "raise_error" | "call_real_tool";
export type ShareRole = "viewer" | "editor";
export type AgentTestBody = Schema<"AgentTestBody">;

export interface ParameterCheck {
  path: string;
  type: ParameterEvalType;
  /** The expected value of `exact` as JSON text, the pattern of `regex` or the description of `llm`. */
  value: string;
}

export interface MockDraft {
  result: string;
  isError: boolean;
  /** JSON object text: the arguments a call must include for this mock to answer it; empty for any. */
  args: string;
}

export interface OverrideDraft {
  toolId: string;
  mocks: MockDraft[];
}

export interface VariableDraft {
  name: string;
  value: string;
}

export interface TestDraft {
  name: string;
  type: TestType;
  agentId: string | null;
  parentFolderId: string | null;
  chatHistory: HistoryEntry[];
  successCondition: string;
  successExamples: string[];
  failureExamples: string[];
  evaluationModel: string;
  scenario: string;
  maxTurns: number | string;
  successConditions: string[];
  simulatedUserModel: string;
  toolId: string | null;
  toolType: string;
  verifyAbsence: boolean;
  checkAnyToolMatches: boolean;
  parameters: ParameterCheck[];
  mockingStrategy: MockingStrategy;
  mockedToolIds: string[];
  fallback: FallbackStrategy;
  overrides: OverrideDraft[];
  variables: VariableDraft[];
  access: { user_id: string; role: ShareRole }[];
  /** Where a test made from a conversation came from: kept as read, since a replace takes the whole test. */
  fromConversation: AgentTest["from_conversation_metadata"];
}

export const END_CALL = "end_call";

/** A new test of a kind: what the kind needs, empty, with one user turn to start from. */
export function newDraft(type: TestType, parentFolderId: string | null): TestDraft {
  return {
    name: "",
    type,
    agentId: null,
    parentFolderId,
    chatHistory: type === "simulation" ? [] : [{ role: "user", message: "" }],
    successCondition: "",
    successExamples: [],
    failureExamples: [],
    evaluationModel: "",
    scenario: "",
    maxTurns: 5,
    successConditions: type === "simulation" ? [""] : [],
    simulatedUserModel: "",
    toolId: null,
    toolType: "webhook",
    verifyAbsence: false,
    checkAnyToolMatches: false,
    parameters: [],
    mockingStrategy: "all",
    mockedToolIds: [],
    fallback: "raise_error",
    overrides: [],
    variables: [],
    access: [],
    fromConversation: null,
  };
}

/** JSON text for a value: strings as they are, anything else as JSON. */
export function textOf(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value, null, 2);
}

/** A value from text: JSON when it parses, the text itself otherwise. */
export function jsonOrText(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  try {
    return JSON.parse(trimmed);
  } catch {
    return text;
  }
}

function mocksOf(value: unknown): MockDraft[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((mock) => {
    const m = (mock ?? {}) as { result?: unknown; is_error?: boolean; arguments?: unknown };
    return {
      result: textOf(m.result ?? ""),
      isError: Boolean(m.is_error),
      args: m.arguments === undefined ? "" : JSON.stringify(m.arguments, null, 2),
    };
  });
}

export function draftOf(test: AgentTest): TestDraft {
  const tcp = test.tool_call_parameters;
  return {
    name: test.name,
    type: test.type,
    agentId: test.agent_id ?? null,
    parentFolderId: test.parent_folder_id,
    chatHistory: test.chat_history,
    successCondition: test.success_condition,
    successExamples: test.success_examples,
    failureExamples: test.failure_examples,
    evaluationModel: test.evaluation_model,
    scenario: test.simulation_scenario,
    maxTurns: test.simulation_max_turns || 5,
    successConditions: test.success_conditions,
    simulatedUserModel: test.simulated_user_model,
    toolId: tcp?.referenced_tool?.id ?? null,
    toolType: tcp?.referenced_tool?.type ?? "webhook",
    verifyAbsence: Boolean(tcp?.verify_absence),
    checkAnyToolMatches: test.check_any_tool_matches,
    parameters: (tcp?.parameters ?? []).map((p) => ({
      path: p.path,
      type: p.eval.type,
      value:
        p.eval.type === "exact"
          ? JSON.stringify(p.eval.expected_value ?? null)
          : p.eval.type === "regex"
            ? p.eval.pattern
            : p.eval.type === "llm"
              ? p.eval.description
              : "",
    })),
    mockingStrategy: test.tool_mock_config.mocking_strategy ?? "all",
    mockedToolIds: test.tool_mock_config.mocked_tool_ids ?? [],
    fallback: test.tool_mock_config.fallback_strategy ?? "raise_error",
    overrides: Object.entries(test.tool_mock_overrides).map(([toolId, value]) => ({ toolId, mocks: mocksOf(value) })),
    variables: Object.entries(test.dynamic_variables).map(([name, value]) => ({ name, value: textOf(value) })),
    access: test.access,
    fromConversation: test.from_conversation_metadata,
  };
}

function evalOf(check: ParameterCheck) {
  switch (check.type) {
    case "exact":
      return { type: "exact" as const, expected_value: jsonOrText(check.value) };
    case "regex":
      return { type: "regex" as const, pattern: check.value };
    case "llm":
      return { type: "llm" as const, description: check.value };
    default:
      return { type: "anything" as const };
  }
}

/** A mock's `arguments` text as an object; a message when it is not one. */
export function argumentsOf(text: string): { value?: Record<string, unknown>; error?: string } {
  if (text.trim() === "") return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      return { value: parsed as Record<string, unknown> };
  } catch {
    // said below
  }
  return { error: 'must be a JSON object such as {"order_id": 4521}' };
}

function overridesOf(overrides: OverrideDraft[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { toolId, mocks } of overrides) {
    if (!toolId) continue;
    const list = mocks.map((m) => {
      const args = argumentsOf(m.args).value;
      return {
        result: jsonOrText(m.result),
        ...(m.isError ? { is_error: true } : {}),
        ...(args ? { arguments: args } : {}),
      };
    });
    out[toolId] = list.length === 1 ? list[0] : list;
  }
  return out;
}

/** The create/replace body: the common fields and those of the draft's kind, in the API's shapes. */
export function bodyOf(draft: TestDraft): AgentTestBody {
  const common = {
    name: draft.name,
    parent_folder_id: draft.parentFolderId,
    agent_id: draft.agentId,
    access: draft.access,
    ...(draft.fromConversation ? { from_conversation_metadata: draft.fromConversation } : {}),
    dynamic_variables: Object.fromEntries(draft.variables.map((v) => [v.name, jsonOrText(v.value)])),
    tool_mock_config: {
      mocking_strategy: draft.mockingStrategy,
      fallback_strategy: draft.fallback,
      ...(draft.mockingStrategy === "selected" ? { mocked_tool_ids: draft.mockedToolIds } : {}),
    },
    tool_mock_overrides: overridesOf(draft.overrides),
    evaluation_model: draft.evaluationModel,
  };
  if (draft.type === "simulation") {
    return {
      ...common,
      type: "simulation",
      simulation_scenario: draft.scenario,
      simulation_max_turns: typeof draft.maxTurns === "number" ? draft.maxTurns : Number(draft.maxTurns),
      success_conditions: draft.successConditions,
      simulated_user_model: draft.simulatedUserModel,
      chat_history: draft.chatHistory,
    };
  }
  if (draft.type === "next_reply") {
    return {
      ...common,
      type: "next_reply",
      chat_history: draft.chatHistory,
      success_condition: draft.successCondition,
      success_examples: draft.successExamples,
      failure_examples: draft.failureExamples,
    };
  }
  return {
    ...common,
    type: "tool_invocation",
    chat_history: draft.chatHistory,
    check_any_tool_matches: draft.checkAnyToolMatches,
    tool_call_parameters: {
      referenced_tool: draft.toolId ? { id: draft.toolId, type: draft.toolType as "webhook" } : null,
      parameters: draft.parameters.map((p) => ({ path: p.path, eval: evalOf(p) })),
      verify_absence: draft.verifyAbsence,
    },
  };
}

/** The mocks whose `arguments` text is not a JSON object, by `{override}/{mock}` index. */
export function localErrors(draft: TestDraft): Map<string, string> {
  const errors = new Map<string, string>();
  draft.overrides.forEach((o, i) => {
    o.mocks.forEach((m, j) => {
      const error = argumentsOf(m.args).error;
      if (error) errors.set(`${i}/${j}`, error);
    });
  });
  return errors;
}
