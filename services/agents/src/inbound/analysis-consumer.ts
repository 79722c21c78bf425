import { type MessageBus, type Subscription, subscribeEvents } from "@cx/bus";
import { Topics } from "@cx/contracts";
import type { Logger } from "@cx/logger";
import { recordAnalysedConversation } from "../app/auto-rollback.ts";
import type { AgentsContext } from "../app/context.ts";
import { asWorkspaceId } from "../store/workspace-id.ts";

export const ANALYSIS_GROUP = "agents.analysed-conversations";

/**
 * Automatic rollback hears of every finished analysis. Only conversations the deployment routed
 * count (extension spec part 11): not test conversations, not draft runs, not ones started on a
 * named branch. Each is recorded with a request for its branch's check, which a `rollback-check`
 * job makes (`jobs.ts`). Idempotent: a redelivery records the same outcome and asks again, and
 * the check derives the same decision.
 */
export function subscribeAnalysedConversations(
  bus: MessageBus,
  ctx: AgentsContext,
  logger: Logger,
): Promise<Subscription> {
  return subscribeEvents(
    bus,
    { group: ANALYSIS_GROUP },
    {
      [Topics.CONVERSATIONS_ANALYSIS_COMPLETED]: async (event) => {
        const { agent_id, branch_id, started_at } = event;
        if (!agent_id || !branch_id || !started_at) return;
        if (event.source === "agent_test" || event.is_draft_run !== false || event.routed !== true) return;
        await recordAnalysedConversation(ctx, asWorkspaceId(event.workspace_id), {
          workspace_id: event.workspace_id,
          conversation_id: event.conversation_id,
          agent_id,
          branch_id,
          started_at,
          call_successful: event.call_successful ?? null,
          analysed_at: event.occurred_at,
        });
      },
      // A removed conversation leaves nothing behind here either.
      [Topics.CONVERSATIONS_CONVERSATION_DELETED]: (event) =>
        ctx.repos.outcomes.forget(asWorkspaceId(event.workspace_id), event.conversation_id),
    },
    logger,
  );
}
