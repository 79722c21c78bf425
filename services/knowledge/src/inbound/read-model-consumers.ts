import { type MessageBus, type Subscription, subscribeEvents } from "@cx/bus";
import { Topics } from "@cx/contracts";
import type { Logger } from "@cx/logger";
import type { ReadModelProjector } from "../app/read-models.ts";

export const READ_MODELS_GROUP = "knowledge-read-models";

/** The agents' and identity's events the service keeps read models of. */
export function startReadModelConsumers(
  bus: MessageBus,
  projector: ReadModelProjector,
  settings: { retryDelayMs: number },
  logger: Logger,
): Promise<Subscription> {
  return subscribeEvents(
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
}
