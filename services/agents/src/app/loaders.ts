/**
 * Reads every use case starts with. Anything missing, or in another workspace, is 404
 * `not_found`: the repositories only ever look inside the caller's workspace.
 */
import { AppError } from "@cx/errors";
import type { AgentDoc, BranchDoc, DraftDoc, VersionDoc } from "../store/documents.ts";
import type { Actor, AgentsContext } from "./context.ts";

export async function requireAgent(ctx: AgentsContext, actor: Actor, agentId: string): Promise<AgentDoc> {
  const agent = await ctx.repos.agents.find(actor.workspaceId, agentId);
  if (!agent) throw AppError.notFound("agent");
  return agent;
}

/**
 * The branch of `?branch_id=`. The query schema of each operation has already required it, except
 * for the reconcile preview, whose listed answers are 401, 403 and 404 only: there a missing
 * `branch_id` is a branch not found.
 */
export async function requireQueriedBranch(
  ctx: AgentsContext,
  actor: Actor,
  agentId: string,
  query: { branch_id?: string | undefined },
): Promise<BranchDoc> {
  if (query.branch_id === undefined) throw AppError.notFound("branch");
  return requireBranch(ctx, actor, agentId, query.branch_id);
}

export async function requireBranch(
  ctx: AgentsContext,
  actor: Actor,
  agentId: string,
  branchId: string,
): Promise<BranchDoc> {
  const branch = await ctx.repos.branches.find(actor.workspaceId, agentId, branchId);
  if (!branch) throw AppError.notFound("branch");
  return branch;
}

export async function requireDraft(ctx: AgentsContext, actor: Actor, branch: BranchDoc): Promise<DraftDoc> {
  const draft = await ctx.repos.drafts.find(actor.workspaceId, branch.agent_id, branch._id);
  if (!draft) throw AppError.notFound("draft");
  return draft;
}

/** An archived branch is read-only: restore it to edit, publish or reconcile. */
export function requireWritable(branch: BranchDoc): void {
  if (branch.is_archived) {
    throw new AppError("conflict", "The branch is archived; restore it first.", {
      reason: "branch_archived",
      branch_id: branch._id,
    });
  }
}

/** A version as others may see it: pending versions exist only once they are their branch's tip. */
export async function findVisibleVersion(
  ctx: AgentsContext,
  actor: Actor,
  agentId: string,
  versionId: string,
): Promise<VersionDoc | null> {
  const version = await ctx.repos.versions.find(actor.workspaceId, agentId, versionId);
  if (!version) return null;
  if (version.state === "published") return version;
  const branch = await ctx.repos.branches.find(actor.workspaceId, agentId, version.branch_id);
  return branch?.tip_version_id === version._id ? version : null;
}

/** The tip of a branch. Its absence is a broken invariant, not a client error. */
export async function requireTip(ctx: AgentsContext, actor: Actor, branch: BranchDoc): Promise<VersionDoc> {
  const tip = await ctx.repos.versions.find(actor.workspaceId, branch.agent_id, branch.tip_version_id);
  if (!tip) throw new Error(`branch ${branch._id} has no tip version ${branch.tip_version_id}`);
  return tip;
}
