import { type MessageBus, type Subscription, subscribeEvents } from "@cx/bus";
import { type InvocationCompletedEvent, Topics, type WebhookEventType } from "@cx/contracts";
import type { Logger } from "@cx/logger";
import type { WebhooksDeps } from "../app/deps.ts";
import { fanOut } from "../app/fan-out.ts";
import type { ResourceReader, ResourceRef } from "../app/resources.ts";

export const FAN_OUT_GROUP = "webhooks-fan-out";

/** What every source event carries: its workspace and when it happened. */
type SourcePayload = { workspace_id: string; occurred_at: string };

/**
 * An event whose resource's owner does not answer is taken again this many times, 5 s apart
 * (with the owner's 5 s wait, five to ten minutes): an owner restarting or briefly down holds the
 * event back rather than losing it. Past that it goes to the group's dead-letter queue.
 */
const FAN_OUT_ATTEMPTS = 60;
const FAN_OUT_RETRY_MS = 5000;

/** The other services' events that webhooks deliver, each checked against its schema first. */
export function startSourceEventConsumers(
  bus: MessageBus,
  deps: WebhooksDeps,
  resources: ResourceReader,
  options: { retryDelayMs?: number },
  logger: Logger,
): Promise<Subscription> {
  const forward =
    <P extends SourcePayload>(type: WebhookEventType, about: (payload: P) => ResourceRef) =>
    (payload: P, message: { id: string }) =>
      fanOut(deps, resources, {
        messageId: message.id,
        type,
        workspaceId: payload.workspace_id,
        occurredAt: payload.occurred_at,
        resource: about(payload),
      }).then(() => undefined);
  const conversation = (payload: SourcePayload & { conversation_id: string }): ResourceRef => ({
    kind: "conversation",
    conversationId: payload.conversation_id,
  });
  const deployment = (payload: SourcePayload & { agent_id: string; deployment_id: string }): ResourceRef => ({
    kind: "deployment",
    agentId: payload.agent_id,
    deploymentId: payload.deployment_id,
  });
  return subscribeEvents(
    bus,
    {
      group: FAN_OUT_GROUP,
      maxAttempts: FAN_OUT_ATTEMPTS,
      retryDelayMs: options.retryDelayMs ?? FAN_OUT_RETRY_MS,
    },
    {
      [Topics.CONVERSATIONS_CONVERSATION_ENDED]: forward("conversation.ended", conversation),
      [Topics.CONVERSATIONS_ANALYSIS_COMPLETED]: forward("conversation.analysis.completed", conversation),
      [Topics.TESTING_INVOCATION_COMPLETED]: forward(
        "test_invocation.completed",
        (payload: InvocationCompletedEvent) => ({
          kind: "invocation",
          invocationId: payload.invocation_id,
        }),
      ),
      [Topics.AGENTS_DEPLOYMENT_CHANGED]: forward("deployment.changed", deployment),
      [Topics.AGENTS_DEPLOYMENT_ROLLED_BACK]: forward("deployment.rolled_back", deployment),
    },
    logger,
  );
}
