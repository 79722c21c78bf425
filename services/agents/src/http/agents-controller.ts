import { Elysia } from "elysia";
import { createAgent, getAgent, listAgents, renameAgent } from "../app/agents.ts";
import type { AgentsContext } from "../app/context.ts";
import { actorOf, type Query } from "./actor.ts";

const WS = "/api/v1/workspaces/:workspace_id";

export function agentsController(ctx: AgentsContext, secret: string) {
  return new Elysia({ name: "agents-agents" })
    .post(`${WS}/agents`, async ({ request, params, body, set }) => {
      const actor = actorOf(request, secret, params.workspace_id);
      const agent = await createAgent(ctx, actor, body);
      set.status = 201;
      return agent;
    })
    .get(`${WS}/agents`, ({ request, params, query }) =>
      listAgents(ctx, actorOf(request, secret, params.workspace_id), query as Query),
    )
    .get(`${WS}/agents/:agent_id`, ({ request, params }) =>
      getAgent(ctx, actorOf(request, secret, params.workspace_id), params.agent_id),
    )
    .patch(`${WS}/agents/:agent_id`, ({ request, params, body }) =>
      renameAgent(ctx, actorOf(request, secret, params.workspace_id), params.agent_id, body),
    );
}
