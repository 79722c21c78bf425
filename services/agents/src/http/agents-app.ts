import { createHttpApp, pendingRoutes } from "@cx/http-kit";
import type { Logger } from "@cx/logger";
import { routesOf } from "@cx/route-table";

/** The agents service's HTTP surface: its controllers, then the operations still pending. */
export function createAgentsApp(logger: Logger) {
  const implemented = new Set<string>();
  return createHttpApp("agents", logger).use(pendingRoutes("agents", routesOf("agents"), implemented));
}
