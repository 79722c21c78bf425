import { createHttpApp, pendingRoutes } from "@cx/http-kit";
import type { Logger } from "@cx/logger";
import { routesOf } from "@cx/route-table";

/** The testing service's HTTP surface: its controllers, then the operations still pending. */
export function createTestingApp(logger: Logger) {
  const implemented = new Set<string>();
  return createHttpApp("testing", logger).use(pendingRoutes("testing", routesOf("testing"), implemented));
}
