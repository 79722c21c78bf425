import type { AgentTestFolderDeleteQuery } from "@cx/contracts";
import { AppError } from "@cx/errors";
import { DuplicateKeyError } from "@cx/store";
import { canEdit, folderAccessRole, testAccessRole } from "../domain/access.ts";
import type { Actor } from "../domain/actor.ts";
import { isoNow } from "../domain/clock.ts";
import { newId, type WorkspaceId } from "../domain/ids.ts";
import type { FolderDocument } from "../store/documents.ts";
import type { EntryOutline } from "../store/entries-repository.ts";
import { requireFolderEditable } from "./folders.ts";
import type { TestingPorts } from "./ports.ts";
import { requireFolder, subtreeOf } from "./tree.ts";

/** A deletion record older than this belongs to a process that died; the sweep finishes it. */
export const ABANDONED_DELETION_MS = 60_000;

function notEmpty(): AppError {
  return new AppError("folder_not_empty", "The folder is not empty; delete it with force=true to remove its contents.");
}

function mayDelete(actor: Actor, entry: EntryOutline): boolean {
  if (entry.entity_type === "folder") return folderAccessRole(actor, entry) !== "viewer";
  return canEdit(testAccessRole(actor, { created_by: entry.created_by, access: entry.access ?? [] }));
}

/**
 * Deletes a folder. Without `force` it must be empty. With `force` the whole subtree goes, and
 * only if the caller may delete every folder and test in it (a member cannot remove other
 * people's tests by deleting the folder around them).
 */
export async function deleteFolder(
  deps: TestingPorts,
  actor: Actor,
  folderId: string,
  query: AgentTestFolderDeleteQuery,
): Promise<void> {
  const force = query.force === "true";
  const ws = actor.workspaceId;
  const folder = await requireFolder(deps, ws, folderId);
  requireFolderEditable(actor, folder);
  if (!force) return deleteEmptyFolder(deps, ws, folder);

  const { descendants } = await subtreeOf(deps, ws, [folder._id]);
  const refused = descendants.filter((entry) => !mayDelete(actor, entry));
  if (refused.length > 0) {
    throw new AppError("forbidden", "The folder holds tests or folders you may not delete.", {
      reason: "subtree_not_editable",
      entity_ids: refused.slice(0, 20).map((entry) => entry._id),
    });
  }
  const ids = [folder._id, ...descendants.map((entry) => entry._id)];
  const folderIds = [folder._id, ...descendants.filter((e) => e.entity_type === "folder").map((e) => e._id)];
  const deletionId = newId("tdl");
  await deps.deletions.begin(ws, {
    _id: deletionId,
    workspace_id: ws,
    folder_id: folder._id,
    entry_ids: ids,
    folder_ids: folderIds,
    started_at: isoNow(deps.clock),
  });
  await deps.entries.deleteMany(ws, ids);
  await sweepOrphans(deps, ws, folderIds);
  await deps.deletions.finish(ws, deletionId);
}

/**
 * An empty folder goes in one delete. A child written concurrently (after the emptiness check)
 * would be stranded: then the folder is put back and the answer is 409, as if the child had come
 * first. The writer of such a child checks its parent after writing and withdraws if it is gone.
 */
async function deleteEmptyFolder(deps: TestingPorts, ws: WorkspaceId, folder: FolderDocument): Promise<void> {
  if (await deps.entries.hasChildren(ws, folder._id)) throw notEmpty();
  if (!(await deps.entries.delete(ws, folder._id))) throw AppError.notFound("folder");
  if (await deps.entries.hasChildren(ws, folder._id)) {
    try {
      await deps.entries.insert(ws, folder);
    } catch (error) {
      // A sibling took the name in the meantime: the folder cannot come back, so the delete wins
      // and the stranded children go with it rather than stay unreachable.
      if (!(error instanceof DuplicateKeyError)) throw error;
      await sweepOrphans(deps, ws, [folder._id]);
      return;
    }
    throw notEmpty();
  }
}

/**
 * Removes entries written under a deleted folder after its subtree was collected (a concurrent
 * create or move), with their own subtrees, until none is left.
 */
async function sweepOrphans(deps: TestingPorts, ws: WorkspaceId, deletedFolderIds: readonly string[]): Promise<void> {
  let parents = [...deletedFolderIds];
  while (parents.length > 0) {
    const orphans = await deps.entries.childrenOf(ws, parents);
    if (orphans.length === 0) return;
    const roots = orphans.filter((entry) => entry.entity_type === "folder").map((entry) => entry._id);
    const { descendants } = await subtreeOf(deps, ws, roots);
    const gone = [...orphans, ...descendants];
    await deps.entries.deleteMany(
      ws,
      gone.map((entry) => entry._id),
    );
    parents = gone.filter((entry) => entry.entity_type === "folder").map((entry) => entry._id);
  }
}

/**
 * Finishes subtree deletions whose process died half-way. Idempotent, so a deletion still running
 * elsewhere may be finished twice without harm; returns how many were finished.
 */
export async function finishAbandonedDeletions(deps: TestingPorts): Promise<number> {
  const before = new Date(deps.clock().getTime() - ABANDONED_DELETION_MS).toISOString();
  const abandoned = await deps.deletions.unfinished(before);
  for (const deletion of abandoned) {
    const ws = deletion.workspace_id as WorkspaceId;
    await deps.entries.deleteMany(ws, deletion.entry_ids);
    await sweepOrphans(deps, ws, deletion.folder_ids);
    await deps.deletions.finish(ws, deletion._id);
    deps.logger.info({ workspace_id: ws, folder_id: deletion.folder_id }, "finished an abandoned folder deletion");
  }
  return abandoned.length;
}
