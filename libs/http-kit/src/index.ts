export {
  anonymousCaller,
  CALLER_HEADER,
  type Caller,
  CallerSigner,
  callerForWorkspace,
  ROLES,
  type Role,
  requestCaller,
  requireWorkspace,
  roleSatisfies,
  signCaller,
  signedInCaller,
  verifyCaller,
  type WorkspaceActor,
  workspaceActor,
} from "./caller.ts";
export { createController, createHttpApp, type HttpApp } from "./create-http-app.ts";
export { errorResponse, fieldErrorsFrom, jsonResponse, validationFailed } from "./error-response.ts";
export { requireGatewaySignature } from "./gateway-only.ts";
export { MAX_JSON_DEPTH, nestsDeeperThan, tooDeeplyNested } from "./json-depth.ts";
export { implementedOperations, pendingRoutes } from "./pending-routes.ts";
export { pageSizeParam } from "./query-params.ts";
export {
  type FetchHandler,
  instrumentHandler,
  PEER_ADDRESS_HEADER,
  pathOf,
  REQUEST_ID_HEADER,
  requestIdOf,
  withHeader,
} from "./request-handler.ts";
export { authorize, type Guarded, guard, routeGuard } from "./route-guard.ts";
export { RouteMatcher } from "./route-matcher.ts";
