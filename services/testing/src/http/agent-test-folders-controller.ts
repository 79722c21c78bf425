import { createController, workspaceActor } from "@cx/http-kit";
import { deleteFolder } from "../app/delete-folder.ts";
import type { TestingDeps } from "../app/deps.ts";
import { createFolder, getFolder, updateFolder } from "../app/folders.ts";
import { forceFlag, pathOf, queryOf } from "./request-context.ts";

type Params = Record<string, string>;

/** Agent-test folders: create (4.4), get with breadcrumbs, rename or move, delete. */
export function agentTestFoldersController(deps: TestingDeps, secret: string) {
  return createController("testing-agent-test-folders")
    .post(pathOf("createAgentTestFolder"), async ({ request, params, body, set }) => {
      const actor = workspaceActor(request, secret, (params as Params).workspace_id as string);
      const created = await createFolder(deps, actor, body);
      set.status = 201;
      return created;
    })
    .get(pathOf("getAgentTestFolder"), ({ request, params }) => {
      const { workspace_id, folder_id } = params as Params;
      return getFolder(deps, workspaceActor(request, secret, workspace_id as string), folder_id as string);
    })
    .patch(pathOf("updateAgentTestFolder"), ({ request, params, body }) => {
      const { workspace_id, folder_id } = params as Params;
      const actor = workspaceActor(request, secret, workspace_id as string);
      return updateFolder(deps, actor, folder_id as string, body);
    })
    .delete(pathOf("deleteAgentTestFolder"), async ({ request, params, set }) => {
      const { workspace_id, folder_id } = params as Params;
      const actor = workspaceActor(request, secret, workspace_id as string);
      await deleteFolder(deps, actor, folder_id as string, forceFlag(queryOf(request)));
      set.status = 204;
      return null;
    });
}
