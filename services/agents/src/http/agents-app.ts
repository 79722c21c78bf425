import { serviceApp } from "@cx/http-kit";
import type { Logger } from "@cx/logger";
import { SERVICES } from "@cx/route-table";
import type { AgentsContext } from "../app/context.ts";
import { agentsController } from "./agents-controller.ts";
import { branchesController, versionsController } from "./branches-controller.ts";
import { deploymentsController } from "./deployments-controller.ts";
import { draftsController } from "./drafts-controller.ts";
import { toolsController } from "./tools-controller.ts";

/** The agents service's HTTP surface: its controllers, then any operation of the route table still pending. */
export function createAgentsApp(ctx: AgentsContext, secret: string, logger: Logger) {
  return serviceApp(SERVICES.agents.name, logger, secret, [
    agentsController(ctx, secret),
    branchesController(ctx, secret),
    versionsController(ctx, secret),
    draftsController(ctx, secret),
    deploymentsController(ctx, secret),
    toolsController(ctx, secret),
  ]);
}
