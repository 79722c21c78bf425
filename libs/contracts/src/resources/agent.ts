/**
 * Agents, branches, versions and drafts. Part 2 of platform-api.md leaves their lifecycle "not
 * shown"; these shapes are the extension spec's part 2.
 */
import { type Static, Type } from "@sinclair/typebox";
import { Body, DateTime, Name, Nullable, Page, Patch, Query, TimestampProperties } from "../builders.ts";
import { AgentConfig } from "./agent-config.ts";

export const MAIN_BRANCH_NAME = "main";

export const Agent = Type.Object({
  id: Type.String(),
  name: Type.String(),
  main_branch_id: Type.String(),
  ...TimestampProperties,
  created_by: Type.String(),
});
export type Agent = Static<typeof Agent>;

export const AgentListPage = Page(Agent);
export type AgentListPage = Static<typeof AgentListPage>;

export const AgentCreateBody = Body({
  name: Name(),
  config: Type.Optional(AgentConfig),
});
export type AgentCreateBody = Static<typeof AgentCreateBody>;

export const AgentRenameBody = Body({ name: Name() });
export type AgentRenameBody = Static<typeof AgentRenameBody>;

/** `parent_version_id` is null only for `main`, whose first version has no parent. */
export const Branch = Type.Object({
  id: Type.String(),
  agent_id: Type.String(),
  name: Type.String(),
  parent_version_id: Nullable(Type.String()),
  tip_version_id: Type.String(),
  is_archived: Type.Boolean(),
  draft_exists: Type.Boolean(),
  live_basis_points: Type.Integer({ minimum: 0, maximum: 10000 }),
  ...TimestampProperties,
});
export type Branch = Static<typeof Branch>;

export const BranchListPage = Page(Branch);
export type BranchListPage = Static<typeof BranchListPage>;

/** Without `parent_version_id` the new branch copies main's tip. */
export const BranchCreateBody = Body({
  name: Name(),
  parent_version_id: Type.Optional(Nullable(Type.String())),
});
export type BranchCreateBody = Static<typeof BranchCreateBody>;

export const BranchUpdateBody = Patch({ name: Name(), is_archived: Type.Boolean() });
export type BranchUpdateBody = Static<typeof BranchUpdateBody>;

/** Query of every draft operation and of reconcile: which branch's draft. */
export const BranchQuery = Query({ branch_id: Type.String({ minLength: 1 }) });
export type BranchQuery = Static<typeof BranchQuery>;

/**
 * The reconcile preview's query: its listed answers are 401, 403 and 404 only, so a preview
 * without `branch_id` is a branch not found (404), never a 422.
 */
export const ReconcilePreviewQuery = Query({ branch_id: Type.Optional(Type.String({ minLength: 1 })) });
export type ReconcilePreviewQuery = Static<typeof ReconcilePreviewQuery>;

/** Immutable. `changed_paths` are dot-form config paths that differ from the parent version. */
export const Version = Type.Object({
  id: Type.String(),
  agent_id: Type.String(),
  branch_id: Type.String(),
  parent_version_id: Nullable(Type.String()),
  config: AgentConfig,
  changed_paths: Type.Array(Type.String()),
  created_at: DateTime(),
  created_by: Type.String(),
});
export type Version = Static<typeof Version>;

export const VersionListPage = Page(Version);
export type VersionListPage = Static<typeof VersionListPage>;

/** `path_changed_at`: each path that differs from the base, with when it last changed. */
export const Draft = Type.Object({
  branch_id: Type.String(),
  base_version_id: Type.String(),
  config: AgentConfig,
  draft_hash: Type.String(),
  updated_at: DateTime(),
  path_changed_at: Type.Record(Type.String(), DateTime()),
});
export type Draft = Static<typeof Draft>;

/** `PUT .../draft`: the whole config; the base defaults to the branch tip for a new draft. */
export const DraftSaveBody = Body({
  config: AgentConfig,
  base_version_id: Type.Optional(Type.String()),
});
export type DraftSaveBody = Static<typeof DraftSaveBody>;
