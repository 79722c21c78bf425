import { createController, guard, routeGuard } from "@cx/http-kit";
import { pathOf } from "@cx/route-table";
import type { AgentsContext } from "../app/context.ts";
import { createTool, deleteTool, getTool, listTools, updateTool } from "../app/tools.ts";

/** Workspace tools (extensions part 7): members read, admins write, as the route table says. */
export function toolsController(ctx: AgentsContext, secret: string) {
  return createController("agents-tools")
    .use(routeGuard(secret))
    .post(
      pathOf("createTool"),
      async ({ actor, body, set }) => {
        const tool = await createTool(ctx, actor, body);
        set.status = 201;
        return tool;
      },
      guard("createTool"),
    )
    .get(pathOf("listTools"), ({ actor, query }) => listTools(ctx, actor, query), guard("listTools"))
    .get(pathOf("getTool"), ({ actor, params }) => getTool(ctx, actor, params.tool_id), guard("getTool"))
    .patch(
      pathOf("updateTool"),
      ({ actor, params, body }) => updateTool(ctx, actor, params.tool_id, body),
      guard("updateTool"),
    )
    .delete(
      pathOf("deleteTool"),
      async ({ actor, params, query, set }) => {
        await deleteTool(ctx, actor, params.tool_id, query);
        set.status = 204;
      },
      guard("deleteTool"),
    );
}
