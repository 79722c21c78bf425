/** Parts 2.10, 2.11, 4.8 and 4.10, completed by the extension spec part 5. */
import { type Static, Type } from "@sinclair/typebox";
import {
  Body,
  DateTime,
  Described,
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
export const KnowledgeDocumentStatus = LiteralUnion(KNOWLEDGE_DOCUMENT_STATUSES, {
  description:
    "`pending` → `indexing` → `ready` (searchable) or `failed` (with `error`); a refresh starts again at `pending`.",
});
export type KnowledgeDocumentStatus = Static<typeof KnowledgeDocumentStatus>;

export const KnowledgeCreator = Type.Object(
  {
    id: Type.String({ description: "The user's id (`usr_...`)." }),
    name: Type.String({ description: "The user's name." }),
    email: Type.String({ description: "The user's email." }),
  },
  { description: "The user who created it." },
);
export type KnowledgeCreator = Static<typeof KnowledgeCreator>;

export const KnowledgeDocument = Type.Object(
  {
    id: Type.String({ description: "The document's id (`kdoc_...`)." }),
    name: Type.String({ description: "The document's name." }),
    type: KnowledgeDocumentType,
    status: KnowledgeDocumentStatus,
    error: Nullable(Type.String(), {
      description: "Why indexing failed (`url_not_public`, `unsupported_content_type`, ...); null otherwise.",
    }),
    byte_size: Type.Integer({ minimum: 0, description: "The size in UTF-8 bytes of the indexed text; 0 until ready." }),
    chunk_count: Type.Integer({ minimum: 0, description: "How many chunks were indexed; 0 until ready." }),
    created_by: KnowledgeCreator,
    ...TimestampProperties,
    indexed_at: Nullable(DateTime(), { description: "When it was last indexed; null before." }),
    source_url: Nullable(Type.String(), { description: "The URL of a `url` document; null otherwise." }),
    folder_id: Nullable(Type.String(), { description: "The knowledge folder it is in; null at the root." }),
  },
  {
    examples: [
      {
        id: "kdoc_8u3i7o1p5a9s2d6f0g4h8j2k",
        name: "Shipping policy",
        type: "text",
        status: "pending",
        error: null,
        byte_size: 0,
        chunk_count: 0,
        created_by: { id: "usr_8f3k2j9d1m4n6b7v5c0x2z1a", name: "Rina Wijaya", email: "rina@example.com" },
        created_at: "2026-11-22T10:00:00.000Z",
        updated_at: "2026-11-22T10:00:00.000Z",
        indexed_at: null,
        source_url: null,
        folder_id: null,
      },
    ],
  },
);
export type KnowledgeDocument = Static<typeof KnowledgeDocument>;

export const KnowledgeDocumentListPage = Page(KnowledgeDocument);
export type KnowledgeDocumentListPage = Static<typeof KnowledgeDocumentListPage>;

/**
 * `folder_id` filters to one folder's direct children; `root` (or an empty value) means the
 * workspace root. `search` matches names, ignoring surrounding white space.
 */
export const KnowledgeDocumentListQuery = Query({
  ...PageQueryProperties,
  folder_id: Type.Optional(
    Type.String({ description: "Only the documents directly in this folder; `root` (or empty) for the root." }),
  ),
  search: Type.Optional(Type.String({ description: "Only documents whose name matches it." })),
  type: Type.Optional(Described(KnowledgeDocumentType, "Only documents of this type.")),
  status: Type.Optional(Described(KnowledgeDocumentStatus, "Only documents with this status.")),
});
export type KnowledgeDocumentListQuery = Static<typeof KnowledgeDocumentListQuery>;

/** `?force=true` (or `1`, or the bare `?force=`) deletes what agents still use, or a folder's contents. */
export const KnowledgeDeleteQuery = Query({
  force: Type.Optional(
    LiteralUnion(["true", "1", "", "false", "0"], {
      "x-message": "must be true or false",
      description:
        "`true` deletes a document still attached to an agent (409 `document_in_use` otherwise), or a folder with its contents (409 `folder_not_empty` otherwise).",
    }),
  ),
});
export type KnowledgeDeleteQuery = Static<typeof KnowledgeDeleteQuery>;

/** `GET .../knowledge/{id}/content`: the extracted text of the live index. */
export const KnowledgeDocumentContent = Type.Object({
  document_id: Type.String({ description: "The document's id." }),
  name: Type.String({ description: "The document's name." }),
  text: Type.String({ description: "The extracted text of the live index." }),
  byte_size: Type.Integer({ minimum: 0, description: "The size of `text` in UTF-8 bytes." }),
  indexed_at: Nullable(DateTime(), { description: "When that index was made." }),
});
export type KnowledgeDocumentContent = Static<typeof KnowledgeDocumentContent>;

export const KnowledgeFolder = Type.Object({
  id: Type.String({ description: "The folder's id (`kfd_...`)." }),
  name: Type.String({ description: "The folder's name, unique among its siblings." }),
  entity_type: Type.Literal("folder", { description: "Always `folder`." }),
  parent_folder_id: Nullable(Type.String(), { description: "The parent folder; null at the workspace root." }),
  child_count: Type.Integer({ minimum: 0, description: "How many documents and folders are directly in it." }),
  created_by: KnowledgeCreator,
  ...TimestampProperties,
});
export type KnowledgeFolder = Static<typeof KnowledgeFolder>;

export const KnowledgeFolderListPage = Page(KnowledgeFolder);
export type KnowledgeFolderListPage = Static<typeof KnowledgeFolderListPage>;

/**
 * `parent_folder_id` lists one folder's direct subfolders, `root` (or an empty value) those at the
 * workspace root; without it, every folder of the workspace (what a "move to" picker needs).
 */
export const KnowledgeFolderListQuery = Query({
  ...PageQueryProperties,
  parent_folder_id: Type.Optional(
    Type.String({
      description:
        "Only the folders directly in this folder; `root` (or empty) for the root; every folder when absent.",
    }),
  ),
});
export type KnowledgeFolderListQuery = Static<typeof KnowledgeFolderListQuery>;

const FolderIdInput = Type.Optional(
  Nullable(Type.String(), {
    description: "The knowledge folder to put it in (`kfd_...`); absent or null for the root.",
  }),
);

export const KnowledgeTextBody = Body(
  {
    name: Name({ description: "The document's name." }),
    text: Type.String({ minLength: 1, description: "The document's text." }),
    folder_id: FolderIdInput,
  },
  {
    examples: [
      {
        name: "Shipping policy",
        text: "Orders ship within two working days. Late orders can be refunded in full.",
        folder_id: null,
      },
    ],
  },
);
export type KnowledgeTextBody = Static<typeof KnowledgeTextBody>;

/**
 * Part 4.8. `format: uri` only refuses what is not a URL at all; whether it is a safe public
 * http(s) URL is the knowledge service's check (422 with `details.reason: "url_not_public"`).
 */
export const KnowledgeUrlBody = Body(
  {
    url: Type.String({
      format: "uri",
      description: "A safe public `http` or `https` URL: no credentials, resolving only to public addresses.",
    }),
    name: Type.Optional(
      Nullable(Type.String(), {
        description: "The document's name; without it, `host/path` until the page's title is known.",
      }),
    ),
    folder_id: FolderIdInput,
  },
  { examples: [{ url: "https://www.example.com/help/shipping", name: "Shipping help" }] },
);
export type KnowledgeUrlBody = Static<typeof KnowledgeUrlBody>;

/** `PATCH .../knowledge/{doc_id}`: rename, move (null = root), or both. */
export const KnowledgeDocumentPatchBody = Patch({
  name: Name({ description: "The document's new name." }),
  folder_id: Nullable(Type.String(), { description: "The folder to move it to; null for the root." }),
});
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

export const KnowledgeSearchBody = Body(
  {
    query: Type.String({ minLength: 1, maxLength: SEARCH_QUERY_MAX_LENGTH, description: "What to look for." }),
    document_ids: Type.Optional(
      Type.Array(Type.String(), {
        maxItems: SEARCH_MAX_DOCUMENT_IDS,
        description: "Only chunks of these documents; every ready document of the workspace when absent.",
      }),
    ),
    max_chunks: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: SEARCH_MAX_CHUNKS_LIMIT,
        default: DEFAULT_MAX_RETRIEVED_RAG_CHUNKS,
        description: `The most chunks answered (1 to ${SEARCH_MAX_CHUNKS_LIMIT}; ${DEFAULT_MAX_RETRIEVED_RAG_CHUNKS} when absent).`,
      }),
    ),
    max_vector_distance: Type.Optional(
      Type.Number({ minimum: 0, description: "Only chunks at most this distance from the query." }),
    ),
  },
  { examples: [{ query: "How long does shipping take?", max_chunks: 3 }] },
);
export type KnowledgeSearchBody = Static<typeof KnowledgeSearchBody>;

export const KnowledgeSearchResult = Type.Object({
  document_id: Type.String({ description: "The document the chunk is from." }),
  document_name: Type.String({ description: "That document's name." }),
  chunk_index: Type.Integer({ minimum: 0, description: "The chunk's position in the document, from 0." }),
  text: Type.String({ description: "The chunk's text." }),
  distance: Type.Number({ description: "Its cosine distance from the query: smaller is nearer." }),
});
export type KnowledgeSearchResult = Static<typeof KnowledgeSearchResult>;

/** The extension spec says "answers the best chunks" without a wrapper; `items`, as in lists. */
export const KnowledgeSearchResponse = Type.Object({
  items: Type.Array(KnowledgeSearchResult, { description: "The nearest chunks, nearest first." }),
});
export type KnowledgeSearchResponse = Static<typeof KnowledgeSearchResponse>;
