import { AgentTest, AgentTestFolder, AgentTestListPage, AgentTestListQuery } from "../resources/agent-test.ts";
import {
  AgentTestBody,
  AgentTestFolderCreateBody,
  AgentTestFolderDeleteQuery,
  AgentTestFolderPatchBody,
  AgentTestMoveBody,
  AgentTestMoveResult,
} from "../resources/agent-test-bodies.ts";
import type { OperationSchemaTable } from "./operation-schemas.ts";

/**
 * The testing service's library of agent tests and their folders. A test body is judged against
 * the kind its `type` names; fields of a test as read back (`id`, `breadcrumbs`, ...) and other
 * kinds' fields left empty are ignored, so that a client may send back what it read.
 */
export const testingLibraryOperations = {
  listAgentTests: {
    summary: "List agent tests and folders",
    description:
      "Lists visible test resources and folders, in cursor pages: `parent_folder_id` absent lists every " +
      "item of the workspace, `root` the items at the root, a folder id its direct children. `search` is a " +
      "case-insensitive substring of the name; `types[]`, `sort_mode` and `sharing_mode` filter and order.",
    query: AgentTestListQuery,
    responses: { 200: AgentTestListPage },
  },
  // Naming an agent asks the agents service, which may not answer (503).
  createAgentTest: {
    summary: "Create an agent test",
    description:
      "Creates a test of the kind `type` names: `simulation` (a simulated user talks with the agent and " +
      "the whole conversation is judged), `next_reply` (the agent's next reply to `chat_history` is judged) " +
      "or `tool_invocation` (the tool calls of that reply are checked). The body carries `name`, " +
      "`parent_folder_id?`, `agent_id?` and the fields of its kind.",
    body: AgentTestBody,
    responses: { 201: AgentTest },
    errors: ["payload_too_large", "unavailable"],
  },
  moveAgentTests: {
    summary: "Move tests and folders",
    description:
      "Moves the tests and folders `entity_ids` names into `parent_folder_id` (null: the root), all or " +
      "nothing, and answers them as they now are. Moving a folder into itself or a descendant: 422; a name " +
      "taken among the new siblings: 409 `folder_name_taken`.",
    body: AgentTestMoveBody,
    responses: { 200: AgentTestMoveResult },
    errors: ["folder_name_taken", "conflict"],
  },
  getAgentTest: {
    summary: "Get an agent test",
    description: "The test, with every field of part 2.3 (fields foreign to its kind hold their empty value).",
    responses: { 200: AgentTest },
  },
  replaceAgentTest: {
    summary: "Replace an agent test",
    description:
      "Replaces the test with the body (the create body); each replace makes a new `current_revision_id`. " +
      "Editing needs `access_role` `admin`, `creator` or an `editor` entry in `access` (403 otherwise).",
    body: AgentTestBody,
    responses: { 200: AgentTest },
    errors: ["payload_too_large", "unavailable"],
  },
  deleteAgentTest: {
    summary: "Delete an agent test",
    description: "Deletes the test. Needs the right to edit it (403 otherwise).",
    responses: { 204: null },
  },
  createAgentTestFolder: {
    summary: "Create an agent-test folder",
    description:
      "Creates a folder; absent or null `parent_folder_id` creates a root folder. Names are unique among " +
      "siblings (409 `folder_name_taken`).",
    body: AgentTestFolderCreateBody,
    responses: { 201: AgentTestFolder },
    errors: ["folder_name_taken"],
  },
  getAgentTestFolder: {
    summary: "Get an agent-test folder",
    description: "The folder, with its `breadcrumbs` from the root to its parent.",
    responses: { 200: AgentTestFolder },
  },
  updateAgentTestFolder: {
    summary: "Rename or move an agent-test folder",
    description:
      "Renames the folder, moves it (`parent_folder_id`, null for the root), or both. Moving a folder into " +
      "itself or a descendant: 422; a name taken among the siblings: 409 `folder_name_taken`.",
    body: AgentTestFolderPatchBody,
    responses: { 200: AgentTestFolder },
    errors: ["folder_name_taken", "conflict"],
  },
  deleteAgentTestFolder: {
    summary: "Delete an agent-test folder",
    description:
      "Deletes an empty folder. A folder that is not empty: 409 `folder_not_empty`, unless `?force=true`, " +
      "which deletes the whole subtree.",
    query: AgentTestFolderDeleteQuery,
    responses: { 204: null },
    errors: ["folder_not_empty"],
  },
} as const satisfies OperationSchemaTable;
