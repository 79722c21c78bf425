import type { Database } from "@cx/store";

export const COLLECTIONS = {
  documents: "documents",
  sources: "sources",
  contents: "contents",
  chunks: "chunks",
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
  // A document's texts are replaced and purged by document, without reading every other text.
  await database
    .collection(COLLECTIONS.contents)
    .createIndexes([{ keys: { workspace_id: 1, document_id: 1 }, name: "workspace_document" }]);
  await database.collection(COLLECTIONS.chunks).createIndexes([
    // A document's chunks are read by the prefix of these two. A version's chunks are deleted by
    // equality, and each version is found by its first chunk: both without reading every chunk
    // of a large document.
    { keys: { workspace_id: 1, document_id: 1, version: 1 }, name: "workspace_document_version" },
    { keys: { workspace_id: 1, document_id: 1, index: 1 }, name: "workspace_document_index" },
  ]);
  await database
    .collection(COLLECTIONS.folders)
    .createIndexes([
      { keys: { workspace_id: 1, parent_key: 1, name_key: 1 }, unique: true, name: "sibling_name_unique" },
    ]);
  await database
    .collection(COLLECTIONS.attachments)
    .createIndexes([{ keys: { workspace_id: 1, agent_id: 1 }, name: "workspace_agent" }]);
}
