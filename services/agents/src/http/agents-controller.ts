import { createController, workspaceActor } from "@cx/http-kit";
import { createAgent, getAgent, listAgents, renameAgent } from "../app/agents.ts";
import type { AgentsContext } from "../app/context.ts";
import type { Query } from "./query.ts";

const WS = "/api/v1/workspaces/:workspace_id";

export function agentsController(ctx: AgentsContext, secret: string) {
  return createController("agents-agents")
    .post(`${WS}/agents`, async ({ request, params, body, set }) => {
      const actor = workspaceActor(request, secret, params.workspace_id);
      const agent = await createAgent(ctx, actor, body);
      set.status = 201;
      return agent;
    })
    .get(`${WS}/agents`, ({ request, params, query }) =>
      listAgents(ctx, workspaceActor(request, secret, params.workspace_id), query as Query),
    )
    .get(`${WS}/agents/:agent_id`, ({ request, params }) =>
      getAgent(ctx, workspaceActor(request, secret, params.workspace_id), params.agent_id),
    )
    .patch(`${WS}/agents/:agent_id`, ({ request, params, body }) =>
      renameAgent(ctx, workspaceActor(request, secret, params.workspace_id), params.agent_id, body),
    );
}
