import { createController, guard, routeGuard } from "@cx/http-kit";
import { pathOf } from "@cx/route-table";
import type { AgentsContext } from "../app/context.ts";
import { listDeploymentHistory } from "../app/deployment-history.ts";
import { getDeployment, updateDeployment } from "../app/deployments.ts";

/** Reading a deployment takes a member, changing it an admin: the route table says so. */
export function deploymentsController(ctx: AgentsContext, secret: string) {
  return createController("agents-deployments")
    .use(routeGuard(secret))
    .get(
      pathOf("getDeployments"),
      ({ actor, params }) => getDeployment(ctx, actor, params.agent_id),
      guard("getDeployments"),
    )
    .get(
      pathOf("getDeploymentHistory"),
      ({ actor, params, query }) => listDeploymentHistory(ctx, actor, params.agent_id, query),
      guard("getDeploymentHistory"),
    )
    .put(
      pathOf("updateDeployments"),
      ({ actor, params, body, query }) => updateDeployment(ctx, actor, params.agent_id, body, query),
      guard("updateDeployments"),
    );
}
