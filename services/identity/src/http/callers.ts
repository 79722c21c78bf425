import { AppError } from "@cx/errors";
import { type Caller, type Role, requireWorkspace, signedInCaller } from "@cx/http-kit";
import { routesOf } from "@cx/route-table";
import { asUserId, asWorkspaceId, type UserId, type WorkspaceId } from "../domain/ids.ts";

/**
 * The gateway enforces the operation class, but a service reachable on the cluster network checks
 * again: a session-class route refuses a caller that came with an API key.
 */
function requireSession(caller: Caller): void {
  if (caller.via === "api_key") {
    throw AppError.forbidden("API keys may not call this operation; sign in to the dashboard.", "api_key_not_allowed");
  }
  if (caller.via !== "session") throw AppError.unauthenticated();
}

export interface SessionCaller {
  userId: UserId;
  sessionId: string | undefined;
}

/** Routes without a workspace (`/auth/me`, `/auth/logout`, `/workspaces`): session only. */
export function sessionCaller(request: Request, secret: string): SessionCaller {
  const caller = signedInCaller(request, secret);
  requireSession(caller);
  return { userId: asUserId(caller.userId), sessionId: caller.sessionId };
}

export interface WorkspaceCaller {
  userId: UserId;
  workspaceId: WorkspaceId;
  role: Role;
}

/** Verifies the signed caller for the workspace of the path and the route's minimum role. */
export function workspaceCaller(
  request: Request,
  secret: string,
  workspaceId: string,
  minimum: Role,
  options: { sessionOnly: boolean },
): WorkspaceCaller {
  // The gateway's order: who you are, then the credential kind, then workspace and role. The
  // token is verified once for all three.
  const signed = signedInCaller(request, secret);
  if (options.sessionOnly) requireSession(signed);
  const caller = requireWorkspace(signed, workspaceId, minimum);
  return { userId: asUserId(caller.userId), workspaceId: asWorkspaceId(workspaceId), role: caller.role };
}

const ROUTE_SPECS = new Map(routesOf("identity").map((route) => [`${route.method} ${route.path}`, route]));

/**
 * A transform hook (it runs before body validation) applying the route table's rules for the
 * matched route, in the gateway's order: who you are (401), the credential kind, then workspace
 * (404) and minimum role (403). So a caller learns nothing from a 422 about a body it may not
 * send, whether or not the request came through the gateway.
 */
export function requireSignedCaller(secret: string) {
  return ({ request, route, params }: { request: Request; route: string; params?: Record<string, string> }): void => {
    const spec = ROUTE_SPECS.get(`${request.method} ${route}`);
    const workspaceId = params?.workspace_id;
    if (
      spec &&
      workspaceId !== undefined &&
      (spec.minRole === "member" || spec.minRole === "admin" || spec.minRole === "owner")
    ) {
      workspaceCaller(request, secret, workspaceId, spec.minRole, { sessionOnly: spec.class === "session" });
      return;
    }
    const caller = signedInCaller(request, secret);
    if (spec?.class === "session") requireSession(caller);
  };
}
