import { useOutletContext } from "react-router";
import type { Me } from "../auth/session.tsx";

export interface WorkspaceContext {
  me: Me;
  workspace: Me["workspaces"][number];
}

/** The signed-in user and the workspace of the page (`/w/{ws}/...`). */
export function useWorkspace(): WorkspaceContext {
  return useOutletContext<WorkspaceContext>();
}

/** At least an admin: roles highest first are owner, admin, member. */
export function isAdmin(role: string): boolean {
  return role === "owner" || role === "admin";
}
