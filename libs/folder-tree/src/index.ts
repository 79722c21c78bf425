/**
 * Folder trees of the platform (agent tests, knowledge documents): one depth limit and the walks
 * both services make over a tree stored as parent links. The walks take loaders, so each service
 * keeps its own storage; every walk goes level by level (one query per level, never per folder)
 * and is bounded by the depth limit, so a cycle left by a race is noticed rather than followed.
 */

/**
 * Folders nest at most this deep (a folder at the root is at depth 1). The bound keeps
 * breadcrumbs and the checks of a move to a known number of lookups.
 */
export const MAX_FOLDER_DEPTH = 20;

export interface FolderLink {
  name: string;
  /** Parent folder id, or the root key. */
  parentKey: string;
}

export interface Crumb {
  id: string;
  name: string;
}

export interface FolderPath {
  /** From the root down to the folder itself. */
  crumbs: Crumb[];
  /** A folder on the way up was not found (deleted meanwhile). */
  broken: boolean;
  /** The way up came back to a folder already passed: only a race of two moves can do that. */
  cyclic: boolean;
}

/**
 * The given folders and their ancestors, loaded one level per call of `load` (which returns the
 * folders among the ids it is given), up to one level past the depth limit.
 */
export async function loadAncestry(
  folderIds: Iterable<string>,
  rootKey: string,
  load: (ids: string[]) => Promise<Array<FolderLink & { id: string }>>,
): Promise<Map<string, FolderLink>> {
  const loaded = new Map<string, FolderLink>();
  let frontier = [...new Set(folderIds)].filter((id) => id !== rootKey);
  for (let round = 0; frontier.length > 0 && round <= MAX_FOLDER_DEPTH; round++) {
    const folders = await load(frontier);
    for (const folder of folders) loaded.set(folder.id, { name: folder.name, parentKey: folder.parentKey });
    frontier = [...new Set(folders.map((folder) => folder.parentKey))].filter(
      (id) => id !== rootKey && !loaded.has(id),
    );
  }
  return loaded;
}

/** Walks up from `folderId` through loaded folders (`loadAncestry`); pure. */
export function pathOf(folders: ReadonlyMap<string, FolderLink>, folderId: string, rootKey: string): FolderPath {
  const upward: Crumb[] = [];
  const seen = new Set<string>();
  let current: string = folderId;
  while (current !== rootKey) {
    if (seen.has(current)) return { crumbs: upward.reverse(), broken: false, cyclic: true };
    seen.add(current);
    const folder = folders.get(current);
    if (!folder) return { crumbs: upward.reverse(), broken: true, cyclic: false };
    upward.push({ id: current, name: folder.name });
    current = folder.parentKey;
  }
  return { crumbs: upward.reverse(), broken: false, cyclic: false };
}

/** Moving folders under a target (whose path is given) would put one inside itself. */
export function movesIntoItself(movedFolderIds: ReadonlySet<string>, targetPath: readonly Crumb[]): boolean {
  return targetPath.some((crumb) => movedFolderIds.has(crumb.id));
}

/**
 * Whether a folder whose subtree is `height` levels tall (1 for a folder without subfolders) fits
 * under a parent at `parentDepth` (0 for the root).
 */
export function fitsDepth(parentDepth: number, height: number): boolean {
  return parentDepth + height <= MAX_FOLDER_DEPTH;
}

export interface Subtree<E> {
  /** Every entry below the roots (not the roots themselves), level by level. */
  descendants: E[];
  /** Levels of folders: 1 for roots without subfolders, 0 without roots. */
  height: number;
}

/**
 * Everything below the given folders (stored entries, by `_id`), one call of `childrenOf` (the entries directly inside any
 * of the given folders) per level; `isFolder` says which entries have children of their own.
 */
export async function subtreeOf<E extends { _id: string }>(
  rootFolderIds: readonly string[],
  childrenOf: (folderIds: string[]) => Promise<E[]>,
  isFolder: (entry: E) => boolean,
): Promise<Subtree<E>> {
  const descendants: E[] = [];
  const seen = new Set(rootFolderIds);
  let frontier = [...rootFolderIds];
  let height = frontier.length > 0 ? 1 : 0;
  while (frontier.length > 0) {
    const children = (await childrenOf(frontier)).filter((child) => !seen.has(child._id));
    for (const child of children) seen.add(child._id);
    descendants.push(...children);
    frontier = children.filter(isFolder).map((child) => child._id);
    if (frontier.length > 0) height++;
  }
  return { descendants, height };
}
