import { AgentTest } from "../resources/agent-test.ts";
import { AgentTestFromConversationBody, CompareQuery, InvocationComparison } from "../resources/test-comparison.ts";
import type { OperationSchemaTable } from "./operation-schemas.ts";

/** Test results over time (extension spec part 10): two invocations compared, a test made from a conversation. */
export const testComparisonOperations = {
  compareTestInvocations: {
    summary: "Compare two test invocations",
    description:
      "The invocation against `baseline` (an invocation id of the workspace, or `previous`: the newest terminal " +
      "invocation of the same agent and branch created before this one; none is 404), test by test, matched by " +
      "`test_id`: each test's `change` (regressed, fixed, flaky, still_failing, still_passing, added, removed, " +
      "incomplete, counting passed and failed runs), both sides' counts, the pass rate delta and where the first " +
      "decided run of each side diverges (the reply for next-reply and tool-invocation tests; the first transcript " +
      "position at which the simulated conversations differ for simulation tests). Tests are ordered by change, " +
      "regressions first, then by name. Also the totals of each change and the cost and token deltas. Invocations " +
      "of different agents may be compared; the same id twice is 422.",
    query: CompareQuery,
    responses: { 200: InvocationComparison },
    errors: ["unavailable"],
  },
  createAgentTestFromConversation: {
    summary: "Create a test from a conversation",
    description:
      "A `next_reply` test made from the agent message at transcript `seq` of the conversation: `chat_history` is " +
      "the conversation before it, with the tool calls and results recorded there, ending with the last user " +
      "message (agent messages after it are dropped); `success_examples` is the original reply; " +
      "`dynamic_variables` the conversation's; `agent_id` its agent; `from_conversation_metadata` says where it " +
      "came from. `seq` must name an agent message that follows at least one user message (422 naming `/seq`). " +
      "Another workspace's conversation: 404.",
    body: AgentTestFromConversationBody,
    responses: { 201: AgentTest },
    errors: ["unavailable", "payload_too_large"],
  },
} as const satisfies OperationSchemaTable;
