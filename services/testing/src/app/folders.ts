import type { AgentTestFolder, AgentTestFolderCreateBody, AgentTestFolderPatchBody } from "@cx/contracts";
import { AppError } from "@cx/errors";
import { fitsDepth, MAX_FOLDER_DEPTH, movesIntoItself } from "@cx/folder-tree";
import { DuplicateKeyError } from "@cx/store";
import { folderAccessRole } from "../domain/access.ts";
import type { Actor } from "../domain/actor.ts";
import { isoNow } from "../domain/clock.ts";
import { newId } from "../domain/ids.ts";
import { normaliseName } from "../domain/names.ts";
import { type FolderDocument, parentKeyOf, ROOT_KEY } from "../store/documents.ts";
import { placement } from "../store/entries-repository.ts";
import { folderNameFields, newFolderDocument } from "../store/entry-documents.ts";
import type { TestingPorts } from "./ports.ts";
import { presentFolder } from "./present.ts";
import { breadcrumbsUnder, folderPath, parentStillExists, requireFolder, subtreeOf } from "./tree.ts";

export function nameTaken(name: string): AppError {
  return new AppError("folder_name_taken", "A folder with this name already exists in the same parent folder.", {
    name,
  });
}

export function tooDeep(): AppError {
  return AppError.validation(
    [{ path: "/parent_folder_id", message: `folders nest at most ${MAX_FOLDER_DEPTH} levels deep` }],
    "The folder would be nested too deep.",
  );
}

export function intoItself(): AppError {
  return AppError.validation(
    [{ path: "/parent_folder_id", message: "cannot move a folder into itself or one of its descendants" }],
    "A folder cannot be moved into itself or one of its descendants.",
  );
}

export function concurrentMove(): AppError {
  return new AppError("conflict", "The folder tree changed while this request was applied; nothing was moved.");
}

export function requireFolderEditable(actor: Actor, folder: FolderDocument): void {
  if (folderAccessRole(actor, folder) === "viewer") {
    throw AppError.forbidden("Only the folder's creator and workspace admins may change it.", "not_folder_creator");
  }
}

function parsedName(raw: string): string {
  const result = normaliseName(raw, "/name");
  if ("error" in result) throw AppError.validation([result.error]);
  return result.name;
}

export async function createFolder(
  deps: TestingPorts,
  actor: Actor,
  input: AgentTestFolderCreateBody,
): Promise<AgentTestFolder> {
  const name = parsedName(input.name);
  const ws = actor.workspaceId;
  const parentKey = parentKeyOf(input.parent_folder_id ?? null);
  const breadcrumbs = await breadcrumbsUnder(deps, ws, parentKey);
  if (!fitsDepth(breadcrumbs.length, 1)) throw tooDeep();
  const folder = newFolderDocument({
    id: newId("tfd"),
    workspaceId: ws,
    name,
    parentKey,
    createdBy: actor.userId,
    now: isoNow(deps.clock),
  });
  try {
    await deps.entries.insert(ws, folder);
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw nameTaken(name);
    throw error;
  }
  if (!(await parentStillExists(deps, ws, parentKey))) {
    await deps.entries.delete(ws, folder._id);
    throw AppError.notFound("parent folder");
  }
  return presentFolder(folder, breadcrumbs);
}

export async function getFolder(deps: TestingPorts, actor: Actor, folderId: string): Promise<AgentTestFolder> {
  const folder = await requireFolder(deps, actor.workspaceId, folderId);
  return presentFolder(folder, await breadcrumbsUnder(deps, actor.workspaceId, folder.parent_key));
}

/**
 * Checks that `folders` may go under `parentKey`: the target exists, is not one of them or below
 * one of them, and the deepest of them still fits. Returns the target's breadcrumbs.
 */
export async function checkFolderMove(
  deps: TestingPorts,
  actor: Actor,
  folderIds: readonly string[],
  parentKey: string,
) {
  const ws = actor.workspaceId;
  if (parentKey === ROOT_KEY) {
    const { height } = await subtreeOf(deps, ws, folderIds);
    if (!fitsDepth(0, height)) throw tooDeep();
    return [];
  }
  const target = await folderPath(deps, ws, parentKey);
  if (!target) throw AppError.notFound("parent folder");
  if (movesIntoItself(new Set(folderIds), target.crumbs)) throw intoItself();
  // The tallest of the moved subtrees decides.
  const { height } = await subtreeOf(deps, ws, folderIds);
  if (!fitsDepth(target.crumbs.length, height)) throw tooDeep();
  return target.crumbs;
}

/**
 * After a folder was moved under `parentKey`: is the target still there, and is the moved folder
 * still off its path? Two concurrent moves (A into B, B into A) can each pass the check before
 * writing; the later writer sees the cycle here and undoes its own move.
 */
export async function moveStillSound(
  deps: TestingPorts,
  actor: Actor,
  folderIds: readonly string[],
  parentKey: string,
): Promise<"ok" | "target_gone" | "cycle"> {
  if (parentKey === ROOT_KEY) return "ok";
  const target = await folderPath(deps, actor.workspaceId, parentKey);
  if (!target || target.broken) return "target_gone";
  if (target.cyclic || movesIntoItself(new Set(folderIds), target.crumbs)) return "cycle";
  return "ok";
}

/** `PATCH`: rename, move, or both. Renaming changes `updated_at`; moving alone does not. */
export async function updateFolder(
  deps: TestingPorts,
  actor: Actor,
  folderId: string,
  input: AgentTestFolderPatchBody,
): Promise<AgentTestFolder> {
  const ws = actor.workspaceId;
  const folder = await requireFolder(deps, ws, folderId);
  requireFolderEditable(actor, folder);

  const set: Partial<FolderDocument> = {};
  if (input.name !== undefined) {
    const name = parsedName(input.name);
    if (name !== folder.name) Object.assign(set, folderNameFields(folder._id, name, isoNow(deps.clock)));
  }
  const parentKey = input.parent_folder_id === undefined ? folder.parent_key : parentKeyOf(input.parent_folder_id);
  const moving = parentKey !== folder.parent_key;
  let breadcrumbs: { id: string; name: string }[];
  if (moving) {
    breadcrumbs = await checkFolderMove(deps, actor, [folder._id], parentKey);
    Object.assign(set, placement(ws, parentKey));
  } else {
    breadcrumbs = await breadcrumbsUnder(deps, ws, folder.parent_key);
  }
  if (Object.keys(set).length === 0) return presentFolder(folder, breadcrumbs);

  let matched: boolean;
  try {
    matched = await deps.entries.update(ws, folder._id, set, { parent_key: folder.parent_key });
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw nameTaken(set.name ?? folder.name);
    throw error;
  }
  if (!matched) {
    if (!(await deps.entries.findFolder(ws, folder._id))) throw AppError.notFound("folder");
    throw concurrentMove();
  }
  if (moving) {
    const outcome = await moveStillSound(deps, actor, [folder._id], parentKey);
    if (outcome !== "ok") {
      const before = Object.fromEntries(Object.keys(set).map((key) => [key, folder[key as keyof FolderDocument]]));
      await deps.entries.update(ws, folder._id, before, { parent_key: parentKey });
      throw outcome === "cycle" ? concurrentMove() : AppError.notFound("parent folder");
    }
  }
  return presentFolder({ ...folder, ...set }, breadcrumbs);
}
