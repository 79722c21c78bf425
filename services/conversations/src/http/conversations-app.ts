import { createHttpApp, pendingRoutes } from "@cx/http-kit";
import type { Logger } from "@cx/logger";
import { routesOf } from "@cx/route-table";

/** The conversations service's HTTP surface: its controllers, then the operations still pending. */
export function createConversationsApp(logger: Logger, secret: string) {
  const implemented = new Set<string>();
  return createHttpApp("conversations", logger, secret).use(
    pendingRoutes("conversations", routesOf("conversations"), implemented),
  );
}
