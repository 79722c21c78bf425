import { type MessageBus, type Subscription, subscribeEvents } from "@cx/bus";
import { Topics, type WebhookEventType } from "@cx/contracts";
import type { Logger } from "@cx/logger";
import type { WebhooksDeps } from "../app/deps.ts";
import { fanOut } from "../app/fan-out.ts";

export const FAN_OUT_GROUP = "webhooks-fan-out";

/** The other services' events that webhooks deliver, each checked against its schema first. */
export function startSourceEventConsumers(
  bus: MessageBus,
  deps: WebhooksDeps,
  options: { retryDelayMs?: number },
  logger: Logger,
): Promise<Subscription> {
  const forward =
    (type: WebhookEventType) => (payload: { workspace_id: string; occurred_at: string }, message: { id: string }) =>
      fanOut(deps, {
        messageId: message.id,
        type,
        workspaceId: payload.workspace_id,
        occurredAt: payload.occurred_at,
        data: payload as Record<string, unknown>,
      }).then(() => undefined);
  return subscribeEvents(
    bus,
    { group: FAN_OUT_GROUP, ...(options.retryDelayMs !== undefined ? { retryDelayMs: options.retryDelayMs } : {}) },
    {
      [Topics.CONVERSATIONS_CONVERSATION_ENDED]: forward("conversation.ended"),
      [Topics.CONVERSATIONS_ANALYSIS_COMPLETED]: forward("conversation.analysis.completed"),
      [Topics.AGENTS_DEPLOYMENT_CHANGED]: forward("deployment.changed"),
      [Topics.AGENTS_DEPLOYMENT_ROLLED_BACK]: forward("deployment.rolled_back"),
    },
    logger,
  );
}
