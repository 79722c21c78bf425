import { createController, guard, routeGuard } from "@cx/http-kit";
import { pathOf } from "@cx/route-table";
import type { KnowledgeSearch } from "../app/search.ts";

export function searchController(secret: string, search: KnowledgeSearch) {
  return createController("knowledge-search")
    .use(routeGuard(secret))
    .post(
      pathOf("searchKnowledge"),
      ({ actor, body }) => search.search(actor.workspaceId, body),
      guard("searchKnowledge"),
    );
}
