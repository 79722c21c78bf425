import { createController, workspaceActor } from "@cx/http-kit";
import type { AgentsContext } from "../app/context.ts";
import { getDeployment, updateDeployment } from "../app/deployments.ts";

const DEPLOYMENTS = "/api/v1/workspaces/:workspace_id/agents/:agent_id/deployments";

export function deploymentsController(ctx: AgentsContext, secret: string) {
  return createController("agents-deployments")
    .get(DEPLOYMENTS, ({ request, params }) =>
      getDeployment(ctx, workspaceActor(request, secret, params.workspace_id), params.agent_id),
    )
    .put(DEPLOYMENTS, ({ request, params, body }) =>
      // Only an admin or owner may deploy (part 5); the gateway checks it too.
      updateDeployment(ctx, workspaceActor(request, secret, params.workspace_id, "admin"), params.agent_id, body),
    );
}
