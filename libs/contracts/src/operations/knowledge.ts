import {
  KnowledgeDeleteQuery,
  KnowledgeDocument,
  KnowledgeDocumentContent,
  KnowledgeDocumentListPage,
  KnowledgeDocumentListQuery,
  KnowledgeDocumentPatchBody,
  KnowledgeFolder,
  KnowledgeFolderCreateBody,
  KnowledgeFolderListPage,
  KnowledgeFolderListQuery,
  KnowledgeFolderPatchBody,
  KnowledgeSearchBody,
  KnowledgeSearchResponse,
  KnowledgeTextBody,
  KnowledgeUrlBody,
} from "../resources/knowledge.ts";
import type { OperationSchemaTable } from "./operation-schemas.ts";

/**
 * The knowledge service's operations (documents, folders, search). The file upload has no `body`:
 * it is `multipart/form-data` (a `file` part, optional `name` and `folder_id` fields), which its
 * controller reads itself.
 */
export const knowledgeOperations = {
  // An import is queued for the indexer: when the job cannot be queued the answer is 503.
  createKnowledgeFromText: {
    summary: "Create a knowledge document from text",
    description:
      'Stores the text as a knowledge document and answers 201 at once with `status: "pending"`; a worker ' +
      "chunks, embeds and indexes it: `pending` → `indexing` → `ready` or `failed` (with `error`).",
    body: KnowledgeTextBody,
    responses: { 201: KnowledgeDocument },
    errors: ["unavailable"],
  },
  createKnowledgeFromFile: {
    summary: "Upload a knowledge document",
    description:
      "Takes a `multipart/form-data` body with a `file` part and optional `name` and `folder_id` fields, and " +
      'answers 201 at once with `status: "pending"`; a worker extracts the readable text, chunks, embeds and ' +
      "indexes it. A file too large: 413; a body that is not multipart: 415.",
    responses: { 201: KnowledgeDocument },
    errors: ["payload_too_large", "unsupported_media_type", "unavailable"],
  },
  importKnowledgeFromUrl: {
    summary: "Import knowledge from a URL",
    description:
      "Fetches a safe public URL and indexes its readable content as a knowledge document. Answers 201 at " +
      'once with `status: "pending"`; a worker fetches, extracts, chunks, embeds and indexes it. A URL ' +
      'refused before fetching: 422 (`details.reason: "url_not_public"`); one refused later (DNS, redirect, ' +
      "size, type) ends the document `failed` with the reason in `error`.",
    body: KnowledgeUrlBody,
    responses: { 201: KnowledgeDocument },
    errors: ["unavailable"],
  },
  searchKnowledge: {
    summary: "Search knowledge",
    description:
      "Answers the chunks nearest to `query`, at most `max_chunks` (default 5, at most 20), each with its " +
      "`distance`, within `max_vector_distance` when given and among `document_ids` when given.",
    body: KnowledgeSearchBody,
    responses: { 200: KnowledgeSearchResponse },
  },
  listKnowledge: {
    summary: "List knowledge documents",
    description:
      "The workspace's knowledge documents, newest first, in cursor pages, filtered by `folder_id`, " +
      "`search`, `type` and `status`.",
    query: KnowledgeDocumentListQuery,
    responses: { 200: KnowledgeDocumentListPage },
  },
  createKnowledgeFolder: {
    summary: "Create a knowledge folder",
    description:
      "Creates a folder; absent or null `parent_folder_id` creates it at the workspace root. Names are " +
      "unique among siblings (409 `folder_name_taken`).",
    body: KnowledgeFolderCreateBody,
    responses: { 201: KnowledgeFolder },
    errors: ["folder_name_taken"],
  },
  listKnowledgeFolders: {
    summary: "List knowledge folders",
    description:
      "The workspace's knowledge folders, oldest first, in cursor pages: the direct subfolders of " +
      "`parent_folder_id` (`root` for the workspace root), or every folder when it is absent.",
    query: KnowledgeFolderListQuery,
    responses: { 200: KnowledgeFolderListPage },
  },
  getKnowledgeFolder: {
    summary: "Get a knowledge folder",
    description: "The folder, with the number of its direct children.",
    responses: { 200: KnowledgeFolder },
  },
  updateKnowledgeFolder: {
    summary: "Rename or move a knowledge folder",
    description:
      "Renames the folder, moves it (`parent_folder_id`, null for the root), or both. Moving a folder into " +
      "itself or a descendant: 422; a name taken among the siblings: 409 `folder_name_taken`.",
    body: KnowledgeFolderPatchBody,
    responses: { 200: KnowledgeFolder },
    errors: ["folder_name_taken"],
  },
  deleteKnowledgeFolder: {
    summary: "Delete a knowledge folder",
    description:
      "Deletes an empty folder. A folder that is not empty: 409 `folder_not_empty`, unless `?force=true`, " +
      "which deletes its contents too.",
    query: KnowledgeDeleteQuery,
    responses: { 204: null },
    errors: ["folder_not_empty"],
  },
  getKnowledgeDocument: {
    summary: "Get a knowledge document",
    description: "The document, with its indexing `status`.",
    responses: { 200: KnowledgeDocument },
  },
  // 409 `conflict` (reason `document_not_indexed`) until the first index is live.
  getKnowledgeContent: {
    summary: "Get a knowledge document's content",
    description:
      "The extracted text of the document's live index. Before the first successful indexing (or after a " +
      'failure): 409 `conflict` with `details.reason: "document_not_indexed"`.',
    responses: { 200: KnowledgeDocumentContent },
    errors: ["conflict"],
  },
  updateKnowledgeDocument: {
    summary: "Rename or move a knowledge document",
    description: "Renames the document, moves it to another folder (`folder_id`, null for the root), or both.",
    body: KnowledgeDocumentPatchBody,
    responses: { 200: KnowledgeDocument },
  },
  deleteKnowledgeDocument: {
    summary: "Delete a knowledge document",
    description:
      "Deletes the document. One still attached to an agent's draft or branch tip: 409 `document_in_use` " +
      "unless `?force=true`. Agent versions keep the document's `name`.",
    query: KnowledgeDeleteQuery,
    responses: { 204: null },
    errors: ["document_in_use"],
  },
  refreshKnowledgeDocument: {
    summary: "Refresh a knowledge document",
    description:
      "Indexes the document again (a URL document is fetched again) and answers 202 with it `pending`; " +
      "on a document already `pending` or `indexing` it changes nothing. Search and the content keep " +
      "answering the previous index until the new one is ready.",
    responses: { 202: KnowledgeDocument },
  },
} as const satisfies OperationSchemaTable;
