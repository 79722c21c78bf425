/**
 * The services that own what deliveries carry (conversations, testing, agents), as webhooks tests
 * play them on the bus: each read is answered from `resources` (by the resource's id; null: gone),
 * or, for an id the test put nothing under, with the resource's documented example bearing that
 * id, so that any event a test publishes is delivered. A topic in `silent` is not answered (its
 * service is down) until it leaves the set.
 */
import type { MessageBus, Subscription } from "@cx/bus";
import {
  AgentRequestTopics,
  ConversationDetail,
  ConversationRequestTopics,
  DeploymentHistoryEntry,
  Invocation,
  TestingRequestTopics,
} from "@cx/contracts";

type Resource = Record<string, unknown>;

export interface ResourceOwners {
  resources: Map<string, Resource | null>;
  silent: Set<string>;
  /** Every read asked, in order. */
  asked: { topic: string; payload: Record<string, string> }[];
  stop(): Promise<void>;
}

/** A conversation detail with this id, valid against its schema. */
export function exampleConversation(id: string): Resource {
  return { ...(ConversationDetail.examples[0] as Resource), id };
}

export function exampleInvocation(id: string): Resource {
  return { ...(Invocation.examples[0] as Resource), id };
}

/** A deployment with its history entry, as `agents.deployments.read` answers one. */
export function exampleDeployment(id: string): Resource {
  const entry = { ...(DeploymentHistoryEntry.examples[0] as DeploymentHistoryEntry), deployment_id: id };
  return { deployment_id: id, distribution: entry.distribution, updated_at: entry.created_at, history_entry: entry };
}

const OWNERS = [
  {
    topic: ConversationRequestTopics.READ_DETAIL,
    id: "conversation_id",
    member: "conversation",
    example: exampleConversation,
  },
  {
    topic: TestingRequestTopics.READ_INVOCATION,
    id: "invocation_id",
    member: "invocation",
    example: exampleInvocation,
  },
  { topic: AgentRequestTopics.READ_DEPLOYMENT, id: "deployment_id", member: "deployment", example: exampleDeployment },
] as const;

export async function startResourceOwners(bus: MessageBus): Promise<ResourceOwners> {
  const owners: Omit<ResourceOwners, "stop"> = { resources: new Map(), silent: new Set(), asked: [] };
  let stopped = false;
  const subscriptions: Subscription[] = [];
  for (const owner of OWNERS) {
    subscriptions.push(
      await bus.respond({ topic: owner.topic }, async (request) => {
        const payload = request.payload as Record<string, string>;
        owners.asked.push({ topic: owner.topic, payload });
        // A service that is down: the answer comes too late for the request that asked.
        while (owners.silent.has(owner.topic) && !stopped) await Bun.sleep(10);
        const id = payload[owner.id] ?? "";
        const known = owners.resources.get(id);
        return { [owner.member]: known === undefined ? owner.example(id) : known };
      }),
    );
  }
  return {
    ...owners,
    async stop() {
      stopped = true;
      for (const subscription of subscriptions) await subscription.stop();
    },
  };
}
