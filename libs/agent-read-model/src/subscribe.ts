import type { MessageBus, Subscription } from "@cx/bus";
import { EventSchemas, type EventTopic, Topics } from "@cx/contracts";
import type { Logger } from "@cx/logger";
import { Value } from "@sinclair/typebox/value";
import type { AgentReadModel } from "./agent-read-model.ts";

const TOPICS = [
  Topics.AGENTS_AGENT_CREATED,
  Topics.AGENTS_AGENT_RENAMED,
  Topics.AGENTS_BRANCH_CREATED,
  Topics.AGENTS_BRANCH_RENAMED,
  Topics.AGENTS_BRANCH_ARCHIVED,
  Topics.AGENTS_BRANCH_RESTORED,
  Topics.AGENTS_VERSION_PUBLISHED,
  Topics.AGENTS_DEPLOYMENT_CHANGED,
  Topics.AGENTS_TOOL_CREATED,
  Topics.AGENTS_TOOL_UPDATED,
  Topics.AGENTS_TOOL_DELETED,
  Topics.AGENTS_DRAFT_SAVED,
  Topics.AGENTS_DRAFT_DISCARDED,
] as const;

/**
 * Keeps `model` up to date from the agents service's events, in the consumer group `group` (one
 * per owning service, so its replicas share the work). A payload that does not match its contract
 * is logged and acknowledged: retrying it would never make it valid.
 */
export function subscribeAgentReadModel(
  bus: MessageBus,
  model: AgentReadModel,
  group: string,
  logger: Logger,
): Promise<Subscription> {
  return bus.subscribe({ group, topics: [...TOPICS] }, async (message) => {
    const topic = message.topic as EventTopic;
    const schema = EventSchemas[topic];
    if (!schema || !Value.Check(schema, message.payload)) {
      logger.warn({ topic, messageId: message.id }, "dropped an agents event that does not match its contract");
      return;
    }
    const payload = message.payload as never;
    switch (topic) {
      case Topics.AGENTS_AGENT_CREATED:
        return model.agentCreated(payload);
      case Topics.AGENTS_AGENT_RENAMED:
        return model.agentRenamed(payload);
      case Topics.AGENTS_BRANCH_CREATED:
      case Topics.AGENTS_BRANCH_RENAMED:
        return model.branchNamed(payload);
      case Topics.AGENTS_BRANCH_ARCHIVED:
        return model.branchArchived(payload, true);
      case Topics.AGENTS_BRANCH_RESTORED:
        return model.branchArchived(payload, false);
      case Topics.AGENTS_VERSION_PUBLISHED:
        return model.versionPublished(payload);
      case Topics.AGENTS_DEPLOYMENT_CHANGED:
        return model.deploymentChanged(payload);
      case Topics.AGENTS_TOOL_CREATED:
      case Topics.AGENTS_TOOL_UPDATED:
        return model.toolChanged(payload);
      case Topics.AGENTS_TOOL_DELETED:
        return model.toolDeleted(payload);
      case Topics.AGENTS_DRAFT_SAVED:
        return model.draftSaved(payload);
      case Topics.AGENTS_DRAFT_DISCARDED:
        return model.draftDiscarded(payload);
    }
  });
}
