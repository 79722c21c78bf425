/**
 * Which agent config a new conversation runs (extension spec parts 2 and 4), read from this
 * service's copy of the agents service's events. That copy may lag a moment behind an agent,
 * branch or draft created just before: a bounded wait covers it, and an agent, a branch or a draft
 * the agents service itself does not know is 404 at once (asked once, before any wait).
 */
import type { AgentVersionView, AgentView, DraftView } from "@cx/agent-read-model";
import type { AgentConfig } from "@cx/contracts";
import { AppError } from "@cx/errors";
import type { WorkspaceId } from "@cx/ids";
import { pickBranch } from "@cx/traffic-routing";
import type { ConversationDeps } from "./deps.ts";

export interface ResolvedAgent {
  agentId: string;
  agentName: string;
  branchId: string;
  branchName: string;
  versionId: string;
  config: AgentConfig;
  isDraftRun: boolean;
}

async function eventually<T>(deps: ConversationDeps, read: () => Promise<T | null>): Promise<T | null> {
  const deadline = Date.now() + deps.settings.readModelWaitMs;
  for (;;) {
    const value = await read();
    if (value !== null || Date.now() >= deadline) return value;
    await Bun.sleep(25);
  }
}

async function agentView(deps: ConversationDeps, workspaceId: WorkspaceId, agentId: string): Promise<AgentView> {
  const known = await deps.agents.agent(workspaceId, agentId);
  if (known?.name != null && known.distribution !== null) return known;
  const exists = await deps.directory.existingAgents(workspaceId, [agentId]).catch(() => {
    throw new AppError("unavailable", "The agents service did not answer; try again shortly.");
  });
  if (!exists.has(agentId)) throw AppError.notFound("agent");
  const caughtUp = await eventually(deps, async () => {
    const view = await deps.agents.agent(workspaceId, agentId);
    return view?.name != null && view.distribution !== null ? view : null;
  });
  if (!caughtUp) throw new AppError("unavailable", "The agent was created a moment ago; try again shortly.");
  return caughtUp;
}

/**
 * A branch the read model does not know may be one created a moment ago, or none at all (a
 * mistyped id, another agent's or workspace's): only the agents service can tell, and waiting
 * for an event that never comes would hold every such 404 for the whole wait.
 */
async function requireBranchExists(
  deps: ConversationDeps,
  workspaceId: WorkspaceId,
  agentId: string,
  branchId: string,
  options: { withDraft: boolean } = { withDraft: false },
): Promise<void> {
  const reply = await deps.directory.branchTip(workspaceId, agentId, branchId).catch(() => {
    throw new AppError("unavailable", "The agents service did not answer; try again shortly.");
  });
  if (reply.outcome !== "found") throw AppError.notFound("branch");
  if (options.withDraft && reply.tip?.has_draft === false) throw AppError.notFound("draft");
}

export async function resolveAgent(
  deps: ConversationDeps,
  workspaceId: WorkspaceId,
  agentId: string,
  routingKey: string,
  request: { branchId: string | null; draft: boolean },
): Promise<ResolvedAgent> {
  if (request.draft && !request.branchId) {
    throw AppError.validation([{ path: "/branch_id", message: "is required when draft is true" }]);
  }
  let agent = await agentView(deps, workspaceId, agentId);
  let branchId = request.branchId;
  if (branchId) {
    if (!agent.branches[branchId]?.name) {
      const wanted = branchId;
      await requireBranchExists(deps, workspaceId, agentId, wanted);
      agent =
        (await eventually(deps, async () => {
          const view = await deps.agents.agent(workspaceId, agentId);
          return view?.branches[wanted]?.name ? view : null;
        })) ?? agent;
      if (!agent.branches[branchId]?.name) throw AppError.notFound("branch");
    }
  } else {
    branchId = pickBranch(routingKey, agent.distribution ?? []);
    if (!branchId) throw new AppError("conflict", "The agent's deployment sends no traffic to any branch.");
  }
  const branch = agent.branches[branchId];
  const base = { agentId, agentName: agent.name ?? "", branchId, branchName: branch?.name ?? "" };

  if (request.draft) {
    const wanted = branchId;
    let draft = await deps.agents.draft(workspaceId, agentId, wanted);
    if (!draft?.config) {
      await requireBranchExists(deps, workspaceId, agentId, wanted, { withDraft: true });
      draft = await eventually<DraftView>(deps, () => deps.agents.draft(workspaceId, agentId, wanted));
    }
    if (!draft?.config) throw AppError.notFound("draft");
    const versionId = draft.base_version_id ?? branch?.tip_version_id ?? "";
    return { ...base, versionId, config: draft.config, isDraftRun: true };
  }
  const wanted = branchId;
  const tip = await eventually<AgentVersionView>(deps, () => deps.agents.tip(workspaceId, agentId, wanted));
  if (!tip) throw new AppError("unavailable", "The branch's version is not known here yet; try again shortly.");
  return { ...base, versionId: tip._id, config: tip.config, isDraftRun: false };
}
