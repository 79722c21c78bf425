import { type Static, Type } from "@sinclair/typebox";
import { Body, DateTime, Described, LiteralUnion, Page } from "../builders.ts";

/** Workspace roles, highest first (extension spec part 1). */
export const WORKSPACE_ROLES = ["owner", "admin", "member"] as const;
export const WorkspaceRole = LiteralUnion(WORKSPACE_ROLES, {
  description:
    "A role in a workspace, highest first: `owner`, `admin`, `member`. A higher role satisfies every lower minimum.",
});
export type WorkspaceRole = Static<typeof WorkspaceRole>;

/** A workspace as seen by one user: its id, name and that user's role. */
export const WorkspaceSummary = Type.Object({
  id: Type.String({ description: "The workspace's id (`ws_...`)." }),
  name: Type.String({ description: "The workspace's name." }),
  role: Described(WorkspaceRole, "The user's role in this workspace."),
});
export type WorkspaceSummary = Static<typeof WorkspaceSummary>;

/** `GET /workspaces/{ws}`: the summary plus its creation time (not fixed by either spec). */
export const Workspace = Type.Object({
  ...WorkspaceSummary.properties,
  created_at: DateTime({ description: "When the workspace was created." }),
});
export type Workspace = Static<typeof Workspace>;

/** `GET /workspaces`: each item is the workspace as `GET /workspaces/{ws}` answers it. */
export const WorkspaceListPage = Page(Workspace);
export type WorkspaceListPage = Static<typeof WorkspaceListPage>;

/** A member of a workspace; `joined_at` is when the membership began. */
export const Member = Type.Object({
  user_id: Type.String({ description: "The member's user id (`usr_...`)." }),
  email: Type.String({ description: "The member's email." }),
  name: Type.String({ description: "The member's name." }),
  role: Described(WorkspaceRole, "The member's role in the workspace."),
  joined_at: DateTime({ description: "When the membership began." }),
});
export type Member = Static<typeof Member>;

export const MemberListPage = Page(Member);
export type MemberListPage = Static<typeof MemberListPage>;

export const MemberAddBody = Body(
  {
    email: Type.String({ format: "email", description: "The email of an already registered user." }),
    role: Described(
      WorkspaceRole,
      "The role to grant: an admin may grant `member` or `admin`, only an owner may grant `owner`.",
    ),
  },
  { examples: [{ email: "rina@example.com", role: "member" }] },
);
export type MemberAddBody = Static<typeof MemberAddBody>;

export const MemberRoleBody = Body({
  role: Described(WorkspaceRole, "The member's new role; only an owner may grant `owner` or change an owner's role."),
});
export type MemberRoleBody = Static<typeof MemberRoleBody>;
