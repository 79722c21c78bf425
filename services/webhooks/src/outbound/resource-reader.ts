import type { MessageBus } from "@cx/bus";
import {
  AgentRequestTopics,
  BusRequestSchemas,
  type BusRequestTopic,
  ConversationRequestTopics,
  TestingRequestTopics,
} from "@cx/contracts";
import { Value } from "@sinclair/typebox/value";
import type { ResourceReader, ResourceRef } from "../app/resources.ts";

/** Long enough for a busy owner; a fan-out that waits longer is taken again by the bus anyway. */
export const RESOURCE_TIMEOUT_MS = 5000;

/** The request that reads `ref`, and where its reply keeps the resource. */
function requestOf(workspaceId: string, ref: ResourceRef): { topic: BusRequestTopic; payload: object; member: string } {
  switch (ref.kind) {
    case "conversation":
      return {
        topic: ConversationRequestTopics.READ_DETAIL,
        payload: { workspace_id: workspaceId, conversation_id: ref.conversationId },
        member: "conversation",
      };
    case "invocation":
      return {
        topic: TestingRequestTopics.READ_INVOCATION,
        payload: { workspace_id: workspaceId, invocation_id: ref.invocationId },
        member: "invocation",
      };
    case "deployment":
      return {
        topic: AgentRequestTopics.READ_DEPLOYMENT,
        payload: { workspace_id: workspaceId, agent_id: ref.agentId, deployment_id: ref.deploymentId },
        member: "deployment",
      };
  }
}

/**
 * Reads each resource from its owning service over the bus (request and reply): the conversations
 * service (`conversations.details.read`), testing (`testing.invocations.read`) and agents
 * (`agents.deployments.read`). A timeout or a reply that breaks its contract throws.
 */
export function createBusResourceReader(bus: MessageBus, options: { timeoutMs?: number } = {}): ResourceReader {
  const timeoutMs = options.timeoutMs ?? RESOURCE_TIMEOUT_MS;
  return {
    async read(workspaceId, ref) {
      const { topic, payload, member } = requestOf(workspaceId, ref);
      const reply = await bus.request<unknown>(topic, payload, { timeoutMs });
      if (!Value.Check(BusRequestSchemas[topic].reply, reply)) {
        throw new Error(`the reply to "${topic}" breaks its contract`);
      }
      return ((reply as Record<string, unknown>)[member] ?? null) as Record<string, unknown> | null;
    },
  };
}
