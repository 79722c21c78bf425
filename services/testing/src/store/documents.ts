import type { AgentTestListType, AgentTestType, TestAccessEntry } from "@cx/contracts";
import type { StoredDocument } from "@cx/store";

/** The parent key of items at the root: never null, so equality on it can use an index. */
export const ROOT_KEY = "root";

/**
 * Folders and tests share one collection because the list mixes them in one order: a page is one
 * indexed query, not a merge of two. Fields below the line are derived, kept for indexes.
 */
interface EntryDocumentBase extends StoredDocument {
  workspace_id: string;
  name: string;
  /** Folder id, or `ROOT_KEY`. */
  parent_key: string;
  created_by: string;
  created_at: string;
  updated_at: string;
  // ---- derived ----
  /** `folder` or the test's kind: what the `types[]` filter matches. */
  list_type: AgentTestListType;
  /** Lower-cased name: case-insensitive search and name order. */
  name_key: string;
  /**
   * Unique per folder scope (workspace and parent): a folder's name key, so sibling folder names are unique by
   * index (racing creates cannot both win); a test's own id, so tests may share names.
   */
  sibling_key: string;
  /** Sort key of the `default` order, see `recentKey`. */
  recent_key: string;
  /** Sort key of the `folders_first` order, see `alphaKey`. */
  alpha_key: string;
  /** User ids of the `access` list (empty for folders). */
  access_user_ids: string[];
  /** `scopeKey(workspace, _id)`: the tenant check of every lookup by id. */
  entry_key: string;
  /** `scopeKey(workspace, parent_key)`: the folder listings, siblings and tree walks. */
  folder_scope: string;
  /** `scopeKey(workspace, user)` for each user of the `access` list: `shared_with_me`. */
  share_scopes: string[];
  /** `scopeKey(workspace, created_by)`: `created_by_me`. */
  creator_scope: string;
}

export interface FolderDocument extends EntryDocumentBase {
  entity_type: "folder";
  list_type: "folder";
}

export interface TestDocument extends EntryDocumentBase {
  entity_type: "test";
  list_type: AgentTestType;
  access: TestAccessEntry[];
  current_revision_id: string;
  revision_created_at: string;
  /**
   * The `TestContent` as JSON text. User-shaped objects (dynamic variables, tool details, mock
   * overrides) may have keys no document store accepts as field names (`$x`, `a.b`); as text they
   * round-trip exactly, and nothing ever queries inside them.
   */
  content_json: string;
}

export type EntryDocument = FolderDocument | TestDocument;

/** A frozen version of a test, kept after the test changes or is deleted, so runs can refer to it. */
export interface RevisionDocument extends StoredDocument {
  workspace_id: string;
  test_id: string;
  name: string;
  created_by: string;
  revision_created_at: string;
  content_json: string;
}

/**
 * A subtree deletion in progress. Written before the first document goes and removed after the
 * last, so a process that dies half-way leaves a record that the next sweep finishes.
 */
export interface DeletionDocument extends StoredDocument {
  workspace_id: string;
  folder_id: string;
  entry_ids: string[];
  folder_ids: string[];
  started_at: string;
}

export function parentFolderIdOf(entry: { parent_key: string }): string | null {
  return entry.parent_key === ROOT_KEY ? null : entry.parent_key;
}

export function parentKeyOf(parentFolderId: string | null): string {
  return parentFolderId ?? ROOT_KEY;
}
