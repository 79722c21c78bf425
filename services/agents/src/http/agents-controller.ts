import { createController, guard, routeGuard } from "@cx/http-kit";
import { pathOf } from "@cx/route-table";
import { createAgent, getAgent, listAgents, renameAgent } from "../app/agents.ts";
import type { AgentsContext } from "../app/context.ts";
import { deleteAgent } from "../app/delete-agent.ts";

export function agentsController(ctx: AgentsContext, secret: string) {
  return createController("agents-agents")
    .use(routeGuard(secret))
    .post(
      pathOf("createAgent"),
      async ({ actor, body, set }) => {
        const agent = await createAgent(ctx, actor, body);
        set.status = 201;
        return agent;
      },
      guard("createAgent"),
    )
    .get(pathOf("listAgents"), ({ actor, query }) => listAgents(ctx, actor, query), guard("listAgents"))
    .get(pathOf("getAgent"), ({ actor, params }) => getAgent(ctx, actor, params.agent_id), guard("getAgent"))
    .patch(
      pathOf("renameAgent"),
      ({ actor, params, body }) => renameAgent(ctx, actor, params.agent_id, body),
      guard("renameAgent"),
    )
    .delete(
      pathOf("deleteAgent"),
      async ({ actor, params, set }) => {
        await deleteAgent(ctx, actor, params.agent_id);
        set.status = 204;
      },
      guard("deleteAgent"),
    );
}
