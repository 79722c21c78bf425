import { Topics } from "@cx/contracts";
import { pendingEvent } from "@cx/outbox";
import type { Actor, AgentsContext } from "./context.ts";
import { requireAgent } from "./loaders.ts";

/**
 * Removes the agent with its branches, versions, drafts and deployment (extension spec part 11).
 * The parts go first and the agent document last, with the event: a crash half-way leaves the
 * agent in place for the caller to delete again, never parts nobody can reach or remove.
 * Conversations and test runs keep their own copies (`agent_name`), so they stay readable.
 */
export async function deleteAgent(ctx: AgentsContext, actor: Actor, agentId: string): Promise<void> {
  const ws = actor.workspaceId;
  await requireAgent(ctx, actor, agentId);
  await ctx.repos.deployments.deleteOfAgent(ws, agentId);
  await ctx.repos.drafts.deleteOfAgent(ws, agentId);
  await ctx.repos.versions.deleteOfAgent(ws, agentId);
  await ctx.repos.branches.deleteOfAgent(ws, agentId);
  await ctx.repos.outcomes.deleteOfAgent(ws, agentId);
  const now = ctx.now();
  await ctx.repos.agents.delete(ws, agentId, [
    pendingEvent(Topics.AGENTS_AGENT_DELETED, { workspace_id: ws, occurred_at: now, agent_id: agentId }),
  ]);
}
