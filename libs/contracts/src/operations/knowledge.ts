import {
  KnowledgeDeleteQuery,
  KnowledgeDocument,
  KnowledgeDocumentContent,
  KnowledgeDocumentListPage,
  KnowledgeDocumentListQuery,
  KnowledgeDocumentPatchBody,
  KnowledgeFolder,
  KnowledgeFolderCreateBody,
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
  createKnowledgeFromText: { body: KnowledgeTextBody, responses: { 201: KnowledgeDocument }, errors: ["unavailable"] },
  createKnowledgeFromFile: {
    responses: { 201: KnowledgeDocument },
    errors: ["payload_too_large", "unsupported_media_type", "unavailable"],
  },
  importKnowledgeFromUrl: { body: KnowledgeUrlBody, responses: { 201: KnowledgeDocument }, errors: ["unavailable"] },
  searchKnowledge: { body: KnowledgeSearchBody, responses: { 200: KnowledgeSearchResponse } },
  listKnowledge: { query: KnowledgeDocumentListQuery, responses: { 200: KnowledgeDocumentListPage } },
  createKnowledgeFolder: {
    body: KnowledgeFolderCreateBody,
    responses: { 201: KnowledgeFolder },
    errors: ["folder_name_taken"],
  },
  getKnowledgeFolder: { responses: { 200: KnowledgeFolder } },
  updateKnowledgeFolder: {
    body: KnowledgeFolderPatchBody,
    responses: { 200: KnowledgeFolder },
    errors: ["folder_name_taken"],
  },
  deleteKnowledgeFolder: { query: KnowledgeDeleteQuery, responses: { 204: null }, errors: ["folder_not_empty"] },
  getKnowledgeDocument: { responses: { 200: KnowledgeDocument } },
  // 409 `conflict` (reason `document_not_indexed`) until the first index is live.
  getKnowledgeContent: { responses: { 200: KnowledgeDocumentContent }, errors: ["conflict"] },
  updateKnowledgeDocument: { body: KnowledgeDocumentPatchBody, responses: { 200: KnowledgeDocument } },
  deleteKnowledgeDocument: { query: KnowledgeDeleteQuery, responses: { 204: null }, errors: ["document_in_use"] },
  refreshKnowledgeDocument: { responses: { 202: KnowledgeDocument } },
} as const satisfies OperationSchemaTable;
