import { createHttpApp, pendingRoutes } from "@cx/http-kit";
import type { Logger } from "@cx/logger";
import { routesOf } from "@cx/route-table";

/** The identity service's HTTP surface: its controllers, then the operations still pending. */
export function createIdentityApp(logger: Logger) {
  const implemented = new Set<string>();
  return createHttpApp("identity", logger).use(pendingRoutes("identity", routesOf("identity"), implemented));
}
