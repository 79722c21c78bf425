/**
 * Automatic rollback (extension spec part 11), run whenever a conversation's analysis is done.
 * Everything is derived from stored data (the agent's policy, its deployment and history, the
 * branch's recorded outcomes), and the rollback is written by `recordDeployment`'s conditional
 * update on the deployment's revision: of any number of checks deciding on the same deployment at
 * once, or one re-deciding after a crash or a redelivery, exactly one rollback is made, after
 * which the branch has no share left to roll back.
 */
import { Topics } from "@cx/contracts";
import { pendingEvent } from "@cx/outbox";
import { policyOf } from "../domain/deployment-policy.ts";
import { decideRollback, lastRaisedAt } from "../domain/rollback.ts";
import type { WorkspaceId } from "../store/workspace-id.ts";
import type { AgentsContext } from "./context.ts";
import { type RecordedDeployment, recordDeployment } from "./record-deployment.ts";

/** One analysed conversation, as `conversations.analysis.completed` reports it. */
export interface AnalysedConversation {
  workspace_id: string;
  conversation_id: string;
  agent_id: string;
  branch_id: string;
  started_at: string;
  call_successful: boolean | null;
  analysed_at: string;
}

/** Records the conversation's outcome, then checks its branch. */
export async function onConversationAnalysed(
  ctx: AgentsContext,
  ws: WorkspaceId,
  conversation: AnalysedConversation,
): Promise<RecordedDeployment | null> {
  await ctx.repos.outcomes.record({
    _id: conversation.conversation_id,
    workspace_id: ws,
    agent_id: conversation.agent_id,
    branch_id: conversation.branch_id,
    started_at: conversation.started_at,
    call_successful: conversation.call_successful,
    analysed_at: conversation.analysed_at,
  });
  return checkRollback(ctx, ws, conversation.agent_id, conversation.branch_id);
}

/** The rollback this check made, or null when none was due (or another check made it first). */
export async function checkRollback(
  ctx: AgentsContext,
  ws: WorkspaceId,
  agentId: string,
  branchId: string,
): Promise<RecordedDeployment | null> {
  // Each pass re-reads what a concurrent change may have written; the second pass sees the
  // branch at 0 after another check's rollback and stops.
  for (let pass = 0; pass < 5; pass++) {
    const agent = await ctx.repos.agents.find(ws, agentId);
    if (!agent) return null;
    const settings = policyOf(agent).rollback;
    if (!settings.enabled) return null;
    const current = await ctx.repos.deployments.findWithHistory(ws, agentId);
    if (!current) return null;
    const past = [
      ...current.history.map((h) => ({ distribution: h.distribution, started_at: h.started_at })),
      { distribution: current.distribution, started_at: current.updated_at },
    ];
    const since = lastRaisedAt(past, branchId);
    if (since === null) return null;
    const outcomes = await ctx.repos.outcomes.newest(ws, agentId, branchId, since, settings.min_conversations);
    const decision = decideRollback({
      settings,
      distribution: current.distribution,
      mainBranchId: agent.main_branch_id,
      branchId,
      outcomes,
    });
    if (!decision) return null;
    const rollback = {
      branch_id: decision.branch_id,
      to_branch_id: decision.to_branch_id,
      failure_rate: decision.failure_rate,
      conversations: decision.conversations,
    };
    const recorded = await recordDeployment(ctx, ws, agentId, current, {
      distribution: decision.distribution,
      createdBy: { type: "system", id: null },
      reason: "auto_rollback",
      rollback,
      events: (next) => [
        pendingEvent(Topics.AGENTS_DEPLOYMENT_ROLLED_BACK, {
          workspace_id: ws,
          occurred_at: next.created_at,
          agent_id: agentId,
          deployment_id: next.deployment_id,
          previous_deployment_id: current.deployment_id,
          distribution: decision.distribution,
          rollback,
        }),
      ],
    });
    if (recorded) {
      ctx.logger.info({ agent_id: agentId, ...rollback }, "branch rolled back automatically");
      return recorded;
    }
  }
  return null;
}
