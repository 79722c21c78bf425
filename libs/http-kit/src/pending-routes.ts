import { AppError } from "@cx/errors";
import type { RouteSpec } from "@cx/route-table";
import { Elysia } from "elysia";

/**
 * Mounts the operations of the route table that a service does not implement yet, answering
 * 501 `not_implemented` (never made-up data), so that the route table stays whole.
 */
export function pendingRoutes(service: string, routes: readonly RouteSpec[], implemented: ReadonlySet<string>) {
  const app = new Elysia({ name: `${service}-pending` });
  for (const route of routes) {
    if (implemented.has(route.operation)) continue;
    app.route(route.method, route.path, () => {
      throw new AppError("not_implemented", `${route.operation} is not implemented yet.`);
    });
  }
  return app;
}

/** The operations an Elysia app answers, as `METHOD path` keys matching the route table. */
export function implementedOperations(
  app: { routes: { method: string; path: string }[] },
  routes: readonly RouteSpec[],
): Set<string> {
  const mounted = new Set(app.routes.map((r) => `${r.method.toUpperCase()} ${r.path}`));
  return new Set(routes.filter((r) => mounted.has(`${r.method} ${r.path}`)).map((r) => r.operation));
}
