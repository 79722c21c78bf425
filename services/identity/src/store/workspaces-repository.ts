import type { Collection, Database } from "@cx/store";
import type { WorkspaceId } from "../domain/ids.ts";
import { COLLECTIONS } from "./collections.ts";
import type { WorkspaceDocument } from "./documents.ts";

export class WorkspacesRepository {
  private readonly workspaces: Collection<WorkspaceDocument>;

  constructor(database: Database) {
    this.workspaces = database.collection<WorkspaceDocument>(COLLECTIONS.workspaces);
  }

  insert(workspace: WorkspaceDocument): Promise<void> {
    return this.workspaces.insertOne(workspace);
  }

  findById(workspaceId: WorkspaceId): Promise<WorkspaceDocument | null> {
    return this.workspaces.findOne({ _id: workspaceId });
  }

  /** Workspaces of one user's memberships (ids taken from their membership documents). */
  findByIds(ids: readonly string[]): Promise<WorkspaceDocument[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.workspaces.find({ _id: { $in: [...ids] } });
  }

  async delete(workspaceId: WorkspaceId): Promise<void> {
    await this.workspaces.deleteOne({ _id: workspaceId });
  }

  /** Takes the lease when it is free or has lapsed (a holder that died does not block for ever). */
  async acquireOwnerLock(workspaceId: WorkspaceId, now: Date, leaseMs: number): Promise<boolean> {
    const taken = await this.workspaces.findOneAndUpdate(
      { _id: workspaceId, $or: [{ owner_lock_until: null }, { owner_lock_until: { $lte: now.toISOString() } }] },
      { $set: { owner_lock_until: new Date(now.getTime() + leaseMs).toISOString() } },
    );
    return taken !== null;
  }

  async releaseOwnerLock(workspaceId: WorkspaceId): Promise<void> {
    await this.workspaces.updateOne({ _id: workspaceId }, { $set: { owner_lock_until: null } });
  }
}
