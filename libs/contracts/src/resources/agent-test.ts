/** Parts 2.2, 2.3 and 4.3: agent tests, their folders and the list that mixes both. */
import { type Static, Type } from "@sinclair/typebox";
import {
  DateTime,
  FreeObject,
  LiteralUnion,
  Nullable,
  Page,
  PageQueryProperties,
  Query,
  TimestampProperties,
} from "../builders.ts";
import { DYNAMIC_VARIABLES_RULE } from "./agent-config.ts";
import { HistoryEntry } from "./history.ts";
import { ToolCallParameters } from "./tool-call-parameters.ts";

/** `simulation` is the only value part 2.3 lists; the extension spec (part 3) adds the others. */
export const AGENT_TEST_TYPES = ["simulation", "next_reply", "tool_invocation"] as const;
export const AgentTestType = LiteralUnion(AGENT_TEST_TYPES, {
  description:
    "The test's kind: `simulation` (a simulated user talks with the agent; the whole conversation is judged), `next_reply` (the agent's next reply is judged) or `tool_invocation` (that reply's tool calls are checked).",
});
export type AgentTestType = Static<typeof AgentTestType>;

/** Values of the list's `types[]` filter (extension spec part 3). */
export const AGENT_TEST_LIST_TYPES = ["folder", ...AGENT_TEST_TYPES] as const;
export const AgentTestListType = LiteralUnion(AGENT_TEST_LIST_TYPES, {
  description: "An item kind: `folder` or a test type.",
});
export type AgentTestListType = Static<typeof AgentTestListType>;

export const TEST_SHARE_ROLES = ["viewer", "editor"] as const;
export const TestShareRole = LiteralUnion(TEST_SHARE_ROLES, {
  description: "`viewer` may read the test, `editor` may also change it.",
});
export type TestShareRole = Static<typeof TestShareRole>;

/** The caller's effective role on one test item. */
export const TEST_ACCESS_ROLES = ["admin", "creator", "viewer", "editor"] as const;
export const TestAccessRole = LiteralUnion(TEST_ACCESS_ROLES, {
  description:
    "The caller's effective role on the item: `admin` (a workspace admin or owner), `creator`, `editor` (an `access` entry) or `viewer`. Editing needs one of the first three.",
});
export type TestAccessRole = Static<typeof TestAccessRole>;

export const CONVERSATION_INITIATION_SOURCES = ["unknown", "channel_integration"] as const;
export const ConversationInitiationSource = LiteralUnion(CONVERSATION_INITIATION_SOURCES, {
  description: "How the conversations the test stands for begin: `unknown` or `channel_integration`.",
});
export type ConversationInitiationSource = Static<typeof ConversationInitiationSource>;

export const TOOL_MOCK_FALLBACK_STRATEGIES = ["raise_error", "call_real_tool"] as const;
export const ToolMockFallbackStrategy = LiteralUnion(TOOL_MOCK_FALLBACK_STRATEGIES, {
  description:
    "What a mocked call that no mock matches does: `raise_error` (the default) fails the run with `mock_not_matched`; `call_real_tool` calls the real tool.",
});
export type ToolMockFallbackStrategy = Static<typeof ToolMockFallbackStrategy>;

export const TOOL_MOCKING_STRATEGIES = ["all", "selected", "none"] as const;
export const ToolMockingStrategy = LiteralUnion(TOOL_MOCKING_STRATEGIES, {
  description: "Which tools are mocked: `all` (the default), `selected` (those of `mocked_tool_ids`) or `none`.",
});
export type ToolMockingStrategy = Static<typeof ToolMockingStrategy>;

export const AGENT_TEST_SORT_MODES = ["default", "folders_first"] as const;
export const AgentTestSortMode = LiteralUnion(AGENT_TEST_SORT_MODES);
export type AgentTestSortMode = Static<typeof AgentTestSortMode>;

export const AGENT_TEST_SHARING_MODES = ["all", "shared_with_me", "created_by_me"] as const;
export const AgentTestSharingMode = LiteralUnion(AGENT_TEST_SHARING_MODES);
export type AgentTestSharingMode = Static<typeof AgentTestSharingMode>;

/** The `parent_folder_id` query value that means "items at the root" (extension spec part 3). */
export const ROOT_FOLDER = "root";

export const Breadcrumb = Type.Object({
  id: Type.String({ description: "A folder's id (`tfd_...`)." }),
  name: Type.String({ description: "The folder's name." }),
});
export type Breadcrumb = Static<typeof Breadcrumb>;

/**
 * What each kind field of a test means (extension spec part 3), said once for the test as read
 * and the bodies that write it. Fields foreign to a test's kind hold their empty value.
 */
