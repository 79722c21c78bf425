import type { Breadcrumb } from "@cx/contracts";
import { AppError } from "@cx/errors";
import {
  type FolderLink,
  type FolderPath,
  loadAncestry as loadLevels,
  pathOf,
  type Subtree,
  subtreeOf as subtreeLevels,
} from "@cx/folder-tree";
import type { WorkspaceId } from "../domain/ids.ts";
import { type FolderDocument, ROOT_KEY } from "../store/documents.ts";
import type { EntryOutline } from "../store/entries-repository.ts";
import type { TestingPorts } from "./ports.ts";

/** The given folders and their ancestors, one `$in` query per level (see `@cx/folder-tree`). */
export function loadAncestry(
  deps: TestingPorts,
  workspaceId: WorkspaceId,
  folderIds: Iterable<string>,
): Promise<Map<string, FolderLink>> {
  return loadLevels(folderIds, ROOT_KEY, async (ids) =>
    (await deps.entries.folderOutlines(workspaceId, ids)).map((f) => ({
      id: f._id,
      name: f.name,
      parentKey: f.parent_key,
    })),
  );
}

/** The path from the root down to a folder (inclusive); `null` when the folder does not exist. */
export async function folderPath(
  deps: TestingPorts,
  workspaceId: WorkspaceId,
  folderId: string,
): Promise<FolderPath | null> {
  const loaded = await loadAncestry(deps, workspaceId, [folderId]);
  if (!loaded.has(folderId)) return null;
  return pathOf(loaded, folderId, ROOT_KEY);
}

/**
 * The breadcrumbs of an item whose parent key is `parentKey`: from the root to the parent. The
 * parent must exist, or the answer is 404 naming `what`.
 */
export async function breadcrumbsUnder(
  deps: TestingPorts,
  workspaceId: WorkspaceId,
  parentKey: string,
  what = "parent folder",
): Promise<Breadcrumb[]> {
  if (parentKey === ROOT_KEY) return [];
  const path = await folderPath(deps, workspaceId, parentKey);
  if (!path) throw AppError.notFound(what);
  return path.crumbs;
}

/** Breadcrumbs of many parents at once (a list page). */
export async function breadcrumbsOf(
  deps: TestingPorts,
  workspaceId: WorkspaceId,
  parentKeys: Iterable<string>,
): Promise<Map<string, Breadcrumb[]>> {
  const keys = [...new Set(parentKeys)];
  const loaded = await loadAncestry(deps, workspaceId, keys);
  return new Map(keys.map((key) => [key, key === ROOT_KEY ? [] : pathOf(loaded, key, ROOT_KEY).crumbs]));
}

export async function requireFolder(
  deps: TestingPorts,
  workspaceId: WorkspaceId,
  folderId: string,
): Promise<FolderDocument> {
  const folder = await deps.entries.findFolder(workspaceId, folderId);
  if (!folder) throw AppError.notFound("folder");
  return folder;
}

/** Whether the parent an entry was just written under still exists (see `docs/api/testing.md`). */
export async function parentStillExists(deps: TestingPorts, workspaceId: WorkspaceId, parentKey: string) {
  return parentKey === ROOT_KEY || (await deps.entries.findFolder(workspaceId, parentKey)) !== null;
}

/** Everything below the given folders, level by level through the parent index. */
export function subtreeOf(
  deps: TestingPorts,
  workspaceId: WorkspaceId,
  rootFolderIds: readonly string[],
): Promise<Subtree<EntryOutline>> {
  return subtreeLevels(
    rootFolderIds,
    (ids) => deps.entries.childrenOf(workspaceId, ids),
    (entry) => entry.entity_type === "folder",
  );
}
