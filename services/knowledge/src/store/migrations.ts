import { type Database, renameStoredFieldsIn } from "@cx/store";
import { COLLECTIONS } from "./collections.ts";

/** Recorded in the database once done, so later starts do not scan for the old names again. */
export const STORED_FIELD_MIGRATION = "stored-fields-snake-case";

/**
 * The camelCase names knowledge stored before it followed the platform's snake_case convention
 * (docs/decisions/stored-field-names.md), old → new, per collection. Users and the index state
 * only ever had snake_case (single-word) names.
 */
export const STORED_FIELD_RENAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  [COLLECTIONS.documents]: {
    workspaceId: "workspace_id",
    nameFromSource: "name_from_source",
    byteSize: "byte_size",
    chunkCount: "chunk_count",
    createdBy: "created_by",
    createdAt: "created_at",
    updatedAt: "updated_at",
    indexedAt: "indexed_at",
    sourceUrl: "source_url",
    folderId: "folder_id",
    leaseToken: "lease_token",
    leaseUntil: "lease_until",
    indexingStartedAt: "indexing_started_at",
    indexingAttempts: "indexing_attempts",
    queuedAt: "queued_at",
    activeVersion: "active_version",
    embedderId: "embedder_id",
    outcomePublished: "outcome_published",
    outcomeAt: "outcome_at",
  },
  [COLLECTIONS.sources]: { workspaceId: "workspace_id", fileName: "file_name" },
  [COLLECTIONS.contents]: { workspaceId: "workspace_id", documentId: "document_id" },
  [COLLECTIONS.chunks]: { workspaceId: "workspace_id", documentId: "document_id" },
  [COLLECTIONS.folders]: {
    workspaceId: "workspace_id",
    nameKey: "name_key",
    parentId: "parent_id",
    parentKey: "parent_key",
    createdBy: "created_by",
    createdAt: "created_at",
    updatedAt: "updated_at",
  },
  [COLLECTIONS.attachments]: {
    workspaceId: "workspace_id",
    agentId: "agent_id",
    branchId: "branch_id",
    tipDocumentIds: "tip_document_ids",
    tipAt: "tip_at",
    draftDocumentIds: "draft_document_ids",
    draftAt: "draft_at",
    archivedAt: "archived_at",
  },
};

/** Returns how many documents were rewritten (none once the data is in the new shape). */
export function migrateStoredFields(database: Database): Promise<number> {
  return renameStoredFieldsIn(database, STORED_FIELD_MIGRATION, STORED_FIELD_RENAMES);
}
