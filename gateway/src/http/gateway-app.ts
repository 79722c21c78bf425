import { anonymousCaller, createHttpApp, type FetchHandler } from "@cx/http-kit";
import type { Logger } from "@cx/logger";
import { ROUTES, type ServiceName } from "@cx/route-table";
import type { AuthAttemptLimit } from "../access/auth-attempt-limit.ts";
import { authorize } from "../access/authorize.ts";
import type { ClientAddressResolver } from "../access/client-ip.ts";
import { credentialOf } from "../auth/credentials.ts";
import type { PrincipalResolver } from "../auth/principal-resolver.ts";
import { forwardRequest } from "../forwarding/forward-request.ts";

export interface GatewayDependencies {
  services: Record<ServiceName, FetchHandler>;
  principals: PrincipalResolver;
  authAttempts: AuthAttemptLimit;
  clientAddress: ClientAddressResolver;
  internalSecret: string;
  logger: Logger;
}

/**
 * One route per operation of the route table: authenticate, authorize, forward. The body is
 * not parsed here (`parse: "none"`): it streams through to the owning service, which validates.
 */
export function createGatewayApp(deps: GatewayDependencies) {
  const { services, principals, authAttempts, clientAddress, internalSecret, logger } = deps;
  const app = createHttpApp("gateway", logger, null);
  for (const route of ROUTES) {
    const service = services[route.service];
    app.route(
      route.method,
      route.path,
      async ({ request, params }) => {
        const address = clientAddress.resolve(request);
        await authAttempts.check(route, address);
        const credential = credentialOf(request);
        const principal =
          credential.kind === "none" || route.class === "public" ? null : await principals.resolve(credential);
        const workspaceId = (params as Record<string, string | undefined> | undefined)?.workspace_id;
        // Public routes go out signed too, as the anonymous caller: services answer nothing unsigned.
        const caller = authorize(route, request, credential, principal, workspaceId) ?? anonymousCaller(address);
        return service(forwardRequest(request, caller, internalSecret));
      },
      { parse: "none" },
    );
  }
  return app;
}
