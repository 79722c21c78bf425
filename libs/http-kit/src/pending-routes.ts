import { AppError } from "@cx/errors";
import type { Logger } from "@cx/logger";
import { type RouteSpec, routesOf, type ServiceName } from "@cx/route-table";
import { type AnyElysia, Elysia } from "elysia";
import { createHttpApp } from "./create-http-app.ts";

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

/**
 * A service's whole HTTP surface: the root app of the process for `service` (a name of the
 * registry), its controllers mounted in order, then the operations of the route table it does
 * not implement yet, answering 501.
 */
export function serviceApp(
  service: ServiceName,
  logger: Logger,
  secret: string | null,
  controllers: readonly AnyElysia[],
) {
  const routes = routesOf(service);
  const implemented = new Set(controllers.flatMap((controller) => [...implementedOperations(controller, routes)]));
  const app = createHttpApp(service, logger, secret);
  for (const controller of controllers) app.use(controller);
  return app.use(pendingRoutes(service, routes, implemented));
}
