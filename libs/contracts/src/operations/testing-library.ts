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
  listAgentTests: { query: AgentTestListQuery, responses: { 200: AgentTestListPage } },
  // Naming an agent asks the agents service, which may not answer (503).
  createAgentTest: {
    body: AgentTestBody,
    responses: { 201: AgentTest },
    errors: ["payload_too_large", "unavailable"],
  },
  moveAgentTests: {
    body: AgentTestMoveBody,
    responses: { 200: AgentTestMoveResult },
    errors: ["folder_name_taken", "conflict"],
  },
  getAgentTest: { responses: { 200: AgentTest } },
  replaceAgentTest: {
    body: AgentTestBody,
    responses: { 200: AgentTest },
    errors: ["payload_too_large", "unavailable"],
  },
  deleteAgentTest: { responses: { 204: null } },
  createAgentTestFolder: {
    body: AgentTestFolderCreateBody,
    responses: { 201: AgentTestFolder },
    errors: ["folder_name_taken"],
  },
  getAgentTestFolder: { responses: { 200: AgentTestFolder } },
  updateAgentTestFolder: {
    body: AgentTestFolderPatchBody,
    responses: { 200: AgentTestFolder },
    errors: ["folder_name_taken", "conflict"],
  },
  deleteAgentTestFolder: {
    query: AgentTestFolderDeleteQuery,
    responses: { 204: null },
    errors: ["folder_not_empty"],
  },
} as const satisfies OperationSchemaTable;
