import { createController, workspaceActor } from "@cx/http-kit";
import type { AgentsContext } from "../app/context.ts";
import { createTool, deleteTool, getTool, listTools, updateTool } from "../app/tools.ts";
import type { Query } from "./query.ts";

const WS = "/api/v1/workspaces/:workspace_id";

/** Workspace tools: members read, admins write (the gateway checks the role too). */
export function toolsController(ctx: AgentsContext, secret: string) {
  return createController("agents-tools")
    .post(`${WS}/tools`, async ({ request, params, body, set }) => {
      const tool = await createTool(ctx, workspaceActor(request, secret, params.workspace_id, "admin"), body);
      set.status = 201;
      return tool;
    })
    .get(`${WS}/tools`, ({ request, params, query }) =>
      listTools(ctx, workspaceActor(request, secret, params.workspace_id), query as Query),
    )
    .get(`${WS}/tools/:tool_id`, ({ request, params }) =>
      getTool(ctx, workspaceActor(request, secret, params.workspace_id), params.tool_id),
    )
    .patch(`${WS}/tools/:tool_id`, ({ request, params, body }) =>
      updateTool(ctx, workspaceActor(request, secret, params.workspace_id, "admin"), params.tool_id, body),
    )
    .delete(`${WS}/tools/:tool_id`, async ({ request, params, query, set }) => {
      await deleteTool(
        ctx,
        workspaceActor(request, secret, params.workspace_id, "admin"),
        params.tool_id,
        query as Query,
      );
      set.status = 204;
    });
}
