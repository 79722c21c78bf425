import { createController, workspaceActor } from "@cx/http-kit";
import { createBranch, listBranches, updateBranch } from "../app/branches.ts";
import type { AgentsContext } from "../app/context.ts";
import { getVersion, listVersions } from "../app/versions.ts";
import type { Query } from "./query.ts";

const AGENT = "/api/v1/workspaces/:workspace_id/agents/:agent_id";

export function branchesController(ctx: AgentsContext, secret: string) {
  return createController("agents-branches")
    .get(`${AGENT}/branches`, ({ request, params, query }) =>
      listBranches(ctx, workspaceActor(request, secret, params.workspace_id), params.agent_id, query as Query),
    )
    .post(`${AGENT}/branches`, async ({ request, params, body, set }) => {
      const actor = workspaceActor(request, secret, params.workspace_id);
      const branch = await createBranch(ctx, actor, params.agent_id, body);
      set.status = 201;
      return branch;
    })
    .patch(`${AGENT}/branches/:branch_id`, ({ request, params, body }) =>
      updateBranch(ctx, workspaceActor(request, secret, params.workspace_id), params.agent_id, params.branch_id, body),
    );
}

export function versionsController(ctx: AgentsContext, secret: string) {
  return createController("agents-versions")
    .get(`${AGENT}/branches/:branch_id/versions`, ({ request, params, query }) =>
      listVersions(
        ctx,
        workspaceActor(request, secret, params.workspace_id),
        params.agent_id,
        params.branch_id,
        query as Query,
      ),
    )
    .get(`${AGENT}/versions/:version_id`, ({ request, params }) =>
      getVersion(ctx, workspaceActor(request, secret, params.workspace_id), params.agent_id, params.version_id),
    );
}
