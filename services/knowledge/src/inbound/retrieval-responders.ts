import type { MessageBus, Subscription } from "@cx/bus";
import {
  fieldErrors,
  type KnowledgeDocumentsExistReply,
  KnowledgeDocumentsExistRequest,
  type KnowledgeDocumentTextsReply,
  KnowledgeDocumentTextsRequest,
  KnowledgeRequestTopics,
  type KnowledgeSearchReply,
  KnowledgeSearchRequest,
} from "@cx/contracts";
import { AppError } from "@cx/errors";
import type { Static, TSchema } from "@sinclair/typebox";
import type { DocumentUseCases } from "../app/documents.ts";
import type { KnowledgeSearch } from "../app/search.ts";
import { asWorkspaceId } from "../domain/ids.ts";

/** The few searches and reads one replica answers at once; the others wait in the request queue. */
const PREFETCH = 8;

function parse<T extends TSchema>(schema: T, payload: unknown): Static<T> {
  const fields = fieldErrors(schema, payload);
  if (fields.length > 0) throw AppError.validation(fields);
  return payload as Static<T>;
}

/**
 * Retrieval for services that run agents, over bus request and reply: they never import this
 * service. Everything is read inside the request's workspace; ids of other workspaces, deleted
 * documents and documents without text are simply absent from the answers.
 */
export async function startRetrievalResponders(
  bus: MessageBus,
  useCases: { search: KnowledgeSearch; documents: DocumentUseCases },
): Promise<Subscription[]> {
  const search = await bus.respond({ topic: KnowledgeRequestTopics.SEARCH, prefetch: PREFETCH }, async (request) => {
    const input = parse(KnowledgeSearchRequest, request.payload);
    // A blank message has nothing to match: no chunks, rather than the embedding of nothing.
    if (input.query.trim() === "" || input.document_ids.length === 0)
      return { chunks: [] } satisfies KnowledgeSearchReply;
    const found = await useCases.search.search(asWorkspaceId(input.workspace_id), {
      query: input.query,
      document_ids: input.document_ids,
      ...(input.max_chunks !== undefined ? { max_chunks: input.max_chunks } : {}),
      ...(input.max_vector_distance !== undefined ? { max_vector_distance: input.max_vector_distance } : {}),
    });
    const reply: KnowledgeSearchReply = { chunks: found.items };
    return reply;
  });

  const texts = await bus.respond(
    { topic: KnowledgeRequestTopics.DOCUMENT_TEXTS, prefetch: PREFETCH },
    async (request) => {
      const input = parse(KnowledgeDocumentTextsRequest, request.payload);
      const workspaceId = asWorkspaceId(input.workspace_id);
      const documents: KnowledgeDocumentTextsReply["documents"] = [];
      for (const id of new Set(input.document_ids)) {
        try {
          const content = await useCases.documents.content(workspaceId, id);
          documents.push({ document_id: content.document_id, name: content.name, text: content.text });
        } catch (error) {
          // Missing, foreign or not indexed yet: absent from the answer, as the contract says.
          if (error instanceof AppError && (error.code === "not_found" || error.code === "conflict")) continue;
          throw error;
        }
      }
      const reply: KnowledgeDocumentTextsReply = { documents };
      return reply;
    },
  );
  const exist = await bus.respond(
    { topic: KnowledgeRequestTopics.DOCUMENTS_EXIST, prefetch: PREFETCH },
    async (request) => {
      const input = parse(KnowledgeDocumentsExistRequest, request.payload);
      const reply: KnowledgeDocumentsExistReply = {
        document_ids: await useCases.documents.existing(asWorkspaceId(input.workspace_id), input.document_ids),
      };
      return reply;
    },
  );
  return [search, texts, exist];
}