export const AGENT_TEST_FIELDS = {
  chat_history:
    "The conversation so far: the history the agent answers (`next_reply`, `tool_invocation`; it ends with a `user` entry) or the optional opening of a `simulation`.",
  dynamic_variables: `Values for the \`{{name}}\` placeholders of the agent's prompt and first message during the test's runs, by name. ${DYNAMIC_VARIABLES_RULE}`,
  evaluation_model:
    "The model that judges the reply (`next_reply`, `simulation`) or the `llm` parameter evals (`tool_invocation`); empty for the default model.",
  simulated_user_model: "The model that plays the user of a `simulation`; empty for the default model.",
  simulation_max_turns: "The most user turns of a `simulation` (1 to 50, default 5).",
  simulation_scenario: "Who the simulated user of a `simulation` is and what they want.",
  success_conditions: "What a `simulation` must achieve: each is judged on the whole transcript; all must succeed.",
  success_condition: "What a good `next_reply` does, as the evaluation model judges it.",
  success_examples: "Replies that meet the condition, shown to the evaluation model (`next_reply`).",
  failure_examples: "Replies that do not, shown to the evaluation model (`next_reply`).",
  check_any_tool_matches:
    "`tool_invocation`: with `true` the run passes when any call to the referenced tool matches; otherwise the first call is checked.",
  tool_mock_overrides:
    "Mocked answers by tool id: one mock `{result, is_error?, arguments?}` or a list of them; `arguments`, when given, must be a subset of the call's for the mock to apply (the first that applies wins).",
  tool_call_parameters: "What a `tool_invocation` expects of the agent's tool call.",
} as const;

/** The identity fields shared by folders and tests (part 2.2, repeated by 2.3). */
const identityFields = {
  id: Type.String({ description: "The item's id (`tst_...` for a test, `tfd_...` for a folder)." }),
  name: Type.String({ description: "The item's name." }),
  parent_folder_id: Nullable(Type.String(), { description: "The folder it is in; null at the root." }),
  created_by: Type.String({ description: "The id of the user who created it." }),
  ...TimestampProperties,
  breadcrumbs: Type.Optional(
    Nullable(Type.Array(Breadcrumb), { description: "The folders from the root to the item's parent." }),
  ),
};

export const AgentTestFolder = Type.Object({
  ...identityFields,
  entity_type: Type.Literal("folder", { description: "Always `folder`." }),
});
export type AgentTestFolder = Static<typeof AgentTestFolder>;

export const TestAccessEntry = Type.Object({
  role: TestShareRole,
  user_id: Type.String({ description: "The member it is shared with (`usr_...`)." }),
});
export type TestAccessEntry = Static<typeof TestAccessEntry>;

export const ToolMockConfig = Type.Object(
  {
    fallback_strategy: Type.Optional(ToolMockFallbackStrategy),
    mocked_tool_ids: Type.Optional(
      Type.Array(Type.String(), { description: "The tools mocked when `mocking_strategy` is `selected`." }),
    ),
    mocking_strategy: Type.Optional(ToolMockingStrategy),
  },
  { description: "How the tool calls of the test's runs are answered. `end_call` is never mocked." },
);
export type ToolMockConfig = Static<typeof ToolMockConfig>;

export const FromConversationMetadata = Type.Object(
  {
    conversation_id: Type.String({ description: "The conversation the test was made from." }),
    event_seq: Type.Integer({ description: "The `seq` of the reply's `agent.message` event." }),
    original_agent_response: Type.Optional(
      Nullable(Type.String(), { description: "The agent's reply in that conversation." }),
    ),
    system__conversation_id: Type.Optional(
      Nullable(Type.String(), { description: "The conversation's `system__conversation_id`." }),
    ),
    system__time_utc: DateTime({ description: "When the reply was recorded." }),
  },
  { description: "Where the test came from when it was made from a conversation." },
);
export type FromConversationMetadata = Static<typeof FromConversationMetadata>;

/**
 * A test item. The extension spec (part 3) has every item carry every field of part 2.3, with the
 * fields foreign to its kind holding their empty value, so one schema serves all three kinds.
 */
