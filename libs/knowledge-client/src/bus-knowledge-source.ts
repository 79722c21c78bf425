import type { MessageBus } from "@cx/bus";
import {
  type DocumentText,
  KnowledgeDocumentsExistReply,
  type KnowledgeDocumentsExistRequest,
  KnowledgeDocumentTextsReply,
  type KnowledgeDocumentTextsRequest,
  KnowledgeRequestTopics,
  KnowledgeSearchReply,
  type KnowledgeSearchRequest,
  type RetrievedChunk,
} from "@cx/contracts";
import type { TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";

export type KnowledgeSearchQuery = Omit<KnowledgeSearchRequest, "workspace_id">;

/** What an agent runtime needs of the knowledge service. */
export interface KnowledgeSource {
  /** The best chunks of the given documents for `query`, nearest first. */
  search(workspaceId: string, query: KnowledgeSearchQuery): Promise<RetrievedChunk[]>;
  /** Whole texts of the given documents; missing, foreign or unindexed ones are left out. */
  documentTexts(workspaceId: string, documentIds: readonly string[]): Promise<DocumentText[]>;
  /** The ids among `documentIds` that name documents of the workspace, whatever their status. */
  existingDocuments(workspaceId: string, documentIds: readonly string[]): Promise<Set<string>>;
}

export interface BusKnowledgeSourceOptions {
  /** How long to wait for the knowledge service. Default 5000 ms. */
  timeoutMs?: number;
}

/** A reply that breaks its contract is the responder's bug: fail loudly rather than pass it on. */
export class KnowledgeReplyInvalidError extends Error {
  constructor(topic: string) {
    super(`the reply to "${topic}" does not match its contract`);
    this.name = "KnowledgeReplyInvalidError";
  }
}

/**
 * Asks the knowledge service over the bus (request and reply). Failures surface as the bus's
 * typed errors: `BusRequestTimeoutError` when nobody answered in time, `BusRequestFailedError`
 * with the service's error code otherwise.
 */
export function createBusKnowledgeSource(bus: MessageBus, options: BusKnowledgeSourceOptions = {}): KnowledgeSource {
  const timeoutMs = options.timeoutMs ?? 5000;

  async function ask<T>(topic: string, payload: unknown, schema: TSchema): Promise<T> {
    const reply = await bus.request<unknown>(topic, payload, { timeoutMs });
    if (!Value.Check(schema, reply)) throw new KnowledgeReplyInvalidError(topic);
    return reply as T;
  }

  return {
    async search(workspaceId, query) {
      const request: KnowledgeSearchRequest = { workspace_id: workspaceId, ...query };
      const reply = await ask<KnowledgeSearchReply>(KnowledgeRequestTopics.SEARCH, request, KnowledgeSearchReply);
      return reply.chunks;
    },
    async documentTexts(workspaceId, documentIds) {
      if (documentIds.length === 0) return [];
      const request: KnowledgeDocumentTextsRequest = { workspace_id: workspaceId, document_ids: [...documentIds] };
      const reply = await ask<KnowledgeDocumentTextsReply>(
        KnowledgeRequestTopics.DOCUMENT_TEXTS,
        request,
        KnowledgeDocumentTextsReply,
      );
      return reply.documents;
    },
    async existingDocuments(workspaceId, documentIds) {
      if (documentIds.length === 0) return new Set();
      const request: KnowledgeDocumentsExistRequest = { workspace_id: workspaceId, document_ids: [...documentIds] };
      const reply = await ask<KnowledgeDocumentsExistReply>(
        KnowledgeRequestTopics.DOCUMENTS_EXIST,
        request,
        KnowledgeDocumentsExistReply,
      );
      return new Set(reply.document_ids);
    },
  };
}
