import { createController, guard, routeGuard } from "@cx/http-kit";
import { pathOf } from "@cx/route-table";
import type { IdentityDeps } from "../app/deps.ts";
import { getWorkspace, listWorkspaces } from "../app/workspaces.ts";
import { asUserId } from "../domain/ids.ts";

export function workspacesController(deps: IdentityDeps, secret: string) {
  return createController("identity-workspaces")
    .use(routeGuard(secret))
    .get(
      pathOf("listWorkspaces"),
      ({ caller, query }) => listWorkspaces(deps, asUserId(caller.userId), query),
      guard("listWorkspaces"),
    )
    .get(
      pathOf("getWorkspace"),
      ({ actor }) => getWorkspace(deps, actor.workspaceId, actor.role),
      guard("getWorkspace"),
    );
}
