import type { AgentInvocationListQuery, Invocation, InvocationListPage } from "@cx/contracts";
import { pageSizeOf } from "@cx/contracts";
import { AppError } from "@cx/errors";
import type { Actor } from "../domain/actor.ts";
import type { WorkspaceId } from "../domain/ids.ts";
import type { TestingPorts } from "./ports.ts";
import { presentInvocation, presentSettledInvocation } from "./present-runs.ts";

/**
 * Stores the invocation's final status once its last run ended (what the list's `status` filter
 * reads). Called after every write that ends runs; a failure here changes no answer, only that
 * filter, until the next read of the invocation settles it, so it is logged, not thrown.
 */
export async function settleInvocation(deps: TestingPorts, ws: WorkspaceId, invocationId: string): Promise<void> {
  try {
    await deps.history.settle(ws, invocationId);
  } catch (error) {
    deps.logger.warn({ err: error, invocationId }, "the invocation's status could not be stored yet");
  }
}

/**
 * An agent with no invocation here may still be one of the workspace's: the agents service says
 * (an agent of another workspace never has one here, so a page with items needs no question).
 */
async function requireAgent(deps: TestingPorts, ws: WorkspaceId, agentId: string): Promise<void> {
  if (await deps.history.agentHasInvocations(ws, agentId)) return;
  let existing: Set<string>;
  try {
    existing = await deps.agents.existingAgents(ws, [agentId]);
  } catch (error) {
    deps.logger.warn({ err: error }, "agents could not be checked");
    throw new AppError("unavailable", "The agents service did not answer; try again.");
  }
  if (!existing.has(agentId)) throw AppError.notFound("agent");
}

/**
 * Extensions part 10: the agent's invocations, newest `created_at` first, ties by id. Each is
 * answered as `GET .../test-invocations/{id}` answers it: a settled one from the totals stored
 * with its status, one still running from its runs. One whose stored status lags its runs (its
 * settling was lost) is settled now, and left out of a page filtered on a status it no longer has.
 */
export async function listAgentInvocations(
  deps: TestingPorts,
  actor: Actor,
  agentId: string,
  query: AgentInvocationListQuery,
): Promise<InvocationListPage> {
  const ws = actor.workspaceId;
  const page = await deps.history.invocationsOfAgent(
    ws,
    agentId,
    { branch_id: query.branch_id, status: query.status },
    { cursor: query.cursor, pageSize: pageSizeOf(query) },
  );
  if (page.items.length === 0) await requireAgent(deps, ws, agentId);
  const items = await Promise.all(
    page.items.map(async (invocation) => {
      if (invocation.totals) return presentSettledInvocation(invocation, invocation.totals);
      const presented = presentInvocation(invocation, await deps.runs.tallies(ws, invocation._id));
      if (presented.status !== invocation.status) await settleInvocation(deps, ws, invocation._id);
      return presented;
    }),
  );
  const shown = query.status === undefined ? items : items.filter((item: Invocation) => item.status === query.status);
  return { items: shown, has_more: page.hasMore, next_cursor: page.nextCursor };
}
