import type { Breadcrumb } from "@cx/contracts";
import { AppError } from "@cx/errors";
import { type FolderLink, type FolderPath, MAX_FOLDER_DEPTH, pathOf } from "../domain/folder-tree.ts";
import type { WorkspaceId } from "../domain/ids.ts";
import { type FolderDocument, ROOT_KEY } from "../store/documents.ts";
import type { EntryOutline } from "../store/entries-repository.ts";
import type { TestingDeps } from "./deps.ts";

/**
 * Loads the given folders and their ancestors, one `$in` query per level, so the breadcrumbs of a
 * whole page cost at most `MAX_FOLDER_DEPTH` queries however many items it has.
 */
export async function loadAncestry(
  deps: TestingDeps,
  workspaceId: WorkspaceId,
  folderIds: Iterable<string>,
): Promise<Map<string, FolderLink>> {
  const loaded = new Map<string, FolderLink>();
  let frontier = [...new Set(folderIds)].filter((id) => id !== ROOT_KEY);
  // One more round than the depth bound, so a cycle left by a race is seen rather than chased.
  for (let round = 0; frontier.length > 0 && round <= MAX_FOLDER_DEPTH; round++) {
    const folders = await deps.entries.folderOutlines(workspaceId, frontier);
    for (const folder of folders) loaded.set(folder._id, { name: folder.name, parent_key: folder.parent_key });
    frontier = [...new Set(folders.map((folder) => folder.parent_key))].filter(
      (id) => id !== ROOT_KEY && !loaded.has(id),
    );
  }
  return loaded;
}

/** The path from the root down to a folder (inclusive); `null` when the folder does not exist. */
export async function folderPath(
  deps: TestingDeps,
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
  deps: TestingDeps,
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
  deps: TestingDeps,
  workspaceId: WorkspaceId,
  parentKeys: Iterable<string>,
): Promise<Map<string, Breadcrumb[]>> {
  const keys = [...new Set(parentKeys)];
  const loaded = await loadAncestry(deps, workspaceId, keys);
  return new Map(keys.map((key) => [key, key === ROOT_KEY ? [] : pathOf(loaded, key, ROOT_KEY).crumbs]));
}

export async function requireFolder(
  deps: TestingDeps,
  workspaceId: WorkspaceId,
  folderId: string,
): Promise<FolderDocument> {
  const folder = await deps.entries.findFolder(workspaceId, folderId);
  if (!folder) throw AppError.notFound("folder");
  return folder;
}

/** Whether the parent an entry was just written under still exists (see `docs/api/testing.md`). */
export async function parentStillExists(deps: TestingDeps, workspaceId: WorkspaceId, parentKey: string) {
  return parentKey === ROOT_KEY || (await deps.entries.findFolder(workspaceId, parentKey)) !== null;
}

export interface Subtree {
  /** Every entry below the roots (not the roots themselves). */
  descendants: EntryOutline[];
  /** Levels of folders: 1 for roots without subfolders. */
  height: number;
}

/** Everything below the given folders, level by level through the parent index. */
export async function subtreeOf(
  deps: TestingDeps,
  workspaceId: WorkspaceId,
  rootFolderIds: readonly string[],
): Promise<Subtree> {
  const descendants: EntryOutline[] = [];
  const seen = new Set(rootFolderIds);
  let frontier = [...rootFolderIds];
  let height = frontier.length > 0 ? 1 : 0;
  while (frontier.length > 0) {
    const children = (await deps.entries.childrenOf(workspaceId, frontier)).filter((child) => !seen.has(child._id));
    for (const child of children) seen.add(child._id);
    descendants.push(...children);
    frontier = children.filter((child) => child.entity_type === "folder").map((child) => child._id);
    if (frontier.length > 0) height++;
  }
  return { descendants, height };
}
