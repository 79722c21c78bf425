import type { AgentTestMoveBody, AgentTestMoveResult } from "@cx/contracts";
import { AppError } from "@cx/errors";
import { DuplicateKeyError } from "@cx/store";
import { canEdit, folderAccessRole, testAccessRole } from "../domain/access.ts";
import type { Actor } from "../domain/actor.ts";
import { type EntryDocument, parentKeyOf } from "../store/documents.ts";
import { checkFolderMove, concurrentMove, moveStillSound, nameTaken } from "./folders.ts";
import type { TestingPorts } from "./ports.ts";
import { presentEntry } from "./present.ts";

export const MAX_MOVE_ENTITIES = 100;

/**
 * Moves tests and folders under one parent, all or nothing: every entry must exist and be the
 * caller's to move, no folder may go into itself, and no folder name may clash at the target.
 * Moving does not change `updated_at` (the content did not change).
 */
export async function moveEntries(
  deps: TestingPorts,
  actor: Actor,
  input: AgentTestMoveBody,
): Promise<AgentTestMoveResult> {
  const ids = input.entity_ids;
  const problems = ids.flatMap((id, i) =>
    ids.indexOf(id) !== i ? [{ path: `/entity_ids/${i}`, message: "is listed twice" }] : [],
  );
  if (ids.length > MAX_MOVE_ENTITIES) {
    problems.push({ path: "/entity_ids", message: `must have at most ${MAX_MOVE_ENTITIES} entries` });
  }
  if (problems.length > 0) throw AppError.validation(problems);

  const ws = actor.workspaceId;
  const targetKey = parentKeyOf(input.parent_folder_id);
  const entries = await deps.entries.findMany(ws, ids);
  const found = new Set(entries.map((entry) => entry._id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw new AppError("not_found", "Some of the entries were not found.", { entity_ids: missing });

  const refused = entries.filter((entry) =>
    entry.entity_type === "folder"
      ? folderAccessRole(actor, entry) === "viewer"
      : !canEdit(testAccessRole(actor, entry)),
  );
  if (refused.length > 0) {
    throw new AppError("forbidden", "You may not move some of these entries.", {
      reason: "not_editor",
      entity_ids: refused.map((entry) => entry._id),
    });
  }

  const moving = entries.filter((entry) => entry.parent_key !== targetKey);
  const folders = moving.filter((entry) => entry.entity_type === "folder");
  const breadcrumbs = await checkFolderMove(
    deps,
    actor,
    folders.map((folder) => folder._id),
    targetKey,
  );
  await checkNamesFree(deps, actor, folders, targetKey);

  if (moving.length > 0) {
    try {
      await deps.entries.move(
        ws,
        moving.map((entry) => entry._id),
        targetKey,
      );
    } catch (error) {
      await undo(deps, actor, moving, targetKey);
      if (error instanceof DuplicateKeyError) throw nameTaken(folders[0]?.name ?? "");
      throw error;
    }
    const outcome = await moveStillSound(
      deps,
      actor,
      folders.map((folder) => folder._id),
      targetKey,
    );
    if (outcome !== "ok") {
      await undo(deps, actor, moving, targetKey);
      throw outcome === "cycle" ? concurrentMove() : AppError.notFound("parent folder");
    }
  }
  const byId = new Map(entries.map((entry) => [entry._id, entry]));
  return {
    items: ids.map((id) =>
      presentEntry({ ...(byId.get(id) as EntryDocument), parent_key: targetKey }, actor, breadcrumbs),
    ),
  };
}

/** The unique index decides in the end; this only gives the common case a precise answer. */
async function checkNamesFree(deps: TestingPorts, actor: Actor, folders: EntryDocument[], targetKey: string) {
  const seen = new Map<string, string>();
  for (const folder of folders) {
    const clash = seen.get(folder.sibling_key);
    if (clash !== undefined) throw nameTaken(folder.name);
    seen.set(folder.sibling_key, folder._id);
    const existing = await deps.entries.sibling(actor.workspaceId, targetKey, folder.sibling_key);
    if (existing) throw nameTaken(folder.name);
  }
}

/** Puts moved entries back where they were, each only if it is still where this move put it. */
async function undo(deps: TestingPorts, actor: Actor, moved: EntryDocument[], targetKey: string) {
  const byOrigin = new Map<string, string[]>();
  for (const entry of moved) byOrigin.set(entry.parent_key, [...(byOrigin.get(entry.parent_key) ?? []), entry._id]);
  for (const [origin, ids] of byOrigin) await deps.entries.move(actor.workspaceId, ids, origin, targetKey);
}
