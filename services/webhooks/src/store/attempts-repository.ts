import { type Collection, type Database, findKeysetPage, type Page, type PageRequest, requireTenant } from "@cx/store";
import { COLLECTIONS } from "./collections.ts";
import type { AttemptRecord } from "./records.ts";

export class AttemptsRepository {
  private readonly attempts: Collection<AttemptRecord>;

  constructor(database: Database) {
    this.attempts = database.collection<AttemptRecord>(COLLECTIONS.attempts);
  }

  insert(workspaceId: string, record: AttemptRecord): Promise<void> {
    requireTenant(workspaceId, record.workspace_id);
    return this.attempts.insertOne(record);
  }

  list(workspaceId: string, webhookId: string, page: PageRequest): Promise<Page<AttemptRecord>> {
    return findKeysetPage(this.attempts, { workspace_id: workspaceId, webhook_id: webhookId }, "created_at", page, -1);
  }

  async deleteFor(workspaceId: string, webhookId: string): Promise<void> {
    await this.attempts.deleteMany({ workspace_id: workspaceId, webhook_id: webhookId });
  }
}
