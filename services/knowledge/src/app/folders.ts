import {
  type KnowledgeDeleteQuery,
  type KnowledgeFolder,
  type KnowledgeFolderCreateBody,
  type KnowledgeFolderListQuery,
  type KnowledgeFolderPatchBody,
  pageSizeOf,
} from "@cx/contracts";
import { AppError } from "@cx/errors";
import { fitsDepth, loadAncestry, MAX_FOLDER_DEPTH, movesIntoItself, pathOf, subtreeOf } from "@cx/folder-tree";
import { DuplicateKeyError, listPage } from "@cx/store";
import { isoNow } from "../domain/clock.ts";
import { newId, type WorkspaceId } from "../domain/ids.ts";
import { cleanName, nameKey } from "../domain/names.ts";
import { ROOT_KEY } from "../store/folders-repository.ts";
import type { FolderRecord } from "../store/records.ts";
import { type KnowledgeDeps, nowOf } from "./deps.ts";
import type { Actor } from "./documents.ts";
import { isForced, removeDocuments } from "./documents.ts";
import { creatorsOf, presentFolder } from "./presenters.ts";

function nameTaken(): AppError {
  return new AppError("folder_name_taken", "A folder with this name already exists here.");
}

function tooDeep(): AppError {
  return AppError.validation([
    { path: "/parent_folder_id", message: `folders nest at most ${MAX_FOLDER_DEPTH} levels deep` },
  ]);
}

/** Folders of knowledge documents (part 4.10 and extension spec part 5). */
export class FolderUseCases {
  constructor(private readonly deps: KnowledgeDeps) {}

  private async childCount(workspaceId: WorkspaceId, id: string): Promise<number> {
    const [folders, documents] = await Promise.all([
      this.deps.repos.folders.countChildren(workspaceId, id),
      this.deps.repos.documents.countInFolder(workspaceId, id),
    ]);
    return folders + documents;
  }

  private async present(record: FolderRecord): Promise<KnowledgeFolder> {
    const workspaceId = record.workspace_id as WorkspaceId;
    const creators = await creatorsOf(this.deps.repos.readModels, [record.created_by]);
    return presentFolder(record, await this.childCount(workspaceId, record._id), creators);
  }

  private async load(workspaceId: WorkspaceId, id: string): Promise<FolderRecord> {
    const record = await this.deps.repos.folders.find(workspaceId, id);
    if (!record) throw AppError.notFound("knowledge folder");
    return record;
  }

  private async assertParent(workspaceId: WorkspaceId, parentId: string | null | undefined): Promise<string | null> {
    if (parentId === undefined || parentId === null) return null;
    if (!(await this.deps.repos.folders.find(workspaceId, parentId))) {
      throw AppError.validation([{ path: "/parent_folder_id", message: "does not name a folder of this workspace" }]);
    }
    return parentId;
  }

  /** The folders from the root down to `parentId`; empty at the root. */
  private async pathTo(workspaceId: WorkspaceId, parentId: string | null) {
    if (parentId === null) return { crumbs: [], broken: false, cyclic: false };
    const loaded = await loadAncestry([parentId], ROOT_KEY, async (ids) =>
      (await this.deps.repos.folders.findMany(workspaceId, ids)).map((f) => ({
        id: f._id,
        name: f.name,
        parentKey: f.parent_key,
      })),
    );
    return pathOf(loaded, parentId, ROOT_KEY);
  }

  private subtree(workspaceId: WorkspaceId, id: string) {
    return subtreeOf(
      [id],
      (ids) => this.deps.repos.folders.children(workspaceId, ids),
      () => true,
    );
  }

