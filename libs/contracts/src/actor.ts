/**
 * Who acts in a workspace, and what a role allows: what every workspace-scoped use case receives
 * and the rules that compare roles. Kept apart from HTTP so that use cases and domain rules can
 * name them without importing the HTTP kit.
 */
import type { WorkspaceId } from "@cx/ids";
import { WORKSPACE_ROLES, type WorkspaceRole } from "./resources/workspace.ts";

/** Workspace roles, highest first. A higher role satisfies every lower minimum. */
export const ROLES = WORKSPACE_ROLES;
export type Role = WorkspaceRole;

const RANK: Record<Role, number> = { owner: 3, admin: 2, member: 1 };

export function roleSatisfies(role: Role, minimum: Role): boolean {
  return RANK[role] >= RANK[minimum];
}

/** Who acts, in which workspace (checked against the caller), with which role. */
export interface WorkspaceActor {
  userId: string;
  workspaceId: WorkspaceId;
  role: Role;
}
