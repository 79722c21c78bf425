import { KnowledgeFolderCreateBody, KnowledgeFolderPatchBody } from "@cx/contracts";
import { createController } from "@cx/http-kit";
import { API_PREFIX } from "@cx/route-table";
import type { FolderUseCases } from "../app/folders.ts";
import { deriveActor } from "./caller.ts";
import { parseForce } from "./query.ts";

const BASE = `${API_PREFIX}/workspaces/:workspace_id/knowledge/folders`;

export function foldersController(secret: string, folders: FolderUseCases) {
  return createController("knowledge-folders")
    .derive(deriveActor(secret))
    .post(
      BASE,
      ({ actor, body, set }) => {
        set.status = 201;
        return folders.create(actor, body);
      },
      { body: KnowledgeFolderCreateBody },
    )
    .get(`${BASE}/:folder_id`, ({ actor, params }) => folders.get(actor.workspaceId, params.folder_id))
    .patch(
      `${BASE}/:folder_id`,
      ({ actor, params, body }) => folders.update(actor.workspaceId, params.folder_id, body),
      { body: KnowledgeFolderPatchBody },
    )
    .delete(`${BASE}/:folder_id`, async ({ actor, params, query, set }) => {
      await folders.delete(actor.workspaceId, params.folder_id, parseForce(query));
      set.status = 204;
    });
}
