import { createController, guard, routeGuard } from "@cx/http-kit";
import { pathOf } from "@cx/route-table";
import { compareInvocations } from "../app/compare-invocations.ts";
import { cancelInvocation, getInvocation, startInvocation } from "../app/invocations.ts";
import { streamInvocationEvents } from "../app/live-updates.ts";
import type { TestingPorts } from "../app/ports.ts";
import { listRuns } from "../app/run-list.ts";

/** Invocations, their runs, live updates and comparisons (extension spec parts 3, 4.9 and 10). */
export function testInvocationsController(deps: TestingPorts, secret: string) {
  return createController("testing-invocations")
    .use(routeGuard(secret))
    .post(
      pathOf("startTestInvocation"),
      async ({ actor, params, body, set }) => {
        const invocation = await startInvocation(deps, actor, params.agent_id, body);
        set.status = 201;
        return invocation;
      },
      guard("startTestInvocation"),
    )
    .get(
      pathOf("getTestInvocation"),
      ({ actor, params }) => getInvocation(deps, actor, params.invocation_id),
      guard("getTestInvocation"),
    )
    .post(
      pathOf("cancelTestInvocation"),
      ({ actor, params }) => cancelInvocation(deps, actor, params.invocation_id),
      guard("cancelTestInvocation"),
    )
    .get(
      pathOf("listTestRuns"),
      ({ actor, params, query }) => listRuns(deps, actor, params.invocation_id, query),
      guard("listTestRuns"),
    )
    .get(
      pathOf("compareTestInvocations"),
      ({ actor, params, query }) => compareInvocations(deps, actor, params.invocation_id, query),
      guard("compareTestInvocations"),
    )
    .get(
      pathOf("streamTestInvocationEvents"),
      ({ actor, params, request }) => streamInvocationEvents(deps, actor, params.invocation_id, request.signal),
      guard("streamTestInvocationEvents"),
    );
}
