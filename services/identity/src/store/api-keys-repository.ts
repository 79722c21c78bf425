import type { Events, Outbox, OutboxCollection } from "@cx/outbox";
import { type Database, findKeysetPage, type Page, type PageRequest, requireTenant } from "@cx/store";
import type { WorkspaceId } from "../domain/ids.ts";
import { COLLECTIONS } from "./collections.ts";
import type { ApiKeyDocument } from "./documents.ts";

export class ApiKeysRepository {
  private readonly keys: OutboxCollection<ApiKeyDocument>;

  constructor(database: Database, outbox: Outbox) {
    this.keys = outbox.track(database.collection<ApiKeyDocument>(COLLECTIONS.apiKeys));
  }

  insert(workspaceId: WorkspaceId, key: ApiKeyDocument): Promise<void> {
    requireTenant(workspaceId, key.workspace_id);
    return this.keys.insertOne(key);
  }

  /**
   * The one lookup without a workspace: a bearer key is what tells which workspace it belongs to.
   * Only the principal resolver calls it.
   */
  findActiveByHash(keyHash: string): Promise<ApiKeyDocument | null> {
    return this.keys.findOne({ key_hash: keyHash, revoked_at: null });
  }

  findActive(workspaceId: WorkspaceId, keyId: string): Promise<ApiKeyDocument | null> {
    return this.keys.findOne({ workspace_id: workspaceId, _id: keyId, revoked_at: null });
  }

  page(workspaceId: WorkspaceId, request: PageRequest): Promise<Page<ApiKeyDocument>> {
    return findKeysetPage(this.keys, { workspace_id: workspaceId, revoked_at: null }, "created_at", request);
  }

  activeCreatedBy(workspaceId: WorkspaceId, userId: string): Promise<ApiKeyDocument[]> {
    return this.keys.find({ workspace_id: workspaceId, created_by: userId, revoked_at: null });
  }

  /** False when the key was already revoked (or never existed here). */
  async revoke(
    workspaceId: WorkspaceId,
    keyId: string,
    revokedBy: string,
    at: Date,
    events: Events = [],
  ): Promise<boolean> {
    const result = await this.keys.updateOne(
      { workspace_id: workspaceId, _id: keyId, revoked_at: null },
      { $set: { revoked_at: at.toISOString(), revoked_by: revokedBy } },
      { events },
    );
    return result.matchedCount === 1;
  }

  /** `$max`: a late flush from another replica never moves the time backwards. */
  async recordLastUse(workspaceId: WorkspaceId, keyId: string, at: string): Promise<void> {
    await this.keys.updateOne({ workspace_id: workspaceId, _id: keyId }, { $max: { last_used_at: at } });
  }
}
