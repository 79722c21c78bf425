import type { MessageBus } from "@cx/bus";
import { createBusKnowledgeSource } from "@cx/knowledge-client";
import type { Logger } from "@cx/logger";
import type { Outbox } from "@cx/outbox";
import type { AllowedNetworks, TestFetchAllowance } from "@cx/safe-fetch";
import type { Database } from "@cx/store";
import type { AgentsContext } from "./app/context.ts";
import { createAgentsApp } from "./http/agents-app.ts";
import { respondWithExistingAgents } from "./inbound/agent-directory-responder.ts";
import { subscribeAnalysedConversations } from "./inbound/analysis-consumer.ts";
import { respondWithBranchTips } from "./inbound/branch-tip-responder.ts";
import { respondWithDeployments } from "./inbound/deployment-responder.ts";
import { subscribeKnowledgeDeletions } from "./inbound/knowledge-consumer.ts";
import { respondWithWebhookTargets } from "./inbound/webhook-targets-responder.ts";
import { drainLegacyOutbox } from "./outbound/legacy-outbox.ts";
import { createBusTestingEvidence } from "./outbound/testing-evidence.ts";
import { openRepositories } from "./store/repositories.ts";

export interface AgentsServiceDeps {
  /** Default: the knowledge service over the bus. */
  knowledge?: AgentsContext["knowledge"];
  /** Default: the testing service over the bus. */
  testing?: AgentsContext["testing"];
  database: Database;
  bus: MessageBus;
  logger: Logger;
  internalTokenSecret: string;
  now?: () => string;
  /** Where the service records its events, with the writes that cause them. */
  outbox: Outbox;
  fetchAllowance?: TestFetchAllowance;
  /** Private ranges webhook tool URLs may name (`OUTBOUND_ALLOWED_NETWORKS`). */
  allowedNetworks?: AllowedNetworks;
}

/** Wires the service from its ports; the module and the tests build it the same way. */
export async function buildAgentsService(deps: AgentsServiceDeps) {
  const now = deps.now ?? (() => new Date().toISOString());
  const repos = await openRepositories(deps.database, deps.outbox);
  await drainLegacyOutbox(deps.database, deps.bus, deps.logger);
  const ctx: AgentsContext = {
    repos,
    now,
    logger: deps.logger,
    knowledge: deps.knowledge ?? createBusKnowledgeSource(deps.bus),
    testing: deps.testing ?? createBusTestingEvidence(deps.bus),
    ...(deps.fetchAllowance ? { fetchAllowance: deps.fetchAllowance } : {}),
    ...(deps.allowedNetworks ? { allowedNetworks: deps.allowedNetworks } : {}),
  };
  const app = createAgentsApp(ctx, deps.internalTokenSecret, deps.logger);
  const consumers = [
    await subscribeKnowledgeDeletions(deps.bus, repos.deletedDocuments, deps.logger),
    await respondWithWebhookTargets(deps.bus, repos.tools),
    await respondWithExistingAgents(deps.bus, repos.agents),
    await respondWithBranchTips(deps.bus, repos),
    await respondWithDeployments(deps.bus, repos),
    await subscribeAnalysedConversations(deps.bus, ctx, deps.logger),
  ];
  return { app, ctx, consumers, repos };
}
