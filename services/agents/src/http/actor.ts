import { callerForWorkspace, type Role } from "@cx/http-kit";
import type { Actor } from "../app/context.ts";
import { asWorkspaceId } from "../store/workspace-id.ts";

/**
 * The first thing every handler does: verify the gateway's signed caller and that it was
 * resolved for the workspace of the path (401, 404, or 403 below `minimum`).
 */
export function actorOf(request: Request, secret: string, workspaceId: string, minimum: Role = "member"): Actor {
  const caller = callerForWorkspace(request, secret, workspaceId, minimum);
  return { userId: caller.userId, workspaceId: asWorkspaceId(workspaceId), role: caller.role };
}

export type Query = Record<string, string | undefined>;
