import {
  type Collection,
  type Database,
  type Filter,
  findKeysetPage,
  type Page,
  type PageRequest,
  requireTenant,
} from "@cx/store";
import type { WorkspaceId } from "../domain/ids.ts";
import { COLLECTIONS } from "./collections.ts";
import type { FolderRecord } from "./records.ts";

export const ROOT_KEY = "root";

export class FoldersRepository {
  private readonly folders: Collection<FolderRecord>;

  constructor(database: Database) {
    this.folders = database.collection<FolderRecord>(COLLECTIONS.folders);
  }

  /** Throws `DuplicateKeyError` when a sibling already has the name. */
  insert(workspaceId: WorkspaceId, record: FolderRecord): Promise<void> {
    requireTenant(workspaceId, record.workspace_id);
    return this.folders.insertOne(record);
  }

  find(workspaceId: WorkspaceId, id: string): Promise<FolderRecord | null> {
    return this.folders.findOne({ _id: id, workspace_id: workspaceId });
  }

  findMany(workspaceId: WorkspaceId, ids: readonly string[]): Promise<FolderRecord[]> {
    return ids.length === 0
      ? Promise.resolve([])
      : this.folders.find({ workspace_id: workspaceId, _id: { $in: [...ids] } });
  }

  /** Throws `DuplicateKeyError` when the new name or place collides with a sibling. */
  update(workspaceId: WorkspaceId, id: string, changes: Partial<FolderRecord>): Promise<FolderRecord | null> {
    return this.folders.findOneAndUpdate(
      { _id: id, workspace_id: workspaceId },
      { $set: changes },
      { returnDocument: "after" },
    );
  }

  /** Oldest first: folders created while a client pages come after what it has seen. */
  list(workspaceId: WorkspaceId, parentKey: string | undefined, page: PageRequest): Promise<Page<FolderRecord>> {
    const query: Filter = { workspace_id: workspaceId };
    if (parentKey !== undefined) query.parent_key = parentKey;
    return findKeysetPage(this.folders, query, "created_at", page, 1);
  }

  countChildren(workspaceId: WorkspaceId, id: string): Promise<number> {
    return this.folders.countDocuments({ workspace_id: workspaceId, parent_key: id });
  }

  children(workspaceId: WorkspaceId, ids: readonly string[]): Promise<FolderRecord[]> {
    return ids.length === 0
      ? Promise.resolve([])
      : this.folders.find({ workspace_id: workspaceId, parent_key: { $in: [...ids] } });
  }

  async deleteMany(workspaceId: WorkspaceId, ids: readonly string[]): Promise<void> {
    if (ids.length > 0) await this.folders.deleteMany({ workspace_id: workspaceId, _id: { $in: [...ids] } });
  }
}
