import { createController, guard, routeGuard } from "@cx/http-kit";
import { pathOf } from "@cx/route-table";
import { createBranch, listBranches, updateBranch } from "../app/branches.ts";
import type { AgentsContext } from "../app/context.ts";
import { getVersion, listVersions } from "../app/versions.ts";

export function branchesController(ctx: AgentsContext, secret: string) {
  return createController("agents-branches")
    .use(routeGuard(secret))
    .get(
      pathOf("listBranches"),
      ({ actor, params, query }) => listBranches(ctx, actor, params.agent_id, query),
      guard("listBranches"),
    )
    .post(
      pathOf("createBranch"),
      async ({ actor, params, body, set }) => {
        const branch = await createBranch(ctx, actor, params.agent_id, body);
        set.status = 201;
        return branch;
      },
      guard("createBranch"),
    )
    .patch(
      pathOf("updateBranch"),
      ({ actor, params, body }) => updateBranch(ctx, actor, params.agent_id, params.branch_id, body),
      guard("updateBranch"),
    );
}

export function versionsController(ctx: AgentsContext, secret: string) {
  return createController("agents-versions")
    .use(routeGuard(secret))
    .get(
      pathOf("listVersions"),
      ({ actor, params, query }) => listVersions(ctx, actor, params.agent_id, params.branch_id, query),
      guard("listVersions"),
    )
    .get(
      pathOf("getVersion"),
      ({ actor, params }) => getVersion(ctx, actor, params.agent_id, params.version_id),
      guard("getVersion"),
    );
}
