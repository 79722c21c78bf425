import { isDeepStrictEqual } from "node:util";
import {
  type Agent,
  type AgentCreateBody,
  type AgentListPage,
  type AgentRenameBody,
  MAIN_BRANCH_NAME,
  type PageQuery,
  Topics,
} from "@cx/contracts";
import { AppError } from "@cx/errors";
import { pageQuery } from "@cx/http-kit";
import { pendingEvent } from "@cx/outbox";
import { listPage } from "@cx/store";
import { normalizeConfig } from "../domain/agent-config.ts";
import { changedPaths } from "../domain/config-paths.ts";
import { patchPolicy, policyOf } from "../domain/deployment-policy.ts";
import { TOTAL_BASIS_POINTS } from "../domain/distribution.ts";
import type { JsonObject } from "../domain/json.ts";
import type { AgentDoc, DeploymentDoc } from "../store/documents.ts";
import type { Actor, AgentsContext } from "./context.ts";
import { newId } from "./ids.ts";
import { requireAgent } from "./loaders.ts";
import { newBranchWithFirstVersion } from "./new-branch.ts";
import { requireKnownReferences } from "./references.ts";
import { refuseBlankName } from "./validation.ts";
import { agentView } from "./views.ts";

/**
 * Creates the agent with its branch `main`, whose first version holds the validated config and is
 * published, and a deployment of `main` at 100%. The agent document is written last: until it
 * exists nothing else is reachable, so a failure half-way leaves nothing anyone can see.
 */
export async function createAgent(ctx: AgentsContext, actor: Actor, input: AgentCreateBody): Promise<Agent> {
  refuseBlankName(input.name);
  const ws = actor.workspaceId;
  const config = normalizeConfig((input.config ?? {}) as JsonObject);
  await requireKnownReferences(ctx, ws, config, "/config");
  const now = ctx.now();
  const agentId = newId("agt");
  const deploymentId = newId("dep");
  const { branch, version } = newBranchWithFirstVersion({
    workspaceId: ws,
    agentId,
    name: MAIN_BRANCH_NAME,
    parentVersionId: null,
    configJson: JSON.stringify(config),
    changedPaths: changedPaths({}, config),
    createdBy: actor.userId,
    now,
  });
  const branchId = branch._id;
  const versionId = version._id;
  const deployment: DeploymentDoc = {
    _id: agentId,
    workspace_id: ws,
    agent_id: agentId,
    deployment_id: deploymentId,
    distribution: [{ branch_id: branchId, basis_points: TOTAL_BASIS_POINTS }],
    updated_at: now,
    revision: 0,
    history: [],
    created_by: { type: "user", id: actor.userId },
    reason: "created",
    forced: false,
    evidence: [],
    rollback: null,
  };
  const agent: AgentDoc = {
    _id: agentId,
    workspace_id: ws,
    name: input.name,
    main_branch_id: branchId,
    created_at: now,
    updated_at: now,
    created_by: actor.userId,
  };
  await ctx.repos.versions.insert(ws, version);
  await ctx.repos.branches.insert(ws, branch);
  await ctx.repos.deployments.insert(ws, deployment);
  const base = { workspace_id: ws, occurred_at: now };
  // The agent document commits the whole creation, so it carries the creation's events.
  await ctx.repos.agents.insert(ws, agent, [
    pendingEvent(Topics.AGENTS_AGENT_CREATED, {
      ...base,
      agent_id: agentId,
      name: agent.name,
      main_branch_id: branchId,
      created_by: actor.userId,
      created_at: now,
    }),
    pendingEvent(Topics.AGENTS_BRANCH_CREATED, {
      ...base,
      agent_id: agentId,
      branch_id: branchId,
      name: MAIN_BRANCH_NAME,
      parent_version_id: null,
    }),
    pendingEvent(Topics.AGENTS_VERSION_PUBLISHED, {
      ...base,
      agent_id: agentId,
      branch_id: branchId,
      version_id: versionId,
      parent_version_id: null,
      config,
      changed_paths: version.changed_paths,
      created_by: actor.userId,
      created_at: now,
    }),
    pendingEvent(Topics.AGENTS_DEPLOYMENT_CHANGED, {
      ...base,
      agent_id: agentId,
      deployment_id: deploymentId,
      previous_deployment_id: null,
      distribution: deployment.distribution,
    }),
  ]);
  return agentView(agent);
}

export async function listAgents(ctx: AgentsContext, actor: Actor, query: PageQuery): Promise<AgentListPage> {
  const page = await ctx.repos.agents.page(actor.workspaceId, pageQuery(query));
  return listPage(page, (served) => served.map(agentView));
}

export async function getAgent(ctx: AgentsContext, actor: Actor, agentId: string): Promise<Agent> {
  return agentView(await requireAgent(ctx, actor, agentId));
}

/**
 * `PATCH .../agents/{agent_id}`: the name (any member) and the deployment policy (admins: it
 * decides what may take production traffic).
 */
export async function renameAgent(
  ctx: AgentsContext,
  actor: Actor,
  agentId: string,
  input: AgentRenameBody,
): Promise<Agent> {
  if (input.name !== undefined) refuseBlankName(input.name);
  if (input.deployment_policy !== undefined && actor.role === "member") {
    throw AppError.roleRequired("admin", actor.role);
  }
  const current = await requireAgent(ctx, actor, agentId);
  const changes: Partial<Pick<AgentDoc, "name" | "deployment_policy">> = {};
  if (input.name !== undefined && input.name !== current.name) changes.name = input.name;
  if (input.deployment_policy !== undefined) {
    const policy = patchPolicy(policyOf(current), input.deployment_policy);
    if (!isDeepStrictEqual(policy, policyOf(current))) changes.deployment_policy = policy;
  }
  if (Object.keys(changes).length === 0) return agentView(current);
  const now = ctx.now();
  const events =
    changes.name === undefined
      ? []
      : [
          pendingEvent(Topics.AGENTS_AGENT_RENAMED, {
            workspace_id: actor.workspaceId,
            occurred_at: now,
            agent_id: agentId,
            name: changes.name,
          }),
        ];
  const updated = await ctx.repos.agents.update(actor.workspaceId, agentId, changes, now, events);
  if (!updated) return agentView(await requireAgent(ctx, actor, agentId));
  return agentView(updated);
}
