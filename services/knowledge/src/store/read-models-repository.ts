import { type Collection, type Database, DuplicateKeyError } from "@cx/store";
import type { WorkspaceId } from "../domain/ids.ts";
import { COLLECTIONS } from "./collections.ts";
import type { AttachmentRecord, IndexStateRecord, UserRecord } from "./records.ts";

export type AttachmentPart = "tip" | "draft";

/** What the knowledge service keeps from other services' events. */
export class ReadModelsRepository {
  private readonly attachments: Collection<AttachmentRecord>;
  private readonly users: Collection<UserRecord>;

  constructor(database: Database) {
    this.attachments = database.collection<AttachmentRecord>(COLLECTIONS.attachments);
    this.users = database.collection<UserRecord>(COLLECTIONS.users);
  }

  /**
   * Sets one part of a branch's attachments unless a later event already did: the write only
   * matches when the stored time is older, and a branch seen for the first time is inserted.
   */
  async setAttachments(
    workspaceId: WorkspaceId,
    ids: { agentId: string; branchId: string },
    part: AttachmentPart,
    documentIds: string[],
    at: string,
  ): Promise<void> {
    const changes: Partial<AttachmentRecord> =
      part === "tip"
        ? { tip_document_ids: documentIds, tip_at: at }
        : { draft_document_ids: documentIds, draft_at: at };
    await this.upsertNewer(workspaceId, ids, part === "tip" ? "tip_at" : "draft_at", at, changes);
  }

  async setArchived(
    workspaceId: WorkspaceId,
    ids: { agentId: string; branchId: string },
    archived: boolean,
    at: string,
  ) {
    await this.upsertNewer(workspaceId, ids, "archived_at", at, { archived, archived_at: at });
  }

  private async upsertNewer(
    workspaceId: WorkspaceId,
    ids: { agentId: string; branchId: string },
    timeField: "tip_at" | "draft_at" | "archived_at",
    at: string,
    changes: Partial<AttachmentRecord>,
  ): Promise<void> {
    const _id = `${ids.agentId}:${ids.branchId}`;
    const updated = await this.attachments.updateOne(
      { _id, workspace_id: workspaceId, $or: [{ [timeField]: null }, { [timeField]: { $lt: at } }] },
      { $set: changes },
    );
    if (updated.matchedCount === 1) return;
    if (await this.attachments.findOne({ _id, workspace_id: workspaceId })) return;
    try {
      await this.attachments.insertOne({
        _id,
        workspace_id: workspaceId,
        agent_id: ids.agentId,
        branch_id: ids.branchId,
        tip_document_ids: [],
        tip_at: null,
        draft_document_ids: [],
        draft_at: null,
        archived: false,
        archived_at: null,
        ...changes,
      });
    } catch (error) {
      // Another delivery inserted it first: apply the change through the time check again.
      if (!(error instanceof DuplicateKeyError)) throw error;
      await this.attachments.updateOne(
        { _id, workspace_id: workspaceId, $or: [{ [timeField]: null }, { [timeField]: { $lt: at } }] },
        { $set: changes },
      );
    }
  }

  /** Live branches whose tip or draft attaches the document. */
  usersOfDocument(workspaceId: WorkspaceId, documentId: string): Promise<AttachmentRecord[]> {
    return this.attachments.find({
      workspace_id: workspaceId,
      archived: false,
      $or: [{ tip_document_ids: documentId }, { draft_document_ids: documentId }],
    });
  }

  async saveUser(user: UserRecord): Promise<void> {
    await this.users.replaceOne({ _id: user._id }, user, { upsert: true });
  }

  findUsers(ids: readonly string[]): Promise<UserRecord[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.users.find({ _id: { $in: [...ids] } });
  }
}

export class IndexStateRepository {
  private readonly state: Collection<IndexStateRecord>;

  constructor(database: Database) {
    this.state = database.collection<IndexStateRecord>(COLLECTIONS.indexState);
  }

  async bump(workspaceId: WorkspaceId): Promise<void> {
    await this.state.updateOne({ _id: workspaceId }, { $inc: { generation: 1 } }, { upsert: true });
  }

  async generation(workspaceId: WorkspaceId): Promise<number> {
    return (await this.state.findOne({ _id: workspaceId }))?.generation ?? 0;
  }
}
