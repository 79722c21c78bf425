import { createController } from "@cx/http-kit";
import type { IdentityDeps } from "../app/deps.ts";
import { getWorkspace, listWorkspaces } from "../app/workspaces.ts";
import { requireSignedCaller, sessionCaller, workspaceCaller } from "./callers.ts";
import { PageQuery, pageRequest } from "./page-query.ts";

export function workspacesController(deps: IdentityDeps, secret: string) {
  return createController("identity-workspaces")
    .onTransform(requireSignedCaller(secret))
    .get(
      "/api/v1/workspaces",
      ({ request, query }) => listWorkspaces(deps, sessionCaller(request, secret).userId, pageRequest(query)),
      { query: PageQuery },
    )
    .get("/api/v1/workspaces/:workspace_id", ({ request, params }) => {
      const caller = workspaceCaller(request, secret, params.workspace_id, "member", { sessionOnly: false });
      return getWorkspace(deps, caller.workspaceId, caller.role);
    });
}
