import type { BusMessage, MessageBus, Subscription } from "@cx/bus";
import { EventSchemas, type EventTopic, Topics } from "@cx/contracts";
import type { Logger } from "@cx/logger";
import { Value } from "@sinclair/typebox/value";
import type { Indexer } from "../app/indexing.ts";
import type { ReadModelProjector } from "../app/read-models.ts";

export const INDEXER_GROUP = "knowledge-indexer";
export const READ_MODELS_GROUP = "knowledge-read-models";

export interface ConsumerSettings {
  indexerMaxAttempts: number;
  retryDelayMs: number;
}

/**
 * A payload that does not match its contract is logged and dropped: retrying cannot make it
 * valid, and a dead-letter loop would only hide the publisher's bug.
 */
function valid<K extends EventTopic>(topic: K, message: BusMessage, logger: Logger): boolean {
  if (Value.Check(EventSchemas[topic], message.payload)) return true;
  logger.error({ topic, messageId: message.id }, "dropping an event that does not match its contract");
  return false;
}

export async function startConsumers(
  bus: MessageBus,
  handlers: { indexer: Indexer; projector: ReadModelProjector },
  settings: ConsumerSettings,
  logger: Logger,
): Promise<Subscription[]> {
  const indexing = await bus.subscribe(
    {
      group: INDEXER_GROUP,
      topics: [Topics.KNOWLEDGE_DOCUMENT_IMPORT_REQUESTED],
      maxAttempts: settings.indexerMaxAttempts,
      retryDelayMs: settings.retryDelayMs,
      // Indexing is CPU and network heavy: a few documents at a time per worker.
      prefetch: 2,
    },
    async (message) => {
      if (!valid(Topics.KNOWLEDGE_DOCUMENT_IMPORT_REQUESTED, message, logger)) return;
      await handlers.indexer.handle(message.payload as never, {
        attempt: message.attempt,
        maxAttempts: settings.indexerMaxAttempts,
      });
    },
  );

  const { projector } = handlers;
  const projections: Partial<Record<EventTopic, (payload: never) => Promise<void>>> = {
    [Topics.AGENTS_DRAFT_SAVED]: (p) => projector.draftSaved(p),
    [Topics.AGENTS_DRAFT_DISCARDED]: (p) => projector.draftDiscarded(p),
    [Topics.AGENTS_VERSION_PUBLISHED]: (p) => projector.versionPublished(p),
    [Topics.AGENTS_BRANCH_ARCHIVED]: (p) => projector.branchArchived(p),
    [Topics.AGENTS_BRANCH_RESTORED]: (p) => projector.branchRestored(p),
    [Topics.IDENTITY_USER_REGISTERED]: (p) => projector.userRegistered(p),
  };
  const readModels = await bus.subscribe(
    { group: READ_MODELS_GROUP, topics: Object.keys(projections), retryDelayMs: settings.retryDelayMs },
    async (message) => {
      const topic = message.topic as EventTopic;
      const project = projections[topic];
      if (!project || !valid(topic, message, logger)) return;
      await project(message.payload as never);
    },
  );
  return [indexing, readModels];
}
