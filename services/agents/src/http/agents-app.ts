import { createHttpApp, implementedOperations, pendingRoutes } from "@cx/http-kit";
import type { Logger } from "@cx/logger";
import { routesOf } from "@cx/route-table";
import type { AgentsContext } from "../app/context.ts";
import { agentsController } from "./agents-controller.ts";
import { branchesController, versionsController } from "./branches-controller.ts";
import { deploymentsController } from "./deployments-controller.ts";
import { draftsController } from "./drafts-controller.ts";
import { toolsController } from "./tools-controller.ts";

/** The agents service's HTTP surface: its controllers, then any operation of the route table still pending. */
export function createAgentsApp(ctx: AgentsContext, secret: string, logger: Logger) {
  const app = createHttpApp("agents", logger, secret)
    .use(agentsController(ctx, secret))
    .use(branchesController(ctx, secret))
    .use(versionsController(ctx, secret))
    .use(draftsController(ctx, secret))
    .use(deploymentsController(ctx, secret))
    .use(toolsController(ctx, secret));
  const implemented = implementedOperations(app, routesOf("agents"));
  return app.use(pendingRoutes("agents", routesOf("agents"), implemented));
}
