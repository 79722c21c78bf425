import type { Logger } from "@cx/logger";
import { Elysia } from "elysia";
import { mapError } from "./error-handling.ts";
import { RouteMatcher } from "./route-matcher.ts";

/**
 * The root Elysia instance of a gateway or service: error mapping for every route mounted on it
 * later (controllers are separate instances added with `.use`).
 */
export function createHttpApp(name: string, logger: Logger) {
  const app = new Elysia({ name: `${name}-http` });
  const routes = new RouteMatcher(() => app.routes);
  return app.onError({ as: "global" }, (ctx) => mapError(ctx, routes, logger));
}

export type HttpApp = ReturnType<typeof createHttpApp>;
