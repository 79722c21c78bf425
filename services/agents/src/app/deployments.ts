/**
 * Deployments (part 4.7, parts 7 and 8, extension part 2). A change replaces the whole
 * distribution in one conditional update on the deployment's revision, which also appends the
 * replaced distribution to the history: two racing changes never interleave, and a request either
 * takes effect whole or not at all.
 */
import type { Deployment, DeploymentUpdateBody, DeploymentUpdateQuery, DeploymentUpdateResponse } from "@cx/contracts";
import { AppError } from "@cx/errors";
import { knowledgeDocumentIds, readinessProblems } from "../domain/agent-config.ts";
import { attachedTestIds, policyOf, raisedBranches } from "../domain/deployment-policy.ts";
import { type Allocation, checkDistribution, sameDistribution } from "../domain/distribution.ts";
import { isPlainObject, type JsonObject } from "../domain/json.ts";
import type { CurrentDeployment } from "../store/deployments-repository.ts";
import type { AgentDoc, BranchDoc, StoredEvidence } from "../store/documents.ts";
import type { Actor, AgentsContext } from "./context.ts";
import { findVisibleVersion, requireAgent } from "./loaders.ts";
import { CONFLICT_RETRY, retryOnConflict } from "./optimistic.ts";
import { recordDeployment } from "./record-deployment.ts";
import { allocationViews, configOf } from "./views.ts";

async function requireDeployment(ctx: AgentsContext, actor: Actor, agentId: string): Promise<CurrentDeployment> {
  await requireAgent(ctx, actor, agentId);
  const deployment = await ctx.repos.deployments.find(actor.workspaceId, agentId);
  if (!deployment) throw new Error(`agent ${agentId} has no deployment`);
  return deployment;
}

export async function getDeployment(ctx: AgentsContext, actor: Actor, agentId: string): Promise<Deployment> {
  const deployment = await requireDeployment(ctx, actor, agentId);
  return {
    deployment_id: deployment.deployment_id,
    distribution: allocationViews(deployment.distribution),
    updated_at: deployment.updated_at,
  };
}

function branchIdsIn(entries: unknown[]): string[] {
  const ids = entries.flatMap((e) => (isPlainObject(e) && typeof e.branch_id === "string" ? [e.branch_id] : []));
  return [...new Set(ids)];
}

/** 409 `deployment_stale` for live branches whose tip cannot take production traffic. */
async function staleBranches(
  ctx: AgentsContext,
  actor: Actor,
  agentId: string,
  live: BranchDoc[],
): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for (const branch of live) {
    const tip = await findVisibleVersion(ctx, actor, agentId, branch.tip_version_id);
    if (!tip) {
      out.push({
        branch_id: branch._id,
        tip_version_id: branch.tip_version_id,
        problems: [{ problem: "never_published" }],
      });
      continue;
    }
    const config = configOf(tip) as JsonObject;
    const deleted = await ctx.repos.deletedDocuments.deletedAmong(actor.workspaceId, knowledgeDocumentIds(config));
    const problems = readinessProblems(config, (id) => deleted.has(id));
    if (problems.length > 0) out.push({ branch_id: branch._id, tip_version_id: tip._id, problems });
  }
  return out;
}

interface GateOutcome {
  evidence: StoredEvidence[];
  refused: Record<string, unknown>[];
}

/**
 * The gate (extension spec part 11): each branch whose share rises needs a completed invocation of
 * its tip version that passed every attached test; the testing service judges, from its indexes.
 */
