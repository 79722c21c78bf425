import { type Collection, type Database, DuplicateKeyError, requireTenant } from "@cx/store";
import { COLLECTIONS } from "./collections.ts";
import type { RemovedConversationRecord } from "./records.ts";

/** The conversations removed for good, by id: what a late fan-out checks its deliveries against. */
export class RemovedConversationsRepository {
  private readonly removed: Collection<RemovedConversationRecord>;

  constructor(database: Database) {
    this.removed = database.collection<RemovedConversationRecord>(COLLECTIONS.removedConversations);
  }

  /** Idempotent: a redelivered removal keeps the first time. */
  async record(workspaceId: string, record: RemovedConversationRecord): Promise<void> {
    requireTenant(workspaceId, record.workspace_id);
    try {
      await this.removed.updateOne(
        { _id: record._id, workspace_id: workspaceId },
        { $setOnInsert: { removed_at: record.removed_at } },
        { upsert: true },
      );
    } catch (error) {
      // Two removals recorded at once: the other one wrote it.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }

  async isRemoved(workspaceId: string, conversationId: string): Promise<boolean> {
    return (await this.removed.findOne({ _id: conversationId, workspace_id: workspaceId })) !== null;
  }
}
