import { createHttpApp, implementedOperations, pendingRoutes } from "@cx/http-kit";
import type { Logger } from "@cx/logger";
import { routesOf } from "@cx/route-table";
import type { IdentityDeps } from "../app/deps.ts";
import { apiKeysController } from "./api-keys-controller.ts";
import { authController } from "./auth-controller.ts";
import { membersController } from "./members-controller.ts";
import { principalsController } from "./principals-controller.ts";
import { workspacesController } from "./workspaces-controller.ts";

/** The identity service's HTTP surface: its controllers, then any operation still pending. */
export function createIdentityApp(deps: IdentityDeps, internalSecret: string, logger: Logger) {
  const app = createHttpApp("identity", logger, internalSecret)
    .use(authController(deps, internalSecret))
    .use(workspacesController(deps, internalSecret))
    .use(membersController(deps, internalSecret))
    .use(apiKeysController(deps, internalSecret))
    .use(principalsController(deps, internalSecret));
  const implemented = implementedOperations(app, routesOf("identity"));
  return app.use(pendingRoutes("identity", routesOf("identity"), implemented));
}

export type IdentityApp = ReturnType<typeof createIdentityApp>;
