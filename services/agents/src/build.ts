import type { MessageBus } from "@cx/bus";
import { createBusKnowledgeSource } from "@cx/knowledge-client";
import type { Logger } from "@cx/logger";
import type { TestFetchAllowance } from "@cx/safe-fetch";
import type { Database } from "@cx/store";
import type { AgentsContext } from "./app/context.ts";
import { createAgentsApp } from "./http/agents-app.ts";
import { respondWithExistingAgents } from "./messaging/agent-directory-responder.ts";
import { respondWithBranchTips } from "./messaging/branch-tip-responder.ts";
import { OutboxEventPublisher, type OutboxPublisherOptions } from "./messaging/event-publisher.ts";
import { subscribeKnowledgeDeletions } from "./messaging/knowledge-consumer.ts";
import { respondWithWebhookTargets } from "./messaging/webhook-targets-responder.ts";
import { openRepositories } from "./store/repositories.ts";

export interface AgentsServiceDeps {
  /** Default: the knowledge service over the bus. */
  knowledge?: AgentsContext["knowledge"];
  database: Database;
  bus: MessageBus;
  logger: Logger;
  internalTokenSecret: string;
  now?: () => string;
  outbox?: OutboxPublisherOptions;
  fetchAllowance?: TestFetchAllowance;
}

/** Wires the service from its ports; the module and the tests build it the same way. */
export async function buildAgentsService(deps: AgentsServiceDeps) {
  const now = deps.now ?? (() => new Date().toISOString());
  const repos = await openRepositories(deps.database);
  const events = new OutboxEventPublisher(deps.bus, repos.outbox, deps.logger, now, deps.outbox);
  const ctx: AgentsContext = {
    repos,
    events,
    now,
    logger: deps.logger,
    knowledge: deps.knowledge ?? createBusKnowledgeSource(deps.bus),
    ...(deps.fetchAllowance ? { fetchAllowance: deps.fetchAllowance } : {}),
  };
  const app = createAgentsApp(ctx, deps.internalTokenSecret, deps.logger);
  const consumers = [
    await subscribeKnowledgeDeletions(deps.bus, repos.deletedDocuments, deps.logger),
    await respondWithWebhookTargets(deps.bus, repos.tools),
    await respondWithExistingAgents(deps.bus, repos.agents),
    await respondWithBranchTips(deps.bus, repos),
  ];
  return { app, ctx, events, consumers, repos };
}
