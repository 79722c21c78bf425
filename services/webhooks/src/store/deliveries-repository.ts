import type { Events, Outbox, OutboxCollection } from "@cx/outbox";
import { type Database, DuplicateKeyError, requireTenant } from "@cx/store";
import { COLLECTIONS } from "./collections.ts";
import type { DeliveryRecord } from "./records.ts";

export type DeliveryChanges = Partial<Omit<DeliveryRecord, "_id" | "workspace_id">>;

/** Deliveries are the jobs' documents: every step is a conditional update on the state seen. */
export class DeliveriesRepository {
  private readonly deliveries: OutboxCollection<DeliveryRecord>;

  constructor(database: Database, outbox: Outbox) {
    this.deliveries = outbox.track(database.collection<DeliveryRecord>(COLLECTIONS.deliveries));
  }

  /**
   * False when it was recorded already (the same event delivered to the consumer again). With
   * `deferRelay` its events wait on it for `relayPending` (or the outbox's sweeper).
   */
  async insert(
    workspaceId: string,
    record: DeliveryRecord,
    events: Events,
    options: { deferRelay?: boolean } = {},
  ): Promise<boolean> {
    requireTenant(workspaceId, record.workspace_id);
    try {
      await this.deliveries.insertOne(record, { events, ...options });
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  /** Relays the events a deferred insert left on the delivery. */
  relayPending(id: string): Promise<void> {
    return this.deliveries.relayPending(id);
  }

  find(workspaceId: string, id: string): Promise<DeliveryRecord | null> {
    return this.deliveries.findOne({ _id: id, workspace_id: workspaceId });
  }

  /** Applies `changes` when the delivery is still as `expected` says; the state after, or null. */
  change(
    doc: DeliveryRecord,
    expected: Partial<DeliveryRecord>,
    changes: DeliveryChanges,
    events: Events = [],
  ): Promise<DeliveryRecord | null> {
    const filter = { _id: doc._id, workspace_id: doc.workspace_id, ...expected };
    if (events.length > 0) {
      return this.deliveries
        .updateOne(filter, { $set: changes }, { events })
        .then((result) => (result.matchedCount === 1 ? { ...doc, ...changes } : null));
    }
    return this.deliveries.findOneAndUpdate(filter, { $set: changes }, { returnDocument: "after" });
  }

  /** Workers gone (their lease lapsed) and retries whose time came, across workspaces. */
  async due(now: string, requeueBefore: string, limit: number): Promise<DeliveryRecord[]> {
    const lapsed = await this.deliveries.find({ status: "sending", lease_until: { $lte: now } }, { limit });
    const waiting = await this.deliveries.find(
      {
        status: "waiting",
        next_attempt_at: { $lte: now },
        $or: [{ queued_at: null }, { queued_at: { $lte: requeueBefore } }],
      },
      { limit },
    );
    return [...lapsed, ...waiting];
  }

  /**
   * Every delivery carrying the resource, whatever its state: a removed conversation's transcript
   * stays in no body. Answers how many went.
   */
  deleteOfResource(workspaceId: string, resourceId: string): Promise<number> {
    return this.deliveries.deleteMany({ workspace_id: workspaceId, resource_id: resourceId });
  }

  /** What a removed webhook had not delivered yet will never be. */
  async dropFor(workspaceId: string, webhookId: string, now: string): Promise<void> {
    await this.deliveries.updateMany(
      { workspace_id: workspaceId, webhook_id: webhookId, status: { $in: ["waiting", "sending"] } },
      { $set: { status: "dropped", updated_at: now, error: "The webhook was deleted." } },
    );
  }
}
