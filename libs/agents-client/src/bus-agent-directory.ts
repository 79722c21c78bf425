import type { MessageBus } from "@cx/bus";
import {
  AgentRequestTopics,
  AgentsExistReply,
  type AgentsExistRequest,
  BranchTipReply,
  type BranchTipRequest,
} from "@cx/contracts";
import { Value } from "@sinclair/typebox/value";

/** What other services ask of the agents service about agents. */
export interface AgentDirectory {
  /** The ids among `agentIds` that name agents of the workspace. */
  existingAgents(workspaceId: string, agentIds: readonly string[]): Promise<Set<string>>;
  /** The newest version of a branch (`null`: the main branch), or why there is none. */
  branchTip(workspaceId: string, agentId: string, branchId: string | null): Promise<BranchTipReply>;
}

/**
 * Asks the agents service over the bus (request and reply): authoritative at once, where a read
 * model could lag behind an agent created a moment ago. Failures surface as the bus's typed errors.
 */
export function createBusAgentDirectory(bus: MessageBus, options: { timeoutMs?: number } = {}): AgentDirectory {
  const timeoutMs = options.timeoutMs ?? 5000;
  return {
    async existingAgents(workspaceId, agentIds) {
      if (agentIds.length === 0) return new Set();
      const request: AgentsExistRequest = { workspace_id: workspaceId, agent_ids: [...agentIds] };
      const reply = await bus.request<unknown>(AgentRequestTopics.AGENTS_EXIST, request, { timeoutMs });
      if (!Value.Check(AgentsExistReply, reply))
        throw new Error(`the reply to "${AgentRequestTopics.AGENTS_EXIST}" does not match its contract`);
      return new Set(reply.agent_ids);
    },
    async branchTip(workspaceId, agentId, branchId) {
      const request: BranchTipRequest = { workspace_id: workspaceId, agent_id: agentId, branch_id: branchId };
      const reply = await bus.request<unknown>(AgentRequestTopics.BRANCH_TIP, request, { timeoutMs });
      if (!Value.Check(BranchTipReply, reply))
        throw new Error(`the reply to "${AgentRequestTopics.BRANCH_TIP}" does not match its contract`);
      return reply;
    },
  };
}
