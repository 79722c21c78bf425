import { type MessageBus, type Subscription, subscribeEvents } from "@cx/bus";
import { Topics } from "@cx/contracts";
import type { Logger } from "@cx/logger";
import type { Indexer } from "../app/indexing.ts";
import type { ReadModelProjector } from "../app/read-models.ts";

export const INDEXER_GROUP = "knowledge-indexer";
export const READ_MODELS_GROUP = "knowledge-read-models";

export interface ConsumerSettings {
  indexerMaxAttempts: number;
  retryDelayMs: number;
  /** Processes of the extraction pool, which bound how many documents are worth taking at once. */
  extractionWorkers: number;
}

export async function startConsumers(
  bus: MessageBus,
  handlers: { indexer: Indexer; projector: ReadModelProjector },
  settings: ConsumerSettings,
  logger: Logger,
): Promise<Subscription[]> {
  const { indexer, projector } = handlers;
  const indexing = await subscribeEvents(
    bus,
    {
      group: INDEXER_GROUP,
      maxAttempts: settings.indexerMaxAttempts,
      retryDelayMs: settings.retryDelayMs,
      // Two documents per extraction process: while one document's chunks are stored on this
      // thread, the next is extracted; more would only wait in the pool's queue.
      prefetch: 2 * settings.extractionWorkers,
    },
    {
      [Topics.KNOWLEDGE_DOCUMENT_IMPORT_REQUESTED]: (job, message) =>
        indexer.handle(job, { attempt: message.attempt, maxAttempts: settings.indexerMaxAttempts }),
    },
    logger,
  );
  const readModels = await subscribeEvents(
    bus,
    { group: READ_MODELS_GROUP, retryDelayMs: settings.retryDelayMs },
    {
      [Topics.AGENTS_DRAFT_SAVED]: (event) => projector.draftSaved(event),
      [Topics.AGENTS_DRAFT_DISCARDED]: (event) => projector.draftDiscarded(event),
      [Topics.AGENTS_VERSION_PUBLISHED]: (event) => projector.versionPublished(event),
      [Topics.AGENTS_BRANCH_ARCHIVED]: (event) => projector.branchArchived(event),
      [Topics.AGENTS_BRANCH_RESTORED]: (event) => projector.branchRestored(event),
      [Topics.IDENTITY_USER_REGISTERED]: (event) => projector.userRegistered(event),
    },
    logger,
  );
  return [indexing, readModels];
}
