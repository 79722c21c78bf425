/**
 * Request bodies for agent tests and their folders. Part 4.4 fixes the folder create body; the
 * rest (test create/replace per kind, folder rename/move, bulk move) comes from the extension spec
 * part 3, which lists the fields of each kind but not which are mandatory. Mandatory here: the
 * fields without which the kind means nothing (the scenario and conditions of a simulation, the
 * history and condition of a next reply, the history and expectations of a tool invocation). The
 * others may be omitted and take their empty value, or the documented default.
 */
import { type Static, type TProperties, Type } from "@sinclair/typebox";
import { Body, FreeObject, LiteralUnion, Name, Nullable, Query } from "../builders.ts";
import {
  AgentTestListItem,
  type AgentTestType,
  FromConversationMetadata,
  TestAccessEntry,
  ToolMockConfig,
} from "./agent-test.ts";
import { FolderCreateBody, FolderPatchBody } from "./folder-bodies.ts";
import { HistoryEntry } from "./history.ts";
import { ToolCallParameters } from "./tool-call-parameters.ts";

export const SIMULATION_MAX_TURNS_MIN = 1;
export const SIMULATION_MAX_TURNS_MAX = 50;
export const SIMULATION_MAX_TURNS_DEFAULT = 5;

/** Fields any kind may send. `access` is how a creator shares a test (editing needs `editor`). */
const commonFields = {
  name: Name(),
  parent_folder_id: Type.Optional(Nullable(Type.String())),
  agent_id: Type.Optional(Nullable(Type.String())),
  access: Type.Optional(Type.Array(TestAccessEntry)),
  from_conversation_metadata: Type.Optional(Nullable(FromConversationMetadata)),
};

/**
 * Each kind's body is open: a client may send back a test as it read it, so the fields the server
 * decides (`id`, `breadcrumbs`, ...) and other kinds' fields left empty are ignored, and the
 * testing service refuses any other field, naming it, with a message that says which kinds have
 * it (a closed schema could only say "not a known field").
 */
function KindBody<K extends AgentTestType, P extends TProperties>(type: K, fields: P) {
  return Type.Object({ ...commonFields, type: Type.Literal(type), ...fields }, { additionalProperties: true });
}

/** How the tool calls a test's replies make are answered, for every kind. */
const toolMockFields = {
  tool_mock_config: Type.Optional(ToolMockConfig),
  tool_mock_overrides: Type.Optional(FreeObject()),
};

export const SimulationTestBody = KindBody("simulation", {
  simulation_scenario: Type.String({ minLength: 1 }),
  simulation_max_turns: Type.Optional(
    Type.Integer({
      minimum: SIMULATION_MAX_TURNS_MIN,
      maximum: SIMULATION_MAX_TURNS_MAX,
      default: SIMULATION_MAX_TURNS_DEFAULT,
    }),
  ),
  success_conditions: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
  simulated_user_model: Type.Optional(Type.String()),
  evaluation_model: Type.Optional(Type.String()),
  // An optional opening of the conversation.
  chat_history: Type.Optional(Type.Array(HistoryEntry)),
  dynamic_variables: Type.Optional(FreeObject()),
  ...toolMockFields,
});
export type SimulationTestBody = Static<typeof SimulationTestBody>;

/** `chat_history` must end with a `user` entry; that rule is the testing service's to check. */
export const NextReplyTestBody = KindBody("next_reply", {
  chat_history: Type.Array(HistoryEntry, { minItems: 1 }),
  success_condition: Type.String({ minLength: 1 }),
  success_examples: Type.Optional(Type.Array(Type.String())),
  failure_examples: Type.Optional(Type.Array(Type.String())),
  evaluation_model: Type.Optional(Type.String()),
  dynamic_variables: Type.Optional(FreeObject()),
  ...toolMockFields,
});
export type NextReplyTestBody = Static<typeof NextReplyTestBody>;

export const ToolInvocationTestBody = KindBody("tool_invocation", {
  chat_history: Type.Array(HistoryEntry, { minItems: 1 }),
  tool_call_parameters: ToolCallParameters,
  check_any_tool_matches: Type.Optional(Type.Boolean()),
  ...toolMockFields,
  dynamic_variables: Type.Optional(FreeObject()),
  // The model that judges `llm` parameter evals; empty for the default.
  evaluation_model: Type.Optional(Type.String()),
});
export type ToolInvocationTestBody = Static<typeof ToolInvocationTestBody>;

/** Create (`POST .../agent-tests`) and replace (`PUT .../agent-tests/{id}`) take the same body. */
export const AgentTestBody = Type.Union([SimulationTestBody, NextReplyTestBody, ToolInvocationTestBody]);
export type AgentTestBody = Static<typeof AgentTestBody>;
export const AgentTestCreateBody = AgentTestBody;
export type AgentTestCreateBody = AgentTestBody;
export const AgentTestReplaceBody = AgentTestBody;
export type AgentTestReplaceBody = AgentTestBody;

/** Part 4.4: absent or null `parent_folder_id` creates a root folder. */
export const AgentTestFolderCreateBody = FolderCreateBody();
export type AgentTestFolderCreateBody = Static<typeof AgentTestFolderCreateBody>;

export const AgentTestFolderPatchBody = FolderPatchBody();
export type AgentTestFolderPatchBody = Static<typeof AgentTestFolderPatchBody>;

/** `POST .../agent-tests/move`: tests and folders together; null is the root. */
export const AgentTestMoveBody = Body({
  entity_ids: Type.Array(Type.String(), { minItems: 1 }),
  parent_folder_id: Nullable(Type.String()),
});
export type AgentTestMoveBody = Static<typeof AgentTestMoveBody>;

/** The answer of a move: every entry named, as it now is. */
export const AgentTestMoveResult = Type.Object({ items: Type.Array(AgentTestListItem) });
export type AgentTestMoveResult = Static<typeof AgentTestMoveResult>;

/** `DELETE .../agent-test-folders/{id}?force=true` deletes a folder with everything below it. */
export const AgentTestFolderDeleteQuery = Query({
  force: Type.Optional(LiteralUnion(["true", "false"], { "x-message": 'must be "true" or "false"' })),
});
export type AgentTestFolderDeleteQuery = Static<typeof AgentTestFolderDeleteQuery>;
