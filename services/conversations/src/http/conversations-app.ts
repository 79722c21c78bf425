import { createHttpApp, implementedOperations, pendingRoutes } from "@cx/http-kit";
import type { Logger } from "@cx/logger";
import { routesOf } from "@cx/route-table";
import type { ConversationDeps } from "../app/deps.ts";
import { conversationsController } from "./conversations-controller.ts";

/** The conversations service's HTTP surface: its controllers, then any operation still pending. */
export function createConversationsApp(deps: ConversationDeps, logger: Logger, secret: string) {
  const app = createHttpApp("conversations", logger, secret).use(conversationsController(deps, secret, logger));
  const implemented = implementedOperations(app, routesOf("conversations"));
  return app.use(pendingRoutes("conversations", routesOf("conversations"), implemented));
}
