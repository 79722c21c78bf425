import type { MessageBus } from "@cx/bus";
import { type EventPayloadOf, Topics } from "@cx/contracts";
import type { DocumentRecord } from "../store/records.ts";

/** The knowledge service's events, built from its own records. */
export class KnowledgeEvents {
  constructor(private readonly bus: MessageBus) {}

  importRequested(document: DocumentRecord): Promise<void> {
    const payload: EventPayloadOf<typeof Topics.KNOWLEDGE_DOCUMENT_IMPORT_REQUESTED> = {
      workspace_id: document.workspaceId,
      document_id: document._id,
      type: document.type,
      source_url: document.sourceUrl,
      occurred_at: document.queuedAt,
    };
    return this.bus.publish(Topics.KNOWLEDGE_DOCUMENT_IMPORT_REQUESTED, payload);
  }

  indexed(document: DocumentRecord): Promise<void> {
    if (document.status !== "ready" && document.status !== "failed") {
      return Promise.reject(new Error(`document ${document._id} has no outcome to announce`));
    }
    const payload: EventPayloadOf<typeof Topics.KNOWLEDGE_DOCUMENT_INDEXED> = {
      workspace_id: document.workspaceId,
      document_id: document._id,
      name: document.name,
      status: document.status,
      chunk_count: document.chunkCount,
      byte_size: document.byteSize,
      error: document.error,
      indexed_at: document.indexedAt,
      occurred_at: document.outcomeAt ?? document.updatedAt,
    };
    // The outcome's time makes the message id stable, so a re-sent announcement is recognisable.
    return this.bus.publish(Topics.KNOWLEDGE_DOCUMENT_INDEXED, payload, {
      messageId: `${document._id}:${document.outcomeAt ?? document.updatedAt}`,
    });
  }

  deleted(document: DocumentRecord, at: string): Promise<void> {
    const payload: EventPayloadOf<typeof Topics.KNOWLEDGE_DOCUMENT_DELETED> = {
      workspace_id: document.workspaceId,
      document_id: document._id,
      name: document.name,
      occurred_at: at,
    };
    return this.bus.publish(Topics.KNOWLEDGE_DOCUMENT_DELETED, payload);
  }
}