  async create(actor: Actor, body: KnowledgeFolderCreateBody): Promise<KnowledgeFolder> {
    const name = cleanName(body.name, "/name");
    const parentId = await this.assertParent(actor.workspaceId, body.parent_folder_id);
    if (!fitsDepth((await this.pathTo(actor.workspaceId, parentId)).crumbs.length, 1)) throw tooDeep();
    const now = isoNow(nowOf(this.deps));
    const record: FolderRecord = {
      _id: newId("kfd"),
      workspace_id: actor.workspaceId,
      name,
      name_key: nameKey(name),
      parent_id: parentId,
      parent_key: parentId ?? ROOT_KEY,
      created_by: actor.userId,
      created_at: now,
      updated_at: now,
    };
    try {
      await this.deps.repos.folders.insert(actor.workspaceId, record);
    } catch (error) {
      if (error instanceof DuplicateKeyError) throw nameTaken();
      throw error;
    }
    return this.present(record);
  }

  async list(workspaceId: WorkspaceId, query: KnowledgeFolderListQuery) {
    const parent = query.parent_folder_id;
    const page = await this.deps.repos.folders.list(
      workspaceId,
      parent === undefined ? undefined : parent === "" ? ROOT_KEY : parent,
      { cursor: query.cursor ? query.cursor : undefined, pageSize: pageSizeOf(query) },
    );
    const creators = await creatorsOf(
      this.deps.repos.readModels,
      page.items.map((f) => f.created_by),
    );
    const counts = await Promise.all(page.items.map((f) => this.childCount(workspaceId, f._id)));
    return listPage(page, (items) => items.map((f, i) => presentFolder(f, counts[i] ?? 0, creators)));
  }

  async get(workspaceId: WorkspaceId, id: string): Promise<KnowledgeFolder> {
    return this.present(await this.load(workspaceId, id));
  }

  async update(workspaceId: WorkspaceId, id: string, body: KnowledgeFolderPatchBody): Promise<KnowledgeFolder> {
    const current = await this.load(workspaceId, id);
    const changes: Partial<FolderRecord> = { updated_at: isoNow(nowOf(this.deps)) };
    if (body.name !== undefined) {
      changes.name = cleanName(body.name, "/name");
      changes.name_key = nameKey(changes.name);
    }
    if (body.parent_folder_id !== undefined) {
      const parentId = await this.assertParent(workspaceId, body.parent_folder_id);
      const target = await this.pathTo(workspaceId, parentId);
      if (target.cyclic || movesIntoItself(new Set([id]), target.crumbs)) {
        throw AppError.validation([
          { path: "/parent_folder_id", message: "would put the folder inside itself or one of its subfolders" },
        ]);
      }
      if (!fitsDepth(target.crumbs.length, (await this.subtree(workspaceId, id)).height)) throw tooDeep();
      changes.parent_id = parentId;
      changes.parent_key = parentId ?? ROOT_KEY;
    }
    let updated: FolderRecord | null;
    try {
      updated = await this.deps.repos.folders.update(workspaceId, id, changes);
    } catch (error) {
      if (error instanceof DuplicateKeyError) throw nameTaken();
      throw error;
    }
    return this.present(updated ?? current);
  }

  /**
   * Deletes an empty folder; a non-empty one only with `force`, which deletes the whole subtree:
   * its folders and every document in them, attached to an agent or not (force is explicit).
   */
  async delete(workspaceId: WorkspaceId, id: string, query: KnowledgeDeleteQuery): Promise<void> {
    const force = isForced(query);
    await this.load(workspaceId, id);
    if (!force && (await this.childCount(workspaceId, id)) > 0) {
      throw new AppError("folder_not_empty", "The folder is not empty; delete with force=true to delete its contents.");
    }
    const subtree = [id, ...(await this.subtree(workspaceId, id)).descendants.map((folder) => folder._id)];
    const documents = await this.deps.repos.documents.inFolders(workspaceId, subtree);
    await removeDocuments(this.deps, workspaceId, documents);
    // Deepest first, so that a crash half-way never leaves a folder whose parent is gone.
    for (const folderId of subtree.reverse()) await this.deps.repos.folders.deleteMany(workspaceId, [folderId]);
  }
}
