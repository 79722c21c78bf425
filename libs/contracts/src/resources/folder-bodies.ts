/**
 * Folders of agent tests (part 4.4) and of knowledge (part 4.10) are written with the same bodies:
 * a name, and the parent folder, absent or null for the root. Each resource makes its own copy, so
 * that each keeps its own name in the reference.
 */
import { Type } from "@sinclair/typebox";
import { Body, Name, Nullable, Patch } from "../builders.ts";

export function FolderCreateBody() {
  return Body({ name: Name(), parent_folder_id: Type.Optional(Nullable(Type.String())) });
}

/** Renames, moves (`parent_folder_id: null` is the root), or both. */
export function FolderPatchBody() {
  return Patch({ name: Name(), parent_folder_id: Nullable(Type.String()) });
}
