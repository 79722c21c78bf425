// `Role` is part of the signed caller; the roles' rules live with the actor in `@cx/contracts`.
export type { Role } from "@cx/contracts";
export {
  anonymousCaller,
  CALLER_HEADER,
  type Caller,
  CallerSigner,
  handCaller,
  handedCaller,
  requestCaller,
  requireWorkspace,
  signCaller,
  verifyCaller,
} from "./caller.ts";
export { createController, createHttpApp, type HttpApp } from "./create-http-app.ts";
export { unexpectedErrorResponse } from "./error-handling.ts";
export { errorResponse, fieldErrorsFrom, jsonResponse, validationFailed } from "./error-response.ts";
export { requireGatewaySignature } from "./gateway-only.ts";
export { MAX_JSON_DEPTH, nestsDeeperThan, tooDeeplyNested } from "./json-depth.ts";
export { implementedOperations, pendingRoutes, serviceApp } from "./pending-routes.ts";
export { keysetQuery, pageParams, pageQuery } from "./query-params.ts";
export {
  attachPeer,
  type FetchHandler,
  instrumentHandler,
  methodTakesBody,
  PEER_ADDRESS_HEADER,
  type PeerSource,
  pathAndQueryOf,
  pathOf,
  peerAddressOf,
  REQUEST_ID_HEADER,
  requestIdOf,
  withHeader,
} from "./request-handler.ts";
export { authorize, type Guarded, guard, routeGuard } from "./route-guard.ts";
export { RouteMatcher } from "./route-matcher.ts";
