/** A folder of a tree (knowledge, tests): its parent is null at the root. */
export interface TreeFolder {
  id: string;
  name: string;
  parent_folder_id: string | null;
}

/** Folders nest at most 20 levels deep; the bound also stops a cycle the API should never have. */
const DEEPEST = 32;

/** Folder names by path ("Policies / HR"), for choosing where something goes. */
export function folderLabels(folders: readonly TreeFolder[]): Map<string, string> {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const labels = new Map<string, string>();
  for (const folder of folders) {
    const names: string[] = [];
    let at: TreeFolder | undefined = folder;
    while (at && names.length < DEEPEST) {
      names.unshift(at.name);
      at = at.parent_folder_id ? byId.get(at.parent_folder_id) : undefined;
    }
    labels.set(folder.id, names.join(" / "));
  }
  return labels;
}
