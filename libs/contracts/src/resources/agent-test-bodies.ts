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
  AGENT_TEST_FIELDS,
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
  name: Name({ description: "The test's name." }),
  parent_folder_id: Type.Optional(
    Nullable(Type.String(), { description: "The folder to put it in (`tfd_...`); absent or null for the root." }),
  ),
  agent_id: Type.Optional(Nullable(Type.String(), { description: "The agent the test is written for (`agt_...`)." })),
  access: Type.Optional(
    Type.Array(TestAccessEntry, { description: "Members to share the test with; editing needs `editor`." }),
  ),
  from_conversation_metadata: Type.Optional(Nullable(FromConversationMetadata)),
};

/**
 * Each kind's body is open: a client may send back a test as it read it, so the fields the server
 * decides (`id`, `breadcrumbs`, ...) and other kinds' fields left empty are ignored, and the
 * testing service refuses any other field, naming it, with a message that says which kinds have
 * it (a closed schema could only say "not a known field").
 */
function KindBody<K extends AgentTestType, P extends TProperties>(
  type: K,
  fields: P,
  example: Record<string, unknown>,
) {
  return Type.Object(
    { ...commonFields, type: Type.Literal(type, { description: `The test's kind: \`${type}\`.` }), ...fields },
    { additionalProperties: true, examples: [example] },
  );
}

/** How the tool calls a test's replies make are answered, for every kind. */
const toolMockFields = {
  tool_mock_config: Type.Optional(ToolMockConfig),
  tool_mock_overrides: Type.Optional(FreeObject({ description: AGENT_TEST_FIELDS.tool_mock_overrides })),
};
const dynamicVariables = Type.Optional(FreeObject({ description: AGENT_TEST_FIELDS.dynamic_variables }));
const evaluationModel = Type.Optional(Type.String({ description: AGENT_TEST_FIELDS.evaluation_model }));

export const SimulationTestBody = KindBody(
  "simulation",
  {
    simulation_scenario: Type.String({ minLength: 1, description: AGENT_TEST_FIELDS.simulation_scenario }),
    simulation_max_turns: Type.Optional(
      Type.Integer({
        minimum: SIMULATION_MAX_TURNS_MIN,
        maximum: SIMULATION_MAX_TURNS_MAX,
        default: SIMULATION_MAX_TURNS_DEFAULT,
        description: AGENT_TEST_FIELDS.simulation_max_turns,
      }),
    ),
    success_conditions: Type.Array(Type.String({ minLength: 1 }), {
      minItems: 1,
      description: `${AGENT_TEST_FIELDS.success_conditions} At least one.`,
    }),
    simulated_user_model: Type.Optional(Type.String({ description: AGENT_TEST_FIELDS.simulated_user_model })),
    evaluation_model: evaluationModel,
    chat_history: Type.Optional(
      Type.Array(HistoryEntry, {
        description: "An optional opening of the conversation; the agent's first message otherwise.",
      }),
    ),
    dynamic_variables: dynamicVariables,
    ...toolMockFields,
  },
  {
    name: "Refund for a late order",
    type: "simulation",
    agent_id: "agt_4m2k8x1q9w3e7r5t0y6u2i8o",
    simulation_scenario: "You are Budi. Order 4521 arrived two weeks late and you want a refund.",
    simulation_max_turns: 5,
    success_conditions: ["The agent explains how the refund will be made.", "The agent stays polite."],
    dynamic_variables: { customer_name: "Budi" },
    tool_mock_config: { mocking_strategy: "all", fallback_strategy: "raise_error" },
    tool_mock_overrides: { tool_9d2f6h1j5k8l3z7x0c4v2b6n: { result: { status: "late", days: 14 } } },
  },
);
export type SimulationTestBody = Static<typeof SimulationTestBody>;

