import { type Static, Type } from "@sinclair/typebox";
import { Body, DateTime, LiteralUnion, Page } from "../builders.ts";

/** Workspace roles, highest first (extension spec part 1). */
export const WORKSPACE_ROLES = ["owner", "admin", "member"] as const;
export const WorkspaceRole = LiteralUnion(WORKSPACE_ROLES);
export type WorkspaceRole = Static<typeof WorkspaceRole>;

/** A workspace as seen by one user: its id, name and that user's role. */
export const WorkspaceSummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  role: WorkspaceRole,
});
export type WorkspaceSummary = Static<typeof WorkspaceSummary>;

/** `GET /workspaces/{ws}`: the summary plus its creation time (not fixed by either spec). */
export const Workspace = Type.Object({
  ...WorkspaceSummary.properties,
  created_at: DateTime(),
});
export type Workspace = Static<typeof Workspace>;

/** `GET /workspaces`: each item is the workspace as `GET /workspaces/{ws}` answers it. */
export const WorkspaceListPage = Page(Workspace);
export type WorkspaceListPage = Static<typeof WorkspaceListPage>;

/** A member of a workspace; `joined_at` is when the membership began. */
export const Member = Type.Object({
  user_id: Type.String(),
  email: Type.String(),
  name: Type.String(),
  role: WorkspaceRole,
  joined_at: DateTime(),
});
export type Member = Static<typeof Member>;

export const MemberListPage = Page(Member);
export type MemberListPage = Static<typeof MemberListPage>;

export const MemberAddBody = Body({
  email: Type.String({ format: "email" }),
  role: WorkspaceRole,
});
export type MemberAddBody = Static<typeof MemberAddBody>;

export const MemberRoleBody = Body({ role: WorkspaceRole });
export type MemberRoleBody = Static<typeof MemberRoleBody>;
