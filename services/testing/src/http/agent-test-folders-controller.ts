import { createController, guard, routeGuard } from "@cx/http-kit";
import { pathOf } from "@cx/route-table";
import { deleteFolder } from "../app/delete-folder.ts";
import { createFolder, getFolder, updateFolder } from "../app/folders.ts";
import type { TestingPorts } from "../app/ports.ts";

/** Agent-test folders: create (4.4), get with breadcrumbs, rename or move, delete. */
export function agentTestFoldersController(deps: TestingPorts, secret: string) {
  return createController("testing-agent-test-folders")
    .use(routeGuard(secret))
    .post(
      pathOf("createAgentTestFolder"),
      async ({ actor, body, set }) => {
        const created = await createFolder(deps, actor, body);
        set.status = 201;
        return created;
      },
      guard("createAgentTestFolder"),
    )
    .get(
      pathOf("getAgentTestFolder"),
      ({ actor, params }) => getFolder(deps, actor, params.folder_id),
      guard("getAgentTestFolder"),
    )
    .patch(
      pathOf("updateAgentTestFolder"),
      ({ actor, params, body }) => updateFolder(deps, actor, params.folder_id, body),
      guard("updateAgentTestFolder"),
    )
    .delete(
      pathOf("deleteAgentTestFolder"),
      async ({ actor, params, query, set }) => {
        await deleteFolder(deps, actor, params.folder_id, query);
        set.status = 204;
        return null;
      },
      guard("deleteAgentTestFolder"),
    );
}
