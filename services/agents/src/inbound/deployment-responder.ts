import type { MessageBus, Subscription } from "@cx/bus";
import { AgentRequestTopics, fieldErrors, type ReadDeploymentReply, ReadDeploymentRequest } from "@cx/contracts";
import { AppError } from "@cx/errors";
import { readDeployment } from "../app/deployment-history.ts";
import type { Repositories } from "../store/repositories.ts";
import { asWorkspaceId } from "../store/workspace-id.ts";

/**
 * `agents.deployments.read`: one deployment of an agent with its history entry, for the webhooks
 * service's deliveries of deployment changes and rollbacks. Another workspace's agent, a removed
 * agent and an unknown deployment are answered null.
 */
export function respondWithDeployments(bus: MessageBus, repos: Repositories): Promise<Subscription> {
  return bus.respond({ topic: AgentRequestTopics.READ_DEPLOYMENT, prefetch: 16 }, async (request) => {
    const fields = fieldErrors(ReadDeploymentRequest, request.payload);
    if (fields.length > 0) throw AppError.validation(fields);
    const { workspace_id, agent_id, deployment_id } = request.payload as ReadDeploymentRequest;
    const reply: ReadDeploymentReply = {
      deployment: await readDeployment(repos, asWorkspaceId(workspace_id), agent_id, deployment_id),
    };
    return reply;
  });
}
