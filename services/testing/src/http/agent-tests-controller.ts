import { createController, guard, routeGuard } from "@cx/http-kit";
import { pathOf } from "@cx/route-table";
import { listEntries } from "../app/list-entries.ts";
import { moveEntries } from "../app/move-entries.ts";
import type { TestingPorts } from "../app/ports.ts";
import { createTestFromConversation } from "../app/test-from-conversation.ts";
import { createTest, deleteTest, getTest, replaceTest } from "../app/tests.ts";

/** Agent tests: the mixed list (4.3), the bulk move, one test's create/get/replace/delete, and a test from a conversation. */
export function agentTestsController(deps: TestingPorts, secret: string) {
  return createController("testing-agent-tests")
    .use(routeGuard(secret))
    .get(pathOf("listAgentTests"), ({ actor, query }) => listEntries(deps, actor, query), guard("listAgentTests"))
    .post(
      pathOf("createAgentTest"),
      async ({ actor, body, set }) => {
        const created = await createTest(deps, actor, body);
        set.status = 201;
        return created;
      },
      guard("createAgentTest"),
    )
    .post(
      pathOf("createAgentTestFromConversation"),
      async ({ actor, body, set }) => {
        const created = await createTestFromConversation(deps, actor, body);
        set.status = 201;
        return created;
      },
      guard("createAgentTestFromConversation"),
    )
    .post(pathOf("moveAgentTests"), ({ actor, body }) => moveEntries(deps, actor, body), guard("moveAgentTests"))
    .get(pathOf("getAgentTest"), ({ actor, params }) => getTest(deps, actor, params.test_id), guard("getAgentTest"))
    .put(
      pathOf("replaceAgentTest"),
      ({ actor, params, body }) => replaceTest(deps, actor, params.test_id, body),
      guard("replaceAgentTest"),
    )
    .delete(
      pathOf("deleteAgentTest"),
      async ({ actor, params, set }) => {
        await deleteTest(deps, actor, params.test_id);
        set.status = 204;
        return null;
      },
      guard("deleteAgentTest"),
    );
}
