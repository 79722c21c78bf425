import type { Breadcrumb } from "@cx/contracts";

/**
 * Folders nest at most this deep (a root folder is at depth 1). The bound keeps breadcrumbs and
 * the cycle checks of a move to a known number of lookups.
 */
export const MAX_FOLDER_DEPTH = 20;

export interface FolderLink {
  name: string;
  /** Parent folder id, or the root key. */
  parent_key: string;
}

export interface FolderPath {
  /** From the root down to the folder itself. */
  crumbs: Breadcrumb[];
  /** A folder on the way up was not found (deleted meanwhile). */
  broken: boolean;
  /** The way up came back to a folder already passed: only a race of two moves can do that. */
  cyclic: boolean;
}

/** Walks up from `folderId` through the loaded folders; pure, so the rules are testable alone. */
export function pathOf(folders: ReadonlyMap<string, FolderLink>, folderId: string, rootKey: string): FolderPath {
  const upward: Breadcrumb[] = [];
  const seen = new Set<string>();
  let current: string = folderId;
  while (current !== rootKey) {
    if (seen.has(current)) return { crumbs: upward.reverse(), broken: false, cyclic: true };
    seen.add(current);
    const folder = folders.get(current);
    if (!folder) return { crumbs: upward.reverse(), broken: true, cyclic: false };
    upward.push({ id: current, name: folder.name });
    current = folder.parent_key;
  }
  return { crumbs: upward.reverse(), broken: false, cyclic: false };
}

/** Moving folders under `target` (whose path is given) would put one inside itself. */
export function movesIntoItself(movedFolderIds: ReadonlySet<string>, targetPath: readonly Breadcrumb[]): boolean {
  return targetPath.some((crumb) => movedFolderIds.has(crumb.id));
}

/**
 * Whether a folder whose subtree is `height` levels tall (1 for a folder without subfolders) fits
 * under a parent at `parentDepth` (0 for the root).
 */
export function fitsDepth(parentDepth: number, height: number): boolean {
  return parentDepth + height <= MAX_FOLDER_DEPTH;
}
