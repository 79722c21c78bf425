import { requestSchemasOf } from "@cx/contracts";
import { AppError } from "@cx/errors";
import { asWorkspaceId } from "@cx/ids";
import { isWorkspaceScoped, type OperationId, type RouteSpec, routeOf } from "@cx/route-table";
import { Elysia } from "elysia";
import { CALLER_HEADER, type Caller, requireWorkspace, verifyCaller, type WorkspaceActor } from "./caller.ts";

/** What a guarded handler receives: the verified caller, and the actor on workspace routes. */
export type Guarded = {
  caller: Caller;
  /** Set on workspace-scoped operations (the workspace of the path, checked, with the role). */
  actor: WorkspaceActor;
};

/**
 * The route table's rules for one operation, in the gateway's order: who you are (401), the
 * credential kind (403 `api_key_not_allowed` on session operations), then the workspace of the
 * path (404) and the minimum role (403). Exported for the few callers that check outside a route.
 */
export function authorize(route: RouteSpec, request: Request, params: Record<string, string | undefined>): Guarded {
  const caller = (request as GuardedRequest)[VERIFIED];
  if (!caller) throw AppError.unauthenticated();
  if (route.class === "public") return { caller, actor: undefined as never };
  if (caller.via === "anonymous") throw AppError.unauthenticated();
  if (route.class === "session") {
    if (caller.via === "api_key") {
      throw AppError.forbidden(
        "API keys may not call this operation; sign in to the dashboard.",
        "api_key_not_allowed",
      );
    }
    if (caller.via !== "session") throw AppError.unauthenticated();
  }
  if (!isWorkspaceScoped(route)) return { caller, actor: undefined as never };
  const workspaceId = params.workspace_id ?? "";
  const minimum = route.minRole === "admin" || route.minRole === "owner" ? route.minRole : "member";
  const checked = requireWorkspace(caller, workspaceId, minimum);
  return { caller, actor: { userId: checked.userId, workspaceId: asWorkspaceId(workspaceId), role: checked.role } };
}

const VERIFIED = Symbol("verified caller");
const GUARDED = Symbol("guarded");
type GuardedRequest = Request & { [VERIFIED]?: Caller | null; [GUARDED]?: Guarded };

/**
 * The one route guard of every service: `.post(path, handler, guard("createTool"))` (or
 * `{ ...guard("x"), ...moreHooks }`). Keyed by the route-table operation, it verifies the signed
 * caller once, applies `authorize` before the body is validated (a caller learns nothing from a
 * 422 about a body it may not send), and validates body and query with the operation's shared
 * schemas, strictly. The handler reads `caller` and `actor` from its context.
 */
export function routeGuard(secret: string) {
  return new Elysia({ name: "route-guard", seed: "route-guard" }).macro("operation", (operation: OperationId) => {
    const route = routeOf(operation);
    if (!route) throw new Error(`unknown operation ${operation}`);
    return {
      transform({ request, params }) {
        const guarded = request as GuardedRequest;
        if (!(VERIFIED in guarded)) guarded[VERIFIED] = verifyCaller(request.headers.get(CALLER_HEADER), secret);
        guarded[GUARDED] = authorize(route, request, (params ?? {}) as Record<string, string | undefined>);
      },
      resolve: ({ request }) => (request as GuardedRequest)[GUARDED] as Guarded,
    };
  });
}

/** The hooks of a guarded route: the operation (for the guard) and its request schemas. */
export function guard<const O extends OperationId>(operation: O) {
  return { operation, ...requestSchemasOf(operation) };
}