/** `chat_history` must end with a `user` entry; that rule is the testing service's to check. */
export const NextReplyTestBody = KindBody(
  "next_reply",
  {
    chat_history: Type.Array(HistoryEntry, {
      minItems: 1,
      description: "The conversation the agent answers; it ends with a `user` entry.",
    }),
    success_condition: Type.String({ minLength: 1, description: AGENT_TEST_FIELDS.success_condition }),
    success_examples: Type.Optional(Type.Array(Type.String(), { description: AGENT_TEST_FIELDS.success_examples })),
    failure_examples: Type.Optional(Type.Array(Type.String(), { description: AGENT_TEST_FIELDS.failure_examples })),
    evaluation_model: evaluationModel,
    dynamic_variables: dynamicVariables,
    ...toolMockFields,
  },
  {
    name: "Greets by name",
    type: "next_reply",
    chat_history: [{ role: "user", message: "Hi, where is my order?" }],
    success_condition: "The agent greets the user by name and asks for the order number.",
    success_examples: ["Hello Budi! Could you give me your order number?"],
    failure_examples: ["Your order is on its way."],
    dynamic_variables: { customer_name: "Budi" },
  },
);
export type NextReplyTestBody = Static<typeof NextReplyTestBody>;

export const ToolInvocationTestBody = KindBody(
  "tool_invocation",
  {
    chat_history: Type.Array(HistoryEntry, { minItems: 1, description: "The conversation the agent answers." }),
    tool_call_parameters: ToolCallParameters,
    check_any_tool_matches: Type.Optional(Type.Boolean({ description: AGENT_TEST_FIELDS.check_any_tool_matches })),
    ...toolMockFields,
    dynamic_variables: dynamicVariables,
    evaluation_model: evaluationModel,
  },
  {
    name: "Looks the order up",
    type: "tool_invocation",
    chat_history: [{ role: "user", message: "Where is order 4521?" }],
    tool_call_parameters: {
      referenced_tool: { id: "tool_9d2f6h1j5k8l3z7x0c4v2b6n", type: "webhook" },
      parameters: [{ path: "order_number", eval: { type: "exact", expected_value: 4521 } }],
    },
    check_any_tool_matches: false,
    tool_mock_overrides: { tool_9d2f6h1j5k8l3z7x0c4v2b6n: { result: "Order 4521 ships tomorrow." } },
  },
);
export type ToolInvocationTestBody = Static<typeof ToolInvocationTestBody>;

/** Create (`POST .../agent-tests`) and replace (`PUT .../agent-tests/{id}`) take the same body. */
export const AgentTestBody = Type.Union([SimulationTestBody, NextReplyTestBody, ToolInvocationTestBody], {
  description: "A test of one kind: the fields any kind takes and those of the kind `type` names.",
});
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
export const AgentTestMoveBody = Body(
  {
    entity_ids: Type.Array(Type.String(), { minItems: 1, description: "The tests and folders to move." }),
    parent_folder_id: Nullable(Type.String(), { description: "The folder to move them into; null for the root." }),
  },
  { examples: [{ entity_ids: ["tst_6h2j8k4l0z3x9c5v1b7n2m4q"], parent_folder_id: "tfd_3w7e1r5t9y2u6i0o4p8a1s5d" }] },
);
export type AgentTestMoveBody = Static<typeof AgentTestMoveBody>;

/** The answer of a move: every entry named, as it now is. */
export const AgentTestMoveResult = Type.Object({
  items: Type.Array(AgentTestListItem, {
    description: "The moved entries as they now are, in the order of `entity_ids`.",
  }),
});
export type AgentTestMoveResult = Static<typeof AgentTestMoveResult>;

/** `DELETE .../agent-test-folders/{id}?force=true` deletes a folder with everything below it. */
export const AgentTestFolderDeleteQuery = Query({
  force: Type.Optional(
    LiteralUnion(["true", "false"], {
      "x-message": 'must be "true" or "false"',
      description:
        "`true` deletes a folder that is not empty with its whole subtree (409 `folder_not_empty` otherwise).",
    }),
  ),
});
export type AgentTestFolderDeleteQuery = Static<typeof AgentTestFolderDeleteQuery>;
