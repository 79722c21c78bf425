import { roleSatisfies, type TestAccessEntry, type TestAccessRole } from "@cx/contracts";
import type { Actor } from "./actor.ts";

/**
 * The caller's effective role on a test, strongest first: a workspace admin or owner is `admin`
 * everywhere, then the creator, then what the test's `access` list grants. Every member can view
 * every test, so anyone else is a `viewer`.
 */
export function testAccessRole(
  actor: Actor,
  test: { created_by: string; access: readonly TestAccessEntry[] },
): TestAccessRole {
  if (roleSatisfies(actor.role, "admin")) return "admin";
  if (test.created_by === actor.userId) return "creator";
  const granted = test.access.find((entry) => entry.user_id === actor.userId);
  return granted?.role === "editor" ? "editor" : "viewer";
}

/**
 * Folders have no sharing list: the workspace admins and the folder's creator may rename, move or
 * delete it. Any member may put tests and folders into any folder.
 */
export function folderAccessRole(actor: Actor, folder: { created_by: string }): "admin" | "creator" | "viewer" {
  if (roleSatisfies(actor.role, "admin")) return "admin";
  return folder.created_by === actor.userId ? "creator" : "viewer";
}

export function canEdit(role: TestAccessRole): boolean {
  return role !== "viewer";
}
