import type { Collection, Database } from "@cx/store";
import type { WorkspaceId } from "../domain/ids.ts";
import { COLLECTIONS } from "./collections.ts";
import type { DeletionDocument } from "./documents.ts";

/** The intent log of subtree deletions, see `DeletionDocument`. */
export class DeletionsRepository {
  private readonly deletions: Collection<DeletionDocument>;

  constructor(database: Database) {
    this.deletions = database.collection<DeletionDocument>(COLLECTIONS.deletions);
  }

  async begin(workspaceId: WorkspaceId, deletion: DeletionDocument): Promise<void> {
    if (deletion.workspace_id !== workspaceId) throw new Error("deletion recorded for another workspace");
    await this.deletions.insertOne(deletion);
  }

  async finish(workspaceId: WorkspaceId, id: string): Promise<void> {
    await this.deletions.deleteOne({ workspace_id: workspaceId, _id: id });
  }

  /**
   * Deletions started before `before` and never finished, across workspaces: the one query of the
   * service that is not tenant-scoped, because the recovery sweep works for every tenant. Each
   * record carries its workspace, and finishing it is scoped again.
   */
  unfinished(before: string, limit = 100): Promise<DeletionDocument[]> {
    return this.deletions.find({ started_at: { $lt: before } }, { sort: { started_at: 1 }, limit });
  }
}
