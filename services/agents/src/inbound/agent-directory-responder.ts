import type { MessageBus, Subscription } from "@cx/bus";
import { AgentRequestTopics, type AgentsExistReply, AgentsExistRequest, fieldErrors } from "@cx/contracts";
import { AppError } from "@cx/errors";
import type { AgentsRepository } from "../store/agents-repository.ts";
import { asWorkspaceId } from "../store/workspace-id.ts";

/** Tells other services which agent ids are agents of a workspace (a test's `agent_id`, say). */
export function respondWithExistingAgents(bus: MessageBus, agents: AgentsRepository): Promise<Subscription> {
  return bus.respond({ topic: AgentRequestTopics.AGENTS_EXIST, prefetch: 16 }, async (request) => {
    const fields = fieldErrors(AgentsExistRequest, request.payload);
    if (fields.length > 0) throw AppError.validation(fields);
    const input = request.payload as AgentsExistRequest;
    const reply: AgentsExistReply = {
      agent_ids: await agents.existingAmong(asWorkspaceId(input.workspace_id), input.agent_ids),
    };
    return reply;
  });
}
