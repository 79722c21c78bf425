/**
 * Folders of agent tests (part 4.4) and of knowledge (part 4.10) are written with the same bodies:
 * a name, and the parent folder, absent or null for the root. Each resource makes its own copy, so
 * that each keeps its own name in the reference.
 */
import { Type } from "@sinclair/typebox";
import { Body, Name, Nullable, Patch } from "../builders.ts";

export function FolderCreateBody() {
  return Body(
    {
      name: Name({ description: "The folder's name, unique among its siblings." }),
      parent_folder_id: Type.Optional(
        Nullable(Type.String(), { description: "The parent folder; absent or null creates the folder at the root." }),
      ),
    },
    { examples: [{ name: "Refunds", parent_folder_id: null }] },
  );
}

/** Renames, moves (`parent_folder_id: null` is the root), or both. */
export function FolderPatchBody() {
  return Patch({
    name: Name({ description: "The folder's new name, unique among its siblings." }),
    parent_folder_id: Nullable(Type.String(), {
      description: "The new parent folder; null moves it to the root. Not the folder itself or a descendant.",
    }),
  });
}
