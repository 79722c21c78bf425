import type { MessageBus, Subscription } from "@cx/bus";
import { type DocumentDeletedEvent, EventSchemas, Topics } from "@cx/contracts";
import type { Logger } from "@cx/logger";
import { Value } from "@sinclair/typebox/value";
import type { DeletedDocumentsRepository } from "../store/deleted-documents-repository.ts";
import { asWorkspaceId } from "../store/workspace-id.ts";

export const KNOWLEDGE_GROUP = "agents.knowledge-documents";

/**
 * Keeps the read model `deployment_stale` needs: which knowledge documents no longer exist. A
 * malformed event is logged and dropped (retrying would not make it valid).
 */
export function subscribeKnowledgeDeletions(
  bus: MessageBus,
  deleted: DeletedDocumentsRepository,
  logger: Logger,
): Promise<Subscription> {
  const schema = EventSchemas[Topics.KNOWLEDGE_DOCUMENT_DELETED];
  return bus.subscribe<DocumentDeletedEvent>(
    { group: KNOWLEDGE_GROUP, topics: [Topics.KNOWLEDGE_DOCUMENT_DELETED] },
    async (message) => {
      if (!Value.Check(schema, message.payload)) {
        logger.warn({ topic: message.topic, message_id: message.id }, "malformed knowledge.document.deleted dropped");
        return;
      }
      const event = message.payload;
      await deleted.record(asWorkspaceId(event.workspace_id), event.document_id, event.occurred_at);
    },
  );
}
