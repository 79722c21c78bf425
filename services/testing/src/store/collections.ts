import type { Database } from "@cx/store";

export const COLLECTIONS = {
  entries: "agent_test_entries",
  revisions: "agent_test_revisions",
  deletions: "agent_test_deletions",
} as const;

/** Index names, so tests and diagnostics can say which one a query used. */
export const INDEXES = {
  siblings: "workspace_parent_sibling_unique",
  folderRecent: "workspace_parent_recent",
  folderAlpha: "workspace_parent_alpha",
  workspaceRecent: "workspace_recent",
  workspaceAlpha: "workspace_alpha",
  search: "workspace_name",
  sharedWith: "workspace_shared_recent",
  createdBy: "workspace_creator_recent",
  revisions: "workspace_test_revisions",
  deletions: "deletions_started",
} as const;

/**
 * Every list query has an index whose leading fields are its equalities and whose last field is
 * its sort key, so MongoDB answers a page by walking the index from the cursor and stopping after
 * one page; the embedded engine narrows to the same leading equalities. The unique sibling index
 * is what makes folder names unique among siblings under concurrent writes.
 */
export async function ensureIndexes(database: Database): Promise<void> {
  await database.collection(COLLECTIONS.entries).createIndexes([
    { name: INDEXES.siblings, keys: { workspace_id: 1, parent_key: 1, sibling_key: 1 }, unique: true },
    { name: INDEXES.folderRecent, keys: { workspace_id: 1, parent_key: 1, recent_key: 1 } },
    { name: INDEXES.folderAlpha, keys: { workspace_id: 1, parent_key: 1, alpha_key: 1 } },
    { name: INDEXES.workspaceRecent, keys: { workspace_id: 1, recent_key: 1 } },
    { name: INDEXES.workspaceAlpha, keys: { workspace_id: 1, alpha_key: 1 } },
    { name: INDEXES.search, keys: { workspace_id: 1, name_key: 1 } },
    { name: INDEXES.sharedWith, keys: { workspace_id: 1, access_user_ids: 1, recent_key: 1 } },
    { name: INDEXES.createdBy, keys: { workspace_id: 1, created_by: 1, recent_key: 1 } },
  ]);
  await database
    .collection(COLLECTIONS.revisions)
    .createIndexes([{ name: INDEXES.revisions, keys: { workspace_id: 1, test_id: 1, revision_created_at: 1 } }]);
  await database
    .collection(COLLECTIONS.deletions)
    .createIndexes([{ name: INDEXES.deletions, keys: { started_at: 1 } }]);
}
