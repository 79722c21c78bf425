import type { Database, Page, PageRequest } from "@cx/store";
import { type Collection, findKeysetPage, requireTenant } from "@cx/store";
import { COLLECTIONS } from "./collections.ts";
import type { WebhookRecord } from "./records.ts";

export type WebhookChanges = Partial<Omit<WebhookRecord, "_id" | "workspace_id" | "created_at">>;

export class WebhooksRepository {
  private readonly webhooks: Collection<WebhookRecord>;

  constructor(database: Database) {
    this.webhooks = database.collection<WebhookRecord>(COLLECTIONS.webhooks);
  }

  insert(workspaceId: string, record: WebhookRecord): Promise<void> {
    requireTenant(workspaceId, record.workspace_id);
    return this.webhooks.insertOne(record);
  }

  find(workspaceId: string, id: string): Promise<WebhookRecord | null> {
    return this.webhooks.findOne({ _id: id, workspace_id: workspaceId });
  }

  list(workspaceId: string, page: PageRequest): Promise<Page<WebhookRecord>> {
    return findKeysetPage(this.webhooks, { workspace_id: workspaceId }, "created_at", page, -1);
  }

  /** The enabled webhooks of a workspace that take `eventType`. */
  subscribedTo(workspaceId: string, eventType: string): Promise<WebhookRecord[]> {
    return this.webhooks.find({ workspace_id: workspaceId, enabled: true, events: eventType });
  }

  update(workspaceId: string, id: string, changes: WebhookChanges): Promise<WebhookRecord | null> {
    return this.webhooks.findOneAndUpdate(
      { _id: id, workspace_id: workspaceId },
      { $set: changes },
      { returnDocument: "after" },
    );
  }

  async delete(workspaceId: string, id: string): Promise<boolean> {
    return (await this.webhooks.deleteOne({ _id: id, workspace_id: workspaceId })) === 1;
  }

  /** A delivered attempt ends the run of failures. */
  async succeeded(workspaceId: string, id: string): Promise<void> {
    await this.webhooks.updateOne({ _id: id, workspace_id: workspaceId }, { $set: { failures_in_row: 0 } });
  }

  /**
   * Counts a failed attempt; the one that reaches `limit` disables the webhook in the same
   * conditional write, so concurrent failures disable it once.
   */
  async failed(workspaceId: string, id: string, limit: number, reason: string, now: string): Promise<void> {
    const after = await this.webhooks.findOneAndUpdate(
      { _id: id, workspace_id: workspaceId },
      { $inc: { failures_in_row: 1 } },
      { returnDocument: "after" },
    );
    if (after?.enabled && after.failures_in_row >= limit) {
      await this.webhooks.updateOne(
        { _id: id, workspace_id: workspaceId, enabled: true },
        { $set: { enabled: false, disabled_reason: reason, updated_at: now } },
      );
    }
  }
}
