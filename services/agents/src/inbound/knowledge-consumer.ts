import { type MessageBus, type Subscription, subscribeEvents } from "@cx/bus";
import { Topics } from "@cx/contracts";
import type { Logger } from "@cx/logger";
import type { DeletedDocumentsRepository } from "../store/deleted-documents-repository.ts";
import { asWorkspaceId } from "../store/workspace-id.ts";

export const KNOWLEDGE_GROUP = "agents.knowledge-documents";

/** Keeps the read model `deployment_stale` needs: which knowledge documents no longer exist. */
export function subscribeKnowledgeDeletions(
  bus: MessageBus,
  deleted: DeletedDocumentsRepository,
  logger: Logger,
): Promise<Subscription> {
  return subscribeEvents(
    bus,
    { group: KNOWLEDGE_GROUP },
    {
      [Topics.KNOWLEDGE_DOCUMENT_DELETED]: (event) =>
        deleted.record(asWorkspaceId(event.workspace_id), event.document_id, event.occurred_at),
    },
    logger,
  );
}
