import type { Database } from "@cx/store";

export const COLLECTIONS = {
  documents: "documents",
  sources: "sources",
  sourceParts: "source_parts",
  contents: "contents",
  contentParts: "content_parts",
  /** Chunks as versions before chunk groups stored them: read, never written. */
  chunks: "chunks",
  chunkTexts: "chunk_texts",
  chunkVectors: "chunk_vectors",
  folders: "folders",
  attachments: "attachments",
  users: "users",
  indexState: "index_state",
} as const;

export async function ensureIndexes(database: Database): Promise<void> {
  await database.collection(COLLECTIONS.documents).createIndexes([
    { keys: { workspace_id: 1, created_at: -1, _id: -1 }, name: "workspace_created" },
    { keys: { workspace_id: 1, folder_id: 1 }, name: "workspace_folder" },
    { keys: { status: 1, lease_until: 1 }, name: "status_lease" },
  ]);
  // A document's texts, chunks and vectors are read and deleted by document, and by version: a
  // delete of every version but one reads none of that one's records (`otherVersionFilters`).
  for (const name of [
    COLLECTIONS.contents,
    COLLECTIONS.contentParts,
    COLLECTIONS.chunks,
    COLLECTIONS.chunkTexts,
    COLLECTIONS.chunkVectors,
  ]) {
    await database
      .collection(name)
      .createIndexes([{ keys: { workspace_id: 1, document_id: 1, version: 1 }, name: "workspace_document_version" }]);
  }
  await database
    .collection(COLLECTIONS.sourceParts)
    .createIndexes([{ keys: { workspace_id: 1, document_id: 1 }, name: "workspace_document" }]);
  // Made by earlier versions, and now covered by the index above: every write paid for them.
  // Dropping an index that is not there does nothing (the port's `dropIndex`).
  await database.collection(COLLECTIONS.contents).dropIndex("workspace_document");
  await database.collection(COLLECTIONS.chunks).dropIndex("workspace_document_index");
  await database.collection(COLLECTIONS.folders).createIndexes([
    { keys: { workspace_id: 1, parent_key: 1, name_key: 1 }, unique: true, name: "sibling_name_unique" },
    { keys: { workspace_id: 1, parent_key: 1, created_at: 1, _id: 1 }, name: "workspace_parent_created" },
  ]);
  await database
    .collection(COLLECTIONS.attachments)
    .createIndexes([{ keys: { workspace_id: 1, agent_id: 1 }, name: "workspace_agent" }]);
}
