import { type PageQuery, pageSizeOf, type Workspace, type WorkspaceListPage } from "@cx/contracts";
import { AppError } from "@cx/errors";
import { listPage } from "@cx/store";
import type { UserId, WorkspaceId } from "../domain/ids.ts";
import type { Role } from "../domain/roles.ts";
import type { IdentityDeps } from "./deps.ts";

/** The caller's workspaces, in the order they joined them. */
export async function listWorkspaces(deps: IdentityDeps, userId: UserId, query: PageQuery): Promise<WorkspaceListPage> {
  const memberships = await deps.memberships.pageOfUser(userId, { cursor: query.cursor, pageSize: pageSizeOf(query) });
  const workspaces = new Map(
    (await deps.workspaces.findByIds(memberships.items.map((m) => m.workspace_id))).map((w) => [w._id, w]),
  );
  return listPage(memberships, (items) =>
    items.flatMap((m) => {
      const workspace = workspaces.get(m.workspace_id);
      return workspace
        ? [{ id: workspace._id, name: workspace.name, role: m.role, created_at: workspace.created_at }]
        : [];
    }),
  );
}

/** `role` is the caller's role as the gateway resolved it (an API key's capped role included). */
export async function getWorkspace(deps: IdentityDeps, workspaceId: WorkspaceId, role: Role): Promise<Workspace> {
  const workspace = await deps.workspaces.findById(workspaceId);
  if (!workspace) throw AppError.notFound("workspace");
  return { id: workspace._id, name: workspace.name, role, created_at: workspace.created_at };
}
