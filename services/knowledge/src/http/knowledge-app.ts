import { createHttpApp, pendingRoutes } from "@cx/http-kit";
import type { Logger } from "@cx/logger";
import { routesOf } from "@cx/route-table";

/** The knowledge service's HTTP surface: its controllers, then the operations still pending. */
export function createKnowledgeApp(logger: Logger) {
  const implemented = new Set<string>();
  return createHttpApp("knowledge", logger).use(pendingRoutes("knowledge", routesOf("knowledge"), implemented));
}
