import { createController, guard, routeGuard } from "@cx/http-kit";
import { pathOf } from "@cx/route-table";
import type { FolderUseCases } from "../app/folders.ts";

export function foldersController(secret: string, folders: FolderUseCases) {
  return createController("knowledge-folders")
    .use(routeGuard(secret))
    .post(
      pathOf("createKnowledgeFolder"),
      ({ actor, body, set }) => {
        set.status = 201;
        return folders.create(actor, body);
      },
      guard("createKnowledgeFolder"),
    )
    .get(
      pathOf("listKnowledgeFolders"),
      ({ actor, query }) => folders.list(actor.workspaceId, query),
      guard("listKnowledgeFolders"),
    )
    .get(
      pathOf("getKnowledgeFolder"),
      ({ actor, params }) => folders.get(actor.workspaceId, params.folder_id),
      guard("getKnowledgeFolder"),
    )
    .patch(
      pathOf("updateKnowledgeFolder"),
      ({ actor, params, body }) => folders.update(actor.workspaceId, params.folder_id, body),
      guard("updateKnowledgeFolder"),
    )
    .delete(
      pathOf("deleteKnowledgeFolder"),
      async ({ actor, params, query, set }) => {
        await folders.delete(actor.workspaceId, params.folder_id, query);
        set.status = 204;
      },
      guard("deleteKnowledgeFolder"),
    );
}
