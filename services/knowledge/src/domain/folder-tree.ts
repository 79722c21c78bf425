/** Deepest nesting followed when walking up a folder chain: a guard against corrupt data. */
export const MAX_FOLDER_DEPTH = 64;

/**
 * Whether putting `folderId` under `newParentId` would make a cycle: true when the new parent is
 * the folder itself or one of its descendants. `parentOf` gives each folder's parent (null at
 * the root), walking up from the new parent.
 */
export async function wouldCycle(
  folderId: string,
  newParentId: string,
  parentOf: (id: string) => Promise<string | null>,
): Promise<boolean> {
  let current: string | null = newParentId;
  for (let depth = 0; current !== null && depth <= MAX_FOLDER_DEPTH; depth++) {
    if (current === folderId) return true;
    current = await parentOf(current);
  }
  return current !== null;
}
