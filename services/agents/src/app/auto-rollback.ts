/**
 * Automatic rollback (extension spec part 11). A finished analysis records the conversation's
 * outcome and, in the same write, asks for a check of its branch (the `rollback-check` job of
 * `jobs.ts`). Everything a check reads is stored data (the agent's policy, its deployment and
 * history, the branch's recorded outcomes), and the rollback is written by `recordDeployment`'s
 * conditional update on the deployment's revision: of any number of checks deciding on the same
 * deployment at once, or one re-deciding after a crash or a redelivery, exactly one rollback is
 * made, after which the branch has no share left to roll back.
 */
import { Topics } from "@cx/contracts";
import { pendingEvent } from "@cx/outbox";
import { policyOf } from "../domain/deployment-policy.ts";
import { decideRollback, lastRaisedAt } from "../domain/rollback.ts";
import type { WorkspaceId } from "../store/workspace-id.ts";
import type { AgentsContext } from "./context.ts";
import { newId } from "./ids.ts";
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

/**
 * Records the conversation's outcome with a request to check its branch, in one write: a crash
 * loses neither, and the check, made later by a worker, reads the outcome. False when a newer
 * analysis of the conversation was recorded already (it asked for its own check).
 */
export async function recordAnalysedConversation(
  ctx: AgentsContext,
  ws: WorkspaceId,
  conversation: AnalysedConversation,
): Promise<boolean> {
  const now = ctx.now();
  const check = pendingEvent(Topics.AGENTS_ROLLBACK_CHECK_REQUESTED, {
    workspace_id: ws,
    occurred_at: now,
    conversation_id: conversation.conversation_id,
    agent_id: conversation.agent_id,
    branch_id: conversation.branch_id,
  });
  return ctx.repos.outcomes.record(
    {
      _id: conversation.conversation_id,
      workspace_id: ws,
      agent_id: conversation.agent_id,
      branch_id: conversation.branch_id,
      started_at: conversation.started_at,
      call_successful: conversation.call_successful,
      analysed_at: conversation.analysed_at,
      check_status: "waiting",
      check_request: newId("chk"),
      check_runs: 0,
      check_lease_token: null,
      check_lease_until: null,
      check_queued_at: now,
      check_error: null,
    },
    [check],
  );
}

/**
 * The rollback this check made, or null when none was due (or another check made it first).
 * Throws when the deployment kept changing under it, for the job to check again later.
 */
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
  throw new Error("the deployment kept changing while its rollback was being checked");
}
