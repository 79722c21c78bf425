import { type Role, roleSatisfies } from "@cx/contracts";
import { AppError } from "@cx/errors";
import type { Caller } from "@cx/http-kit";
import { MUTATING_METHODS, type RouteSpec } from "@cx/route-table";
import type { Credential } from "../auth/credentials.ts";
import type { Principal } from "../auth/principal-resolver.ts";

export const CSRF_HEADER = "x-cx-request";

/**
 * The access rules of part 5 and the extensions, in the order a caller meets them: who you are
 * (401), whether this kind of credential may call this operation (403), the CSRF header for
 * cookie mutations (403), whether the workspace is yours (404, no existence oracle), then the
 * minimum role (403). Returns the caller to sign for the service, or null for public routes.
 */
export function authorize(
  route: RouteSpec,
  request: Request,
  credential: Credential,
  principal: Principal | null,
  workspaceId: string | undefined,
): Caller | null {
  if (route.class === "public") return null;
  if (credential.kind === "none" || !principal) throw AppError.unauthenticated();
  if (route.class === "session" && principal.via === "api_key") {
    throw AppError.forbidden(
      "API keys may not call this operation; log in to the dashboard at /login and use its session.",
      "api_key_not_allowed",
    );
  }
  if (principal.via === "session" && MUTATING_METHODS.has(request.method) && request.headers.get(CSRF_HEADER) !== "1") {
    throw AppError.forbidden("Requests made with a session cookie must send X-CX-Request: 1.", "csrf_header_missing");
  }
  let role: Role | null = null;
  if (workspaceId !== undefined) {
    role = (Object.hasOwn(principal.workspaces, workspaceId) ? principal.workspaces[workspaceId] : undefined) ?? null;
    if (!role) throw AppError.notFound("workspace");
    if (route.minRole !== "none" && route.minRole !== "signed_in" && !roleSatisfies(role, route.minRole)) {
      throw AppError.roleRequired(route.minRole, role);
    }
  }
  return callerOf(principal, workspaceId ?? null, role);
}

/**
 * The callers made for each principal, by workspace. A principal is replaced, never changed, when
 * identity's answer changes, and the role comes from it: so one frozen caller serves every
 * request of a principal in a workspace, and its signed token is found by the object
 * (`CallerSigner`). Only workspaces the principal belongs to get one.
 */
const callersOf = new WeakMap<Principal, Map<string, Caller>>();

function callerOf(principal: Principal, workspaceId: string | null, role: Role | null): Caller {
  let byWorkspace = callersOf.get(principal);
  if (!byWorkspace) {
    byWorkspace = new Map();
    callersOf.set(principal, byWorkspace);
  }
  // Workspace ids are never empty: "" stands for the routes of no workspace.
  const key = workspaceId ?? "";
  let caller = byWorkspace.get(key);
  if (!caller) {
    caller = Object.freeze({
      userId: principal.userId,
      workspaceId,
      role,
      via: principal.via,
      sessionId: principal.sessionId,
      keyId: principal.keyId,
    });
    byWorkspace.set(key, caller);
  }
  return caller;
}
