import type { AgentReadModel } from "@cx/agent-read-model";
import { createBusAgentDirectory } from "@cx/agents-client";
import type { MessageBus } from "@cx/bus";
import type { ConfigValues } from "@cx/config";
import { createBusKnowledgeSource } from "@cx/knowledge-client";
import type { LanguageModel } from "@cx/llm";
import type { Logger } from "@cx/logger";
import type { Outbox } from "@cx/outbox";
import { resolveAllowedNetworks } from "@cx/safe-fetch";
import type { Database } from "@cx/store";
import { createBusWebhookTargets, createWebhookExecutor, type WebhookExecutor } from "@cx/webhook-executor";
import type { ConversationDeps } from "./app/deps.ts";
import type { conversationsConfig } from "./config.ts";
import { ConversationEvents } from "./outbound/publisher.ts";
import { ConversationsRepository } from "./store/conversations-repository.ts";

export interface ConversationServiceParts {
  database: Database;
  bus: MessageBus;
  /** The process's outbox: the conversations collection is tracked by it. */
  outbox: Outbox;
  agents: AgentReadModel;
  model: LanguageModel;
  logger: Logger;
  config: ConfigValues<typeof conversationsConfig>;
  /** Tests: webhook calls that may reach local servers. */
  webhooks?: WebhookExecutor;
  now?: () => Date;
}

/** Wires the use cases from their ports; the module and the tests build them the same way. */
export async function buildConversationDeps(parts: ConversationServiceParts): Promise<ConversationDeps> {
  const conversations = new ConversationsRepository(parts.database, parts.outbox);
  await conversations.init();
  return {
    conversations,
    agents: parts.agents,
    directory: createBusAgentDirectory(parts.bus),
    model: parts.model,
    knowledge: createBusKnowledgeSource(parts.bus),
    webhookTargets: createBusWebhookTargets(parts.bus),
    webhooks:
      parts.webhooks ??
      createWebhookExecutor({ logger: parts.logger, allowedNetworks: resolveAllowedNetworks(parts.config) }),
    events: new ConversationEvents(parts.bus),
    logger: parts.logger,
    settings: {
      turnLeaseMs: parts.config.turnLeaseMs,
      analysisLeaseMs: parts.config.analysisLeaseMs,
      analysisMaxRuns: parts.config.analysisMaxRuns,
      pendingRequeueMs: parts.config.pendingRequeueMs,
      readModelWaitMs: 3000,
    },
    ...(parts.now ? { now: parts.now } : {}),
  };
}