export const AgentTest = Type.Object(
  {
    ...identityFields,
    entity_type: Type.Literal("test", { description: "Always `test`." }),
    type: AgentTestType,
    // Not in part 2.3; the create body accepts `agent_id?`, so the item echoes it when known.
    agent_id: Type.Optional(Nullable(Type.String(), { description: "The agent the test is written for, when named." })),
    access: Type.Array(TestAccessEntry, { description: "The members the test is shared with, and how." }),
    access_role: TestAccessRole,
    chat_history: Type.Array(HistoryEntry, { description: AGENT_TEST_FIELDS.chat_history }),
    conversation_initiation_source: ConversationInitiationSource,
    current_revision_id: Type.String({ description: "The test's current revision; each replace makes a new one." }),
    revision_created_at: DateTime({ description: "When the current revision was made." }),
    dynamic_variables: FreeObject({ description: AGENT_TEST_FIELDS.dynamic_variables }),
    evaluation_model: Type.String({ description: AGENT_TEST_FIELDS.evaluation_model }),
    simulated_user_model: Type.String({ description: AGENT_TEST_FIELDS.simulated_user_model }),
    simulation_max_turns: Type.Integer({ description: AGENT_TEST_FIELDS.simulation_max_turns }),
    simulation_scenario: Type.String({ description: AGENT_TEST_FIELDS.simulation_scenario }),
    success_conditions: Type.Array(Type.String(), { description: AGENT_TEST_FIELDS.success_conditions }),
    success_condition: Type.String({ description: AGENT_TEST_FIELDS.success_condition }),
    success_examples: Type.Array(Type.String(), { description: AGENT_TEST_FIELDS.success_examples }),
    failure_examples: Type.Array(Type.String(), { description: AGENT_TEST_FIELDS.failure_examples }),
    check_any_tool_matches: Type.Boolean({ description: AGENT_TEST_FIELDS.check_any_tool_matches }),
    tool_mock_overrides: FreeObject({ description: AGENT_TEST_FIELDS.tool_mock_overrides }),
    tool_mock_config: ToolMockConfig,
    from_conversation_metadata: Nullable(FromConversationMetadata),
    tool_call_parameters: Nullable(ToolCallParameters, { description: AGENT_TEST_FIELDS.tool_call_parameters }),
  },
  {
    examples: [
      {
        id: "tst_6h2j8k4l0z3x9c5v1b7n2m4q",
        name: "Greets by name",
        parent_folder_id: "tfd_3w7e1r5t9y2u6i0o4p8a1s5d",
        created_by: "usr_8f3k2j9d1m4n6b7v5c0x2z1a",
        created_at: "2026-11-22T10:00:00.000Z",
        updated_at: "2026-11-22T10:00:00.000Z",
        breadcrumbs: [{ id: "tfd_3w7e1r5t9y2u6i0o4p8a1s5d", name: "Greetings" }],
        entity_type: "test",
        type: "next_reply",
        agent_id: "agt_4m2k8x1q9w3e7r5t0y6u2i8o",
        access: [],
        access_role: "creator",
        chat_history: [{ role: "user", message: "Hi, where is my order?" }],
        conversation_initiation_source: "unknown",
        current_revision_id: "trv_9k3j7h1g5f0d4s8a2p6o0i4u",
        revision_created_at: "2026-11-22T10:00:00.000Z",
        dynamic_variables: { customer_name: "Budi" },
        evaluation_model: "",
        simulated_user_model: "",
        simulation_max_turns: 0,
        simulation_scenario: "",
        success_conditions: [],
        success_condition: "The agent greets the user by name and asks for the order number.",
        success_examples: ["Hello Budi! Could you give me your order number?"],
        failure_examples: ["Your order is on its way."],
        check_any_tool_matches: false,
        tool_mock_overrides: {},
        tool_mock_config: {},
        from_conversation_metadata: null,
        tool_call_parameters: null,
      },
    ],
  },
);
export type AgentTest = Static<typeof AgentTest>;

/** The fields of a test item that only some kinds use (extension spec part 3). */
export type AgentTestKindFields = Omit<
  AgentTest,
  | keyof AgentTestFolder
  | "type"
  | "agent_id"
  | "access"
  | "access_role"
  | "conversation_initiation_source"
  | "current_revision_id"
  | "revision_created_at"
  | "from_conversation_metadata"
>;

/** Each kind field with its empty value, which an item carries in the fields foreign to its kind. */
export function emptyAgentTestKindFields(): AgentTestKindFields {
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

export const AgentTestListItem = Type.Union([AgentTestFolder, AgentTest]);
export type AgentTestListItem = Static<typeof AgentTestListItem>;

export const AgentTestListPage = Page(AgentTestListItem);
export type AgentTestListPage = Static<typeof AgentTestListPage>;

/** The longest search text a list takes: as long as the longest name it could match. */
export const AGENT_TEST_SEARCH_MAX_LENGTH = 256;

/**
 * Part 4.3 query. `parent_folder_id`: absent = the whole workspace, `root` = the root, else a
 * folder id. `types[]` may repeat; every other parameter is given at most once.
 */
export const AgentTestListQuery = Query({
  ...PageQueryProperties,
  search: Type.Optional(
    Type.String({
      maxLength: AGENT_TEST_SEARCH_MAX_LENGTH,
      description: "Only items whose name contains it, ignoring case.",
    }),
  ),
  parent_folder_id: Type.Optional(
    Type.String({
      minLength: 1,
      "x-message": `must be "${ROOT_FOLDER}" or a folder id; omit it to list the whole workspace`,
      description: `Absent: every item of the workspace; \`${ROOT_FOLDER}\`: the items at the root; a folder id: its direct children.`,
    }),
  ),
  "types[]": Type.Optional(Type.Array(AgentTestListType, { description: "Only items of these kinds; may repeat." })),
  sort_mode: Type.Optional(
    LiteralUnion(AGENT_TEST_SORT_MODES, {
      default: "default",
      description: "`default`: newest `updated_at` first; `folders_first`: folders, then tests, each by name.",
    }),
  ),
  sharing_mode: Type.Optional(
    LiteralUnion(AGENT_TEST_SHARING_MODES, {
      default: "all",
      description: "`all` (the default), `shared_with_me` (tests whose `access` names the caller) or `created_by_me`.",
    }),
  ),
});
export type AgentTestListQuery = Static<typeof AgentTestListQuery>;
