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
import { HistoryEntry } from "./history.ts";
import { ToolCallParameters } from "./tool-call-parameters.ts";

/** `simulation` is the only value part 2.3 lists; the extension spec (part 3) adds the others. */
export const AGENT_TEST_TYPES = ["simulation", "next_reply", "tool_invocation"] as const;
export const AgentTestType = LiteralUnion(AGENT_TEST_TYPES);
export type AgentTestType = Static<typeof AgentTestType>;

/** Values of the list's `types[]` filter (extension spec part 3). */
export const AGENT_TEST_LIST_TYPES = ["folder", ...AGENT_TEST_TYPES] as const;
export const AgentTestListType = LiteralUnion(AGENT_TEST_LIST_TYPES);
export type AgentTestListType = Static<typeof AgentTestListType>;

export const TEST_SHARE_ROLES = ["viewer", "editor"] as const;
export const TestShareRole = LiteralUnion(TEST_SHARE_ROLES);
export type TestShareRole = Static<typeof TestShareRole>;

/** The caller's effective role on one test item. */
export const TEST_ACCESS_ROLES = ["admin", "creator", "viewer", "editor"] as const;
export const TestAccessRole = LiteralUnion(TEST_ACCESS_ROLES);
export type TestAccessRole = Static<typeof TestAccessRole>;

export const CONVERSATION_INITIATION_SOURCES = ["unknown", "channel_integration"] as const;
export const ConversationInitiationSource = LiteralUnion(CONVERSATION_INITIATION_SOURCES);
export type ConversationInitiationSource = Static<typeof ConversationInitiationSource>;

export const TOOL_MOCK_FALLBACK_STRATEGIES = ["raise_error", "call_real_tool"] as const;
export const ToolMockFallbackStrategy = LiteralUnion(TOOL_MOCK_FALLBACK_STRATEGIES);
export type ToolMockFallbackStrategy = Static<typeof ToolMockFallbackStrategy>;

export const TOOL_MOCKING_STRATEGIES = ["all", "selected", "none"] as const;
export const ToolMockingStrategy = LiteralUnion(TOOL_MOCKING_STRATEGIES);
export type ToolMockingStrategy = Static<typeof ToolMockingStrategy>;

export const AGENT_TEST_SORT_MODES = ["default", "folders_first"] as const;
export const AgentTestSortMode = LiteralUnion(AGENT_TEST_SORT_MODES);
export type AgentTestSortMode = Static<typeof AgentTestSortMode>;

export const AGENT_TEST_SHARING_MODES = ["all", "shared_with_me", "created_by_me"] as const;
export const AgentTestSharingMode = LiteralUnion(AGENT_TEST_SHARING_MODES);
export type AgentTestSharingMode = Static<typeof AgentTestSharingMode>;

/** The `parent_folder_id` query value that means "items at the root" (extension spec part 3). */
export const ROOT_FOLDER = "root";

export const Breadcrumb = Type.Object({ id: Type.String(), name: Type.String() });
export type Breadcrumb = Static<typeof Breadcrumb>;

/** The identity fields shared by folders and tests (part 2.2, repeated by 2.3). */
const identityFields = {
  id: Type.String(),
  name: Type.String(),
  parent_folder_id: Nullable(Type.String()),
  created_by: Type.String(),
  ...TimestampProperties,
  breadcrumbs: Type.Optional(Nullable(Type.Array(Breadcrumb))),
};

export const AgentTestFolder = Type.Object({
  ...identityFields,
  entity_type: Type.Literal("folder"),
});
export type AgentTestFolder = Static<typeof AgentTestFolder>;

export const TestAccessEntry = Type.Object({
  role: TestShareRole,
  user_id: Type.String(),
});
export type TestAccessEntry = Static<typeof TestAccessEntry>;

export const ToolMockConfig = Type.Object({
  fallback_strategy: Type.Optional(ToolMockFallbackStrategy),
  mocked_tool_ids: Type.Optional(Type.Array(Type.String())),
  mocking_strategy: Type.Optional(ToolMockingStrategy),
});
export type ToolMockConfig = Static<typeof ToolMockConfig>;

export const FromConversationMetadata = Type.Object({
  conversation_id: Type.String(),
  event_seq: Type.Integer(),
  original_agent_response: Type.Optional(Nullable(Type.String())),
  system__conversation_id: Type.Optional(Nullable(Type.String())),
  system__time_utc: DateTime(),
});
export type FromConversationMetadata = Static<typeof FromConversationMetadata>;

/**
 * A test item. The extension spec (part 3) has every item carry every field of part 2.3, with the
 * fields foreign to its kind holding their empty value, so one schema serves all three kinds.
 */
export const AgentTest = Type.Object({
  ...identityFields,
  entity_type: Type.Literal("test"),
  type: AgentTestType,
  // Not in part 2.3; the create body accepts `agent_id?`, so the item echoes it when known.
  agent_id: Type.Optional(Nullable(Type.String())),
  access: Type.Array(TestAccessEntry),
  access_role: TestAccessRole,
  chat_history: Type.Array(HistoryEntry),
  conversation_initiation_source: ConversationInitiationSource,
  current_revision_id: Type.String(),
  revision_created_at: DateTime(),
  dynamic_variables: FreeObject(),
  evaluation_model: Type.String(),
  simulated_user_model: Type.String(),
  simulation_max_turns: Type.Integer(),
  simulation_scenario: Type.String(),
  success_conditions: Type.Array(Type.String()),
  success_condition: Type.String(),
  success_examples: Type.Array(Type.String()),
  failure_examples: Type.Array(Type.String()),
  check_any_tool_matches: Type.Boolean(),
  tool_mock_overrides: FreeObject(),
  tool_mock_config: ToolMockConfig,
  from_conversation_metadata: Nullable(FromConversationMetadata),
  tool_call_parameters: Nullable(ToolCallParameters),
});
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
  search: Type.Optional(Type.String({ maxLength: AGENT_TEST_SEARCH_MAX_LENGTH })),
  parent_folder_id: Type.Optional(
    Type.String({
      minLength: 1,
      "x-message": `must be "${ROOT_FOLDER}" or a folder id; omit it to list the whole workspace`,
    }),
  ),
  "types[]": Type.Optional(Type.Array(AgentTestListType)),
  sort_mode: Type.Optional(LiteralUnion(AGENT_TEST_SORT_MODES, { default: "default" })),
  sharing_mode: Type.Optional(LiteralUnion(AGENT_TEST_SHARING_MODES, { default: "all" })),
});
export type AgentTestListQuery = Static<typeof AgentTestListQuery>;
