import type { AgentReadModel } from "@cx/agent-read-model";
import type { AgentDirectory } from "@cx/agents-client";
import type { KnowledgeSource } from "@cx/knowledge-client";
import type { LanguageModel } from "@cx/llm";
import type { Logger } from "@cx/logger";
import type { WebhookExecutor, WebhookTargetSource } from "@cx/webhook-executor";
import type { ConversationEvents } from "../outbound/publisher.ts";
import type { ConversationsRepository } from "../store/conversations-repository.ts";

export interface ConversationSettings {
  /** How long a message's turn owns the conversation without renewing. */
  turnLeaseMs: number;
  /** How long an analysis worker owns a job without renewing before another may take it over. */
  analysisLeaseMs: number;
  /** Analysis runs of one job (crashed or lapsed) before it is marked failed. */
  analysisMaxRuns: number;
  /** A pending analysis whose job has waited this long is queued again (a lost publish). */
  pendingRequeueMs: number;
  /** How long a just-created agent, branch or draft may take to reach this service's read model. */
  readModelWaitMs: number;
}

/** What the use cases work with; assembled once by the module (and by tests). */
export interface ConversationDeps {
  conversations: ConversationsRepository;
  agents: AgentReadModel;
  /** Asked when the read model does not know an agent yet: does it exist at all? */
  directory: AgentDirectory;
  model: LanguageModel;
  knowledge: KnowledgeSource;
  webhookTargets: WebhookTargetSource;
  webhooks: WebhookExecutor;
  events: ConversationEvents;
  logger: Logger;
  settings: ConversationSettings;
  now?: () => Date;
}

export function nowOf(deps: Pick<ConversationDeps, "now">): Date {
  return deps.now?.() ?? new Date();
}
