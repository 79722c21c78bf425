import { KnowledgeSearchBody } from "@cx/contracts";
import { createController } from "@cx/http-kit";
import { API_PREFIX } from "@cx/route-table";
import type { KnowledgeSearch } from "../app/search.ts";
import { deriveActor } from "./caller.ts";

export function searchController(secret: string, search: KnowledgeSearch) {
  return createController("knowledge-search")
    .derive(deriveActor(secret))
    .post(
      `${API_PREFIX}/workspaces/:workspace_id/knowledge/search`,
      ({ actor, body }) => search.search(actor.workspaceId, body),
      { body: KnowledgeSearchBody },
    );
}