async function judgeRaisedBranches(
  ctx: AgentsContext,
  actor: Actor,
  agent: AgentDoc,
  current: readonly Allocation[],
  next: readonly Allocation[],
  branches: Map<string, BranchDoc>,
): Promise<GateOutcome> {
  const policy = policyOf(agent);
  if (!policy.require_passing_tests) return { evidence: [], refused: [] };
  const raised = raisedBranches(current, next).flatMap((id) => branches.get(id) ?? []);
  if (raised.length === 0) return { evidence: [], refused: [] };
  const questions = await Promise.all(
    raised.map(async (branch) => {
      const tip = await findVisibleVersion(ctx, actor, agent._id, branch.tip_version_id);
      return {
        branch_id: branch._id,
        version_id: branch.tip_version_id,
        attached_tests: tip ? attachedTestIds(configOf(tip)) : [],
      };
    }),
  );
  const reply = await ctx.testing.deploymentEvidence({
    workspace_id: actor.workspaceId,
    agent_id: agent._id,
    min_repeats: policy.min_repeats,
    min_pass_rate: policy.min_pass_rate,
    branches: questions,
  });
  const evidence: StoredEvidence[] = [];
  const refused: Record<string, unknown>[] = [];
  for (const verdict of reply.branches) {
    if (verdict.outcome === "passed" && verdict.invocation_id) {
      evidence.push({
        branch_id: verdict.branch_id,
        version_id: verdict.version_id,
        invocation_id: verdict.invocation_id,
      });
      continue;
    }
    const entry: Record<string, unknown> = {
      branch_id: verdict.branch_id,
      version_id: verdict.version_id,
      reason: verdict.outcome === "passed" ? "not_tested" : verdict.outcome,
    };
    if (verdict.outcome === "tests_failing") {
      entry.invocation_id = verdict.invocation_id;
      entry.failing_tests = verdict.failing_tests;
    }
    refused.push(entry);
  }
  return { evidence, refused };
}

export async function updateDeployment(
  ctx: AgentsContext,
  actor: Actor,
  agentId: string,
  body: DeploymentUpdateBody,
  query: DeploymentUpdateQuery = {},
): Promise<DeploymentUpdateResponse> {
  const force = query.force === "true";
  if (force && actor.role !== "owner") throw AppError.roleRequired("owner", actor.role);
  const agent = await requireAgent(ctx, actor, agentId);
  const entries = body.branches;
  const ws = actor.workspaceId;
  return retryOnConflict(async () => {
    // The deployment is read before the branches: an archive that lands after this read bumps
    // the revision, so the conditional update below fails and the branches are read again.
    const current = await requireDeployment(ctx, actor, agentId);
    const branches = new Map(
      (await ctx.repos.branches.findMany(ws, agentId, branchIdsIn(entries))).map((b) => [b._id, b] as const),
    );
    const checked = checkDistribution(entries, (id) => branches.has(id));
    if (!checked.ok) {
      throw new AppError("deployment_invalid", "The deployment is not valid.", { ...checked.problems });
    }
    const allocations: Allocation[] = checked.allocations;
    const archived = allocations.flatMap((a) => {
      const branch = branches.get(a.branch_id);
      return branch?.is_archived ? [{ branch_id: branch._id, name: branch.name }] : [];
    });
    if (archived.length > 0) {
      throw new AppError("deployment_branch_archived", "A target branch is archived; restore it first.", {
        branches: archived,
      });
    }
    const live = allocations.filter((a) => a.basis_points > 0).flatMap((a) => branches.get(a.branch_id) ?? []);
    const stale = await staleBranches(ctx, actor, agentId, live);
    if (stale.length > 0) {
      throw new AppError("deployment_stale", "A live branch is not ready for production traffic.", { branches: stale });
    }
    if (sameDistribution(current.distribution, allocations)) {
      return {
        changed: false,
        deployment_id: current.deployment_id,
        distribution: allocationViews(current.distribution),
      };
    }
    const gate = await judgeRaisedBranches(ctx, actor, agent, current.distribution, allocations, branches);
    if (gate.refused.length > 0 && !force) {
      throw new AppError("deployment_tests_required", "A branch whose share rises has not passed its attached tests.", {
        branches: gate.refused,
      });
    }
    const recorded = await recordDeployment(ctx, ws, agentId, current, {
      distribution: allocations,
      createdBy: { type: "user", id: actor.userId },
      reason: "manual",
      forced: force && gate.refused.length > 0,
      evidence: gate.evidence,
    });
    if (!recorded) return CONFLICT_RETRY;
    return { changed: true, deployment_id: recorded.deployment_id, distribution: allocationViews(allocations) };
  }, busy);
}

function busy(): AppError {
  return new AppError("conflict", "The deployment kept changing; try again.", { reason: "deployment_busy" });
}
