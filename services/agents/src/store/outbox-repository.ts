import { type Collection, requireTenant } from "@cx/store";
import type { OutboxDoc } from "./documents.ts";
import type { WorkspaceId } from "./workspace-id.ts";

/**
 * Events waiting for the bus. The relay's scan (`due`) is the one query of this service that is
 * not scoped to a workspace: it reads no tenant data for anyone, it only hands events back to the
 * bus.
 */
export class OutboxRepository {
  constructor(private readonly outbox: Collection<OutboxDoc>) {}

  add(ws: WorkspaceId, doc: OutboxDoc): Promise<void> {
    requireTenant(ws, doc.workspace_id);
    return this.outbox.insertOne(doc);
  }

  async remove(ws: WorkspaceId, id: string): Promise<void> {
    await this.outbox.deleteOne({ _id: id, workspace_id: ws });
  }

  async noteAttempt(ws: WorkspaceId, id: string): Promise<void> {
    await this.outbox.updateOne({ _id: id, workspace_id: ws }, { $inc: { attempts: 1 } });
  }

  due(olderThan: string, limit: number): Promise<OutboxDoc[]> {
    return this.outbox.find({ created_at: { $lt: olderThan } }, { sort: { created_at: 1 }, limit });
  }
}
