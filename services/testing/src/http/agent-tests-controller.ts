import { createController, workspaceActor } from "@cx/http-kit";
import type { TestingDeps } from "../app/deps.ts";
import { listEntries } from "../app/list-entries.ts";
import { moveEntries } from "../app/move-entries.ts";
import { createTest, deleteTest, getTest, replaceTest } from "../app/tests.ts";
import { parseListQuery } from "../domain/list-query.ts";
import { pathOf, queryOf } from "./request-context.ts";

type Params = Record<string, string>;

/** Agent tests: the mixed list (4.3), the bulk move, and one test's create/get/replace/delete. */
export function agentTestsController(deps: TestingDeps, secret: string) {
  return createController("testing-agent-tests")
    .get(pathOf("listAgentTests"), ({ request, params }) => {
      const actor = workspaceActor(request, secret, (params as Params).workspace_id as string);
      return listEntries(deps, actor, parseListQuery(queryOf(request)));
    })
    .post(pathOf("createAgentTest"), async ({ request, params, body, set }) => {
      const actor = workspaceActor(request, secret, (params as Params).workspace_id as string);
      const created = await createTest(deps, actor, body);
      set.status = 201;
      return created;
    })
    .post(pathOf("moveAgentTests"), ({ request, params, body }) => {
      const actor = workspaceActor(request, secret, (params as Params).workspace_id as string);
      return moveEntries(deps, actor, body);
    })
    .get(pathOf("getAgentTest"), ({ request, params }) => {
      const { workspace_id, test_id } = params as Params;
      return getTest(deps, workspaceActor(request, secret, workspace_id as string), test_id as string);
    })
    .put(pathOf("replaceAgentTest"), ({ request, params, body }) => {
      const { workspace_id, test_id } = params as Params;
      const actor = workspaceActor(request, secret, workspace_id as string);
      return replaceTest(deps, actor, test_id as string, body);
    })
    .delete(pathOf("deleteAgentTest"), async ({ request, params, set }) => {
      const { workspace_id, test_id } = params as Params;
      await deleteTest(deps, workspaceActor(request, secret, workspace_id as string), test_id as string);
      set.status = 204;
      return null;
    });
}
