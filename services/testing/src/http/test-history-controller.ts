import { createController, guard, routeGuard } from "@cx/http-kit";
import { pathOf } from "@cx/route-table";
import { listAgentInvocations } from "../app/invocation-history.ts";
import type { TestingPorts } from "../app/ports.ts";
import { getTestHistory, listTestRunsOfTest } from "../app/test-history.ts";

/** Test results over time (extension spec part 10): an agent's invocations, a test's runs and history. */
export function testHistoryController(deps: TestingPorts, secret: string) {
  return createController("testing-history")
    .use(routeGuard(secret))
    .get(
      pathOf("listTestInvocations"),
      ({ actor, params, query }) => listAgentInvocations(deps, actor, params.agent_id, query),
      guard("listTestInvocations"),
    )
    .get(
      pathOf("listAgentTestRuns"),
      ({ actor, params, query }) => listTestRunsOfTest(deps, actor, params.test_id, query),
      guard("listAgentTestRuns"),
    )
    .get(
      pathOf("getAgentTestHistory"),
      ({ actor, params, query }) => getTestHistory(deps, actor, params.test_id, query),
      guard("getAgentTestHistory"),
    );
}
