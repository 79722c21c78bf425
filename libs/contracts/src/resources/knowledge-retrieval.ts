/**
 * Retrieval over the bus: other services ask the knowledge service for chunks or whole documents
 * with a request and wait for its reply (request topics, not events: exactly one responder answers).
 */
import { type Static, Type } from "@sinclair/typebox";
import { KnowledgeSearchResult, SEARCH_MAX_CHUNKS_LIMIT, SEARCH_MAX_DOCUMENT_IDS } from "./knowledge.ts";

export const KnowledgeRequestTopics = {
  SEARCH: "knowledge.search",
  DOCUMENT_TEXTS: "knowledge.documents.text",
  DOCUMENTS_EXIST: "knowledge.documents.exist",
} as const;

export const KnowledgeSearchRequest = Type.Object({
  workspace_id: Type.String(),
  query: Type.String(),
  /** Only chunks of these documents are searched; an empty list finds nothing. */
  document_ids: Type.Array(Type.String(), { maxItems: SEARCH_MAX_DOCUMENT_IDS }),
  max_chunks: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_MAX_CHUNKS_LIMIT })),
  max_vector_distance: Type.Optional(Type.Number({ minimum: 0 })),
});
export type KnowledgeSearchRequest = Static<typeof KnowledgeSearchRequest>;

/** The same chunk the search endpoint answers: `{document_id, document_name, chunk_index, text, distance}`. */
export const RetrievedChunk = KnowledgeSearchResult;
export type RetrievedChunk = Static<typeof RetrievedChunk>;

export const KnowledgeSearchReply = Type.Object({ chunks: Type.Array(RetrievedChunk) });
export type KnowledgeSearchReply = Static<typeof KnowledgeSearchReply>;

export const KnowledgeDocumentTextsRequest = Type.Object({
  workspace_id: Type.String(),
  document_ids: Type.Array(Type.String(), { maxItems: 1000 }),
});
export type KnowledgeDocumentTextsRequest = Static<typeof KnowledgeDocumentTextsRequest>;

/** Documents of the workspace that exist and have text; others (deleted, foreign, failed) are left out. */
export const DocumentText = Type.Object({
  document_id: Type.String(),
  name: Type.String(),
  text: Type.String(),
});
export type DocumentText = Static<typeof DocumentText>;

export const KnowledgeDocumentTextsReply = Type.Object({ documents: Type.Array(DocumentText) });
export type KnowledgeDocumentTextsReply = Static<typeof KnowledgeDocumentTextsReply>;

/** Which of these ids name documents of the workspace (whatever their status): for reference checks. */
export const KnowledgeDocumentsExistRequest = Type.Object({
  workspace_id: Type.String(),
  document_ids: Type.Array(Type.String(), { maxItems: 1000 }),
});
export type KnowledgeDocumentsExistRequest = Static<typeof KnowledgeDocumentsExistRequest>;

export const KnowledgeDocumentsExistReply = Type.Object({ document_ids: Type.Array(Type.String()) });
export type KnowledgeDocumentsExistReply = Static<typeof KnowledgeDocumentsExistReply>;
