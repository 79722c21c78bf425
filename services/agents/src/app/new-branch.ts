import type { WorkspaceId } from "@cx/ids";
import type { BranchDoc, VersionDoc } from "../store/documents.ts";
import { newId } from "./ids.ts";

export interface NewBranchInput {
  workspaceId: WorkspaceId;
  agentId: string;
  name: string;
  /** The version the branch starts from (null for an agent's `main`). */
  parentVersionId: string | null;
  configJson: string;
  changedPaths: string[];
  createdBy: string;
  now: string;
}

/**
 * Every branch starts as one published version and a branch pointing at it (seq 1), whether it is
 * an agent's `main` or a branch made later from another version.
 */
export function newBranchWithFirstVersion(input: NewBranchInput): { branch: BranchDoc; version: VersionDoc } {
  const branchId = newId("br");
  const version: VersionDoc = {
    _id: newId("ver"),
    workspace_id: input.workspaceId,
    agent_id: input.agentId,
    branch_id: branchId,
    seq: 1,
    parent_version_id: input.parentVersionId,
    config_json: input.configJson,
    changed_paths: input.changedPaths,
    created_at: input.now,
    created_by: input.createdBy,
    state: "published",
  };
  const branch: BranchDoc = {
    _id: branchId,
    workspace_id: input.workspaceId,
    agent_id: input.agentId,
    name: input.name,
    parent_version_id: input.parentVersionId,
    tip_version_id: version._id,
    tip_seq: 1,
    is_archived: false,
    created_at: input.now,
    updated_at: input.now,
  };
  return { branch, version };
}
