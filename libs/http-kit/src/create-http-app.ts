import type { Logger } from "@cx/logger";
import { Elysia } from "elysia";
import { mapError } from "./error-handling.ts";
import { requireGatewaySignature } from "./gateway-only.ts";
import { requireJsonBodies } from "./json-only.ts";
import { RouteMatcher } from "./route-matcher.ts";

/**
 * The root Elysia instance of a gateway or service: error mapping for every route mounted on it
 * later (controllers are separate instances added with `.use`). A service passes the secret the
 * gateway signs callers with, and then answers only requests the gateway signed; the gateway, the
 * public entry, passes null.
 */
export function createHttpApp(name: string, logger: Logger, callerSecret: string | null) {
  // `normalize: false`: a body with a field its schema does not know is refused with 422 naming
  // the field, never silently stripped.
  const app = new Elysia({ name: `${name}-http`, normalize: false });
  const routes = new RouteMatcher(() => app.routes);
  // The hook names what it reads: Elysia infers from a hook's parameters what to prepare for
  // every request, and a hook taking the whole context made it parse cookies, query and headers
  // on every request of every route.
  app.onError({ as: "global" }, ({ code, error, request }) => mapError({ code, error, request }, routes, logger));
  if (callerSecret !== null) {
    app.onRequest(requireGatewaySignature(callerSecret));
    app.onRequest(requireJsonBodies);
  }
  return app;
}

export type HttpApp = ReturnType<typeof createHttpApp>;

/**
 * A controller: one Elysia instance per resource, mounted on the service's app with `.use`. Its
 * bodies are validated strictly, as the app's are (see `createHttpApp`).
 */
export function createController(name: string) {
  return new Elysia({ name, normalize: false });
}
