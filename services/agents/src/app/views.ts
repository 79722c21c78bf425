/** Stored documents to the resource shapes of the API (extension spec part 2, part 2.9). */
import type { Agent, AgentConfig, Branch, DeploymentAllocation, Draft, Version } from "@cx/contracts";
import { policyOf } from "../domain/deployment-policy.ts";
import { formatPercentage } from "../domain/percentage.ts";
import type { AgentDoc, BranchDoc, DraftDoc, StoredAllocation, VersionDoc } from "../store/documents.ts";

export function configOf(doc: { config_json: string }): AgentConfig {
  return JSON.parse(doc.config_json) as AgentConfig;
}

export function agentView(doc: AgentDoc): Agent {
  return {
    id: doc._id,
    name: doc.name,
    main_branch_id: doc.main_branch_id,
    created_at: doc.created_at,
    updated_at: doc.updated_at,
    created_by: doc.created_by,
    deployment_policy: policyOf(doc),
  };
}

export function branchView(doc: BranchDoc, extra: { draftExists: boolean; liveBasisPoints: number }): Branch {
  return {
    id: doc._id,
    agent_id: doc.agent_id,
    name: doc.name,
    parent_version_id: doc.parent_version_id,
    tip_version_id: doc.tip_version_id,
    is_archived: doc.is_archived,
    draft_exists: extra.draftExists,
    live_basis_points: extra.liveBasisPoints,
    created_at: doc.created_at,
    updated_at: doc.updated_at,
  };
}

export function versionView(doc: VersionDoc): Version {
  return {
    id: doc._id,
    agent_id: doc.agent_id,
    branch_id: doc.branch_id,
    parent_version_id: doc.parent_version_id,
    config: configOf(doc),
    changed_paths: doc.changed_paths,
    created_at: doc.created_at,
    created_by: doc.created_by,
  };
}

export function draftView(doc: DraftDoc, hash: string): Draft {
  return {
    branch_id: doc.branch_id,
    base_version_id: doc.base_version_id,
    config: configOf(doc),
    draft_hash: hash,
    updated_at: doc.updated_at,
    path_changed_at: Object.fromEntries(doc.path_changed_at.map((change) => [change.path, change.at])),
  };
}

export function allocationViews(distribution: readonly StoredAllocation[]): DeploymentAllocation[] {
  return distribution.map((entry) => ({
    branch_id: entry.branch_id,
    percentage: formatPercentage(entry.basis_points),
    basis_points: entry.basis_points,
  }));
}
