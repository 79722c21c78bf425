import { type EventHandlers, type MessageBus, type Subscription, subscribeEvents } from "@cx/bus";
import { Topics } from "@cx/contracts";
import type { Logger } from "@cx/logger";
import type { AgentReadModel } from "./agent-read-model.ts";

type AgentTopic = (typeof Topics)[
  | "AGENTS_AGENT_CREATED"
  | "AGENTS_AGENT_RENAMED"
  | "AGENTS_AGENT_DELETED"
  | "AGENTS_BRANCH_CREATED"
  | "AGENTS_BRANCH_RENAMED"
  | "AGENTS_BRANCH_ARCHIVED"
  | "AGENTS_BRANCH_RESTORED"
  | "AGENTS_VERSION_PUBLISHED"
  | "AGENTS_DEPLOYMENT_CHANGED"
  | "AGENTS_TOOL_CREATED"
  | "AGENTS_TOOL_UPDATED"
  | "AGENTS_TOOL_DELETED"
  | "AGENTS_DRAFT_SAVED"
  | "AGENTS_DRAFT_DISCARDED"];

/** Which change of the model each `agents.*` event makes. */
export function agentReadModelHandlers(model: AgentReadModel): EventHandlers<AgentTopic> {
  return {
    [Topics.AGENTS_AGENT_CREATED]: (event) => model.agentCreated(event),
    [Topics.AGENTS_AGENT_RENAMED]: (event) => model.agentRenamed(event),
    [Topics.AGENTS_AGENT_DELETED]: (event) => model.agentDeleted(event),
    [Topics.AGENTS_BRANCH_CREATED]: (event) => model.branchNamed(event),
    [Topics.AGENTS_BRANCH_RENAMED]: (event) => model.branchNamed(event),
    [Topics.AGENTS_BRANCH_ARCHIVED]: (event) => model.branchArchived(event, true),
    [Topics.AGENTS_BRANCH_RESTORED]: (event) => model.branchArchived(event, false),
    [Topics.AGENTS_VERSION_PUBLISHED]: (event) => model.versionPublished(event),
    [Topics.AGENTS_DEPLOYMENT_CHANGED]: (event) => model.deploymentChanged(event),
    [Topics.AGENTS_TOOL_CREATED]: (event) => model.toolChanged(event),
    [Topics.AGENTS_TOOL_UPDATED]: (event) => model.toolChanged(event),
    [Topics.AGENTS_TOOL_DELETED]: (event) => model.toolDeleted(event),
    [Topics.AGENTS_DRAFT_SAVED]: (event) => model.draftSaved(event),
    [Topics.AGENTS_DRAFT_DISCARDED]: (event) => model.draftDiscarded(event),
  };
}

/**
 * Keeps `model` up to date from the agents service's events, in the consumer group `group` (one
 * per owning service, so its replicas share the work).
 */
export function subscribeAgentReadModel(
  bus: MessageBus,
  model: AgentReadModel,
  group: string,
  logger: Logger,
): Promise<Subscription> {
  return subscribeEvents(bus, { group }, agentReadModelHandlers(model), logger);
}
