import { type MessageBus, type Subscription, subscribeEvents } from "@cx/bus";
import { Topics } from "@cx/contracts";
import type { Logger } from "@cx/logger";
import { forgetConversation } from "../app/conversation-removal.ts";
import type { WebhooksDeps } from "../app/deps.ts";

export const REMOVALS_GROUP = "webhooks-conversation-removals";

/** `conversations.conversation.deleted`: the removed conversation's deliveries go with it. */
export function startConversationRemovals(
  bus: MessageBus,
  deps: WebhooksDeps,
  options: { retryDelayMs?: number },
  logger: Logger,
): Promise<Subscription> {
  return subscribeEvents(
    bus,
    { group: REMOVALS_GROUP, ...(options.retryDelayMs !== undefined ? { retryDelayMs: options.retryDelayMs } : {}) },
    {
      [Topics.CONVERSATIONS_CONVERSATION_DELETED]: async (payload) => {
        await forgetConversation(deps, payload.workspace_id, payload.conversation_id, payload.occurred_at);
      },
    },
    logger,
  );
}
