import { anonymousCaller, type Caller, createHttpApp, type FetchHandler } from "@cx/http-kit";
import type { Logger } from "@cx/logger";
import { ROUTES, type ServiceName } from "@cx/route-table";
import type { AuthAttemptLimit } from "../access/auth-attempt-limit.ts";
import { authorize } from "../access/authorize.ts";
import type { ClientAddressResolver } from "../access/client-ip.ts";
import { type Credential, credentialOf } from "../auth/credentials.ts";
import type { Principal, PrincipalResolver } from "../auth/principal-resolver.ts";
import { dashboardRoutes } from "../dashboard/dashboard-routes.ts";
import { forwardRequest } from "../forwarding/forward-request.ts";
import { forwardWithin } from "../forwarding/forward-within.ts";
import { idempotencyKeyOf } from "../idempotency/idempotency-key.ts";
import type { IdempotentForwarding } from "../idempotency/idempotent-forwarding.ts";
import { referenceRoutes } from "../reference/reference-routes.ts";
import type { EventStreams } from "../streams/event-streams.ts";
import { mayStream, opensStream } from "../streams/stream-operations.ts";
import { type ForwardHandler, forwardedRoutes } from "./forwarded-routes.ts";

export interface GatewayDependencies {
  services: Record<ServiceName, FetchHandler>;
  principals: PrincipalResolver;
  authAttempts: AuthAttemptLimit;
  clientAddress: ClientAddressResolver;
  idempotency: IdempotentForwarding;
  /** How long a service may take before the caller gets 503 (`GATEWAY_FORWARD_TIMEOUT_MS`). */
  forwardTimeoutMs: number;
  /** The limits and the closing of event streams (extensions part 0). */
  streams: EventStreams;
  logger: Logger;
}

const NO_PARAMS: Readonly<Record<string, string>> = Object.freeze({});

/** Whose idempotency keys these are: a key is only ever matched against its owner's own keys. */
function callerScope(caller: Caller): string {
  if (caller.via === "anonymous") return `address:${caller.clientAddress ?? "unknown"}`;
  if (caller.via === "api_key") return `key:${caller.keyId ?? caller.userId}`;
  return `user:${caller.userId}`;
}

/**
 * One route per operation of the route table: authenticate, authorize, forward, matched by
 * `forwardedRoutes` ahead of the Elysia app that also holds them (see there why). The body is
 * not parsed here (`parse: "none"`): it streams through to the owning service, which validates;
 * only a creating request with an `Idempotency-Key` is read whole, to be compared with a repeat.
 * Beside them, the API reference (`/openapi.json`, `/docs`) and the dashboard (`/`), public.
 */
export function createGatewayApp(deps: GatewayDependencies) {
  const { services, principals, authAttempts, clientAddress, idempotency, forwardTimeoutMs, streams, logger } = deps;
  const app = createHttpApp("gateway", logger, null);
  app.use(referenceRoutes());
  app.use(dashboardRoutes());
  const forwarded = ROUTES.map((route) => {
    const service = services[route.service];
    const forward = (
      request: Request,
      params: Record<string, string>,
      credential: Credential,
      principal: Principal | null,
      since: number,
    ) => {
      // Public routes go out with a caller too, the anonymous one: services answer nothing without one.
      const caller =
        authorize(route, request, credential, principal, params.workspace_id) ??
        anonymousCaller(clientAddress.resolve(request));
      const key = route.idempotent ? idempotencyKeyOf(request) : undefined;
      if (key !== undefined) {
        return idempotency.forward({
          route,
          request,
          key,
          callerScope: callerScope(caller),
          send: (buffered) => service(forwardRequest(buffered, caller)),
        });
      }
      const send = () =>
        forwardWithin((abandon) => service(forwardRequest(request, caller, abandon)), forwardTimeoutMs);
      if (streaming && opensStream(route, request)) return streams.forward(caller, credential, since, send);
      return send();
    };
    // Waits only when something must be waited for: a limited operation's count, or a principal
    // not yet held. Most requests go straight through (an await costs even when nothing is pending).
    // The client address is resolved only where it is used: the attempt limit and the anonymous caller.
    const countsAttempts = authAttempts.limits(route);
    // A stream is ended by an invalidation of its credential that came after the credential was checked.
    const streaming = mayStream(route);
    const handle: ForwardHandler = (request, params) => {
      const limited = countsAttempts ? authAttempts.consume(clientAddress.resolve(request)) : undefined;
      const credential = credentialOf(request);
      if (credential.kind === "none" || route.class === "public") {
        if (!limited) return forward(request, params, credential, null, 0);
        return limited.then(() => forward(request, params, credential, null, 0));
      }
      const since = streaming ? streams.open.generation : 0;
      const principal = principals.cached?.(credential);
      if (principal && !limited) return forward(request, params, credential, principal, since);
      return (async () => {
        await limited;
        return forward(request, params, credential, await principals.resolve(credential), since);
      })();
    };
    // Elysia matches a path with a trailing slash as without it, but hands a route without
    // parameters no `params` object at all then.
    app.route(route.method, route.path, ({ request, params }) => handle(request, params ?? NO_PARAMS), {
      parse: "none",
    });
    return { method: route.method, path: route.path, handle };
  });
  const handle = forwardedRoutes(forwarded, (request) => app.handle(request), logger);
  return { handle, routes: app.routes };
}
