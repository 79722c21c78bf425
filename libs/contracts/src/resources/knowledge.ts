/** Parts 2.10, 2.11, 4.8 and 4.10, completed by the extension spec part 5. */
import { type Static, Type } from "@sinclair/typebox";
import {
  Body,
  DateTime,
  LiteralUnion,
  Name,
  Nullable,
  Page,
  PageQueryProperties,
  Patch,
  Query,
  TimestampProperties,
} from "../builders.ts";
import { DEFAULT_MAX_RETRIEVED_RAG_CHUNKS, KnowledgeDocumentType } from "./agent-config.ts";
import { FolderCreateBody, FolderPatchBody } from "./folder-bodies.ts";

export const KNOWLEDGE_DOCUMENT_STATUSES = ["pending", "indexing", "ready", "failed"] as const;
export const KnowledgeDocumentStatus = LiteralUnion(KNOWLEDGE_DOCUMENT_STATUSES);
export type KnowledgeDocumentStatus = Static<typeof KnowledgeDocumentStatus>;

export const KnowledgeCreator = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
});
export type KnowledgeCreator = Static<typeof KnowledgeCreator>;

export const KnowledgeDocument = Type.Object({
  id: Type.String(),
  name: Type.String(),
  type: KnowledgeDocumentType,
  status: KnowledgeDocumentStatus,
  error: Nullable(Type.String()),
  byte_size: Type.Integer({ minimum: 0 }),
  chunk_count: Type.Integer({ minimum: 0 }),
  created_by: KnowledgeCreator,
  ...TimestampProperties,
  indexed_at: Nullable(DateTime()),
  source_url: Nullable(Type.String()),
  folder_id: Nullable(Type.String()),
});
export type KnowledgeDocument = Static<typeof KnowledgeDocument>;

export const KnowledgeDocumentListPage = Page(KnowledgeDocument);
export type KnowledgeDocumentListPage = Static<typeof KnowledgeDocumentListPage>;

/**
 * `folder_id` filters to one folder's direct children; `root` (or an empty value) means the
 * workspace root. `search` matches names, ignoring surrounding white space.
 */
export const KnowledgeDocumentListQuery = Query({
  ...PageQueryProperties,
  folder_id: Type.Optional(Type.String()),
  search: Type.Optional(Type.String()),
  type: Type.Optional(KnowledgeDocumentType),
  status: Type.Optional(KnowledgeDocumentStatus),
});
export type KnowledgeDocumentListQuery = Static<typeof KnowledgeDocumentListQuery>;

/** `?force=true` (or `1`, or the bare `?force=`) deletes what agents still use, or a folder's contents. */
export const KnowledgeDeleteQuery = Query({
  force: Type.Optional(LiteralUnion(["true", "1", "", "false", "0"], { "x-message": "must be true or false" })),
});
export type KnowledgeDeleteQuery = Static<typeof KnowledgeDeleteQuery>;

/** `GET .../knowledge/{id}/content`: the extracted text of the live index. */
export const KnowledgeDocumentContent = Type.Object({
  document_id: Type.String(),
  name: Type.String(),
  text: Type.String(),
  byte_size: Type.Integer({ minimum: 0 }),
  indexed_at: Nullable(DateTime()),
});
export type KnowledgeDocumentContent = Static<typeof KnowledgeDocumentContent>;

export const KnowledgeFolder = Type.Object({
  id: Type.String(),
  name: Type.String(),
  entity_type: Type.Literal("folder"),
  parent_folder_id: Nullable(Type.String()),
  child_count: Type.Integer({ minimum: 0 }),
  created_by: KnowledgeCreator,
  ...TimestampProperties,
});
export type KnowledgeFolder = Static<typeof KnowledgeFolder>;

export const KnowledgeTextBody = Body({
  name: Name(),
  text: Type.String({ minLength: 1 }),
  folder_id: Type.Optional(Nullable(Type.String())),
});
export type KnowledgeTextBody = Static<typeof KnowledgeTextBody>;

/**
 * Part 4.8. `format: uri` only refuses what is not a URL at all; whether it is a safe public
 * http(s) URL is the knowledge service's check (422 with `details.reason: "url_not_public"`).
 */
export const KnowledgeUrlBody = Body({
  url: Type.String({ format: "uri" }),
  name: Type.Optional(Nullable(Type.String())),
  folder_id: Type.Optional(Nullable(Type.String())),
});
export type KnowledgeUrlBody = Static<typeof KnowledgeUrlBody>;

/** `PATCH .../knowledge/{doc_id}`: rename, move (null = root), or both. */
export const KnowledgeDocumentPatchBody = Patch({ name: Name(), folder_id: Nullable(Type.String()) });
export type KnowledgeDocumentPatchBody = Static<typeof KnowledgeDocumentPatchBody>;

/** Part 4.10: absent or null `parent_folder_id` creates the folder at the workspace root. */
export const KnowledgeFolderCreateBody = FolderCreateBody();
export type KnowledgeFolderCreateBody = Static<typeof KnowledgeFolderCreateBody>;

export const KnowledgeFolderPatchBody = FolderPatchBody();
export type KnowledgeFolderPatchBody = Static<typeof KnowledgeFolderPatchBody>;

export const SEARCH_MAX_CHUNKS_LIMIT = 20;
/**
 * A query is embedded whole, on the service's event loop with the local embedder or by the
 * provider otherwise: it is bounded as a conversation message is, and the documents it may name
 * as a retrieval over the bus is.
 */
export const SEARCH_QUERY_MAX_LENGTH = 10_000;
export const SEARCH_MAX_DOCUMENT_IDS = 1000;

export const KnowledgeSearchBody = Body({
  query: Type.String({ minLength: 1, maxLength: SEARCH_QUERY_MAX_LENGTH }),
  document_ids: Type.Optional(Type.Array(Type.String(), { maxItems: SEARCH_MAX_DOCUMENT_IDS })),
  max_chunks: Type.Optional(
    Type.Integer({ minimum: 1, maximum: SEARCH_MAX_CHUNKS_LIMIT, default: DEFAULT_MAX_RETRIEVED_RAG_CHUNKS }),
  ),
  max_vector_distance: Type.Optional(Type.Number({ minimum: 0 })),
});
export type KnowledgeSearchBody = Static<typeof KnowledgeSearchBody>;

export const KnowledgeSearchResult = Type.Object({
  document_id: Type.String(),
  document_name: Type.String(),
  chunk_index: Type.Integer({ minimum: 0 }),
  text: Type.String(),
  distance: Type.Number(),
});
export type KnowledgeSearchResult = Static<typeof KnowledgeSearchResult>;

/** The extension spec says "answers the best chunks" without a wrapper; `items`, as in lists. */
export const KnowledgeSearchResponse = Type.Object({
  items: Type.Array(KnowledgeSearchResult),
});
export type KnowledgeSearchResponse = Static<typeof KnowledgeSearchResponse>;
