import { workspaceActor } from "@cx/http-kit";
import { routesOf } from "@cx/route-table";
import type { Actor } from "../app/documents.ts";

const ROLE_BY_ROUTE = new Map(
  routesOf("knowledge").map((r) => [
    `${r.method} ${r.path}`,
    r.minRole === "admin" ? ("admin" as const) : ("member" as const),
  ]),
);

/**
 * Derives the verified caller before the body is validated, so that an unauthenticated or
 * under-privileged request is refused as such and never learns what a valid body looks like.
 * The minimum role comes from the route table, the one source of truth for it.
 */
export function deriveActor(secret: string) {
  return ({ request, params, route }: { request: Request; params: Record<string, string>; route: string }) => {
    const minimum = ROLE_BY_ROUTE.get(`${request.method} ${route}`) ?? "admin";
    const { workspaceId, userId } = workspaceActor(request, secret, params.workspace_id ?? "", minimum);
    const actor: Actor = { workspaceId, userId };
    return { actor };
  };
}
