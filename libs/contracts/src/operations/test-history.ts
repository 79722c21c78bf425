import {
  AgentInvocationListQuery,
  InvocationListPage,
  TestHistory,
  TestHistoryQuery,
  TestRunOfTestPage,
  TestRunsOfTestQuery,
} from "../resources/test-history.ts";
import type { OperationSchemaTable } from "./operation-schemas.ts";

/** Test results over time (extension spec part 10): an agent's invocations, a test's runs and history. */
export const testHistoryOperations = {
  listTestInvocations: {
    summary: "List an agent's test invocations",
    description:
      "The agent's invocations as `GET .../test-invocations/{id}` answers them (summary included), newest " +
      "`created_at` first, ties by id, in cursor pages: an invocation started while a client pages sorts " +
      "before the page it is on, so nothing is skipped or repeated. `branch_id` and `status` narrow the list. " +
      "Another workspace's agent: 404.",
    query: AgentInvocationListQuery,
    responses: { 200: InvocationListPage },
  },
  listAgentTestRuns: {
    summary: "List a test's runs across invocations",
    description:
      "Every run of the test, in every invocation that ran it, newest first (by `created_at`, ties by id), " +
      "as run summaries with the invocation, agent, branch, version and test revision they ran with. " +
      "`agent_id`, `branch_id` and `version_id` narrow the list.",
    query: TestRunsOfTestQuery,
    responses: { 200: TestRunOfTestPage },
  },
  getAgentTestHistory: {
    summary: "Get a test's history",
    description:
      "The newest `limit` invocations that ran the test (1 to 100, default 20), newest first, each counted " +
      "from the test's terminal runs in it, with the pass rate over them, whether the test is flaky (a " +
      "listed invocation is, or two of the same `version_id` disagree) and when it last passed and failed.",
    query: TestHistoryQuery,
    responses: { 200: TestHistory },
  },
} as const satisfies OperationSchemaTable;
